/**
 * The referee of ranked matches against the computer: the server holds each match (its seed and
 * every action), plays the member's actions through the engine in turn, and shows the page only
 * the public view (the state with its generator and seed blanked) until the match is over.
 * No I/O of its own: the ranked repository, the tables preparer and the archive's keep are
 * passed in.
 */
import {
  type Action,
  CURRENT_RULES_VERSION,
  type Engine,
  type MatchEvent,
  type MatchRecord,
  type MatchState,
  type OpponentLevel,
  replay,
  type Seed,
  type StretchStop,
} from "../../engine/index.ts";
import {
  RANKED_ENDINGS,
  type RankedEnding,
  type RankedErrorCode,
  type RankedView,
} from "../../shared/ranked-types.ts";
import type { RankedRepository, RankedRow } from "../db/ranked-repository.ts";
import type { TablesRecord } from "../win-tables/off-thread-tables.ts";
import { createEventLog } from "../referee/match-events.ts";
import {
  freeSeed,
  isFinished,
  newId,
  playSetup,
  publicState,
  serialQueue,
  setupParser,
} from "../referee/common.ts";
import { matchCache } from "../referee/match-cache.ts";
import { type Outcome, outcomeOf } from "../referee/rating.ts";
import { inPlay, type PlayAheadRequest, playRankedStretch } from "./ranked-play-ahead.ts";

/** A ranked match as the page sees it. */
export type View = RankedView<MatchState, Action>;

/** The level every ranked match is played at. */
export const RANKED_LEVEL: OpponentLevel = "international";

/** How many matches' latest states one process keeps in memory. */
export const DEFAULT_CACHE_SIZE = 256;

/** An answer to a message: the match now and the events since `from`. */
export interface Answer {
  readonly ok: true;
  readonly view: View;
  readonly from: number;
  readonly events: readonly MatchEvent[];
}

/** A message refused: nothing changed. */
export interface Refusal {
  readonly ok: false;
  readonly code: RankedErrorCode;
  readonly message: string;
}

export interface RefereeDeps {
  readonly engine: Engine;
  /** Puts a match's win tables in the engine (off the main thread) before it is stepped. */
  readonly tables: { prepare(record: TablesRecord): Promise<void> };
  readonly ranked: RankedRepository;
  /** Keeps a finished match in the member's archive; answers its id there. */
  readonly keep: (userId: string, record: MatchRecord, finished: MatchState) => Promise<number>;
  /**
   * Counts a finished match on the member's rating, once (ADR 0018): a match rated already is
   * left as it is.
   */
  readonly rate: (row: RankedRow, outcome: Outcome) => Promise<void>;
  /**
   * Whether the member's archive already has a match of this seed (the archive keeps one match
   * per seed, so a ranked match must not share one).
   */
  readonly seedTaken: (userId: string, seed: Seed) => Promise<boolean>;
  readonly cacheSize?: number;
}

export interface Referee {
  /** The setup actions of a `CreateRankedRequest`, or what is wrong with it, in words. */
  setupOf(
    body: unknown,
  ):
    | { readonly ok: true; readonly setup: readonly Action[] }
    | { readonly ok: false; readonly message: string };
  /**
   * A new match of the member, its setup (from {@link Referee.setupOf}) played by the server;
   * null when the member has an unfinished ranked match (one at a time, ADR 0018).
   */
  create(userId: string, setup: readonly Action[]): Promise<View | null>;
  /** Ends the member's unfinished match as abandoned, rated as a loss (ADR 0018). */
  abandon(userId: string, id: string): Promise<{ readonly ok: true; readonly view: View } | Refusal>;
  /**
   * Ends as idle, each rated as a loss, the unfinished matches with no action since `before`
   * (ADR 0018); answers how many this call ended (another process may end some first).
   */
  endIdle(before: Date): Promise<number>;
  /** The member's match now; null when there is none of theirs with this id. */
  view(userId: string, id: string): Promise<View | null>;
  /** The member's unfinished matches, newest first. */
  unfinished(userId: string): Promise<View[]>;
  /** The match now, with the events of the actions after the first `seen`. */
  follow(userId: string, id: string, seen: number): Promise<Answer | Refusal>;
  /** Plays `action` as the match's `seq`-th, once and in turn; stored before it is answered. */
  act(userId: string, id: string, seq: number, action: Action): Promise<Answer | Refusal>;
  /**
   * Plays ahead with the member's plan from the match's `seq`-th action (ADR 0030): each action
   * played is stored, all together, before it is answered, under the rules of {@link Referee.act}.
   */
  playAhead(userId: string, id: string, request: PlayAheadRequest): Promise<AheadAnswer | Refusal>;
}

/** A stretch played ahead: the answer to its request (see `RankedPlayAheadResponse`). */
export interface AheadAnswer extends Answer {
  readonly done: boolean;
  readonly stop: StretchStop | null;
  readonly startChance: number | null;
}

/** The latest state of a match and the actions that made it. */
interface Entry {
  readonly actions: readonly Action[];
  readonly state: MatchState;
}

/** The state as the page may see it (shared with the live referee). */
export { publicState };

function recordOf(row: RankedRow, actions: readonly Action[]): MatchRecord {
  return { seed: row.seed, level: row.level as OpponentLevel, rulesVersion: row.rulesVersion, actions };
}

/** How many idle matches one sweep ends at most (the next sweep takes the rest). */
const IDLE_PER_SWEEP = 100;

/** Why a match that ended without being played out takes no more actions. */
function endedMessage(endedBy: RankedEnding | null): string {
  return endedBy === null ? "This ranked match is over" : RANKED_ENDINGS[endedBy];
}

export function createReferee({
  engine,
  tables,
  ranked,
  keep,
  rate,
  seedTaken,
  cacheSize = DEFAULT_CACHE_SIZE,
}: RefereeDeps): Referee {
  const setupOf = setupParser(engine, RANKED_LEVEL);
  /** Latest state per match id, least recently used first. */
  const cache = matchCache<Entry>(cacheSize);
  /** One message at a time per match in this process. */
  const serially = serialQueue();
  /** The events of the matches followed lately, each action's once. */
  const followed = createEventLog(engine);

  const remember = cache.remember;
  const finished = (state: MatchState) => isFinished(engine, state);

  /**
   * Keeps a finished match in the archive and marks it finished, then counts it on the member's
   * rating (each step once, and idempotent: a step done already is skipped).
   */
  const finish = async (row: RankedRow, entry: Entry): Promise<RankedRow> => {
    // Ended without being played out (abandoned, idle, closed): counted as that, or not at all.
    if (row.endedBy !== null) return row;
    let stored = row;
    if (stored.keptId === null) {
      const keptId = await keep(row.userId, recordOf(row, entry.actions), entry.state);
      const at = new Date();
      await ranked.finish(row.id, keptId, at);
      // Another process may have finished it first: what is stored is the answer.
      stored = (await ranked.find(row.id)) ?? { ...row, finishedAt: at, keptId };
    }
    if (stored.ratedAt === null) {
      await rate(stored, outcomeOf(entry.state));
      stored = (await ranked.find(row.id)) ?? stored;
    }
    return stored;
  };

  /**
   * The match and its latest state: from the cache, brought up to date with whatever actions
   * were stored since (by this process or another one); replayed when not cached. A match
   * finished in its actions but not yet kept or not yet rated (a process stopped in between)
   * is kept and rated now.
   */
  const load = async (id: string): Promise<{ row: RankedRow; entry: Entry } | null> => {
    let row = await ranked.find(id);
    if (!row) return null;
    const cached = cache.get(id);
    const texts = await ranked.actionsFrom(id, cached?.actions.length ?? 0);
    let entry = cached;
    if (entry === undefined || texts.length > 0) {
      const added = texts.map((text) => JSON.parse(text) as Action);
      const actions = [...(entry?.actions ?? []), ...added];
      await tables.prepare(recordOf(row, actions));
      let state: MatchState;
      if (entry === undefined) {
        const replayed = replay(engine, recordOf(row, actions));
        if (replayed.refusedAt !== null) {
          throw new Error(`ranked match ${id} does not replay at action ${replayed.refusedAt}`);
        }
        state = replayed.state;
      } else {
        state = entry.state;
        for (const action of added) {
          const result = engine.step(state, action);
          if (!result.ok) throw new Error(`ranked match ${id} refuses a stored action`);
          state = result.state;
        }
      }
      entry = { actions, state };
    }
    remember(id, entry);
    if ((row.keptId === null || row.ratedAt === null) && finished(entry.state)) {
      row = await finish(row, entry);
    }
    return { row, entry };
  };

  const viewOf = (row: RankedRow, entry: Entry): View => ({
    id: row.id,
    seq: entry.actions.length,
    state: publicState(entry.state),
    ended: row.endedBy,
    reveal:
      row.keptId !== null && finished(entry.state)
        ? {
            seed: row.seed,
            rulesVersion: row.rulesVersion,
            actions: entry.actions,
            keptId: row.keptId,
          }
        : null,
  });

  const refusal = (code: RankedErrorCode, message: string): Refusal => ({ ok: false, code, message });
  const notFound = () => refusal("not_found", "No such ranked match");

  /** Why an action cannot be the match's `seq`-th now (the match ended, or `seq` is not next); null when it can. */
  const notInTurn = (row: RankedRow, entry: Entry, seq: number): Refusal | null => {
    if (row.endedBy !== null) return refusal("refused", endedMessage(row.endedBy));
    const next = entry.actions.length;
    if (seq === next) return null;
    return refusal(
      "out_of_turn",
      seq < next
        ? `Action ${seq} of this match was played already: the next is ${next}`
        : `Action ${seq} is ahead of this match: the next is ${next}`,
    );
  };

  const loadOwn = async (userId: string, id: string) => {
    const loaded = await load(id);
    return loaded !== null && loaded.row.userId === userId ? loaded : null;
  };

  const view = (userId: string, id: string): Promise<View | null> =>
    serially(id, async () => {
      const loaded = await loadOwn(userId, id);
      return loaded === null ? null : viewOf(loaded.row, loaded.entry);
    });

  return {
    setupOf,

    async create(userId, setup) {
      const seed = await freeSeed(userId, seedTaken);
      const state = playSetup(engine, seed, RANKED_LEVEL, setup, "ranked");
      const row: RankedRow = {
        id: newId(),
        userId,
        seed,
        level: RANKED_LEVEL,
        rulesVersion: CURRENT_RULES_VERSION,
        createdAt: new Date(),
        finishedAt: null,
        keptId: null,
        ratedAt: null,
        endedBy: null,
      };
      if (!(await ranked.create({ ...row, actions: setup.map((action) => JSON.stringify(action)) })))
        return null;
      const entry = { actions: setup, state };
      remember(row.id, entry);
      return viewOf(row, entry);
    },

    view,

    abandon: (userId, id) =>
      serially(id, async () => {
        const loaded = await loadOwn(userId, id);
        if (loaded === null) return notFound();
        const { row, entry } = loaded;
        if (row.finishedAt !== null) return refusal("refused", endedMessage(row.endedBy));
        if (!(await ranked.end(id, "abandoned", new Date()))) {
          return refusal("refused", "This ranked match has ended already");
        }
        const ended = (await ranked.find(id)) ?? row;
        await rate(ended, "lost");
        return { ok: true as const, view: viewOf((await ranked.find(id)) ?? ended, entry) };
      }),

    async endIdle(before) {
      let count = 0;
      for (const row of await ranked.idleSince(before, IDLE_PER_SWEEP)) {
        await serially(row.id, async () => {
          // A match whose last action finished it (a process stopped before keeping it) is
          // kept and rated by its result as it loads, not ended as idle.
          const loaded = await load(row.id);
          if (loaded === null || loaded.row.finishedAt !== null) return;
          // Ended once, by whichever process's update finds it unfinished and still quiet.
          if (!(await ranked.end(row.id, "idle", new Date(), before))) return;
          count++;
          await rate((await ranked.find(row.id)) ?? row, "lost");
        });
      }
      return count;
    },

    async unfinished(userId) {
      const rows = await ranked.unfinished(userId);
      const views: View[] = [];
      for (const row of rows) {
        const one = await view(userId, row.id);
        if (one !== null && one.reveal === null) views.push(one);
      }
      return views;
    },

    follow: (userId, id, seen) =>
      serially(id, async (): Promise<Answer | Refusal> => {
        const loaded = await loadOwn(userId, id);
        if (loaded === null) return notFound();
        const { row, entry } = loaded;
        const seq = entry.actions.length;
        if (seen > seq) {
          return refusal("out_of_turn", `This match has ${seq} actions: ${seen} cannot have been seen`);
        }
        // From the events held (a flood of follows from the start replays nothing).
        const events = followed.since(id, recordOf(row, entry.actions), seen);
        return { ok: true, view: viewOf(row, entry), from: seen, events };
      }),

    act: (userId, id, seq, action) =>
      serially(id, async (): Promise<Answer | Refusal> => {
        const loaded = await loadOwn(userId, id);
        if (loaded === null) return notFound();
        const { row, entry } = loaded;
        const turn = notInTurn(row, entry, seq);
        if (turn !== null) return turn;
        // The server played the setup; Back would undo it.
        if (action.type === "back") return refusal("refused", "A ranked match's setup cannot be changed");
        if (!engine.allows(entry.state, action)) {
          // A refused step plays nothing (and reads no tables): it only says why.
          const result = engine.step(entry.state, action);
          return refusal("refused", result.ok ? "The action is not allowed now" : result.error.message);
        }
        const actions = [...entry.actions, action];
        await tables.prepare(recordOf(row, actions));
        const result = engine.step(entry.state, action);
        if (!result.ok) return refusal("refused", result.error.message);
        // Stored before it is answered: what the page is told happened has happened.
        if (!(await ranked.insertAction(id, seq, JSON.stringify(action), new Date()))) {
          cache.delete(id);
          return refusal("out_of_turn", `Action ${seq} of this match was played already`);
        }
        const after: Entry = { actions, state: result.state };
        remember(id, after);
        const stored = finished(after.state) ? await finish(row, after) : row;
        return { ok: true, view: viewOf(stored, after), from: seq, events: result.events };
      }),

    playAhead: (userId, id, request) =>
      serially(id, async (): Promise<AheadAnswer | Refusal> => {
        const loaded = await loadOwn(userId, id);
        if (loaded === null) return notFound();
        const { row, entry } = loaded;
        const seq = request.seq;
        const turn = notInTurn(row, entry, seq);
        if (turn !== null) return turn;
        if (!inPlay(engine, entry.state)) {
          return refusal("refused", "Play ahead is for an innings in play: make this choice yourself");
        }
        // The tables are the match's own, set once its sides are: one preparation serves the stretch.
        await tables.prepare(recordOf(row, entry.actions));
        const { stretch, done } = playRankedStretch(engine, row.seed, seq, entry.state, request);
        const texts = stretch.actions.map((action) => JSON.stringify(action));
        // Stored, all of them, before they are answered: as if each had been sent in turn.
        if (!(await ranked.insertActions(id, seq, texts, new Date()))) {
          cache.delete(id);
          return refusal("out_of_turn", `Action ${seq} of this match was played already`);
        }
        const after: Entry = { actions: [...entry.actions, ...stretch.actions], state: stretch.state };
        remember(id, after);
        const stored = finished(after.state) ? await finish(row, after) : row;
        const view = viewOf(stored, after);
        const { stop, startChance } = stretch;
        return { ok: true, view, from: seq, events: stretch.events, done, stop, startChance };
      }),
  };
}
