/**
 * The core of the match in the page (see game-store.ts for the store built on it): the snapshot
 * and its listeners, each action stepped on the engine, the stretches played ahead, the
 * announcement pauses that hold what a step revealed, and the save of every step. Starting,
 * restoring, the level and keeping a finished match on the server are the store's.
 */
import {
  isHighlight,
  playAheadRng,
  planReadsTables,
  playStretch,
  stretchSummary,
  type Action,
  type Engine,
  type MatchEvent,
  type MatchRecord,
  type MatchState,
  type OpponentLevel,
  type PlannedSlice,
  type PlayAheadPlan,
  type PlayAheadStops,
  type PlayAheadUntil,
  type RulesVersion,
  type Stretch,
  type StretchQuestion,
  type StretchStop,
} from "../../../../engine/index.ts";
import type { SaveMatchRequest } from "../../../../shared/api-types.ts";
import { GUEST, type MatchOwner } from "@/auth/known-member.ts";
import type { MatchStorage } from "@/features/game/saving/match-storage.ts";
import type { SavedBar } from "@/features/game/saving/saved-bar.ts";
import type { UploadOutcome } from "@/features/game/saving/match-upload.ts";
import { barField, type GameSnapshot, holdFor } from "./game-snapshot.ts";
import { defaultTimer, type SetTimer } from "./timer.ts";

/** What the store is built with; tests pass fakes for all but the engine. */
export interface GameStoreOptions {
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

/** Most actions a stretch plays before the page is given back (a one-day innings is about 300). */
const PLAY_AHEAD_SLICE = 60;

/** See the module comment; `GameStore` (game-store.ts) is the store built on it. */
export abstract class GameStoreCore {
  // Set by the store's constructor, which restores or starts the match.
  protected snapshot!: GameSnapshot;
  private readonly listeners = new Set<() => void>();
  protected readonly options: GameStoreOptions;
  protected readonly setTimer: SetTimer;
  private cancelHold: (() => void) | null = null;
  /** Events waiting for the toss pause to end. */
  private held: readonly MatchEvent[] = [];
  /** Bumped by each new match, so a late answer about an old match changes nothing. */
  protected generation = 0;
  /** Whose match this is; see game-store.ts's module comment. */
  protected owner: MatchOwner;
  /** A ball asked for while its tables were on their way, played when they land. */
  protected deferredBall: { readonly action: Action } | null = null;

  constructor(options: GameStoreOptions) {
    this.options = options;
    this.setTimer = options.setTimer ?? defaultTimer;
    this.owner = this.ownerNow();
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
  protected ownSeed(): number {
    const { seed } = this.snapshot;
    if (typeof seed !== "number") throw new Error("a match played in the browser has a uint32 seed");
    return seed;
  }

  /**
   * Saves the match so far, which `state` is, (at `level`, the match's own unless a change
   * replays it) as not yet sent.
   */
  protected saveUnsent(actions: readonly Action[], state: MatchState, level = this.snapshot.level): void {
    const seed = this.ownSeed();
    const { rulesVersion, knockout } = state;
    this.options.storage.save({
      seed,
      level,
      rulesVersion,
      ...(knockout ? { knockout } : {}),
      actions,
      uploaded: false,
      owner: this.owner,
      ...barField(this.options, state),
    });
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

  protected clearHold(): void {
    this.cancelHold?.();
    this.cancelHold = null;
    this.held = [];
  }

  protected endHold(speak: boolean): void {
    if (this.snapshot.hold === null) return;
    const held = this.held;
    this.clearHold();
    this.set({ hold: null, events: [...this.snapshot.events, ...held] });
    if (speak) for (const event of held) this.options.reveal(event);
  }

  protected ownerNow(): MatchOwner {
    return this.options.owner?.() ?? GUEST;
  }

  /** Sends the finished match as its owner's (see the store). */
  protected abstract startUpload(quietly?: boolean): void;

  protected set(patch: Partial<GameSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.emit();
  }

  protected emit(): void {
    for (const listener of this.listeners) listener();
  }
}
