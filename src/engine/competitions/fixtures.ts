/**
 * The matches of a competition from its shape. A round robin is drawn by the circle method: one
 * side stays put while the others turn round it a place a round, so every round has each side
 * once (or resting, when the group is odd) and every pair meets once a leg. The seed shuffles the
 * places and the order of the rounds, so the same seed always gives the same fixture list. In a
 * second leg every match of the first is played again with home and away swapped, so each side
 * is at home exactly as often as away.
 */
import { randomBelow, seedRng, type RngState, type Seed } from "../rng.ts";
import {
  GROUP_NAMES,
  type CompetitionShape,
  type SeriesShape,
  type TeamId,
  type TournamentShape,
} from "./shapes.ts";

/** One match of the competition's first stage (a series match or a group match). */
export interface Fixture {
  /** "M1" … for a series, "G1" … for group matches, in playing order. */
  readonly id: string;
  /** 1-based round; a series has one match a round. */
  readonly round: number;
  /** The group's name for a group match ("A", "B"); null in a series. */
  readonly group: string | null;
  /** The side at home; `away` the visitors. */
  readonly home: TeamId;
  readonly away: TeamId;
}

function shuffled<T>(items: readonly T[], rng: RngState): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(rng, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A pairing before it is placed: home first. */
type Pairing = readonly [TeamId, TeamId];

/**
 * Whether the side at place `x` is at home to the side at place `y`, of `n`. In an odd group, x is
 * at home to the (n − 1) / 2 places after it round the circle, so every side is at home as often as
 * away; in an even one the first n − 1 places share out their matches so, and the last place is
 * away to the even places and at home to the odd ones, leaving every side one home more or less.
 */
function atHome(x: number, y: number, n: number): boolean {
  if (n % 2 === 0) {
    if (y === n - 1) return x % 2 === 0;
    if (x === n - 1) return y % 2 !== 0;
  }
  const odd = n % 2 === 0 ? n - 1 : n;
  return (y - x + odd) % odd <= (odd - 1) / 2;
}

/**
 * One leg of a round robin by the circle method: the rounds, each a list of pairings with
 * every side in it once (a side drawn against the rest place, in an odd group, rests), home and
 * away shared out as evenly as a single leg allows.
 */
export function circleRounds(teams: readonly TeamId[]): Pairing[][] {
  const places: (TeamId | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = places.length;
  const rounds: Pairing[][] = [];
  for (let round = 0; round < n - 1; round++) {
    const pairings: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = places[i];
      const b = places[n - 1 - i];
      if (a == null || b == null) continue;
      const aAtHome = atHome(teams.indexOf(a), teams.indexOf(b), teams.length);
      pairings.push(aAtHome ? [a, b] : [b, a]);
    }
    rounds.push(pairings);
    // Turn every place but the first one step round the circle.
    places.splice(1, 0, places.pop() as TeamId | null);
  }
  return rounds;
}

function seriesFixtures(shape: SeriesShape): Fixture[] {
  const [first, second] = shape.teams;
  return Array.from({ length: shape.matches }, (_, i) => ({
    id: `M${i + 1}`,
    round: i + 1,
    group: null,
    home: i % 2 === 0 ? first : second,
    away: i % 2 === 0 ? second : first,
  }));
}

function tournamentFixtures(shape: TournamentShape, rng: RngState): Fixture[] {
  const byGroup = shape.groups.map((teams) => {
    const leg = shuffled(circleRounds(shuffled(teams, rng)), rng);
    const second =
      shape.legs === 2 ? leg.map((round) => round.map(([home, away]): Pairing => [away, home])) : [];
    return [...leg, ...second];
  });
  const fixtures: Fixture[] = [];
  const rounds = Math.max(...byGroup.map((rounds) => rounds.length));
  for (let round = 0; round < rounds; round++) {
    byGroup.forEach((groupRounds, g) => {
      for (const [home, away] of groupRounds[round] ?? []) {
        const group = shape.groups.length > 1 ? (GROUP_NAMES[g] ?? null) : "A";
        fixtures.push({ id: `G${fixtures.length + 1}`, round: round + 1, group, home, away });
      }
    });
  }
  return fixtures;
}

/** Every first-stage match of `shape`, in playing order; `seed` draws the order of a round robin. */
export function fixturesOf(shape: CompetitionShape, seed: Seed): Fixture[] {
  if (shape.kind === "series") return seriesFixtures(shape);
  return tournamentFixtures(shape, seedRng(seed));
}
