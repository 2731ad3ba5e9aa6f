// The part of glicko2's API the ladder uses (the package ships no types).
declare module "glicko2" {
  interface GlickoSettings {
    /** The system constant: how much the volatility may change in one period. */
    tau?: number;
    /** A new player's rating, and the centre of the Glicko-2 scale. */
    rating?: number;
    rd?: number;
    vol?: number;
  }
  interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  /** One result of a period: the first player's score against the second (1, 0.5 or 0). */
  type Match = [Player, Player, number];
  class Glicko2 {
    constructor(settings?: GlickoSettings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** Rates every player made on this ranking over one period of `matches`. */
    updateRatings(matches: Match[]): void;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
  export { Glicko2 };
  export type { GlickoSettings, Match, Player };
}
