import { describe, expect, it } from "vitest";
import { type MatchEvent, type MatchRecord, type MatchState, replay } from "../../engine/index.ts";
import type { NewRanked, RankedRepository, RankedRow } from "../db/ranked-repository.ts";
import { type Outcome, outcomeOf } from "../referee/rating.ts";
import { type Answer, createReferee, type Refusal, type View } from "./referee.ts";
import { firstChoice } from "../test-support/first-choice.ts";
import { engine, countingSteps } from "../test-support/test-engine.ts";

/** This member calls money and bowls first when the toss is theirs. */
const BOWL_FIRST = { call: 1, choice: "bowl" } as const;
const SETUP = {
  format: "micro",
  teamId: 1,
  opponentId: 2,
  stadiumId: engine.stadiumsFor(1)[0]?.id ?? "",
};

/** The ranked tables in memory, one store shared by as many referees ("processes") as asked. */
function memoryStore() {
  const matches = new Map<string, RankedRow>();
  const actions = new Map<string, string[]>();
  const repository: RankedRepository = {
    async create(match: NewRanked) {
      const { actions: first, ...row } = match;
      if ([...matches.values()].some((m) => m.userId === match.userId && m.finishedAt === null)) return false;
      matches.set(match.id, { ...row, finishedAt: null, keptId: null, ratedAt: null, endedBy: null });
      actions.set(match.id, [...first]);
      return true;
    },
    find: async (id) => matches.get(id),
    actionsFrom: async (id, from) => (actions.get(id) ?? []).slice(from),
    async insertAction(id, seq, action) {
      const list = actions.get(id) ?? [];
      if (list.length !== seq) return false;
      list.push(action);
      return true;
    },
    async insertActions(id, from, added) {
      const list = actions.get(id) ?? [];
      if (list.length !== from) return false;
      list.push(...added);
      return true;
    },
    async finish(id, keptId, at) {
      const row = matches.get(id);
      if (row && row.finishedAt === null) matches.set(id, { ...row, finishedAt: at, keptId });
    },
    unfinished: async (userId) =>
      [...matches.values()].filter((m) => m.userId === userId && m.finishedAt === null).reverse(),
    countUnfinished: async (userId) =>
      [...matches.values()].filter((m) => m.userId === userId && m.finishedAt === null).length,
    async end(id, endedBy, at) {
      const row = matches.get(id);
      if (!row || row.finishedAt !== null) return false;
      matches.set(id, { ...row, finishedAt: at, endedBy });
      return true;
    },
    idleSince: async () => [],
  };
  /** Each rating the referee asked for: the match and the member's outcome. */
  const rated: { id: string; outcome: Outcome }[] = [];
  const rate = async (row: RankedRow, outcome: Outcome) => {
    const stored = matches.get(row.id);
    if (!stored || stored.ratedAt !== null) return;
    matches.set(row.id, { ...stored, ratedAt: new Date() });
    rated.push({ id: row.id, outcome });
  };
  return { repository, actions, rate, rated };
}

function referee(store: ReturnType<typeof memoryStore>, keep = async () => 7, cacheSize = 8) {
  return createReferee({
    engine,
    // The engine builds what it lacks itself; a Micro match's tables are small.
    tables: { prepare: async () => undefined },
    ranked: store.repository,
    keep: (_userId: string, _record: MatchRecord, _finished: MatchState) => keep(),
    rate: store.rate,
    seedTaken: async () => false,
    cacheSize,
  });
}

function answered(result: Answer | Refusal): Answer {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.message}`);
  return result;
}

async function create(ref: ReturnType<typeof referee>, userId = "u1"): Promise<View> {
  const setup = ref.setupOf(SETUP);
  if (!setup.ok) throw new Error(setup.message);
  const view = await ref.create(userId, setup.setup);
  if (view === null) throw new Error(`${userId} has a ranked match on already`);
  return view;
}

/** Plays a new match of "u1" until an action throws (a store that fails); answers the last view answered. */
async function playUntilItThrows(ref: ReturnType<typeof referee>): Promise<View> {
  let view = await create(ref);
  for (;;) {
    try {
      view = answered(
        await ref.act("u1", view.id, view.seq, firstChoice(engine, view.state, BOWL_FIRST)),
      ).view;
    } catch {
      return view;
    }
  }
}

describe("the ranked referee", () => {
  it("says what is wrong with a setup in words", () => {
    const ref = referee(memoryStore());
    const messageOf = (body: unknown) => {
      const setup = ref.setupOf(body);
      return setup.ok ? null : setup.message;
    };
    expect(messageOf({ ...SETUP, format: "x" })).toMatch(/^format must be one of /);
    expect(messageOf({ ...SETUP, opponentId: 1 })).toBe(
      "Your team and the opponent must be different countries",
    );
    expect(messageOf({ ...SETUP, stadiumId: 3 })).toBe("stadiumId must be a ground's id");
    expect(messageOf(null)).toMatch(/must be an object/);
    expect(messageOf(SETUP)).toBeNull();
  });

  it("keeps a match whose last action was stored but not kept, the next time it is loaded", async () => {
    const store = memoryStore();
    let failing = true;
    const ref = referee(store, async () => {
      if (failing) throw new Error("the process stopped");
      return 42;
    });
    const view = await playUntilItThrows(ref);
    const stored = store.actions.get(view.id) ?? [];
    failing = false;
    const after = await ref.view("u1", view.id);
    expect(after?.seq).toBe(stored.length);
    expect(after?.reveal?.keptId).toBe(42);
    expect(after?.reveal?.actions).toEqual(stored.map((text) => JSON.parse(text)));
    const replayed = replay(engine, {
      seed: after?.reveal?.seed ?? 0,
      level: "international",
      rulesVersion: after?.reveal?.rulesVersion ?? 0,
      actions: after?.reveal?.actions ?? [],
    });
    expect(engine.stage(replayed.state).name).toBe("finished");
    expect(store.rated).toEqual([{ id: view.id, outcome: outcomeOf(replayed.state) }]);
  });

  it("rates a match kept but not rated (a rating that failed) the next time it is loaded, and once", async () => {
    const store = memoryStore();
    const rate = store.rate;
    let failing = true;
    store.rate = async (row, outcome) => {
      if (failing) throw new Error("the process stopped");
      return rate(row, outcome);
    };
    const ref = referee(store);
    const view = await playUntilItThrows(ref);
    expect(store.rated).toEqual([]);
    failing = false;
    const after = await ref.view("u1", view.id);
    expect(after?.reveal?.keptId).toBe(7);
    expect(store.rated).toHaveLength(1);
    expect(store.rated[0]?.id).toBe(view.id);
    await ref.view("u1", view.id);
    await ref.follow("u1", view.id, 0);
    expect(store.rated).toHaveLength(1);
  });

  it("holds one unfinished match a member; abandoning it rates a loss once and ends its play", async () => {
    const store = memoryStore();
    const ref = referee(store);
    const view = await create(ref);
    const setup = ref.setupOf(SETUP);
    if (!setup.ok) throw new Error(setup.message);
    expect(await ref.create("u1", setup.setup)).toBeNull();
    expect(await ref.abandon("u2", view.id)).toMatchObject({ ok: false, code: "not_found" });
    const abandoned = await ref.abandon("u1", view.id);
    if (!abandoned.ok) throw new Error(abandoned.message);
    expect(abandoned.view.ended).toBe("abandoned");
    expect(abandoned.view.reveal).toBeNull();
    expect(store.rated).toEqual([{ id: view.id, outcome: "lost" }]);
    expect(await ref.abandon("u1", view.id)).toMatchObject({ ok: false, code: "refused" });
    const late = await ref.act("u1", view.id, view.seq, firstChoice(engine, view.state, BOWL_FIRST));
    expect(late).toMatchObject({ ok: false, code: "refused", message: expect.stringMatching(/abandoned/) });
    expect(store.rated).toHaveLength(1);
    expect(await ref.unfinished("u1")).toEqual([]);
    // The member may start another now.
    expect((await create(ref)).id).not.toBe(view.id);
  });

  it("plays two matches in turn through a cache of one, and a second process sees the first's actions", async () => {
    const store = memoryStore();
    const first = referee(store, undefined, 1);
    const second = referee(store, undefined, 1);
    let a = await create(first);
    let b = await create(first, "u3");
    for (let i = 0; i < 4; i++) {
      a = answered(await first.act("u1", a.id, a.seq, firstChoice(engine, a.state, BOWL_FIRST))).view;
      b = answered(await first.act("u3", b.id, b.seq, firstChoice(engine, b.state, BOWL_FIRST))).view;
    }
    const seen = answered(await second.follow("u1", a.id, 5));
    expect(seen.view).toEqual(a);
    a = answered(await second.act("u1", a.id, a.seq, firstChoice(engine, a.state, BOWL_FIRST))).view;
    const stale = await first.act("u1", a.id, a.seq - 1, firstChoice(engine, a.state, BOWL_FIRST));
    expect(stale).toMatchObject({ ok: false, code: "out_of_turn" });
    expect((await first.view("u1", a.id))?.seq).toBe(a.seq);
    expect(await first.view("u2", a.id)).toBeNull();
    expect(await first.follow("u2", a.id, 0)).toMatchObject({ ok: false, code: "not_found" });
  });

  it("answers a follow from any point from the match it holds, stepping no action twice", async () => {
    const store = memoryStore();
    const counted = countingSteps();
    const ref = createReferee({
      engine: counted.engine,
      tables: { prepare: async () => undefined },
      ranked: store.repository,
      keep: async () => 7,
      rate: store.rate,
      seedTaken: async () => false,
    });
    let view = await create(ref);
    const start = view.seq;
    /** The events of each action, as its act was answered. */
    const played: MatchEvent[][] = [];
    while (view.seq < start + 16 && engine.stage(view.state).name !== "finished") {
      const answer = answered(
        await ref.act("u1", view.id, view.seq, firstChoice(engine, view.state, BOWL_FIRST)),
      );
      played.push([...answer.events]);
      view = answer.view;
    }
    counted.reset();
    const follows = 10;
    for (let i = 0; i < follows; i++) {
      const followed = answered(await ref.follow("u1", view.id, 0));
      expect(followed.from).toBe(0);
      expect(followed.events).toEqual(played.flat());
    }
    for (let seen = start; seen <= view.seq; seen++) {
      expect(answered(await ref.follow("u1", view.id, seen)).events).toEqual(
        played.slice(seen - start).flat(),
      );
    }
    // Once through the match at most (what it held may have been let go), not once a follow.
    expect(counted.steps()).toBeLessThanOrEqual(view.seq);
  });
});
