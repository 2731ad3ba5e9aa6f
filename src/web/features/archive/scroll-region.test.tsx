// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ScrollRegion } from "./scroll-region.tsx";

afterEach(cleanup);

/** Gives the region's box the layout jsdom lacks: `content` px wide inside `width` px. */
function layOut(box: HTMLElement, width: number, content: number, scrollLeft = 0) {
  Object.defineProperty(box, "clientWidth", { configurable: true, value: width });
  Object.defineProperty(box, "scrollWidth", { configurable: true, value: content });
  box.scrollLeft = scrollLeft;
  fireEvent.scroll(box);
}

function table() {
  return (
    <table>
      <tbody>
        <tr>
          <td>Smriti Mandhana</td>
        </tr>
      </tbody>
    </table>
  );
}

describe("a wide table's scrolling box", () => {
  it("is a labelled region that takes focus", () => {
    render(<ScrollRegion label="Players">{table()}</ScrollRegion>);
    const region = screen.getByRole("region", { name: "Players" });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector("table")).not.toBeNull();
  });

  it("says it scrolls, and fades the side with more, while columns are out of sight", () => {
    render(<ScrollRegion label="Players">{table()}</ScrollRegion>);
    const region = screen.getByRole("region", { name: "Players" });
    expect(screen.queryByTestId("scroll-hint")).toBeNull();

    layOut(region, 340, 640);
    const hint = screen.getByTestId("scroll-hint");
    expect(hint.textContent).toContain("Scroll sideways for every column");
    expect(region.getAttribute("aria-describedby")).toBe(hint.id);
    const frame = region.parentElement as HTMLElement;
    expect(frame.dataset.moreRight).toBe("true");
    expect(frame.dataset.moreLeft).toBe("false");

    layOut(region, 340, 640, 300);
    expect(frame.dataset.moreRight).toBe("false");
    expect(frame.dataset.moreLeft).toBe("true");

    layOut(region, 640, 640);
    expect(screen.queryByTestId("scroll-hint")).toBeNull();
    expect(region.getAttribute("aria-describedby")).toBeNull();
  });
});
