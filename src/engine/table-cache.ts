/**
 * The win tables an engine has built or been given, by key. Up to rules version 1 tables depend
 * only on the match length and the rules version's odds (and, for Classic, who bats first),
 * never on the teams, so one set serves every match of that length and version. From version 2
 * Club's and International's are a match's own (its sides, batting orders and ground), known only
 * once play starts ({@link tablesKnown}). This cache is the only state an engine keeps between
 * calls: building or adopting tables changes when the work is done, never a result.
 */
import type { OpponentLevel } from "./actions.ts";
import { situationOf } from "./computer-style.ts";
import { levelRules } from "./level-rules.ts";
import type { MatchState } from "./match-state.ts";
import type { InningsOdds } from "./odds/ball-odds.ts";
import { rulesFor, type RulesVersion } from "./rules-version.ts";
import { inPlayInnings, isFinished } from "./stages.ts";
import type { WinTableSource } from "./table-source.ts";
import {
  buildClassicTables,
  buildEquilibriumTables,
  buildMatchTables,
  type MatchOdds,
  tablesFromData,
  WICKETS,
  type Situation,
  type WinTables,
  type WinTablesData,
} from "./strategy/win-tables.ts";
import { playRules } from "./match-rules.ts";

/**
 * Which tables a match is valued with, as a string: `classic:<balls>:bat|bowl` (Classic's,
 * by who bats first), `equilibrium:<balls>` (Club's and International's, version 1), or from
 * version 2 a match's own (see {@link matchKeyOf}).
 */
export type TablesKey = string;

function keyFor(
  level: OpponentLevel,
  totalBalls: number,
  userBatsFirst: boolean,
  rulesVersion: RulesVersion,
): TablesKey {
  if (levelRules(level).tables === "classic")
    return `classic:${totalBalls}:${userBatsFirst ? "bat" : "bowl"}`;
  // Version 1's key stays as it was; a version whose tables have other odds names itself.
  return rulesFor(rulesVersion).ratedOdds
    ? `equilibrium:${totalBalls}:v${rulesVersion}`
    : `equilibrium:${totalBalls}`;
}

/**
 * Whether a match at `level` and `rulesVersion` is valued with tables of its own (Club and
 * International from rules version 2, whose odds read the players and the ground) rather than
 * with tables shared by every match of its length.
 */
export function tablesPerMatch(level: OpponentLevel, rulesVersion: RulesVersion): boolean {
  return playRules(level, rulesVersion).tablesPerMatch;
}

/**
 * Whether the tables a match is valued with can be named (and built) yet: shared tables once a
 * format is chosen; a match's own only once play has started, when its sides, their batting
 * orders and who bats first are known (before that, {@link tablesKey} names tables no ball of
 * the match reads).
 */
export function tablesKnown(state: Pick<MatchState, "level" | "format" | "rulesVersion" | "sides">): boolean {
  if (state.format === null) return false;
  return state.sides !== null || !tablesPerMatch(state.level, state.rulesVersion);
}

/**
 * The key of one match's own tables (rules version 2 on, once play has started): the length,
 * the version, who bats first against whom, the ground and both batting orders. Null when the
 * match is valued with tables shared by every match of its length, or has no sides yet.
 */
export function matchKeyOf(
  state: Pick<MatchState, "level" | "totalBall" | "rulesVersion" | "sides" | "stadiumId">,
): TablesKey | null {
  const sides = state.sides;
  if (sides === null || !tablesPerMatch(state.level, state.rulesVersion)) return null;
  const [first, second] = sides;
  return (
    `equilibrium:${state.totalBall}:v${state.rulesVersion}:${first.id}-${second.id}@${state.stadiumId ?? ""}` +
    `:${first.battingOrder.join(".")}/${second.battingOrder.join(".")}`
  );
}

/** The key of the tables a match (at or past the format stage) is valued with. */
export function tablesKey(
  state: Pick<MatchState, "level" | "totalBall" | "playerAction" | "rulesVersion" | "sides" | "stadiumId">,
): TablesKey {
  return (
    matchKeyOf(state) ?? keyFor(state.level, state.totalBall, state.playerAction === 0, state.rulesVersion)
  );
}

/**
 * Where a match reads its tables now: in play, its innings' situation; before play (a format
 * chosen), the first innings' start; null once it is finished (it reads none).
 */
export function situationNow(state: MatchState): Situation | null {
  if (isFinished(state)) return null;
  const index = inPlayInnings(state);
  // A super over reads no tables (the win chance is not offered there).
  if (index !== null && state.innings[index]?.superOver) return null;
  if (index !== null && state.sides) return situationOf(state, index, state.totalBall);
  return { innings: 1, ballsLeft: state.totalBall, wicketsLeft: WICKETS, runs: 0 };
}

/** The key of built tables handed over as data. */
export function tablesKeyOf(data: WinTablesData): TablesKey {
  if (data.key !== undefined) return data.key;
  return data.kind === "classic"
    ? keyFor("classic", data.totalBalls, data.userBatsFirst === true, 1)
    : keyFor("international", data.totalBalls, false, data.rulesVersion ?? 1);
}

/** An engine's win tables: built on first use, adopted from another thread, or let go. */
export class TableCache implements WinTableSource {
  private readonly tables = new Map<TablesKey, WinTables>();
  private builtHere = 0;
  /** The keys of matches' own tables here (rules version 2 on), built or adopted. */
  private readonly own = new Set<TablesKey>();
  private oddsSource:
    ((state: MatchState) => { readonly odds: InningsOdds; readonly detail: Float64Array } | null) | null =
    null;

  /**
   * Where a match's own tables get their odds (the engine sets it: the odds depend on its
   * catalog's players and grounds).
   */
  useMatchOdds(
    source: (state: MatchState) => { readonly odds: InningsOdds; readonly detail: Float64Array } | null,
  ): void {
    this.oddsSource = source;
  }

  /** A match's own tables' key and odds, or null when it is valued with shared tables. */
  matchOdds(state: MatchState): MatchOdds | null {
    const key = matchKeyOf(state);
    if (key === null) return null;
    const odds = this.oddsSource?.(state) ?? null;
    return odds === null ? null : { key, odds: odds.odds, detail: odds.detail };
  }

  /**
   * How many tables this cache has built itself (shared or a match's own), as opposed to
   * adopted: a page that leaves every build to its worker keeps this at 0.
   */
  get builds(): number {
    return this.builtHere;
  }

  /**
   * A match's own tables built for one read and not kept (the toss's first-ball values): counted
   * in {@link builds}, as every build on this engine's thread is.
   */
  buildUnkept(totalBall: number, rulesVersion: RulesVersion, match: MatchOdds): WinTables {
    this.builtHere++;
    return buildMatchTables(totalBall, rulesVersion, match);
  }

  /** Whether the tables under `key` are here (so asking for them costs nothing). */
  has(key: TablesKey): boolean {
    return this.tables.has(key);
  }

  /**
   * The win tables a match is valued with: Classic's (the user's best play, by who bats first)
   * or the equilibrium's (Club and International). Built on first use and kept.
   */
  tablesFor(
    level: OpponentLevel,
    totalBalls: number,
    userBatsFirst: boolean,
    rulesVersion: RulesVersion = 1,
  ): WinTables {
    const key = keyFor(level, totalBalls, userBatsFirst, rulesVersion);
    let tables = this.tables.get(key);
    if (!tables) {
      tables =
        levelRules(level).tables === "classic"
          ? buildClassicTables(totalBalls, userBatsFirst)
          : buildEquilibriumTables(totalBalls, undefined, rulesVersion);
      this.builtHere++;
      this.tables.set(key, tables);
    }
    return tables;
  }

  // The last answer of forMatch and what it was for: a match asks every ball, so the key is
  // built only when the question changes. Forgotten whenever tables are adopted or let go.
  private last: {
    readonly level: OpponentLevel;
    readonly totalBall: number;
    readonly userBatsFirst: boolean;
    readonly rulesVersion: RulesVersion;
    /**
     * The sides' batting orders (each side's array is shared by every state of its match, so the
     * same arrays mean the same sides) and the ground: a match's own tables depend on them.
     */
    readonly first: readonly number[] | null;
    readonly second: readonly number[] | null;
    readonly stadiumId: string | null;
    readonly tables: WinTables;
  } | null = null;

  /** {@link tablesFor} the match in `state`, or its own tables (rules version 2 on). */
  forMatch(state: MatchState): WinTables {
    const last = this.last;
    const userBatsFirst = state.playerAction === 0;
    const first = state.sides === null ? null : state.sides[0].battingOrder;
    const second = state.sides === null ? null : state.sides[1].battingOrder;
    if (
      last !== null &&
      last.level === state.level &&
      last.totalBall === state.totalBall &&
      last.userBatsFirst === userBatsFirst &&
      last.rulesVersion === state.rulesVersion &&
      last.first === first &&
      last.second === second &&
      last.stadiumId === state.stadiumId
    ) {
      return last.tables;
    }
    const key = matchKeyOf(state);
    const match = key === null || this.tables.has(key) ? null : this.matchOdds(state);
    let tables: WinTables;
    if (key !== null && this.tables.has(key)) {
      tables = this.tables.get(key) as WinTables;
    } else if (match !== null) {
      tables = buildMatchTables(state.totalBall, state.rulesVersion, match);
      this.builtHere++;
      this.tables.set(match.key, tables);
      this.own.add(match.key);
    } else {
      tables = this.tablesFor(state.level, state.totalBall, userBatsFirst, state.rulesVersion);
    }
    this.last = {
      level: state.level,
      totalBall: state.totalBall,
      userBatsFirst,
      rulesVersion: state.rulesVersion,
      first,
      second,
      stadiumId: state.stadiumId,
      tables,
    };
    return tables;
  }

  /**
   * Whether the tables `state` needs are here and can be read where it is now (a window holds
   * only some situations; see {@link situationNow}).
   */
  covers(state: MatchState): boolean {
    const tables = this.tables.get(tablesKey(state));
    if (tables === undefined) return false;
    const now = situationNow(state);
    return now === null || tables.covers(now);
  }

  /** Whether the tables under `key` are here whole (not a window). */
  hasWhole(key: TablesKey): boolean {
    const tables = this.tables.get(key);
    return tables !== undefined && tables.data().window === undefined;
  }

  /**
   * Takes tables built elsewhere (a worker) under their key, in place of any window there (the
   * match has moved on), unless whole ones are there already. They are the same numbers this
   * cache would build, so adopting them changes when the work is done, never a result. Throws
   * a RangeError when the arrays do not fit their length.
   */
  adopt(data: WinTablesData): void {
    const key = tablesKeyOf(data);
    if (!this.hasWhole(key)) {
      this.tables.set(key, tablesFromData(data));
      if (data.key !== undefined) this.own.add(key);
      this.last = null;
    }
  }

  /** Lets go of the tables under `key` (a worker that has handed their arrays on). */
  release(key: TablesKey): void {
    this.tables.delete(key);
    this.own.delete(key);
    this.last = null;
  }

  /**
   * Lets go of every match's own tables (rules version 2 on) but those under `keep` (null: all
   * of them): no other match reads them, so a worker answering for one match at a time holds
   * one match's. Tables shared by a match length stay.
   */
  releaseOtherMatches(keep: TablesKey | null): void {
    for (const key of [...this.own]) if (key !== keep) this.release(key);
  }
}
