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
import { replay, type OpponentLevel, type StageName } from "../../../../engine/index.ts";
import { GUEST } from "@/auth/known-member.ts";
import { STORAGE_NOTICES } from "@/features/game/saving/match-storage.ts";
import { isOthersMatch, type SavedBar } from "@/features/game/saving/saved-bar.ts";
import { retryDelayMs, type UploadOutcome } from "@/features/game/saving/match-upload.ts";
import { barField, type GameSnapshot, saveRequest } from "./game-snapshot.ts";
import { GameStoreCore, type GameStoreOptions } from "./game-store-core.ts";

/** The stages before the coin is tossed, where the level may still change. */
const LEVEL_STAGES: ReadonlySet<StageName> = new Set([
  "format",
  "team",
  "opponent",
  "location",
  "stadium",
  "toss",
]);

/** See the module comment. */
export class GameStore extends GameStoreCore {
  private stopWatching: (() => void) | null = null;
  /** The next try to reach the server, while it cannot be reached, and how many went before. */
  private cancelRetry: (() => void) | null = null;
  private retries = 0;
  /** Set by {@link playOn} while the saved match is still being restored. */
  private playOnWhenRestored = false;
  /**
   * What the bar showed of the saved match being resumed (see saved-bar.ts), shown while
   * {@link GameSnapshot.resuming} holds, as the page's first paint showed it; null if it kept none.
   */
  readonly resumingBar: SavedBar | null = null;

  constructor(options: GameStoreOptions) {
    super(options);
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
        state: options.engine.createMatch(saved.seed, saved.level ?? "classic", saved.rulesVersion, {
          knockout: saved.knockout === true,
        }),
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
    const { rulesVersion, knockout } = this.snapshot.state;
    const replayed = replay(this.options.engine, { seed, level, rulesVersion, knockout, actions }, true);
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

  /**
   * Sends the finished match as its owner's. While the server cannot be reached it is tried
   * again with a growing pause (see {@link retryDelayMs}), quietly: the screen keeps saying
   * it is offline rather than flickering through "Saving" on every try.
   */
  protected startUpload(quietly = false): void {
    const { level, actions, state } = this.snapshot;
    if (state.result === null) return;
    const seed = this.ownSeed();
    const { rulesVersion, knockout } = state;
    const generation = this.generation;
    const owner = this.owner;
    if (!quietly) this.set({ upload: "pending" });
    void this.options
      .upload(saveRequest({ seed, level, rulesVersion, knockout, actions, result: state.result.text }), owner)
      .catch((): UploadOutcome => "error")
      .then((outcome) => {
        if (generation !== this.generation) return;
        this.set({ upload: outcome });
        if (outcome === "saved")
          this.options.storage.save({
            seed,
            level,
            rulesVersion,
            ...(knockout ? { knockout } : {}),
            actions,
            uploaded: true,
            owner,
            ...barField(this.options, state),
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
}
