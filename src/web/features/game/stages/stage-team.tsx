import { useEngine } from "@/features/game/state/game-context.ts";
import { countryOf } from "@/features/game/state/catalog-lookup.ts";
import { CountryCard } from "./country-card.tsx";
import { StageHeading } from "./stage-heading.tsx";
import { setupStep, type StageProps } from "./stage-props.ts";

/**
 * Stages 2 and 3: the user's team, then the opponent. A side the engine would refuse (the
 * user's own team, on stage 3) is shown disabled.
 */
export function TeamStage({ snapshot, dispatch, pick }: StageProps & { readonly pick: "team" | "opponent" }) {
  const engine = useEngine();
  const { state } = snapshot;
  const own = countryOf(state.teamId);
  return (
    <section className="stage" aria-labelledby="stage-title">
      <StageHeading
        step={setupStep(engine.stage(snapshot.state))}
        title={pick === "team" ? "Choose your team" : "Choose the opponent"}
        lede={
          pick === "team"
            ? "Pick the side you will captain."
            : `Who will ${own ? own.name : "your team"} play? The computer captains them.`
        }
      />
      <ul className="choice-grid choice-grid--teams">
        {engine.catalog.countries.map((country) => {
          const action =
            pick === "team"
              ? ({ type: "chooseTeam", countryId: country.id } as const)
              : ({ type: "chooseOpponent", countryId: country.id } as const);
          const isOwn = pick === "opponent" && country.id === state.teamId;
          return (
            <li key={country.id}>
              <CountryCard
                country={country}
                disabled={!engine.allows(state, action)}
                badge={isOwn ? "Your team" : undefined}
                onChoose={() => dispatch(action)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
