/**
 * Random competitions for the property tests: played matches between given sides, each innings
 * a plausible limited-overs one (a side batting first uses its quota or is bowled out; a chase
 * ends on passing the target, on its quota or bowled out), with ties and abandoned matches mixed
 * in. Test support only: nothing in the game reads it.
 */
import fc from "fast-check";
import type { InningsSummary } from "../formats/format-rules.ts";
import { fixtureInnings } from "../test-fixtures.ts";
import { NO_RESULT, TIED, wonBy, type PlayedMatch } from "./results.ts";
import type { TeamId } from "./shapes.ts";

export function inningsSummaryOf(
  teamId: TeamId,
  index: number,
  runs: number,
  balls: number,
  bowledOut: boolean,
  quotaBalls: number,
): InningsSummary {
  return fixtureInnings(teamId, index, runs, bowledOut ? 10 : 5, balls, quotaBalls);
}

/**
 * A match's innings and result, `first` batting first. With `fullQuota` every match has a result
 * and both innings are charged the quota (a chase that wins does so off the last ball).
 */
export function matchArb(
  fixtureId: string,
  first: TeamId,
  second: TeamId,
  quotaBalls: number,
  fullQuota = false,
): fc.Arbitrary<PlayedMatch> {
  return fc
    .record({
      firstRuns: fc.integer({ min: 0, max: 420 }),
      firstBowledOut: fc.boolean(),
      firstBalls: fc.integer({ min: 1, max: quotaBalls }),
      chase: fullQuota
        ? fc.constantFrom("won", "lost", "tied")
        : fc.constantFrom("won", "lost", "tied", "abandoned"),
      secondRuns: fc.integer({ min: 0, max: 420 }),
      secondBalls: fc.integer({ min: 1, max: quotaBalls }),
      secondBowledOut: fc.boolean(),
    })
    .map((r): PlayedMatch => {
      const firstBalls = r.firstBowledOut ? r.firstBalls : quotaBalls;
      const one = inningsSummaryOf(first, 0, r.firstRuns, firstBalls, r.firstBowledOut, quotaBalls);
      const base = { fixtureId, home: first, away: second };
      if (r.chase === "abandoned") return { ...base, innings: [one], decision: NO_RESULT };
      if (r.chase === "won") {
        const balls = fullQuota ? quotaBalls : r.secondBalls;
        const two = inningsSummaryOf(
          second,
          1,
          r.firstRuns + 1 + (r.secondRuns % 6),
          balls,
          false,
          quotaBalls,
        );
        return { ...base, innings: [one, two], decision: wonBy(second) };
      }
      const runs = r.chase === "tied" ? r.firstRuns : Math.min(r.secondRuns, Math.max(r.firstRuns - 1, 0));
      const balls = r.secondBowledOut ? r.secondBalls : quotaBalls;
      const two = inningsSummaryOf(second, 1, runs, balls, r.secondBowledOut, quotaBalls);
      const decision = r.chase === "tied" || runs === r.firstRuns ? TIED : wonBy(first);
      return { ...base, innings: [one, two], decision };
    });
}

/** A single round robin of `teams`, every pair once in a random order of batting. */
export function roundRobinArb(
  teams: readonly TeamId[],
  quotaBalls: number,
  fullQuota = false,
): fc.Arbitrary<PlayedMatch[]> {
  const pairs: [TeamId, TeamId][] = [];
  for (let i = 0; i < teams.length; i++) {
    for (let j = i + 1; j < teams.length; j++) pairs.push([teams[i] as TeamId, teams[j] as TeamId]);
  }
  return fc.tuple(
    ...pairs.map(([a, b], k) =>
      fc.boolean().chain((swap) => matchArb(`G${k + 1}`, swap ? b : a, swap ? a : b, quotaBalls, fullQuota)),
    ),
  );
}
