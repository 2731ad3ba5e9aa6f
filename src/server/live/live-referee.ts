/**
 * The referee of live matches between two members (ADR 0019): the server holds each match (its
 * seed, every action, each ball's hidden choices), lets each member act only in their turn,
 * plays a ball once both styles are in (or the clock has run out), and ends a match when the
 * engine says it is over or an absent side forfeits. No I/O of its own: the live repository,
 * the tables preparer, the archive's keep, the rating and the notifier are passed in.
 */
import {
  type Action,
  BATTING_STYLES,
  BOWLING_STYLES,
  CURRENT_RULES_VERSION,
  type Engine,
  type MatchEvent,
  type MatchRecord,
  type MatchState,
  type OpponentLevel,
  replay,
  turnOf,
  type Seed,
} from "../../engine/index.ts";
import {
  INVITE_ALPHABET,
  INVITE_CODE_LENGTH,
  type InvitePreview,
  LIVE_TIMING,
  type LiveClock,
  type LiveErrorCode,
  type LiveView,
} from "../../shared/live-types.ts";
import { randomInt } from "node:crypto";
import type { KeptSide } from "../../shared/api-types.ts";
import type { LiveRepository, LiveRow, Side, StoredAction } from "../db/live-repository.ts";
import { outcomeOf } from "../ranked/referee.ts";
import { scoreOf } from "../ranked/rating.ts";
import {
  newId,
  newSeed,
  publicState,
  concurrencyLimit,
  serialQueue,
  setupParser,
  type SetupResult,
} from "../shared/referee-common.ts";
import type { TablesRecord } from "../win-tables/off-thread-tables.ts";
import {
  absenceDue,
  absentForfeit,
  otherSide as other,
  playerOf,
  type Presence,
  presenceKeeper,
} from "./live-presence.ts";
import { NO_RUN_OUTS, playCounting, type RunOuts, runOutsAfter, stalled } from "./live-stalling.ts";
import { createEventLog } from "../shared/match-events.ts";

export type View = LiveView<MatchState, Action>;

/** The level every live match is played at: the engine's side for a second person. */
export const LIVE_LEVEL: OpponentLevel = "friend";

/** The clocks and absence rules, and how presence is kept (tests shorten them all). */
export interface LiveTiming {
  readonly choiceMs: number;
  readonly decisionMs: number;
  readonly warnAfterMs: number;
  readonly forfeitAfterMs: number;
  /** How often a process refreshes its presence rows... */
  readonly presenceRefreshMs: number;
  /** ...and how old a row may be before its process is taken to be gone. */
  readonly presenceStaleMs: number;
}

export const DEFAULT_LIVE_TIMING: LiveTiming = {
  ...LIVE_TIMING,
  presenceRefreshMs: 10_000,
  presenceStaleMs: 35_000,
};

/**
 * What changed in a match, as the bus carries it. An action and a choice carry what they are
 * (`action <seq> <at> <timedOut|-> <json>`, `choice <seq> <side> <style>`, the choice followed
 * by ` seen` when the process that stored it had found the other side's and plays the ball), so
 * a process that holds the match applies them without reading it again; the others make it
 * read again.
 */
export type LiveChange =
  | `action ${number} ${number} ${string} ${string}`
  | `choice ${number} ${Side} ${string}`
  | `choice ${number} ${Side} ${string} seen`
  | "presence"
  | "status"
  | `reaction:${Side}:${number}`;

export interface Answer {
  readonly ok: true;
  readonly view: View;
  readonly from: number;
  readonly events: readonly MatchEvent[];
  readonly notice: string | null;
}

export interface Refusal {
  readonly ok: false;
  readonly code: LiveErrorCode;
  readonly message: string;
}

export type Done = { readonly ok: true } | Refusal;

export type AcceptResult =
  | { readonly ok: true; readonly view: View }
  | { readonly ok: false; readonly status: 404 | 409; readonly message: string };

export interface LiveRefereeDeps {
  readonly engine: Engine;
  readonly tables: { prepare(record: TablesRecord): Promise<void> };
  readonly live: LiveRepository;
  /**
   * Keeps a finished match in a member's archive from their side of it (the host's "user", the
   * guest's "friend"); answers its id there.
   */
  readonly keep: (
    userId: string,
    record: MatchRecord,
    finished: MatchState,
    side: KeptSide,
  ) => Promise<number>;
  /** Counts a finished or forfeited match on the head-to-head ladder, once. */
  readonly rate: (row: LiveRow, hostScore: 1 | 0.5 | 0) => Promise<void>;
  /** Whether the member's archive has a match of this seed already. */
  readonly seedTaken: (userId: string, seed: Seed) => Promise<boolean>;
  /** Tells every process (this one too) that the match changed. */
  readonly notify: (id: string, change: LiveChange) => Promise<void>;
  /** This process's name in the presence rows. */
  readonly process: string;
  /**
   * The processes alive now (this one among them): the presence rows of any other are dropped.
   * Only this one unless given.
   */
  readonly alive?: () => Promise<readonly string[]>;
  readonly timing?: Partial<LiveTiming>;
  readonly now?: () => number;
  readonly cacheSize?: number;
  /**
   * How many matches this process keeps and rates at once (default 2): the rest wait their
   * turn, so the balls being played seldom wait behind them for a database connection.
   */
  readonly keepingAtOnce?: number;
}

export interface LiveReferee {
  readonly timing: LiveTiming;
  setupOf(body: unknown): SetupResult;
  /** A new match and its invite: the setup played by the server, the seed drawn here. */
  /** Null when the member has `openLimit` open invites already (counted with the insert). */
  create(userId: string, setup: readonly Action[], openLimit: number): Promise<View | null>;
  /** What an invite is for; null for a code that names no match. */
  preview(userId: string, code: string): Promise<InvitePreview | null>;
  accept(userId: string, code: string): Promise<AcceptResult>;
  /** Withdraws the host's invite while nobody has accepted it. */
  cancel(userId: string, id: string): Promise<AcceptResult>;
  /** The member's open invites and matches on. */
  open(userId: string): Promise<View[]>;
  view(userId: string, id: string): Promise<View | null>;
  /** Which side the member is in the match; null when they are not one of its members. */
  sideOf(userId: string, id: string): Promise<Side | null>;
  follow(userId: string, id: string, seen: number): Promise<Answer | Refusal>;
  act(userId: string, id: string, seq: number, action: Action): Promise<Done>;
  choose(userId: string, id: string, seq: number, style: string): Promise<Done>;
  /**
   * Plays what is due now (the default of a choice whose clock ran out, a forfeit); answers
   * when something is next due (epoch ms), or null when nothing will be.
   */
  tick(id: string): Promise<number | null>;
  /**
   * {@link tick}, then the answers for members following the match from what each was sent,
   * from one reading of the match (what a push to every socket on it needs).
   */
  settle(
    id: string,
    asks: readonly { readonly userId: string; readonly seen: number }[],
  ): Promise<{ due: number | null; answers: (Answer | Refusal)[]; finishing: boolean }>;
  /**
   * Keeps a match this process played to its end in both archives and rates it, when
   * {@link settle} said `finishing` (called after its answers are sent: the last ball is pushed
   * before the match is kept).
   */
  finish(id: string): Promise<void>;
  /**
   * A change heard on the bus (from any process, this one too): an action or a choice is
   * applied to the match held here; anything else makes the match be read again when next used.
   */
  heard(id: string, change: string): Promise<void>;
  /** Every match held here is read again when next used (changes may have been missed). */
  forgetAll(): void;
  /** This process holds a socket of `side` on the match now / no more. */
  present(id: string, side: Side): Promise<void>;
  absent(id: string, side: Side): Promise<void>;
  /** Keeps this process's presence rows fresh. */
  refreshPresence(): Promise<void>;
}

/** Who is there (and when each side was last seen), and who has chosen (and what) for the ball now, when it waits for one. */
interface Facts extends Presence {
  readonly chosen: Partial<Record<Side, string>>;
  /**
   * When this process heard that both had chosen (epoch ms); 0 when a reading found both. The
   * process that stored the second style plays the ball at once: one that only heard of it
   * leaves it that long before playing it itself ({@link SECOND_STYLE_GRACE_MS}).
   */
  readonly bothAt?: number;
  /**
   * The side whose style this process stored for the ball (held only here: lost when the facts
   * are read again, and then the tie-break below falls back to the grace).
   */
  readonly mine?: Side;
  /**
   * This process plays the ball at once, though it only heard the other style: the two styles
   * were stored at once by two processes, neither seeing the other's, and this one stored the
   * guest's (the one that stored the host's leaves the ball to it, for a grace).
   */
  readonly playNow?: boolean;
}

/**
 * How long a process that heard both styles of a ball waits for the ball from the process that
 * stored the second, before it plays the ball itself (that process may have stopped, or each
 * process stored its style before it could see the other's).
 */
export const SECOND_STYLE_GRACE_MS = 1000;

/**
 * How long a process that heard a match's last ball waits for the process that stored it to
 * keep and rate the match, before it does so itself (that process may have stopped).
 */
export const FINISH_GRACE_MS = 1000;

/** A match as one reading found it. */
interface Snapshot {
  readonly row: LiveRow;
  readonly entry: Entry;
  readonly facts: Facts;
}

interface Entry {
  readonly actions: readonly Action[];
  readonly state: MatchState;
  /** When the last action was stored. */
  readonly lastAt: number;
  /** Whom the clock played for, per action. */
  readonly timedOut: readonly StoredAction["timedOut"][];
  /** Each side's choices in a row played by the clock, after the last action. */
  readonly runOuts: RunOuts;
  /** The match's row as last read or told; null when it must be read again before use. */
  readonly row: LiveRow | null;
  /** When the row was last read (epoch ms): after a while it is read again whatever was heard. */
  readonly readAt: number;
  /** Who is there and who has chosen, for the action `seq`, as last read or told; null: read them. */
  readonly facts: (Facts & { readonly seq: number }) | null;
  /** When the facts were last read (epoch ms). */
  readonly factsAt: number;
}

const STYLE_LABELS = new Map([...BATTING_STYLES, ...BOWLING_STYLES].map((o) => [o.style as string, o.label]));

function recordOf(row: LiveRow, actions: readonly Action[]): MatchRecord {
  return { seed: row.seed, level: LIVE_LEVEL, rulesVersion: row.rulesVersion, actions };
}

function newCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

const sideOfTurn = (turn: "user" | "friend"): Side => (turn === "user" ? "host" : "guest");

export function createLiveReferee(deps: LiveRefereeDeps): LiveReferee {
  const { engine, tables, live, keep, rate, seedTaken, notify, process } = deps;
  const timing: LiveTiming = { ...DEFAULT_LIVE_TIMING, ...deps.timing };
  const now = deps.now ?? Date.now;
  const cacheSize = deps.cacheSize ?? 4096;
  const setupOf = setupParser(engine, LIVE_LEVEL);
  const cache = new Map<string, Entry>();
  const serially = serialQueue();
  /** The events of the matches followed lately, each action's once. */
  const followed = createEventLog(engine);
  /** Matches whose last ball this process stored and has not yet kept and rated. */
  const finishing = new Set<string>();

  const remember = (id: string, entry: Entry): void => {
    cache.delete(id);
    cache.set(id, entry);
    while (cache.size > cacheSize) {
      const oldest = cache.keys().next().value as string;
      cache.delete(oldest);
      // (A match played out here and forgotten is kept by the next reading of it, anywhere.)
      finishing.delete(oldest);
    }
  };
  const finished = (state: MatchState) => engine.stage(state).name === "finished";
  const refusal = (code: LiveErrorCode, message: string): Refusal => ({ ok: false, code, message });
  const notFound = () => refusal("not_found", "No such live match");
  const freshSince = () => new Date(now() - timing.presenceStaleMs);
  const presence = presenceKeeper({
    live,
    process,
    alive: deps.alive ?? (() => Promise.resolve([process])),
    now,
    staleMs: timing.presenceStaleMs,
  });

  const keeping = concurrencyLimit(deps.keepingAtOnce ?? 2);

  /** Keeps a finished match in both archives, then rates it (each step once). */
  const finish = (row: LiveRow, entry: Entry): Promise<LiveRow> => keeping(() => finishNow(row, entry));
  const finishNow = async (row: LiveRow, entry: Entry): Promise<LiveRow> => {
    // Read again once its turn has come: another process may have kept it while this one waited.
    let stored = (await live.find(row.id)) ?? row;
    if (stored.status === "playing" && stored.guestId !== null) {
      const record = recordOf(row, entry.actions);
      const hostKept = await keep(stored.hostId, record, entry.state, "user");
      const guestKept = await keep(stored.guestId, record, entry.state, "friend");
      const at = new Date(now());
      // The row as this write left it, or, when another process finished it first, as it is.
      stored = (await live.finish(row.id, hostKept, guestKept, at))
        ? { ...stored, status: "finished", finishedAt: at, hostKeptId: hostKept, guestKeptId: guestKept }
        : ((await live.find(row.id)) ?? stored);
      stale(row.id);
      await notify(row.id, "status");
    }
    if (stored.status === "finished" && stored.ratedAt === null) {
      // Rated by this call or already (rating marks the match once): either way it is rated now.
      await rate(stored, scoreOf(outcomeOf(entry.state)));
      stored = { ...stored, ratedAt: new Date(now()) };
    }
    return stored;
  };

  /**
   * The match as this process holds it may be used without reading it for this long: what other
   * processes change comes on the bus, and this bounds the harm of anything missed...
   */
  const trustMs = 60_000;
  /**
   * ...and who is there for this long (a process that stops unannounced is seen by its rows'
   * age): read for every match held at each presence refresh ({@link refreshFacts}), so half a
   * refresh more lets a refresh that comes a little late find them still trusted.
   */
  const trustFactsMs = timing.presenceRefreshMs * 1.5;

  /**
   * Who is there in every match held here with its facts, in one reading, at each presence
   * refresh: the facts held then stay trusted until the next, instead of each match reading its
   * own when its trust runs out (with a thousand matches on a process, about a hundred readings
   * a second). Who has chosen is kept as held (choices come on the bus). Facts read or dropped
   * since this reading began are newer than it and are left alone.
   */
  const refreshFacts = async (): Promise<void> => {
    const began = now();
    const ids = [...cache].filter(([, entry]) => entry.facts !== null).map(([id]) => id);
    if (ids.length === 0) return;
    const read = await live.presenceOfMatches(ids, freshSince());
    for (const [id, found] of read) {
      const cached = cache.get(id);
      if (!cached?.facts || cached.factsAt > began) continue;
      cache.set(id, {
        ...cached,
        facts: { ...cached.facts, presence: found.presence, seen: found.seen },
        factsAt: began,
      });
    }
  };

  /** The match held here is read again when next used (its actions held are kept). */
  const stale = (id: string): void => {
    const cached = cache.get(id);
    if (cached) cache.set(id, { ...cached, row: null, facts: null });
  };

  /**
   * A choice made for action `seq` of the match held here: stored by this process (`how`
   * "mine"), or heard from another that did or did not find this process's (`seen`, `unseen`).
   */
  const chosenHere = (
    id: string,
    seq: number,
    side: Side,
    style: string,
    how: "mine" | "seen" | "unseen",
  ): void => {
    const cached = cache.get(id);
    if (cached?.facts?.seq !== seq || cached.actions.length !== seq) return;
    const held = cached.facts;
    const chosen = { ...held.chosen, [side]: style };
    const both = chosen.host !== undefined && chosen.guest !== undefined;
    const bothAt = both ? (held.bothAt ?? now()) : undefined;
    const mine = how === "mine" ? side : held.mine;
    // Neither process found the other's style: the one that stored the guest's plays the ball.
    const playNow =
      held.playNow === true || (both && how === "unseen" && mine === "guest" && side === "host");
    cache.set(id, {
      ...cached,
      facts: {
        presence: held.presence,
        seen: held.seen,
        chosen,
        seq,
        ...(bothAt === undefined ? {} : { bothAt }),
        ...(mine === undefined ? {} : { mine }),
        ...(playNow ? { playNow } : {}),
      },
    });
  };

  /** The entry held for `id` with a new row (the row a step of this process just read). */
  const withRow = (id: string, entry: Entry, row: LiveRow): Entry => {
    const next = { ...entry, row };
    if (cache.get(id) === entry) remember(id, next);
    return next;
  };

  /**
   * The match and its latest state: as held here while that is trusted, else brought up to date
   * with what any process stored (`fresh`: read whatever is held). A match played to its end is
   * kept and rated first, unless `keepNow` is false (the caller pushes its last ball before).
   */
  const load = async (
    id: string,
    fresh = false,
    keepNow = true,
  ): Promise<{ row: LiveRow; entry: Entry } | null> => {
    const cached = cache.get(id);
    let entry: Entry;
    if (!fresh && cached?.row && now() - cached.readAt < trustMs) {
      entry = cached;
    } else {
      const found = await live.findFrom(id, cached?.actions.length ?? 0);
      if (!found) {
        cache.delete(id);
        return null;
      }
      const stored = found.actions;
      const readAt = now();
      if (cached === undefined || stored.length > 0) {
        const added = stored.map((s) => JSON.parse(s.action) as Action);
        const actions = [...(cached?.actions ?? []), ...added];
        await tables.prepare(recordOf(found.row, actions));
        // Played on from what is held (from the match's start when nothing is), counting who
        // let the clock run out.
        const { state, runOuts } = playCounting(
          engine,
          cached?.state ?? replay(engine, recordOf(found.row, [])).state,
          cached?.runOuts ?? NO_RUN_OUTS,
          added,
          stored.map((s) => s.timedOut),
        );
        const last = stored.at(-1);
        entry = {
          actions,
          state,
          lastAt: last ? last.at.getTime() : (cached?.lastAt ?? found.row.createdAt.getTime()),
          timedOut: [...(cached?.timedOut ?? []), ...stored.map((s) => s.timedOut)],
          runOuts,
          row: found.row,
          readAt,
          facts: null,
          factsAt: 0,
        };
      } else {
        entry = { ...cached, row: found.row, readAt, ...(fresh ? { facts: null } : {}) };
      }
      remember(id, entry);
    }
    let row = entry.row as LiveRow;
    // Kept (or forfeited) by now, here or elsewhere: nothing is left for this process to keep.
    if (row.status !== "playing") finishing.delete(id);
    // A forfeit not yet rated (a process stopped in between) counts now.
    if (row.status === "forfeited" && row.ratedAt === null && row.forfeitedBy !== null) {
      await rate(row, row.forfeitedBy === "host" ? 0 : 1);
      row = (await live.find(id)) ?? row;
      entry = withRow(id, entry, row);
    }
    if (
      keepNow &&
      finished(entry.state) &&
      (row.status === "playing" || (row.status === "finished" && row.ratedAt === null))
    ) {
      row = await finish(row, entry);
      // (Forgotten only once kept: when keeping fails, the next push tries again.)
      finishing.delete(id);
      entry = withRow(id, entry, row);
    }
    return { row, entry };
  };

  const sideIn = (row: LiveRow, userId: string): Side | null =>
    row.hostId === userId ? "host" : row.guestId !== null && row.guestId === userId ? "guest" : null;

  const loadOwn = async (userId: string, id: string, fresh = false) => {
    const loaded = await load(id, fresh);
    if (loaded === null) return null;
    const side = sideIn(loaded.row, userId);
    return side === null ? null : { ...loaded, side };
  };

  /**
   * What a view needs besides the match: who is there, and who has chosen for the ball now; as
   * held here while that is trusted (choices and presence come on the bus), else read.
   */
  const factsOf = async (row: LiveRow, entry: Entry, fresh = false): Promise<Facts> => {
    const seq = entry.actions.length;
    const held = entry.facts;
    if (!fresh && held !== null && held.seq === seq && now() - entry.factsAt < trustFactsMs) return held;
    const factsAt = now();
    const facts = await live.factsOf(
      row.id,
      freshSince(),
      row.status === "playing" && turnOf(entry.state) === "both" ? seq : null,
    );
    const current = cache.get(row.id);
    if (current !== undefined && current.actions.length === seq) {
      remember(row.id, { ...current, facts: { ...facts, seq }, factsAt });
    }
    return facts.chosen.host !== undefined && facts.chosen.guest !== undefined
      ? { ...facts, bothAt: 0 }
      : facts;
  };

  /**
   * The member's match when it is being played and `seq` is its next action (what an act or a
   * choice is sent for), or why not; `what` names the action in the refusal ("Action", "Ball").
   */
  const playingAt = async (userId: string, id: string, seq: number, what: string) => {
    let loaded = await loadOwn(userId, id);
    // What this process holds may be behind what was sent from another: read it before refusing.
    if (loaded !== null && (loaded.row.status !== "playing" || seq !== loaded.entry.actions.length)) {
      loaded = await loadOwn(userId, id, true);
    }
    if (loaded === null) return notFound();
    const { row, entry } = loaded;
    if (row.status !== "playing") {
      return refusal(
        "refused",
        row.status === "invited" ? "Nobody has accepted the invite yet" : "This match is over",
      );
    }
    const next = entry.actions.length;
    if (seq !== next) {
      return refusal(
        "out_of_turn",
        seq < next
          ? `${what} ${seq} of this match was played already: the next is ${next}`
          : `${what} ${seq} is ahead of this match: the next is ${next}`,
      );
    }
    return loaded;
  };

  /** The clock on the coming choice; null when the match waits for nothing. */
  const clockOf = (row: LiveRow, entry: Entry, chosen: Facts["chosen"]): LiveClock | null => {
    if (row.status !== "playing") return null;
    const turn = turnOf(entry.state);
    if (turn === null) return null;
    const start = Math.max(entry.lastAt, row.acceptedAt?.getTime() ?? 0);
    if (turn === "both") {
      return {
        waitingFor: "both",
        deadline: start + timing.choiceMs,
        length: timing.choiceMs,
        chosen: { host: chosen.host !== undefined, guest: chosen.guest !== undefined },
      };
    }
    return {
      waitingFor: sideOfTurn(turn),
      deadline: start + timing.decisionMs,
      length: timing.decisionMs,
      chosen: { host: false, guest: false },
    };
  };

  const viewOf = (row: LiveRow, entry: Entry, side: Side, facts: Facts): View => {
    const over = row.status === "finished" || row.status === "forfeited";
    return {
      id: row.id,
      code: row.code,
      side,
      status: row.status,
      seq: entry.actions.length,
      state: publicState(entry.state),
      host: playerOf(row, "host", facts, entry.runOuts.host.count, timing, now()),
      guest:
        row.guestId === null ? null : playerOf(row, "guest", facts, entry.runOuts.guest.count, timing, now()),
      clock: clockOf(row, entry, facts.chosen),
      forfeitedBy: row.forfeitedBy,
      reveal: over
        ? {
            seed: row.seed,
            rulesVersion: row.rulesVersion,
            actions: entry.actions,
            keptId: side === "host" ? row.hostKeptId : row.guestKeptId,
          }
        : null,
    };
  };

  /** "Time ran out for Priya: Hit Normally was played", for an action the clock played. */
  const noticeOf = (row: LiveRow, action: Action, timedOut: Side | "both"): string => {
    const nameOf = (side: Side) => (side === "host" ? row.hostName : (row.guestName ?? "the guest"));
    const what = (side: Side): string => {
      switch (action.type) {
        case "playBall": {
          const style = side === "host" ? action.style : action.other;
          return `${STYLE_LABELS.get(style ?? "") ?? "the normal style"} was played`;
        }
        case "callToss":
          return `${action.call === 0 ? "crown" : "money"} was called`;
        case "chooseBatOrBowl":
          return `they chose to ${action.choice}`;
        case "chooseBowler":
          return "the captain's choice of bowler was sent on";
        default:
          return "the default was played";
      }
    };
    if (timedOut === "both") {
      return `Time ran out for ${nameOf("host")} (${what("host")}) and ${nameOf("guest")} (${what("guest")})`;
    }
    return `Time ran out for ${nameOf(timedOut)}: ${what(timedOut)}`;
  };

  const answerOf = (row: LiveRow, entry: Entry, side: Side, seen: number, facts: Facts): Answer => {
    const seq = entry.actions.length;
    // From the events held: a push of the latest ball steps it once for every socket, and a
    // flood of follows from the start replays nothing.
    const events = seen < seq ? followed.since(row.id, recordOf(row, entry.actions), seen) : [];
    const notices: string[] = [];
    for (let i = seen; i < seq; i++) {
      const timedOut = entry.timedOut[i];
      if (timedOut) notices.push(noticeOf(row, entry.actions[i] as Action, timedOut));
    }
    return {
      ok: true,
      view: viewOf(row, entry, side, facts),
      from: seen,
      events,
      notice: notices.length > 0 ? notices.join(". ") : null,
    };
  };

  /** The entry after `action` (played to `state`), stored at `at`. */
  const stepped = (
    row: LiveRow,
    entry: Entry,
    action: Action,
    state: MatchState,
    at: number,
    timedOut: StoredAction["timedOut"],
  ): Entry => {
    const seq = entry.actions.length;
    return {
      actions: [...entry.actions, action],
      state,
      lastAt: at,
      timedOut: [...entry.timedOut, timedOut],
      runOuts: runOutsAfter(entry.runOuts, entry.state, timedOut),
      row: entry.row ?? row,
      readAt: entry.readAt,
      // Nobody has chosen for the next action yet; who is there is unchanged.
      facts:
        entry.facts === null
          ? null
          : { presence: entry.facts.presence, seen: entry.facts.seen, chosen: {}, seq: seq + 1 },
      factsAt: entry.factsAt,
    };
  };

  /**
   * Stores `action` as the match's `seq`-th (the engine having allowed it); false when another
   * writer stored that place first (what it stored is read when the match is next used).
   */
  const store = async (
    row: LiveRow,
    entry: Entry,
    action: Action,
    timedOut: StoredAction["timedOut"],
  ): Promise<boolean> => {
    const seq = entry.actions.length;
    const actions = [...entry.actions, action];
    await tables.prepare(recordOf(row, actions));
    const result = engine.step(entry.state, action);
    if (!result.ok) throw new Error(`live match ${row.id}: an allowed action was refused`);
    const at = now();
    const json = JSON.stringify(action);
    const change: LiveChange = `action ${seq} ${at} ${timedOut ?? "-"} ${json}`;
    if (!(await live.insertAction(row.id, seq, json, new Date(at), timedOut, change))) {
      // Another process stored this place first: what it stored comes announced (when the
      // write announces itself), else it is read when the match is next used.
      if (!live.announces) stale(row.id);
      return false;
    }
    await played(row, entry, action, result.state, at, timedOut, change);
    return true;
  };

  /** The copy held here after this process stored `action` (announced where the write did not). */
  const played = async (
    row: LiveRow,
    entry: Entry,
    action: Action,
    state: MatchState,
    at: number,
    timedOut: StoredAction["timedOut"],
    change: LiveChange,
  ): Promise<void> => {
    const after = stepped(row, entry, action, state, at, timedOut);
    remember(row.id, after);
    // The last ball is pushed before the match is kept and rated: `settle` answers with it and
    // says `finishing`, and `finish` keeps the match after the answers are sent.
    if (finished(after.state)) finishing.add(row.id);
    if (!live.announces) await notify(row.id, change);
  };

  /** The default action of a decision whose clock ran out. */
  const defaultDecision = (state: MatchState): Action | null => {
    switch (engine.nextInput(state)) {
      case "callToss":
        return { type: "callToss", call: 0 };
      case "chooseBatOrBowl":
        return { type: "chooseBatOrBowl", choice: "bat" };
      case "chooseBowler": {
        const playerId = engine.suggestedBowler(state)?.playerId ?? engine.eligibleBowlers(state)[0];
        return playerId === undefined ? null : { type: "chooseBowler", playerId };
      }
      default:
        return null;
    }
  };

  /** The normal style of each side's role at the ball now. */
  const normalStyles = (state: MatchState): Record<Side, string> => {
    const hostBats = engine.userRole(state) === "bat";
    return hostBats
      ? { host: "hitNormally", guest: "regularBall" }
      : { host: "regularBall", guest: "hitNormally" };
  };

  const rolesStyles = (state: MatchState, side: Side): readonly string[] => {
    const hostBats = engine.userRole(state) === "bat";
    const bats = side === "host" ? hostBats : !hostBats;
    return (bats ? BATTING_STYLES : BOWLING_STYLES).map((o) => o.style);
  };

  const ballOf = (choices: Record<Side, string>): Action =>
    ({ type: "playBall", style: choices.host, other: choices.guest }) as Action;

  /** The member's view of the match, read afresh (what an HTTP request is answered with). */
  const view = (userId: string, id: string): Promise<View | null> =>
    serially(id, async () => {
      const loaded = await loadOwn(userId, id, true);
      return loaded === null
        ? null
        : viewOf(loaded.row, loaded.entry, loaded.side, await factsOf(loaded.row, loaded.entry, true));
    });

  /** The match, brought up to date (`fresh`: read, whatever is held), and what its views need. */
  const snapshotOf = async (id: string, fresh = false): Promise<Snapshot | null> => {
    const loaded = await load(id, fresh);
    return loaded === null ? null : { ...loaded, facts: await factsOf(loaded.row, loaded.entry, fresh) };
  };

  /**
   * Plays what is due now; answers when something is next due and, when nothing changed after
   * it was read, the match as it stands (so the views pushed next need not read it again).
   * Run inside the match's queue.
   */
  const advance = async (
    id: string,
  ): Promise<{ due: number | null; snapshot: Snapshot | null; finishing: boolean }> => {
    const none = { due: null, snapshot: null, finishing: false };
    // What is held here is enough to see that nothing is due; what the clock plays, or a
    // forfeit, is decided on a fresh reading (a choice or a return may be on its way here).
    let fresh = false;
    for (let round = 0; round < 4; round++) {
      const loaded = await load(id, fresh, false);
      if (loaded === null) return none;
      const { row, entry } = loaded;
      if (row.status !== "playing") return none;
      const t = now();
      if (finished(entry.state)) {
        // Played to its end, not yet kept: by this process after the last ball is pushed, when
        // it stored that ball; else by the process that did, or after a grace by this one (at
        // once when this reading is fresh already, as when the clock played the last ball here
        // and elsewhere: keeping reads the match again in its turn, so it is kept once).
        const snapshot = { row, entry, facts: await factsOf(row, entry, fresh) };
        if (finishing.has(id)) return { due: null, snapshot, finishing: true };
        if (fresh) {
          const kept = await finish(row, entry);
          return {
            due: null,
            snapshot: { ...snapshot, row: kept, entry: withRow(id, entry, kept) },
            finishing: false,
          };
        }
        const graceEnds = entry.lastAt + FINISH_GRACE_MS;
        if (t < graceEnds) return { due: graceEnds, snapshot, finishing: false };
        fresh = true;
        continue;
      }
      const facts = await factsOf(row, entry, fresh);
      const { chosen } = facts;
      // An absent side forfeits while the other is there; a side whose clock ran out too many
      // times in a row forfeits too.
      const forfeiting = absentForfeit(row, facts, timing, t) ?? stalled(entry.runOuts);
      if (forfeiting !== undefined) {
        if (!fresh) {
          fresh = true;
          continue;
        }
        if (await live.forfeit(id, forfeiting, new Date(t))) {
          const ended = (await live.find(id)) ?? row;
          await rate(ended, forfeiting === "host" ? 0 : 1);
          stale(id);
          await notify(id, "status");
        }
        return none;
      }
      const clock = clockOf(row, entry, chosen);
      let graceEnds: number | null = null;
      if (clock?.waitingFor === "both" && chosen.host !== undefined && chosen.guest !== undefined) {
        // Both styles are stored but the ball is not: the process that stored the second one
        // plays it at once, unless it stopped before it could, or the two were stored at once
        // by two processes, each before it could see the other's. Then, after a grace, the ball
        // is played as chosen, whoever's clock it is, on a fresh reading.
        graceEnds = (facts.bothAt ?? 0) + SECOND_STYLE_GRACE_MS;
        // On a fresh reading, or at once from what is held when this process stored one style and
        // heard the other stored where its own was not seen (both are stored: the ball is theirs,
        // as when a second style finds the first held here). Stored, the copy held is up to date:
        // only a conflict (another process stored the ball first) needs a fresh reading.
        if (fresh || facts.playNow === true) {
          fresh = !(await store(row, entry, ballOf({ host: chosen.host, guest: chosen.guest }), null));
          continue;
        }
        if (facts.bothAt === 0 || t >= graceEnds) {
          fresh = true;
          continue;
        }
      }
      if (clock !== null && t >= clock.deadline) {
        if (!fresh) {
          fresh = true;
          continue;
        }
        let action: Action | null;
        let timedOut: StoredAction["timedOut"];
        if (clock.waitingFor === "both") {
          const normal = normalStyles(entry.state);
          action = ballOf({ host: chosen.host ?? normal.host, guest: chosen.guest ?? normal.guest });
          timedOut =
            chosen.host === undefined && chosen.guest === undefined
              ? "both"
              : chosen.host === undefined
                ? "host"
                : "guest";
        } else {
          action = defaultDecision(entry.state);
          timedOut = clock.waitingFor;
        }
        if (action === null || !engine.allows(entry.state, action)) return none;
        // Stored, or another process stored it first: either way, look again.
        await store(row, entry, action, timedOut);
        continue;
      }
      // What is next due: the clock, a warning, a forfeit.
      const due: number[] = [];
      if (clock !== null) due.push(clock.deadline);
      if (graceEnds !== null) due.push(graceEnds);
      due.push(...absenceDue(row, facts, timing, t));
      return {
        due: due.length > 0 ? Math.min(...due) : null,
        snapshot: { row, entry, facts },
        finishing: false,
      };
    }
    return { due: now(), snapshot: null, finishing: false };
  };

  /**
   * Keeps and rates a match whose last ball this process stored, unless that is done (keeping
   * reads the row again in its turn: another process may have kept it meanwhile, after its
   * grace, so the copy held here is enough to start from).
   */
  const finishHere = (id: string): Promise<void> =>
    serially(id, async () => {
      if (finishing.has(id)) await load(id);
    });

  /** A member's answer from `seen`, or why not (not theirs, or more seen than was played). */
  const answerFor = (snapshot: Snapshot, userId: string, seen: number): Answer | Refusal => {
    const side = sideIn(snapshot.row, userId);
    if (side === null) return notFound();
    const seq = snapshot.entry.actions.length;
    if (seen > seq) {
      return refusal("out_of_turn", `This match has ${seq} actions: ${seen} cannot have been seen`);
    }
    return answerOf(snapshot.row, snapshot.entry, side, seen, snapshot.facts);
  };

  return {
    timing,
    setupOf,

    async create(userId, setup, openLimit) {
      let seed = newSeed();
      while (await seedTaken(userId, seed)) seed = newSeed();
      const played = replay(engine, {
        seed,
        level: LIVE_LEVEL,
        rulesVersion: CURRENT_RULES_VERSION,
        actions: setup,
      });
      if (played.error !== null) throw new Error(`a live setup does not play: ${played.error.message}`);
      const id = newId();
      const createdAt = new Date(now());
      for (let tries = 0; ; tries++) {
        const code = newCode();
        const made = await live.create(
          {
            id,
            code,
            hostId: userId,
            seed,
            rulesVersion: CURRENT_RULES_VERSION,
            createdAt,
            actions: setup.map((action) => JSON.stringify(action)),
          },
          openLimit,
        );
        if (made === "too_many") return null;
        if (made === "created") break;
        if (tries > 20) throw new Error("no free invite code");
      }
      const result = await view(userId, id);
      if (result === null) throw new Error("a live match made is gone");
      return result;
    },

    async preview(userId, code) {
      const row = await live.findByCode(code.toUpperCase());
      // An invite taken or withdrawn is its two members' business only.
      if (!row || (row.status !== "invited" && sideIn(row, userId) === null)) return null;
      const loaded = await load(row.id);
      if (!loaded) return null;
      const state = loaded.entry.state;
      const country = (id: number | null) => engine.catalog.countries.find((c) => c.id === id)?.name ?? "";
      const format = engine.catalog.formats.find((f) => f.key === state.format);
      return {
        code: row.code,
        id: row.id,
        hostName: row.hostName,
        format: state.format ?? "",
        formatLabel: format?.label ?? "",
        hostTeam: country(state.teamId),
        guestTeam: country(state.opponentId),
        stadium: engine.catalog.stadiums.find((s) => s.id === state.stadiumId)?.name ?? "",
        status: row.status,
        yours: row.hostId === userId,
      };
    },

    async accept(userId, code) {
      const row = await live.findByCode(code.toUpperCase());
      if (!row || (row.status !== "invited" && sideIn(row, userId) === null))
        return { ok: false, status: 404, message: "No such invite" };
      if (row.hostId === userId)
        return { ok: false, status: 409, message: "You cannot accept your own invite" };
      if (row.status !== "invited" || !(await live.accept(row.id, userId, new Date(now())))) {
        const taken = row.status === "cancelled" ? "was withdrawn" : "has been taken already";
        return { ok: false, status: 409, message: `This invite ${taken}` };
      }
      stale(row.id);
      await notify(row.id, "status");
      const result = await view(userId, row.id);
      if (result === null) throw new Error("an accepted live match is gone");
      return { ok: true, view: result };
    },

    async cancel(userId, id) {
      const row = await live.find(id);
      if (!row || sideIn(row, userId) === null)
        return { ok: false, status: 404, message: "No such live match" };
      if (row.hostId !== userId || !(await live.cancel(id, userId))) {
        return {
          ok: false,
          status: 409,
          message: "Only an invite nobody has accepted can be withdrawn, by its host",
        };
      }
      stale(id);
      await notify(id, "status");
      const result = await view(userId, id);
      if (result === null) throw new Error("a cancelled live match is gone");
      return { ok: true, view: result };
    },

    async open(userId) {
      const views: View[] = [];
      for (const row of await live.openOf(userId)) {
        const one = await view(userId, row.id);
        if (one !== null && (one.status === "invited" || one.status === "playing")) views.push(one);
      }
      return views;
    },

    view,

    async sideOf(userId, id) {
      const row = await live.find(id);
      return row ? sideIn(row, userId) : null;
    },

    follow: (userId, id, seen) =>
      serially(id, async (): Promise<Answer | Refusal> => {
        // A socket (new, or back after a drop) starts from a fresh reading.
        const snapshot = await snapshotOf(id, true);
        return snapshot === null ? notFound() : answerFor(snapshot, userId, seen);
      }),

    settle: (id, asks) =>
      serially(id, async () => {
        const advanced = await advance(id);
        const snapshot = advanced.snapshot ?? (await snapshotOf(id));
        return {
          due: advanced.due,
          answers: asks.map(({ userId, seen }) =>
            snapshot === null ? notFound() : answerFor(snapshot, userId, seen),
          ),
          finishing: advanced.finishing,
        };
      }),

    finish: finishHere,

    act: (userId, id, seq, action) =>
      serially(id, async (): Promise<Done> => {
        const loaded = await playingAt(userId, id, seq, "Action");
        if (!("row" in loaded)) return loaded;
        const { row, entry, side } = loaded;
        const turn = turnOf(entry.state);
        if (turn === "both")
          return refusal("out_of_turn", "A ball is played by both choosing a style (choose)");
        if (turn === null || sideOfTurn(turn) !== side) return refusal("out_of_turn", "It is not your turn");
        if (
          action.type !== "callToss" &&
          action.type !== "chooseBatOrBowl" &&
          action.type !== "chooseBowler"
        ) {
          return refusal("refused", "Only the toss call, the choice to bat or bowl and a bowler are acts");
        }
        if (!engine.allows(entry.state, action)) {
          const result = engine.step(entry.state, action);
          return refusal("refused", result.ok ? "The action is not allowed now" : result.error.message);
        }
        if (!(await store(row, entry, action, null))) {
          return refusal("out_of_turn", `Action ${seq} of this match was played already`);
        }
        return { ok: true };
      }),

    choose: (userId, id, seq, style) =>
      serially(id, async (): Promise<Done> => {
        const loaded = await playingAt(userId, id, seq, "Ball");
        if (!("row" in loaded)) return loaded;
        const { row, entry, side } = loaded;
        if (turnOf(entry.state) !== "both")
          return refusal("out_of_turn", "The match is not waiting for a ball");
        const allowed = rolesStyles(entry.state, side);
        if (!allowed.includes(style)) {
          return refusal("refused", `Your style for this ball must be one of ${allowed.join(", ")}`);
        }
        const theirs = other(side);
        // Who has chosen, as held here (a choice made through another process comes on the bus;
        // one not heard of yet is found by the reading after this side's own is stored).
        const before = (await factsOf(row, entry)).chosen;
        if (before[side] !== undefined)
          return refusal("out_of_turn", "You have chosen for this ball already");
        const ball = (their: string) => ballOf({ [side]: style, [theirs]: their } as Record<Side, string>);
        const theirStyle = before[theirs];
        if (theirStyle !== undefined) {
          // The second style of the ball: the ball is played at once, and the stored ball is the
          // record of both styles (stored before it is acknowledged).
          if (!(await store(row, entry, ball(theirStyle), null))) {
            return refusal("out_of_turn", `Ball ${seq} of this match was played already`);
          }
          return { ok: true };
        }
        // The first, as far as this process saw: stored before it is acknowledged. The other
        // side's style may have come to another process meanwhile: then the ball is stored with
        // this choice, in one write (the ball for each style the other side may have chosen is
        // offered to it). When neither process sees the other's, each hears of it on the bus
        // and the ball is played from there (`advance`).
        const change: LiveChange = `choice ${seq} ${side} ${style}`;
        const at = now();
        const balls = rolesStyles(entry.state, theirs).map((their) => {
          const json = JSON.stringify(ball(their));
          return { theirs: their, action: json, change: `action ${seq} ${at} - ${json}` as LiveChange };
        });
        const {
          stored,
          theirs: after,
          played: ballStored,
        } = await live.insertChoiceAndPlay(id, seq, side, style, new Date(at), change, balls);
        if (!stored) return refusal("out_of_turn", "You have chosen for this ball already");
        const offered = balls.find((b) => b.theirs === after);
        if (after === undefined || offered === undefined) {
          chosenHere(id, seq, side, style, "mine");
          if (!live.announces) await notify(id, change);
          return { ok: true };
        }
        if (!ballStored) {
          // Another process stored this ball first (its clock ran out): it comes announced.
          if (!live.announces) stale(id);
          return { ok: true };
        }
        const action = ball(after);
        await tables.prepare(recordOf(row, [...entry.actions, action]));
        const result = engine.step(entry.state, action);
        if (!result.ok) throw new Error(`live match ${id}: an allowed ball was refused`);
        await played(row, entry, action, result.state, at, null, offered.change);
        return { ok: true };
      }),

    async tick(id) {
      const advanced = await serially(id, () => advance(id));
      if (advanced.finishing) await finishHere(id);
      return advanced.due;
    },

    heard: (id, change) =>
      serially(id, async () => {
        const cached = cache.get(id);
        if (cached === undefined || change.startsWith("reaction:")) return;
        const [kind, seqText, third, fourth, fifth] = change.split(" ", 5);
        const seq = Number(seqText);
        if (kind === "choice" && third !== undefined && fourth !== undefined) {
          if (seq > cached.actions.length) stale(id);
          else chosenHere(id, seq, third as Side, fourth, fifth === "seen" ? "seen" : "unseen");
          return;
        }
        if (kind !== "action" || third === undefined || fourth === undefined) {
          stale(id);
          return;
        }
        // `action <seq> <at> <timedOut|-> <json>`: played here too when it is the next.
        if (seq < cached.actions.length) return;
        const row = cached.row;
        const json = change.slice(kind.length + seqText!.length + third.length + fourth.length + 4);
        if (seq > cached.actions.length || row === null || !json) {
          stale(id);
          return;
        }
        const action = JSON.parse(json) as Action;
        await tables.prepare(recordOf(row, [...cached.actions, action]));
        const result = engine.step(cached.state, action);
        if (cache.get(id) !== cached) return;
        if (!result.ok) {
          cache.delete(id);
          return;
        }
        const timedOut = fourth === "-" ? null : (fourth as StoredAction["timedOut"]);
        remember(id, stepped(row, cached, action, result.state, Number(third), timedOut));
      }),

    forgetAll() {
      for (const id of cache.keys()) stale(id);
    },

    async present(id, side) {
      await presence.present(id, side);
      stale(id);
      await notify(id, "presence");
    },

    async absent(id, side) {
      await presence.absent(id, side);
      stale(id);
      await notify(id, "presence");
    },

    async refreshPresence() {
      for (const id of await presence.refresh()) {
        stale(id);
        await notify(id, "presence");
      }
      await refreshFacts();
    },
  };
}
