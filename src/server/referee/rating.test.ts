import { describe, expect, it } from "vitest";
import glicko2 from "glicko2";
import { COMPUTER, NEW_RATING, rateMatch, scoreOf, TAU } from "./rating.ts";

describe("the ladder's Glicko-2 step", () => {
  it("is the library's: Glickman's worked example gives the paper's numbers", () => {
    // "Example of the Glicko-2 system" (Glickman, 2013): a player of 1500 (RD 200) beats a
    // 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300); tau 0.5.
    const ranking = new glicko2.Glicko2({ tau: 0.5, rating: 1500, rd: 200, vol: 0.06 });
    const player = ranking.makePlayer(1500, 200, 0.06);
    const a = ranking.makePlayer(1400, 30, 0.06);
    const b = ranking.makePlayer(1550, 100, 0.06);
    const c = ranking.makePlayer(1700, 300, 0.06);
    ranking.updateRatings([
      [player, a, 1],
      [player, b, 0],
      [player, c, 0],
    ]);
    expect(player.getRating()).toBeCloseTo(1464.06, 1);
    expect(player.getRd()).toBeCloseTo(151.52, 1);
    expect(player.getVol()).toBeCloseTo(0.05999, 4);
  });

  it("scores a win 1, a tie 0.5 and a loss 0", () => {
    expect([scoreOf("won"), scoreOf("tied"), scoreOf("lost")]).toEqual([1, 0.5, 0]);
    expect(TAU).toBe(0.5);
    expect(NEW_RATING).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
    expect(COMPUTER).toEqual({ rating: 1500, rd: 30, vol: 0.06 });
  });

  it("moves a new member by hand-checkable amounts after one match with the computer", () => {
    // On the Glicko-2 scale: phi = 350 / 173.7178 = 2.01476, the computer's phi_j = 0.17269,
    // g = 1 / sqrt(1 + 3 phi_j^2 / pi^2) = 0.99550, E = 0.5 (equal ratings), v = 1 / (g^2 / 4)
    // = 4.03628. The volatility barely moves, so phi* = sqrt(phi^2 + 0.06^2) = 2.01566 and
    // phi' = 1 / sqrt(1 / phi*^2 + 1 / v) = 1.42296: RD 247.19 whatever the result.
    // mu' = phi'^2 g (s - 0.5) = +-1.00785: 1500 +- 173.7178 * 1.00785 = 1675.08 or 1324.92.
    const won = rateMatch(NEW_RATING, "won");
    const lost = rateMatch(NEW_RATING, "lost");
    const tied = rateMatch(NEW_RATING, "tied");
    expect(won.rating).toBeCloseTo(1675.08, 1);
    expect(lost.rating).toBeCloseTo(1324.92, 1);
    expect(tied.rating).toBeCloseTo(1500, 6);
    for (const after of [won, lost, tied]) {
      expect(after.rd).toBeCloseTo(247.19, 1);
      expect(after.vol).toBeCloseTo(0.06, 4);
    }
  });

  it("moves a settled rating less, and a win over the computer counts for less the higher it is", () => {
    const settled = { rating: 1500, rd: 60, vol: 0.06 };
    const gain = rateMatch(settled, "won").rating - 1500;
    expect(gain).toBeGreaterThan(0);
    expect(gain).toBeLessThan(rateMatch(NEW_RATING, "won").rating - 1500);
    const high = { rating: 1800, rd: 60, vol: 0.06 };
    expect(rateMatch(high, "won").rating - 1800).toBeLessThan(gain);
    expect(rateMatch(high, "lost").rating - 1800).toBeLessThan(-gain);
  });
});
