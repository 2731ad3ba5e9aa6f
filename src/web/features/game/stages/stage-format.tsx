import { useEngine } from "../state/game-context.ts";
import { oversLabel } from "../state/catalog-lookup.ts";
import { StageHeading } from "./stage-heading.tsx";
import { setupStep, type StageProps } from "./stage-props.ts";
import "./choice-cards.css";

/** Stage 1: the format cards, each showing its overs. */
export function FormatStage({ snapshot, dispatch }: StageProps) {
  const engine = useEngine();
  return (
    <section className="stage" aria-labelledby="stage-title">
      <StageHeading
        step={setupStep(engine.stage(snapshot.state))}
        title="Choose a format"
        lede="How long a match? Each side bats once."
      />
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
    </section>
  );
}
