/**
 * The computer's bat-or-bowl decision when it wins the toss: by the ground alone (Classic, and
 * every level in rules version 1), or, from rules version 2 on (Club and International), by the
 * match's own win tables for the two orders, which read the ground and both sides.
 */
import type { Stadium } from "./catalog.ts";
import { situationOf } from "./computer-style.ts";
import type { EngineContext } from "./engine-context.ts";
import type { MatchState } from "./match-state.ts";
import type { WinTables } from "./strategy/win-tables.ts";

/**
 * Bat first when the ground's first-innings batting rating beats its second-innings rating
 * (a surface that gets harder to bat on), bowl first when batting gets easier later. On equal
 * ratings the pitch's help decides: a spin-friendly pitch wears and turns more as the match
 * goes on, so batting last on it is the harder task and the computer bats first; a
 * pace-friendly pitch helps seam bowlers most while fresh, so the computer bowls first.
 */
export function computerTossChoice(stadium: Pick<Stadium, "battingCondition" | "betterFor">): "bat" | "bowl" {
  const [first, second] = stadium.battingCondition;
  if (first > second) return "bat";
  if (first < second) return "bowl";
  return stadium.betterFor === 2 ? "bat" : "bowl";
}

/** A toss decision and the reason the toss text gives for it (a clause, no full stop). */
export interface TossDecision {
  readonly choice: "bat" | "bowl";
  readonly reason: string;
  /**
   * The deciding side's expected score (win 1, tie ½) under the match's tables when it bats
   * first and when it bowls first.
   */
  readonly values: { readonly bat: number; readonly bowl: number };
}

/**
 * Two orders whose values differ by no more than this are even, and the ground rule
 * ({@link computerTossChoice}) decides. Far above the last bits a different order of
 * floating-point work could move (values lie in 0..1), far below any difference that matters
 * (a real one is a tenth of a point or more), so every engine decides every match alike.
 */
export const EVEN_ORDERS = 1e-9;

/**
 * The clause that says why, true to what decided: the ground's two innings ratings when they
 * differ and point the way chosen; otherwise what the tables weigh against them, or alone on a
 * pitch that plays the same all match: the chase (the side batting second knows its target and
 * plays to it ball by ball) against setting a total.
 */
function reasonFor(choice: "bat" | "bowl", stadium: Pick<Stadium, "battingCondition"> | undefined): string {
  const [first, second] = stadium?.battingCondition ?? [0, 0];
  if (choice === "bat") {
    if (first > second) return "the pitch should get harder to bat on";
    return first < second
      ? "setting a total is worth more than the better pitch"
      : "setting a total is worth more than chasing one here";
  }
  if (first < second) return "the pitch should get easier to bat on";
  return first > second
    ? "knowing the target is worth more than the better pitch"
    : "chasing, they will know their target";
}

/** The reason of the ground rule ({@link computerTossChoice}), said when the two orders are even. */
function evenReason(choice: "bat" | "bowl", stadium: Pick<Stadium, "battingCondition"> | undefined): string {
  const [first, second] = stadium?.battingCondition ?? [0, 0];
  if (first !== second) return reasonFor(choice, stadium);
  return choice === "bat"
    ? "the two orders are even, and a turning pitch is harder to bat on last"
    : "the two orders are even, and a seaming pitch helps the bowlers most while fresh";
}

/**
 * The decision between two orders valued for the deciding side (its expected score batting
 * first and bowling first): the higher, or, when they are within {@link EVEN_ORDERS} of each
 * other, the ground rule; with the clause that says why.
 */
export function decideByValues(
  values: { readonly bat: number; readonly bowl: number },
  stadium: Pick<Stadium, "battingCondition" | "betterFor"> | undefined,
): { readonly choice: "bat" | "bowl"; readonly reason: string } {
  if (Math.abs(values.bat - values.bowl) <= EVEN_ORDERS) {
    const choice = stadium === undefined ? "bat" : computerTossChoice(stadium);
    return { choice, reason: evenReason(choice, stadium) };
  }
  const choice = values.bat > values.bowl ? "bat" : "bowl";
  return { choice, reason: reasonFor(choice, stadium) };
}

// The first-ball value of each order a toss has read, by the order's tables key, per engine (its
// table cache): a number per match, not its tables, so the same sides at the same ground and
// length (a replay, the next match of a series) decide at once. It only saves work: the value is
// the same whenever it is computed. Cleared when it grows past a bound.
const startValues = new WeakMap<object, Map<string, number>>();
const START_VALUES_LIMIT = 4096;

/**
 * The batting side's expected score at the first ball of `state`'s order under the match's own
 * tables: from the engine's tables when they are there and hold the first ball (built, or adopted
 * from a worker, whole or a window from the start), otherwise from tables built for this read
 * only and let go at once, so a page that holds only windows of its tables (ADR 0010) never keeps
 * whole ones because of the toss.
 */
function startValue(ctx: EngineContext, state: MatchState): number {
  const match = ctx.tables.matchOdds(state);
  if (match === null)
    throw new Error("tossByOdds: a match with its own tables (rules version 2 on, Club or International)");
  const remembered = startValues.get(ctx.tables)?.get(match.key);
  if (remembered !== undefined) return remembered;
  const tables: WinTables = ctx.tables.covers(state)
    ? ctx.tables.forMatch(state)
    : ctx.tables.buildUnkept(state.totalBall, state.rulesVersion, match);
  const value = tables.value(situationOf(state, 0, state.totalBall));
  remember(ctx, match.key, value);
  return value;
}

/** One order's first-ball value as a toss reads it, by its tables key: what a worker sends a page. */
export interface TossValue {
  readonly key: string;
  readonly value: number;
}

function tableKeyOf(ctx: EngineContext, state: MatchState): string {
  const match = ctx.tables.matchOdds(state);
  if (match === null)
    throw new Error("tossByOdds: a match with its own tables (rules version 2 on, Club or International)");
  return match.key;
}

/** Whether reading these orders' first-ball values would build tables on this thread. */
export function tossValuesMissing(ctx: EngineContext, orders: readonly MatchState[]): boolean {
  const known = startValues.get(ctx.tables);
  return orders.some((order) => known?.has(tableKeyOf(ctx, order)) !== true);
}

/** The orders' first-ball values, built here if need be (a worker's work), to hand to a page. */
export function tossValuesOf(ctx: EngineContext, orders: readonly MatchState[]): TossValue[] {
  return orders.map((order) => ({ key: tableKeyOf(ctx, order), value: startValue(ctx, order) }));
}

/**
 * Takes first-ball values another engine on the same catalog computed ({@link tossValuesOf}):
 * the toss then reads them instead of building tables. A value is the same wherever it is
 * computed, so adopting one changes no decision.
 */
export function adoptTossValues(ctx: EngineContext, values: readonly TossValue[]): void {
  for (const { key, value } of values) remember(ctx, key, value);
}

function remember(ctx: EngineContext, key: string, value: number): void {
  let known = startValues.get(ctx.tables);
  if (known === undefined) {
    known = new Map();
    startValues.set(ctx.tables, known);
  }
  if (known.size >= START_VALUES_LIMIT) known.clear();
  known.set(key, value);
}

/**
 * The toss decision by the match's own odds (rules version 2 on, Club and International): the
 * order that gives the deciding side the higher expected score at the first ball under the
 * match's win tables, which are built on both sides' batting orders and bowlers and the ground's
 * ratings for each innings. `batFirst` and `bowlFirst` are the match with its sides in each
 * order (the deciding side first in `batFirst`). Orders within {@link EVEN_ORDERS} of each other
 * are even and the ground rule decides. Deterministic: the engine's tables are read when they hold
 * an order from the first ball, and each order's first-ball value is remembered (the same numbers
 * as building them again); no tables are kept. Cost: building the tables of each order neither
 * holds (a T20 about 0.2 s each, a one-day match about 1 s; see
 * docs/decisions/0014-players-and-grounds-in-the-odds.md).
 */
export function tossByOdds(
  ctx: EngineContext,
  stadium: Pick<Stadium, "battingCondition" | "betterFor"> | undefined,
  batFirst: MatchState,
  bowlFirst: MatchState,
): TossDecision {
  // The tables value the batting side's expected score; bowling first, the decider's is the rest.
  const bat = startValue(ctx, batFirst);
  const bowl = 1 - startValue(ctx, bowlFirst);
  const { choice, reason } = decideByValues({ bat, bowl }, stadium);
  return { choice, reason, values: { bat, bowl } };
}
