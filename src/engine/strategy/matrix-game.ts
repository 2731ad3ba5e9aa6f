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

// Scratch for the column player's transformed game, reused so the hot path allocates nothing.
const transposed = new Float64Array(9);
const mixScratch = new Float64Array(4);

/**
 * Best mix for the maximising row player of the 3×3 game `a` (row-major), written to
 * out[offset..offset+2]; returns the guaranteed payoff max_x min_j (xA)_j. Ties between equally
 * good vertices go to the first candidate in a fixed order (pure rows first, then edges, then
 * the interior), so the answer is deterministic.
 */
function bestRowMix(a: Float64Array, out: Float64Array, offset: number): number {
  let best = -Infinity;
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  // Pure rows.
  for (let i = 0; i < 3; i++) {
    const r = i * 3;
    let m = a[r] as number;
    const m1 = a[r + 1] as number;
    const m2 = a[r + 2] as number;
    if (m1 < m) m = m1;
    if (m2 < m) m = m2;
    if (m > best) {
      best = m;
      b0 = i === 0 ? 1 : 0;
      b1 = i === 1 ? 1 : 0;
      b2 = i === 2 ? 1 : 0;
    }
  }
  // Edges: mix rows p and q (p < q) with weight t on p, where columns j and k pay the same.
  for (let p = 0; p < 2; p++) {
    for (let q = p + 1; q < 3; q++) {
      const rp = p * 3;
      const rq = q * 3;
      for (let j = 0; j < 2; j++) {
        for (let k = j + 1; k < 3; k++) {
          const dj = (a[rp + j] as number) - (a[rq + j] as number);
          const dk = (a[rp + k] as number) - (a[rq + k] as number);
          const denom = dj - dk;
          if (denom === 0) continue;
          const t = ((a[rq + k] as number) - (a[rq + j] as number)) / denom;
          if (!(t > 0 && t < 1)) continue;
          const u = 1 - t;
          let m = t * (a[rp] as number) + u * (a[rq] as number);
          const m1 = t * (a[rp + 1] as number) + u * (a[rq + 1] as number);
          const m2 = t * (a[rp + 2] as number) + u * (a[rq + 2] as number);
          if (m1 < m) m = m1;
          if (m2 < m) m = m2;
          if (m > best) {
            best = m;
            b0 = p === 0 ? t : 0;
            b1 = p === 1 ? t : q === 1 ? u : 0;
            b2 = q === 2 ? u : 0;
          }
        }
      }
    }
  }
  // Interior: x orthogonal to (col0 − col1) and (col0 − col2), i.e. their cross product.
  const d10 = (a[0] as number) - (a[1] as number);
  const d11 = (a[3] as number) - (a[4] as number);
  const d12 = (a[6] as number) - (a[7] as number);
  const d20 = (a[0] as number) - (a[2] as number);
  const d21 = (a[3] as number) - (a[5] as number);
  const d22 = (a[6] as number) - (a[8] as number);
  const c0 = d11 * d22 - d12 * d21;
  const c1 = d12 * d20 - d10 * d22;
  const c2 = d10 * d21 - d11 * d20;
  const s = c0 + c1 + c2;
  if (s !== 0) {
    const x0 = c0 / s;
    const x1 = c1 / s;
    const x2 = c2 / s;
    if (x0 > 0 && x1 > 0 && x2 > 0) {
      let m = x0 * (a[0] as number) + x1 * (a[3] as number) + x2 * (a[6] as number);
      const m1 = x0 * (a[1] as number) + x1 * (a[4] as number) + x2 * (a[7] as number);
      const m2 = x0 * (a[2] as number) + x1 * (a[5] as number) + x2 * (a[8] as number);
      if (m1 < m) m = m1;
      if (m2 < m) m = m2;
      if (m > best) {
        best = m;
        b0 = x0;
        b1 = x1;
        b2 = x2;
      }
    }
  }
  out[offset] = b0;
  out[offset + 1] = b1;
  out[offset + 2] = b2;
  return best;
}

// The nine 2×2 supports as (row, row, excluded row, col, col, excluded col), the most common in
// this game first. Always tried in this fixed order, never "last one that worked": in a
// degenerate game two supports can both be optimal, and the answer must not depend on what
// was solved before (browser and server have to pick the same mix).
const SUPPORTS = [
  [0, 1, 2, 1, 2, 0],
  [0, 1, 2, 0, 1, 2],
  [0, 1, 2, 0, 2, 1],
  [0, 2, 1, 0, 1, 2],
  [0, 2, 1, 0, 2, 1],
  [0, 2, 1, 1, 2, 0],
  [1, 2, 0, 0, 1, 2],
  [1, 2, 0, 0, 2, 1],
  [1, 2, 0, 1, 2, 0],
] as const;
/** Slack allowed when checking a 2×2 candidate against the third row and column. */
const CHECK_SLACK = 1e-13;

/**
 * Fast path for a game without a saddle point: most have a fully mixed 2×2 support. Solves
 * each 2×2 in closed form and accepts it if neither the third row nor the third column beats
 * it (within {@link CHECK_SLACK}); returns false when none does, leaving the exact
 * enumeration to decide.
 */
function solveTwoByTwo(a: Float64Array, out: Float64Array): boolean {
  for (let n = 0; n < 9; n++) {
    const [i1, i2, i3, j1, j2, j3] = SUPPORTS[n] as readonly [number, number, number, number, number, number];
    const p = a[i1 * 3 + j1] as number;
    const q = a[i1 * 3 + j2] as number;
    const r = a[i2 * 3 + j1] as number;
    const t = a[i2 * 3 + j2] as number;
    const denom = p - q - r + t;
    if (denom === 0) continue;
    const x = (t - r) / denom;
    const y = (t - q) / denom;
    if (!(x > 0 && x < 1 && y > 0 && y < 1)) continue;
    const value = (p * t - q * r) / denom;
    const rowOut = y * (a[i3 * 3 + j1] as number) + (1 - y) * (a[i3 * 3 + j2] as number);
    if (rowOut > value + CHECK_SLACK) continue;
    const colOut = x * (a[i1 * 3 + j3] as number) + (1 - x) * (a[i2 * 3 + j3] as number);
    if (colOut < value - CHECK_SLACK) continue;
    out[i1] = x;
    out[i2] = 1 - x;
    out[i3] = 0;
    out[3 + j1] = y;
    out[3 + j2] = 1 - y;
    out[3 + j3] = 0;
    out[6] = value;
    return true;
  }
  return false;
}

/**
 * Solves the 3×3 zero-sum game `a` (row-major, 9 entries) into `out` (7 slots: row mix, column
 * mix, value). Allocates nothing; this is the dynamic programme's inner step.
 */
export function solveGameInto(a: Float64Array, out: Float64Array): void {
  // Saddle point: the best row minimum equals the best column maximum.
  let maxmin = -Infinity;
  let ri = 0;
  for (let i = 0; i < 3; i++) {
    const r = i * 3;
    let m = a[r] as number;
    if ((a[r + 1] as number) < m) m = a[r + 1] as number;
    if ((a[r + 2] as number) < m) m = a[r + 2] as number;
    if (m > maxmin) {
      maxmin = m;
      ri = i;
    }
  }
  let minmax = Infinity;
  let cj = 0;
  for (let j = 0; j < 3; j++) {
    let m = a[j] as number;
    if ((a[j + 3] as number) > m) m = a[j + 3] as number;
    if ((a[j + 6] as number) > m) m = a[j + 6] as number;
    if (m < minmax) {
      minmax = m;
      cj = j;
    }
  }
  if (maxmin === minmax) {
    out[0] = ri === 0 ? 1 : 0;
    out[1] = ri === 1 ? 1 : 0;
    out[2] = ri === 2 ? 1 : 0;
    out[3] = cj === 0 ? 1 : 0;
    out[4] = cj === 1 ? 1 : 0;
    out[5] = cj === 2 ? 1 : 0;
    out[6] = maxmin;
    return;
  }
  if (solveTwoByTwo(a, out)) return;
  const value = bestRowMix(a, out, 0);
  // The column player maximises −(Ay)_i: the same problem on the negated transpose.
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) transposed[j * 3 + i] = -(a[i * 3 + j] as number);
  }
  bestRowMix(transposed, mixScratch, 0);
  out[3] = mixScratch[0] as number;
  out[4] = mixScratch[1] as number;
  out[5] = mixScratch[2] as number;
  out[6] = value;
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
