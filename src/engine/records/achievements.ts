/**
 * Achievements: what a member has done worth a word, decided from the facts of the matches the
 * server has kept (book-facts.ts, read from its own replay) and from the competitions it has
 * settled — never from what a page says happened. Each is earned once, by the first match (or
 * competition) that meets it, in the order they were played; `achievementsOf` answers every one
 * earned and where, so the server stores what is new and the page says it once.
 */
import type { ComputerLevel, OpponentLevel } from "../actions.ts";
import type { InningsFacts, BookFacts } from "./book-facts.ts";

/** One kept match of the member's, as achievements read it. */
export interface AchievementMatch {
  readonly matchId: string;
  readonly facts: BookFacts;
  /** The member's side. */
  readonly teamId: number;
  readonly level: OpponentLevel;
}

/** A competition the member finished. */
export interface AchievementCompetition {
  readonly competitionId: string;
  readonly kind: "series" | "worldCup" | "league";
  readonly level: ComputerLevel;
  /** The member's side won it (a series won, the final won). */
  readonly won: boolean;
  /** A series won without losing or drawing a match. */
  readonly whitewash: boolean;
}

/** An achievement as the page shows it. */
export interface Achievement {
  readonly id: string;
  readonly title: string;
  /** What it takes, in a sentence. */
  readonly text: string;
}

/** An achievement earned, and the match or competition that earned it. */
export interface Earned {
  readonly id: string;
  readonly by:
    | { readonly kind: "match"; readonly matchId: string }
    | { readonly kind: "competition"; readonly competitionId: string };
}

/** What one match tells about the member's side. */
interface MatchView {
  readonly m: AchievementMatch;
  readonly won: boolean;
  readonly mine: readonly InningsFacts[];
  readonly theirs: readonly InningsFacts[];
}

type MatchRule = (v: MatchView) => boolean;

const batters = (v: MatchView) => v.mine.flatMap((i) => i.batters);
const bowlers = (v: MatchView) => v.theirs.flatMap((i) => i.bowlers);
/** The member's side won batting second, chasing at least `runs`. */
const chased = (v: MatchView, runs: number) =>
  v.won && v.m.facts.resultKind === "wickets" && (v.theirs[0]?.runs ?? 0) + 1 >= runs;

const MATCH_RULES: readonly (Achievement & { readonly rule: MatchRule })[] = [
  { id: "first-win", title: "Off the mark", text: "Win a match.", rule: (v) => v.won },
  {
    id: "club-win",
    title: "Club colours",
    text: "Beat the Club computer.",
    rule: (v) => v.won && v.m.level === "club",
  },
  {
    id: "international-win",
    title: "Cap on debut",
    text: "Beat the International computer.",
    rule: (v) => v.won && v.m.level === "international",
  },
  {
    id: "friend-win",
    title: "Bragging rights",
    text: "Beat a friend in a live match.",
    rule: (v) => v.won && v.m.level === "friend",
  },
  {
    id: "one-day-win",
    title: "The long game",
    text: "Win a one-day match.",
    rule: (v) => v.won && v.m.facts.format === "oneDay",
  },
  {
    id: "fifty",
    title: "Raise the bat",
    text: "A batter of yours makes 50.",
    rule: (v) => batters(v).some((b) => b.runs >= 50),
  },
  {
    id: "century",
    title: "Three figures",
    text: "A batter of yours makes 100.",
    rule: (v) => batters(v).some((b) => b.runs >= 100),
  },
  {
    id: "quick-fifty",
    title: "In a hurry",
    text: "A batter of yours reaches 50 in 20 balls or fewer.",
    rule: (v) => batters(v).some((b) => b.ballsTo50 !== null && b.ballsTo50 <= 20),
  },
  {
    id: "six-sixes",
    title: "Out of the ground",
    text: "A batter of yours hits six sixes in an innings.",
    rule: (v) => batters(v).some((b) => b.sixes >= 6),
  },
  {
    id: "century-stand",
    title: "Hundred partnership",
    text: "Two of your batters put on 100 together.",
    rule: (v) => v.mine.some((i) => i.partnerships.some((p) => p.runs >= 100)),
  },
  {
    id: "five-for",
    title: "Five-for",
    text: "A bowler of yours takes five wickets in an innings.",
    rule: (v) => bowlers(v).some((b) => b.wickets >= 5),
  },
  {
    id: "hat-trick",
    title: "Hat-trick",
    text: "A bowler of yours takes wickets with three balls in a row.",
    rule: (v) => bowlers(v).some((b) => b.hatTricks > 0),
  },
  {
    id: "bowled-out",
    title: "All out",
    text: "Bowl the other side out.",
    rule: (v) => v.theirs.some((i) => i.bowledOut),
  },
  {
    id: "chase-200-t20",
    title: "Chasing 200",
    text: "Chase 200 or more to win a T20.",
    rule: (v) => v.m.facts.format === "t20" && chased(v, 200),
  },
  {
    id: "last-ball-win",
    title: "Off the last ball",
    text: "Win a chase on the last ball of the innings.",
    rule: (v) => chased(v, 0) && (v.mine.at(-1)?.balls ?? 0) >= v.m.facts.quotaBalls,
  },
  {
    id: "hundred-run-win",
    title: "Thrashing",
    text: "Win by 100 runs or more.",
    rule: (v) => v.won && v.m.facts.resultKind === "runs" && v.m.facts.margin >= 100,
  },
  {
    id: "ten-wicket-win",
    title: "Ten-wicket win",
    text: "Win a chase without losing a wicket.",
    rule: (v) => chased(v, 0) && (v.mine.at(-1)?.wickets ?? 1) === 0,
  },
  { id: "tie", title: "Nothing in it", text: "Tie a match.", rule: (v) => v.m.facts.resultKind === "tie" },
];

/** Achievements over the run of matches rather than one. */
const RUN_RULES: readonly (Achievement & { readonly wins: number; readonly inARow: boolean })[] = [
  { id: "ten-wins", title: "Ten up", text: "Win 10 matches.", wins: 10, inARow: false },
  { id: "five-in-a-row", title: "On a roll", text: "Win 5 matches in a row.", wins: 5, inARow: true },
];

const COMPETITION_RULES: readonly (Achievement & {
  readonly rule: (c: AchievementCompetition) => boolean;
})[] = [
  { id: "series-win", title: "Series won", text: "Win a series.", rule: (c) => c.kind === "series" && c.won },
  {
    id: "whitewash",
    title: "Whitewash",
    text: "Win a series without losing or drawing a match.",
    rule: (c) => c.kind === "series" && c.whitewash,
  },
  { id: "league-win", title: "Champions", text: "Win a league.", rule: (c) => c.kind === "league" && c.won },
  {
    id: "world-cup-international",
    title: "World champions",
    text: "Win a World Cup against the International computer.",
    rule: (c) => c.kind === "worldCup" && c.won && c.level === "international",
  },
];

/** Every achievement there is, in the order the page lists them. */
export const ACHIEVEMENTS: readonly Achievement[] = [...MATCH_RULES, ...RUN_RULES, ...COMPETITION_RULES].map(
  ({ id, title, text }) => ({ id, title, text }),
);

function viewOf(m: AchievementMatch): MatchView {
  const mine = m.facts.innings.filter((i) => i.teamId === m.teamId);
  const theirs = m.facts.innings.filter((i) => i.teamId !== m.teamId);
  return { m, won: m.facts.winnerTeamId === m.teamId, mine, theirs };
}

/**
 * Every achievement earned by `matches` and `competitions` (each in the order played), with the
 * first match or competition that earned it, in the order of {@link ACHIEVEMENTS}.
 */
export function achievementsOf(
  matches: readonly AchievementMatch[],
  competitions: readonly AchievementCompetition[] = [],
): Earned[] {
  const earned = new Map<string, Earned>();
  const byMatch = (id: string, matchId: string) => {
    if (!earned.has(id)) earned.set(id, { id, by: { kind: "match", matchId } });
  };
  let wins = 0;
  let streak = 0;
  for (const m of matches) {
    const view = viewOf(m);
    for (const a of MATCH_RULES) if (a.rule(view)) byMatch(a.id, m.matchId);
    wins += view.won ? 1 : 0;
    streak = view.won ? streak + 1 : 0;
    for (const a of RUN_RULES) if ((a.inARow ? streak : wins) >= a.wins) byMatch(a.id, m.matchId);
  }
  for (const c of competitions) {
    for (const a of COMPETITION_RULES) {
      if (a.rule(c) && !earned.has(a.id))
        earned.set(a.id, { id: a.id, by: { kind: "competition", competitionId: c.competitionId } });
    }
  }
  return ACHIEVEMENTS.flatMap((a) => earned.get(a.id) ?? []);
}
