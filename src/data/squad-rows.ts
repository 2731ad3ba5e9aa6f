import type { PlayerProfile, Squad } from "../engine/index.ts";

/**
 * One squad row: name, ability to play pace, ability to play spin, batting aggression,
 * spin-bowling ability, pace-bowling ability, and (optionally) the wicketkeeper flag.
 * Rows are listed in batting order; a player's id is their place in it (1..11).
 */
export type SquadRow = readonly [
  name: string,
  abilityToPlayPaceBall: number,
  abilityToPlaySpinBall: number,
  battingAggression: number,
  spinAbility: number,
  paceAbility: number,
  isWicketKeeper?: boolean,
];

/** The wicketkeeper flag of a row. */
export const WK = true;

/** A country's squad from its rows, ids 1..11 in the rows' order. */
export function squad(countryId: number, rows: readonly SquadRow[]): Squad {
  const players: PlayerProfile[] = rows.map(
    ([name, pace, spin, aggression, spinAbility, paceAbility, keeper], index) => ({
      id: index + 1,
      name,
      abilityToPlayPaceBall: pace,
      abilityToPlaySpinBall: spin,
      battingAggression: aggression,
      spinAbility,
      paceAbility,
      isWicketKeeper: keeper === true,
    }),
  );
  return { countryId, players };
}
