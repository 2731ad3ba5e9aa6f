import { useId, useState, type FormEvent } from "react";
import type { BowlingRow } from "../../../../engine/index.ts";
import "./play.css";

/** "1 over, 1 for 8" or "yet to bowl": the figures as they are read aloud. */
function figuresText(row: BowlingRow): string {
  if (!row.hasBowled) return "yet to bowl";
  const overs = row.overs.endsWith(".0") ? row.overs.slice(0, -2) : row.overs;
  return `${overs} ${overs === "1" ? "over" : "overs"}, ${row.wickets} for ${row.runs}`;
}

/**
 * The user's choice of bowler for the next over: one labelled radio group of only the players
 * the engine lists as eligible, each read as name, Spinner or Pacer, overs and figures so far,
 * then one button that gives the chosen bowler the over. The first is chosen to start with, so
 * the button alone picks as quickly as before; arrow keys move the choice.
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
  const name = useId();
  const byId = new Map(rows.map((row) => [row.playerId, row]));
  const choices = eligible.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = choices.find((row) => row.playerId === picked) ?? choices[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onPick(chosen.playerId);
  };
  return (
    <form className="bowler-picker" data-testid="bowler-picker" onSubmit={submit}>
      <fieldset className="bowler-picker__group">
        <legend className="bowler-picker__legend">Choose the bowler for over {over}</legend>
        <ul className="bowler-picker__list">
          {choices.map((row) => (
            <li key={row.playerId}>
              <label className="bowler-picker__choice">
                <input
                  type="radio"
                  className="bowler-picker__radio"
                  name={name}
                  value={row.playerId}
                  checked={row === chosen}
                  onChange={() => setPicked(row.playerId)}
                  aria-label={`${row.name}, ${row.kind}, ${figuresText(row)}`}
                />
                <span className="bowler-picker__name">{row.name}</span>
                <span className={`kind-label kind-label--${row.kind.toLowerCase()}`}>{row.kind}</span>
                <span className="bowler-picker__figures">
                  {row.hasBowled ? `${row.wickets}-${row.runs} (${row.overs} ov)` : "yet to bowl"}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="button button--primary bowler-picker__submit">
        Bowl over {over}
        {chosen ? ` with ${chosen.name}` : ""}
      </button>
    </form>
  );
}
