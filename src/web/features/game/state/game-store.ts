/**
 * The match in the page: an external store (read by React through `useSyncExternalStore`)
 * that sends the player's actions to the engine and keeps what the screen shows: the state,
 * the actions so far, the events revealed so far, and the announcement pause.
 *
 * It holds no cricket rules. What it adds is timing and keeping: the toss result is revealed
 * only after the announcement pause (the engine has already flipped the coin), the innings
 * break and the result stay on screen for that pause before play goes on, every action is
 * saved so a reload resumes the match, and a finished match is sent to the member's list once.
 * The opponent level belongs to the match: it may change only before the toss, and changing it
 * replays the match so far at the new level rather than patching the state.
 */
import {
  replay,
  type Action,
  type Engine,
  type MatchEvent,
  type MatchState,
  type OpponentLevel,
  type StageName,
} from "../../../../engine/index.ts";
import type { SaveMatchRequest } from "../../../../shared/api-types.ts";
import { type MatchStorage, STORAGE_NOTICES } from "../../matches/match-storage.ts";
import type { UploadOutcome } from "../../matches/match-upload.ts";
import type { SetTimer } from "../speech/speaker.ts";

/** What the screen waits out before going on: the coin in the air, an innings break, the result. */
type HoldKind = "toss" | "inningsBreak" | "result";

/** Keeping the finished match on the server: not yet tried, under way, or how it ended. */
export type UploadStatus = "idle" | "pending" | UploadOutcome;

/** Everything the game screen renders from. Replaced, never changed, on every update. */
export interface GameSnapshot {
  readonly seed: number;
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
}

/** What the store is built with; tests pass fakes for all but the engine. */
interface GameStoreOptions {
  readonly engine: Engine;
  readonly storage: MatchStorage;
  readonly newSeed: () => number;
  /** The level a new match starts at (the player's last choice). */
  readonly level: () => OpponentLevel;
  /** The announcement pause in ms, read at each action (the player may change it any time). */
  readonly pauseMs: () => number;
  /** Called for each event as it is revealed (speech); never awaited. */
  readonly reveal: (event: MatchEvent) => void;
  /** Stops speech: for a new match, and when the screen leaves the page. */
  readonly silence: () => void;
  readonly upload: (request: SaveMatchRequest) => Promise<UploadOutcome>;
  readonly setTimer?: SetTimer;
}

const defaultTimer: SetTimer = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** The stages before the coin is tossed, where the level may still change. */
const LEVEL_STAGES: ReadonlySet<StageName> = new Set([
  "format",
  "team",
  "opponent",
  "location",
  "stadium",
  "toss",
]);

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

  constructor(options: GameStoreOptions) {
    this.options = options;
    this.setTimer = options.setTimer ?? defaultTimer;
    const loaded = options.storage.load(options.engine);
    if (loaded.kind === "restored") {
      this.snapshot = {
        seed: loaded.seed,
        level: loaded.level,
        actions: loaded.actions,
        state: loaded.state,
        events: loaded.events,
        hold: null,
        refusal: null,
        notice: null,
        upload: loaded.uploaded ? "saved" : "idle",
      };
    } else {
      this.snapshot = this.freshMatch(loaded.kind === "discarded" ? loaded.notice : null);
    }
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
    if (this.snapshot.hold !== null) return;
    const { engine, storage } = this.options;
    const result = engine.step(this.snapshot.state, action);
    if (!result.ok) {
      this.set({ refusal: result.error.message });
      return;
    }
    const actions = [...this.snapshot.actions, action];
    storage.save({ seed: this.snapshot.seed, level: this.snapshot.level, actions, uploaded: false });

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
    });
    for (const event of shown) this.options.reveal(event);
    if (hold !== null) this.cancelHold = this.setTimer(() => this.endHold(true), pause);
    if (result.events.some((e) => e.type === "result")) this.startUpload();
  }

  /** Abandons whatever is on and sets up a new match with a new seed. */
  newMatch(): void {
    this.clearHold();
    this.options.silence();
    this.options.storage.clear();
    this.snapshot = this.freshMatch(null);
    this.emit();
  }

  /** Whether the level may change now: before the toss, and not during a pause. */
  canChangeLevel(): boolean {
    const { state, hold } = this.snapshot;
    return hold === null && LEVEL_STAGES.has(this.options.engine.stage(state).name);
  }

  /**
   * Plays the match so far again from its seed at `level`. Refused (returns false) once the
   * coin has been tossed: from then on the computer's choices depend on the level.
   */
  setLevel(level: OpponentLevel): boolean {
    if (level === this.snapshot.level) return true;
    if (!this.canChangeLevel()) return false;
    const { seed, actions } = this.snapshot;
    const replayed = replay(this.options.engine, { seed, level, actions }, true);
    if (replayed.refusedAt !== null) return false;
    this.options.storage.save({ seed, level, actions, uploaded: false });
    this.set({ level, state: replayed.state, events: replayed.events, refusal: null });
    return true;
  }

  dismissNotice(): void {
    if (this.snapshot.notice !== null) this.set({ notice: null });
  }

  /** Sends a finished match again after a failure, or when the network is back after it was kept offline. */
  retryUpload(): void {
    if (this.snapshot.upload === "error" || this.snapshot.upload === "offline") this.startUpload();
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
    const { state, upload } = this.snapshot;
    if (this.options.engine.stage(state).name === "finished" && upload === "idle") this.startUpload();
  }

  /** Called when the screen unmounts: a pending pause ends at once, and the voice stops. */
  suspend(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.endHold(false);
    this.options.silence();
  }

  private freshMatch(notice: string | null): GameSnapshot {
    this.generation++;
    const seed = this.options.newSeed() >>> 0;
    const level = this.options.level();
    return {
      seed,
      level,
      actions: [],
      state: this.options.engine.createMatch(seed, level),
      events: [],
      hold: null,
      refusal: null,
      notice,
      upload: "idle",
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

  private startUpload(): void {
    const { seed, level, actions, state } = this.snapshot;
    if (state.result === null) return;
    const generation = this.generation;
    this.set({ upload: "pending" });
    void this.options
      .upload({ seed, level, actions, result: state.result.text })
      .catch((): UploadOutcome => "error")
      .then((outcome) => {
        if (generation !== this.generation) return;
        this.set({ upload: outcome });
        if (outcome === "saved") this.options.storage.save({ seed, level, actions, uploaded: true });
      });
  }

  private set(patch: Partial<GameSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
