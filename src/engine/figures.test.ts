import { describe, expect, it } from "vitest";
import {
  bowlerKind,
  bowlingFigures,
  dismissalText,
  oversText,
  plural,
  runsPerOver,
  shortName,
  skillWord,
  strikeRate,
} from "./figures.ts";
import { decideResult, scoreText, targetFor, targetText } from "./result.ts";
import type { InningsState, SideState } from "./match-state.ts";

describe("oversText", () => {
  it.each([
    [0, "0.0"],
    [1, "0.1"],
    [5, "0.5"],
    [6, "1.0"],
    [22, "3.4"],
    [120, "20.0"],
    [299, "49.5"],
  ])("%i balls → %s", (balls, text) => {
    expect(oversText(balls)).toBe(text);
  });
});

describe("strikeRate and runsPerOver", () => {
  it("are 100 × runs / balls and 6 × runs / balls to 2 decimals", () => {
    expect(strikeRate(23, 18)).toBe("127.78");
    expect(strikeRate(0, 4)).toBe("0.00");
    expect(strikeRate(10, 10)).toBe("100.00");
    expect(runsPerOver(23, 18)).toBe("7.67");
    expect(runsPerOver(36, 24)).toBe("9.00");
  });

  it('are "0.00" before any ball', () => {
    expect(strikeRate(0, 0)).toBe("0.00");
    expect(runsPerOver(0, 0)).toBe("0.00");
  });
});

describe("bowlerKind", () => {
  it("is Spinner only when spin ability exceeds pace ability", () => {
    expect(bowlerKind({ spinAbility: 80, paceAbility: 20 })).toBe("Spinner");
    expect(bowlerKind({ spinAbility: 20, paceAbility: 80 })).toBe("Pacer");
    expect(bowlerKind({ spinAbility: 50, paceAbility: 50 })).toBe("Pacer");
  });
});

describe("shortName and dismissalText", () => {
  it.each([
    ["Steve Smith", "Smith"],
    ["MS Dhoni", "Dhoni"],
    ["Quinton de Kock", "de Kock"],
    ["Rassie van der Dussen", "van der Dussen"],
    ["Rashid", "Rashid"],
    ["  Babar   Azam ", "Azam"],
  ])("%s → %s", (name, short) => {
    expect(shortName(name)).toBe(short);
  });

  it.each([
    ["caught", "Smith", "c Smith b Starc"],
    ["caughtAndBowled", "Starc", "c & b Starc"],
    ["runOut", "Jadeja", "run out (Jadeja)"],
    ["lbw", null, "lbw b Starc"],
    ["bowled", null, "b Starc"],
    ["stumped", "Carey", "st Carey b Starc"],
    ["hitWicket", null, "hit wicket b Starc"],
  ] as const)("%s → %s", (kind, fielder, text) => {
    expect(dismissalText(kind, "Starc", fielder)).toBe(text);
  });

  it("plural", () => {
    expect(plural(1, "run")).toBe("1 run");
    expect(plural(0, "wicket")).toBe("0 wickets");
  });
});

function side(id: number, name: string): SideState {
  return {
    id,
    teamName: name,
    playerIds: Array.from({ length: 11 }, (_, i) => i + 1),
    battingOrder: Array.from({ length: 11 }, (_, i) => i),
  };
}

function innings(battingSide: number, runs: number, wickets: number, balls = 120): InningsState {
  return {
    battingSide,
    totalRun: runs,
    ballCompleted: balls,
    wicketTaken: wickets,
    currentStrikerIndex: 0,
    currentNonStrikerIndex: 1,
    currentBowlerIndex: -1,
    ballLog: "",
    overBowlers: [],
    batting: Array.from({ length: 11 }, () => ({ run: 0, ball: 0, isBatting: 0 as const, dismissal: null })),
    bowling: Array.from({ length: 11 }, () => ({ b_run: 0, b_ball: 0, b_wkt: 0 })),
    superOver: null,
  };
}

describe("target and result (the prototype announced these from a field it never set)", () => {
  it("target is the first innings total plus one", () => {
    expect(targetFor({ totalRun: 156 })).toBe(157);
    expect(targetText({ teamName: "Australia" }, 157)).toBe("Australia need 157 runs to win");
    expect(targetText({ teamName: "Australia" }, 1)).toBe("Australia need 1 run to win");
    expect(scoreText(side(1, "India"), innings(0, 156, 7, 119))).toBe("India 156/7 (19.5 overs)");
  });

  it.each([
    [150, 151, 5, "Australia won by 5 wickets", 2, "wickets", 5],
    [150, 151, 9, "Australia won by 1 wicket", 2, "wickets", 1],
    [150, 127, 10, "India won by 23 runs", 1, "runs", 23],
    [150, 149, 3, "India won by 1 run", 1, "runs", 1],
    [150, 150, 8, "Match tied", null, "tie", 0],
  ] as const)("%i v %i/%i → %s", (first, second, wickets, text, winner, kind, margin) => {
    const result = decideResult(
      [side(1, "India"), side(2, "Australia")],
      [innings(0, first, 4), innings(1, second, wickets)],
    );
    expect(result).toEqual({ winnerTeamId: winner, kind, margin, text });
  });
});

describe("skillWord and bowlingFigures", () => {
  it.each([
    [100, "world-class"],
    [88, "world-class"],
    [87, "strong"],
    [75, "strong"],
    [74, "steady"],
    [60, "steady"],
    [59, "useful"],
    [50, "useful"],
    [49, "part-time"],
    [0, "part-time"],
  ] as const)("skill %i reads %s", (skill, word) => {
    expect(skillWord(skill)).toBe(word);
  });

  it("writes overs-maidens-runs-wickets, whole overs without the .0", () => {
    expect(bowlingFigures(24, 1, 27, 3)).toBe("4-1-27-3");
    expect(bowlingFigures(20, 0, 31, 0)).toBe("3.2-0-31-0");
    expect(bowlingFigures(0, 0, 0, 0)).toBe("0-0-0-0");
  });
});
