// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { forget, keepForLater, OUTBOX_KEY, waitingMatches } from "./match-outbox.ts";

const match = (seed: number) => ({
  seed,
  level: "club" as const,
  actions: [{ type: "back" }],
  result: `won ${seed}`,
});

beforeEach(() => localStorage.clear());

describe("the outbox of matches finished offline", () => {
  it("keeps each match once by seed, oldest first, and forgets one that reached the server", () => {
    keepForLater(match(1), localStorage);
    keepForLater(match(2), localStorage);
    keepForLater(match(1), localStorage);
    expect(waitingMatches(localStorage).map((m) => m.seed)).toEqual([2, 1]);
    forget(2, localStorage);
    expect(waitingMatches(localStorage).map((m) => m.seed)).toEqual([1]);
    forget(1, localStorage);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it("reads a damaged outbox as empty, skipping entries of the wrong shape", () => {
    localStorage.setItem(OUTBOX_KEY, "{not json");
    expect(waitingMatches(localStorage)).toEqual([]);
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ seed: "x" }, match(3)]));
    expect(waitingMatches(localStorage).map((m) => m.seed)).toEqual([3]);
  });
});
