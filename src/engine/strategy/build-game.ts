/**
 * The 3×3 game of each cell of the tables' build (see table-build.ts), solved as
 * {@link solveGameInto} solves it, reading the nine payoffs where the build keeps them.
 */
import { enumerateBuildGame } from "./build-enumeration.ts";
import { CHECK_SLACK, type GameRoute, saddleMixInto } from "./matrix-game.ts";

// Imported bindings copied into module constants: some loaders compile imports to property
// getters, which cost more than the arithmetic in the build's inner loop.
const SLACK: number = CHECK_SLACK;
const enumerate: (a: Float64Array, out: Float64Array) => GameRoute = enumerateBuildGame;
const saddleMix: (route: GameRoute, out: Float64Array) => void = saddleMixInto;

/**
 * {@link solveGameInto} for the build: the same saddle-point test, the same nine 2×2 checks in
 * the same order with the same arithmetic (so the same solution and route), and the same
 * enumeration when they all fail; only a support whose mixes cannot lie strictly between 0 and
 * 1 is passed over before its divisions. With d the support's denominator and n a mix's
 * numerator, fl(n / d) > 0 needs n and d of one sign (n ≠ 0), and fl(n / d) < 1 needs |n| < |d|
 * (a quotient of 1 or more rounds to 1 or more), so a support failing either test fails the
 * solver's own check too. The payoffs are pay[i], pay[i + stride], … pay[i + 8 × stride] (row
 * by row); `game` is scratch for the enumeration.
 */
export function solveBuildGame(
  pay: Float64Array,
  i: number,
  stride: number,
  game: Float64Array,
  out: Float64Array,
): GameRoute {
  const a0 = pay[i] as number;
  const a1 = pay[i + stride] as number;
  const a2 = pay[i + 2 * stride] as number;
  const a3 = pay[i + 3 * stride] as number;
  const a4 = pay[i + 4 * stride] as number;
  const a5 = pay[i + 5 * stride] as number;
  const a6 = pay[i + 6 * stride] as number;
  const a7 = pay[i + 7 * stride] as number;
  const a8 = pay[i + 8 * stride] as number;
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
    saddleMix(route, out);
    out[6] = maxmin;
    return route;
  }
  {
    // Rows 0 and 1 against columns 1 and 2.
    const denom = a1 - a2 - a4 + a5;
    const nx = a5 - a4;
    const ny = a5 - a2;
    if (
      denom > 0 ? nx > 0 && nx < denom && ny > 0 && ny < denom : nx < 0 && nx > denom && ny < 0 && ny > denom
    ) {
      const x = nx / denom;
      const y = ny / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a1 * a5 - a2 * a4) / denom;
        const rowOut = y * a7 + (1 - y) * a8;
        const colOut = x * a0 + (1 - x) * a3;
        if (!(rowOut > value + SLACK) && !(colOut < value - SLACK)) {
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
    const nx = a4 - a3;
    const ny = a4 - a1;
    if (
      denom > 0 ? nx > 0 && nx < denom && ny > 0 && ny < denom : nx < 0 && nx > denom && ny < 0 && ny > denom
    ) {
      const x = nx / denom;
      const y = ny / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a0 * a4 - a1 * a3) / denom;
        const rowOut = y * a6 + (1 - y) * a7;
        const colOut = x * a2 + (1 - x) * a5;
        if (!(rowOut > value + SLACK) && !(colOut < value - SLACK)) {
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
    const nx = a5 - a3;
    const ny = a5 - a2;
    if (
      denom > 0 ? nx > 0 && nx < denom && ny > 0 && ny < denom : nx < 0 && nx > denom && ny < 0 && ny > denom
    ) {
      const x = nx / denom;
      const y = ny / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a0 * a5 - a2 * a3) / denom;
        const rowOut = y * a6 + (1 - y) * a8;
        const colOut = x * a1 + (1 - x) * a4;
        if (!(rowOut > value + SLACK) && !(colOut < value - SLACK)) {
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
    const nx = a7 - a6;
    const ny = a7 - a1;
    if (
      denom > 0 ? nx > 0 && nx < denom && ny > 0 && ny < denom : nx < 0 && nx > denom && ny < 0 && ny > denom
    ) {
      const x = nx / denom;
      const y = ny / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a0 * a7 - a1 * a6) / denom;
        const rowOut = y * a3 + (1 - y) * a4;
        const colOut = x * a2 + (1 - x) * a8;
        if (!(rowOut > value + SLACK) && !(colOut < value - SLACK)) {
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
    const nx = a8 - a6;
    const ny = a8 - a2;
    if (
      denom > 0 ? nx > 0 && nx < denom && ny > 0 && ny < denom : nx < 0 && nx > denom && ny < 0 && ny > denom
    ) {
      const x = nx / denom;
      const y = ny / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a0 * a8 - a2 * a6) / denom;
        const rowOut = y * a3 + (1 - y) * a5;
        const colOut = x * a1 + (1 - x) * a7;
        if (!(rowOut > value + SLACK) && !(colOut < value - SLACK)) {
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
    const nx = a8 - a7;
    const ny = a8 - a2;
    if (
      denom > 0 ? nx > 0 && nx < denom && ny > 0 && ny < denom : nx < 0 && nx > denom && ny < 0 && ny > denom
    ) {
      const x = nx / denom;
      const y = ny / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a1 * a8 - a2 * a7) / denom;
        const rowOut = y * a4 + (1 - y) * a5;
        const colOut = x * a0 + (1 - x) * a6;
        if (!(rowOut > value + SLACK) && !(colOut < value - SLACK)) {
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
    const nx = a7 - a6;
    const ny = a7 - a4;
    if (
      denom > 0 ? nx > 0 && nx < denom && ny > 0 && ny < denom : nx < 0 && nx > denom && ny < 0 && ny > denom
    ) {
      const x = nx / denom;
      const y = ny / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a3 * a7 - a4 * a6) / denom;
        const rowOut = y * a0 + (1 - y) * a1;
        const colOut = x * a5 + (1 - x) * a8;
        if (!(rowOut > value + SLACK) && !(colOut < value - SLACK)) {
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
    const nx = a8 - a6;
    const ny = a8 - a5;
    if (
      denom > 0 ? nx > 0 && nx < denom && ny > 0 && ny < denom : nx < 0 && nx > denom && ny < 0 && ny > denom
    ) {
      const x = nx / denom;
      const y = ny / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a3 * a8 - a5 * a6) / denom;
        const rowOut = y * a0 + (1 - y) * a2;
        const colOut = x * a4 + (1 - x) * a7;
        if (!(rowOut > value + SLACK) && !(colOut < value - SLACK)) {
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
    const nx = a8 - a7;
    const ny = a8 - a5;
    if (
      denom > 0 ? nx > 0 && nx < denom && ny > 0 && ny < denom : nx < 0 && nx > denom && ny < 0 && ny > denom
    ) {
      const x = nx / denom;
      const y = ny / denom;
      if (x > 0 && x < 1 && y > 0 && y < 1) {
        const value = (a4 * a8 - a5 * a7) / denom;
        const rowOut = y * a1 + (1 - y) * a2;
        const colOut = x * a3 + (1 - x) * a6;
        if (!(rowOut > value + SLACK) && !(colOut < value - SLACK)) {
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
  game[0] = a0;
  game[1] = a1;
  game[2] = a2;
  game[3] = a3;
  game[4] = a4;
  game[5] = a5;
  game[6] = a6;
  game[7] = a7;
  game[8] = a8;
  return enumerate(game, out);
}
