import { describe, expect, it } from "vitest";
import { catalog } from "../../data/catalog.ts";
import {
  createEngine,
  RATED_RULES_VERSION,
  replay,
  replayTossState,
  replayTablesState,
  simulateMatch,
  tablesKey,
  type MatchState,
} from "../../engine/index.ts";
import { createTablesPreparer } from "./off-thread-tables.ts";

/** A version-2 International micro match of India v Australia at `stadiumId`, played on `page`: its record, end and tables' key. */
function microMatch(page: ReturnType<typeof createEngine>, seed: number, stadiumId: string) {
  const played = simulateMatch(page, seed, "micro", "random", {
    level: "international",
    rulesVersion: RATED_RULES_VERSION,
    teamId: 1,
    opponentId: 2,
    stadiumId,
  });
  const record = {
    seed,
    level: "international",
    rulesVersion: RATED_RULES_VERSION,
    actions: played.actions,
  } as const;
  return { record, state: played.state, key: tablesKey(replayTablesState(page, record) as MatchState) };
}

describe("International tables built on a worker thread", () => {
  it("are adopted once per format, and the replay they serve is the one the page played", async () => {
    const page = createEngine(catalog);
    // Version 1's tables are shared by every match of a length.
    const { state, actions } = simulateMatch(page, 8, "mini", "random", {
      level: "international",
      rulesVersion: 1,
    });
    const server = createEngine(catalog);
    const tables = createTablesPreparer(server);
    const record = { seed: 8, level: "international", actions } as const;
    await Promise.all([tables.prepare(record), tables.prepare(record)]);
    expect(tables.builtOffThread()).toBe(1);
    expect(server.tables.has(tablesKey(state))).toBe(true);
    expect(replay(server, { seed: 8, level: "international", actions }).state).toEqual(state);
    await tables.prepare(record);
    expect(tables.builtOffThread()).toBe(1);
  });

  it("are a match's own from rules version 2, built from its record, one match's held at a time", async () => {
    const page = createEngine(catalog);
    const server = createEngine(catalog);
    const tables = createTablesPreparer(server);
    const match = (seed: number, stadiumId: string) => microMatch(page, seed, stadiumId);
    const first = match(10, "in-wankhede");
    expect(first.key).toContain(`:v${RATED_RULES_VERSION}:`);
    await tables.prepare(first.record);
    expect(tables.builtOffThread()).toBe(1);
    expect(server.tables.has(first.key)).toBe(true);
    expect(replay(server, first.record, false, "playable").state).toEqual(first.state);
    expect(server.tables.builds).toBe(0);
    const second = match(11, "in-eden-gardens");
    await tables.prepare(second.record);
    expect(tables.builtOffThread()).toBe(2);
    expect(server.tables.has(second.key)).toBe(true);
    expect(server.tables.has(first.key)).toBe(false);
    expect(replay(server, second.record, false, "playable").state).toEqual(second.state);
    expect(server.tables.builds).toBe(0);
  });

  it("keeps several matches' own tables within a byte budget, the least recently used let go first", async () => {
    const page = createEngine(catalog);
    const match = (seed: number, stadiumId: string) => microMatch(page, seed, stadiumId);
    const a = match(20, "in-wankhede");
    const b = match(21, "in-eden-gardens");
    const c = match(22, "in-chinnaswamy");
    expect(new Set([a.key, b.key, c.key]).size).toBe(3);

    // Measure one match's tables, then budget for two of them.
    const probe = createEngine(catalog);
    await createTablesPreparer(probe).prepare(a.record);
    const bytes = (() => {
      const data = probe.tables.tablesFor("international", 6, true, RATED_RULES_VERSION).data();
      return data.values.byteLength + data.wins.byteLength;
    })();
    expect(bytes).toBeGreaterThan(0);

    const server = createEngine(catalog);
    const tables = createTablesPreparer(server, { keepBytes: 2.5 * bytes });
    // Two matches a ball each in turn: each built once, both kept.
    for (let i = 0; i < 3; i++) {
      await tables.prepare(a.record);
      await tables.prepare(b.record);
    }
    expect(tables.builtOffThread()).toBe(2);
    expect(server.tables.has(a.key) && server.tables.has(b.key)).toBe(true);
    // A third: the least recently used (a) goes; b, used since, stays.
    await tables.prepare(c.record);
    expect(tables.builtOffThread()).toBe(3);
    expect(server.tables.has(a.key)).toBe(false);
    expect(server.tables.has(b.key) && server.tables.has(c.key)).toBe(true);
    expect(server.tables.builds).toBe(0);

    // Without a budget, one match's at a time: the same turns rebuild every time.
    const single = createEngine(catalog);
    const one = createTablesPreparer(single);
    for (let i = 0; i < 3; i++) {
      await one.prepare(a.record);
      await one.prepare(b.record);
    }
    expect(one.builtOffThread()).toBe(6);
  });

  it("builds nothing for Club and Classic, whose replays need no tables", async () => {
    const engine = createEngine(catalog);
    const tables = createTablesPreparer(engine);
    const { actions } = simulateMatch(engine, 9, "micro", "random", { level: "club" });
    await tables.prepare({ seed: 9, level: "club", actions });
    await tables.prepare({ seed: 9, level: "classic", actions });
    expect(tables.builtOffThread()).toBe(0);
  });

  it("has the worker value a version-2 toss, Club's included, so replaying the call builds nothing here", async () => {
    const page = createEngine(catalog);
    for (const level of ["club", "international"] as const) {
      const server = createEngine(catalog);
      const tables = createTablesPreparer(server);
      // Seeds until the computer has won a toss (the call then reads both orders' values).
      let checked = 0;
      for (let seed = 40; seed < 60 && checked === 0; seed++) {
        const played = simulateMatch(page, seed, "micro", "random", {
          level,
          rulesVersion: RATED_RULES_VERSION,
          teamId: 1,
          opponentId: 2,
          stadiumId: "in-wankhede",
        });
        if (played.state.toss?.winner !== "computer") continue;
        const record = { seed, level, rulesVersion: RATED_RULES_VERSION, actions: played.actions } as const;
        await tables.prepare(record);
        expect(replay(server, record, false, "playable").state).toEqual(played.state);
        expect(server.tables.builds).toBe(0);
        // Club's replay reads no tables: none were adopted for it.
        expect(tables.builtOffThread()).toBe(level === "club" ? 0 : 1);
        checked++;
      }
      expect(checked).toBe(1);
    }
  });

  it("asks no worker for a toss the user won (the coin alone says so), and its replay builds nothing", async () => {
    const page = createEngine(catalog);
    const server = createEngine(catalog);
    const tables = createTablesPreparer(server);
    let seed = 40;
    let played = simulateMatch(page, seed, "micro", "random", {
      level: "club",
      rulesVersion: RATED_RULES_VERSION,
    });
    while (played.state.toss?.winner !== "user")
      played = simulateMatch(page, ++seed, "micro", "random", {
        level: "club",
        rulesVersion: RATED_RULES_VERSION,
      });
    const record = {
      seed,
      level: "club",
      rulesVersion: RATED_RULES_VERSION,
      actions: played.actions,
    } as const;
    await tables.prepare(record);
    const atToss = replayTossState(server, record);
    expect(atToss).not.toBeNull();
    // Not fetched, since the call never reads them.
    expect(server.tossValuesMissing(atToss as NonNullable<typeof atToss>)).toBe(true);
    expect(replay(server, record, false, "playable").state).toEqual(played.state);
    expect(server.tables.builds).toBe(0);
  });
});
