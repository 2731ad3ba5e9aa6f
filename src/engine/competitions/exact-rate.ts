/**
 * Net run rates compared exactly. A rate is 6 × (runs for ÷ balls faced − runs against ÷ balls
 * bowled); the comparison works on the integer runs and balls (cross-multiplied as big integers),
 * so two sides level on the figures are level, never split by a floating-point rounding.
 */
import type { RunRateParts } from "../net-run-rate.ts";

/** The rate ÷ 6 as a fraction with a positive denominator; 0 before a side has batted and bowled. */
function fractionOf(parts: RunRateParts): { readonly num: bigint; readonly den: bigint } {
  const { runsFor, ballsFaced, runsAgainst, ballsBowled } = parts;
  if (ballsFaced === 0 || ballsBowled === 0) return { num: 0n, den: 1n };
  return {
    num: BigInt(runsFor) * BigInt(ballsBowled) - BigInt(runsAgainst) * BigInt(ballsFaced),
    den: BigInt(ballsFaced) * BigInt(ballsBowled),
  };
}

/** Negative when `a`'s net run rate is below `b`'s, 0 when exactly equal, positive above. */
export function compareNetRunRate(a: RunRateParts, b: RunRateParts): number {
  const x = fractionOf(a);
  const y = fractionOf(b);
  const left = x.num * y.den;
  const right = y.num * x.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** `parts` with one more match's runs and balls added. */
export function addParts(parts: RunRateParts, more: RunRateParts): RunRateParts {
  return {
    runsFor: parts.runsFor + more.runsFor,
    ballsFaced: parts.ballsFaced + more.ballsFaced,
    runsAgainst: parts.runsAgainst + more.runsAgainst,
    ballsBowled: parts.ballsBowled + more.ballsBowled,
  };
}
