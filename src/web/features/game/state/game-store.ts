/**
 * The match in the page: an external store (read by React through `useSyncExternalStore`)
 * that sends the player's actions to the engine and keeps what the screen shows: the state,
 * the actions so far, the events revealed so far, and the announcement pause.
 *
 * It holds no cricket rules. What it adds is timing and keeping: the toss result is revealed
 * only after the announcement pause (the engine has already flipped the coin), the innings
 * break and the result stay on screen for that pause before play goes on, every action is
 * saved so a reload resumes the match, and a finished match is sent to the member's list once.
 * Every match has an owner (the member signed in when it began, or the guest): a saved match of
 * another member is never shown, and a match is sent only as its owner's. A guest's finished
 * match is kept for the member signed in now only if they say so.
 * The opponent level belongs to the match: it may change only before the toss, and changing it
 * replays the match so far at the new level rather than patching the state.
 */
import {
  isHighlight,
  planReadsTables,
  playAheadRng,
  playStretch,
  replay,
  stretchSummary,
  type Action,
  type PlayAheadPlan,
  type PlayAheadStops,
  type PlayAheadUntil,
  type PlannedSlice,
  type Stretch,
  type StretchQuestion,
  type StretchStop,
  type Engine,
  type MatchEvent,
  type MatchRecord,
  type MatchState,
  type OpponentLevel,
  type RulesVersion,
  type Seed,
  type StageName,
  UNVERSIONED_RULES,
} from "../../../../engine/index.ts";
import type { SaveMatchRequest } from "../../../../shared/api-types.ts";
import { GUEST, type MatchOwner } from "@/auth/known-member.ts";
import { type MatchStorage, STORAGE_NOTICES } from "@/features/game/saving/match-storage.ts";
import { isOthersMatch, type SavedBar } from "@/features/game/saving/saved-bar.ts";
import { retryDelayMs, type UploadOutcome } from "@/features/game/saving/match-upload.ts";
import { defaultTimer, type SetTimer } from "./timer.ts";

/** What the screen waits out before going on: the coin in the air, an innings break, the result. */
type HoldKind = "toss" | "inningsBreak" | "result";

/**
 * Keeping the finished match on the server: not yet tried, under way, how it ended, or a
 * guest's match the member chose not to keep.
 */
export type UploadStatus = "idle" | "pending" | UploadOutcome | "declined";

/** Everything the game screen renders from. Replaced, never changed, on every update. */
export interface GameSnapshot {
  /** The browser's own matches have a uint32; a refereed match shows its wide seed once revealed. */
  readonly seed: Seed;
  /** How the computer plays this match. */
  readonly level: OpponentLevel;
  readonly actions: readonly Action[];
  readonly state: MatchState;
  /** Every event revealed so far, oldest first (the captions and the feed). */
  readonly events: readonly MatchEvent[];
  /** Set while an announcement pause runs; play input waits until it ends. */
  readonly hold: HoldKind | null;
  /** The engine's sentence when it refused the last action. */
  readonly refusal: string | null;
  /** Said once after loading, e.g. that a bad save was discarded. */
  readonly notice: string | null;
  readonly upload: UploadStatus;
  /**
   * Set while a saved match waits for what its replay needs (an International match's win
   * tables, built by the worker) before it is replayed; nothing is played meanwhile.
   */
  readonly resuming: boolean;
  /** Set while a stretch is played ahead with a plan; the style buttons wait meanwhile. */
  readonly ahead: {
    readonly plan: PlayAheadPlan;
    readonly until: PlayAheadUntil;
    /** Watched at a ball every `paceMs` (its highlights said); 0 for at once. */
    readonly paceMs: number;
    /** Where the stretch's events begin in {@link GameSnapshot.events}. */
    readonly from: number;
  } | null;
  /**
   * The last stretch played ahead, summed up in a line (said once, instead of each of its balls);
   * null until one ends, and again on the next action. A new object for each stretch.
   */
  readonly stretch: { readonly summary: string } | null;
  /**
   * Where the stretches played ahead in this match lie in {@link GameSnapshot.events} (from,
   * up to but not including to) and the match as each ended, for the feed to sum them up an
   * over a line. Not kept: a reloaded match shows its balls one by one.
   */
  readonly playedAhead: readonly PlayedAhead[];
}

/** A stretch played ahead, as the feed sums it up (see {@link GameSnapshot.playedAhead}). */
export interface PlayedAhead {
  readonly from: number;
  readonly to: number;
  readonly state: MatchState;
}

/** What the store is built with; tests pass fakes for all but the engine. */
interface GameStoreOptions {
  readonly engine: Engine;
  readonly storage: MatchStorage;
  readonly newSeed: () => number;
  /** The level a new match starts at (the player's last choice). */
  readonly level: () => OpponentLevel;
  /**
   * The rules a new match is played by: the engine's current version when left out, as on the
   * page (tests name version 1 through it).
   */
  readonly rulesVersion?: RulesVersion;
  /** The announcement pause in ms, read at each action (the player may change it any time). */
  readonly pauseMs: () => number;
  /** Called for each event as it is revealed (speech); never awaited. */
  readonly reveal: (event: MatchEvent) => void;
  /** Says a line that is not an event's: a played-ahead stretch's summary (speech). */
  readonly say?: (text: string) => void;
  /** Stops speech: for a new match, and when the screen leaves the page. */
  readonly silence: () => void;
  readonly upload: (request: SaveMatchRequest, owner: MatchOwner) => Promise<UploadOutcome>;
  /** Who a match begun now belongs to: the member known to be signed in, or the guest (the default). */
  readonly owner?: () => MatchOwner;
  readonly setTimer?: SetTimer;
  /** For the jitter of the upload retries (defaults to Math.random). */
  readonly random?: () => number;
  /**
   * Null when the engine can replay `record` at once; otherwise a promise settled once it can
   * (its tables adopted from the worker), so a saved match is never replayed, and its tables
   * never built, on the page's thread. Without it, saved matches are replayed at once.
   */
  readonly whenReplayable?: (record: MatchRecord) => Promise<void> | null;
  /**
   * Null when a ball can be played (or the coin called) from `state` now; otherwise a promise
   * settled once it can (the page's engine holds International's tables a window at a time, and
   * the chase's comes from the worker at the change of innings; from rules version 2 the toss
   * reads two values the worker computes). A ball or call asked for meanwhile is played then.
   */
  readonly whenPlayable?: (state: MatchState) => Promise<void> | null;
  /**
   * Plays a slice of a stretch whose plan reads the win tables (it follows the coach, or stops
   * on a swing of the chance) where they are held, never building them here (see the win-chance
   * client); null where nobody can (the slice is then played here).
   */
  readonly planStretch?: (question: StretchQuestion) => Promise<PlannedSlice> | null;
  /** What the game bar shows of `state`, kept with each save for the page's first paint (none unless given). */
  readonly barOf?: (state: MatchState) => SavedBar | null;
}

/** The stages before the coin is tossed, where the level may still change. */
const LEVEL_STAGES: ReadonlySet<StageName> = new Set([
  "format",
  "team",
  "opponent",
  "location",
  "stadium",
  "toss",
]);

/**
 * The request that keeps a finished match. Version 1 is what a request naming no rules version
 * means, so it is left out: a version-1 match is sent exactly as before versions existed, which
 * every server since the levels accepts; any later version is named.
 */
export function saveRequest(
  request: SaveMatchRequest & { readonly rulesVersion: RulesVersion },
): SaveMatchRequest {
  if (request.rulesVersion !== UNVERSIONED_RULES) return request;
  const { rulesVersion: _unnamed, ...unversioned } = request;
  return unversioned;
}

/** Most actions a stretch plays before the page is given back (a one-day innings is about 300). */
const PLAY_AHEAD_SLICE = 60;

/** Which pause, if any, a step's events call for. */
function holdFor(events: readonly MatchEvent[]): HoldKind | null {
  if (events.some((e) => e.type === "tossResult")) return "toss";
  if (events.some((e) => e.type === "result")) return "result";
  if (events.some((e) => e.type === "inningsEnd")) return "inningsBreak";
  return null;
}

/** See the module comment. */
export class GameStore {
  private snapshot: GameSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly options: GameStoreOptions;
  private readonly setTimer: SetTimer;
  private cancelHold: (() => void) | null = null;
  /** Events waiting for the toss pause to end. */
  private held: readonly MatchEvent[] = [];
  /** Bumped by each new match, so a late answer about an old match changes nothing. */
  private generation = 0;
  private stopWatching: (() => void) | null = null;
  /** Whose match this is; see the module comment. */
  private owner: MatchOwner;
  /** The next try to reach the server, while it cannot be reached, and how many went before. */
  private cancelRetry: (() => void) | null = null;
  private retries = 0;
  /** A ball asked for while its tables were on their way, played when they land. */
  private deferredBall: { readonly action: Action } | null = null;
  /** Set by {@link playOn} while the saved match is still being restored. */
  private playOnWhenRestored = false;
  /**
   * What the bar showed of the saved match being resumed (see saved-bar.ts), shown while
   * {@link GameSnapshot.resuming} holds, as the page's first paint showed it; null if it kept none.
   */
  readonly resumingBar: SavedBar | null = null;

  constructor(options: GameStoreOptions) {
    this.options = options;
    this.setTimer = options.setTimer ?? defaultTimer;
    this.owner = this.ownerNow();
    let saved = options.storage.peek();
    // Another member's match (they signed out, or their session ended) is theirs alone: it is
    // neither shown nor sent here. A guest's is, as anyone at this browser may have played it.
    if (saved !== null && isOthersMatch(saved.owner, this.owner)) {
      options.storage.clear();
      saved = null;
    }
    const waiting = saved === null ? null : (options.whenReplayable?.(saved) ?? null);
    if (saved !== null && waiting !== null) {
      this.snapshot = {
        ...this.freshMatch(null),
        seed: saved.seed,
        state: options.engine.createMatch(saved.seed, saved.level ?? "classic", saved.rulesVersion),
        level: saved.level ?? "classic",
        resuming: true,
      };
      this.resumingBar = saved.bar;
      const generation = this.generation;
      // A new match started meanwhile wins; a failed wait replays anyway (slower, never wrong).
      const restore = () => {
        if (generation === this.generation && this.snapshot.resuming) {
          this.snapshot = this.loaded();
          this.emit();
          // Mounted already: send a restored finished match the mount could not (see resume).
          if (this.stopWatching !== null) this.uploadIfKeptOnlyHere();
          if (this.playOnWhenRestored && this.stopWatching !== null) {
            this.playOnWhenRestored = false;
            this.playOn();
          }
        }
      };
      void waiting.then(restore, restore);
    } else {
      this.snapshot = this.loaded();
    }
  }

  /** The saved match replayed, or a fresh one (with a notice when the save was discarded). */
  private loaded(): GameSnapshot {
    const loaded = this.options.storage.load(this.options.engine);
    if (loaded.kind === "restored") {
      this.owner = loaded.owner;
      // A save from before bars were kept gets its bar now, for the next visit's first paint.
      const bar = this.options.barOf?.(loaded.state) ?? null;
      if (bar !== null) this.options.storage.keepBar(loaded.seed, bar);
      return {
        seed: loaded.seed,
        level: loaded.level,
        actions: loaded.actions,
        state: loaded.state,
        events: loaded.events,
        hold: null,
        refusal: null,
        notice: null,
        upload: loaded.uploaded ? "saved" : "idle",
        resuming: false,
        ahead: null,
        stretch: null,
        playedAhead: [],
      };
    }
    return this.freshMatch(loaded.kind === "discarded" ? loaded.notice : null);
  }

  /** For `useSyncExternalStore`. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** For `useSyncExternalStore`: the same object until something changes. */
  readonly getSnapshot = (): GameSnapshot => this.snapshot;

  /** Sends one action to the engine. Ignored while an announcement pause runs. */
  dispatch(action: Action): void {
    if (this.snapshot.hold !== null || this.snapshot.resuming || this.snapshot.ahead !== null) return;
    if ((action.type === "playBall" || action.type === "callToss") && this.waitForTables(action)) return;
    const { engine } = this.options;
    const result = engine.step(this.snapshot.state, action);
    if (!result.ok) {
      this.set({ refusal: result.error.message });
      return;
    }
    // A match belongs to whoever is signed in when its first choice is made.
    if (this.snapshot.actions.length === 0) this.owner = this.ownerNow();
    const actions = [...this.snapshot.actions, action];
    this.saveUnsent(actions, result.state);

    const pause = Math.max(0, this.options.pauseMs());
    const hold = pause > 0 ? holdFor(result.events) : null;
    let shown = result.events;
    if (hold === "toss") {
      // The engine has flipped the coin already; the page keeps the result for the pause.
      const at = result.events.findIndex((e) => e.type === "tossResult");
      shown = result.events.slice(0, at);
      this.held = result.events.slice(at);
    }
    this.set({
      state: result.state,
      actions,
      events: [...this.snapshot.events, ...shown],
      hold,
      refusal: null,
      stretch: null,
    });
    for (const event of shown) this.options.reveal(event);
    if (hold !== null) this.cancelHold = this.setTimer(() => this.endHold(true), pause);
    if (result.events.some((e) => e.type === "result")) this.startUpload();
  }

  /**
   * Plays ahead with `plan` until the stretch ends or a ticked stop is met (see the engine's
   * `playStretch`): at once, in slices that give the page back between them, or watched, a ball
   * every `paceMs`. Each slice is saved as it is played (every ball an ordinary action, so a
   * reload resumes and the server checks the match as any other). A ball whose tables are on
   * their way waits for them, as a clicked one does. The balls go to the feed without being said
   * one by one (watched, only the highlights are: boundaries, wickets, the overs' and innings'
   * ends); the stretch's summary is said once when it ends. Ignored during a pause, while
   * restoring, and when no ball or bowler is waited for.
   */
  playAhead(plan: PlayAheadPlan, until: PlayAheadUntil, stops: PlayAheadStops = {}, paceMs = 0): void {
    const { hold, resuming, ahead, state, seed, actions } = this.snapshot;
    if (hold !== null || resuming || ahead !== null || this.deferredBall !== null) return;
    const input = this.options.engine.nextInput(state);
    if (input !== "playBall" && input !== "chooseBowler") return;
    const run = { plan, until, paceMs: Math.max(0, paceMs), from: this.snapshot.events.length };
    const watched = run.paceMs > 0;
    const generation = this.generation;
    const rng = playAheadRng(seed, actions.length);
    const elsewhere = planReadsTables(plan, stops);
    let startChance: number | null | undefined;
    this.set({ ahead: run, stretch: null, refusal: null });
    const current = () => generation === this.generation && this.snapshot.ahead === run;
    // What the ball that could not be played waits for (asked once per ball).
    const wait: { on: Promise<void> | null } = { on: null };
    const ready = (at: MatchState) => {
      wait.on = this.options.whenPlayable?.(at) ?? null;
      return wait.on === null;
    };
    const maxSteps = watched ? 1 : PLAY_AHEAD_SLICE;
    const slice = (played: Stretch): void => {
      if (played.actions.length > 0) this.keep(played.state, played.actions, played.events);
      // Watched: the highlights are said as they come (the summary still ends it).
      if (watched) for (const event of played.events) if (isHighlight(event)) this.options.reveal(event);
      if (played.ended) {
        this.endStretch(played.events, played.stop);
        return;
      }
      // Set by `ready` (which TypeScript cannot see from here).
      const blocked = wait.on as Promise<void> | null;
      if (blocked !== null) void blocked.then(next, next);
      else if (played.actions.length === 0) this.endStretch([]);
      else this.setTimer(next, run.paceMs);
    };
    const next = (): void => {
      if (!current()) return;
      wait.on = null;
      const { state: now } = this.snapshot;
      const question = { state: now, plan, until, stops, rng, maxSteps };
      const asked = elsewhere && ready(now) ? this.options.planStretch?.({ ...question, startChance }) : null;
      if (asked) {
        void asked.then((planned) => {
          if (!current()) return;
          rng.splice(0, rng.length, ...planned.rng);
          startChance = planned.startChance;
          slice(this.stepAll(now, planned));
        });
        return;
      }
      if (wait.on !== null) {
        slice({ state: now, actions: [], events: [], ended: false, startChance: null, stop: null });
        return;
      }
      const played = playStretch(this.options.engine, now, plan, until, rng, {
        maxSteps,
        ready,
        stops,
        ...(startChance === undefined ? {} : { startChance }),
      });
      startChance = played.startChance;
      slice(played);
    };
    next();
  }

  /**
   * Steps the actions of a slice played elsewhere from `state` (they are the same engine's, so
   * none is refused; one that were would end the stretch where it was).
   */
  private stepAll(state: MatchState, planned: PlannedSlice): Stretch {
    const actions: Action[] = [];
    const events: MatchEvent[] = [];
    let now = state;
    for (const action of planned.actions) {
      const result = this.options.engine.step(now, action);
      if (!result.ok)
        return { state: now, actions, events, ended: true, startChance: planned.startChance, stop: null };
      now = result.state;
      actions.push(action);
      events.push(...result.events);
    }
    return {
      state: now,
      actions,
      events,
      ended: planned.ended,
      startChance: planned.startChance,
      stop: planned.stop,
    };
  }

  /** Stops a stretch being played ahead: what was played stays, and is summed up. */
  stopAhead(): void {
    if (this.snapshot.ahead !== null) this.endStretch([]);
  }

  /** The match's seed: a browser's own match always has a narrow one (ADR 0012). */
  private ownSeed(): number {
    const { seed } = this.snapshot;
    if (typeof seed !== "number") throw new Error("a match played in the browser has a uint32 seed");
    return seed;
  }

  /**
   * Saves the match so far, which `state` is, (at `level`, the match's own unless a change
   * replays it) as not yet sent.
   */
  private saveUnsent(actions: readonly Action[], state: MatchState, level = this.snapshot.level): void {
    const seed = this.ownSeed();
    const { rulesVersion } = state;
    this.options.storage.save({
      seed,
      level,
      rulesVersion,
      actions,
      uploaded: false,
      owner: this.owner,
      ...this.barOf(state),
    });
  }

  /** The save's `bar` field for `state`, if the store was given a way to draw it. */
  private barOf(state: MatchState): { bar?: SavedBar } {
    const bar = this.options.barOf?.(state) ?? null;
    return bar === null ? {} : { bar };
  }

  /** Records a slice of a stretch: saved, and shown without being said ball by ball. */
  private keep(state: MatchState, played: readonly Action[], events: readonly MatchEvent[]): void {
    const actions = [...this.snapshot.actions, ...played];
    this.saveUnsent(actions, state);
    this.set({ state, actions, events: [...this.snapshot.events, ...events] });
  }

  /** Ends the stretch: its summary said once, the pause its last events call for, the upload if it finished the match. */
  private endStretch(last: readonly MatchEvent[], stop: StretchStop | null = null): void {
    const { events, ahead, state } = this.snapshot;
    const stretchEvents = events.slice(ahead?.from ?? events.length);
    const summary = stretchEvents.length === 0 ? null : stretchSummary(state, stretchEvents, stop);
    // A stretch is played in an innings: its last events call for the innings break or the result.
    const pause = Math.max(0, this.options.pauseMs());
    const hold = pause > 0 ? holdFor(last) : null;
    const playedAhead =
      stretchEvents.length === 0
        ? this.snapshot.playedAhead
        : [
            ...this.snapshot.playedAhead,
            { from: events.length - stretchEvents.length, to: events.length, state },
          ];
    this.set({ ahead: null, stretch: summary === null ? null : { summary }, hold, playedAhead });
    if (summary !== null) this.options.say?.(summary);
    if (hold !== null) this.cancelHold = this.setTimer(() => this.endHold(true), pause);
    if (last.some((e) => e.type === "result")) this.startUpload();
  }

  /**
   * Whether the ball or the coin's call `action` must wait for what it reads (see whenPlayable):
   * it is then played once that lands, unless the match has changed meanwhile; a second one
   * asked for while it waits is dropped, as a click on a ball in flight would be.
   */
  private waitForTables(action: Action): boolean {
    if (this.deferredBall !== null) return true;
    const waiting = this.options.whenPlayable?.(this.snapshot.state) ?? null;
    if (waiting === null) return false;
    const deferred = { action };
    this.deferredBall = deferred;
    const { state } = this.snapshot;
    const play = () => {
      if (this.deferredBall !== deferred) return;
      this.deferredBall = null;
      if (state === this.snapshot.state) this.dispatch(action);
    };
    void waiting.then(play, play);
    return true;
  }

  /**
   * The player came to play (the header's Play, home's "Play a match"): the match in progress
   * stays, but a finished one makes way for a new match rather than showing its result again.
   * A finished match that never reached the server is sent first, as on the result screen (it
   * waits in the outbox if the network is down); a match still being restored is looked at once
   * it is. Nothing changes during a pause or before the match is finished.
   */
  playOn(): void {
    if (this.snapshot.resuming) {
      this.playOnWhenRestored = true;
      return;
    }
    const { state, hold } = this.snapshot;
    if (hold !== null || this.options.engine.stage(state).name !== "finished") return;
    this.uploadIfKeptOnlyHere();
    this.newMatch();
  }

  /** Abandons whatever is on and sets up a new match with a new seed. */
  newMatch(): void {
    this.deferredBall = null;
    this.clearHold();
    this.stopRetrying();
    this.options.silence();
    this.options.storage.clear();
    this.snapshot = this.freshMatch(null);
    this.emit();
  }

  /** Whether the level may change now: before the toss, and not during a pause. */
  canChangeLevel(): boolean {
    const { state, hold, resuming } = this.snapshot;
    return hold === null && !resuming && LEVEL_STAGES.has(this.options.engine.stage(state).name);
  }

  /**
   * Plays the match so far again from its seed at `level`. Refused (returns false) once the
   * coin has been tossed: from then on the computer's choices depend on the level.
   */
  setLevel(level: OpponentLevel): boolean {
    if (level === this.snapshot.level) return true;
    if (!this.canChangeLevel()) return false;
    const { seed, actions } = this.snapshot;
    const { rulesVersion } = this.snapshot.state;
    const replayed = replay(this.options.engine, { seed, level, rulesVersion, actions }, true);
    if (replayed.refusedAt !== null) return false;
    this.saveUnsent(actions, replayed.state, level);
    this.set({ level, state: replayed.state, events: replayed.events, refusal: null });
    return true;
  }

  dismissNotice(): void {
    if (this.snapshot.notice !== null) this.set({ notice: null });
  }

  /** Sends a finished match again after a failure, or when the network is back after it was kept offline. */
  retryUpload(): void {
    if (this.snapshot.upload !== "error" && this.snapshot.upload !== "offline") return;
    this.stopRetrying();
    this.startUpload();
  }

  /** The member signed in now keeps the guest's match they were offered: it becomes theirs and is sent. */
  keepGuestMatch(): void {
    const owner = this.ownerNow();
    if (this.snapshot.upload !== "offer" || owner === GUEST) return;
    this.owner = owner;
    this.saveUnsent(this.snapshot.actions, this.snapshot.state);
    this.startUpload();
  }

  /** The member signed in now does not want the guest's match: it is forgotten, so never asked again. */
  declineGuestMatch(): void {
    if (this.snapshot.upload !== "offer") return;
    this.options.storage.clear();
    this.set({ upload: "declined" });
  }

  /**
   * Called when the screen mounts: a finished match restored from storage that never reached
   * the server is sent now (the mount, not the constructor, so a discarded store sends nothing).
   */
  resume(): void {
    // Two tabs keep their match under one key: when the other tab saves over this one, say so.
    this.stopWatching?.();
    this.stopWatching = this.options.storage.watchOtherTabs(() =>
      this.set({ notice: STORAGE_NOTICES.otherTab }),
    );
    this.uploadIfKeptOnlyHere();
  }

  /** Sends a finished match that never reached the server. */
  private uploadIfKeptOnlyHere(): void {
    const { state, upload } = this.snapshot;
    if (this.options.engine.stage(state).name !== "finished") return;
    if (upload === "idle") this.startUpload();
    else if (upload === "offline") this.scheduleRetry();
  }

  /** Called when the screen unmounts: a pending pause ends at once, and the voice stops. */
  suspend(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.stopRetrying();
    this.endHold(false);
    this.options.silence();
  }

  private freshMatch(notice: string | null): GameSnapshot {
    this.generation++;
    this.owner = this.ownerNow();
    this.retries = 0;
    const seed = this.options.newSeed() >>> 0;
    const level = this.options.level();
    return {
      seed,
      level,
      actions: [],
      state: this.options.engine.createMatch(seed, level, this.options.rulesVersion),
      events: [],
      hold: null,
      refusal: null,
      notice,
      upload: "idle",
      resuming: false,
      ahead: null,
      stretch: null,
      playedAhead: [],
    };
  }

  private clearHold(): void {
    this.cancelHold?.();
    this.cancelHold = null;
    this.held = [];
  }

  private endHold(speak: boolean): void {
    if (this.snapshot.hold === null) return;
    const held = this.held;
    this.clearHold();
    this.set({ hold: null, events: [...this.snapshot.events, ...held] });
    if (speak) for (const event of held) this.options.reveal(event);
  }

  private ownerNow(): MatchOwner {
    return this.options.owner?.() ?? GUEST;
  }

  /**
   * Sends the finished match as its owner's. While the server cannot be reached it is tried
   * again with a growing pause (see {@link retryDelayMs}), quietly: the screen keeps saying
   * it is offline rather than flickering through "Saving" on every try.
   */
  private startUpload(quietly = false): void {
    const { level, actions, state } = this.snapshot;
    if (state.result === null) return;
    const seed = this.ownSeed();
    const { rulesVersion } = state;
    const generation = this.generation;
    const owner = this.owner;
    if (!quietly) this.set({ upload: "pending" });
    void this.options
      .upload(saveRequest({ seed, level, rulesVersion, actions, result: state.result.text }), owner)
      .catch((): UploadOutcome => "error")
      .then((outcome) => {
        if (generation !== this.generation) return;
        this.set({ upload: outcome });
        if (outcome === "saved")
          this.options.storage.save({
            seed,
            level,
            rulesVersion,
            actions,
            uploaded: true,
            owner,
            ...this.barOf(state),
          });
        if (outcome === "offline") this.scheduleRetry();
        else this.retries = 0;
      });
  }

  private scheduleRetry(): void {
    this.stopRetrying();
    const delay = retryDelayMs(this.retries++, this.options.random);
    this.cancelRetry = this.setTimer(() => {
      this.cancelRetry = null;
      if (this.snapshot.upload === "offline") this.startUpload(true);
    }, delay);
  }

  private stopRetrying(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
  }

  private set(patch: Partial<GameSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
