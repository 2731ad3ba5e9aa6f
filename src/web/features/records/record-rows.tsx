/**
 * The cells of each list of the record book: who set the record (the row's header) and the
 * figure, in the words and marks record books use ("87*", "5/23", "8 wickets").
 */
import type { ReactNode } from "react";
import type {
  BattingEntry,
  BowlingEntry,
  PartnershipEntry,
  TotalEntry,
  WinEntry,
} from "../../../shared/records-types.ts";

/** One row's first two cells: who (the row's header) and the figure. */
export interface RowCells {
  readonly who: ReactNode;
  readonly figure: ReactNode;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "1st", "2nd", "3rd", "4th" … for the wicket a stand was for. */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/** A not-out mark: a star to the eye, words to a screen reader. */
function NotOut({ when }: { readonly when: boolean }) {
  if (!when) return null;
  return (
    <>
      <span aria-hidden="true">*</span>
      <span className="visually-hidden"> not out</span>
    </>
  );
}

export const total = (e: TotalEntry): RowCells => ({
  who: (
    <>
      {e.teamName} <small>v {e.opponentName}</small>
    </>
  ),
  figure: (
    <>
      {e.runs}/{e.wickets} <small>{e.overs} overs</small>
    </>
  ),
});

export const win =
  (unit: string) =>
  (e: WinEntry): RowCells => ({
    who: (
      <>
        {e.winner.teamName} <small>beat {e.loser.teamName}</small>
      </>
    ),
    figure: plural(e.margin, unit),
  });

const batter = (e: BattingEntry) => (
  <>
    {e.name} <small>{e.teamName}</small>
  </>
);

/** "87* (41 balls)": the innings as a batting record shows it. */
const innings = (e: BattingEntry) => (
  <>
    {e.runs}
    <NotOut when={!e.out} /> <small>{plural(e.balls, "ball")}</small>
  </>
);

export const score = (e: BattingEntry): RowCells => ({ who: batter(e), figure: innings(e) });

/** A figure with the batter's runs under it ("made 104*", "in 67"). */
function withRuns(lead: ReactNode, word: "made" | "in", e: BattingEntry): ReactNode {
  return (
    <>
      {lead}{" "}
      <small>
        {word} {e.runs}
        <NotOut when={!e.out} />
      </small>
    </>
  );
}

export const fastest =
  (balls: (e: BattingEntry) => number | null) =>
  (e: BattingEntry): RowCells => ({
    who: batter(e),
    figure: withRuns(plural(balls(e) ?? 0, "ball"), "made", e),
  });

export const sixes = (e: BattingEntry): RowCells => ({ who: batter(e), figure: withRuns(e.sixes, "in", e) });

export const partnership = (e: PartnershipEntry): RowCells => ({
  who: (
    <>
      {e.batters[0]} and {e.batters[1]}{" "}
      <small>
        {e.teamName}, {ordinal(e.wicket)} wicket
      </small>
    </>
  ),
  figure: (
    <>
      {e.runs}
      <NotOut when={e.unbroken} /> <small>{plural(e.balls, "ball")}</small>
    </>
  ),
});

const bowler = (e: BowlingEntry) => (
  <>
    {e.name} <small>{e.teamName}</small>
  </>
);

export const figures = (e: BowlingEntry): RowCells => ({
  who: bowler(e),
  figure: (
    <>
      {e.wickets}/{e.runs} <small>{e.overs} overs</small>
    </>
  ),
});

export const hatTrick = (e: BowlingEntry): RowCells => ({
  who: bowler(e),
  figure: (
    <>
      {e.wickets}/{e.runs} <small>{e.hatTricks > 1 ? `${e.hatTricks} hat-tricks` : "hat-trick"}</small>
    </>
  ),
});
