import { describe, expect, it } from "vitest";
import { BATTING_STYLES, BOWLING_STYLES, type Action, type PlayStyle } from "./actions.ts";
import { createEngine } from "./engine.ts";
import type { BallEvent, MatchEvent } from "./events.ts";
import { mirrored, turnOf } from "./friend.ts";
import type { MatchState } from "./match-state.ts";
import { replay } from "./replay.ts";
import { nextUint32, seedRng, type RngState } from "./rng.ts";
import { fixtureCatalog } from "./test-fixtures.ts";
import { callFor, expectOk, setupActions, toToss } from "./test-driver.ts";

const engine = createEngine(fixtureCatalog);

function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[nextUint32(rng) % items.length] as T;
}

/**
 * Plays a whole friend match from the toss with both sides' choices drawn from `choices` (a
 * generator of the test's own, not the match's): the friend calls, the toss winner chooses,
 * each side picks its own bowlers, every ball carries both styles. Returns every action and event.
 */
function playFriendMatch(
  seed: number,
  choices: RngState,
  format: "micro" | "mini" = "micro",
): { state: MatchState; actions: Action[]; events: MatchEvent[] } {
  let state = toToss(engine, seed, { level: "friend", format });
  const actions: Action[] = [];
  const events: MatchEvent[] = [];
  const act = (action: Action) => {
    const result = expectOk(engine.step(state, action));
    actions.push(action);
    events.push(...result.events);
    state = result.state;
  };
  for (let guard = 0; guard < 2000 && turnOf(state) !== null; guard++) {
    const input = engine.nextInput(state);
    if (input === "callToss") act({ type: "callToss", call: pick(choices, [0, 1] as const) });
    else if (input === "chooseBatOrBowl")
      act({ type: "chooseBatOrBowl", choice: pick(choices, ["bat", "bowl"] as const) });
    else if (input === "chooseBowler")
      act({ type: "chooseBowler", playerId: pick(choices, engine.eligibleBowlers(state)) });
    else if (input === "playBall") {
      const userBats = engine.userRole(state) === "bat";
      const bat = pick(choices, BATTING_STYLES).style;
      const bowl = pick(choices, BOWLING_STYLES).style;
      act({ type: "playBall", style: userBats ? bat : bowl, other: userBats ? bowl : bat });
    } else throw new Error(`unexpected input ${String(input)}`);
  }
  return { state, actions, events };
}

describe("a match against a friend", () => {
  it("asks the friend to call the toss, and lets whoever wins it choose", () => {
    const atToss = toToss(engine, 7, { level: "friend" });
    expect(turnOf(atToss)).toBe("friend");
    // Nothing at this toss reads the win tables (no side's choice is made for it).
    expect(engine.tossValues(atToss)).toBeNull();
    expect(engine.tossValuesMissing(atToss)).toBe(false);
    for (const friendWins of [true, false]) {
      // The friend calls: the call that would win it for a user calling wins it for the friend.
      const call = callFor(engine, atToss, friendWins);
      const tossed = expectOk(engine.step(atToss, { type: "callToss", call }));
      expect(tossed.state.toss?.winner).toBe(friendWins ? "computer" : "user");
      expect(tossed.state.toss?.choice).toBeNull();
      expect(engine.nextInput(tossed.state)).toBe("chooseBatOrBowl");
      expect(turnOf(tossed.state)).toBe(friendWins ? "friend" : "user");
      // Nothing was decided for anyone: startMatch is refused, the winner's choice is taken.
      const refused = engine.step(tossed.state, { type: "startMatch" });
      expect(refused.ok).toBe(false);
      const chosen = expectOk(engine.step(tossed.state, { type: "chooseBatOrBowl", choice: "bat" }));
      // The winner bats first: the user when the user won, the friend otherwise.
      expect(chosen.state.playerAction).toBe(friendWins ? 1 : 0);
      const choice = chosen.events.find((e) => e.type === "choice");
      expect(choice?.text).toMatch(
        friendWins ? /^Borduria chose to bat first/ : /^Avalon chose to bat first/,
      );
      // No bowler is sent on for anyone: the bowling side picks.
      expect(engine.nextInput(chosen.state)).toBe("chooseBowler");
      expect(turnOf(chosen.state)).toBe(friendWins ? "user" : "friend");
    }
  });

  it("plays every ball with both styles, drawing nothing for the friend", () => {
    const { events } = playFriendMatch(11, seedRng(5));
    const balls = events.filter((e): e is BallEvent => e.type === "ball");
    expect(balls.length).toBeGreaterThan(6);
    // Every ball names the friend's style, as a computer's would be named.
    for (const ball of balls) expect(ball.computerStyle).not.toBeNull();
  });

  it("replays exactly from its record", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const played = playFriendMatch(seed, seedRng(100 + seed), "mini");
      expect(engine.stage(played.state).name).toBe("finished");
      const again = replay(
        engine,
        {
          seed,
          level: "friend",
          rulesVersion: played.state.rulesVersion,
          actions: [...setupActions(), ...played.actions],
        },
        true,
      );
      expect(again.error, `refused at ${String(again.refusedAt)}`).toBeNull();
      expect(again.state).toEqual(played.state);
    }
  });

  it("refuses a ball without the friend's style, or with one of the wrong side", () => {
    const { state } = toFirstBall(3);
    const userBats = engine.userRole(state) === "bat";
    const own: PlayStyle = userBats ? "hitNormally" : "regularBall";
    const missing = engine.step(state, { type: "playBall", style: own });
    expect(missing.ok ? null : missing.error.code).toBe("unknownStyle");
    const wrong = engine.step(state, { type: "playBall", style: own, other: own });
    expect(wrong.ok ? null : wrong.error.code).toBe("wrongStyle");
    const right = engine.step(state, {
      type: "playBall",
      style: own,
      other: userBats ? "takeWicket" : "hitAggressively",
    });
    expect(right.ok).toBe(true);
  });

  it("the friend's style decides the ball: the same ball with another style can differ, the same style cannot", () => {
    const { state } = toFirstBall(9);
    const userBats = engine.userRole(state) === "bat";
    const own: PlayStyle = userBats ? "hitAggressively" : "takeWicket";
    const others: PlayStyle[] = userBats
      ? ["takeWicket", "regularBall", "saveRun"]
      : ["hitAggressively", "hitNormally", "nextDefensively"];
    const played = others.map((other) =>
      expectOk(engine.step(state, { type: "playBall", style: own, other })),
    );
    for (const [i, result] of played.entries()) {
      const ball = result.events.find((e): e is BallEvent => e.type === "ball");
      expect(ball?.computerStyle).toBe(["aggressive", "normal", "defensive"][i]);
      // Deterministic: the same two styles give the same ball.
      expect(
        expectOk(engine.step(state, { type: "playBall", style: own, other: others[i] as PlayStyle })).state,
      ).toEqual(result.state);
    }
  });

  it("refuses a friend's style at the computer's levels", () => {
    const atToss = toToss(engine, 4, { level: "club" });
    const call = callFor(engine, atToss, true);
    let state = expectOk(engine.step(atToss, { type: "callToss", call })).state;
    state = expectOk(engine.step(state, { type: "chooseBatOrBowl", choice: "bat" })).state;
    const result = engine.step(state, { type: "playBall", style: "hitNormally", other: "saveRun" });
    expect(result.ok ? null : result.error.message).toBe("The computer chooses its own style.");
  });

  it("seen from the friend's side, offers the friend's role and mirrors back", () => {
    const { state } = toFirstBall(5);
    const theirs = mirrored(state);
    expect(theirs.teamId).toBe(state.opponentId);
    expect(engine.userRole(theirs)).toBe(engine.userRole(state) === "bat" ? "bowl" : "bat");
    expect(engine.styleOptions(theirs)).not.toEqual(engine.styleOptions(state));
    expect({ ...engine.scoreboard(theirs), userRole: null }).toEqual({
      ...engine.scoreboard(state),
      userRole: null,
    });
    expect(mirrored(theirs)).toEqual(state);
    // The two sides' chances of winning leave the chance of a tie (neither wins it): a few points.
    const mine = engine.winChance(state) as number;
    const friend = engine.winChance(theirs) as number;
    expect(mine).not.toBeCloseTo(friend, 3);
    expect(1 - (mine + friend)).toBeGreaterThan(0);
    expect(1 - (mine + friend)).toBeLessThan(0.1);
  });
});

/** A friend match at its first ball, the user having won the toss and chosen to bowl (so the user picks the bowler). */
function toFirstBall(seed: number): { state: MatchState } {
  const atToss = toToss(engine, seed, { level: "friend" });
  const call = callFor(engine, atToss, false); // the friend calls wrong
  let state = expectOk(engine.step(atToss, { type: "callToss", call })).state;
  state = expectOk(
    engine.step(state, { type: "chooseBatOrBowl", choice: seed % 2 === 0 ? "bat" : "bowl" }),
  ).state;
  const playerId = engine.eligibleBowlers(state)[0] as number;
  state = expectOk(engine.step(state, { type: "chooseBowler", playerId })).state;
  return { state };
}
