// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createEngine,
  CURRENT_RULES_VERSION,
  isHighlight,
  planSlice,
  playAheadRng,
  playStretch,
  replay,
  type PlannedSlice,
  type StretchQuestion,
  type MatchEvent,
  type OpponentLevel,
  type RulesVersion,
} from "../../../../engine/index.ts";
import type { SaveMatchRequest } from "../../../../shared/api-types.ts";
import { MATCH_KEY } from "@/features/game/saving/match-storage.ts";
import { inningsColors } from "@/features/game/charts/chart-colors.ts";
import { manhattanSeries, wormSeries } from "@/features/game/charts/chart-data.ts";
import { catalog } from "../../../../data/catalog.ts";
import { countryOf } from "./catalog-lookup.ts";
import { saveRequest } from "./game-snapshot.ts";
import { GameStore } from "./game-store.ts";
import {
  engine,
  expectReplayedAt,
  finishedMatch,
  nextPlay,
  playUntil,
  toFirstBall,
} from "@/features/game/game-test-support.ts";
import { createMatchStorage } from "@/features/game/saving/match-storage.ts";
import type { UploadOutcome } from "@/features/game/saving/match-upload.ts";

beforeEach(() => localStorage.clear());

function storeWith(
  pauseMs: number,
  upload: (request: SaveMatchRequest) => Promise<UploadOutcome> = () => Promise.resolve("guest"),
  level: OpponentLevel = "club",
) {
  const timers: { run: () => void; ms: number }[] = [];
  const revealed: MatchEvent[] = [];
  const store = new GameStore({
    engine,
    storage: createMatchStorage(localStorage),
    newSeed: () => 11,
    level: () => level,
    pauseMs: () => pauseMs,
    reveal: (e) => revealed.push(e),
    silence: () => {},
    upload,
    setTimer: (run, ms) => {
      timers.push({ run, ms });
      return () => {};
    },
  });
  return { store, timers, revealed };
}

/** Saves a match so far, for a store to restore. */
function saveMatch(seed: number, actions: readonly unknown[], uploaded = false) {
  createMatchStorage(localStorage).save({ seed, actions: actions as never, uploaded });
}

describe("GameStore", () => {
  it("holds play for the announcement pause after the first innings, then goes on", () => {
    const lastBall = playUntil(
      toFirstBall("bat", 11, "micro"),
      (p) => (p.state.innings[0]?.ballCompleted ?? 0) === 5,
    );
    saveMatch(lastBall.seed, lastBall.actions);
    const { store, timers } = storeWith(1000);
    store.dispatch(nextPlay(store.getSnapshot().state) as never);
    const snap = store.getSnapshot();
    expect(snap.state.status).toBe(10);
    expect(snap.hold).toBe("inningsBreak");
    expect(snap.events.some((e) => e.type === "inningsEnd")).toBe(true);
    // Play waits while the innings break is announced.
    const before = snap.actions.length;
    store.dispatch(nextPlay(snap.state) as never);
    expect(store.getSnapshot().actions.length).toBe(before);
    timers.find((t) => t.ms === 1000)?.run();
    expect(store.getSnapshot().hold).toBeNull();
  });

  it("reveals the toss result only when the pause ends", () => {
    const played = toFirstBall("bat", 11);
    const atToss = played.actions.slice(0, 5);
    saveMatch(played.seed, atToss);
    const { store, timers, revealed } = storeWith(3000);
    store.dispatch({ type: "callToss", call: 1 });
    expect(store.getSnapshot().hold).toBe("toss");
    expect(revealed.map((e) => e.type)).toEqual(["tossCalled"]);
    expect(store.getSnapshot().events.map((e) => e.type)).toEqual(["tossCalled"]);
    timers[0]?.run();
    expect(revealed.map((e) => e.type)[1]).toBe("tossResult");
    expect(store.getSnapshot().events.some((e) => e.type === "tossResult")).toBe(true);
  });

  it("sends a finished match once, and a restored one only if it never reached the server", async () => {
    const done = finishedMatch();
    const almost = done.actions.slice(0, -1);
    saveMatch(done.seed, almost);
    const upload = vi.fn(() => Promise.resolve<UploadOutcome>("saved"));
    const { store } = storeWith(0, upload);
    store.dispatch(done.actions[done.actions.length - 1] as never);
    await vi.waitFor(() => expect(store.getSnapshot().upload).toBe("saved"));
    store.resume();
    expect(upload).toHaveBeenCalledTimes(1);

    // The save now says "uploaded": a reload does not send it again.
    const again = storeWith(0, upload);
    again.store.resume();
    expect(again.store.getSnapshot().upload).toBe("saved");
    expect(upload).toHaveBeenCalledTimes(1);

    // A finished match saved before its upload went through is sent on the next visit.
    saveMatch(done.seed, done.actions, false);
    const retry = storeWith(0, upload);
    retry.store.resume();
    await vi.waitFor(() => expect(retry.store.getSnapshot().upload).toBe("saved"));
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it("makes way for a new match when the player comes to play and the kept match is finished", async () => {
    const done = finishedMatch();
    saveMatch(done.seed, done.actions, true);
    const upload = vi.fn(() => Promise.resolve<UploadOutcome>("saved"));
    const { store } = storeWith(0, upload);
    expect(engine.stage(store.getSnapshot().state).name).toBe("finished");
    store.playOn();
    expect(engine.stage(store.getSnapshot().state).name).toBe("format");
    expect(store.getSnapshot().actions).toEqual([]);
    expect(localStorage.getItem(MATCH_KEY)).toBeNull();
    // It had reached the server already: nothing is sent again.
    expect(upload).not.toHaveBeenCalled();
  });

  it("sends a finished match that never reached the server before making way for a new one", async () => {
    const done = finishedMatch();
    saveMatch(done.seed, done.actions, false);
    const upload = vi.fn((_request: SaveMatchRequest) => Promise.resolve<UploadOutcome>("saved"));
    const { store } = storeWith(0, upload);
    store.playOn();
    expect(engine.stage(store.getSnapshot().state).name).toBe("format");
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ seed: done.seed, result: done.state.result?.text });
    // The late answer about the old match changes nothing in the new one.
    await Promise.resolve();
    expect(store.getSnapshot().upload).toBe("idle");
  });

  it("keeps the match in progress when the player comes to play", () => {
    const started = toFirstBall("bat", 21);
    saveMatch(started.seed, started.actions);
    const { store } = storeWith(0);
    store.playOn();
    expect(store.getSnapshot().actions).toEqual(started.actions);
    expect(store.getSnapshot().seed).toBe(started.seed);
    expect(localStorage.getItem(MATCH_KEY)).not.toBeNull();
  });

  it("offers a retry after a failed upload", async () => {
    const done = finishedMatch();
    saveMatch(done.seed, done.actions.slice(0, -1));
    const upload = vi
      .fn<() => Promise<UploadOutcome>>()
      .mockResolvedValueOnce("error")
      .mockResolvedValueOnce("saved");
    const { store } = storeWith(0, upload);
    store.dispatch(done.actions[done.actions.length - 1] as never);
    await vi.waitFor(() => expect(store.getSnapshot().upload).toBe("error"));
    store.retryUpload();
    await vi.waitFor(() => expect(store.getSnapshot().upload).toBe("saved"));
  });

  it("starts a new match at the remembered level and replays the setup when the level changes", () => {
    const { store } = storeWith(0, undefined, "international");
    expect(store.getSnapshot().level).toBe("international");
    expect(store.getSnapshot().state.level).toBe("international");
    store.dispatch({ type: "chooseFormat", format: "micro" });
    store.dispatch({ type: "chooseTeam", countryId: 1 });
    const seed = store.getSnapshot().seed;
    const actions = store.getSnapshot().actions;

    expect(store.setLevel("classic")).toBe(true);
    expectReplayedAt(store.getSnapshot(), "classic", { seed, actions });
    expect(JSON.parse(localStorage.getItem(MATCH_KEY) as string)).toMatchObject({ level: "classic", seed });
  });

  it("refuses a level change once the coin is tossed, and sends the level with the finished match", async () => {
    const done = finishedMatch();
    saveMatch(done.seed, done.actions.slice(0, -1));
    const upload = vi.fn((_request: SaveMatchRequest) => Promise.resolve<UploadOutcome>("saved"));
    const { store } = storeWith(0, upload);
    // A save without a level is a Classic match.
    expect(store.getSnapshot().level).toBe("classic");
    expect(store.canChangeLevel()).toBe(false);
    expect(store.setLevel("international")).toBe(false);
    expect(store.getSnapshot().level).toBe("classic");
    store.dispatch(done.actions[done.actions.length - 1] as never);
    await vi.waitFor(() => expect(store.getSnapshot().upload).toBe("saved"));
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ seed: done.seed, level: "classic" });
  });

  it("plays a new match by the current rules, names its version in every save, and uploads version 1 as before versions", async () => {
    const fresh = storeWith(0).store;
    expect(fresh.getSnapshot().state.rulesVersion).toBe(CURRENT_RULES_VERSION);
    fresh.dispatch({ type: "chooseFormat", format: "micro" });
    expect(JSON.parse(localStorage.getItem(MATCH_KEY) as string)).toMatchObject({
      rulesVersion: CURRENT_RULES_VERSION,
    });

    // A save from before versions resumes as version 1, and is sent as a request naming none.
    const done = finishedMatch();
    saveMatch(done.seed, done.actions.slice(0, -1));
    const upload = vi.fn((_request: SaveMatchRequest) => Promise.resolve<UploadOutcome>("saved"));
    const { store } = storeWith(0, upload);
    expect(store.getSnapshot().state.rulesVersion).toBe(1);
    store.dispatch(done.actions[done.actions.length - 1] as never);
    await vi.waitFor(() => expect(store.getSnapshot().upload).toBe("saved"));
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ seed: done.seed });
    expect(upload.mock.calls[0]?.[0]).not.toHaveProperty("rulesVersion");
    expect(JSON.parse(localStorage.getItem(MATCH_KEY) as string)).toMatchObject({
      rulesVersion: 1,
      uploaded: true,
    });
  });

  it("names any rules version but 1 in the request that keeps a match, and leaves 1 out", () => {
    const request = { seed: 5, level: "club" as const, actions: [], result: "won" };
    expect(saveRequest({ ...request, rulesVersion: 1 })).toEqual(request);
    const later = 2 as RulesVersion;
    expect(saveRequest({ ...request, rulesVersion: later })).toEqual({ ...request, rulesVersion: 2 });
  });

  it("keeps the engine's refusal as a message and the state as it was", () => {
    const { store } = storeWith(0);
    const before = store.getSnapshot().state;
    store.dispatch({ type: "chooseTeam", countryId: 1 });
    expect(store.getSnapshot().refusal).toMatch(/waiting for a format/);
    expect(store.getSnapshot().state).toBe(before);
  });
});

/**
 * A Club store with no pause, its timers held for the test to run, what it reveals and says
 * recorded, and optionally a `whenPlayable` (the page's wait for tables).
 */
function quietStore(
  whenPlayable?: () => Promise<void> | null,
  planStretch?: (question: StretchQuestion) => Promise<PlannedSlice> | null,
) {
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  const revealed: MatchEvent[] = [];
  const said: string[] = [];
  const store = new GameStore({
    engine,
    storage: createMatchStorage(localStorage),
    newSeed: () => 11,
    level: () => "club",
    pauseMs: () => 0,
    reveal: (e) => revealed.push(e),
    say: (text) => said.push(text),
    silence: () => {},
    upload: () => Promise.resolve("guest"),
    setTimer: (run, ms) => {
      timers.push(run);
      delays.push(ms);
      return () => {};
    },
    ...(whenPlayable ? { whenPlayable } : {}),
    ...(planStretch ? { planStretch } : {}),
  });
  const runTimers = () => {
    while (timers.length > 0) timers.shift()?.();
  };
  // A stretch planned elsewhere resolves a slice at a time: let each answer arrive and its
  // timers run, at most `rounds` times, until the stretch is over.
  const settleStretch = async (rounds: number) => {
    for (let i = 0; i < rounds && store.getSnapshot().ahead !== null; i++) {
      await Promise.resolve();
      await Promise.resolve();
      runTimers();
    }
  };
  return { store, timers, delays, runTimers, settleStretch, revealed, said };
}

describe("a ball that waits for its tables", () => {
  function waitingStore() {
    const gates: (() => void)[] = [];
    let open = false;
    const { store } = quietStore(() => (open ? null : new Promise<void>((resolve) => gates.push(resolve))));
    return { store, gates, open: () => (open = true) };
  }

  it("is played once they land, a second one asked meanwhile is dropped", async () => {
    const played = toFirstBall("bat", 11, "micro");
    saveMatch(played.seed, played.actions);
    const { store, gates, open } = waitingStore();
    const before = store.getSnapshot().actions.length;
    const ball = nextPlay(store.getSnapshot().state) as never;
    store.dispatch(ball);
    store.dispatch(ball);
    expect(store.getSnapshot().actions.length).toBe(before);
    expect(gates).toHaveLength(1);
    open();
    gates[0]?.();
    await Promise.resolve();
    expect(store.getSnapshot().actions.length).toBe(before + 1);
    expect(store.getSnapshot().actions.at(-1)).toEqual(ball);
  });

  it("is not played in a new match begun meanwhile", async () => {
    const played = toFirstBall("bat", 11, "micro");
    saveMatch(played.seed, played.actions);
    const { store, gates } = waitingStore();
    store.dispatch(nextPlay(store.getSnapshot().state) as never);
    store.newMatch();
    gates[0]?.();
    await Promise.resolve();
    expect(store.getSnapshot().actions).toEqual([]);
  });
});

describe("display helpers", () => {
  it("groups the balls of the over in progress", () => {
    const played = playUntil(toFirstBall("bat", 11), (p) => (p.state.innings[0]?.ballCompleted ?? 0) === 8);
    const over = engine.overInProgress(played.state, 1);
    expect(over.over).toBe(1);
    expect(over.balls).toHaveLength(2);
    expect(over.balls.join("")).toBe(played.state.innings[0]?.ballLog.slice(6).replace(/[^0-6]/g, "WKT"));
  });

  it("lays out overs for the charts", () => {
    const done = finishedMatch(11, "mini");
    const first = engine.overSummary(done.state, 1);
    const second = engine.overSummary(done.state, 2);
    const [x, a, b] = manhattanSeries(first, second);
    expect(x).toEqual([1, 2, 3, 4, 5].slice(0, Math.max(first.length, second.length)));
    expect(a).toEqual(first.map((o) => o.runs));
    expect(b.slice(0, second.length)).toEqual(second.map((o) => o.runs));
    const [wx, wa] = wormSeries(first, second);
    expect(wx[0]).toBe(0);
    expect(wa[0]).toBe(0);
    expect(wa[first.length]).toBe(done.state.innings[0]?.totalRun);
  });

  it("picks chart colours that read on white and differ between the sides", () => {
    // Australia's yellow is too light for a line on white; Canada's white is invisible.
    const [india, australia] = inningsColors(countryOf(1), countryOf(2));
    expect(india).toBe("#1F4E9E");
    expect(australia).toBe("#00843D");
    const [, canada] = inningsColors(countryOf(1), countryOf(19));
    expect(canada).toBe("#D80621");
    const [a, b] = inningsColors(countryOf(1), countryOf(1));
    expect(a).not.toBe(b);
  });
});

/** Saves a Club match played by the current rules, for a store to restore. */
function saveClubMatch(played: { readonly seed: number; readonly actions: readonly unknown[] }) {
  createMatchStorage(localStorage).save({
    seed: played.seed,
    level: "club",
    rulesVersion: CURRENT_RULES_VERSION,
    actions: played.actions as never,
    uploaded: false,
  });
}

describe("playing ahead with a plan", () => {
  const PLAN = { batting: "balanced", bowling: "attack" } as const;

  it("plays to the end of the innings in slices, every ball saved as an action, saying only the summary", () => {
    const played = toFirstBall("bowl", 11, "t20", "club", CURRENT_RULES_VERSION);
    saveClubMatch(played);
    const { store, timers, runTimers, revealed, said } = quietStore();
    const before = store.getSnapshot().actions.length;
    store.playAhead(PLAN, "innings");
    // A T20 innings is more than one slice: the page is given back between them.
    expect(store.getSnapshot().ahead).toMatchObject({ plan: PLAN, until: "innings", paceMs: 0 });
    expect(timers.length).toBe(1);
    // A click meanwhile plays nothing.
    const midway = store.getSnapshot().actions.length;
    store.dispatch(nextPlay(store.getSnapshot().state) as never);
    expect(store.getSnapshot().actions.length).toBe(midway);
    runTimers();

    const { ahead, stretch, actions, state, events } = store.getSnapshot();
    expect(ahead).toBeNull();
    // The second innings (0 is the first).
    expect(engine.stage(state).innings).toBe(1);
    expect(actions.length - before).toBeGreaterThan(60);
    expect(actions.slice(before).some((a) => a.type === "chooseBowler")).toBe(true);
    // Nothing said ball by ball; the summary once, ending with the innings.
    expect(revealed).toEqual([]);
    expect(said).toEqual([stretch?.summary]);
    const inningsEnd = events.findLast((e) => e.type === "inningsEnd");
    expect(stretch?.summary.endsWith(inningsEnd?.text ?? "?")).toBe(true);
    // Saved as it went: the saved record replays to the same match.
    const saved = JSON.parse(localStorage.getItem(MATCH_KEY) ?? "null");
    expect(saved.actions).toEqual(actions);
    const again = replay(engine, {
      seed: played.seed,
      level: "club",
      rulesVersion: CURRENT_RULES_VERSION,
      actions,
    });
    expect(again.state).toEqual(state);
    // The next ball clicked clears the summary.
    store.dispatch(nextPlay(state) as never);
    expect(store.getSnapshot().stretch).toBeNull();
  });

  it("watched at a pace: a ball a tick, only the highlights said, then the summary", () => {
    const played = toFirstBall("bat", 14, "t20", "club", CURRENT_RULES_VERSION);
    saveClubMatch(played);
    const { store, timers, delays, revealed, said } = quietStore();
    const before = store.getSnapshot().actions.length;
    store.playAhead(PLAN, "over", {}, 1000);
    expect(store.getSnapshot().ahead?.paceMs).toBe(1000);
    let ticks = 0;
    while (timers.length > 0) {
      // One ball between ticks, each tick a second later.
      expect(store.getSnapshot().actions.length - before).toBe(ticks + 1);
      expect(delays[ticks]).toBe(1000);
      timers.shift()?.();
      ticks++;
    }
    const { events, stretch } = store.getSnapshot();
    expect(stretch).not.toBeNull();
    const stretchEvents = events.slice(played.events.length);
    expect(revealed).toEqual(stretchEvents.filter((e) => isHighlight(e)));
    expect(revealed.some((e) => e.type === "overEnd")).toBe(true);
    expect(said).toEqual([stretch?.summary]);
  });

  it("stops at once when asked: what was played stays and is summed up", () => {
    const played = toFirstBall("bat", 12, "t20", "club", CURRENT_RULES_VERSION);
    saveClubMatch(played);
    const { store, runTimers, said } = quietStore();
    const before = store.getSnapshot().actions.length;
    store.playAhead(PLAN, "match");
    const sliced = store.getSnapshot().actions.length;
    expect(sliced).toBeGreaterThan(before);
    store.stopAhead();
    runTimers();
    expect(store.getSnapshot().actions.length).toBe(sliced);
    expect(store.getSnapshot().ahead).toBeNull();
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Played ahead \d+ balls?: /);
  });

  it("waits for the tables a ball reads, as a clicked ball does, then goes on", async () => {
    const played = toFirstBall("bat", 13, "micro", "club", CURRENT_RULES_VERSION);
    saveClubMatch(played);
    let open = false;
    const gates: (() => void)[] = [];
    const { store } = quietStore(() => (open ? null : new Promise<void>((resolve) => gates.push(resolve))));
    const before = store.getSnapshot().actions.length;
    store.playAhead(PLAN, "over");
    expect(store.getSnapshot().actions.length).toBe(before);
    expect(gates).toHaveLength(1);
    open = true;
    gates[0]?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getSnapshot().ahead).toBeNull();
    expect(store.getSnapshot().events.some((e) => e.type === "overEnd" || e.type === "inningsEnd")).toBe(
      true,
    );
  });

  it("plays a plan that follows the coach where the tables are held, stepping each slice here", async () => {
    const played = toFirstBall("bat", 15, "t20", "club", CURRENT_RULES_VERSION);
    saveClubMatch(played);
    // The worker's engine: its own tables, built there.
    const elsewhere = createEngine(catalog);
    const questions: StretchQuestion[] = [];
    const planStretch = (question: StretchQuestion) => {
      questions.push(question);
      return Promise.resolve(planSlice(elsewhere, question));
    };
    const { store, settleStretch, revealed, said } = quietStore(undefined, planStretch);
    const builtBefore = engine.tables.builds;
    const plan = { batting: "coach", bowling: "coach" } as const;
    const start = store.getSnapshot();
    store.playAhead(plan, "innings", { swing: false });
    await settleStretch(20);
    const { ahead, actions, state, stretch } = store.getSnapshot();
    expect(ahead).toBeNull();
    // More than one slice, each asked from where the last left off.
    expect(questions.length).toBeGreaterThan(1);
    expect(questions[1]?.state).not.toBe(questions[0]?.state);
    // The same balls as the stretch played in one go by an engine that holds the tables.
    const whole = playStretch(
      elsewhere,
      start.state,
      plan,
      "innings",
      playAheadRng(15, start.actions.length),
    );
    expect(actions.slice(start.actions.length)).toEqual(whole.actions);
    expect(state).toEqual(whole.state);
    // Nothing was built on the page's engine, and nothing said but the summary.
    expect(engine.tables.builds).toBe(builtBefore);
    expect(revealed).toEqual([]);
    expect(said).toEqual([stretch?.summary]);
  });

  it("stops on a swing of the chance measured from the stretch's start across slices", async () => {
    const played = toFirstBall("bowl", 16, "t20", "club", CURRENT_RULES_VERSION);
    saveClubMatch(played);
    const elsewhere = createEngine(catalog);
    const starts: (number | null | undefined)[] = [];
    const planStretch = (question: StretchQuestion) => {
      starts.push(question.startChance);
      return Promise.resolve(planSlice(elsewhere, { ...question, maxSteps: 5 }));
    };
    const { store, settleStretch } = quietStore(undefined, planStretch);
    const start = store.getSnapshot();
    store.playAhead(PLAN, "match", { swing: true });
    await settleStretch(200);
    expect(store.getSnapshot().ahead).toBeNull();
    const from = elsewhere.winChance(start.state) as number;
    // The first slice measures the start; every later one is given it.
    expect(starts[0]).toBeUndefined();
    expect(starts.length).toBeGreaterThan(1);
    for (const given of starts.slice(1)) expect(given).toBe(from);
    const { state } = store.getSnapshot();
    if (state.result === null) {
      expect(Math.abs((elsewhere.winChance(state) as number) - from)).toBeGreaterThan(0.1);
    }
  });
});
