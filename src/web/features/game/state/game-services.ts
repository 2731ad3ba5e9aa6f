/**
 * The long-lived objects behind the game screen: the engine, the match store, the settings,
 * the speaker and the win-chance client. The page builds the browser's set once; tests build theirs with fakes, through
 * the same wiring.
 */
import { catalog } from "../../../../data/catalog.ts";
import {
  createEngine,
  levelRules,
  replayTablesState,
  replayTossState,
  tablesKey,
  type Engine,
  type RulesVersion,
} from "../../../../engine/index.ts";
import type { SaveMatchRequest } from "../../../../shared/api-types.ts";
import { currentOwner, type MatchOwner } from "@/auth/known-member.ts";
import { createMatchStorage } from "@/features/game/saving/match-storage.ts";
import { uploadFinishedMatch, type UploadOutcome } from "@/features/game/saving/match-upload.ts";
import { spokenLineOf } from "@/features/game/speech/event-lines.ts";
import { Speaker } from "@/features/game/speech/speaker.ts";
import { browserSpeech, type SpeechBackend } from "@/features/game/speech/synth-types.ts";
import { startWinChanceWorker, type WinChancePort } from "@/features/game/win-chance/win-chance-client.ts";
import { browserStorage } from "@/storage/browser-storage.ts";
import { GameStore } from "./game-store.ts";
import { type MatchView, winChanceFor } from "./match-view.ts";
import { newSeed } from "./new-seed.ts";
import { savedBarOf } from "./screen-of.ts";
import type { SetTimer } from "./timer.ts";
import { createSettingsStore, type SettingsStore } from "./settings-store.ts";

/** The match view (engine, win chance) and what playing a match adds to it. */
export interface GameServices extends MatchView {
  readonly store: GameStore;
  readonly settings: SettingsStore;
  readonly speaker: Speaker;
}

/** What differs between the browser's services and a test's. */
interface ServiceParts {
  readonly engine: Engine;
  /** The settings' and (unless `matchStorage` says otherwise) the match's storage. */
  readonly storage: Storage | null;
  /** Where the match in play is kept, when not in `storage` (null: in memory only). */
  readonly matchStorage?: Storage | null;
  readonly backend: SpeechBackend | null;
  readonly newSeed: () => number;
  readonly upload: (request: SaveMatchRequest, owner: MatchOwner) => Promise<UploadOutcome>;
  /** Timer for the announcement pauses and the speech watchdog (defaults to real timers). */
  readonly setTimer?: SetTimer;
  /** Starts the win-chance worker on the first question (tests answer in their own thread). */
  readonly startWinChance: () => WinChancePort | null;
  /** The rules new matches are played by (the engine's current ones when left out, as on the page). */
  readonly rulesVersion?: RulesVersion;
}

/**
 * Wires the parts together. Speech is silenced from here only: on mute, and when the store
 * asks (a new match, or the screen leaving the page).
 */
export function createGameServices(parts: ServiceParts): GameServices {
  const { engine, setTimer } = parts;
  const settings = createSettingsStore(parts.storage);
  const speaker = new Speaker({
    backend: parts.backend,
    settings: settings.get,
    ...(setTimer ? { setTimer } : {}),
  });
  const winChance = winChanceFor(engine, parts.startWinChance);
  const silence = () => speaker.stop();
  settings.subscribe(() => {
    if (settings.get().muted) silence();
  });
  const store = new GameStore({
    engine,
    storage: createMatchStorage(parts.matchStorage === undefined ? parts.storage : parts.matchStorage),
    owner: () => currentOwner(parts.storage),
    newSeed: parts.newSeed,
    level: () => settings.get().level,
    ...(parts.rulesVersion === undefined ? {} : { rulesVersion: parts.rulesVersion }),
    pauseMs: () => settings.get().pauseMs,
    reveal: (event) => {
      const line = spokenLineOf(event);
      if (line) speaker.say(line);
    },
    say: (text) => speaker.say({ text, kind: "announcement" }),
    silence,
    upload: parts.upload,
    barOf: (state) => savedBarOf(engine, state),
    ...(setTimer ? { setTimer } : {}),
    // A saved International match is replayed once the worker's window of its tables is here
    // (a match's own, from rules version 2, only if the save has reached the first ball), and,
    // from version 2, once the worker has valued the two orders its toss weighed, so replaying
    // the call builds nothing here either.
    whenReplayable: (record) => {
      const tables = () => {
        const needs = replayTablesState(engine, record);
        return needs === null || engine.tables.hasWhole(tablesKey(needs))
          ? null
          : winChance.whenTables(needs, record);
      };
      const atToss = replayTossState(engine, record);
      const toss = atToss !== null && engine.tossValuesMissing(atToss) ? winChance.whenToss(atToss) : null;
      return toss === null ? tables() : toss.then(() => tables() ?? undefined);
    },
    // A ball waits for the window it is read from (the chase's, asked for at the change of
    // innings); the coin's call for the values of the two orders the computer weighs if it wins.
    // A plan that follows the coach or stops on a swing reads the tables where they are held.
    planStretch: (question) => winChance.planStretch(question),
    whenPlayable: (state) => {
      if (engine.tossValuesMissing(state)) return winChance.whenToss(state);
      return !levelRules(state.level).playNeedsTables || engine.tables.covers(state)
        ? null
        : winChance.whenTables(state);
    },
  });
  const prepare = () => {
    const { state } = store.getSnapshot();
    if (!engine.tables.covers(state)) winChance.prepareTables(state);
    if (engine.tossValuesMissing(state)) winChance.prepareToss(state);
  };
  store.subscribe(prepare);
  prepare();
  return { engine, store, settings, speaker, winChance };
}

/** The real thing: localStorage, the browser's voice, the API and a random seed. */
export function createBrowserServices(): GameServices {
  return createGameServices({
    engine: createEngine(catalog),
    storage: browserStorage(),
    backend: browserSpeech(),
    newSeed,
    upload: uploadFinishedMatch,
    startWinChance: startWinChanceWorker,
  });
}

/**
 * The browser's services for a match the server holds (a ranked match): the player's settings,
 * the voice and the win-chance worker as on the game page, but no match of this device's is
 * loaded or kept (the game store is left empty: the server's match is shown instead).
 */
export function createServerMatchServices(): GameServices {
  return createGameServices({
    engine: createEngine(catalog),
    storage: browserStorage(),
    matchStorage: null,
    backend: browserSpeech(),
    newSeed,
    upload: () => Promise.resolve("guest"),
    startWinChance: startWinChanceWorker,
  });
}
