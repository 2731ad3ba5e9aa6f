/**
 * Golden results: each scripted match (seed, format, setup, toss call, style pattern) must end
 * with exactly the frozen scorecard summary. The values were computed once from the engine and
 * frozen; a change to the rules, the generator or the order of draws breaks them on purpose.
 * Regression rows name the spec defect they guard.
 */
import { describe, expect, it } from "vitest";
import { outcomeForDraw, dismissalForRoll } from "./ball-outcome.ts";
import { OUTCOME_WEIGHTS } from "./odds/test-odds.ts";
import { createEngine } from "./engine.ts";
import type { InningsEndEvent } from "./events.ts";
import type { MatchState } from "./match-state.ts";
import { expectOk, playScript, type Script } from "./test-driver.ts";
import { fixtureCatalog } from "./test-fixtures.ts";
import { computerTossChoice } from "./toss.ts";

const engine = createEngine(fixtureCatalog);

interface Summary {
  readonly innings: readonly string[];
  readonly result: string | null;
  readonly topBatter: string | null;
  readonly bestBowler: string | null;
}

function summarize(state: MatchState): Summary {
  const s = engine.matchSummary(state);
  return {
    innings: s.innings.map((i) => `${i.teamName} ${i.runs}/${i.wickets} (${i.overs})`),
    result: s.result,
    topBatter: s.topBatter ? `${s.topBatter.name} ${s.topBatter.runs} (${s.topBatter.balls})` : null,
    bestBowler: s.bestBowler ? `${s.bestBowler.name} ${s.bestBowler.wickets}/${s.bestBowler.runs}` : null,
  };
}

const GOLDEN: readonly (readonly [string, Script, Summary])[] = [
  [
    "micro, user wins toss and bats, all aggressive: chased in 4 balls",
    {
      seed: 1,
      format: "micro",
      teamId: 1,
      opponentId: 2,
      stadiumId: "av-north",
      call: 0,
      choice: "bat",
      pattern: "A",
    },
    {
      innings: ["Avalon 7/2 (1.0)", "Borduria 8/1 (0.4)"],
      result: "Borduria won by 9 wickets",
      topBatter: "Bram Brook 6 (2)",
      bestBowler: "Kit Knox 1/7",
    },
  ],
  [
    "mini, user wins toss and bowls, all normal",
    {
      seed: 2,
      format: "mini",
      teamId: 2,
      opponentId: 3,
      stadiumId: "bo-east",
      call: 1,
      choice: "bowl",
      pattern: "N",
    },
    {
      innings: ["Carpania 43/1 (5.0)", "Borduria 44/1 (3.3)"],
      result: "Borduria won by 9 wickets",
      topBatter: "Bram Brook 24 (9)",
      bestBowler: "Jory Usher 1/10",
    },
  ],
  [
    "10aSide, user bats, all defensive",
    {
      seed: 3,
      format: "10aSide",
      teamId: 3,
      opponentId: 1,
      stadiumId: "ca-hill",
      call: 0,
      choice: "bat",
      pattern: "D",
    },
    {
      innings: ["Carpania 23/1 (10.0)", "Avalon 24/2 (6.4)"],
      result: "Avalon won by 8 wickets",
      topBatter: "Cai de Kock 13 (19)",
      bestBowler: "Dov Hale 1/3",
    },
  ],
  [
    "t20, user bats, mixed styles: defended by 2 runs",
    {
      seed: 4,
      format: "t20",
      teamId: 1,
      opponentId: 3,
      stadiumId: "av-south",
      call: 1,
      choice: "bat",
      pattern: "ANND",
    },
    {
      innings: ["Avalon 178/2 (20.0)", "Carpania 176/8 (20.0)"],
      result: "Avalon won by 2 runs",
      topBatter: "Arlo Finch 107 (70)",
      bestBowler: "Bram Marsh 2/17",
    },
  ],
  [
    "oneDay, computer wins toss on an even pace pitch and bowls; user all out",
    {
      seed: 5,
      format: "oneDay",
      teamId: 2,
      opponentId: 1,
      stadiumId: "ca-harbour",
      call: 0,
      choice: "bowl",
      pattern: "NNDA",
    },
    {
      innings: ["Borduria 195/10 (25.2)", "Avalon 196/5 (23.2)"],
      result: "Avalon won by 5 wickets",
      topBatter: "Bram Marsh 85 (57)",
      bestBowler: "Jory Thorne 3/23",
    },
  ],
  [
    "t20, user bowls first, aggressive styles: 5-wicket haul",
    {
      seed: 6,
      format: "t20",
      teamId: 3,
      opponentId: 2,
      stadiumId: "bo-west",
      call: 1,
      choice: "bowl",
      pattern: "AAN",
    },
    {
      innings: ["Borduria 94/10 (9.2)", "Carpania 98/1 (6.0)"],
      result: "Carpania won by 9 wickets",
      topBatter: "Cai Nash 40 (13)",
      bestBowler: "Bram Moss 5/40",
    },
  ],
  [
    "oneDay, computer wins toss and bats; both sides all out",
    {
      seed: 2024,
      format: "oneDay",
      teamId: 1,
      opponentId: 2,
      stadiumId: "du-central",
      call: 0,
      choice: "bat",
      pattern: "A",
    },
    {
      innings: ["Borduria 189/10 (15.2)", "Avalon 105/10 (11.3)"],
      result: "Borduria won by 84 runs",
      topBatter: "Eero Ember 86 (37)",
      bestBowler: "Bram Marsh 5/91",
    },
  ],
  [
    "micro tie",
    {
      seed: 9,
      format: "micro",
      teamId: 2,
      opponentId: 1,
      stadiumId: "av-north",
      call: 0,
      choice: "bat",
      pattern: "N",
    },
    {
      innings: ["Borduria 6/2 (1.0)", "Avalon 6/0 (1.0)"],
      result: "Match tied",
      topBatter: "Arlo Finch 4 (2)",
      bestBowler: "Ivo Stone 2/6",
    },
  ],
  [
    "t20 with two run-outs, won by 1 wicket",
    {
      seed: 6,
      format: "t20",
      teamId: 1,
      opponentId: 3,
      stadiumId: "ca-harbour",
      call: 1,
      choice: "bowl",
      pattern: "AN",
    },
    {
      innings: ["Carpania 104/10 (11.5)", "Avalon 105/9 (12.3)"],
      result: "Avalon won by 1 wicket",
      topBatter: "Fitz Royce 39 (21)",
      bestBowler: "Arlo Finch 3/30",
    },
  ],
];

describe("golden matches", () => {
  it.each(GOLDEN)("%s", (_name, script, expected) => {
    expect(summarize(playScript(engine, script).state)).toEqual(expected);
  });
});

const RUN_OUT_SCRIPT = GOLDEN[8]?.[1] as Script;
const DEFENDED_SCRIPT = GOLDEN[3]?.[1] as Script;

function inningsTexts(script: Script): string[] {
  return playScript(engine, script)
    .events.filter((e): e is InningsEndEvent => e.type === "inningsEnd")
    .map((e) => e.text);
}

const REGRESSIONS: readonly (readonly [string, () => unknown, unknown])[] = [
  [
    "spec defect: initial status 2 skipped the format choice, and a format card advanced by 2",
    () => {
      const start = engine.createMatch(1);
      const after = expectOk(engine.step(start, { type: "chooseFormat", format: "micro" })).state;
      return [start.status, after.status, after.totalBall];
    },
    [1, 2, 6],
  ],
  [
    "spec defect: weights applied with an off-by-one boundary (each outcome must own exactly weight draws)",
    () =>
      Object.values(OUTCOME_WEIGHTS).map((weights) => {
        const counts = new Array<number>(7).fill(0);
        for (let d = 0; d < 100; d++) counts[outcomeForDraw(weights, d)]! += 1;
        return counts;
      }),
    [
      [60, 30, 5, 1, 2, 1, 1],
      [30, 30, 15, 5, 10, 6, 4],
      [20, 25, 12, 3, 20, 10, 10],
    ],
  ],
  [
    "spec defect: dismissal rolls 0–1 fell through with no kind (now bowled)",
    () => [dismissalForRoll(0), dismissalForRoll(1), dismissalForRoll(2)],
    ["bowled", "bowled", "hitWicket"],
  ],
  [
    "spec rule: a run-out does not credit the bowler (wickets, run-outs, bowlers' wickets per innings)",
    () => {
      const { state } = playScript(engine, RUN_OUT_SCRIPT);
      return state.innings.map((innings) => [
        innings.wicketTaken,
        innings.batting.filter((p) => p.dismissal?.kind === "runOut").length,
        innings.bowling.reduce((s, p) => s + p.b_wkt, 0),
      ]);
    },
    [
      [10, 1, 9],
      [9, 1, 8],
    ],
  ],
  [
    "spec defect: the computer's bat/bowl choice compared two letters of the pitch type (it always bowled)",
    () => fixtureCatalog.stadiums.slice(0, 4).map((s) => `${s.id}:${computerTossChoice(s)}`),
    ["av-north:bat", "av-south:bowl", "bo-east:bat", "bo-west:bowl"],
  ],
  [
    "spec defect: faulty bowler check (t20: quota 4 overs, no keeper, never two overs running)",
    () => playScript(engine, DEFENDED_SCRIPT).state.innings.map((t) => t.overBowlers.join(",")),
    ["9,7,9,4,7,10,9,8,7,9,7,8,10,8,10,6,10,6,8,4", "0,1,0,1,0,1,0,1,2,3,2,3,2,3,2,3,4,6,4,6"],
  ],
  [
    "spec defect: innings-end and result messages used a runScored field that was never set",
    () => [...inningsTexts(DEFENDED_SCRIPT), playScript(engine, DEFENDED_SCRIPT).state.result?.text],
    [
      "Avalon 178/2 (20 overs). Carpania need 179 runs to win",
      "Carpania 176/8 (20 overs)",
      "Avalon won by 2 runs",
    ],
  ],
  [
    "defect: an innings that ended on a wicket before the tenth still sent the next batter in (not out 0 (0)); he did not bat",
    () => {
      const { state } = playScript(engine, GOLDEN[0]?.[1] as Script);
      return [
        state.innings[0]?.ballLog,
        engine.battingCard(state, 1).map((r) => `${r.name}: ${r.dismissal || "did not bat"}`),
      ];
    },
    [
      "0214rl",
      [
        "Arlo Finch: not out",
        "Bram Marsh: run out (Crane)",
        "Cai de Kock: lbw b Knox",
        "Dov Hale: did not bat",
        "Eero Vance: did not bat",
        "Fitz Royce: did not bat",
        "Gus Pike: did not bat",
        "Hal Quill: did not bat",
        "Ivo Stone: did not bat",
        "Jory Thorne: did not bat",
        "Kit Wren: did not bat",
      ],
    ],
  ],
  [
    "spec rule: the chase ends on the ball that passes the first innings (log of the chase, first total)",
    () => {
      const { state } = playScript(engine, RUN_OUT_SCRIPT);
      return [state.innings[1]?.ballLog, state.innings[0]?.totalRun];
    },
    ["04020b10001611401611140c101s0bl11b11221r01610662111216022006122bc1122002021", 104],
  ],
];

describe("regressions", () => {
  it.each(REGRESSIONS)("%s", (_defect, actual, expected) => {
    expect(actual()).toEqual(expected);
  });
});
