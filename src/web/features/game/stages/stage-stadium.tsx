import { groundCharacter } from "../../../../engine/index.ts";
import { countryOf } from "@/features/game/state/catalog-lookup.ts";
import { useEngine } from "@/features/game/state/game-context.ts";
import { SetupStage } from "./setup-stage.tsx";
import type { StageProps } from "./stage-props.ts";
import "./choice-cards.css";
import "./pitch-strip.css";

const capacityFormat = new Intl.NumberFormat("en-GB");

/**
 * Stage 5: the grounds of the chosen country, with pitch, place, capacity and opening year, and
 * a line saying what each ground favours. Each card is named by all it shows, in the order it
 * shows it (the ground's name first), so what a voice-control user reads off it is its name
 * (WCAG 2.5.3).
 */
export function StadiumStage({ snapshot, dispatch }: StageProps) {
  const engine = useEngine();
  const { state } = snapshot;
  const country = countryOf(state.locationId);
  const grounds = state.locationId === null ? [] : engine.stadiumsFor(state.locationId);
  return (
    <SetupStage
      snapshot={snapshot}
      title="Choose a stadium"
      lede={country ? `${grounds.length} grounds in ${country.name}.` : undefined}
    >
      <ul className="choice-grid choice-grid--stadiums">
        {grounds.map((ground) => {
          return (
            <li key={ground.id}>
              <button
                type="button"
                className="stadium-card"
                onClick={() => dispatch({ type: "chooseStadium", stadiumId: ground.id })}
              >
                <span
                  className="pitch-strip stadium-card__pitch"
                  data-pitch={ground.pitchType}
                  aria-hidden="true"
                />
                <span className="stadium-card__name">{ground.name}</span>
                <span className="stadium-card__character">{groundCharacter(ground)}</span>
                <span className="stadium-card__facts">
                  <span className="stadium-card__fact">
                    <span className="stadium-card__term">Location</span> {ground.location}
                  </span>
                  <span className="stadium-card__fact">
                    <span className="stadium-card__term">Pitch</span> {ground.pitchType}
                  </span>
                  <span className="stadium-card__fact">
                    <span className="stadium-card__term">Capacity</span>{" "}
                    {capacityFormat.format(ground.capacity)}
                  </span>
                  <span className="stadium-card__fact">
                    <span className="stadium-card__term">Inaugurated</span> {ground.inaugurated}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </SetupStage>
  );
}
