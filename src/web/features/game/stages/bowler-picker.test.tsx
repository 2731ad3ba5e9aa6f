// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BowlerPicker } from "./bowler-picker.tsx";
import { engine, apply, playUntil, toFirstBall } from "@/features/game/game-test-support.ts";

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
      .getAllByRole("radio")
      .map((b) => b.closest("label")?.querySelector(".bowler-picker__name")?.textContent);
    expect(names).toEqual(eligible.map((id) => rows.find((r) => r.playerId === id)?.name));
    const keeper = rows.find((r) => r.isWicketKeeper);
    const last = rows.find((r) => r.playerId === opener);
    expect(names).not.toContain(keeper?.name);
    expect(names).not.toContain(last?.name);
    expect(within(picker).getByRole("group", { name: "Choose the bowler for over 2" })).toBeTruthy();
  });

  it("reads each choice as name, Spinner/Pacer and figures, and gives the chosen one the over", () => {
    const { state, opener } = atSecondOver();
    const rows = engine.bowlingCard(state, 1);
    const eligible = engine.eligibleBowlers(state);
    const onPick = vi.fn();
    render(<BowlerPicker rows={rows} eligible={eligible} over={2} onPick={onPick} />);
    const group = screen.getByRole("group", { name: "Choose the bowler for over 2" });
    const radios = within(group).getAllByRole("radio");
    eligible.forEach((id, i) => {
      const row = rows.find((r) => r.playerId === id);
      expect(radios[i]?.getAttribute("aria-label")).toBe(`${row?.name}, ${row?.kind}, yet to bowl`);
    });
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radios[1] as HTMLElement);
    const second = rows.find((r) => r.playerId === eligible[1]);
    fireEvent.click(screen.getByRole("button", { name: `Bowl over 2 with ${second?.name}` }));
    expect(onPick).toHaveBeenCalledWith(eligible[1]);
    expect(opener).not.toBe(eligible[1]);
  });

  it("reads a bowler who has bowled with overs and figures", () => {
    const first = toFirstBall("bowl", 11);
    const opener = engine.eligibleBowlers(first.state)[0] as number;
    const bowled = apply(first, { type: "chooseBowler", playerId: opener });
    // Two overs later the opener may bowl again, with one over's figures.
    let p = playUntil(bowled, (s) => engine.nextInput(s.state) === "chooseBowler");
    p = apply(p, { type: "chooseBowler", playerId: engine.eligibleBowlers(p.state)[0] as number });
    p = playUntil(p, (s) => engine.nextInput(s.state) === "chooseBowler");
    const rows = engine.bowlingCard(p.state, 1);
    const row = rows.find((r) => r.playerId === opener);
    if (!row) throw new Error("the opener is in the bowling card");
    render(<BowlerPicker rows={rows} eligible={[opener]} over={3} onPick={() => {}} />);
    expect(screen.getByRole("radio").getAttribute("aria-label")).toBe(
      `${row.name}, ${row.kind}, 1 over, ${row.wickets} for ${row.runs}`,
    );
  });
});
