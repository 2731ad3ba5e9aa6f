/**
 * Helpers for the game screen's tests (only tests import this): real match states made by
 * stepping the real engine with the real catalog, a fake of the browser's speech synthesiser,
 * and game services wired to both.
 */
import { expect } from "vitest";
import {
  replay,
  type Action,
  type FormatKey,
  type MatchEvent,
  type MatchState,
  type OpponentLevel,
  type RulesVersion,
  type PlayStyle,
  type Seed,
} from "../../../engine/index.ts";
import { engine, playOn } from "@/test-support/refereed-match.ts";
import { createGameServices, type GameServices } from "@/features/game/state/game-services.ts";
import type { UploadOutcome } from "@/features/game/saving/match-upload.ts";
import type {
  SpeechBackend,
  SynthLike,
  UtteranceLike,
  VoiceLike,
} from "@/features/game/speech/synth-types.ts";
import {
  answer,
  type WinChanceAnswer,
  type WinChanceRequest,
} from "@/features/game/win-chance/win-chance-answers.ts";
import type { WinChancePort } from "@/features/game/win-chance/win-chance-client.ts";

/** The engine the tests step and the test services play with. */
export { engine };

/** A match so far: its seed, actions, state and every event. */
export interface Played {
  readonly seed: number;
  readonly actions: readonly Action[];
  readonly state: MatchState;
  readonly events: readonly MatchEvent[];
}

/** Applies actions, throwing on a refusal (a test that expects success should fail loudly). */
export function apply(played: Played, ...actions: Action[]): Played {
  const { state, events } = playOn(played.state, actions);
  return {
    seed: played.seed,
    actions: [...played.actions, ...actions],
    state,
    events: [...played.events, ...events],
  };
}

/** India (1) v Australia (2) in India: Wankhede, where the computer bowls first if it wins the toss. */
const BAT_FIRST_GROUND = "in-wankhede";
/** Eden Gardens, where the computer bats first if it wins the toss. */
const BOWL_FIRST_GROUND = "in-eden-gardens";

/**
 * A new match up to the toss (status 7), Classic unless `level` says otherwise, by the current
 * rules unless `rulesVersion` names others (a save that names no version is version 1's).
 */
export function toToss(
  seed: number,
  format: FormatKey = "mini",
  stadiumId = BAT_FIRST_GROUND,
  level: OpponentLevel = "classic",
  rulesVersion?: RulesVersion,
): Played {
  return apply(
    { seed, actions: [], state: engine.createMatch(seed, level, rulesVersion), events: [] },
    { type: "chooseFormat", format },
    { type: "chooseTeam", countryId: 1 },
    { type: "chooseOpponent", countryId: 2 },
    { type: "chooseLocation", countryId: 1 },
    { type: "chooseStadium", stadiumId },
  );
}

/**
 * A match at its first ball with the user batting or bowling first: the ground is picked so that
 * the computer, if it wins the toss, tends to make that choice (by the ground alone in rules
 * version 1 and Classic); where it would not (from version 2 Club and International weigh the
 * sides too), the other call is made, which wins the toss, and the user chooses.
 */
export function toFirstBall(
  role: "bat" | "bowl",
  seed = 11,
  format: FormatKey = "mini",
  level: OpponentLevel = "classic",
  rulesVersion?: RulesVersion,
): Played {
  const ground = role === "bat" ? BAT_FIRST_GROUND : BOWL_FIRST_GROUND;
  for (const call of [0, 1] as const) {
    const tossed = apply(toToss(seed, format, ground, level, rulesVersion), { type: "callToss", call });
    const started =
      engine.nextInput(tossed.state) === "chooseBatOrBowl"
        ? apply(tossed, { type: "chooseBatOrBowl", choice: role })
        : apply(tossed, { type: "startMatch" });
    if (engine.userRole(started.state) === role) return started;
  }
  throw new Error("neither call gave the wanted role");
}

/** The next action a simple player takes: the first eligible bowler, else the style at `styleIndex`. */
export function nextPlay(state: MatchState, styleIndex = 0): Action | null {
  const input = engine.nextInput(state);
  if (input === "chooseBowler")
    return { type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] as number };
  if (input === "playBall") {
    const style = engine.styleOptions(state)[styleIndex]?.style as PlayStyle;
    return { type: "playBall", style };
  }
  return null;
}

/** Plays on until `done` holds (checked before each action) or the match ends. */
export function playUntil(played: Played, done: (p: Played) => boolean, styleIndex = 0): Played {
  let current = played;
  for (let i = 0; i < 2000 && !done(current); i++) {
    const action = nextPlay(current.state, styleIndex);
    if (!action) break;
    current = apply(current, action);
  }
  return current;
}

/** A finished match (status 11). */
export function finishedMatch(seed = 11, format: FormatKey = "micro"): Played {
  return playUntil(toFirstBall("bat", seed, format), (p) => p.state.result !== null);
}

/**
 * A stand-in for the browser's `speechSynthesis` (the real one cannot run in tests): it
 * records what it is asked to say, and the test decides when a line ends.
 */
export class FakeSynth implements SynthLike {
  /** Every line handed to `speak`, in order. */
  readonly spoken: string[] = [];
  /** The utterances themselves (voice, rate, language). */
  readonly utterances: UtteranceLike[] = [];
  cancels = 0;
  voices: VoiceLike[] = [];
  private current: UtteranceLike | null = null;
  private readonly listeners = new Set<() => void>();

  speak(utterance: UtteranceLike): void {
    this.spoken.push(utterance.text);
    this.utterances.push(utterance);
    this.current = utterance;
  }

  cancel(): void {
    this.cancels++;
    const stopped = this.current;
    this.current = null;
    // Browsers report a cancelled line as failed ("interrupted").
    stopped?.onerror?.({ error: "interrupted" });
  }

  getVoices(): readonly VoiceLike[] {
    return this.voices;
  }

  addEventListener(_type: "voiceschanged", listener: () => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: "voiceschanged", listener: () => void): void {
    this.listeners.delete(listener);
  }

  /** The line being spoken ends. */
  finish(): void {
    const done = this.current;
    this.current = null;
    done?.onend?.({});
  }

  speaking(): string | null {
    return this.current?.text ?? null;
  }

  /** The browser has loaded (new) voices. */
  loadVoices(voices: VoiceLike[]): void {
    this.voices = voices;
    for (const listener of this.listeners) listener();
  }
}

/** A speech backend on a {@link FakeSynth}. */
export function fakeBackend(synth: FakeSynth): SpeechBackend {
  return {
    synth,
    createUtterance: (text) => ({ text, lang: "", rate: 1, voice: null, onend: null, onerror: null }),
  };
}

/**
 * The win-chance worker's own answering code, run in the test's thread: questions wait until
 * the test flushes them, so it decides when (and in which order) answers arrive.
 */
export class InThreadPort implements WinChancePort {
  readonly asked: WinChanceRequest[] = [];
  private listener: ((answer: WinChanceAnswer) => void) | null = null;

  post(request: WinChanceRequest): void {
    this.asked.push(request);
  }

  onAnswer(listener: (answer: WinChanceAnswer) => void): void {
    this.listener = listener;
  }

  /** Answers every waiting question, oldest first. */
  flush(): void {
    for (const request of this.asked.splice(0)) this.listener?.(answer(engine, request));
  }
}

export interface TestServicesOptions {
  readonly storage?: Storage | null;
  readonly seed?: number;
  readonly synth?: FakeSynth | null;
  readonly upload?: () => Promise<UploadOutcome>;
  /** Timer for the announcement pauses and the speech watchdog (defaults to real timers). */
  readonly setTimer?: (run: () => void, ms: number) => () => void;
  /** The win-chance worker's stand-in; without one the page has no worker (no figure shown). */
  readonly winChancePort?: WinChancePort;
}

/** Game services on the real engine, with the given storage, a fake voice and a fixed seed. */
export function createTestServices(options: TestServicesOptions = {}): GameServices {
  const synth = options.synth === undefined ? new FakeSynth() : options.synth;
  return createGameServices({
    engine,
    storage: options.storage === undefined ? globalThis.localStorage : options.storage,
    backend: synth ? fakeBackend(synth) : null,
    newSeed: () => options.seed ?? 11,
    upload: options.upload ?? (() => Promise.resolve("guest")),
    ...(options.setTimer ? { setTimer: options.setTimer } : {}),
    startWinChance: () => options.winChancePort ?? null,
  });
}

/**
 * A game after its level changed to `level`: the same seed and actions as before, and the very
 * state a match played at that level from the start reaches (not a patched one).
 */
export function expectReplayedAt(
  snap: {
    readonly level: OpponentLevel;
    readonly seed: Seed;
    readonly actions: readonly Action[];
    readonly state: MatchState;
  },
  level: OpponentLevel,
  before: { readonly seed: Seed; readonly actions: readonly Action[] },
): void {
  const { seed, actions } = before;
  expect(snap.level).toBe(level);
  expect(snap.seed).toBe(seed);
  expect(snap.actions).toEqual(actions);
  expect(snap.state).toEqual(
    replay(engine, { seed, level, rulesVersion: snap.state.rulesVersion, actions }).state,
  );
}
