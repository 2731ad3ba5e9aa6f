/**
 * The live referee's types (ADR 0019, 0023): what it answers, what it is given, its timing, and
 * the copy of a match it holds between readings.
 */
import type {
  Action,
  Engine,
  MatchEvent,
  MatchRecord,
  MatchState,
  OpponentLevel,
  Seed,
} from "../../engine/index.ts";
import {
  type InvitePreview,
  LIVE_TIMING,
  type LiveErrorCode,
  type LiveView,
} from "../../shared/live-types.ts";
import type { KeptSide } from "../../shared/api-types.ts";
import type { LiveRepository, LiveRow, Side, StoredAction } from "../db/live-repository.ts";
import type { SetupResult } from "../referee/common.ts";
import type { TablesRecord } from "../win-tables/off-thread-tables.ts";
import type { LiveChange } from "./live-change.ts";
import type { Presence } from "./live-presence.ts";
import type { RunOuts } from "./live-stalling.ts";

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
export interface Facts extends Presence {
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
export interface Snapshot {
  readonly row: LiveRow;
  readonly entry: Entry;
  readonly facts: Facts;
}

/** The copy of a match a process holds. */
export interface Entry {
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
