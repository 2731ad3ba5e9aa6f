import type { OverInProgress } from "../../../../engine/index.ts";
import "./over-strip.css";

const BALLS_SHOWN = 6;

/** The chip text of a ball: its runs, or W for a wicket. */
function chipText(display: string): string {
  return display === "WKT" ? "W" : display;
}

/** Whether a ball's display is a wide or a no-ball ("w", "nb", "4nb"): not one of the over's six. */
function isRebowled(display: string): boolean {
  return display === "w" || display.endsWith("nb");
}

/** A ball as a screen reader says it: "4", "wicket", "wide", "no-ball", "4 off a no-ball", "leg-bye". */
function spokenBall(display: string): string {
  if (display === "WKT") return "wicket";
  if (display === "w") return "wide";
  if (display === "nb") return "no-ball";
  if (display.endsWith("nb")) return `${display.slice(0, -2)} off a no-ball`;
  if (display === "1b") return "bye";
  if (display === "1lb") return "leg-bye";
  return display;
}

/** A chip's colour class: dot, runs, four, six, wicket or an extra. */
function chipClass(display: string): string {
  if (display === "WKT") return "ball-chip ball-chip--wicket";
  if (isRebowled(display) || display.endsWith("b")) return "ball-chip ball-chip--extra";
  if (display === "4") return "ball-chip ball-chip--four";
  if (display === "6") return "ball-chip ball-chip--six";
  if (display === "0") return "ball-chip ball-chip--dot";
  return "ball-chip";
}

/**
 * The over being bowled, ball by ball (chips like 0 1 4 W, and w or nb for a wide or a no-ball,
 * which are bowled again), with room kept for the legal balls still to come.
 */
export function OverStrip({ over }: { readonly over: OverInProgress }) {
  const spoken = over.balls.map(spokenBall).join(", ");
  const legal = over.balls.filter((b) => !isRebowled(b)).length;
  const empty = Math.max(0, BALLS_SHOWN - legal);
  return (
    <div className="over-strip" data-testid="over-strip">
      <p className="over-strip__label">Over {over.over + 1}</p>
      <ol
        className="over-strip__balls"
        aria-label={over.balls.length > 0 ? `This over: ${spoken}` : "No balls bowled in this over yet"}
      >
        {over.balls.map((ball, i) => (
          <li key={`${over.over}.${i}`} className={chipClass(ball)} aria-hidden="true">
            {chipText(ball)}
          </li>
        ))}
        {Array.from({ length: empty }, (_, i) => (
          <li key={`empty-${i}`} className="ball-chip ball-chip--empty" aria-hidden="true" />
        ))}
      </ol>
    </div>
  );
}
