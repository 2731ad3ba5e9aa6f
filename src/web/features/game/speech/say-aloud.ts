/**
 * One announcement outside a match (the home page's news of an achievement), in the member's
 * voice, rate and mute as the game's settings keep them on this device.
 */
import { browserStorage, readKey } from "@/storage/browser-storage.ts";
import { parseSettings, SETTINGS_KEY } from "@/features/game/state/settings-store.ts";
import { Speaker } from "./speaker.ts";
import { browserSpeech } from "./synth-types.ts";

/**
 * Whether the browser lets the page speak: Chrome refuses speech to a page the member has not yet
 * clicked or typed in (a /home opened straight from the address bar), failing the line. Browsers
 * that do not say are let try.
 */
function mayStartSpeech(): boolean {
  const activation = (globalThis.navigator as { userActivation?: { hasBeenActive: boolean } } | undefined)
    ?.userActivation;
  return activation?.hasBeenActive ?? true;
}

/**
 * Says `text` once, as an announcement (never cut short by another line). Silent when the member
 * has muted the voice, the browser has none, or it would refuse the line (see
 * {@link mayStartSpeech}). The settings are read as the line starts, so a mute set in another tab
 * counts.
 */
export function sayAloud(text: string): void {
  if (!mayStartSpeech()) return;
  const storage = browserStorage();
  const speaker = new Speaker({
    backend: browserSpeech(),
    settings: () => parseSettings(readKey(storage, SETTINGS_KEY)),
  });
  speaker.say({ text, kind: "announcement" });
}
