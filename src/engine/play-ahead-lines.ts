/**
 * What a stretch played ahead says once played (see play-ahead.ts for the plan that plays it):
 * its summary line ({@link stretchSummary}, ending with the ticked stop that ended it), a line
 * per over for the feed ({@link overLines}), and which of its events are said aloud when it is
 * watched at a pace ({@link isHighlight}).
 */
import type { MatchEvent } from "./events.ts";
import { oversPhrase, oversText, plural } from "./figures.ts";
import { battingSideOf, inningsIndexOf, inningsOrBlank } from "./innings-summary.ts";
import type { InningsNumber, MatchState } from "./match-state.ts";
import type { StretchStop } from "./play-ahead.ts";
import { inningsOnShow } from "./views.ts";

/**
 * Whether an event is a highlight of a stretch watched at a pace (said aloud, where the other
 * balls are only shown): a boundary, a wicket, the over's end, the innings' end, the result.
 */
export function isHighlight(event: MatchEvent): boolean {
  switch (event.type) {
    case "ball":
      return event.runs === 4 || event.runs === 6;
    case "wicket":
    case "overEnd":
    case "inningsEnd":
    case "result":
      return true;
    default:
      return false;
  }
}

/**
 * One line for a stretch once played, ending where the match now stands: "Played ahead 20
 * balls: 29 runs, 1 wicket. India 29/1 after 3.2 overs", or the innings' end or the result
 * when the stretch ended with it.
 */
export function stretchSummary(
  state: MatchState,
  events: readonly MatchEvent[],
  stop: StretchStop | null = null,
): string {
  let balls = 0;
  let runs = 0;
  let wickets = 0;
  for (const e of events) {
    if (e.type === "ball") {
      if (e.legal) balls++;
      runs += e.runs + e.extraRuns;
    } else if (e.type === "wicket") wickets++;
  }
  const head = `Played ahead ${plural(balls, "ball")}: ${plural(runs, "run")}, ${plural(wickets, "wicket")}`;
  // An innings' end or the result after the stretch's last ball is where it stopped.
  let lastBall = -1;
  let ended = -1;
  events.forEach((e, i) => {
    if (e.type === "ball") lastBall = i;
    else if (e.type === "result" || e.type === "inningsEnd") ended = i;
  });
  if (ended > lastBall) return `${head}. ${events[ended]?.text}`;
  const shown = inningsOnShow(state);
  const why = stop === null ? "" : `. ${stopText(stop)}`;
  if (shown === null) return `${head}${why}.`;
  const { batting, innings } = shown;
  return `${head}. ${batting.teamName} ${innings.totalRun}/${innings.wicketTaken} after ${oversPhrase(oversText(innings.ballCompleted))}${why}`;
}

/** Why a ticked stop ended a stretch, as its summary ends: "Stopped: your win chance went from 55% to 67%". */
export function stopText(stop: StretchStop): string {
  switch (stop.kind) {
    case "milestone":
      return `Stopped: a batter reached ${stop.runs}`;
    case "lastOver":
      return "Stopped before the last over";
    case "swing":
      return `Stopped: your win chance went from ${Math.round(stop.from * 100)}% to ${Math.round(stop.to * 100)}%`;
  }
}

/** One over of a stretch, as the feed shows it in place of the over's balls. */
export interface OverLine {
  readonly innings: InningsNumber;
  /** The over's number as people say it: 1 for the first. */
  readonly over: number;
  /** "Over 14: 9 runs, 1 wicket — India 112/4". */
  readonly text: string;
  /** Where the over's last event is in the events it was made from (for placing the line among them). */
  readonly at: number;
}

/**
 * One line per over of a stretch's events, in order: "Over 14: 9 runs, 1 wicket — India
 * 112/4", the score at the over's end. An over the stretch did not play whole says which part
 * it played ("Over 15, first 3 balls: …", "Over 14, last 2 balls: …") with the score at the
 * stretch's end of it. `state` is the match after the stretch.
 */
export function overLines(state: MatchState, events: readonly MatchEvent[]): OverLine[] {
  interface Group {
    readonly innings: InningsNumber;
    readonly over: number;
    readonly fromStart: boolean;
    balls: number;
    runs: number;
    wickets: number;
    score: string | null;
    at: number;
  }
  const groups: Group[] = [];
  let last: Group | null = null;
  events.forEach((e, at) => {
    if (e.type === "ball") {
      if (last === null || last.innings !== e.innings || last.over !== e.over) {
        last = {
          innings: e.innings,
          over: e.over,
          fromStart: e.ball === 1,
          balls: 0,
          runs: 0,
          wickets: 0,
          score: null,
          at,
        };
        groups.push(last);
      }
      if (e.legal) last.balls++;
      last.runs += e.runs + e.extraRuns;
      last.at = at;
    } else if (e.type === "wicket" && last !== null) {
      last.wickets++;
      last.at = at;
    } else if (e.type === "overEnd" && last !== null && last.innings === e.innings) {
      last.score = `${e.teamRuns}/${e.wickets}`;
      last.at = at;
    }
  });
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return groups.map((g) => {
    const played = inningsOrBlank(state, inningsIndexOf(g.innings));
    const side = played === null || state.sides === null ? null : battingSideOf(state.sides, played);
    const whole = g.fromStart && g.score !== null;
    const which = g.fromStart ? "first " : g.score !== null ? "last " : "";
    const part = whole ? "" : `, ${which}${plural(g.balls, "ball")}`;
    // An over left unfinished is the last of its innings in the stretch: its side's score now.
    const score = g.score ?? `${played?.totalRun ?? 0}/${played?.wicketTaken ?? 0}`;
    const text = `Over ${g.over + 1}${part}: ${plural(g.runs, "run")}, ${plural(g.wickets, "wicket")} — ${side?.teamName ?? ""} ${score}`;
    return { innings: g.innings, over: g.over + 1, text, at: g.at };
  });
}
