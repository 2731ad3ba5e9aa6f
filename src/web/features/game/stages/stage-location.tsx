import { useEngine } from "@/features/game/state/game-context.ts";
import { CountryCard } from "./country-card.tsx";
import { StageHeading } from "./stage-heading.tsx";
import { setupStep, type StageProps } from "./stage-props.ts";

/** Stage 4: the match location, a grid of the 20 flags. */
export function LocationStage({ snapshot, dispatch }: StageProps) {
  const engine = useEngine();
  const { state } = snapshot;
  return (
    <section className="stage" aria-labelledby="stage-title">
      <StageHeading
        step={setupStep(engine.stage(snapshot.state))}
        title="Choose the match location"
        lede="Where in the world shall we play?"
      />
      <ul className="choice-grid choice-grid--flags">
        {engine.catalog.countries.map((country) => {
          const action = { type: "chooseLocation", countryId: country.id } as const;
          return (
            <li key={country.id}>
              <CountryCard
                country={country}
                variant="flag"
                disabled={!engine.allows(state, action)}
                onChoose={() => dispatch(action)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
