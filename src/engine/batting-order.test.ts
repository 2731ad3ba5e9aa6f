/**
 * The user's batting order: set at the toss (any number of times, the last counts), refused
 * anywhere else or when it is not the user's eleven each once, reset by Back, and followed for
 * the user's side all match (openers, next man in, the batting card, the commentary), never for
 * the computer's.
 */
import { describe, expect, it } from "vitest";
import { OPPONENT_LEVELS, type Action } from "./actions.ts";
import { createEngine } from "./engine.ts";
import type { BallEvent, MatchEvent, WicketEvent } from "./events.ts";
import type { MatchState } from "./match-state.ts";
import { replay } from "./replay.ts";
import { RULES_VERSIONS } from "./rules-version.ts";
import { simulateMatch } from "./simulate.ts";
import { isFinished, STAGE } from "./stages.ts";
import type { EngineErrorCode } from "./step-result.ts";
import { callFor, deepFreeze, expectOk, run, setupActions, toToss } from "./test-driver.ts";
import { fixtureCatalog } from "./test-fixtures.ts";

const engine = createEngine(fixtureCatalog);

/** Fixture country 1's names by id. */
const names = new Map(
  (fixtureCatalog.squads.find((s) => s.countryId === 1)?.players ?? []).map((p) => [p.id, p.name]),
);
const SQUAD_ORDER = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const NEW_ORDER = [5, 3, 8, 11, 1, 2, 4, 6, 7, 9, 10];

function setOrder(order: unknown): Action {
  return { type: "setBattingOrder", order } as Action;
}

function refusedWith(state: MatchState, action: Action, code: EngineErrorCode): string {
  const before = JSON.stringify(state);
  const result = engine.step(deepFreeze(state), action);
  if (result.ok) throw new Error(`expected ${code}, the step was taken`);
  expect(result.error.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
  return result.error.message;
}

/** From the toss with `order` set, the user wins it and bats (or bowls) first. */
function started(order: readonly number[] | null, choice: "bat" | "bowl", seed = 7) {
  const atToss = toToss(engine, seed);
  const ordered = order === null ? atToss : run(engine, atToss, [setOrder(order)]);
  const tossed = expectOk(engine.step(ordered, { type: "callToss", call: callFor(engine, atToss, true) }));
  return expectOk(engine.step(tossed.state, { type: "chooseBatOrBowl", choice })).state;
}

/** Plays normal balls (bowling the first eligible bowler) until `until` holds or the match ends. */
function playUntil(
  state: MatchState,
  until: (events: readonly MatchEvent[]) => boolean,
): { state: MatchState; events: MatchEvent[] } {
  let current = state;
  const events: MatchEvent[] = [];
  for (let guard = 0; !isFinished(current) && guard < 2000; guard++) {
    const action: Action =
      engine.nextInput(current) === "chooseBowler"
        ? { type: "chooseBowler", playerId: engine.eligibleBowlers(current)[0] as number }
        : { type: "playBall", style: engine.userRole(current) === "bat" ? "hitAggressively" : "takeWicket" };
    const result = expectOk(engine.step(current, action));
    current = result.state;
    events.push(...result.events);
    if (until(events)) break;
  }
  return { state: current, events };
}

describe("setting the batting order", () => {
  it("is taken at the toss, any number of times, the last order counting", () => {
    const atToss = toToss(engine, 3);
    expect(atToss.battingOrder).toBeNull();
    const once = run(engine, atToss, [setOrder([2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11])]);
    expect(once.status).toBe(STAGE.toss.status);
    expect(once.battingOrder).toEqual([2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const twice = run(engine, once, [setOrder(NEW_ORDER)]);
    expect(twice.battingOrder).toEqual(NEW_ORDER);
    // Back to the squad's own order is the same as never having set one.
    expect(run(engine, twice, [setOrder(SQUAD_ORDER)]).battingOrder).toBeNull();
  });

  it("is taken at every level and every rules version", () => {
    for (const { level } of OPPONENT_LEVELS) {
      for (const rulesVersion of RULES_VERSIONS) {
        const atToss = run(
          engine,
          engine.createMatch(5, level, rulesVersion),
          setupActions({ format: "micro" }),
        );
        expect(engine.allows(atToss, setOrder(NEW_ORDER)), `${level} v${rulesVersion}`).toBe(true);
      }
    }
  });

  it.each([
    ["no order", undefined, /batting order is required/],
    ["not a list", "5,3,1", /batting order is required/],
    ["too few players", [1, 2, 3], /all 11 of your players.*lists 3/],
    ["too many players", [...SQUAD_ORDER, 1], /lists 12/],
    ["a player the side does not have", [12, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], /no player 12/],
    ["a player 0", [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], /no player 0/],
    ["a fraction", [1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], /no player 1.5/],
    ["an id as text", ["1", 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], /no player 1 /],
    ["a player twice", [1, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11], /Arlo Finch is in the batting order twice/],
  ])("refuses %s with a clear message, changing nothing", (_what, order, message) => {
    expect(refusedWith(toToss(engine, 3), setOrder(order), "invalidBattingOrder")).toMatch(message);
  });

  it("is refused before the toss stage, once the toss is called, in play and after the match", () => {
    const atToss = toToss(engine, 3);
    const atStadium = expectOk(engine.step(atToss, { type: "back" })).state;
    expect(refusedWith(atStadium, setOrder(NEW_ORDER), "wrongStage")).toMatch(/waiting for a stadium/);
    const tossed = expectOk(engine.step(atToss, { type: "callToss", call: 0 })).state;
    refusedWith(tossed, setOrder(NEW_ORDER), "wrongStage");
    const inPlay = started(null, "bat");
    refusedWith(inPlay, setOrder(NEW_ORDER), "wrongStage");
    const over = playUntil(inPlay, () => false).state;
    expect(isFinished(over)).toBe(true);
    refusedWith(over, setOrder(NEW_ORDER), "matchOver");
  });

  it("goes back to the squad's order on Back from the toss", () => {
    const atToss = toToss(engine, 3);
    const ordered = run(engine, atToss, [setOrder(NEW_ORDER)]);
    const again = run(engine, ordered, [{ type: "back" }, { type: "chooseStadium", stadiumId: "av-north" }]);
    expect(again.battingOrder).toBeNull();
    const tossed = expectOk(
      engine.step(again, { type: "callToss", call: callFor(engine, again, true) }),
    ).state;
    const inPlay = expectOk(engine.step(tossed, { type: "chooseBatOrBowl", choice: "bat" })).state;
    expect(engine.battingCard(inPlay, 1).map((row) => row.playerId)).toEqual(SQUAD_ORDER);
  });
});

describe("the batting order in play", () => {
  it("sends the first two of the user's order in to open, and lists the card in that order", () => {
    const inPlay = started(NEW_ORDER, "bat");
    const card = engine.battingCard(inPlay, 1);
    expect(card.map((row) => row.playerId)).toEqual(NEW_ORDER);
    expect(card.map((row) => row.name)).toEqual(NEW_ORDER.map((id) => names.get(id)));
    expect(card.filter((row) => row.atCrease).map((row) => row.playerId)).toEqual([5, 3]);
    expect(card.find((row) => row.isStriker)?.playerId).toBe(5);
    // The squad's order opens with 1 and 2, so the order is what changed it.
    const plain = engine.battingCard(started(null, "bat"), 1);
    expect(plain.filter((row) => row.atCrease).map((row) => row.playerId)).toEqual([1, 2]);
  });

  it("sends in the next of the order at each wicket, and the commentary names the right batters", () => {
    const { state, events } = playUntil(
      started(NEW_ORDER, "bat"),
      (seen) => seen.filter((e) => e.type === "wicket").length >= 2,
    );
    const wickets = events.filter((e): e is WicketEvent => e.type === "wicket");
    expect(wickets.length).toBe(2);
    for (const w of wickets) expect(w.text.startsWith(names.get(w.batterId) ?? "?")).toBe(true);
    const card = engine.battingCard(state, 1);
    const inOrAtCrease = card.filter((row) => row.atCrease || row.out).map((row) => row.playerId);
    // Two out and two in: the first four of the order, whoever of them fell.
    expect(inOrAtCrease).toEqual(NEW_ORDER.slice(0, 4));
    const balls = events.filter((e): e is BallEvent => e.type === "ball");
    expect(balls.length).toBeGreaterThan(0);
    for (const b of balls) expect(NEW_ORDER.slice(0, 4)).toContain(b.batterId);
  });

  it("never reorders the computer's side, and orders the user's when the user bats second", () => {
    const first = started(NEW_ORDER, "bowl");
    expect(engine.battingCard(first, 1).map((row) => row.playerId)).toEqual(SQUAD_ORDER);
    const chase = playUntil(first, (seen) => seen.some((e) => e.type === "inningsEnd")).state;
    expect(chase.status).toBe(STAGE.secondInnings.status);
    const card = engine.battingCard(chase, 2);
    expect(card.map((row) => row.playerId)).toEqual(NEW_ORDER);
    expect(card.filter((row) => row.atCrease).map((row) => row.playerId)).toEqual([5, 3]);
  });

  it("leaves bowling by squad place: the same bowlers are offered whatever the order", () => {
    const plain = started(null, "bowl");
    const ordered = started(NEW_ORDER, "bowl");
    expect(engine.eligibleBowlers(ordered)).toEqual(engine.eligibleBowlers(plain));
    expect(engine.bowlingCard(ordered, 1).map((row) => row.playerId)).toEqual(SQUAD_ORDER);
  });
});

describe("a kept match with a batting order", () => {
  it("replays to exactly the state it was played to", () => {
    for (const seed of [1, 2, 3, 4]) {
      const played = simulateMatch(engine, seed, "micro", "random", {
        level: "club",
        teamId: 1,
        battingOrder: NEW_ORDER,
      });
      expect(played.actions).toContainEqual(setOrder(NEW_ORDER));
      const replayed = replay(engine, {
        seed,
        level: "club",
        rulesVersion: played.state.rulesVersion,
        actions: played.actions,
      });
      expect(replayed.error).toBeNull();
      expect(replayed.state).toEqual(played.state);
      const userInnings = played.state.playerAction === 0 ? 1 : 2;
      expect(engine.battingCard(replayed.state, userInnings).map((row) => row.playerId)).toEqual(NEW_ORDER);
    }
  });
});
