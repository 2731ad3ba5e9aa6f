import { describe, expect, it } from "vitest";
import { groundCharacter, type GroundRatings } from "./ground-character.ts";

function ground(overrides: Partial<GroundRatings> = {}): GroundRatings {
  return { betterFor: 1, pitchAssist: 1, battingCondition: [6, 6], outfieldType: 3, ...overrides };
}

describe("groundCharacter", () => {
  it("reads a turning, low-scoring ground with big boundaries", () => {
    expect(
      groundCharacter(ground({ betterFor: 2, pitchAssist: 2, battingCondition: [3, 3], outfieldType: 2 })),
    ).toBe("Spin-friendly, low-scoring, big boundaries");
  });

  it("reads a fast, bouncy, high-scoring ground with a small fast outfield", () => {
    expect(
      groundCharacter(ground({ betterFor: 1, pitchAssist: 2, battingCondition: [9, 9], outfieldType: 5 })),
    ).toBe("Pace and bounce, high-scoring, small fast outfield");
  });

  it("reads a flat average ground as a true pitch and an even contest, whichever bowling it leans to", () => {
    const flat = { pitchAssist: 0, battingCondition: [6, 6], outfieldType: 3 } as const;
    expect(groundCharacter(ground({ ...flat, betterFor: 1 }))).toBe(
      "True pitch, even contest, medium boundaries",
    );
    expect(groundCharacter(ground({ ...flat, betterFor: 2 }))).toBe(
      "True pitch, even contest, medium boundaries",
    );
  });

  it("grades the help for each kind of bowling from slight to strong", () => {
    const words = (betterFor: 1 | 2, pitchAssist: 1 | 2 | 3) =>
      groundCharacter(ground({ betterFor, pitchAssist })).split(", ")[0];
    expect([1, 2, 3].map((a) => words(1, a as 1 | 2 | 3))).toEqual([
      "Slight help for pace",
      "Pace and bounce",
      "Big seam and bounce",
    ]);
    expect([1, 2, 3].map((a) => words(2, a as 1 | 2 | 3))).toEqual([
      "Slight help for spin",
      "Spin-friendly",
      "Sharp turn for spin",
    ]);
  });

  it("grades scoring on the first innings, 6 being an average ground", () => {
    const scoring = (first: number) =>
      groundCharacter(ground({ battingCondition: [first, first] })).split(", ")[1];
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(scoring)).toEqual([
      "very low-scoring",
      "very low-scoring",
      "low-scoring",
      "modest scores",
      "modest scores",
      "even contest",
      "good for batting",
      "high-scoring",
      "high-scoring",
      "very high-scoring",
    ]);
  });

  it("says when the second innings is harder or easier than the first", () => {
    expect(groundCharacter(ground({ battingCondition: [5, 4] }))).toBe(
      "Slight help for pace, modest scores, slows later, medium boundaries",
    );
    expect(groundCharacter(ground({ battingCondition: [9, 10] }))).toBe(
      "Slight help for pace, high-scoring, easier chasing, medium boundaries",
    );
  });

  it("names every outfield from big and slow to small and fast", () => {
    const outfield = (outfieldType: 1 | 2 | 3 | 4 | 5) =>
      groundCharacter(ground({ outfieldType })).split(", ").at(-1);
    expect(([1, 2, 3, 4, 5] as const).map(outfield)).toEqual([
      "big slow outfield",
      "big boundaries",
      "medium boundaries",
      "short boundaries",
      "small fast outfield",
    ]);
  });

  it("reads differently for every different pitch, scoring band, chase and outfield", () => {
    const texts = new Set<string>();
    let count = 0;
    for (const betterFor of [1, 2] as const) {
      for (const pitchAssist of [1, 2, 3] as const) {
        for (const first of [2, 3, 5, 6, 7, 9, 10]) {
          for (const second of [first - 1, first, first + 1]) {
            for (const outfieldType of [1, 2, 3, 4, 5] as const) {
              texts.add(
                groundCharacter({ betterFor, pitchAssist, battingCondition: [first, second], outfieldType }),
              );
              count++;
            }
          }
        }
      }
    }
    expect(texts.size).toBe(count);
  });
});
