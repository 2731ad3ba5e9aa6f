/**
 * Extras (rules version 2, Club and International): wides, no-balls and byes at the rates of men's
 * internationals between full members, by phase and match length.
 *
 * - A delivery is a wide or a no-ball before anything else is drawn. A wide is one run to the
 *   side, charged to the bowler, and the ball is bowled again. A no-ball is one run too, and the
 *   batter plays it: the runs he scores count, he cannot be out, and the next delivery is a free
 *   hit (on which he cannot be out either). Neither counts as one of the over's six.
 * - A legal ball that would have been a single is sometimes a bye or a leg-bye: the side gets the
 *   run, the batter faces the ball without scoring, the bowler is not charged.
 *
 * The rates do not depend on the two styles, so both sides still face the same 3×3 game each
 * ball; the win tables (which count legal balls) take the extras' runs into each legal ball's
 * odds with {@link foldExtrasInto}. See docs/decisions/0014-players-and-grounds-in-the-odds.md.
 */
import { BALLS_PER_OVER } from "../figures.ts";
import type { MatchState } from "../match-state.ts";
import { lengthOf, phaseOf, type Phase } from "./rated-odds.ts";
import { playRulesOf } from "../match-rules.ts";

/** Per 1000 deliveries: wides and no-balls, by phase, for a short match (to 20 overs) and a long one. */
export const EXTRA_RATES: Readonly<
  Record<"short" | "long", Readonly<Record<Phase, { readonly wide: number; readonly noBall: number }>>>
> = {
  // T20Is 2016–2024 between full members: overs 1–6, 7–15, 16–20.
  short: {
    powerplay: { wide: 34, noBall: 3 },
    middle: { wide: 29, noBall: 3 },
    death: { wide: 44, noBall: 6 },
  },
  // ODIs 2015–2025 between full members: overs 1–10, 11–40, 41–50.
  long: {
    powerplay: { wide: 28, noBall: 2 },
    middle: { wide: 19, noBall: 2 },
    death: { wide: 32, noBall: 4 },
  },
};

/**
 * Per 1000 legal singles, how many are byes or leg-byes instead: internationals have 1.5–2.4 byes
 * a 100 deliveries in a T20 and 0.8–1.6 in a one-day match, nearly all singles. Of those, three
 * in ten are byes (past the keeper), the rest leg-byes (off the pad).
 */
export const BYES_PER_THOUSAND_SINGLES: Readonly<Record<"short" | "long", number>> = { short: 55, long: 35 };
export const BYES_SHARE_PER_THOUSAND = 300;

/** Whether a match's deliveries include extras: rules version 2 on, Club and International. */
export function hasExtras(state: Pick<MatchState, "level" | "rulesVersion">): boolean {
  return playRulesOf(state).extras;
}

/** What a delivery is before its outcome is drawn. */
export type Delivery = "legal" | "wide" | "noBall";

/** The wide and no-ball rates of over `over` (0-based) of an innings of `totalBalls` balls. */
export function extraRatesAt(
  over: number,
  totalBalls: number,
): { readonly wide: number; readonly noBall: number } {
  const overs = totalBalls / BALLS_PER_OVER;
  return EXTRA_RATES[lengthOf(overs)][phaseOf(over, overs)];
}

/** Whether a draw in [0, 1000) makes the delivery a wide, a no-ball or a legal ball. */
export function deliveryForDraw(
  draw: number,
  rates: { readonly wide: number; readonly noBall: number },
): Delivery {
  if (draw < rates.wide) return "wide";
  if (draw < rates.wide + rates.noBall) return "noBall";
  return "legal";
}

/**
 * Adds the extras' runs to the odds of a legal ball, for the win tables: with wides at `wide` and
 * no-balls at `noBall` per 1000 deliveries, a legal ball comes with (wide + noBall) / legal extra
 * deliveries on average, each worth a run (a no-ball also the runs off the bat, at the pair's own
 * rate). That many expected runs move from the dot to the single (at most half the dot; the rest
 * from the single to the two), so each pair's mean runs grow by exactly that and its wicket
 * chance does not change. `probabilities` is the flat 9 × 7 layout, changed in place.
 */
export function foldExtrasInto(
  probabilities: Float64Array,
  rates: { readonly wide: number; readonly noBall: number },
): void {
  const legal = 1000 - rates.wide - rates.noBall;
  for (let base = 0; base < probabilities.length; base += 7) {
    const p0 = probabilities[base] as number;
    const p1 = probabilities[base + 1] as number;
    const p2 = probabilities[base + 2] as number;
    const batRuns =
      p1 +
      2 * p2 +
      3 * (probabilities[base + 3] as number) +
      4 * (probabilities[base + 4] as number) +
      6 * (probabilities[base + 5] as number);
    const extra = (rates.wide + rates.noBall * (1 + batRuns)) / legal;
    const fromDot = Math.min(extra, p0 / 2);
    const fromSingle = extra - fromDot;
    probabilities[base] = p0 - fromDot;
    probabilities[base + 1] = p1 + fromDot - fromSingle;
    probabilities[base + 2] = p2 + fromSingle;
  }
}
