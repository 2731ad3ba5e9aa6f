// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BattingTable } from "./batting-table.tsx";
import { OverStrip } from "./over-strip.tsx";

afterEach(cleanup);

describe("OverStrip", () => {
  it("shows wides and no-balls as extra chips that leave the over's six legal balls to come", () => {
    render(<OverStrip over={{ over: 3, balls: ["1", "w", "4nb", "0", "1lb", "WKT"] }} />);
    const list = screen.getByRole("list", { name: /This over/ });
    expect(list.getAttribute("aria-label")).toBe("This over: 1, wide, 4 off a no-ball, 0, leg-bye, wicket");
    const chips = Array.from(list.querySelectorAll("li"));
    // Six delivered, two of them bowled again: four legal, so two empty places remain.
    expect(chips.filter((c) => c.className.includes("ball-chip--empty"))).toHaveLength(2);
    expect(chips.filter((c) => c.className.includes("ball-chip--extra")).map((c) => c.textContent)).toEqual([
      "w",
      "4nb",
      "1lb",
    ]);
    expect(screen.getByText("Over 4")).toBeTruthy();
  });

  it("keeps six places for a plain over", () => {
    render(<OverStrip over={{ over: 0, balls: ["0", "6"] }} />);
    const chips = Array.from(screen.getByRole("list").querySelectorAll("li"));
    expect(chips).toHaveLength(6);
    expect(chips.some((c) => c.className.includes("ball-chip--extra"))).toBe(false);
  });
});

describe("BattingTable's extras line", () => {
  it("sits above the total when the rules keep extras, and is absent otherwise", () => {
    render(
      <BattingTable rows={[]} caption="Nepal batting" total="41/2 (5.0 overs)" extras="3 (b 1, w 1, nb 1)" />,
    );
    const extras = screen.getByTestId("extras");
    expect(extras.textContent).toBe("Extras3 (b 1, w 1, nb 1)");
    expect(extras.nextElementSibling?.textContent).toContain("41/2 (5.0 overs)");
    cleanup();
    render(<BattingTable rows={[]} caption="Nepal batting" total="41/2 (5.0 overs)" />);
    expect(screen.queryByTestId("extras")).toBeNull();
  });
});
