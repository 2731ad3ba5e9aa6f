import { useEngine } from "@/features/game/state/game-context.ts";
import { oversLabel } from "@/features/game/state/catalog-lookup.ts";
import { LevelPicker } from "./level-picker.tsx";
import { SetupStage } from "./setup-stage.tsx";
import type { StageProps } from "./stage-props.ts";
import "./choice-cards.css";

/** Stage 1: the opponent level, then the format cards, each showing its overs. */
export function FormatStage({ snapshot, dispatch }: StageProps) {
  const engine = useEngine();
  return (
    <SetupStage
      snapshot={snapshot}
      title="Choose a format"
      lede="How strong an opponent, and how long a match? Each side bats once."
    >
      <LevelPicker level={snapshot.level} />
      <h2 className="stage__subhead">Format</h2>
      <ul className="choice-grid choice-grid--formats">
        {engine.catalog.formats.map((format) => (
          <li key={format.key}>
            <button
              type="button"
              className="format-card"
              onClick={() => dispatch({ type: "chooseFormat", format: format.key })}
            >
              <span className="format-card__overs">{format.overs}</span>
              <span className="format-card__unit">{format.overs === 1 ? "over" : "overs"}</span>
              <span className="format-card__label">{format.label}</span>
              <span className="visually-hidden">, {oversLabel(format.overs)} a side</span>
            </button>
          </li>
        ))}
      </ul>
    </SetupStage>
  );
}
