/**
 * The enumeration that settles a build's game when no saddle point and no 2×2 support passes
 * (see build-game.ts): matrix-game.ts's bestRowMix, candidate by candidate with the same
 * arithmetic in the same order, so the same mixes, value and route, except that a candidate
 * whose mix cannot lie strictly inside the triangle is passed over before its division. An
 * edge's weight fl(n / d) lies in (0, 1) only if n and d have one sign and |n| < |d|; the
 * interior point's fl(cᵢ / s) are all positive only if every cᵢ has the sign of s. A candidate
 * failing that test fails the solver's own test too.
 */
import type { GameRoute } from "./matrix-game.ts";

// The candidate bestRowMixOf chose last, numbered as matrix-game.ts numbers it.
let lastBestAt = 13;

function bestRowMixOf(a: Float64Array, transposed: boolean, out: Float64Array, offset: number): number {
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
      const num = a4 - a3;
      if (denom > 0 ? num > 0 && num < denom : denom < 0 && num < 0 && num > denom) {
        const t = num / denom;
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
      const num = a5 - a3;
      if (denom > 0 ? num > 0 && num < denom : denom < 0 && num < 0 && num > denom) {
        const t = num / denom;
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
      const num = a5 - a4;
      if (denom > 0 ? num > 0 && num < denom : denom < 0 && num < 0 && num > denom) {
        const t = num / denom;
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
      const num = a7 - a6;
      if (denom > 0 ? num > 0 && num < denom : denom < 0 && num < 0 && num > denom) {
        const t = num / denom;
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
      const num = a8 - a6;
      if (denom > 0 ? num > 0 && num < denom : denom < 0 && num < 0 && num > denom) {
        const t = num / denom;
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
      const num = a8 - a7;
      if (denom > 0 ? num > 0 && num < denom : denom < 0 && num < 0 && num > denom) {
        const t = num / denom;
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
      const num = a7 - a6;
      if (denom > 0 ? num > 0 && num < denom : denom < 0 && num < 0 && num > denom) {
        const t = num / denom;
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
      const num = a8 - a6;
      if (denom > 0 ? num > 0 && num < denom : denom < 0 && num < 0 && num > denom) {
        const t = num / denom;
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
      const num = a8 - a7;
      if (denom > 0 ? num > 0 && num < denom : denom < 0 && num < 0 && num > denom) {
        const t = num / denom;
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
  if (s > 0 ? c0 > 0 && c1 > 0 && c2 > 0 : s < 0 && c0 < 0 && c1 < 0 && c2 < 0) {
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
 * matrix-game.ts's enumerateGameInto, with {@link bestRowMixOf}: the row player's candidate,
 * then the column player's (the negated transpose); returns the route.
 */
export function enumerateBuildGame(a: Float64Array, out: Float64Array): GameRoute {
  const value = bestRowMixOf(a, false, out, 0);
  const rowAt = lastBestAt;
  bestRowMixOf(a, true, out, 3);
  out[6] = value;
  return 19 + rowAt * 14 + lastBestAt;
}
