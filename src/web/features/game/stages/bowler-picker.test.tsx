// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BowlingRow, MatchState } from "../../../../engine/index.ts";
import { BowlerPicker } from "./bowler-picker.tsx";
import { engine, apply, playUntil, toFirstBall } from "@/features/game/game-test-support.ts";

afterEach(cleanup);

/** The user bowls in a T20; the first over is done (bowled by the captain's pick) and the second waits. */
function atSecondOver() {
  const first = toFirstBall("bowl", 11, "t20");
  const opener = engine.suggestedBowler(first.state)?.playerId as number;
  const bowled = apply(first, { type: "chooseBowler", playerId: opener });
  const done = playUntil(bowled, (p) => engine.nextInput(p.state) === "chooseBowler");
  return { state: done.state, opener };
}

function renderPicker(state: MatchState, onPick: (id: number) => void = () => {}, over = 2) {
  const rows = engine.bowlingCard(state, 1);
  const eligible = engine.eligibleBowlers(state);
  const suggestion = engine.suggestedBowler(state);
  render(
    <BowlerPicker rows={rows} eligible={eligible} suggestion={suggestion} over={over} onPick={onPick} />,
  );
  const group = screen.getByRole("group", { name: `Choose the bowler for over ${over}` });
  return { rows, eligible, suggestion, group, radios: within(group).getAllByRole("radio") };
}

const rowOf = (rows: readonly BowlingRow[], id: number | undefined) => {
  const row = rows.find((r) => r.playerId === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
};

const WORDS = "(world-class|strong|steady|useful|part-time)";

describe("BowlerPicker", () => {
  it("lists only the engine's eligible bowlers: never the keeper, never the last over's bowler", () => {
    const { state, opener } = atSecondOver();
    const { rows, eligible, group } = renderPicker(state);
    const names = within(group)
      .getAllByRole("radio")
      .map((b) => b.closest("label")?.querySelector(".bowler-picker__name")?.textContent);
    expect(names).toEqual(eligible.map((id) => rowOf(rows, id).name));
    expect(names).not.toContain(rows.find((r) => r.isWicketKeeper)?.name);
    expect(names).not.toContain(rowOf(rows, opener).name);
  });

  it("chooses the captain's pick to start with, marks it and gives its reason", () => {
    const { state } = atSecondOver();
    const onPick = vi.fn();
    const { rows, eligible, suggestion, radios } = renderPicker(state, onPick);
    if (!suggestion) throw new Error("a bowler is due, so the captain has a pick");
    const pickIndex = eligible.indexOf(suggestion.playerId);
    const pick = rowOf(rows, suggestion.playerId);
    // Not simply the first in the list (a top-order batter), which is what used to be chosen.
    expect(pickIndex).toBeGreaterThan(0);
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toEqual([radios[pickIndex]]);
    expect(radios[pickIndex]?.getAttribute("aria-label")).toMatch(/, captain's pick$/);
    expect(radios.filter((r) => /captain's pick/.test(r.getAttribute("aria-label") ?? ""))).toHaveLength(1);
    const advice = screen.getByTestId("captains-pick");
    expect(advice.textContent).toBe(`Captain’s pick: ${pick.name}. ${suggestion.reason}.`);
    expect(radios[pickIndex]?.getAttribute("aria-describedby")).toBe(advice.id);
    const card = radios[pickIndex]?.closest("label") as HTMLElement;
    expect(within(card).getByText("Captain’s pick")).toBeTruthy();
    // The button alone takes the advice.
    fireEvent.click(screen.getByRole("button", { name: `Bowl over 2 with ${pick.name}` }));
    expect(onPick).toHaveBeenCalledWith(suggestion.playerId);
  });

  it("reads each choice as name, type, skill word, part-timer, overs left and figures", () => {
    const { state } = atSecondOver();
    const { rows, eligible, suggestion, radios } = renderPicker(state);
    eligible.forEach((id, i) => {
      const row = rowOf(rows, id);
      const type = row.bowlerType === "spin" ? "Spin" : "Pace";
      const pick = id === suggestion?.playerId ? ", captain's pick" : "";
      const partTimer = row.partTimer ? ", part-timer" : "";
      expect(radios[i]?.getAttribute("aria-label")).toBe(
        `${row.name}, ${type}, ${row.skillWord}${partTimer}, 4 overs left, yet to bowl${pick}`,
      );
      const card = radios[i]?.closest("label") as HTMLElement;
      expect(within(card).getByText(type)).toBeTruthy();
      expect(within(card).getByText(row.skillWord)).toBeTruthy();
      expect(within(card).getByText("4 overs left")).toBeTruthy();
      expect(within(card).queryByText("part-timer") !== null).toBe(row.partTimer);
      const bar = card.querySelector<HTMLElement>(".meter__fill");
      expect(bar?.style.width).toBe(`${row.skill}%`);
    });
    // India's top order are part-timers; its attack is not.
    expect(eligible.filter((id) => rowOf(rows, id).partTimer).length).toBeGreaterThan(0);
    expect(eligible.filter((id) => !rowOf(rows, id).partTimer).length).toBeGreaterThan(0);
    expect(
      new RegExp(`^[^,]+, (Pace|Spin), ${WORDS}, `).test(radios[0]?.getAttribute("aria-label") ?? ""),
    ).toBe(true);
  });

  it("moves the choice with a click and gives that bowler the over", () => {
    const { state } = atSecondOver();
    const onPick = vi.fn();
    const { rows, eligible, suggestion, radios } = renderPicker(state, onPick);
    const other = eligible.findIndex((id) => id !== suggestion?.playerId);
    fireEvent.click(radios[other] as HTMLElement);
    const row = rowOf(rows, eligible[other]);
    fireEvent.click(screen.getByRole("button", { name: `Bowl over 2 with ${row.name}` }));
    expect(onPick).toHaveBeenCalledWith(eligible[other]);
  });

  it("shows a bowler's overs left and figures once he has bowled", () => {
    const first = toFirstBall("bowl", 11, "t20");
    const opener = engine.suggestedBowler(first.state)?.playerId as number;
    const bowled = apply(first, { type: "chooseBowler", playerId: opener });
    // Two overs later the opener may bowl again, with one over's figures.
    let p = playUntil(bowled, (s) => engine.nextInput(s.state) === "chooseBowler");
    const second = engine.eligibleBowlers(p.state).find((id) => id !== opener) as number;
    p = apply(p, { type: "chooseBowler", playerId: second });
    p = playUntil(p, (s) => engine.nextInput(s.state) === "chooseBowler");
    const rows = engine.bowlingCard(p.state, 1);
    const row = rowOf(rows, opener);
    render(<BowlerPicker rows={rows} eligible={[opener]} suggestion={null} over={3} onPick={() => {}} />);
    const radio = screen.getByRole("radio");
    const maidens = row.maidens === 1 ? ", 1 maiden" : "";
    expect(radio.getAttribute("aria-label")).toMatch(
      new RegExp(`, 3 overs left, 1 over${maidens}, ${row.wickets} for ${row.runs}$`),
    );
    const card = radio.closest("label") as HTMLElement;
    expect(within(card).getByText(`1-${row.maidens}-${row.runs}-${row.wickets}`)).toBeTruthy();
    expect(within(card).getByText("3 overs left")).toBeTruthy();
  });

  it("chooses nobody without a suggestion, and the button waits for a choice", () => {
    const { state } = atSecondOver();
    const rows = engine.bowlingCard(state, 1);
    const eligible = engine.eligibleBowlers(state);
    const onPick = vi.fn();
    render(<BowlerPicker rows={rows} eligible={eligible} suggestion={null} over={2} onPick={onPick} />);
    expect(screen.getAllByRole("radio").some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.queryByTestId("captains-pick")).toBeNull();
    const button = screen.getByRole("button", { name: "Choose a bowler for over 2" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
