// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { STAGE } from "../../../../engine/index.ts";
import { engine, playUntil, toFirstBall, type Played } from "@/features/game/game-test-support.ts";
import { ScoreLine } from "./score-line.tsx";

afterEach(cleanup);

function renderLine(played: Played, winChance?: number | null) {
  const board = engine.scoreboard(played.state);
  if (!board) throw new Error("no scoreboard before the first innings");
  const { container } = render(<ScoreLine board={board} totalOvers={5} winChance={winChance} />);
  return { board, container };
}

describe("ScoreLine", () => {
  it("shows the batting side, score/wickets and overs of the format, and no chase in the first innings", () => {
    const played = playUntil(toFirstBall("bat", 11), (p) => (p.state.innings[0]?.ballCompleted ?? 0) >= 8);
    const { board } = renderLine(played);
    expect(screen.getByTestId("score-line-score").textContent).toBe(`${board.runs}/${board.wickets}`);
    const overs = screen.getByTestId("score-line-overs");
    expect(overs.querySelector('[aria-hidden="true"]')?.textContent).toBe(`${board.overs}/5 ov`);
    expect(overs.querySelector(".visually-hidden")?.textContent).toBe(`, ${board.overs} of 5 overs`);
    expect(screen.getByTestId("score-line").textContent).toContain(board.battingTeamName);
    expect(screen.queryByTestId("score-line-chase")).toBeNull();
    expect(screen.getByTestId("score-line").textContent).not.toMatch(/win/i);
  });

  it("in the chase says the runs needed off the balls left, the target and the required rate", () => {
    const played = playUntil(
      toFirstBall("bat", 11),
      (p) => p.state.status === STAGE.secondInnings.status && (p.state.innings[1]?.ballCompleted ?? 0) === 3,
    );
    const { board } = renderLine(played, 0.42);
    const chase = screen.getByTestId("score-line-chase");
    expect(chase.textContent).toContain(`Need ${board.runsNeeded} off ${board.ballsLeft}`);
    expect(chase.textContent).toContain(`Target ${board.target}`);
    expect(chase.textContent).toContain(`${board.requiredRate}`);
    expect(screen.getByTestId("score-line").textContent).toContain("Your Win chance 42%");
  });

  it("keeps the win chance's room, hidden, while it is worked out", () => {
    const played = playUntil(toFirstBall("bat", 11), (p) => (p.state.innings[0]?.ballCompleted ?? 0) >= 1);
    const { container } = renderLine(played, null);
    expect(container.querySelector(".score-line__win--pending")).not.toBeNull();
  });
});
