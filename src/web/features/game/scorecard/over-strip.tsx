import type { OverInProgress } from "../../../../engine/index.ts";
import "./over-strip.css";

const BALLS_SHOWN = 6;

/** The chip text of a ball: its runs, or W for a wicket. */
function chipText(display: string): string {
  return display === "WKT" ? "W" : display;
}

/** A chip's colour class: dot, runs, four, six or wicket. */
function chipClass(display: string): string {
  if (display === "WKT") return "ball-chip ball-chip--wicket";
  if (display === "4") return "ball-chip ball-chip--four";
  if (display === "6") return "ball-chip ball-chip--six";
  if (display === "0") return "ball-chip ball-chip--dot";
  return "ball-chip";
}

/** The over being bowled, ball by ball (chips like 0 1 4 W), with room kept for the rest. */
export function OverStrip({ over }: { readonly over: OverInProgress }) {
  const spoken = over.balls.map((b) => (b === "WKT" ? "wicket" : b)).join(", ");
  const empty = Math.max(0, BALLS_SHOWN - over.balls.length);
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
