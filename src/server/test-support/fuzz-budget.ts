import fc from "fast-check";
import { expect } from "vitest";

/**
 * How long the API fuzz files fuzz each endpoint. A property runs for FUZZ_SECONDS (5 unless
 * set) or FUZZ_RUNS runs (2,000 unless set), whichever ends first, and fails when fewer than
 * {@link FUZZ_MIN_RUNS} have passed by then: a hang or a slowdown fails, it does not pass
 * with a handful of runs. Every run draws a new seed, which a failure prints. FUZZ_RUNS alone
 * (FUZZ_RUNS=20000) is a deeper run with no time limit.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SECONDS = process.env.FUZZ_SECONDS ?? (process.env.FUZZ_RUNS === undefined ? "5" : undefined);
export const FUZZ_TIME_LIMIT_MS = SECONDS === undefined ? undefined : Number(SECONDS) * 1000;
/**
 * The fewest runs a property must pass within its time. A two-core machine at a load average
 * of 15 passed 132 (sign-ins on PostgreSQL, the slowest) in 5 s; a quiet one passes several
 * hundred, or all 2,000.
 */
export const FUZZ_MIN_RUNS = Math.min(50, FUZZ_RUNS);

/** What an endpoint's fuzzing is called in a test's name: its runs, or its budget. */
export const FUZZ_BUDGET =
  FUZZ_TIME_LIMIT_MS === undefined
    ? `${FUZZ_RUNS}`
    : `${FUZZ_RUNS} (or ${FUZZ_TIME_LIMIT_MS / 1000} s, at least ${FUZZ_MIN_RUNS})`;

/**
 * Checks `predicate` on values of `arbitraries` within the budget above, with fast-check's
 * report (the seed and the shrunk input) on failure; answers how many runs passed. A run still
 * in flight when the time is up is waited for, so that it cannot touch the next test's
 * database, and its failure fails the test too.
 */
export async function fuzz<A extends unknown[]>(
  arbitraries: { [K in keyof A]: fc.Arbitrary<A[K]> },
  predicate: (...args: A) => Promise<void>,
): Promise<number> {
  let passed = 0;
  let last: { args: A; run: Promise<void> } | undefined;
  const counted = (...args: A) => {
    const run = predicate(...args).then(() => {
      passed++;
    });
    last = { args, run };
    return run;
  };
  const property = (fc.asyncProperty as unknown as (...parts: unknown[]) => fc.IAsyncProperty<A>)(
    ...arbitraries,
    counted,
  );
  const started = Date.now();
  await fc.assert(property, {
    numRuns: FUZZ_RUNS,
    ...(FUZZ_TIME_LIMIT_MS === undefined ? {} : { interruptAfterTimeLimit: FUZZ_TIME_LIMIT_MS }),
  });
  if (last) {
    const { args, run } = last;
    await run.catch((error: unknown) => {
      throw new Error(`the run in flight at the time limit failed, on ${fc.stringify(args)}`, {
        cause: error,
      });
    });
  }
  expect(
    passed,
    `only ${passed} runs passed in ${Date.now() - started} ms (at least ${FUZZ_MIN_RUNS} must)`,
  ).toBeGreaterThanOrEqual(FUZZ_MIN_RUNS);
  return passed;
}
