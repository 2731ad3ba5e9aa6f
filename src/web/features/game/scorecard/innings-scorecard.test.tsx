// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  RATED_RULES_VERSION,
  simulateMatch,
  SUPER_OVER_RULES_VERSION,
  wicketsForRuns,
  type MatchState,
} from "../../../../engine/index.ts";
import { engine } from "@/features/game/game-test-support.ts";
import { MatchViewContext } from "@/features/game/state/game-context.ts";
import { winChanceFor } from "@/features/game/state/match-view.ts";
import { InningsScorecard } from "./innings-scorecard.tsx";
import { Scoreboard } from "./scoreboard.tsx";

afterEach(cleanup);

function renderCard(state: MatchState, innings: 1 | 2) {
  const summary = engine.matchSummary(state).innings[innings - 1];
  if (!summary) throw new Error("the innings was played");
  render(
    <MatchViewContext.Provider value={{ engine, winChance: winChanceFor(engine, () => null) }}>
      <InningsScorecard state={state} innings={innings} summary={summary} />
    </MatchViewContext.Provider>,
  );
}

/** The bowling table's names, top to bottom. */
function bowlingNames(): string[] {
  const table = screen.getByRole("table", { name: "Bowling" });
  return within(table)
    .getAllByRole("rowheader")
    .map((cell) => (cell.textContent ?? "").trim());
}

describe("InningsScorecard", () => {
  it("lists only the bowlers who bowled, in the order they came on", () => {
    const { state } = simulateMatch(engine, 31, "t20", "random", { level: "club" });
    for (const innings of [1, 2] as const) {
      renderCard(state, innings);
      const batting = state.innings[innings - 1];
      const card = engine.bowlingCard(state, innings);
      const cameOn: string[] = [];
      for (const index of batting?.overBowlers ?? []) {
        const name = card[index]?.name as string;
        if (!cameOn.includes(name)) cameOn.push(name);
      }
      const shown = bowlingNames();
      expect(shown).toHaveLength(cameOn.length);
      cameOn.forEach((name, i) => expect(shown[i]).toContain(name));
      cleanup();
    }
  });

  it("shows the extras line of a match whose rules have extras", () => {
    const { state } = simulateMatch(engine, 31, "t20", "random", {
      level: "club",
      rulesVersion: RATED_RULES_VERSION,
    });
    renderCard(state, 1);
    const extras = engine.extras(state, 1);
    expect(screen.getByTestId("extras").textContent).toBe(`Extras${extras?.text ?? ""}`);
  });
});

describe("bowling figures", () => {
  it("are written wickets/runs the same way in the score bug and on the result", () => {
    const { state } = simulateMatch(engine, 31, "t20", "random", { level: "club" });
    const bowler = engine.bowlingCard(state, 1).find((row) => row.wickets > 0);
    const board = engine.scoreboard(state);
    if (!bowler || !board) throw new Error("the first innings had a wicket-taker");
    render(<Scoreboard board={board} totalOvers={20} crease={{ batters: [], bowler }} />);
    expect(screen.getByText(`${bowler.wickets}/${bowler.runs} (${bowler.overs})`)).toBeTruthy();
    expect(wicketsForRuns(3, 18)).toBe("3/18");
  });
});

describe("InningsScorecard of a super over", () => {
  it("heads the card with its title and shows the super over's batters and its one bowler", () => {
    let found: MatchState | null = null;
    for (let seed = 1; seed <= 3000 && found === null; seed++) {
      const { state } = simulateMatch(engine, seed, "micro", "normal", {
        level: "club",
        rulesVersion: SUPER_OVER_RULES_VERSION,
        knockout: true,
      });
      if (state.innings.length > 2) found = state;
    }
    if (found === null) throw new Error("no knockout match went to a super over");
    const state = found;
    const summary = engine.matchSummary(state).superOvers?.[0];
    if (!summary) throw new Error("the super over was played");
    render(
      <MatchViewContext.Provider value={{ engine, winChance: winChanceFor(engine, () => null) }}>
        <InningsScorecard
          state={state}
          innings={3}
          summary={summary}
          title={`${summary.teamName} · Super over`}
        />
      </MatchViewContext.Provider>,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toContain(
      `${summary.teamName} · Super over`,
    );
    expect(bowlingNames()).toHaveLength(1);
    const batted = engine.battingCard(state, 3).filter((row) => row.balls > 0 || row.atCrease || row.out);
    expect(batted.length).toBeGreaterThan(0);
    expect(batted.length).toBeLessThanOrEqual(3);
  });
});
