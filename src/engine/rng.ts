/**
 * The engine's only source of randomness: sfc32 (Chris Doty-Humphrey's Small Fast Counting
 * generator, from PractRand), seeded through splitmix32: a Weyl sequence (step 0x9e3779b9) fed
 * through MurmurHash3's 32-bit finalizer. Its whole state is four 32-bit
 * integers, so it lives inside the JSON match state and a saved match resumes with exactly the
 * same future draws.
 *
 * The functions mutate the array they are given. The engine copies the state's generator into
 * a fresh array at the start of a step, draws from that copy and stores it in the new state, so
 * no published state is ever changed.
 */

/** sfc32 state: a, b, c and the counter d, each a signed 32-bit integer. */
export type RngState = [number, number, number, number];

/**
 * A match's seed. A number is a narrow seed: its low 32 bits are spread over the generator's
 * state (the browser's own matches, and every match kept before wide seeds). A string is a wide
 * seed: 32 lowercase hexadecimal digits, 128 bits that are the generator's whole state (the
 * server's refereed matches, whose seed must not be recoverable from what a match shows).
 */
export type Seed = number | string;

const WIDE_SEED = /^[0-9a-f]{32}$/;

/** Whether `value` is a wide seed: 32 lowercase hexadecimal digits. */
export function isWideSeed(value: unknown): value is string {
  return typeof value === "string" && WIDE_SEED.test(value);
}

/** Whether `value` is a seed a match can be created from: a finite number or a wide seed. */
export function isSeed(value: unknown): value is Seed {
  return (typeof value === "number" && Number.isFinite(value)) || isWideSeed(value);
}

const TWO_POW_32 = 4294967296;

/** The splitmix32 output after Weyl position `x`; only used to spread a seed over 128 bits. */
function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) | 0;
}

/** sfc32's authors discard the first outputs so that similar seeds diverge before use. */
const DISCARDED_OUTPUTS = 12;

/**
 * A generator state for a seed. A wide seed's four 32-bit words, most significant first, are
 * the state itself (a, b, c, d): every one of its 128 bits reaches the draws, and no two wide
 * seeds share a state. A narrow seed's low 32 bits only (`seed >>> 0`) are spread over it;
 * non-finite numbers count as 0. A string that is not a wide seed throws.
 */
export function seedRng(seed: Seed): RngState {
  if (typeof seed === "string") {
    if (!isWideSeed(seed)) {
      throw new RangeError(`seedRng: a wide seed is 32 lowercase hexadecimal digits, not "${seed}"`);
    }
    const state: RngState = [0, 1, 2, 3].map(
      (i) => Number.parseInt(seed.slice(i * 8, i * 8 + 8), 16) | 0,
    ) as RngState;
    for (let i = 0; i < DISCARDED_OUTPUTS; i++) nextUint32(state);
    return state;
  }
  const base = Number.isFinite(seed) ? seed >>> 0 : 0;
  const step = 0x9e3779b9;
  const state: RngState = [
    splitmix32(base),
    splitmix32((base + step) | 0),
    splitmix32((base + 2 * step) | 0),
    1,
  ];
  for (let i = 0; i < DISCARDED_OUTPUTS; i++) nextUint32(state);
  return state;
}

/** The next raw output, an integer in [0, 2^32). Advances `s`. */
export function nextUint32(s: RngState): number {
  const a = s[0];
  const b = s[1];
  const c = s[2];
  const d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const rotated = (c << 21) | (c >>> 11);
  s[2] = (rotated + t) | 0;
  return t >>> 0;
}

/** Largest n for which u32 × n is exact in a double (2^32 × 2^21 = 2^53). */
const EXACT_PRODUCT_LIMIT = 2097152;

/**
 * An integer drawn uniformly from [0, n), for 1 <= n <= 2^32. Exactly uniform, never biased by
 * a modulo. For n up to 2^21 it uses Lemire's multiply-and-reject method (the high word of
 * x × n, rejecting the few low words below 2^32 mod n), which needs a division only in the rare
 * reject check; larger n reject raw outputs in the incomplete top bucket instead.
 */
export function randomBelow(s: RngState, n: number): number {
  if (n <= 1) return 0;
  if (n <= EXACT_PRODUCT_LIMIT) {
    let m = nextUint32(s) * n;
    let high = Math.floor(m / TWO_POW_32);
    let low = m - high * TWO_POW_32;
    if (low < n) {
      const threshold = (TWO_POW_32 - n) % n;
      while (low < threshold) {
        m = nextUint32(s) * n;
        high = Math.floor(m / TWO_POW_32);
        low = m - high * TWO_POW_32;
      }
    }
    return high;
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  let x = nextUint32(s);
  while (x >= limit) x = nextUint32(s);
  return x % n;
}

/**
 * An index drawn with probability weights[i] / total, where `total` is the sum of the
 * non-negative integer weights. Draws an integer uniformly in [0, total) and walks the
 * cumulative weights: index i owns exactly weights[i] of the total draws.
 */
export function pickWeighted(s: RngState, weights: readonly number[], total: number): number {
  let r = randomBelow(s, total);
  const last = weights.length - 1;
  for (let i = 0; i < last; i++) {
    const w = weights[i] as number;
    if (r < w) return i;
    r -= w;
  }
  return last;
}
