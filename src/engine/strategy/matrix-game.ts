/**
 * Exact solver for a 3×3 zero-sum game: the row player (the batting side) maximises, the
 * column player (the bowling side) minimises.
 *
 * Each side's optimal mix is found on its own by vertex enumeration of its linear programme.
 * The row player maximises g(x) = min_j (xA)_j over the probability triangle; g is concave and
 * piecewise linear, so its maximum sits at a vertex of the arrangement: a pure row (3
 * candidates), a point on an edge of the triangle where two columns pay the same (3 edges × 3
 * column pairs) or the interior point where all three columns pay the same (1). Thirteen
 * candidates, each a closed-form solve, so the answer is exact up to floating point and handles
 * saddle points, duplicate or dominated rows and columns and 2×2 supports without special cases.
 * A saddle-point test runs first, then a closed-form check of the nine 2×2 supports (most
 * situations in this game mix two styles a side); the enumeration settles the rest.
 *
 * Only plain + − × ÷ and comparisons are used, so every platform computes the same floats.
 */

/** An optimal pair of mixes and the value of the game. */
export interface GameSolution {
  /** The row player's mix (aggressive, normal, defensive for the batting side). */
  readonly row: [number, number, number];
  /** The column player's mix. */
  readonly col: [number, number, number];
  /** The value: the row player's guaranteed expected payoff. */
  readonly value: number;
}

/**
 * Index of the output slots written by {@link solveGameInto}: row mix 0..2, column mix 3..5,
 * value 6.
 */
export const SOLUTION_SIZE = 7;

/**
 * How {@link solveGameInto} settled a game, 1..214: 1 + 3 × row + column for a saddle point,
 * 10 + n for the n-th 2×2 support tried, else 19 + 14 × the row player's enumeration candidate +
 * the column player's (numbered as in bestRowMix). Small enough to keep in a byte.
 */
export type GameRoute = number;

/**
 * Best mix for the maximising row player of the 3×3 game `a` (row-major; its negated transpose
 * when `transposed`: the column player's), written to
 * out[offset..offset+2]; returns the guaranteed payoff max_x min_j (xA)_j. Ties between equally
 * good vertices go to the first candidate in a fixed order (pure rows first, then edges, then
 * the interior), so the answer is deterministic. Written out candidate by candidate, the game's
 * entries in locals: this runs for every game the faster checks leave undecided. Leaves the
 * winning candidate's number in lastBestAt (see {@link rowCandidate}).
 */
// The candidate bestRowMix chose last: 0..2 a pure row, 3..11 an edge (rows 0 and 1, 0 and 2,
// 1 and 2, each with columns 0 and 1, 0 and 2, 1 and 2), 12 the interior, 13 none (no payoff
// above −∞, as with NaN payoffs).
let lastBestAt = 13;

function bestRowMix(a: Float64Array, transposed: boolean, out: Float64Array, offset: number): number {
  const n0 = a[0] as number;
  const n1 = a[1] as number;
  const n2 = a[2] as number;
  const n3 = a[3] as number;
  const n4 = a[4] as number;
  const n5 = a[5] as number;
  const n6 = a[6] as number;
  const n7 = a[7] as number;
  const n8 = a[8] as number;
  // The negated transpose is the column player's game (see solveGameInto).
  const a0 = transposed ? -n0 : n0;
  const a1 = transposed ? -n3 : n1;
  const a2 = transposed ? -n6 : n2;
  const a3 = transposed ? -n1 : n3;
  const a4 = transposed ? -n4 : n4;
  const a5 = transposed ? -n7 : n5;
  const a6 = transposed ? -n2 : n6;
  const a7 = transposed ? -n5 : n7;
  const a8 = transposed ? -n8 : n8;
  let best = -Infinity;
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let bestAt = 13;
  // Pure rows.
  {
    let m = a0;
    if (a1 < m) m = a1;
    if (a2 < m) m = a2;
    if (m > best) {
      best = m;
      bestAt = 0;
      b0 = 1;
      b1 = 0;
      b2 = 0;
    }
  }
  {
    let m = a3;
    if (a4 < m) m = a4;
    if (a5 < m) m = a5;
    if (m > best) {
      best = m;
      bestAt = 1;
      b0 = 0;
      b1 = 1;
      b2 = 0;
    }
  }
  {
    let m = a6;
    if (a7 < m) m = a7;
    if (a8 < m) m = a8;
    if (m > best) {
      best = m;
      bestAt = 2;
      b0 = 0;
      b1 = 0;
      b2 = 1;
    }
  }
  // Edges: mix rows p and q (p < q) with weight t on p, where columns j and k pay the same
  // (j < k), t = (a[q][k] − a[q][j]) / ((a[p][j] − a[q][j]) − (a[p][k] − a[q][k])).
  // Rows 0 and 1.
  {
    const d0 = a0 - a3;
    const d1 = a1 - a4;
    const d2 = a2 - a5;
    {
      const denom = d0 - d1;
      if (denom !== 0) {
        const t = (a4 - a3) / denom;
        if (t > 0 && t < 1) {
          const u = 1 - t;
          let m = t * a0 + u * a3;
          const m1 = t * a1 + u * a4;
          const m2 = t * a2 + u * a5;
          if (m1 < m) m = m1;
          if (m2 < m) m = m2;
          if (m > best) {
            best = m;
            bestAt = 3;
            b0 = t;
            b1 = u;
            b2 = 0;
          }
        }
      }
    }
    {
      const denom = d0 - d2;
      if (denom !== 0) {
        const t = (a5 - a3) / denom;
        if (t > 0 && t < 1) {
          const u = 1 - t;
          let m = t * a0 + u * a3;
          const m1 = t * a1 + u * a4;
          const m2 = t * a2 + u * a5;
          if (m1 < m) m = m1;
          if (m2 < m) m = m2;
          if (m > best) {
            best = m;
            bestAt = 4;
            b0 = t;
            b1 = u;
            b2 = 0;
          }
        }
      }
    }
    {
      const denom = d1 - d2;
      if (denom !== 0) {
        const t = (a5 - a4) / denom;
        if (t > 0 && t < 1) {
          const u = 1 - t;
          let m = t * a0 + u * a3;
          const m1 = t * a1 + u * a4;
          const m2 = t * a2 + u * a5;
          if (m1 < m) m = m1;
          if (m2 < m) m = m2;
          if (m > best) {
            best = m;
            bestAt = 5;
            b0 = t;
            b1 = u;
            b2 = 0;
          }
        }
      }
    }
  }
  // Rows 0 and 2.
  {
    const d0 = a0 - a6;
    const d1 = a1 - a7;
    const d2 = a2 - a8;
    {
      const denom = d0 - d1;
      if (denom !== 0) {
        const t = (a7 - a6) / denom;
        if (t > 0 && t < 1) {
          const u = 1 - t;
          let m = t * a0 + u * a6;
          const m1 = t * a1 + u * a7;
          const m2 = t * a2 + u * a8;
          if (m1 < m) m = m1;
          if (m2 < m) m = m2;
          if (m > best) {
            best = m;
            bestAt = 6;
            b0 = t;
            b1 = 0;
            b2 = u;
          }
        }
      }
    }
    {
      const denom = d0 - d2;
      if (denom !== 0) {
        const t = (a8 - a6) / denom;
        if (t > 0 && t < 1) {
          const u = 1 - t;
          let m = t * a0 + u * a6;
          const m1 = t * a1 + u * a7;
          const m2 = t * a2 + u * a8;
          if (m1 < m) m = m1;
          if (m2 < m) m = m2;
          if (m > best) {
            best = m;
            bestAt = 7;
            b0 = t;
            b1 = 0;
            b2 = u;
          }
        }
      }
    }
    {
      const denom = d1 - d2;
      if (denom !== 0) {
        const t = (a8 - a7) / denom;
        if (t > 0 && t < 1) {
          const u = 1 - t;
          let m = t * a0 + u * a6;
          const m1 = t * a1 + u * a7;
          const m2 = t * a2 + u * a8;
          if (m1 < m) m = m1;
          if (m2 < m) m = m2;
          if (m > best) {
            best = m;
            bestAt = 8;
            b0 = t;
            b1 = 0;
            b2 = u;
          }
        }
      }
    }
  }
  // Rows 1 and 2.
  {
    const d0 = a3 - a6;
    const d1 = a4 - a7;
    const d2 = a5 - a8;
    {
      const denom = d0 - d1;
      if (denom !== 0) {
        const t = (a7 - a6) / denom;
        if (t > 0 && t < 1) {
          const u = 1 - t;
          let m = t * a3 + u * a6;
          const m1 = t * a4 + u * a7;
          const m2 = t * a5 + u * a8;
          if (m1 < m) m = m1;
          if (m2 < m) m = m2;
          if (m > best) {
            best = m;
            bestAt = 9;
            b0 = 0;
            b1 = t;
            b2 = u;
          }
        }
      }
    }
    {
      const denom = d0 - d2;
      if (denom !== 0) {
        const t = (a8 - a6) / denom;
        if (t > 0 && t < 1) {
          const u = 1 - t;
          let m = t * a3 + u * a6;
          const m1 = t * a4 + u * a7;
          const m2 = t * a5 + u * a8;
          if (m1 < m) m = m1;
          if (m2 < m) m = m2;
          if (m > best) {
            best = m;
            bestAt = 10;
            b0 = 0;
            b1 = t;
            b2 = u;
          }
        }
      }
    }
    {
      const denom = d1 - d2;
      if (denom !== 0) {
        const t = (a8 - a7) / denom;
        if (t > 0 && t < 1) {
          const u = 1 - t;
          let m = t * a3 + u * a6;
          const m1 = t * a4 + u * a7;
          const m2 = t * a5 + u * a8;
          if (m1 < m) m = m1;
          if (m2 < m) m = m2;
          if (m > best) {
            best = m;
            bestAt = 11;
            b0 = 0;
            b1 = t;
            b2 = u;
          }
        }
      }
    }
  }
  // Interior: x orthogonal to (col0 − col1) and (col0 − col2), i.e. their cross product.
  const d10 = a0 - a1;
  const d11 = a3 - a4;
  const d12 = a6 - a7;
  const d20 = a0 - a2;
  const d21 = a3 - a5;
  const d22 = a6 - a8;
  const c0 = d11 * d22 - d12 * d21;
  const c1 = d12 * d20 - d10 * d22;
  const c2 = d10 * d21 - d11 * d20;
  const s = c0 + c1 + c2;
  if (s !== 0) {
    const x0 = c0 / s;
    const x1 = c1 / s;
    const x2 = c2 / s;
    if (x0 > 0 && x1 > 0 && x2 > 0) {
      let m = x0 * a0 + x1 * a3 + x2 * a6;
      const m1 = x0 * a1 + x1 * a4 + x2 * a7;
      const m2 = x0 * a2 + x1 * a5 + x2 * a8;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      if (m > best) {
        best = m;
        bestAt = 12;
        b0 = x0;
        b1 = x1;
        b2 = x2;
      }
    }
  }
  out[offset] = b0;
  out[offset + 1] = b1;
  out[offset + 2] = b2;
  lastBestAt = bestAt;
  return best;
}

/**
 * Candidate `at` of {@link bestRowMix} (numbered as lastBestAt) alone: its mix written to
 * out[offset..offset+2] and its payoff returned, computed exactly as bestRowMix computes it, so
 * for the candidate bestRowMix chose the figures are the same.
 */
function rowCandidate(
  a: Float64Array,
  transposed: boolean,
  at: number,
  out: Float64Array,
  offset: number,
): number {
  const n0 = a[0] as number;
  const n1 = a[1] as number;
  const n2 = a[2] as number;
  const n3 = a[3] as number;
  const n4 = a[4] as number;
  const n5 = a[5] as number;
  const n6 = a[6] as number;
  const n7 = a[7] as number;
  const n8 = a[8] as number;
  // The negated transpose is the column player's game (see solveGameInto).
  const a0 = transposed ? -n0 : n0;
  const a1 = transposed ? -n3 : n1;
  const a2 = transposed ? -n6 : n2;
  const a3 = transposed ? -n1 : n3;
  const a4 = transposed ? -n4 : n4;
  const a5 = transposed ? -n7 : n5;
  const a6 = transposed ? -n2 : n6;
  const a7 = transposed ? -n5 : n7;
  const a8 = transposed ? -n8 : n8;
  let m = -Infinity;
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  switch (at) {
    case 0:
      m = a0;
      if (a1 < m) m = a1;
      if (a2 < m) m = a2;
      b0 = 1;
      break;
    case 1:
      m = a3;
      if (a4 < m) m = a4;
      if (a5 < m) m = a5;
      b1 = 1;
      break;
    case 2:
      m = a6;
      if (a7 < m) m = a7;
      if (a8 < m) m = a8;
      b2 = 1;
      break;
    case 3: {
      // Rows 0 and 1, columns 0 and 1.
      const t = (a4 - a3) / (a0 - a3 - (a1 - a4));
      const u = 1 - t;
      m = t * a0 + u * a3;
      const m1 = t * a1 + u * a4;
      const m2 = t * a2 + u * a5;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      b0 = t;
      b1 = u;
      break;
    }
    case 4: {
      // Rows 0 and 1, columns 0 and 2.
      const t = (a5 - a3) / (a0 - a3 - (a2 - a5));
      const u = 1 - t;
      m = t * a0 + u * a3;
      const m1 = t * a1 + u * a4;
      const m2 = t * a2 + u * a5;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      b0 = t;
      b1 = u;
      break;
    }
    case 5: {
      // Rows 0 and 1, columns 1 and 2.
      const t = (a5 - a4) / (a1 - a4 - (a2 - a5));
      const u = 1 - t;
      m = t * a0 + u * a3;
      const m1 = t * a1 + u * a4;
      const m2 = t * a2 + u * a5;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      b0 = t;
      b1 = u;
      break;
    }
    case 6: {
      // Rows 0 and 2, columns 0 and 1.
      const t = (a7 - a6) / (a0 - a6 - (a1 - a7));
      const u = 1 - t;
      m = t * a0 + u * a6;
      const m1 = t * a1 + u * a7;
      const m2 = t * a2 + u * a8;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      b0 = t;
      b2 = u;
      break;
    }
    case 7: {
      // Rows 0 and 2, columns 0 and 2.
      const t = (a8 - a6) / (a0 - a6 - (a2 - a8));
      const u = 1 - t;
      m = t * a0 + u * a6;
      const m1 = t * a1 + u * a7;
      const m2 = t * a2 + u * a8;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      b0 = t;
      b2 = u;
      break;
    }
    case 8: {
      // Rows 0 and 2, columns 1 and 2.
      const t = (a8 - a7) / (a1 - a7 - (a2 - a8));
      const u = 1 - t;
      m = t * a0 + u * a6;
      const m1 = t * a1 + u * a7;
      const m2 = t * a2 + u * a8;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      b0 = t;
      b2 = u;
      break;
    }
    case 9: {
      // Rows 1 and 2, columns 0 and 1.
      const t = (a7 - a6) / (a3 - a6 - (a4 - a7));
      const u = 1 - t;
      m = t * a3 + u * a6;
      const m1 = t * a4 + u * a7;
      const m2 = t * a5 + u * a8;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      b1 = t;
      b2 = u;
      break;
    }
    case 10: {
      // Rows 1 and 2, columns 0 and 2.
      const t = (a8 - a6) / (a3 - a6 - (a5 - a8));
      const u = 1 - t;
      m = t * a3 + u * a6;
      const m1 = t * a4 + u * a7;
      const m2 = t * a5 + u * a8;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      b1 = t;
      b2 = u;
      break;
    }
    case 11: {
      // Rows 1 and 2, columns 1 and 2.
      const t = (a8 - a7) / (a4 - a7 - (a5 - a8));
      const u = 1 - t;
      m = t * a3 + u * a6;
      const m1 = t * a4 + u * a7;
      const m2 = t * a5 + u * a8;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      b1 = t;
      b2 = u;
      break;
    }
    case 12: {
      const d10 = a0 - a1;
      const d11 = a3 - a4;
      const d12 = a6 - a7;
      const d20 = a0 - a2;
      const d21 = a3 - a5;
      const d22 = a6 - a8;
      const c0 = d11 * d22 - d12 * d21;
      const c1 = d12 * d20 - d10 * d22;
      const c2 = d10 * d21 - d11 * d20;
      const s = c0 + c1 + c2;
      b0 = c0 / s;
      b1 = c1 / s;
      b2 = c2 / s;
      m = b0 * a0 + b1 * a3 + b2 * a6;
      const m1 = b0 * a1 + b1 * a4 + b2 * a7;
      const m2 = b0 * a2 + b1 * a5 + b2 * a8;
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      break;
    }
    default:
      break;
  }
  out[offset] = b0;
  out[offset + 1] = b1;
  out[offset + 2] = b2;
  return m;
}

/** Slack allowed when checking a 2×2 candidate against the third row and column. */
export const CHECK_SLACK = 1e-13;

/**
 * The pure strategies of saddle route `route` (1 to 9: row ⌊(route − 1) / 3⌋, column the rest)
 * written as mixes into out[0..5]: 1 for the row and the column played, 0 for the others.
 */
export function saddleMixInto(route: GameRoute, out: Float64Array): void {
  const ri = ((route - 1) / 3) | 0;
  const cj = route - 1 - ri * 3;
  out[0] = ri === 0 ? 1 : 0;
  out[1] = ri === 1 ? 1 : 0;
  out[2] = ri === 2 ? 1 : 0;
  out[3] = cj === 0 ? 1 : 0;
  out[4] = cj === 1 ? 1 : 0;
  out[5] = cj === 2 ? 1 : 0;
}

/**
 * Solves the 3×3 zero-sum game `a` (row-major, 9 entries) into `out` (7 slots: row mix, column
 * mix, value) and returns how it was settled, a {@link GameRoute}: given again with the same
 * game, {@link solveGameAs} settles it the same way without the search. Allocates nothing;
 * this is the dynamic programme's inner step.
 */
export function solveGameInto(a: Float64Array, out: Float64Array): GameRoute {
  const a0 = a[0] as number;
  const a1 = a[1] as number;
  const a2 = a[2] as number;
  const a3 = a[3] as number;
  const a4 = a[4] as number;
  const a5 = a[5] as number;
  const a6 = a[6] as number;
  const a7 = a[7] as number;
  const a8 = a[8] as number;
  // Saddle point: the best row minimum equals the best column maximum (the first best row and
  // column in order).
  let maxmin = -Infinity;
  let ri = 0;
  let m = a0;
  if (a1 < m) m = a1;
  if (a2 < m) m = a2;
  if (m > maxmin) {
    maxmin = m;
    ri = 0;
  }
  m = a3;
  if (a4 < m) m = a4;
  if (a5 < m) m = a5;
  if (m > maxmin) {
    maxmin = m;
    ri = 1;
  }
  m = a6;
  if (a7 < m) m = a7;
  if (a8 < m) m = a8;
  if (m > maxmin) {
    maxmin = m;
    ri = 2;
  }
  let minmax = Infinity;
  let cj = 0;
  m = a0;
  if (a3 > m) m = a3;
  if (a6 > m) m = a6;
  if (m < minmax) {
    minmax = m;
    cj = 0;
  }
  m = a1;
  if (a4 > m) m = a4;
  if (a7 > m) m = a7;
  if (m < minmax) {
    minmax = m;
    cj = 1;
  }
  m = a2;
  if (a5 > m) m = a5;
  if (a8 > m) m = a8;
  if (m < minmax) {
    minmax = m;
    cj = 2;
  }
  if (maxmin === minmax) {
    const route = 1 + ri * 3 + cj;
    saddleMixInto(route, out);
    out[6] = maxmin;
    return route;
  }
  // Most games without a saddle point have a fully mixed 2×2 support: each is tried in a fixed
  // order, never "last one that worked": in a degenerate game two supports can both be
  // optimal, and the answer must not depend on what was solved before (browser and server have
  // to pick the same mix). The most common in this game come first.
  // Supports as (rows; columns): (0, 1; 1, 2), (0, 1; 0, 1), (0, 1; 0, 2), (0, 2; 0, 1),
  // (0, 2; 0, 2), (0, 2; 1, 2), (1, 2; 0, 1), (1, 2; 0, 2), (1, 2; 1, 2).
  {
    // Rows 0 and 1 against columns 1 and 2.
    const denom = a1 - a2 - a4 + a5;
    if (denom !== 0) {
      const x = (a5 - a4) / denom;
      const y = (a5 - a2) / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a1 * a5 - a2 * a4) / denom;
        const rowOut = y * a7 + (1 - y) * a8;
        const colOut = x * a0 + (1 - x) * a3;
        if (!(rowOut > value + CHECK_SLACK) && !(colOut < value - CHECK_SLACK)) {
          out[0] = x;
          out[1] = 1 - x;
          out[2] = 0;
          out[4] = y;
          out[5] = 1 - y;
          out[3] = 0;
          out[6] = value;
          return 10;
        }
      }
    }
  }
  {
    // Rows 0 and 1 against columns 0 and 1.
    const denom = a0 - a1 - a3 + a4;
    if (denom !== 0) {
      const x = (a4 - a3) / denom;
      const y = (a4 - a1) / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a0 * a4 - a1 * a3) / denom;
        const rowOut = y * a6 + (1 - y) * a7;
        const colOut = x * a2 + (1 - x) * a5;
        if (!(rowOut > value + CHECK_SLACK) && !(colOut < value - CHECK_SLACK)) {
          out[0] = x;
          out[1] = 1 - x;
          out[2] = 0;
          out[3] = y;
          out[4] = 1 - y;
          out[5] = 0;
          out[6] = value;
          return 11;
        }
      }
    }
  }
  {
    // Rows 0 and 1 against columns 0 and 2.
    const denom = a0 - a2 - a3 + a5;
    if (denom !== 0) {
      const x = (a5 - a3) / denom;
      const y = (a5 - a2) / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a0 * a5 - a2 * a3) / denom;
        const rowOut = y * a6 + (1 - y) * a8;
        const colOut = x * a1 + (1 - x) * a4;
        if (!(rowOut > value + CHECK_SLACK) && !(colOut < value - CHECK_SLACK)) {
          out[0] = x;
          out[1] = 1 - x;
          out[2] = 0;
          out[3] = y;
          out[5] = 1 - y;
          out[4] = 0;
          out[6] = value;
          return 12;
        }
      }
    }
  }
  {
    // Rows 0 and 2 against columns 0 and 1.
    const denom = a0 - a1 - a6 + a7;
    if (denom !== 0) {
      const x = (a7 - a6) / denom;
      const y = (a7 - a1) / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a0 * a7 - a1 * a6) / denom;
        const rowOut = y * a3 + (1 - y) * a4;
        const colOut = x * a2 + (1 - x) * a8;
        if (!(rowOut > value + CHECK_SLACK) && !(colOut < value - CHECK_SLACK)) {
          out[0] = x;
          out[2] = 1 - x;
          out[1] = 0;
          out[3] = y;
          out[4] = 1 - y;
          out[5] = 0;
          out[6] = value;
          return 13;
        }
      }
    }
  }
  {
    // Rows 0 and 2 against columns 0 and 2.
    const denom = a0 - a2 - a6 + a8;
    if (denom !== 0) {
      const x = (a8 - a6) / denom;
      const y = (a8 - a2) / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a0 * a8 - a2 * a6) / denom;
        const rowOut = y * a3 + (1 - y) * a5;
        const colOut = x * a1 + (1 - x) * a7;
        if (!(rowOut > value + CHECK_SLACK) && !(colOut < value - CHECK_SLACK)) {
          out[0] = x;
          out[2] = 1 - x;
          out[1] = 0;
          out[3] = y;
          out[5] = 1 - y;
          out[4] = 0;
          out[6] = value;
          return 14;
        }
      }
    }
  }
  {
    // Rows 0 and 2 against columns 1 and 2.
    const denom = a1 - a2 - a7 + a8;
    if (denom !== 0) {
      const x = (a8 - a7) / denom;
      const y = (a8 - a2) / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a1 * a8 - a2 * a7) / denom;
        const rowOut = y * a4 + (1 - y) * a5;
        const colOut = x * a0 + (1 - x) * a6;
        if (!(rowOut > value + CHECK_SLACK) && !(colOut < value - CHECK_SLACK)) {
          out[0] = x;
          out[2] = 1 - x;
          out[1] = 0;
          out[4] = y;
          out[5] = 1 - y;
          out[3] = 0;
          out[6] = value;
          return 15;
        }
      }
    }
  }
  {
    // Rows 1 and 2 against columns 0 and 1.
    const denom = a3 - a4 - a6 + a7;
    if (denom !== 0) {
      const x = (a7 - a6) / denom;
      const y = (a7 - a4) / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a3 * a7 - a4 * a6) / denom;
        const rowOut = y * a0 + (1 - y) * a1;
        const colOut = x * a5 + (1 - x) * a8;
        if (!(rowOut > value + CHECK_SLACK) && !(colOut < value - CHECK_SLACK)) {
          out[1] = x;
          out[2] = 1 - x;
          out[0] = 0;
          out[3] = y;
          out[4] = 1 - y;
          out[5] = 0;
          out[6] = value;
          return 16;
        }
      }
    }
  }
  {
    // Rows 1 and 2 against columns 0 and 2.
    const denom = a3 - a5 - a6 + a8;
    if (denom !== 0) {
      const x = (a8 - a6) / denom;
      const y = (a8 - a5) / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a3 * a8 - a5 * a6) / denom;
        const rowOut = y * a0 + (1 - y) * a2;
        const colOut = x * a4 + (1 - x) * a7;
        if (!(rowOut > value + CHECK_SLACK) && !(colOut < value - CHECK_SLACK)) {
          out[1] = x;
          out[2] = 1 - x;
          out[0] = 0;
          out[3] = y;
          out[5] = 1 - y;
          out[4] = 0;
          out[6] = value;
          return 17;
        }
      }
    }
  }
  {
    // Rows 1 and 2 against columns 1 and 2.
    const denom = a4 - a5 - a7 + a8;
    if (denom !== 0) {
      const x = (a8 - a7) / denom;
      const y = (a8 - a5) / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a4 * a8 - a5 * a7) / denom;
        const rowOut = y * a1 + (1 - y) * a2;
        const colOut = x * a3 + (1 - x) * a6;
        if (!(rowOut > value + CHECK_SLACK) && !(colOut < value - CHECK_SLACK)) {
          out[1] = x;
          out[2] = 1 - x;
          out[0] = 0;
          out[4] = y;
          out[5] = 1 - y;
          out[3] = 0;
          out[6] = value;
          return 18;
        }
      }
    }
  }
  return enumerateGameInto(a, out);
}

/**
 * The last step of {@link solveGameInto}, for a game with no saddle point and no 2×2 support
 * that passes its checks: the exact enumeration, the row player's, then the column player's,
 * who maximises −(Ay)_i: the same problem on the negated transpose. Returns the route.
 */
export function enumerateGameInto(a: Float64Array, out: Float64Array): GameRoute {
  const value = bestRowMix(a, false, out, 0);
  const rowAt = lastBestAt;
  bestRowMix(a, true, out, 3);
  out[6] = value;
  return 19 + rowAt * 14 + lastBestAt;
}

/**
 * Solves the game `a` into `out` exactly as {@link solveGameInto} does, given the route
 * solveGameInto returned for this same game: only that route's figures are computed (the same
 * operations in the same order), so the solution is the same to the bit. With another game
 * the answer is meaningless.
 */
export function solveGameAs(a: Float64Array, route: GameRoute, out: Float64Array): void {
  const a0 = a[0] as number;
  const a1 = a[1] as number;
  const a2 = a[2] as number;
  const a3 = a[3] as number;
  const a4 = a[4] as number;
  const a5 = a[5] as number;
  const a6 = a[6] as number;
  const a7 = a[7] as number;
  const a8 = a[8] as number;
  if (route < 10) {
    // A saddle point: the value is the best row minimum, found as solveGameInto finds it.
    let maxmin = -Infinity;
    let m = a0;
    if (a1 < m) m = a1;
    if (a2 < m) m = a2;
    if (m > maxmin) maxmin = m;
    m = a3;
    if (a4 < m) m = a4;
    if (a5 < m) m = a5;
    if (m > maxmin) maxmin = m;
    m = a6;
    if (a7 < m) m = a7;
    if (a8 < m) m = a8;
    if (m > maxmin) maxmin = m;
    saddleMixInto(route, out);
    out[6] = maxmin;
    return;
  }
  if (route < 19) {
    switch (route - 10) {
      case 0: {
        const denom = a1 - a2 - a4 + a5;
        const x = (a5 - a4) / denom;
        const y = (a5 - a2) / denom;
        const value = (a1 * a5 - a2 * a4) / denom;
        out[0] = x;
        out[1] = 1 - x;
        out[2] = 0;
        out[4] = y;
        out[5] = 1 - y;
        out[3] = 0;
        out[6] = value;
        return;
      }
      case 1: {
        const denom = a0 - a1 - a3 + a4;
        const x = (a4 - a3) / denom;
        const y = (a4 - a1) / denom;
        const value = (a0 * a4 - a1 * a3) / denom;
        out[0] = x;
        out[1] = 1 - x;
        out[2] = 0;
        out[3] = y;
        out[4] = 1 - y;
        out[5] = 0;
        out[6] = value;
        return;
      }
      case 2: {
        const denom = a0 - a2 - a3 + a5;
        const x = (a5 - a3) / denom;
        const y = (a5 - a2) / denom;
        const value = (a0 * a5 - a2 * a3) / denom;
        out[0] = x;
        out[1] = 1 - x;
        out[2] = 0;
        out[3] = y;
        out[5] = 1 - y;
        out[4] = 0;
        out[6] = value;
        return;
      }
      case 3: {
        const denom = a0 - a1 - a6 + a7;
        const x = (a7 - a6) / denom;
        const y = (a7 - a1) / denom;
        const value = (a0 * a7 - a1 * a6) / denom;
        out[0] = x;
        out[2] = 1 - x;
        out[1] = 0;
        out[3] = y;
        out[4] = 1 - y;
        out[5] = 0;
        out[6] = value;
        return;
      }
      case 4: {
        const denom = a0 - a2 - a6 + a8;
        const x = (a8 - a6) / denom;
        const y = (a8 - a2) / denom;
        const value = (a0 * a8 - a2 * a6) / denom;
        out[0] = x;
        out[2] = 1 - x;
        out[1] = 0;
        out[3] = y;
        out[5] = 1 - y;
        out[4] = 0;
        out[6] = value;
        return;
      }
      case 5: {
        const denom = a1 - a2 - a7 + a8;
        const x = (a8 - a7) / denom;
        const y = (a8 - a2) / denom;
        const value = (a1 * a8 - a2 * a7) / denom;
        out[0] = x;
        out[2] = 1 - x;
        out[1] = 0;
        out[4] = y;
        out[5] = 1 - y;
        out[3] = 0;
        out[6] = value;
        return;
      }
      case 6: {
        const denom = a3 - a4 - a6 + a7;
        const x = (a7 - a6) / denom;
        const y = (a7 - a4) / denom;
        const value = (a3 * a7 - a4 * a6) / denom;
        out[1] = x;
        out[2] = 1 - x;
        out[0] = 0;
        out[3] = y;
        out[4] = 1 - y;
        out[5] = 0;
        out[6] = value;
        return;
      }
      case 7: {
        const denom = a3 - a5 - a6 + a8;
        const x = (a8 - a6) / denom;
        const y = (a8 - a5) / denom;
        const value = (a3 * a8 - a5 * a6) / denom;
        out[1] = x;
        out[2] = 1 - x;
        out[0] = 0;
        out[3] = y;
        out[5] = 1 - y;
        out[4] = 0;
        out[6] = value;
        return;
      }
      case 8: {
        const denom = a4 - a5 - a7 + a8;
        const x = (a8 - a7) / denom;
        const y = (a8 - a5) / denom;
        const value = (a4 * a8 - a5 * a7) / denom;
        out[1] = x;
        out[2] = 1 - x;
        out[0] = 0;
        out[4] = y;
        out[5] = 1 - y;
        out[3] = 0;
        out[6] = value;
        return;
      }
    }
  }
  const rowAt = ((route - 19) / 14) | 0;
  const value = rowCandidate(a, false, rowAt, out, 0);
  rowCandidate(a, true, route - 19 - rowAt * 14, out, 3);
  out[6] = value;
}

/**
 * {@link solveGameAs}'s mixes alone (out[0..5]; the value is left out), for a game settled by
 * the enumeration (a route of 19 or more): the same candidates with
 * the same arithmetic, so the same floats.
 */
export function enumeratedMixAs(a: Float64Array, route: GameRoute, out: Float64Array): void {
  const rowAt = ((route - 19) / 14) | 0;
  rowCandidate(a, false, rowAt, out, 0);
  rowCandidate(a, true, route - 19 - rowAt * 14, out, 3);
}

/**
 * Solves a 3×3 zero-sum game given as rows of payoffs to the maximising row player. Throws on
 * a matrix that is not 3×3 of finite numbers.
 */
export function solveMatrixGame(matrix: readonly (readonly number[])[]): GameSolution {
  if (matrix.length !== 3) throw new Error("solveMatrixGame needs a 3×3 matrix");
  const a = new Float64Array(9);
  for (let i = 0; i < 3; i++) {
    const row = matrix[i] as readonly number[];
    if (row.length !== 3) throw new Error("solveMatrixGame needs a 3×3 matrix");
    for (let j = 0; j < 3; j++) {
      const v = row[j] as number;
      if (!Number.isFinite(v)) throw new Error("solveMatrixGame needs finite payoffs");
      a[i * 3 + j] = v;
    }
  }
  const out = new Float64Array(SOLUTION_SIZE);
  solveGameInto(a, out);
  return {
    row: [out[0] as number, out[1] as number, out[2] as number],
    col: [out[3] as number, out[4] as number, out[5] as number],
    value: out[6] as number,
  };
}
