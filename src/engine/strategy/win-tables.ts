/**
 * Win tables: the value of every match situation by backward induction, for the equilibrium
 * levels (both sides choose each ball; each ball is a 3×3 zero-sum game) and for Classic (only
 * the user chooses; an MDP).
 *
 * A situation is (innings, balls left, wickets left, runs). In the second innings `runs` is the
 * number still needed (target − total); in the first it is the total so far. The payoff is the
 * batting side's expected score (win 1, tie ½, loss 0), so one table serves both sides: the
 * bowling side's expected score is 1 − value. The same pass also carries the batting side's
 * probability of winning under the chosen strategies, so ties are 2 × (value − win).
 *
 * Bounds (why the tables are finite): with b balls left a chase needing more than 6b + 1 is
 * lost outright. Beyond that, a need above 3b + 61 is treated as lost too: no pair scores more
 * than 2.2 runs a ball on average, so such a chase is many standard deviations out of reach
 * (its true value is below 1e-9; this only matters with more than 20 balls left). The first
 * innings stores totals up to the largest need the second innings stores at the start; a total
 * beyond it makes the chase lost, so its value is exactly 1 under the same bound.
 *
 * Values are Float64Array cells, one per situation, and the inner loop allocates nothing.
 * Mixes are not stored: {@link WinTables.mix} solves that situation's game again from the
 * stored successor values, with the same code the build used, so it returns exactly the
 * strategy the table assumed.
 *
 * The parts: win-table-types.ts (the shapes), table-layout.ts (where each situation's cell is),
 * table-odds.ts (the odds as tables hold them), ball-payoffs.ts (a ball's payoffs for the
 * solver), table-cells.ts, table-solve.ts and tables.ts (the tables themselves: their cells,
 * the build, the answers); this file builds them.
 */
import type { InningsOdds } from "../odds/ball-odds.ts";
import { oddsForInnings } from "../odds/innings-odds.ts";
import type { RulesVersion } from "../rules-version.ts";
import { DETAIL_LENGTH, inningsAverages, inningsOddsOf } from "./table-odds.ts";
import { Tables } from "./tables.ts";
import {
  WICKETS,
  type MatchOdds,
  type Situation,
  type WinTables,
  type WinTablesData,
} from "./win-table-types.ts";

export { needCap } from "./table-layout.ts";
export { DETAIL_LENGTH, detailOffset } from "./table-odds.ts";
export {
  WICKETS,
  type BallMix,
  type LevelMix,
  type MatchOdds,
  type Situation,
  type WinTables,
  type WinTablesData,
} from "./win-table-types.ts";

/**
 * Tables for the Club/International model: every ball both sides choose a level and the pair
 * sets the odds (by default the pair levels' odds from {@link oddsForInnings}); each ball is
 * solved as a zero-sum matrix game, so values are the game's equilibrium values. `totalBalls`
 * is the balls per innings (1..600). Other `odds` exist for design experiments.
 */
export function buildEquilibriumTables(
  totalBalls: number,
  odds?: InningsOdds,
  rulesVersion: RulesVersion = 1,
): WinTables {
  return new Tables(totalBalls, null, odds ?? equilibriumOdds(totalBalls, rulesVersion), null, {
    rulesVersion,
  });
}

/** The odds a rules version's equilibrium tables for `totalBalls` balls are built on. */
function equilibriumOdds(totalBalls: number, rulesVersion: RulesVersion): InningsOdds {
  return oddsForInnings("international", true, rulesVersion, totalBalls / 6);
}

/**
 * Tables for Classic: the user's level alone sets each ball's odds, in both innings. Values are
 * the user's best play (maximising when batting, minimising the batting side's score when
 * bowling), so they depend on who bats first.
 */
export function buildClassicTables(totalBalls: number, userBatsFirst: boolean): WinTables {
  return new Tables(totalBalls, userBatsFirst, oddsForInnings("classic", userBatsFirst));
}

/**
 * Tables from built data (checked for size); they answer exactly as the tables that built it,
 * with the odds the same builder used.
 */
export function tablesFromData(data: WinTablesData): WinTables {
  const userBatsFirst = data.kind === "classic" ? data.userBatsFirst === true : null;
  const rulesVersion = data.rulesVersion ?? 1;
  const odds =
    data.odds !== undefined
      ? inningsOddsOf(data.odds.length === DETAIL_LENGTH ? inningsAverages(data.odds) : data.odds)
      : userBatsFirst === null
        ? equilibriumOdds(data.totalBalls, rulesVersion)
        : oddsForInnings("classic", userBatsFirst);
  return new Tables(
    data.totalBalls,
    userBatsFirst,
    odds,
    { values: data.values, wins: data.wins },
    {
      window: data.window,
      mixes: data.mixes,
      successors: data.successors,
      rulesVersion,
      key: data.key,
      detail: data.odds !== undefined && data.odds.length === DETAIL_LENGTH ? data.odds : undefined,
    },
  );
}

/**
 * The equilibrium's window from a second-innings situation `from`, built without the rest of
 * the tables: a chase's values read only smaller needs, so only needs up to `from.runs` are
 * built (and no first innings), cell by cell as {@link buildEquilibriumTables} builds them, so
 * every figure is the same. Much less work and memory than the whole tables.
 */
export function buildChaseWindow(
  totalBalls: number,
  from: Situation,
  rulesVersion: RulesVersion = 1,
  match?: MatchOdds,
): WinTables {
  if (from.innings !== 2 || !Number.isInteger(from.runs) || from.runs < 1) {
    throw new RangeError("a chase's window starts in the second innings with a run or more needed");
  }
  const odds = match?.odds ?? equilibriumOdds(totalBalls, rulesVersion);
  const key = match?.key;
  const detail = match?.detail;
  const start = new Tables(totalBalls, null, odds, null, { needLimit: from.runs, rulesVersion, key, detail });
  if (from.ballsLeft === totalBalls && from.wicketsLeft === WICKETS) return start;
  const data = start.window(from);
  return new Tables(totalBalls, null, odds, data, { window: data.window, rulesVersion, key, detail });
}

/** The equilibrium tables of one match (rules version 2 on), built on its own odds. */
export function buildMatchTables(
  totalBalls: number,
  rulesVersion: RulesVersion,
  match: MatchOdds,
): WinTables {
  return new Tables(totalBalls, null, match.odds, null, {
    rulesVersion,
    key: match.key,
    detail: match.detail,
  });
}
