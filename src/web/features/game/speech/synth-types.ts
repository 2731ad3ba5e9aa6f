/**
 * The small part of the browser's Web Speech API the game uses, as interfaces, so the speaker
 * can run against the real `speechSynthesis` or a fake one in tests.
 */

/** A voice as `speechSynthesis.getVoices()` lists it. */
export interface VoiceLike {
  readonly name: string;
  readonly lang: string;
  readonly voiceURI: string;
  readonly default: boolean;
}

/** A line to speak, as `SpeechSynthesisUtterance` holds it. */
export interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  voice: VoiceLike | null;
  onend: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** The synthesiser, as `window.speechSynthesis` offers it. */
export interface SynthLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  getVoices(): readonly VoiceLike[];
  addEventListener(type: "voiceschanged", listener: () => void): void;
  removeEventListener(type: "voiceschanged", listener: () => void): void;
}

/** A synthesiser and a way to make its utterances. */
export interface SpeechBackend {
  readonly synth: SynthLike;
  readonly createUtterance: (text: string) => UtteranceLike;
}

/** The browser's own speech synthesis, or null where the browser has none. */
export function browserSpeech(): SpeechBackend | null {
  if (typeof window === "undefined") return null;
  const synth = (window as { speechSynthesis?: unknown }).speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance !== "function") return null;
  return {
    synth: synth as SynthLike,
    createUtterance: (text) => new SpeechSynthesisUtterance(text) as unknown as UtteranceLike,
  };
}
