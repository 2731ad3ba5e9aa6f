import { describe, expect, it } from "vitest";
import { NO_RESULT, TIED, wonBy, type Decision, type PlayedMatch } from "./results.ts";
import { series } from "./shapes.ts";
import { seriesScore, seriesStanding } from "./series-result.ts";

const INDIA = 5;
const ENGLAND = 4;
const NAMES: Record<number, string> = { [INDIA]: "India", [ENGLAND]: "England" };
const nameOf = (team: number): string => NAMES[team] ?? "?";

/** The matches of a series between India and England, decided in turn as `decisions`. */
function played(decisions: readonly Decision[]): PlayedMatch[] {
  return decisions.map((decision, i) => ({
    fixtureId: `M${i + 1}`,
    home: i % 2 === 0 ? INDIA : ENGLAND,
    away: i % 2 === 0 ? ENGLAND : INDIA,
    innings: [],
    decision,
  }));
}

const I = wonBy(INDIA);
const E = wonBy(ENGLAND);
const three = series("India v England", [INDIA, ENGLAND], 3);
const five = series("India v England", [INDIA, ENGLAND], 5);

describe("a series result in words", () => {
  it.each([
    [three, [I, E, I], "India won the series 2–1", false],
    [three, [E, I, E], "England won the series 2–1", false],
    [three, [I, I, I], "India won the series 3–0, a whitewash", true],
    [three, [E, E, E], "England won the series 3–0, a whitewash", true],
    [three, [I, E, TIED], "Series drawn 1½–1½", false],
    [three, [I, E, NO_RESULT], "Series drawn 1–1", false],
    [three, [I, TIED, NO_RESULT], "India won the series 1½–½", false],
    [three, [I, I, NO_RESULT], "India won the series 2–0, a whitewash", true],
    [three, [I, TIED, I], "India won the series 2½–½", false],
    [three, [NO_RESULT, NO_RESULT, NO_RESULT], "Series drawn 0–0", false],
    [five, [I, E, I, E, I], "India won the series 3–2", false],
    [five, [E, E, E, E, E], "England won the series 5–0, a whitewash", true],
    [five, [I, E, TIED, I, E], "Series drawn 2½–2½", false],
    [five, [TIED, TIED, TIED, TIED, E], "England won the series 3–2", false],
    [five, [I, I, I, I, TIED], "India won the series 4½–½", false],
    [five, [E, E, NO_RESULT, E, E], "England won the series 4–0, a whitewash", true],
  ])("%#: %j gives %s", (shape, decisions, text, whitewash) => {
    const standing = seriesStanding(shape, played(decisions), nameOf);
    expect(standing.text).toBe(text);
    expect(standing.whitewash).toBe(whitewash);
    expect(standing.complete).toBe(true);
  });

  it("says who leads while the series is on, and when it is won with matches to play", () => {
    expect(seriesStanding(five, [], nameOf).text).toBe("Series level at 0–0");
    expect(seriesStanding(five, played([I]), nameOf).text).toBe("India lead the series 1–0");
    expect(seriesStanding(five, played([I, TIED]), nameOf).text).toBe("India lead the series 1½–½");
    expect(seriesStanding(five, played([I, E]), nameOf).text).toBe("Series level at 1–1");
    const won = seriesStanding(three, played([E, E]), nameOf);
    expect(won.text).toBe("England have won the series, 2–0 up with 1 to play");
    expect(won.winner).toBe(ENGLAND);
    expect(won.whitewash).toBe(false);
    // 2–1 up with two to play in five is not yet won.
    expect(seriesStanding(five, played([I, E, I]), nameOf).winner).toBeNull();
  });

  it("writes halves with ½", () => {
    expect([0, 1, 2, 3, 5, 9].map(seriesScore)).toEqual(["0", "½", "1", "1½", "2½", "4½"]);
  });

  it("refuses a super over in a series, a side not in it, and too many results", () => {
    expect(() => seriesStanding(three, played([wonBy(INDIA, true)]), nameOf)).toThrow(
      /only a knockout match/,
    );
    const stranger: PlayedMatch = { fixtureId: "M1", home: INDIA, away: 7, innings: [], decision: I };
    expect(() => seriesStanding(three, [stranger], nameOf)).toThrow(/not between the series' two sides/);
    expect(() => seriesStanding(three, played([I, I, I, I]), nameOf)).toThrow(/cannot have 4 results/);
  });
});
