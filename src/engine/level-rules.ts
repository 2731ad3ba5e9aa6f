/**
 * What each opponent level changes, one rules object per level, looked up once by
 * {@link levelRules}: how the computer chooses its style, which odds a ball is drawn from, and
 * which win tables value the match. Code that behaves differently by level reads these fields
 * instead of comparing level names.
 */
import type { OpponentLevel } from "./actions.ts";

/**
 * Which odds a level's balls are drawn from (odds/ball-odds.ts reads this): the spec's rows,
 * where the user's style alone decides ("classic"), or the designed pair odds ("pair").
 */
export type OddsModel = "classic" | "pair";

/** The rules of one opponent level. */
export interface LevelRules {
  readonly level: OpponentLevel;
  /**
   * How the computer chooses its style each ball: not at all ("none"), by the club captain's
   * readable habits ("clubCaptain"), or by the equilibrium of the win tables ("equilibrium");
   * or the other side is a person whose style comes with each ball's action ("person").
   */
  readonly computer: "none" | "clubCaptain" | "equilibrium" | "person";
  /** The odds the level's balls are drawn from. */
  readonly odds: OddsModel;
  /**
   * The win tables the level's matches are valued with (the win chance and the coach):
   * Classic's (the user's best play, by who bats first) or the equilibrium's.
   */
  readonly tables: "classic" | "equilibrium";
  /** Whether playing a ball needs the tables (the computer's choice comes from them). */
  readonly playNeedsTables: boolean;
  /**
   * Who the other side is, in the coach's and the toss's words: "the computer", or "your
   * opponent" when a person plays it.
   */
  readonly otherSide: string;
}

const RULES: Readonly<Record<OpponentLevel, LevelRules>> = {
  classic: {
    level: "classic",
    computer: "none",
    odds: "classic",
    tables: "classic",
    playNeedsTables: false,
    otherSide: "the computer",
  },
  club: {
    level: "club",
    computer: "clubCaptain",
    odds: "pair",
    tables: "equilibrium",
    playNeedsTables: false,
    otherSide: "the computer",
  },
  international: {
    level: "international",
    computer: "equilibrium",
    odds: "pair",
    tables: "equilibrium",
    playNeedsTables: true,
    otherSide: "the computer",
  },
  friend: {
    level: "friend",
    computer: "person",
    odds: "pair",
    tables: "equilibrium",
    playNeedsTables: false,
    otherSide: "your opponent",
  },
};

/** The rules of a level. */
export function levelRules(level: OpponentLevel): LevelRules {
  // Compared rather than looked up: a lookup by a key that varies turns into a slow, generic
  // one once an engine has played more than one level, and every ball asks several times.
  if (level === "international") return RULES.international;
  if (level === "club") return RULES.club;
  if (level === "classic") return RULES.classic;
  return RULES[level];
}
