import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundRobinArb } from "./arbitraries.ts";
import { compareNetRunRate } from "./exact-rate.ts";
import { pointsTable, type TableRow } from "./points-table.ts";
import type { PlayedMatch } from "./results.ts";
import { TIE_BREAKERS_2003, TIE_BREAKERS_2019, type TieBreaker } from "./shapes.ts";

const sizeArb = fc.integer({ min: 3, max: 7 });
const quotaArb = fc.constantFrom(30, 120, 300);
const tableArb = fc.tuple(sizeArb, quotaArb).chain(([size, quota]) =>
  roundRobinArb(
    Array.from({ length: size }, (_, i) => i + 1),
    quota,
  ).map((matches) => ({ size, quota, matches })),
);

function sum(rows: readonly TableRow[], pick: (row: TableRow) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

/** Points `team` took from matches against `among` (test's own count: 2 a win, 1 a tie or no result). */
function pointsAmong(team: number, among: readonly number[], matches: readonly PlayedMatch[]): number {
  let points = 0;
  for (const m of matches) {
    if (!among.includes(m.home) || !among.includes(m.away) || (m.home !== team && m.away !== team)) continue;
    if (m.decision.kind !== "won") points += 1;
    else if (m.decision.winner === team) points += 2;
  }
  return points;
}

/**
 * Whether `a` rightly stands above `b`: going down the criteria, each among the sides level with
 * both on every criterion before it, the first that separates them favours `a`; level on all,
 * `a` comes first in the seeding.
 */
function rightlyAbove(
  a: TableRow,
  b: TableRow,
  rows: readonly TableRow[],
  criteria: readonly TieBreaker[],
  matches: readonly PlayedMatch[],
  seeding: readonly number[],
): boolean {
  let block = [...rows];
  for (const criterion of criteria) {
    const teams = block.map((r) => r.teamId);
    const value = (row: TableRow): number =>
      criterion === "points"
        ? row.points
        : criterion === "wins"
          ? row.won
          : pointsAmong(row.teamId, teams, matches);
    const order = criterion === "netRunRate" ? compareNetRunRate(a.parts, b.parts) : value(a) - value(b);
    if (order !== 0) return order > 0;
    block = block.filter((row) =>
      criterion === "netRunRate" ? compareNetRunRate(row.parts, a.parts) === 0 : value(row) === value(a),
    );
  }
  return seeding.indexOf(a.teamId) < seeding.indexOf(b.teamId);
}

describe("points-table properties", () => {
  it("charges a side bowled out its whole quota, and balances runs and balls over the table", () => {
    fc.assert(
      fc.property(tableArb, ({ size, quota, matches }) => {
        const rows = pointsTable(
          Array.from({ length: size }, (_, i) => i + 1),
          matches,
          TIE_BREAKERS_2019,
        );
        // Every run scored is a run conceded; every ball faced a ball bowled.
        expect(sum(rows, (r) => r.parts.runsFor)).toBe(sum(rows, (r) => r.parts.runsAgainst));
        expect(sum(rows, (r) => r.parts.ballsFaced)).toBe(sum(rows, (r) => r.parts.ballsBowled));
        expect(sum(rows, (r) => r.points)).toBe(2 * matches.length);
        for (const row of rows) {
          const counted = matches.filter(
            (m) => m.decision.kind !== "noResult" && (m.home === row.teamId || m.away === row.teamId),
          );
          const faced = counted.flatMap((m) => m.innings.filter((i) => i.teamId === row.teamId));
          const charged = faced.reduce((t, i) => t + (i.bowledOut ? quota : i.balls), 0);
          expect(row.parts.ballsFaced).toBe(charged);
          if (faced.some((i) => i.bowledOut)) expect(row.parts.ballsFaced).toBeGreaterThanOrEqual(quota);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("sums net run rates to 0 when every innings is charged the quota and every side played alike", () => {
    // Each side then faced and bowled k × quota balls, so its rate is 6 (for − against) ÷ (k × quota)
    // and the rates add to 6 (Σ for − Σ against) ÷ (k × quota) = 0. With chases ending early the
    // balls differ and only the totals above balance.
    const fullArb = fc.tuple(sizeArb, quotaArb).chain(([size, quota]) =>
      roundRobinArb(
        Array.from({ length: size }, (_, i) => i + 1),
        quota,
        true,
      ).map((m) => ({ size, m })),
    );
    fc.assert(
      fc.property(fullArb, ({ size, m }) => {
        const rows = pointsTable(
          Array.from({ length: size }, (_, i) => i + 1),
          m,
          TIE_BREAKERS_2019,
        );
        expect(Math.abs(sum(rows, (r) => r.netRunRate))).toBeLessThan(1e-9);
      }),
      { numRuns: 200 },
    );
  });

  it("orders the table by the listed criteria in turn, then the seeding: a total order", () => {
    const criteriaArb = fc.constantFrom<readonly TieBreaker[]>(
      TIE_BREAKERS_2019,
      TIE_BREAKERS_2003,
      ["points", "headToHead", "wins"],
      ["points"],
    );
    fc.assert(
      fc.property(tableArb, criteriaArb, fc.boolean(), ({ size, matches }, criteria, reversed) => {
        const seeding = Array.from({ length: size }, (_, i) => (reversed ? size - i : i + 1));
        const rows = pointsTable(seeding, matches, criteria);
        expect(rows.map((r) => r.teamId).sort()).toEqual([...seeding].sort());
        expect(rows.map((r) => r.position)).toEqual(seeding.map((_, i) => i + 1));
        for (let i = 0; i < rows.length; i++) {
          for (let j = i + 1; j < rows.length; j++) {
            const a = rows[i] as TableRow;
            const b = rows[j] as TableRow;
            expect(rightlyAbove(a, b, rows, criteria, matches, seeding)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
