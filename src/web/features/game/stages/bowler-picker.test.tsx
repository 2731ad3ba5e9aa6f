// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BowlerPicker } from "./bowler-picker.tsx";
import { engine, apply, playUntil, toFirstBall } from "../game-test-support.ts";

afterEach(cleanup);

/** The user bowls; the first over is done and the second waits for a bowler. */
function atSecondOver() {
  const first = toFirstBall("bowl", 11);
  const opener = engine.eligibleBowlers(first.state)[0] as number;
  const bowled = apply(first, { type: "chooseBowler", playerId: opener });
  const done = playUntil(bowled, (p) => engine.nextInput(p.state) === "chooseBowler");
  return { state: done.state, opener };
}

describe("BowlerPicker", () => {
  it("lists only the engine's eligible bowlers: never the keeper, never the last over's bowler", () => {
    const { state, opener } = atSecondOver();
    const rows = engine.bowlingCard(state, 1);
    const eligible = engine.eligibleBowlers(state);
    render(<BowlerPicker rows={rows} eligible={eligible} over={2} onPick={() => {}} />);
    const picker = screen.getByTestId("bowler-picker");
    const names = within(picker)
      .getAllByRole("button")
      .map((b) => b.querySelector(".bowler-picker__name")?.textContent);
    expect(names).toEqual(eligible.map((id) => rows.find((r) => r.playerId === id)?.name));
    const keeper = rows.find((r) => r.isWicketKeeper);
    const last = rows.find((r) => r.playerId === opener);
    expect(names).not.toContain(keeper?.name);
    expect(names).not.toContain(last?.name);
    expect(within(picker).getByText("Choose the bowler for over 2")).toBeTruthy();
  });

  it("shows each choice's Spinner/Pacer label and figures, and picks by player id", () => {
    const { state } = atSecondOver();
    const rows = engine.bowlingCard(state, 1);
    const eligible = engine.eligibleBowlers(state);
    const onPick = vi.fn();
    render(<BowlerPicker rows={rows} eligible={eligible} over={2} onPick={onPick} />);
    const buttons = within(screen.getByTestId("bowler-picker")).getAllByRole("button");
    eligible.forEach((id, i) => {
      const row = rows.find((r) => r.playerId === id);
      expect(buttons[i]?.textContent).toContain(row?.kind);
      expect(buttons[i]?.textContent).toContain("yet to bowl");
    });
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith(eligible[1]);
  });
});
