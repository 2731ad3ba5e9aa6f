/**
 * Achievements on matches written out by hand: each earned by the first match that meets it and
 * not one short of it, only for the member's own side, the runs of wins counted across matches,
 * and the competitions' by the competitions settled.
 */
import { describe, expect, it } from "vitest";
import { ACHIEVEMENTS, achievementsOf, type AchievementMatch } from "./achievements.ts";
import type { BatterFacts, BowlerFacts, InningsFacts, BookFacts } from "./book-facts.ts";

const ME = 1;
const THEM = 2;

interface InningsSketch {
  teamId: number;
  runs?: number;
  wickets?: number;
  balls?: number;
  bowledOut?: boolean;
  batters?: Partial<BatterFacts>[];
  bowlers?: Partial<BowlerFacts>[];
  stands?: number[];
}

function innings(sketch: InningsSketch, index: number): InningsFacts {
  const other = sketch.teamId === ME ? THEM : ME;
  return {
    index,
    teamId: sketch.teamId,
    opponentId: other,
    runs: sketch.runs ?? 120,
    wickets: sketch.wickets ?? 5,
    balls: sketch.balls ?? 120,
    bowledOut: sketch.bowledOut ?? false,
    batters: (sketch.batters ?? []).map((b, i) => ({
      teamId: sketch.teamId,
      playerId: i + 1,
      runs: 10,
      balls: 10,
      fours: 0,
      sixes: 0,
      out: true,
      ballsTo50: null,
      ballsTo100: null,
      ...b,
    })),
    bowlers: (sketch.bowlers ?? []).map((b, i) => ({
      teamId: other,
      playerId: i + 1,
      balls: 24,
      runs: 30,
      wickets: 0,
      hatTricks: 0,
      ...b,
    })),
    partnerships: (sketch.stands ?? []).map((runs, i) => ({
      wicket: i + 1,
      runs,
      balls: 30,
      batters: [
        { teamId: sketch.teamId, playerId: 1 },
        { teamId: sketch.teamId, playerId: 2 },
      ],
      unbroken: false,
    })),
  };
}

let next = 0;
/** A T20 the member's side bats first in (or second with `chase`), won unless said. */
function match(
  over: {
    first?: Partial<InningsSketch>;
    second?: Partial<InningsSketch>;
    chase?: boolean;
    winner?: number | null;
    kind?: BookFacts["resultKind"];
    margin?: number;
    format?: string;
    level?: AchievementMatch["level"];
  } = {},
): AchievementMatch {
  const [a, b] = over.chase ? [THEM, ME] : [ME, THEM];
  const facts: BookFacts = {
    format: over.format ?? "t20",
    quotaBalls: 120,
    innings: [innings({ teamId: a, ...over.first }, 0), innings({ teamId: b, runs: 100, ...over.second }, 1)],
    winnerTeamId: over.winner === undefined ? ME : over.winner,
    resultKind: over.kind ?? (over.chase ? "wickets" : "runs"),
    margin: over.margin ?? 20,
  };
  return { matchId: `m${++next}`, facts, teamId: ME, level: over.level ?? "classic" };
}

const ids = (matches: AchievementMatch[]) => achievementsOf(matches).map((e) => e.id);
const earnedBy = (matches: AchievementMatch[], id: string) =>
  achievementsOf(matches).find((e) => e.id === id)?.by;

describe("achievements", () => {
  it("are earned by the first match that meets each, in the listed order", () => {
    const lost = match({ winner: THEM });
    const won = match();
    const again = match();
    expect(ids([lost])).toEqual([]);
    expect(earnedBy([lost, won, again], "first-win")).toEqual({ kind: "match", matchId: won.matchId });
    const all = achievementsOf([
      won,
      match({ level: "club", first: { batters: [{ runs: 100, ballsTo50: 30, ballsTo100: 60 }] } }),
    ]);
    const order = ACHIEVEMENTS.map((a) => a.id);
    expect(all.map((e) => order.indexOf(e.id))).toEqual(
      [...all.map((e) => order.indexOf(e.id))].sort((x, y) => x - y),
    );
    expect(all.map((e) => e.id)).toEqual(["first-win", "club-win", "fifty", "century"]);
  });

  it("count the member's side only: the other side's century, five-for or hat-trick earns nothing", () => {
    const theirs = match({
      winner: THEM,
      second: { batters: [{ runs: 120, ballsTo50: 15, ballsTo100: 40, sixes: 8 }], stands: [150] },
      first: { bowlers: [{ wickets: 6, hatTricks: 1 }], bowledOut: true },
    });
    expect(ids([theirs])).toEqual([]);
    const mine = match({
      first: { batters: [{ runs: 120, ballsTo50: 15, ballsTo100: 40, sixes: 8 }], stands: [150] },
      second: { bowlers: [{ wickets: 6, hatTricks: 1 }], bowledOut: true },
    });
    expect(ids([mine])).toEqual(
      expect.arrayContaining([
        "fifty",
        "century",
        "quick-fifty",
        "six-sixes",
        "century-stand",
        "five-for",
        "hat-trick",
        "bowled-out",
      ]),
    );
  });

  it("hold to their thresholds: one short earns nothing", () => {
    const cases: [string, Parameters<typeof match>[0], Parameters<typeof match>[0]][] = [
      [
        "fifty",
        { first: { batters: [{ runs: 50, ballsTo50: 40 }] } },
        { first: { batters: [{ runs: 49 }] } },
      ],
      [
        "quick-fifty",
        { first: { batters: [{ runs: 55, ballsTo50: 20 }] } },
        { first: { batters: [{ runs: 55, ballsTo50: 21 }] } },
      ],
      ["six-sixes", { first: { batters: [{ sixes: 6 }] } }, { first: { batters: [{ sixes: 5 }] } }],
      ["century-stand", { first: { stands: [100] } }, { first: { stands: [99] } }],
      ["five-for", { second: { bowlers: [{ wickets: 5 }] } }, { second: { bowlers: [{ wickets: 4 }] } }],
      ["hundred-run-win", { margin: 100 }, { margin: 99 }],
      ["chase-200-t20", { chase: true, first: { runs: 199 } }, { chase: true, first: { runs: 198 } }],
      ["last-ball-win", { chase: true, second: { balls: 120 } }, { chase: true, second: { balls: 119 } }],
      ["ten-wicket-win", { chase: true, second: { wickets: 0 } }, { chase: true, second: { wickets: 1 } }],
      ["one-day-win", { format: "oneDay" }, { format: "oneDay", winner: THEM }],
      ["international-win", { level: "international" }, { level: "international", winner: THEM }],
      ["tie", { winner: null, kind: "tie", margin: 0 }, { winner: THEM }],
    ];
    for (const [id, meets, short] of cases) {
      expect(ids([match(meets)]), id).toContain(id);
      expect(ids([match(short)]), `${id}, one short`).not.toContain(id);
    }
    // 200 chased in a one-day match is not a T20's.
    expect(ids([match({ chase: true, first: { runs: 250 }, format: "oneDay" })])).not.toContain(
      "chase-200-t20",
    );
  });

  it("count wins across matches: ten in all, and five in a row (a loss starts the run again)", () => {
    const wins = (n: number) => Array.from({ length: n }, () => match());
    const run = [...wins(4), match({ winner: THEM }), ...wins(4)];
    expect(ids(run)).not.toContain("five-in-a-row");
    const fifth = match();
    expect(earnedBy([...run, fifth], "five-in-a-row")).toEqual({ kind: "match", matchId: fifth.matchId });
    const tenth = match();
    expect(earnedBy([...run, fifth, tenth], "ten-wins")).toEqual({ kind: "match", matchId: tenth.matchId });
    expect(ids([...run, fifth])).not.toContain("ten-wins");
  });

  it("are earned by competitions as they were settled", () => {
    const series = {
      competitionId: "c1",
      kind: "series",
      level: "club",
      won: true,
      whitewash: false,
    } as const;
    const clean = { ...series, competitionId: "c2", whitewash: true };
    const cup = {
      competitionId: "c3",
      kind: "worldCup",
      level: "international",
      won: true,
      whitewash: false,
    } as const;
    const earned = achievementsOf([], [series, clean, cup, { ...cup, competitionId: "c4", level: "club" }]);
    expect(earned).toEqual([
      { id: "series-win", by: { kind: "competition", competitionId: "c1" } },
      { id: "whitewash", by: { kind: "competition", competitionId: "c2" } },
      { id: "world-cup-international", by: { kind: "competition", competitionId: "c3" } },
    ]);
    expect(achievementsOf([], [{ ...cup, level: "club" }])).toEqual([]);
  });

  it("number about twenty, each with a title and a sentence, no id twice", () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) expect(a.text).toMatch(/^[A-Z].*\.$/);
  });
});
