import { describe, expect, it } from "vitest";
import { catalog } from "../../../data/catalog.ts";
import {
  type Action,
  careerLine,
  createEngine,
  CURRENT_RULES_VERSION,
  mirrored,
  replay,
  replayTossState,
  RULES_VERSIONS,
  simulateMatch,
  turnOf,
} from "../../../engine/index.ts";
import type { CareerLineRecord, ReplayRecord } from "../../../shared/api-types.ts";
import { matchFigures } from "./career-figures.ts";
import { figuresOf, replayOne } from "./replay-answers.ts";

const engine = createEngine(catalog);

/** A kept match as the replay pages serve it, played by version 1's rules and labelled `rulesVersion`. */
function record(id: number, seed: number, rulesVersion: number): ReplayRecord & { result: string } {
  const { state, actions } = simulateMatch(engine, seed, "micro", "random", {
    level: "club",
    rulesVersion: 1,
  });
  return {
    id,
    createdAt: "2026-01-01T10:00:00.000Z",
    seed,
    level: "club",
    rulesVersion,
    format: "micro",
    actions,
    result: state.result?.text ?? "",
  };
}

describe("replaying kept matches at their rules version", () => {
  it("rebuilds a match of a version this page plays, by that version's rules", () => {
    const kept = record(1, 77, 1);
    const rebuilt = replayOne(engine, kept);
    expect(rebuilt?.state.rulesVersion).toBe(1);
    expect(rebuilt?.state.result?.text).toBe(kept.result);
    expect(rebuilt?.events.some((e) => e.type === "result")).toBe(true);
  });

  it("rebuilds nothing, and counts the match as skipped, for a version this page cannot play", () => {
    const unknown = record(2, 78, Math.max(...RULES_VERSIONS) + 1);
    expect(replayOne(engine, unknown)).toBeNull();
    const page = figuresOf(() => engine, [record(3, 79, 1), unknown]);
    expect(page).toMatchObject({ read: 2, skipped: 1 });
    expect(page.figures.map((f) => f.ref.id)).toEqual([3]);
  });

  it("rebuilds a knockout through its super over, by its flag", () => {
    let kept: (ReplayRecord & { result: string }) | null = null;
    for (let seed = 1; seed < 5000 && kept === null; seed++) {
      const { state, actions } = simulateMatch(engine, seed, "micro", "random", {
        level: "club",
        knockout: true,
      });
      if (state.innings.length > 2) {
        kept = {
          id: 4,
          createdAt: "2026-01-01T10:00:00.000Z",
          seed,
          level: "club",
          rulesVersion: 3,
          knockout: true,
          format: "micro",
          actions,
          result: state.result?.text ?? "",
        };
      }
    }
    if (kept === null) throw new Error("no knockout went to a super over");
    const rebuilt = replayOne(engine, kept);
    expect(rebuilt?.state.result?.kind).toBe("superOver");
    expect(rebuilt?.state.result?.text).toBe(kept.result);
    // Without its flag the tie ends the match and the super over's actions are refused.
    const { knockout: _knockout, ...plain } = kept;
    expect(replayOne(engine, plain)).toBeNull();
  });
});

describe("what the server kept from the save's replay", () => {
  it("counts a match sent as its career line as the replay would, replaying nothing", () => {
    const { state, actions } = simulateMatch(engine, 91, "micro", "random", { level: "club" });
    const when = { id: 9, createdAt: "2026-02-01T10:00:00.000Z" };
    const line = careerLine(engine, state);
    expect(line).not.toBeNull();
    const sent: CareerLineRecord = { ...when, format: "micro", line: line as object };
    // A page of lines never asks for an engine: a worker builds one only for a replay.
    const page = figuresOf(() => {
      throw new Error("a career line needs no engine");
    }, [sent]);
    expect(page).toMatchObject({ read: 1, skipped: 0 });
    expect(page.figures).toEqual([matchFigures(engine, state, when)]);
    const replayedToo = figuresOf(
      () => engine,
      [{ ...when, seed: 91, level: "club", rulesVersion: state.rulesVersion, format: "micro", actions }],
    );
    expect(replayedToo.figures).toEqual(page.figures);
  });

  it("replays a toss the computer won with the values sent along, building no tables", () => {
    const server = createEngine(catalog);
    for (let seed = 1600; ; seed++) {
      const { state, actions } = simulateMatch(server, seed, "mini", "random", { level: "club" });
      if (state.toss?.winner !== "computer") continue;
      const kept = { seed, level: "club" as const, rulesVersion: CURRENT_RULES_VERSION, actions };
      const atToss = replayTossState(server, kept);
      const toss = atToss === null ? null : server.tossValues(atToss);
      expect(toss).toHaveLength(2);
      const page = createEngine(catalog);
      const rebuilt = replayOne(page, {
        ...kept,
        id: 1,
        createdAt: "2026-02-01T10:00:00.000Z",
        format: "mini",
        toss: toss ?? [],
      });
      expect(rebuilt?.state.result?.text).toBe(state.result?.text);
      expect(page.tables.builds).toBe(0);
      // Without them the same replay builds both orders' tables to decide the toss.
      const unaided = createEngine(catalog);
      replayOne(unaided, { ...kept, id: 1, createdAt: "", format: "mini" });
      expect(unaided.tables.builds).toBe(2);
      return;
    }
  });
});

/**
 * A Micro friend match (India the host, Australia the guest) as the guest's archive keeps it:
 * the host's replay, each side choosing its first option at every turn.
 */
function friendRecord(seed: number): ReplayRecord {
  const actions: Action[] = [
    { type: "chooseFormat", format: "micro" },
    { type: "chooseTeam", countryId: 1 },
    { type: "chooseOpponent", countryId: 2 },
    { type: "chooseLocation", countryId: 1 },
    { type: "chooseStadium", stadiumId: "in-wankhede" },
  ];
  const kept = { seed, level: "friend" as const, rulesVersion: CURRENT_RULES_VERSION, actions };
  let { state } = replay(engine, kept);
  for (let guard = 0; guard < 500 && turnOf(state) !== null; guard++) {
    const turn = turnOf(state);
    const own = turn === "friend" ? mirrored(state) : state;
    const input = engine.nextInput(state);
    const action: Action =
      input === "callToss"
        ? { type: "callToss", call: 0 }
        : input === "chooseBatOrBowl"
          ? { type: "chooseBatOrBowl", choice: "bat" }
          : input === "chooseBowler"
            ? { type: "chooseBowler", playerId: engine.eligibleBowlers(own)[0] as number }
            : {
                type: "playBall",
                style: engine.styleOptions(state)[0]!.style,
                other: engine.styleOptions(mirrored(state))[0]!.style,
              };
    const step = engine.step(state, action);
    if (!step.ok) throw new Error(step.error.message);
    actions.push(action);
    state = step.state;
  }
  return { ...kept, id: 5, createdAt: "2026-03-01T10:00:00.000Z", format: "micro", side: "friend" };
}

describe("the guest's copy of a live match", () => {
  it("rebuilds and counts the match from the guest's side, the replay being the host's", () => {
    const kept = friendRecord(12);
    const rebuilt = replayOne(engine, kept);
    expect(rebuilt?.state.result).not.toBeNull();
    expect([rebuilt?.state.teamId, rebuilt?.state.opponentId]).toEqual([2, 1]);
    const hosts = replay(engine, { ...kept, actions: kept.actions as Action[] }).state;
    const [figures] = figuresOf(() => engine, [kept]).figures;
    expect(figures).toMatchObject({ teamId: 2, teamName: "Australia", level: "friend" });
    const australia = catalog.squads.find((squad) => squad.countryId === 2)?.players ?? [];
    expect(figures?.players.map((p) => p.name).sort()).toEqual(australia.map((p) => p.name).sort());
    expect(figures).toEqual(matchFigures(engine, mirrored(hosts), kept));
    // The host's copy of the same replay counts India's side.
    const { side: _side, ...hostCopy } = kept;
    expect(figuresOf(() => engine, [hostCopy]).figures[0]).toMatchObject({ teamId: 1, teamName: "India" });
  });
});
