// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlayAheadControl } from "./play-ahead-control.tsx";

afterEach(cleanup);

const BOWLERS = [
  { playerId: 7, name: "Hardik Pandya", bowlerType: "pace", partTimer: false },
  { playerId: 8, name: "Virat Kohli", bowlerType: "pace", partTimer: true },
  { playerId: 10, name: "Kuldeep Yadav", bowlerType: "spin", partTimer: false },
  { playerId: 11, name: "Jasprit Bumrah", bowlerType: "pace", partTimer: false },
] as const;

/** The control ready to play (nothing running), the user's bowlers given; its onPlay to check. */
function renderReady() {
  const onPlay = vi.fn();
  render(
    <PlayAheadControl
      bowlers={BOWLERS}
      disabled={false}
      running={false}
      summary={null}
      onPlay={onPlay}
      onStop={() => {}}
    />,
  );
  return onPlay;
}

describe("the play-ahead control", () => {
  it("sends the plan, how far and the ticked stops", () => {
    const onPlay = renderReady();
    fireEvent.change(screen.getByLabelText("How far"), { target: { value: "wicket" } });
    fireEvent.change(screen.getByLabelText("Batting"), { target: { value: "attack" } });
    fireEvent.change(screen.getByLabelText("Bowling"), { target: { value: "defend" } });
    fireEvent.click(screen.getByLabelText("at a batter’s 50 or 100"));
    fireEvent.change(screen.getByLabelText("Pace"), { target: { value: "1000" } });
    fireEvent.click(screen.getByRole("button", { name: "Play ahead" }));
    expect(onPlay).toHaveBeenCalledWith(
      { batting: "attack", bowling: "defend" },
      "wicket",
      { milestone: true, lastOver: false, swing: false },
      1000,
    );
    // Each approach's mix is the select's description, in words.
    expect(screen.getByLabelText("Bowling").getAttribute("aria-describedby")).toBeTruthy();
    const described = document.getElementById(
      screen.getByLabelText("Batting").getAttribute("aria-describedby") ?? "",
    );
    expect(described?.textContent).toContain("Attack: 60% aggressive, 30% normal, 10% defensive");
  });

  it("offers the coach's advice as an approach and a stop on a swing of the win chance", () => {
    const onPlay = renderReady();
    fireEvent.change(screen.getByLabelText("Batting"), { target: { value: "coach" } });
    fireEvent.click(screen.getByLabelText("if the win chance moves more than 10 points"));
    fireEvent.click(screen.getByRole("button", { name: "Play ahead" }));
    expect(onPlay).toHaveBeenCalledWith(
      { batting: "coach", bowling: "balanced" },
      "over",
      { milestone: false, lastOver: false, swing: true },
      0,
    );
    const described = document.getElementById(
      screen.getByLabelText("Batting").getAttribute("aria-describedby") ?? "",
    );
    expect(described?.textContent).toBe(
      "Each ball the style the coach shows with the best chance of winning",
    );
    expect(screen.getByRole("option", { name: "Coach's advice", selected: true })).toBeTruthy();
  });

  it("plays the user's own rotation: the bowlers ticked, in squad order; none ticked plays nothing", () => {
    const onPlay = renderReady();
    // The captain's pick unless the user chooses a rotation.
    expect(screen.queryByRole("group", { name: "In turn" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Bowlers"), { target: { value: "rotation" } });
    const group = screen.getByRole("group", { name: "In turn" });
    // Every bowler but the part-timer starts ticked.
    expect((screen.getByLabelText(/Virat Kohli/) as HTMLInputElement).checked).toBe(false);
    expect(group.querySelectorAll("input:checked")).toHaveLength(3);
    fireEvent.click(screen.getByLabelText(/Hardik Pandya/));
    fireEvent.click(screen.getByLabelText(/Virat Kohli/));
    fireEvent.click(screen.getByRole("button", { name: "Play ahead" }));
    expect(onPlay).toHaveBeenLastCalledWith(
      { batting: "balanced", bowling: "balanced", rotation: [8, 10, 11] },
      "over",
      { milestone: false, lastOver: false, swing: false },
      0,
    );
    for (const name of [/Virat Kohli/, /Kuldeep Yadav/, /Jasprit Bumrah/])
      fireEvent.click(screen.getByLabelText(name));
    expect((screen.getByRole("button", { name: "Play ahead" }) as HTMLButtonElement).disabled).toBe(true);
    // Back to the captain: no rotation sent.
    fireEvent.change(screen.getByLabelText("Bowlers"), { target: { value: "captain" } });
    fireEvent.click(screen.getByRole("button", { name: "Play ahead" }));
    expect(onPlay).toHaveBeenLastCalledWith(
      { batting: "balanced", bowling: "balanced" },
      "over",
      { milestone: false, lastOver: false, swing: false },
      0,
    );
  });

  it("while a stretch runs, offers Stop, and Esc stops it too", () => {
    const onStop = vi.fn();
    render(
      <PlayAheadControl
        bowlers={BOWLERS}
        disabled={false}
        running
        summary={null}
        onPlay={() => {}}
        onStop={onStop}
      />,
    );
    expect(screen.queryByRole("button", { name: "Play ahead" })).toBeNull();
    expect((screen.getByLabelText("How far") as HTMLSelectElement).disabled).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onStop).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: /Stop/ }));
    expect(onStop).toHaveBeenCalledTimes(2);
  });

  it("plays nothing while disabled, and shows the last stretch's summary", () => {
    const onPlay = vi.fn();
    render(
      <PlayAheadControl
        bowlers={BOWLERS}
        disabled
        running={false}
        summary="Played ahead 6 balls: 4 runs, 0 wickets."
        onPlay={onPlay}
        onStop={() => {}}
      />,
    );
    fireEvent.submit(screen.getByRole("form", { name: "Play ahead" }));
    expect(onPlay).not.toHaveBeenCalled();
    expect(screen.getByTestId("stretch-summary").textContent).toBe(
      "Played ahead 6 balls: 4 runs, 0 wickets.",
    );
  });
});
