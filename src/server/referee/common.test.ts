import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./common.ts";

/** A promise and the functions that settle it. */
function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("concurrencyLimit", () => {
  it("runs at most the limit at once, the rest in the order asked, and frees a slot when a task fails", async () => {
    const limited = concurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = gates.map((gate, i) =>
      limited(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        try {
          await gate.promise;
          return i;
        } finally {
          running--;
        }
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]?.reject(new Error("task 1 failed"));
    await expect(results[1]).rejects.toThrow("task 1 failed");
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.resolve();
    gates[2]?.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]?.resolve();
    gates[4]?.resolve();
    expect(await Promise.all([results[0], results[2], results[3], results[4]])).toEqual([0, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it("refuses a limit that is not a positive whole number", () => {
    expect(() => concurrencyLimit(0)).toThrow(/positive integer/);
    expect(() => concurrencyLimit(1.5)).toThrow(/positive integer/);
  });
});
