/**
 * Orders voices for the picker: English first (the commentary is written in English), the
 * browser's default English voice at the top, then the rest by language and name.
 */
import type { VoiceLike } from "./synth-types.ts";

function isEnglish(voice: VoiceLike): boolean {
  return voice.lang.toLowerCase().startsWith("en");
}

/** A new array of the voices in picker order. */
export function orderVoices(voices: readonly VoiceLike[]): VoiceLike[] {
  return [...voices].sort((a, b) => {
    const english = Number(isEnglish(b)) - Number(isEnglish(a));
    if (english !== 0) return english;
    const preferred = Number(b.default) - Number(a.default);
    if (preferred !== 0) return preferred;
    return a.lang.localeCompare(b.lang) || a.name.localeCompare(b.name);
  });
}

export function isEnglishVoice(voice: VoiceLike): boolean {
  return isEnglish(voice);
}
