import { describe, expect, it } from "vitest";
import { catalog } from "../../../../data/catalog.ts";
import {
  createEngine,
  RATED_RULES_VERSION,
  matchKeyOf,
  replay,
  replayTablesState,
  replayTossState,
  tablesKey,
  type Action,
  type Engine,
  type MatchRecord,
  type MatchState,
} from "../../../../engine/index.ts";
import { createGameServices } from "@/features/game/state/game-services.ts";
import { winChanceFor } from "@/features/game/state/match-view.ts";
import {
  answerInWorker,
  chanceSeries,
  type WinChanceAnswer,
  type WinChanceRequest,
} from "./win-chance-answers.ts";
import type { WinChancePort } from "./win-chance-client.ts";

/** A worker's stand-in: questions wait until the test answers them with the worker's own code. */
function workerPort(worker: Engine): WinChancePort & { readonly asked: WinChanceRequest[]; flush(): void } {
  const asked: WinChanceRequest[] = [];
  const listeners: ((answer: WinChanceAnswer) => void)[] = [];
  return {
    asked,
    post: (request) => asked.push(request),
    onAnswer: (listener) => listeners.push(listener),
    flush() {
      for (const request of asked.splice(0)) {
        const reply = answerInWorker(worker, request);
        for (const listener of listeners) listener(reply);
      }
    },
  };
}

/**
 * The page's services for a new International match of rules version 2 from `seed` (no pauses),
 * their worker answered by the test from its own engine.
 */
function pageServices(seed: number) {
  const page = createEngine(catalog);
  const port = workerPort(createEngine(catalog));
  const services = createGameServices({
    engine: page,
    storage: null,
    backend: null,
    newSeed: () => seed,
    upload: () => Promise.resolve("guest"),
    startWinChance: () => port,
    rulesVersion: RATED_RULES_VERSION,
  });
  services.settings.update({ level: "international", pauseMs: 0 });
  services.store.newMatch();
  return { page, port, services, store: services.store };
}

const SETUP: readonly Action[] = [
  { type: "chooseFormat", format: "mini" },
  { type: "chooseTeam", countryId: 1 },
  { type: "chooseOpponent", countryId: 2 },
  { type: "chooseLocation", countryId: 1 },
  { type: "chooseStadium", stadiumId: "in-wankhede" },
  { type: "callToss", call: 0 },
];

/** The next action of a simple player: the toss decision to bat, the first bowler offered, the first style. */
function nextAction(engine: Engine, state: MatchState): Action | null {
  const input = engine.nextInput(state);
  if (input === "chooseBatOrBowl") return { type: "chooseBatOrBowl", choice: "bat" };
  if (input === "startMatch") return { type: "startMatch" };
  if (input === "chooseBowler")
    return { type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] as number };
  if (input === "playBall")
    return { type: "playBall", style: engine.styleOptions(state)[0]?.style ?? "hitNormally" };
  return null;
}

/**
 * A draft-rules International match from `seed` played on `engine`: every state along the way,
 * the actions, and the first state of play (its sides known). Stops after `balls` balls.
 */
function draftMatch(
  engine: Engine,
  seed: number,
  balls = Infinity,
  setup: readonly Action[] = SETUP,
): { states: MatchState[]; actions: Action[]; start: MatchState } {
  let state = engine.createMatch(seed, "international", RATED_RULES_VERSION);
  const states = [state];
  const actions: Action[] = [];
  const apply = (action: Action) => {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`refused ${action.type}: ${result.error.message}`);
    state = result.state;
    states.push(state);
    actions.push(action);
  };
  for (const action of setup) apply(action);
  let played = 0;
  for (let next = nextAction(engine, state); next !== null; next = nextAction(engine, state)) {
    if (next.type === "playBall") {
      if (played === balls) break;
      played++;
    }
    apply(next);
  }
  const start = states.find((s) => s.sides !== null);
  if (start === undefined) throw new Error("the match never started");
  return { states, actions, start };
}

describe("a version-2 International match's own tables in the page", () => {
  it("are asked for only once play starts, under the match's key, and the page's engine plays from them without building", () => {
    const page = createEngine(catalog);
    const worker = createEngine(catalog);
    const port = workerPort(worker);
    const client = winChanceFor(page, () => port);
    const { states, start } = draftMatch(createEngine(catalog), 21, 0);
    const setup = states.filter((s) => s.sides === null);
    expect(setup.length).toBeGreaterThan(5);
    for (const state of setup) client.prepareTables(state);
    // No v2 ball reads tables of the format: nothing is asked while the sides are unknown.
    expect(port.asked).toEqual([]);
    client.prepareTables(start);
    client.prepareTables(start);
    expect(port.asked.map((r) => r.kind)).toEqual(["tables"]);
    const key = matchKeyOf(start);
    expect(key).not.toBeNull();
    expect(key).toContain(`:v${RATED_RULES_VERSION}:`);
    const request = port.asked[0] as Extract<WinChanceRequest, { kind: "tables" }>;
    expect(tablesKey(request.state)).toBe(key);
    port.flush();
    // The worker built them and let them go; the page holds a window under the match's key.
    expect(worker.tables.builds).toBe(1);
    expect(worker.tables.has(key as string)).toBe(false);
    expect(page.tables.covers(start)).toBe(true);
    expect(page.tables.hasWhole(key as string)).toBe(false);

    // The win chance and the coach are answered on the page, equal to a fresh engine's own.
    const fresh = createEngine(catalog);
    client.ask(start);
    expect(port.asked).toEqual([]);
    expect(client.get()?.state).toBe(start);
    expect(client.get()?.chance).toBe(fresh.winChance(start));
    expect(client.get()?.coach).toEqual(fresh.coach(start));

    // The computer's balls read the window: the same match as the fresh engine's, nothing built here.
    let mine = start;
    let theirs = start;
    for (let i = 0; i < 12; i++) {
      const action = nextAction(page, mine);
      if (action === null) break;
      const a = page.step(mine, action);
      const b = fresh.step(theirs, action);
      if (!a.ok || !b.ok) throw new Error("refused");
      expect(a.state).toEqual(b.state);
      mine = a.state;
      theirs = b.state;
    }
    expect(mine.innings[0]?.ballLog.length ?? 0).toBeGreaterThan(5);
    expect(page.winChance(mine)).toBe(fresh.winChance(theirs));
    expect(page.tables.builds).toBe(0);
  });

  it("are held on the page for one match at a time", () => {
    const page = createEngine(catalog);
    const port = workerPort(createEngine(catalog));
    const client = winChanceFor(page, () => port);
    const first = draftMatch(createEngine(catalog), 31, 0).start;
    const elsewhere = [
      ...SETUP.slice(0, 4),
      { type: "chooseStadium", stadiumId: "in-eden-gardens" } as const,
      SETUP[5] as Action,
    ];
    const second = draftMatch(createEngine(catalog), 32, 0, elsewhere).start;
    client.prepareTables(first);
    port.flush();
    expect(page.tables.covers(first)).toBe(true);
    client.prepareTables(second);
    port.flush();
    expect(page.tables.covers(second)).toBe(true);
    expect(page.tables.has(matchKeyOf(first) as string)).toBe(false);
    expect(page.tables.builds).toBe(0);
  });

  it("makes the first ball wait for the worker, and nothing waits before play", async () => {
    const page = createEngine(catalog);
    const port = workerPort(createEngine(catalog));
    const client = winChanceFor(page, () => port);
    const { states, start } = draftMatch(createEngine(catalog), 22, 0);
    const atFormat = states[1] as MatchState;
    expect(atFormat.format).toBe("mini");
    expect(client.whenTables(atFormat)).toBeNull();
    let landed = false;
    const waiting = client.whenTables(start)?.then(() => (landed = true));
    expect(waiting).toBeDefined();
    await Promise.resolve();
    expect(landed).toBe(false);
    port.flush();
    await waiting;
    expect(landed).toBe(true);
    expect(page.tables.covers(start)).toBe(true);
    expect(page.tables.builds).toBe(0);
  });

  it("through the game services: the coin's call waits for the worker's values of the two orders, asked for at the toss and again when the order changes", async () => {
    const { page, port, store } = pageServices(29);
    const toss = SETUP.length - 1;
    for (const action of SETUP.slice(0, toss)) {
      expect(port.asked.filter((r) => r.kind === "toss")).toEqual([]);
      store.dispatch(action);
    }
    // At the toss: one request, for the state on screen.
    const atToss = store.getSnapshot().state;
    expect(page.stage(atToss).name).toBe("toss");
    expect(port.asked.map((r) => r.kind)).toEqual(["toss"]);
    expect((port.asked[0] as { state: MatchState }).state).toBe(atToss);
    // A changed batting order is another match to value: asked for again.
    const order = [
      ...(atToss.battingOrder ??
        page.catalog.squads.find((q) => q.countryId === 1)?.players.map((p) => p.id) ??
        []),
    ];
    [order[0], order[1]] = [order[1] as number, order[0] as number];
    store.dispatch({ type: "setBattingOrder", order });
    const reordered = store.getSnapshot().state;
    expect(reordered.battingOrder).toEqual(order);
    expect(port.asked.map((r) => r.kind)).toEqual(["toss", "toss"]);
    expect((port.asked[1] as { state: MatchState }).state).toBe(reordered);
    // The call waits while the values are on their way...
    const call = SETUP[toss] as Action;
    store.dispatch(call);
    expect(store.getSnapshot().state).toBe(reordered);
    expect(page.tossValuesMissing(reordered)).toBe(true);
    port.flush();
    // ...which the page's engine now has, so the call builds nothing here...
    expect(page.tossValuesMissing(reordered)).toBe(false);
    await Promise.resolve();
    // ...and is played once they land, as a fresh engine plays it.
    const { actions } = store.getSnapshot();
    expect(actions.at(-1)).toEqual(call);
    const expected = replay(
      createEngine(catalog),
      { seed: 29, level: "international", rulesVersion: RATED_RULES_VERSION, actions: [...actions] },
      false,
      "playable",
    );
    expect(store.getSnapshot().state).toEqual(expected.state);
    expect(page.stage(store.getSnapshot().state).name).toBe("tossResult");
  });

  it("through the game services: no request at the format, the match's own at its start, the first ball played once they land", async () => {
    const { page, port, store } = pageServices(23);
    expect(store.getSnapshot().state.rulesVersion).toBe(RATED_RULES_VERSION);
    const { actions, start } = draftMatch(createEngine(catalog), 23, 0);
    for (const action of actions) {
      const before = store.getSnapshot().state;
      expect(port.asked.filter((r) => r.kind === "tables")).toEqual([]);
      expect(before.sides).toBeNull();
      store.dispatch(action);
      // The toss's values are asked for as soon as the toss is on screen; answered here at once.
      if (port.asked.some((r) => r.kind === "toss")) {
        port.flush();
        await Promise.resolve();
      }
    }
    const { state } = store.getSnapshot();
    expect(state).toEqual(start);
    const asked = port.asked.filter((r) => r.kind === "tables");
    expect(asked).toHaveLength(1);
    expect(tablesKey((asked[0] as { state: MatchState }).state)).toBe(matchKeyOf(start));
    // The first ball waits for the window...
    let first = nextAction(page, state) as Action;
    if (first.type === "chooseBowler") {
      store.dispatch(first);
      first = nextAction(page, store.getSnapshot().state) as Action;
    }
    expect(first.type).toBe("playBall");
    const waitingAt = store.getSnapshot().actions.length;
    store.dispatch(first);
    expect(store.getSnapshot().actions.length).toBe(waitingAt);
    port.flush();
    await Promise.resolve();
    // ...and is played once it lands, as a fresh engine plays it.
    expect(store.getSnapshot().actions.length).toBe(waitingAt + 1);
    const fresh = createEngine(catalog);
    const expected = replay(
      fresh,
      {
        seed: 23,
        level: "international",
        rulesVersion: RATED_RULES_VERSION,
        actions: [...store.getSnapshot().actions],
      },
      false,
      "playable",
    );
    expect(store.getSnapshot().state).toEqual(expected.state);
    expect(page.tables.builds).toBe(0);
    expect(port.asked.filter((r) => r.kind === "tables")).toHaveLength(0);

    // On to the result: the chase's window is asked for once, at the change of innings.
    let chaseAsked = 0;
    for (let i = 0; i < 400 && store.getSnapshot().state.result === null; i++) {
      const action = nextAction(page, store.getSnapshot().state);
      if (action === null) break;
      store.dispatch(action);
      if (port.asked.some((r) => r.kind === "tables")) {
        chaseAsked++;
        expect(tablesKey((port.asked[0] as { state: MatchState }).state)).toBe(matchKeyOf(start));
        port.flush();
        await Promise.resolve();
      }
    }
    const { state: end, actions: all } = store.getSnapshot();
    expect(end.result).not.toBeNull();
    expect(chaseAsked).toBe(1);
    const record = {
      seed: 23,
      level: "international",
      rulesVersion: RATED_RULES_VERSION,
      actions: all,
    } as const;
    expect(end).toEqual(replay(createEngine(catalog), record, false, "playable").state);
    expect(page.tables.builds).toBe(0);
  });
});

describe("a version-2 International match played ahead with the coach", () => {
  it("plays from the page's window in both innings, asks the worker only for the chase's window, and builds nothing here", async () => {
    const { page, port, store } = pageServices(29);
    const { actions } = draftMatch(createEngine(catalog), 29, 0);
    for (const action of actions) {
      store.dispatch(action);
      port.flush();
      await Promise.resolve();
    }
    // The first innings' window lands before the stretch starts.
    port.flush();
    await Promise.resolve();
    store.playAhead({ batting: "coach", bowling: "coach" }, "match", { swing: false });
    let chaseAsked = 0;
    for (let i = 0; i < 200 && store.getSnapshot().ahead !== null; i++) {
      if (port.asked.some((r) => r.kind === "tables")) chaseAsked++;
      // Every slice is the page's: nothing of the stretch goes to the worker.
      expect(port.asked.filter((r) => r.kind === "stretch")).toEqual([]);
      port.flush();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const { state: end, actions: all } = store.getSnapshot();
    expect(end.result).not.toBeNull();
    expect(chaseAsked).toBe(1);
    expect(page.tables.builds).toBe(0);
    const record = {
      seed: 29,
      level: "international",
      rulesVersion: RATED_RULES_VERSION,
      actions: all,
    } as const;
    expect(end).toEqual(replay(createEngine(catalog), record, false, "playable").state);
  });
});

describe("a version-2 International match resumed or replayed from its record", () => {
  const record = (seed: number, balls: number, setup: readonly Action[] = SETUP): MatchRecord => ({
    seed,
    level: "international",
    rulesVersion: RATED_RULES_VERSION,
    actions: draftMatch(createEngine(catalog), seed, balls, setup).actions,
  });

  it("names the match's own tables from its record: its start, keyed by everything that decides them", () => {
    const engine = createEngine(catalog);
    const saved = record(24, 9);
    const needs = replayTablesState(engine, saved);
    expect(needs?.sides).not.toBeNull();
    const played = replay(createEngine(catalog), saved, false, "playable").state;
    expect(tablesKey(needs as MatchState)).toBe(matchKeyOf(played));
    // Before the toss its tables are not known, and the replay needs none.
    expect(replayTablesState(engine, { ...saved, actions: saved.actions.slice(0, 4) })).toBeNull();
    // Another batting order or another ground: other tables.
    const order = engine.catalog.squads.find((s) => s.countryId === 1)?.players.map((p) => p.id) ?? [];
    expect(order.length).toBe(11);
    const reordered = record(24, 0, [
      ...SETUP.slice(0, 5),
      { type: "setBattingOrder", order: [...order].reverse() },
      SETUP[5] as Action,
    ]);
    const elsewhere = record(24, 0, [
      ...SETUP.slice(0, 4),
      { type: "chooseStadium", stadiumId: "in-eden-gardens" },
      SETUP[5] as Action,
    ]);
    const keys = [saved, reordered, elsewhere].map((r) =>
      tablesKey(replayTablesState(engine, r) as MatchState),
    );
    expect(new Set(keys).size).toBe(3);
    // Version 1's are still the format's, named at the format stage.
    const v1 = replayTablesState(engine, { ...saved, rulesVersion: 1 });
    expect(v1?.sides).toBeNull();
    expect(tablesKey(v1 as MatchState)).toBe(`equilibrium:${5 * 6}`);
  });

  it("gets the window of them from the worker and replays there exactly, in the first innings and in the chase", async () => {
    for (const [seed, balls, innings] of [
      [25, 7, 0],
      [26, 40, 1],
    ] as const) {
      const saved = record(seed, balls);
      const page = createEngine(catalog);
      const port = workerPort(createEngine(catalog));
      const client = winChanceFor(page, () => port);
      // As the game services do: the toss's values first (the call is replayed on the way).
      const atToss = replayTossState(page, saved) as MatchState;
      const toss = client.whenToss(atToss);
      port.flush();
      await toss;
      const needs = replayTablesState(page, saved) as MatchState;
      const waiting = client.whenTables(needs, saved);
      expect(waiting).not.toBeNull();
      const request = port.asked[0] as Extract<WinChanceRequest, { kind: "tables" }>;
      expect(request.kind).toBe("tables");
      expect(request.record).toBe(saved);
      port.flush();
      await waiting;
      const resumed = replay(page, saved, false, "playable");
      const whole = replay(createEngine(catalog), saved, false, "playable");
      expect(resumed.refusedAt).toBeNull();
      expect(page.stage(whole.state).innings).toBe(innings);
      expect(resumed.state).toEqual(whole.state);
      expect(page.tables.builds).toBe(0);
      expect(page.tables.covers(resumed.state)).toBe(true);
    }
  });

  it("has the worker value the toss its record weighed before the replay, so resuming builds nothing on the page", async () => {
    // Seeds whose toss the computer won (the call read both orders' values) and the user won.
    const outcomes = new Set<string>();
    for (const seed of [30, 31, 32, 33, 34, 35]) {
      const saved = record(seed, 5);
      const page = createEngine(catalog);
      const port = workerPort(createEngine(catalog));
      const client = winChanceFor(page, () => port);
      const atToss = replayTossState(page, saved);
      expect(page.stage(atToss as MatchState).name).toBe("toss");
      expect(page.tables.builds).toBe(0);
      expect(page.tossValuesMissing(atToss as MatchState)).toBe(true);
      const toss = client.whenToss(atToss as MatchState);
      expect(port.asked.map((r) => r.kind)).toEqual(["toss"]);
      port.flush();
      await toss;
      const needs = replayTablesState(page, saved) as MatchState;
      const tables = client.whenTables(needs, saved);
      port.flush();
      await tables;
      const resumed = replay(page, saved, false, "playable");
      expect(resumed.state).toEqual(replay(createEngine(catalog), saved, false, "playable").state);
      expect(page.tables.builds).toBe(0);
      outcomes.add(resumed.state.toss?.winner ?? "none");
    }
    expect([...outcomes].sort()).toEqual(["computer", "user"]);
    // Without the values, the page would have built both orders' tables to replay the call.
    const saved = record(30, 5);
    const cold = createEngine(catalog);
    replay(cold, saved, false, "playable");
    expect(cold.tables.builds).toBeGreaterThan(0);
  });

  it("sends a kept match's chart to the worker without replaying its toss on the page", async () => {
    // A match whose toss the computer won: naming its tables here would replay the call.
    let seed = 60;
    let saved = record(seed, Infinity);
    for (; seed < 80; seed++) {
      saved = record(seed, Infinity);
      if (replay(createEngine(catalog), saved, false, "playable").state.toss?.winner === "computer") break;
    }
    expect(seed).toBeLessThan(80);
    const page = createEngine(catalog);
    const port = workerPort(createEngine(catalog));
    const client = winChanceFor(page, () => port);
    const series = client.chanceSeries(saved);
    expect(port.asked.map((r) => r.kind)).toEqual(["series"]);
    port.flush();
    expect(await series).toEqual(chanceSeries(createEngine(catalog), saved));
    expect(page.tables.builds).toBe(0);
  });

  it("draws the result chart from the match's own tables in the worker, equal to a fresh engine's, and lets them go", async () => {
    const saved = record(27, Infinity);
    const fresh = createEngine(catalog);
    const expected = chanceSeries(fresh, saved);
    expect(expected.length).toBeGreaterThan(30);
    const page = createEngine(catalog);
    const worker = createEngine(catalog);
    const port = workerPort(worker);
    const client = winChanceFor(page, () => port);
    const series = client.chanceSeries(saved);
    expect(port.asked.map((r) => r.kind)).toEqual(["series"]);
    port.flush();
    expect(await series).toEqual(expected);
    const key = tablesKey(replayTablesState(worker, saved) as MatchState);
    expect(worker.tables.builds).toBe(1);
    expect(worker.tables.has(key)).toBe(false);
    expect(page.tables.builds).toBe(0);
  });

  it("leaves the worker one match's own tables at a time (Club asks it every ball), and the shared ones", () => {
    const worker = createEngine(catalog);
    const startOf = (seed: number, level: "club", rulesVersion: 1 | 2, stadiumId: string) => {
      const engine = createEngine(catalog);
      const setup = [...SETUP.slice(0, 4), { type: "chooseStadium", stadiumId } as const, SETUP[5] as Action];
      let state = engine.createMatch(seed, level, rulesVersion);
      for (const action of setup) state = (engine.step(state, action) as { state: MatchState }).state;
      for (
        let next = nextAction(engine, state);
        state.sides === null && next !== null;
        next = nextAction(engine, state)
      )
        state = (engine.step(state, next) as { state: MatchState }).state;
      return state;
    };
    const first = startOf(28, "club", RATED_RULES_VERSION, "in-wankhede");
    const second = startOf(29, "club", RATED_RULES_VERSION, "in-eden-gardens");
    const shared = startOf(30, "club", 1, "in-wankhede");
    const [firstKey, secondKey] = [matchKeyOf(first) as string, matchKeyOf(second) as string];
    expect(firstKey).not.toBe(secondKey);
    answerInWorker(worker, { id: 1, kind: "now", state: first });
    answerInWorker(worker, { id: 2, kind: "now", state: first });
    expect(worker.tables.builds).toBe(1);
    expect(worker.tables.has(firstKey)).toBe(true);
    answerInWorker(worker, { id: 3, kind: "now", state: second });
    expect(worker.tables.has(firstKey)).toBe(false);
    expect(worker.tables.has(secondKey)).toBe(true);
    answerInWorker(worker, { id: 4, kind: "now", state: shared });
    expect(worker.tables.has(tablesKey(shared))).toBe(true);
    expect(worker.tables.has(secondKey)).toBe(false);
    answerInWorker(worker, { id: 5, kind: "now", state: first });
    expect(worker.tables.has(tablesKey(shared))).toBe(true);
    expect(worker.tables.has(firstKey)).toBe(true);
  });
});
