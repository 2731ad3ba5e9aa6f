import { describe, expect, it } from "vitest";
import { createEngine } from "./engine.ts";
import type { BallEvent, MatchEvent, OverEndEvent } from "./events.ts";
import {
  ballContext,
  chaseText,
  COLLAPSE_RUNS,
  overEndContext,
  rateText,
  wicketStreak,
  type BallContextFacts,
} from "./match-context.ts";
import { RATED_RULES_VERSION } from "./rules-version.ts";
import { expectOk, toFirstInnings } from "./test-driver.ts";
import { fixtureCatalog } from "./test-fixtures.ts";
import type { MatchState } from "./match-state.ts";
import type { OpponentLevel } from "./actions.ts";

/** A quiet ball early in a first innings: nothing to add. */
const QUIET: BallContextFacts = {
  innings: 1,
  totalBall: 120,
  target: null,
  battingTeam: "Avalon",
  bowlingTeam: "Borduria",
  batter: "Ash Archer",
  partner: "Bo Baker",
  bowler: "Kit Knox",
  batterRunsBefore: 10,
  batterRuns: 11,
  batterBalls: 12,
  wicket: null,
  bowlerWickets: 0,
  wicketStreak: 0,
  totalBefore: 30,
  total: 31,
  wickets: 1,
  balls: 26,
  fallOfWickets: [12],
  overEnd: false,
  inningsOver: false,
};

/** A wicket ball by Kit Knox, his `wickets`th, taking the side to `fall`. */
function wicketBall(changes: Partial<BallContextFacts>): BallContextFacts {
  return {
    ...QUIET,
    wicket: "bowled",
    batterRunsBefore: 4,
    batterRuns: 4,
    totalBefore: 80,
    total: 80,
    wickets: 2,
    fallOfWickets: [20, 80],
    bowlerWickets: 1,
    wicketStreak: 1,
    ...changes,
  };
}

describe("the match's sentences after a ball", () => {
  // What is said after a ball that took the score from `totalBefore` to `total`, the innings'
  // `balls`th ball, in the setting `facts` gives.
  const afterBall = (facts: BallContextFacts, total: number, totalBefore: number, balls: number) =>
    ballContext({ ...facts, total, totalBefore, balls });

  it("say nothing on a quiet ball", () => {
    expect(ballContext(QUIET)).toBe("");
  });

  it("mark a batter's fifty and hundred on the ball that reaches it, with his balls faced", () => {
    expect(ballContext({ ...QUIET, batterRunsBefore: 48, batterRuns: 52, batterBalls: 34 })).toBe(
      "That's fifty for Ash Archer, from 34 balls.",
    );
    expect(ballContext({ ...QUIET, batterRunsBefore: 96, batterRuns: 100, batterBalls: 61 })).toBe(
      "A hundred for Ash Archer! A superb innings, from 61 balls.",
    );
    expect(ballContext({ ...QUIET, batterRunsBefore: 50, batterRuns: 54 })).toBe("");
  });

  it("mark fifty and hundred partnerships, counted from the last wicket", () => {
    const stand = { ...QUIET, fallOfWickets: [12], wickets: 1 };
    expect(ballContext({ ...stand, totalBefore: 60, total: 62 })).toBe(
      "The partnership between Ash Archer and Bo Baker is worth 50.",
    );
    expect(ballContext({ ...stand, totalBefore: 108, total: 114 })).toBe(
      "The partnership between Ash Archer and Bo Baker is worth 100.",
    );
    expect(ballContext({ ...stand, totalBefore: 40, total: 46 })).toBe("");
  });

  it("mark a bowler's third and fifth wicket, never a run-out's", () => {
    expect(ballContext(wicketBall({ bowlerWickets: 3 }))).toBe("That's a third wicket for Kit Knox.");
    expect(ballContext(wicketBall({ bowlerWickets: 5 }))).toBe("Five wickets for Kit Knox! A famous haul.");
    expect(ballContext(wicketBall({ bowlerWickets: 4 }))).toBe("");
    expect(ballContext(wicketBall({ wicket: "runOut", bowlerWickets: 3, wicketStreak: 0 }))).toBe("");
  });

  it("call the hat-trick ball, within the over or at the next, and the hat-trick itself", () => {
    expect(ballContext(wicketBall({ wicketStreak: 2 }))).toBe("Kit Knox is on a hat-trick!");
    expect(ballContext(wicketBall({ wicketStreak: 2, overEnd: true }))).toBe(
      "Kit Knox will be on a hat-trick with the first ball of his next over.",
    );
    expect(ballContext(wicketBall({ wicketStreak: 2, inningsOver: true }))).toBe("");
    expect(ballContext(wicketBall({ wicketStreak: 3 }))).toBe("That's a hat-trick for Kit Knox!");
  });

  it("call a collapse: three or more wickets for few runs", () => {
    const collapse = wicketBall({ wickets: 4, total: 92, totalBefore: 92, fallOfWickets: [80, 82, 85, 92] });
    expect(ballContext(collapse)).toBe("Three wickets have fallen for 12 runs.");
    const worse = wicketBall({ wickets: 4, total: 84, totalBefore: 84, fallOfWickets: [78, 80, 82, 84] });
    expect(ballContext(worse)).toBe("Three wickets have fallen for 6 runs.");
    const four = wicketBall({ wickets: 5, total: 84, totalBefore: 84, fallOfWickets: [70, 75, 78, 80, 84] });
    expect(ballContext(four)).toBe("Four wickets have fallen for 14 runs.");
    const early = wicketBall({ wickets: 3, total: 9, totalBefore: 9, fallOfWickets: [0, 4, 9] });
    expect(ballContext(early)).toBe("Three wickets have fallen for 9 runs.");
    const steady = wicketBall({
      wickets: 4,
      total: 80 + COLLAPSE_RUNS + 1,
      totalBefore: 96,
      fallOfWickets: [20, 70, 80, 96],
    });
    expect(ballContext(steady)).toBe("");
  });

  it("say the chase on a wicket in its second half, and ball by ball when the last over is close", () => {
    const chase = { ...QUIET, innings: 2 as const, target: 151, total: 120, totalBefore: 120, balls: 100 };
    expect(ballContext({ ...wicketBall(chase), ...chase, wicket: "caught" })).toBe(
      "Avalon still need 31 runs from 20 balls.",
    );
    expect(afterBall(chase, 142, 141, 116)).toBe("A tight finish: 9 needed from 4 balls.");
    expect(afterBall(chase, 148, 147, 119)).toBe("It all comes down to the last ball: 3 to win.");
    expect(afterBall(chase, 150, 149, 117)).toBe("The scores are level, with 3 balls left.");
    expect(ballContext({ ...wicketBall(chase), ...chase, balls: 50, wicket: "caught" })).toBe("");
    expect(afterBall(chase, 145, 144, 119)).toBe("It all comes down to the last ball: 6 to win.");
    // Out of reach, or not yet the last over: nothing ball by ball.
    expect(afterBall(chase, 138, 137, 118)).toBe("");
    expect(afterBall(chase, 120, 119, 116)).toBe("");
    expect(afterBall(chase, 140, 139, 108)).toBe("");
  });

  it("say how the chase ended: balls to spare, the last ball, the runs defended, a tie", () => {
    const end = { ...QUIET, innings: 2 as const, target: 151, inningsOver: true };
    expect(afterBall(end, 152, 148, 113)).toBe("Avalon get home with 7 balls to spare.");
    expect(afterBall(end, 151, 150, 119)).toBe("Avalon get home with 1 ball to spare.");
    expect(afterBall(end, 151, 149, 120)).toBe("Avalon get home off the very last ball!");
    expect(afterBall(end, 138, 138, 120)).toBe("Borduria defend 150, and win by 12 runs.");
    expect(afterBall(end, 150, 149, 120)).toBe("The scores finish level. It's a tie!");
  });

  it("say the chase at an over's end of the second innings only", () => {
    expect(overEndContext(2, 151, "Avalon", 103, 90, 120, false)).toBe(
      "Avalon need 48 runs from 30 balls, at 9.6 an over.",
    );
    expect(overEndContext(1, null, "Avalon", 103, 90, 120, false)).toBe("");
    expect(overEndContext(2, 151, "Avalon", 151, 90, 120, true)).toBe("");
    expect(chaseText("Avalon", 1, 1)).toBe("Avalon need 1 run from 1 ball, at 6 an over.");
    expect(rateText(13, 6)).toBe("13");
    expect(rateText(10, 7)).toBe("8.6");
  });
});

describe("a bowler's wickets in a row", () => {
  // Two overs of a log: over 0 by bowler 3, over 1 by bowler 5.
  it("counts his legal balls in a row that took his wickets, across his overs, past wides", () => {
    expect(wicketStreak("00000b", [3], 3)).toBe(1);
    expect(wicketStreak("0000cb", [3], 3)).toBe(2);
    expect(wicketStreak("0000cwb", [3], 3)).toBe(2);
    expect(wicketStreak("00000c" + "111111" + "l", [3, 5, 3], 3)).toBe(2);
    expect(wicketStreak("000lcb", [3], 3)).toBe(3);
  });

  it("breaks on a run-out or a scoring ball of his", () => {
    expect(wicketStreak("0000rb", [3], 3)).toBe(1);
    expect(wicketStreak("000c1b", [3], 3)).toBe(1);
    expect(wicketStreak("0000cr", [3], 3)).toBe(0);
  });
});

describe("the match's sentences in play (rules version 2)", () => {
  const engine = createEngine(fixtureCatalog);

  function playOut(level: OpponentLevel, rulesVersion: 1 | 2, seed: number): MatchEvent[] {
    let state: MatchState = toFirstInnings(engine, seed, "bat", { level, format: "10aSide", rulesVersion });
    const events: MatchEvent[] = [];
    for (let input = engine.nextInput(state); input !== null; input = engine.nextInput(state)) {
      const action =
        input === "chooseBowler"
          ? { type: "chooseBowler" as const, playerId: engine.eligibleBowlers(state)[0] ?? -1 }
          : { type: "playBall" as const, style: engine.styleOptions(state)[1]?.style ?? "hitNormally" };
      const result = expectOk(engine.step(state, action));
      state = result.state;
      events.push(...result.events);
    }
    return events;
  }

  it("end the chase's overs with what it needs, and its last ball with how it ended", () => {
    const events = playOut("club", RATED_RULES_VERSION, 7);
    const overEnds = events.filter((e): e is OverEndEvent => e.type === "overEnd" && e.innings === 2);
    expect(overEnds.length).toBeGreaterThan(0);
    const lastBall = events.filter((e): e is BallEvent => e.type === "ball").at(-1) as BallEvent;
    // Every over of the chase but one that ends it says what is needed.
    for (const e of overEnds.slice(0, -1))
      expect(e.text).toMatch(/need \d+ runs? from \d+ balls?, at [\d.]+ an over\.$/);
    expect(lastBall.text).toMatch(
      /(get home (with \d+ balls? to spare|off the very last ball)|defend \d+, and win by \d+ runs?|It's a tie)/,
    );
  });

  it("are never said in Classic, nor under rules version 1", () => {
    for (const [level, version] of [
      ["classic", RATED_RULES_VERSION],
      ["club", 1],
    ] as const) {
      const events = playOut(level, version, 7);
      for (const e of events) {
        if (e.type === "overEnd") expect(e.text).toMatch(/^End of over \d+: \S+ \d+\/\d+$/);
        if (e.type === "ball") expect(e.text).not.toMatch(/get home|to win|needed from|need \d+ runs? from/);
      }
    }
  });
});
