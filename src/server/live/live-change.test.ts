import { describe, expect, it } from "vitest";
import { decodeChange, encodeChange, type LiveMessage } from "./live-change.ts";

describe("the messages between processes", () => {
  const messages: LiveMessage[] = [
    { kind: "action", seq: 7, at: 1_700_000_000_123, timedOut: null, action: { type: "callToss", call: 1 } },
    {
      kind: "action",
      seq: 12,
      at: 1_700_000_000_456,
      timedOut: "both",
      action: { type: "playBall", style: "hitNormally", other: "regularBall" },
    },
    { kind: "choice", seq: 12, side: "guest", style: "defend", seen: false },
    { kind: "choice", seq: 12, side: "host", style: "loft", seen: true },
    { kind: "presence" },
    { kind: "status" },
    { kind: "reaction", side: "host", index: 3 },
  ];

  it("reads back every message as it was written", () => {
    for (const message of messages) expect(decodeChange(encodeChange(message))).toEqual(message);
  });

  it("writes what the bus has always carried (processes of two builds may share it)", () => {
    expect(encodeChange(messages[0]!)).toBe('action 7 1700000000123 - {"type":"callToss","call":1}');
    expect(encodeChange(messages[2]!)).toBe("choice 12 guest defend");
    expect(encodeChange(messages[3]!)).toBe("choice 12 host loft seen");
    expect(encodeChange(messages[6]!)).toBe("reaction:host:3");
    // The database's statement marks a choice it found the other style for by adding " seen".
    expect(decodeChange(`${encodeChange(messages[2]!)} seen`)).toEqual({ ...messages[2], seen: true });
  });

  it("refuses what is not a message", () => {
    for (const text of [
      "",
      "seen",
      "action",
      "action 7",
      "action x 1 - {}",
      'action 7 1 nobody {"type":"callToss"}',
      "action 7 1 - not json",
      "action 7 1 - 42",
      "action 7 1 - {}",
      "choice 3 umpire loft",
      "choice -1 host loft",
      "choice 3 host",
      "choice 3 host loft unseen",
      "choice 3 host loft seen again",
      "reaction:third:1",
      "reaction:host:",
      "reaction:host:1:2",
      "status now",
    ]) {
      expect(decodeChange(text), text).toBeNull();
    }
  });
});
