/**
 * What a player can ask the engine to do, one action per step. The UI sends these; anything
 * not allowed at that moment comes back as a typed error and changes nothing.
 */
import type { FormatKey } from "./catalog.ts";

/** Batting styles offered when the user bats. */
export type BattingStyle = "hitAggressively" | "hitNormally" | "nextDefensively";
/** Bowling styles offered when the user bowls. */
export type BowlingStyle = "takeWicket" | "regularBall" | "saveRun";
/** Either side's style. */
export type PlayStyle = BattingStyle | BowlingStyle;
/** The intensity a style stands for; it picks the ball's outcome weights. */
export type StyleLevel = "aggressive" | "normal" | "defensive";

/**
 * Who plays the other side. Classic: the original game, where the user's style alone sets each
 * ball's odds and the computer chooses nothing. Club: the computer chooses its own style every
 * ball like a sensible club captain. International: it plays the equilibrium of each ball.
 * Friend: a second person plays the other side (a live match the server referees): their
 * choices arrive in the actions, nothing of theirs is drawn.
 */
export type OpponentLevel = "classic" | "club" | "international" | "friend";

/** The levels where the computer plays the other side (the ones a match's setup offers). */
export type ComputerLevel = Exclude<OpponentLevel, "friend">;

/** A level as the game offers it. */
export interface LevelOption {
  readonly level: OpponentLevel;
  readonly label: string;
  readonly description: string;
}

/** The computer's levels in the order they are offered; Club is the default a new match starts with. */
export const OPPONENT_LEVELS: readonly (LevelOption & { readonly level: ComputerLevel })[] = [
  {
    level: "classic",
    label: "Classic",
    description: "The original game: your style alone sets the odds of every ball.",
  },
  {
    level: "club",
    label: "Club",
    description: "The computer picks its own style every ball, like a sensible club captain.",
  },
  {
    level: "international",
    label: "International",
    description: "The computer plays the best strategy there is: read the match to beat it.",
  },
];

/** The level a new match is offered with. */
export const DEFAULT_LEVEL: ComputerLevel = "club";

/** Whether a value read from outside (a save, a request) is a level, a friend's included. */
export function isOpponentLevel(value: unknown): value is OpponentLevel {
  return isComputerLevel(value) || value === "friend";
}

/** Whether a value read from outside (a setting) is one of the computer's levels. */
export function isComputerLevel(value: unknown): value is ComputerLevel {
  return value === "classic" || value === "club" || value === "international";
}

/** Every action, discriminated on `type`. */
export type Action =
  | { readonly type: "chooseFormat"; readonly format: FormatKey }
  | { readonly type: "chooseTeam"; readonly countryId: number }
  | { readonly type: "chooseOpponent"; readonly countryId: number }
  | { readonly type: "chooseLocation"; readonly countryId: number }
  | { readonly type: "chooseStadium"; readonly stadiumId: string }
  | { readonly type: "back" }
  /**
   * The user's batting order, set at the toss (before the coin is called; the last one set
   * counts): the ids (`PlayerProfile.id`) of all the user's players, first to bat first.
   */
  | { readonly type: "setBattingOrder"; readonly order: readonly number[] }
  | { readonly type: "callToss"; readonly call: 0 | 1 }
  | { readonly type: "chooseBatOrBowl"; readonly choice: "bat" | "bowl" }
  | { readonly type: "startMatch" }
  | { readonly type: "chooseBowler"; readonly playerId: number }
  /**
   * One ball with the user's style. In a match against a friend (level "friend") `other` is the
   * friend's style for the same ball (the other side's role), both chosen before either was
   * seen; at the computer's levels it is absent and the computer chooses its own.
   */
  | { readonly type: "playBall"; readonly style: PlayStyle; readonly other?: PlayStyle };

/** The kind of action the engine is waiting for. */
export type InputKind = Action["type"];

/** A style's side and level, looked up from its key. */
export interface StyleInfo {
  readonly side: "bat" | "bowl";
  readonly level: StyleLevel;
}

/** Style key → side and level. Aggressive = hitAggressively / takeWicket, and so on. */
export const STYLE_INFO: Readonly<Record<PlayStyle, StyleInfo>> = {
  hitAggressively: { side: "bat", level: "aggressive" },
  hitNormally: { side: "bat", level: "normal" },
  nextDefensively: { side: "bat", level: "defensive" },
  takeWicket: { side: "bowl", level: "aggressive" },
  regularBall: { side: "bowl", level: "normal" },
  saveRun: { side: "bowl", level: "defensive" },
};

/** A style as the game screen offers it; labels keep the product's spelling. */
export interface StyleOption {
  readonly style: PlayStyle;
  readonly level: StyleLevel;
  readonly label: string;
}

/**
 * STYLE_INFO's entry for `style` when it is one of its keys, else null. Compared rather than
 * looked up: every ball asks, and a lookup by a key that varies is a slow, generic one.
 */
export function styleInfoOf(style: string): StyleInfo | null {
  if (style === "hitAggressively") return STYLE_INFO.hitAggressively;
  if (style === "hitNormally") return STYLE_INFO.hitNormally;
  if (style === "nextDefensively") return STYLE_INFO.nextDefensively;
  if (style === "takeWicket") return STYLE_INFO.takeWicket;
  if (style === "regularBall") return STYLE_INFO.regularBall;
  if (style === "saveRun") return STYLE_INFO.saveRun;
  return Object.hasOwn(STYLE_INFO, style) ? STYLE_INFO[style as PlayStyle] : null;
}

/** The batting buttons, aggressive first. */
export const BATTING_STYLES: readonly StyleOption[] = [
  { style: "hitAggressively", level: "aggressive", label: "Hit Aggrisively" },
  { style: "hitNormally", level: "normal", label: "Hit Normally" },
  { style: "nextDefensively", level: "defensive", label: "Next Difensively" },
];

/** The bowling buttons, aggressive first. */
export const BOWLING_STYLES: readonly StyleOption[] = [
  { style: "takeWicket", level: "aggressive", label: "Try to Take wicket" },
  { style: "regularBall", level: "normal", label: "Try Regular Ball" },
  { style: "saveRun", level: "defensive", label: "Try to save run" },
];

/** The style key for a level on a side, e.g. ("bowl", "defensive") → "saveRun". */
export function styleFor(side: "bat" | "bowl", level: StyleLevel): PlayStyle {
  const options = side === "bat" ? BATTING_STYLES : BOWLING_STYLES;
  const index = level === "aggressive" ? 0 : level === "normal" ? 1 : 2;
  return (options[index] as StyleOption).style;
}
