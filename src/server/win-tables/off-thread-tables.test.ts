import { describe, expect, it } from "vitest";
import { catalog } from "../../data/catalog.ts";
import { createEngine, replay, simulateMatch, tablesKey } from "../../engine/index.ts";
import { createTablesPreparer } from "./off-thread-tables.ts";

describe("International tables built on a worker thread", () => {
  it("are adopted once per format, and the replay they serve is the one the page played", async () => {
    const page = createEngine(catalog);
    const { state, actions } = simulateMatch(page, 8, "mini", "random", { level: "international" });
    const server = createEngine(catalog);
    const tables = createTablesPreparer(server);
    await Promise.all([tables.prepare("international", actions), tables.prepare("international", actions)]);
    expect(tables.builtOffThread()).toBe(1);
    expect(server.tables.has(tablesKey(state))).toBe(true);
    expect(replay(server, { seed: 8, level: "international", actions }).state).toEqual(state);
    await tables.prepare("international", actions);
    expect(tables.builtOffThread()).toBe(1);
  });

  it("builds nothing for Club and Classic, whose replays need no tables", async () => {
    const engine = createEngine(catalog);
    const tables = createTablesPreparer(engine);
    const { actions } = simulateMatch(engine, 9, "micro", "random", { level: "club" });
    await tables.prepare("club", actions);
    await tables.prepare("classic", actions);
    expect(tables.builtOffThread()).toBe(0);
  });
});
