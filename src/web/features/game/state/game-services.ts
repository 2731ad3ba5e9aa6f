/**
 * The long-lived objects behind the game screen: the match store, the settings and the
 * speaker. The page builds the browser's set once; tests build theirs with fakes.
 */
import type { MatchEvent } from "../../../../engine/index.ts";
import { browserStorage } from "./browser-storage.ts";
import { engine } from "./game-engine.ts";
import { GameStore } from "./game-store.ts";
import { createMatchStorage } from "../../matches/match-storage.ts";
import { uploadFinishedMatch } from "../../matches/match-upload.ts";
import { newSeed } from "./new-seed.ts";
import { createSettingsStore, type SettingsStore } from "./settings-store.ts";
import { spokenLineOf } from "../speech/event-lines.ts";
import { Speaker } from "../speech/speaker.ts";
import { browserSpeech } from "../speech/synth-types.ts";

/** What the game screen runs on. */
export interface GameServices {
  readonly store: GameStore;
  readonly settings: SettingsStore;
  readonly speaker: Speaker;
}

/** Speaks an event's line, if it has one. */
export function speakEvent(speaker: Speaker, event: MatchEvent): void {
  const line = spokenLineOf(event);
  if (line) speaker.say(line);
}

/** The real thing: localStorage, the browser's voice, the API and a random seed. */
export function createBrowserServices(): GameServices {
  const storage = browserStorage();
  const settings = createSettingsStore(storage);
  const speaker = new Speaker({ backend: browserSpeech(), settings: settings.get });
  const store = new GameStore({
    engine,
    storage: createMatchStorage(storage),
    newSeed,
    pauseMs: () => settings.get().pauseMs,
    reveal: (event) => speakEvent(speaker, event),
    silence: () => speaker.stop(),
    upload: uploadFinishedMatch,
  });
  return { store, settings, speaker };
}
