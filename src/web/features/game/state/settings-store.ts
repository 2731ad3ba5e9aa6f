/**
 * The player's game settings: speech (mute, voice, rate), the announcement pause, whether
 * the "no speech here" notice was dismissed, the opponent level new matches start at and the
 * coach. Kept in localStorage under one key, read back field by field so one bad value never
 * throws the others away.
 */
import { DEFAULT_LEVEL, isComputerLevel, type ComputerLevel } from "../../../../engine/index.ts";
import { isRecord } from "../../../../shared/is-record.ts";
import { readKey, writeKey } from "@/storage/browser-storage.ts";

export const SETTINGS_KEY = "howzat:settings";

/** The pauses (ms) the player may choose for the toss and other announcements. */
export const PAUSE_CHOICES = [0, 1000, 3000] as const;
/** One of {@link PAUSE_CHOICES}. */
export type PauseMs = (typeof PAUSE_CHOICES)[number];

/** Slowest and fastest speech rates offered. */
export const RATE_RANGE = { min: 0.5, max: 2, step: 0.1 } as const;

/** Everything the settings remember. */
export interface GameSettings {
  readonly muted: boolean;
  /** The chosen voice's `voiceURI`; null lets the browser pick an English voice. */
  readonly voiceURI: string | null;
  readonly rate: number;
  /** The spec's 3 s toss and announcement pause, shortened at will (the end-to-end tests use 0). */
  readonly pauseMs: PauseMs;
  readonly speechNoticeDismissed: boolean;
  /** The level last chosen on the format stage; a new match starts at it. */
  readonly level: ComputerLevel;
  /** Whether each style button shows what it does to the chance of winning. */
  readonly coach: boolean;
}

/** Settings of a first visit. */
export const DEFAULT_SETTINGS: GameSettings = {
  muted: false,
  voiceURI: null,
  rate: 1,
  pauseMs: 3000,
  speechNoticeDismissed: false,
  level: DEFAULT_LEVEL,
  coach: false,
};

/** Settings from their stored text; anything missing or malformed falls back to its default. */
export function parseSettings(raw: string | null): GameSettings {
  let value: unknown;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    value = null;
  }
  if (!isRecord(value)) return DEFAULT_SETTINGS;
  const rate = value.rate;
  const pause = value.pauseMs;
  return {
    muted: typeof value.muted === "boolean" ? value.muted : DEFAULT_SETTINGS.muted,
    voiceURI: typeof value.voiceURI === "string" && value.voiceURI !== "" ? value.voiceURI : null,
    rate:
      typeof rate === "number" && Number.isFinite(rate) && rate >= RATE_RANGE.min && rate <= RATE_RANGE.max
        ? rate
        : DEFAULT_SETTINGS.rate,
    pauseMs: PAUSE_CHOICES.find((p) => p === pause) ?? DEFAULT_SETTINGS.pauseMs,
    speechNoticeDismissed: value.speechNoticeDismissed === true,
    level: isComputerLevel(value.level) ? value.level : DEFAULT_SETTINGS.level,
    coach: value.coach === true,
  };
}

/** A small external store of the settings, for `useSyncExternalStore`. */
export interface SettingsStore {
  readonly get: () => GameSettings;
  readonly subscribe: (listener: () => void) => () => void;
  readonly update: (patch: Partial<GameSettings>) => void;
}

/** Settings read from `storage` once, written back on every change. */
export function createSettingsStore(storage: Storage | null): SettingsStore {
  let current = parseSettings(readKey(storage, SETTINGS_KEY));
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      current = { ...current, ...patch };
      writeKey(storage, SETTINGS_KEY, JSON.stringify(current));
      for (const listener of listeners) listener();
    },
  };
}
