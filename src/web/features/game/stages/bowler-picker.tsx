import { useId, useState, type FormEvent } from "react";
import { oversPhrase, plural, type BowlingRow, type SuggestedBowler } from "../../../../engine/index.ts";
import "./play.css";

const TYPE_LABEL = { pace: "Pace", spin: "Spin" } as const;

/** "1 over, 1 maiden, 1 for 8" or "yet to bowl": the figures as they are read aloud. */
function figuresText(row: BowlingRow): string {
  if (!row.hasBowled) return "yet to bowl";
  const maidens = row.maidens > 0 ? `, ${plural(row.maidens, "maiden")}` : "";
  return `${oversPhrase(row.overs)}${maidens}, ${row.wickets} for ${row.runs}`;
}

function oversLeftText(row: BowlingRow): string {
  return `${oversPhrase(row.oversLeft)} left`;
}

/**
 * How a choice is read: name, Pace or Spin, the skill in a word (and "part-timer"), overs left
 * in the quota, the figures so far, and "captain's pick" for the captain's suggestion.
 */
function choiceName(row: BowlingRow, isPick: boolean): string {
  return [
    row.name,
    TYPE_LABEL[row.bowlerType],
    row.skillWord,
    ...(row.partTimer ? ["part-timer"] : []),
    oversLeftText(row),
    figuresText(row),
    ...(isPick ? ["captain's pick"] : []),
  ].join(", ");
}

/**
 * The user's choice of bowler for the next over: one labelled radio group of only the players
 * the engine lists as eligible, each showing his type, his skill (a bar and a word), overs left
 * in the quota and figures so far, part-timers marked; then one button that gives the chosen
 * bowler the over. The computer captain's suggestion is chosen to start with, marked
 * "Captain's pick" with its reason, so the button alone takes the captain's advice; arrow keys
 * move the choice.
 */
export function BowlerPicker({
  rows,
  eligible,
  suggestion,
  over,
  onPick,
}: {
  /** The bowling side's rows (the figures and labels). */
  readonly rows: readonly BowlingRow[];
  /** `engine.eligibleBowlers(state)`: who may bowl, in the engine's order. */
  readonly eligible: readonly number[];
  /** `engine.suggestedBowler(state)`: the captain's pick and why; nothing chosen without one. */
  readonly suggestion: SuggestedBowler | null;
  /** 1-based number of the over about to be bowled. */
  readonly over: number;
  readonly onPick: (playerId: number) => void;
}) {
  const name = useId();
  const reasonId = useId();
  const byId = new Map(rows.map((row) => [row.playerId, row]));
  const choices = eligible.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  const pick = choices.find((row) => row.playerId === suggestion?.playerId);
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = choices.find((row) => row.playerId === picked) ?? pick;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onPick(chosen.playerId);
  };
  return (
    <form className="bowler-picker" data-testid="bowler-picker" onSubmit={submit}>
      <fieldset className="bowler-picker__group">
        <legend className="bowler-picker__legend">Choose the bowler for over {over}</legend>
        {pick && suggestion ? (
          <p className="bowler-picker__advice" id={reasonId} data-testid="captains-pick">
            <span className="bowler-picker__advice-label">Captain&rsquo;s pick:</span> {pick.name}.{" "}
            <span className="bowler-picker__reason">{suggestion.reason}.</span>
          </p>
        ) : null}
        <ul className="bowler-picker__list">
          {choices.map((row) => {
            const isPick = row === pick;
            return (
              <li key={row.playerId}>
                <label className={`bowler-picker__choice${isPick ? " bowler-picker__choice--pick" : ""}`}>
                  <input
                    type="radio"
                    className="bowler-picker__radio"
                    name={name}
                    value={row.playerId}
                    checked={row === chosen}
                    onChange={() => setPicked(row.playerId)}
                    aria-label={choiceName(row, isPick)}
                    aria-describedby={isPick ? reasonId : undefined}
                  />
                  <span className="bowler-picker__name">{row.name}</span>
                  <span className="bowler-picker__tags">
                    <span className={`tag kind-label kind-label--${row.kind.toLowerCase()}`}>
                      {TYPE_LABEL[row.bowlerType]}
                    </span>
                    {row.partTimer ? <span className="tag bowler-picker__part-timer">part-timer</span> : null}
                    {isPick ? (
                      <span className="tag bowler-picker__pick-mark">Captain&rsquo;s pick</span>
                    ) : null}
                  </span>
                  <span className="bowler-picker__skill">
                    <span className="meter bowler-picker__bar" aria-hidden="true">
                      <span className="meter__fill" style={{ width: `${row.skill}%` }} />
                    </span>
                    <span className="bowler-picker__skill-word">{row.skillWord}</span>
                  </span>
                  <span className="bowler-picker__figures">
                    <span className="bowler-picker__overs-left">{oversLeftText(row)}</span>
                    <span title={row.hasBowled ? "Overs-maidens-runs-wickets" : undefined}>
                      {row.hasBowled ? row.figures : "yet to bowl"}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <button type="submit" className="button button--primary bowler-picker__submit" disabled={!chosen}>
        {chosen ? `Bowl over ${over} with ${chosen.name}` : `Choose a bowler for over ${over}`}
      </button>
    </form>
  );
}
