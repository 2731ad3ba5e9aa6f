/**
 * What the game screen renders from ({@link GameSnapshot}, replaced on every update by the
 * store in game-store.ts), and what the store keeps of a match: the pause a step calls for
 * ({@link holdFor}), the bar kept with each save ({@link barField}) and the request that keeps a
 * finished match on the server ({@link saveRequest}).
 */
import {
  type Action,
  type MatchEvent,
  type MatchState,
  type OpponentLevel,
  type PlayAheadPlan,
  type PlayAheadUntil,
  type RulesVersion,
  type Seed,
  UNVERSIONED_RULES,
} from "../../../../engine/index.ts";
import type { SaveMatchRequest } from "../../../../shared/api-types.ts";
import type { SavedBar } from "@/features/game/saving/saved-bar.ts";
import type { UploadOutcome } from "@/features/game/saving/match-upload.ts";

/** What the screen waits out before going on: the coin in the air, an innings break, the result. */
export type HoldKind = "toss" | "inningsBreak" | "result";

/**
 * Keeping the finished match on the server: not yet tried, under way, how it ended, or a
 * guest's match the member chose not to keep.
 */
export type UploadStatus = "idle" | "pending" | UploadOutcome | "declined";

/** Everything the game screen renders from. Replaced, never changed, on every update. */
export interface GameSnapshot {
  /** The browser's own matches have a uint32; a refereed match shows its wide seed once revealed. */
  readonly seed: Seed;
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
  /**
   * Set while a saved match waits for what its replay needs (an International match's win
   * tables, built by the worker) before it is replayed; nothing is played meanwhile.
   */
  readonly resuming: boolean;
  /** Set while a stretch is played ahead with a plan; the style buttons wait meanwhile. */
  readonly ahead: {
    readonly plan: PlayAheadPlan;
    readonly until: PlayAheadUntil;
    /** Watched at a ball every `paceMs` (its highlights said); 0 for at once. */
    readonly paceMs: number;
    /** Where the stretch's events begin in {@link GameSnapshot.events}. */
    readonly from: number;
  } | null;
  /**
   * The last stretch played ahead, summed up in a line (said once, instead of each of its balls);
   * null until one ends, and again on the next action. A new object for each stretch.
   */
  readonly stretch: { readonly summary: string } | null;
  /**
   * Where the stretches played ahead in this match lie in {@link GameSnapshot.events} (from,
   * up to but not including to) and the match as each ended, for the feed to sum them up an
   * over a line. Not kept: a reloaded match shows its balls one by one.
   */
  readonly playedAhead: readonly PlayedAhead[];
}

/** A stretch played ahead, as the feed sums it up (see {@link GameSnapshot.playedAhead}). */
export interface PlayedAhead {
  readonly from: number;
  readonly to: number;
  readonly state: MatchState;
}

/**
 * The request that keeps a finished match. Version 1 is what a request naming no rules version
 * means, so it is left out: a version-1 match is sent exactly as before versions existed, which
 * every server since the levels accepts; any later version is named. Likewise `knockout` is
 * named only for a knockout match (a competition's knockout fixture).
 */
export function saveRequest(
  request: SaveMatchRequest & { readonly rulesVersion: RulesVersion },
): SaveMatchRequest {
  const { rulesVersion, knockout, ...rest } = request;
  return {
    ...rest,
    ...(rulesVersion !== UNVERSIONED_RULES ? { rulesVersion } : {}),
    ...(knockout ? { knockout } : {}),
  };
}

/** Which pause, if any, a step's events call for. */
export function holdFor(events: readonly MatchEvent[]): HoldKind | null {
  if (events.some((e) => e.type === "tossResult")) return "toss";
  if (events.some((e) => e.type === "result")) return "result";
  if (events.some((e) => e.type === "inningsEnd")) return "inningsBreak";
  return null;
}

/** The save's `bar` field for `state`, if the store was given a way to draw it. */
export function barField(
  options: { readonly barOf?: (state: MatchState) => SavedBar | null },
  state: MatchState,
): { bar?: SavedBar } {
  const bar = options.barOf?.(state) ?? null;
  return bar === null ? {} : { bar };
}
