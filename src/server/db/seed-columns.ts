/**
 * How a match's seed is stored. A narrow seed (a uint32: the browser's own matches, and every
 * refereed match made before wide seeds) is the `seed` column alone, as it always was. A wide
 * seed (128 bits, the server's refereed matches) is the `wideSeed` column, and `seed` holds a
 * key drawn from it above the narrow range: 2^32 plus its first 48 bits. The key keeps the
 * archive's one-match-per-member-and-seed index working for both kinds (a wide seed never
 * takes a narrow seed's key); the server draws a new seed when a member's key is taken.
 */
import { isWideSeed, type Seed } from "../../engine/index.ts";

/** The first key above every narrow seed. */
const WIDE_KEY_BASE = 2 ** 32;

/** What the columns hold for `seed`. */
export interface SeedColumns {
  /** The narrow seed itself, or a wide seed's key. */
  readonly seed: number;
  /** The wide seed; null for a narrow one. */
  readonly wideSeed: string | null;
}

/** The `seed` column's value for `seed`: the seed itself, or a wide seed's key. */
export function seedKey(seed: Seed): number {
  if (typeof seed === "number") return seed;
  if (!isWideSeed(seed)) throw new RangeError(`a wide seed is 32 hexadecimal digits, not "${seed}"`);
  return WIDE_KEY_BASE + Number.parseInt(seed.slice(0, 12), 16);
}

/** The columns that store `seed`. */
export function seedColumns(seed: Seed): SeedColumns {
  return { seed: seedKey(seed), wideSeed: typeof seed === "string" ? seed : null };
}

/** The seed the columns hold (PostgreSQL returns a bigint as a string). */
export function seedOf(seed: number | string, wideSeed: string | null | undefined): Seed {
  return wideSeed ?? Number(seed);
}

/** What every refereed match's row holds, ranked or live: its id, seed, rules and times. */
export interface RefereedRow {
  readonly id: string;
  readonly seed: Seed;
  readonly rulesVersion: number;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
  /** When the match counted on its members' ratings; null until then (ADR 0018). */
  readonly ratedAt: Date | null;
}
