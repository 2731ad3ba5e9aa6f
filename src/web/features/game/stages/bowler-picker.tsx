import type { BowlingRow } from "../../../../engine/index.ts";
import "./play.css";

/**
 * The user's choice of bowler for the next over: only the players the engine lists as
 * eligible, each with the Spinner/Pacer label and figures so far.
 */
export function BowlerPicker({
  rows,
  eligible,
  over,
  onPick,
}: {
  /** The bowling side's rows (the figures and labels). */
  readonly rows: readonly BowlingRow[];
  /** `engine.eligibleBowlers(state)`: who may bowl, in the engine's order. */
  readonly eligible: readonly number[];
  /** 1-based number of the over about to be bowled. */
  readonly over: number;
  readonly onPick: (playerId: number) => void;
}) {
  const byId = new Map(rows.map((row) => [row.playerId, row]));
  const choices = eligible.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return (
    <fieldset className="bowler-picker" data-testid="bowler-picker">
      <legend className="bowler-picker__legend">Choose the bowler for over {over}</legend>
      <ul className="bowler-picker__list">
        {choices.map((row) => (
          <li key={row.playerId}>
            <button type="button" className="bowler-picker__choice" onClick={() => onPick(row.playerId)}>
              <span className="bowler-picker__name">{row.name}</span>
              <span className={`kind-label kind-label--${row.kind.toLowerCase()}`}>{row.kind}</span>
              <span className="bowler-picker__figures">
                {row.hasBowled ? `${row.wickets}-${row.runs} (${row.overs} ov)` : "yet to bowl"}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
