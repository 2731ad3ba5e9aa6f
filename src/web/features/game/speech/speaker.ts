/**
 * The commentary voice: a queue in front of the browser's speech synthesiser.
 *
 * The browser's own queue has one way to stop a line, `cancel()`, and it empties everything,
 * announcements included. So the speaker hands the synthesiser one line at a time and keeps
 * the rest itself: a new ball's commentary can then cut short the commentary being spoken
 * while the toss, innings and result announcements wait their turn and are never lost.
 *
 * Speech never holds up play: `say` returns at once and nothing waits for a line to end.
 */
import type { GameSettings } from "@/features/game/state/settings-store.ts";
import { defaultTimer, type SetTimer } from "@/features/game/state/timer.ts";
import type { SpokenLine } from "./event-lines.ts";
import { spokenText } from "./spoken-text.ts";
import type { SpeechBackend, UtteranceLike, VoiceLike } from "./synth-types.ts";
import { orderVoices } from "./voice-order.ts";

interface SpeakerOptions {
  /** The synthesiser, or null where the browser has none (the speaker then stays silent). */
  readonly backend: SpeechBackend | null;
  /** Read at each line, so mute, voice and rate apply from the next line on. */
  readonly settings: () => Pick<GameSettings, "muted" | "voiceURI" | "rate">;
  readonly setTimer?: SetTimer;
}

/** The language asked for when the player has not picked a voice. */
export const DEFAULT_LANG = "en-GB";

/**
 * The longest a line may take before the queue moves on regardless. Some synthesisers never
 * report the end of a line; without this the queue would fall silent for good.
 */
function watchdogMs(text: string, rate: number): number {
  return 2500 + (text.length * 90) / Math.max(0.1, rate);
}

interface Speaking {
  readonly line: SpokenLine;
  readonly utterance: UtteranceLike;
  readonly stopWatchdog: () => void;
}

/** Speaks lines through a {@link SpeechBackend}; see the module comment for the rules. */
export class Speaker {
  readonly available: boolean;
  private readonly backend: SpeechBackend | null;
  private readonly settings: SpeakerOptions["settings"];
  private readonly setTimer: SetTimer;
  private queue: SpokenLine[] = [];
  private current: Speaking | null = null;
  private voices: readonly VoiceLike[] = [];
  private readonly voiceListeners = new Set<() => void>();

  constructor(options: SpeakerOptions) {
    this.backend = options.backend;
    this.available = options.backend !== null;
    this.settings = options.settings;
    this.setTimer = options.setTimer ?? defaultTimer;
    this.voices = this.readVoices();
  }

  /** Queues a line; a ball's commentary (`interrupt`) first drops unfinished commentary. */
  say(line: SpokenLine): void {
    if (!this.backend || this.settings().muted) return;
    if (line.kind === "commentary" && line.interrupt) {
      this.queue = this.queue.filter((queued) => queued.kind !== "commentary");
      if (this.current?.line.kind === "commentary") this.stopCurrent();
    }
    this.queue.push(line);
    this.next();
  }

  /** Silences everything, spoken and queued (on mute, a new match, or leaving the page). */
  stop(): void {
    this.queue = [];
    if (this.current) this.stopCurrent();
  }

  /** Lines waiting behind the one being spoken (for tests and diagnostics). */
  pending(): readonly SpokenLine[] {
    return this.queue;
  }

  speaking(): SpokenLine | null {
    return this.current?.line ?? null;
  }

  /** The synthesiser's voices in picker order; the same array until they change. */
  readonly getVoices = (): readonly VoiceLike[] => this.voices;

  /** Hears about voices arriving: browsers load them after the page, with `voiceschanged`. */
  readonly subscribeVoices = (listener: () => void): (() => void) => {
    const synth = this.backend?.synth;
    if (this.voiceListeners.size === 0 && synth)
      synth.addEventListener("voiceschanged", this.onVoicesChanged);
    this.voiceListeners.add(listener);
    // Voices may have arrived between construction and this subscription.
    this.onVoicesChanged();
    return () => {
      this.voiceListeners.delete(listener);
      if (this.voiceListeners.size === 0 && synth)
        synth.removeEventListener("voiceschanged", this.onVoicesChanged);
    };
  };

  private readonly onVoicesChanged = (): void => {
    const fresh = this.readVoices();
    const same =
      fresh.length === this.voices.length &&
      fresh.every((voice, i) => voice.voiceURI === this.voices[i]?.voiceURI);
    if (same) return;
    this.voices = fresh;
    for (const listener of this.voiceListeners) listener();
  };

  private readVoices(): readonly VoiceLike[] {
    try {
      return orderVoices(this.backend?.synth.getVoices() ?? []);
    } catch {
      return [];
    }
  }

  private stopCurrent(): void {
    const stopped = this.current;
    // Cleared first: the synthesiser reports the cancelled line as ended (or failed), and
    // that report must not move the queue on a second time.
    this.current = null;
    stopped?.stopWatchdog();
    try {
      this.backend?.synth.cancel();
    } catch {
      // A synthesiser that fails to cancel has nothing left to stop.
    }
  }

  private next(): void {
    const backend = this.backend;
    if (!backend || this.current) return;
    const line = this.queue.shift();
    if (!line) return;
    const settings = this.settings();
    const utterance = backend.createUtterance(spokenText(line.text));
    const voice =
      settings.voiceURI === null ? undefined : this.voices.find((v) => v.voiceURI === settings.voiceURI);
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    } else {
      utterance.lang = DEFAULT_LANG;
    }
    utterance.rate = settings.rate;
    const finished = (): void => {
      if (this.current?.utterance !== utterance) return;
      this.current.stopWatchdog();
      this.current = null;
      this.next();
    };
    utterance.onend = finished;
    utterance.onerror = finished;
    const stopWatchdog = this.setTimer(finished, watchdogMs(utterance.text, settings.rate));
    this.current = { line, utterance, stopWatchdog };
    try {
      backend.synth.speak(utterance);
    } catch {
      finished();
    }
  }
}
