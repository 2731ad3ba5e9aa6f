import { describe, expect, it } from "vitest";
import { ClockOffset } from "./clock-offset.ts";
import { CLOCK_WARNINGS, passedWarnings, warningDue } from "./live-clocks.tsx";

describe("the offset between the server's clock and the page's", () => {
  it("is 0 before any stamped message", () => {
    const offset = new ClockOffset();
    expect(offset.ms).toBe(0);
    expect(offset.toPage(90_000)).toBe(90_000);
  });

  it("is found with a page clock behind the server's, and with one ahead of it", () => {
    const behind = new ClockOffset();
    // Sent at 100 000 on the server, received 30 ms later on a page clock 4 s behind.
    behind.note(100_000, 100_000 - 4000 + 30);
    expect(behind.ms).toBe(3970);
    // A deadline at 130 000 on the server's clock is 126 030 on the page's (within the travel time).
    expect(behind.toPage(130_000)).toBe(126_030);

    const ahead = new ClockOffset();
    ahead.note(100_000, 100_000 + 20_000 + 40);
    expect(ahead.ms).toBe(-20_040);
    expect(ahead.toPage(130_000)).toBe(150_040);
  });

  it("takes the fastest message's reading (each is late by its travel), from the latest few", () => {
    const offset = new ClockOffset();
    offset.note(1000, 1500); // 500 ms on the way
    offset.note(2000, 2010); // 10 ms
    offset.note(3000, 3200);
    expect(offset.ms).toBe(-10);
    // The page's clock set 60 s forward: within a few messages the old readings are gone.
    for (let i = 0; i < 8; i++) offset.note(4000 + i, 64_000 + i + 20);
    expect(offset.ms).toBe(-60_020);
    // A stamp that is not a number is not read.
    offset.note(Number.NaN, 0);
    expect(offset.ms).toBe(-60_020);
  });
});

describe("the clock's spoken warnings", () => {
  it("says each warning once, when it is due, and none already passed when the clock was first seen", () => {
    expect(CLOCK_WARNINGS).toEqual([10, 5]);
    // First seen with 29 s left: nothing passed, nothing due.
    let said = passedWarnings(new Set(), 29);
    expect(warningDue(said, 29)).toBeNull();
    expect(warningDue(said, 11)).toBeNull();
    expect(warningDue(said, 10)).toBe(10);
    said = new Set([...said, 10]);
    // The deadline read again (a new offset) with 9 s left: 10 stays said.
    said = passedWarnings(said, 9);
    expect(warningDue(said, 9)).toBeNull();
    expect(warningDue(said, 5)).toBe(5);
    // First seen with 8 s left: 10 is never said; with 0 left, nothing.
    const late = passedWarnings(new Set(), 8);
    expect(warningDue(late, 8)).toBeNull();
    expect(warningDue(late, 4)).toBe(5);
    expect(warningDue(late, 0)).toBeNull();
  });
});
