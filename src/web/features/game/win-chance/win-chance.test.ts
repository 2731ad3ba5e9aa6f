import { describe, expect, it } from "vitest";
import { catalog } from "../../../../data/catalog.ts";
import { createEngine, PLAYABLE_RULES_VERSIONS, simulateMatch, tablesKey } from "../../../../engine/index.ts";
import { answer, chanceSeries, type WinChanceAnswer, type WinChanceRequest } from "./win-chance-answers.ts";
import { WinChanceClient, type WinChancePort } from "./win-chance-client.ts";

const engine = createEngine(catalog);

/** The worker's own answering code, run in this thread; answers arrive later, in any order we choose. */
function inThreadPort(): WinChancePort & { flush(order?: "fifo" | "lifo"): void } {
  const queue: WinChanceRequest[] = [];
  let listener: ((a: WinChanceAnswer) => void) | null = null;
  return {
    post: (request) => queue.push(request),
    onAnswer: (l) => {
      listener = l;
    },
    flush(order = "fifo") {
      const pending = order === "fifo" ? queue.splice(0) : queue.splice(0).reverse();
      for (const request of pending) listener?.(answer(engine, request));
    },
  };
}

describe("the chance after every ball", () => {
  it("starts at the first ball, has one point per ball, and ends at 1 or 0 with the result", () => {
    const { state, actions, balls } = simulateMatch(engine, 42, "mini", "random", { level: "club" });
    const points = chanceSeries(engine, {
      seed: 42,
      level: "club",
      rulesVersion: state.rulesVersion,
      actions,
    });
    expect(points).toHaveLength(balls + 1);
    expect(points[0]?.ball).toBe(0);
    expect(points.every((p) => p.chance >= 0 && p.chance <= 1)).toBe(true);
    expect(points.map((p) => p.ball)).toEqual(points.map((_, i) => i));
    // One point per delivery: a wide or a no-ball (rules version 2) is one too.
    const first = state.innings[0]?.ballLog.length ?? 0;
    expect(points.filter((p) => p.innings === 1)).toHaveLength(first + 1);
    expect(points.at(-1)?.chance).toBe(state.result?.winnerTeamId === state.teamId ? 1 : 0);
  });

  it("replays at the match's rules version: none named is version 1, an unknown one gives no points", () => {
    const { actions } = simulateMatch(engine, 43, "micro", "random", { level: "club" });
    const unversioned = chanceSeries(engine, { seed: 43, level: "club", actions });
    expect(unversioned.length).toBeGreaterThan(1);
    expect(chanceSeries(engine, { seed: 43, level: "club", rulesVersion: 1, actions })).toEqual(unversioned);
    const unknown = Math.max(...PLAYABLE_RULES_VERSIONS) + 1;
    expect(chanceSeries(engine, { seed: 43, level: "club", rulesVersion: unknown, actions })).toEqual([]);
  });
});

describe("WinChanceClient", () => {
  it("keeps only the newest question's answer and starts the worker on the first question", () => {
    const port = inThreadPort();
    let started = 0;
    const client = new WinChanceClient(() => {
      started++;
      return port;
    });
    expect(started).toBe(0);
    const { actions } = simulateMatch(engine, 7, "micro", "random", { level: "international" });
    const states = [] as ReturnType<typeof engine.createMatch>[];
    let state = engine.createMatch(7, "international");
    for (const action of actions) {
      const result = engine.step(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      if (engine.stage(state).innings !== null) states.push(state);
    }
    const [early, later] = [states[0]!, states[3]!];
    client.ask(early);
    client.ask(later);
    expect(started).toBe(1);
    let notified = 0;
    client.subscribe(() => notified++);
    // The older answer arrives last: it must not replace the newer one.
    port.flush("lifo");
    expect(notified).toBe(1);
    expect(client.get()?.state).toBe(later);
    expect(client.get()?.chance).toBe(engine.winChance(later));
    expect(client.get()?.coach).toHaveLength(3);
  });

  it("shows nothing where the browser has no worker", async () => {
    const client = new WinChanceClient(() => null);
    client.ask(engine.createMatch(1, "club"));
    expect(client.get()).toBeNull();
    await expect(client.chanceSeries({ seed: 1, actions: [] })).resolves.toEqual([]);
  });
});

describe("tables for the page's engine", () => {
  it("are built by the worker once per match length and adopted by the page", () => {
    const port = inThreadPort();
    const page = createEngine(catalog);
    let adopted = 0;
    const client = new WinChanceClient(
      () => port,
      (data) => {
        adopted++;
        page.tables.adopt(data);
      },
    );
    // Version 1's tables are the format's, shared by every match of a length.
    const atFormat = page.createMatch(5, "international", 1);
    client.prepareTables(atFormat);
    expect(adopted).toBe(0);
    const chosen = page.step(atFormat, { type: "chooseFormat", format: "micro" });
    if (!chosen.ok) throw new Error(chosen.error.message);
    client.prepareTables(chosen.state);
    client.prepareTables(chosen.state);
    port.flush();
    expect(adopted).toBe(1);
    expect(page.tables.has(tablesKey(chosen.state))).toBe(true);
    client.prepareTables(page.createMatch(6, "club"));
    port.flush();
    expect(adopted).toBe(1);
  });
});
