// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { STAGE } from "../../../../engine/index.ts";
import { engine, playUntil, toFirstBall, type Played } from "@/features/game/game-test-support.ts";
import { Scoreboard } from "./scoreboard.tsx";

afterEach(cleanup);

function renderBoard(played: Played) {
  const board = engine.scoreboard(played.state);
  if (!board) throw new Error("no scoreboard before the first innings");
  const innings = board.innings;
  const batting = engine.battingCard(played.state, innings);
  const bowling = engine.bowlingCard(played.state, innings);
  render(
    <Scoreboard
      board={board}
      totalOvers={5}
      crease={{ batters: batting.filter((r) => r.atCrease), bowler: bowling.find((r) => r.isCurrent) }}
    />,
  );
  return board;
}

describe("Scoreboard", () => {
  it("shows score/wickets, overs as overs.balls and the last ball's runs", () => {
    const played = playUntil(
      toFirstBall("bat", 11),
      (p) => (p.state.innings[0]?.ballCompleted ?? 0) >= 8 && /^[0-6]$/.test(engine.lastBall(p.state)),
    );
    const balls = played.state.innings[0]?.ballCompleted ?? 0;
    const board = renderBoard(played);
    expect(screen.getByTestId("score").textContent).toBe(`${board.runs}/${board.wickets}`);
    expect(screen.getByTestId("overs").textContent).toBe(`${Math.floor(balls / 6)}.${balls % 6} / 5`);
    expect(board.lastBall).toMatch(/^[0-6]$/);
    expect(screen.getByTestId("last-ball").textContent).toBe(board.lastBall);
    expect(screen.queryByTestId("chase")).toBeNull();
  });

  it("shows WKT when the last ball took a wicket", () => {
    const played = playUntil(toFirstBall("bat", 11), (p) => engine.lastBall(p.state) === "WKT");
    expect(engine.lastBall(played.state)).toBe("WKT");
    renderBoard(played);
    const last = screen.getByTestId("last-ball");
    expect(last.textContent).toBe("WKT");
    expect(last.querySelector(".score-bug__last--wkt")).not.toBeNull();
  });

  it("in the chase shows the target, runs needed, balls left and the required rate", () => {
    const played = playUntil(
      toFirstBall("bat", 11),
      (p) => p.state.status === STAGE.secondInnings.status && (p.state.innings[1]?.ballCompleted ?? 0) === 3,
    );
    const board = renderBoard(played);
    const chase = screen.getByTestId("chase");
    expect(board.target).toBe((played.state.innings[0]?.totalRun ?? 0) + 1);
    expect(within(chase).getByText(String(board.target))).toBeTruthy();
    expect(screen.getByTestId("runs-needed").textContent).toBe(String(board.runsNeeded));
    expect(screen.getByTestId("balls-left").textContent).toBe("27");
    expect(within(chase).getByText(board.requiredRate as string)).toBeTruthy();
  });

  it("marks the striker at the crease with a star", () => {
    const played = playUntil(toFirstBall("bat", 11), (p) => (p.state.innings[0]?.ballCompleted ?? 0) === 3);
    renderBoard(played);
    const striker = engine.battingCard(played.state, 1).find((r) => r.isStriker);
    const batters = screen.getByRole("list", { name: "At the crease" });
    const starred = within(batters)
      .getByText(/on strike/)
      .closest("li");
    expect(starred?.textContent).toContain(striker?.name);
  });
});
