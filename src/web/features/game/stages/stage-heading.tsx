import type { ReactNode } from "react";

/** The id of every stage's heading; the screen moves focus to it when the stage changes. */
export const STAGE_TITLE_ID = "stage-title";

/** One stage's heading: the step it is, its title (the page's h1) and a line of help. */
export function StageHeading({
  title,
  lede,
  step,
}: {
  readonly title: ReactNode;
  readonly lede?: ReactNode;
  readonly step?: { readonly number: number; readonly of: number };
}) {
  return (
    <header className="stage-head">
      {step ? (
        <p className="stage-head__step">
          Step {step.number} of {step.of}
          <span className="stage-head__dots" aria-hidden="true">
            {Array.from({ length: step.of }, (_, i) => (
              <span
                key={i}
                className={i < step.number ? "stage-head__dot stage-head__dot--done" : "stage-head__dot"}
              />
            ))}
          </span>
        </p>
      ) : null}
      <h1 id={STAGE_TITLE_ID} className="stage-head__title" tabIndex={-1}>
        {title}
      </h1>
      {lede ? <p className="stage-head__lede">{lede}</p> : null}
    </header>
  );
}
