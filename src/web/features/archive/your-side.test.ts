import { describe, expect, it } from "vitest";
import { yourSide } from "./your-side.ts";

const teams = [
  { id: 1, name: "India" },
  { id: 2, name: "Australia" },
];

describe("the member's side of a kept match", () => {
  it("names the member's team and whether they won, lost or tied", () => {
    expect(yourSide({ teams, userTeamId: 1, winnerTeamId: 1 })).toEqual({
      teamName: "India",
      outcome: "Won",
    });
    expect(yourSide({ teams, userTeamId: 2, winnerTeamId: 1 })).toEqual({
      teamName: "Australia",
      outcome: "Lost",
    });
    expect(yourSide({ teams, userTeamId: 2, winnerTeamId: null })).toEqual({
      teamName: "Australia",
      outcome: "Tied",
    });
  });

  it("names the side without an outcome when the list does not say who won", () => {
    expect(yourSide({ teams, userTeamId: 1 })).toEqual({ teamName: "India", outcome: null });
  });

  it("says nothing when the member's side is unknown or not among the teams", () => {
    expect(yourSide({ teams, userTeamId: null, winnerTeamId: 1 })).toBeNull();
    expect(yourSide({ teams, userTeamId: 9, winnerTeamId: 1 })).toBeNull();
    expect(yourSide({ userTeamId: 1, winnerTeamId: 1 })).toBeNull();
  });
});
