import { describe, expect, it } from "vitest";
import type { Action } from "./actions.ts";
import { createEngine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import { inPlayInnings, isFinished, STAGE } from "./stages.ts";
import type { EngineErrorCode, StepResult } from "./step-result.ts";
import { callFor, deepFreeze, expectOk, run, setupActions, toFirstInnings, toToss } from "./test-driver.ts";
import { fixtureCatalog } from "./test-fixtures.ts";

const engine = createEngine(fixtureCatalog);

/** Asserts a refusal with `code` and that the (frozen) state was not touched. */
function expectRefused(state: MatchState, action: unknown, code: EngineErrorCode): void {
  const before = JSON.stringify(state);
  const result: StepResult = engine.step(deepFreeze(state), action as Action);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toBe(code);
    expect(result.error.message.length).toBeGreaterThan(0);
  }
  expect(JSON.stringify(state)).toBe(before);
}

function atStatus(status: 1 | 2 | 3 | 4 | 5 | 7): MatchState {
  const steps = setupActions();
  const count = status === STAGE.toss.status ? 5 : status - 1;
  return run(engine, engine.createMatch(11), steps.slice(0, count));
}

/** Plays balls with one style until the match ends. */
function playOut(state: MatchState): MatchState {
  let current = state;
  for (let guard = 0; !isFinished(current) && guard < 1000; guard++) {
    const input = engine.nextInput(current);
    if (input === "chooseBowler") {
      current = expectOk(
        engine.step(current, {
          type: "chooseBowler",
          playerId: engine.eligibleBowlers(current)[0] as number,
        }),
      ).state;
    } else {
      const style = engine.userRole(current) === "bat" ? "hitAggressively" : "takeWicket";
      current = expectOk(engine.step(current, { type: "playBall", style })).state;
    }
  }
  return current;
}

describe("createMatch", () => {
  it("starts at status 1 (format choice) with the default 120 balls and nothing chosen", () => {
    const state = engine.createMatch(5);
    expect(state.status).toBe(1);
    expect(state.totalBall).toBe(120);
    expect(state.format).toBeNull();
    expect(state.sides).toBeNull();
    expect(state.lastLine).toEqual(new Array(13).fill(-1));
    expect(engine.nextInput(state)).toBe("chooseFormat");
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it("is a pure function of the seed's low 32 bits", () => {
    expect(engine.createMatch(7)).toEqual(engine.createMatch(7));
    expect(engine.createMatch(7).rng).not.toEqual(engine.createMatch(8).rng);
    expect(engine.createMatch(2 ** 32 + 7).rng).toEqual(engine.createMatch(7).rng);
    expect(engine.createMatch(Number.NaN).seed).toBe(0);
  });
});

describe("setup stages", () => {
  it.each([
    ["micro", 6],
    ["mini", 30],
    ["10aSide", 60],
    ["t20", 120],
    ["oneDay", 300],
  ] as const)("chooseFormat %s: 1 → 2 with %i balls", (format, balls) => {
    const result = expectOk(engine.step(engine.createMatch(1), { type: "chooseFormat", format }));
    expect(result.state.status).toBe(2);
    expect(result.state.format).toBe(format);
    expect(result.state.totalBall).toBe(balls);
    expect(result.events).toEqual([]);
  });

  it("refuses an unknown format", () => {
    expectRefused(engine.createMatch(1), { type: "chooseFormat", format: "test" }, "unknownFormat");
    expectRefused(engine.createMatch(1), { type: "chooseFormat", format: 20 }, "unknownFormat");
  });

  it("chooseTeam: 2 → 3", () => {
    const state = expectOk(engine.step(atStatus(2), { type: "chooseTeam", countryId: 3 })).state;
    expect(state.status).toBe(3);
    expect(state.teamId).toBe(3);
  });

  it("chooseOpponent: 3 → 4", () => {
    const state = expectOk(engine.step(atStatus(3), { type: "chooseOpponent", countryId: 3 })).state;
    expect(state.status).toBe(4);
    expect(state.opponentId).toBe(3);
  });

  it("chooseLocation: 4 → 5, any country with grounds (even one without a squad)", () => {
    const state = expectOk(engine.step(atStatus(4), { type: "chooseLocation", countryId: 4 })).state;
    expect(state.status).toBe(5);
    expect(state.locationId).toBe(4);
    expect(engine.stadiumsFor(4).map((s) => s.id)).toEqual(["du-central"]);
  });

  it("chooseStadium: 5 → 7 (status 6 is skipped)", () => {
    const state = expectOk(engine.step(atStatus(5), { type: "chooseStadium", stadiumId: "av-south" })).state;
    expect(state.status).toBe(7);
    expect(state.stadiumId).toBe("av-south");
    expect(engine.nextInput(state)).toBe("callToss");
  });

  it.each([
    [
      "chooseTeam refuses unknown countries and countries without a squad",
      2,
      [
        [{ type: "chooseTeam", countryId: 99 }, "unknownCountry"],
        [{ type: "chooseTeam", countryId: "1" }, "unknownCountry"],
        [{ type: "chooseTeam", countryId: 4 }, "noSquad"],
      ],
    ],
    [
      "chooseOpponent refuses the user's own team, unknown countries and squadless ones",
      3,
      [
        [{ type: "chooseOpponent", countryId: 1 }, "sameTeam"],
        [{ type: "chooseOpponent", countryId: 0 }, "unknownCountry"],
        [{ type: "chooseOpponent", countryId: 4 }, "noSquad"],
      ],
    ],
    [
      "chooseLocation refuses unknown countries and countries without grounds",
      4,
      [
        [{ type: "chooseLocation", countryId: 42 }, "unknownCountry"],
        [{ type: "chooseLocation", countryId: 5 }, "noStadiums"],
      ],
    ],
    [
      "chooseStadium refuses a ground of another country, and unknown grounds",
      5,
      [
        [{ type: "chooseStadium", stadiumId: "bo-east" }, "stadiumNotInLocation"],
        [{ type: "chooseStadium", stadiumId: "nowhere" }, "unknownStadium"],
        [{ type: "chooseStadium", stadiumId: 3 }, "unknownStadium"],
      ],
    ],
  ] as const)("%s", (_name, status, refusals) => {
    for (const [action, code] of refusals) expectRefused(atStatus(status), action, code);
  });
});

describe("back", () => {
  it.each([
    [2, 1, "format"],
    [3, 2, "teamId"],
    [4, 3, "opponentId"],
    [5, 4, "locationId"],
    [7, 5, "stadiumId"],
  ] as const)("from %i to %i, clearing %s", (from, to, field) => {
    const state = expectOk(engine.step(atStatus(from), { type: "back" })).state;
    expect(state.status).toBe(to);
    expect(state[field]).toBeNull();
    if (from === 2) expect(state.totalBall).toBe(120);
  });

  it("lets an earlier choice be changed and play go on", () => {
    const back = run(engine, atStatus(4), [{ type: "back" }, { type: "back" }]);
    const state = run(engine, back, [
      { type: "chooseTeam", countryId: 2 },
      { type: "chooseOpponent", countryId: 1 },
    ]);
    expect(state.status).toBe(4);
    expect([state.teamId, state.opponentId]).toEqual([2, 1]);
  });

  it("is refused at the first stage and once the toss is called", () => {
    expectRefused(atStatus(1), { type: "back" }, "backNotAllowed");
    const tossed = expectOk(engine.step(atStatus(7), { type: "callToss", call: 0 })).state;
    expectRefused(tossed, { type: "back" }, "backNotAllowed");
    expectRefused(toFirstInnings(engine, 3, "bat"), { type: "back" }, "backNotAllowed");
  });
});

describe("toss", () => {
  it("refuses a call other than 0 or 1", () => {
    expectRefused(atStatus(7), { type: "callToss", call: 2 }, "invalidCall");
    expectRefused(atStatus(7), { type: "callToss", call: "0" }, "invalidCall");
  });

  it("user wins: 7 → 8, waits for chooseBatOrBowl, then bat → 9 with the user batting", () => {
    const atToss = toToss(engine, 21);
    const call = callFor(engine, atToss, true);
    const tossed = expectOk(engine.step(atToss, { type: "callToss", call }));
    expect(tossed.state.status).toBe(8);
    expect(tossed.state.toss).toEqual({ call, face: call, winner: "user", choice: null });
    expect(tossed.events.map((e) => e.type)).toEqual(["tossCalled", "tossResult"]);
    expect(engine.nextInput(tossed.state)).toBe("chooseBatOrBowl");
    expectRefused(tossed.state, { type: "startMatch" }, "wrongStage");
    expectRefused(tossed.state, { type: "chooseBatOrBowl", choice: "field" }, "invalidChoice");

    const started = expectOk(engine.step(tossed.state, { type: "chooseBatOrBowl", choice: "bat" }));
    expect(started.state.status).toBe(9);
    expect(started.state.playerAction).toBe(0);
    expect(started.state.toss?.choice).toBe("bat");
    expect(started.state.sides?.[0].id).toBe(1);
    expect(engine.userRole(started.state)).toBe("bat");
    // The computer bowls, so it has already sent on its first bowler.
    expect(started.events.map((e) => e.type)).toEqual(["choice", "bowlerChange"]);
    expect(engine.nextInput(started.state)).toBe("playBall");
  });

  it("user wins and bowls: the first over waits for the user's bowler", () => {
    const state = toFirstInnings(engine, 21, "bowl");
    expect(state.playerAction).toBe(1);
    expect(state.sides?.[0].id).toBe(2);
    expect(engine.userRole(state)).toBe("bowl");
    expect(engine.nextInput(state)).toBe("chooseBowler");
    expect(state.innings[0]?.currentStrikerIndex).toBe(0);
    expect(state.innings[0]?.currentNonStrikerIndex).toBe(1);
  });

  it("computer wins: it decides at once from the ground, the user takes the other role", () => {
    // North Oval rates batting 9 then 7: the computer bats first.
    const atToss = toToss(engine, 21, { stadiumId: "av-north" });
    const tossed = expectOk(engine.step(atToss, { type: "callToss", call: callFor(engine, atToss, false) }));
    expect(tossed.state.toss?.winner).toBe("computer");
    expect(tossed.state.toss?.choice).toBe("bat");
    expect(tossed.state.playerAction).toBe(1);
    expect(tossed.events.map((e) => e.type)).toEqual(["tossCalled", "tossResult", "choice"]);
    expect(engine.nextInput(tossed.state)).toBe("startMatch");
    expectRefused(tossed.state, { type: "chooseBatOrBowl", choice: "bat" }, "notTossWinner");

    const started = expectOk(engine.step(tossed.state, { type: "startMatch" }));
    expect(started.state.status).toBe(9);
    expect(started.state.sides?.[0].id).toBe(2);
    expect(engine.nextInput(started.state)).toBe("chooseBowler");

    // South Park rates batting 5 then 8: the computer bowls first.
    const atSouth = toToss(engine, 21, { stadiumId: "av-south" });
    const south = expectOk(engine.step(atSouth, { type: "callToss", call: callFor(engine, atSouth, false) }));
    expect(south.state.toss?.choice).toBe("bowl");
    expect(south.state.playerAction).toBe(0);
  });

  it("the coin falls both ways across seeds", () => {
    const faces = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      faces.add(
        expectOk(engine.step(toToss(engine, seed), { type: "callToss", call: 0 })).state.toss?.face ?? -1,
      );
    }
    expect([...faces].sort()).toEqual([0, 1]);
  });
});

describe("bowler choice", () => {
  const bowling = toFirstInnings(engine, 4, "bowl");

  it("refuses the wicketkeeper, unknown players and malformed ids", () => {
    expectRefused(bowling, { type: "chooseBowler", playerId: 6 }, "ineligibleBowler");
    expectRefused(bowling, { type: "chooseBowler", playerId: 12 }, "unknownPlayer");
    expectRefused(bowling, { type: "chooseBowler", playerId: "7" }, "unknownPlayer");
  });

  it("sets the over's bowler and announces it; a second pick in the same over is refused", () => {
    const result = expectOk(engine.step(bowling, { type: "chooseBowler", playerId: 9 }));
    expect(result.state.innings[0]?.currentBowlerIndex).toBe(8);
    expect(result.state.innings[0]?.overBowlers).toEqual([8]);
    expect(result.events).toEqual([
      expect.objectContaining({ type: "bowlerChange", bowlerId: 9, by: "user", over: 0, innings: 1 }),
    ]);
    expectRefused(result.state, { type: "chooseBowler", playerId: 10 }, "wrongStage");
  });

  it("refuses last over's bowler and, in a 5-over match, anyone who has bowled their one over", () => {
    let state = expectOk(engine.step(bowling, { type: "chooseBowler", playerId: 9 })).state;
    for (let i = 0; i < 6 && inPlayInnings(state) === 0; i++) {
      state = expectOk(engine.step(state, { type: "playBall", style: "saveRun" })).state;
    }
    expect(engine.nextInput(state)).toBe("chooseBowler");
    expect(engine.eligibleBowlers(state)).not.toContain(9);
    expect(engine.eligibleBowlers(state)).not.toContain(6);
    expectRefused(state, { type: "chooseBowler", playerId: 9 }, "ineligibleBowler");
    state = expectOk(engine.step(state, { type: "chooseBowler", playerId: 10 })).state;
    for (let i = 0; i < 6 && inPlayInnings(state) === 0; i++) {
      state = expectOk(engine.step(state, { type: "playBall", style: "saveRun" })).state;
    }
    // Quota in a 5-over match is max(1, ceil(5/5)) = 1: bowler 9 is now out of overs too.
    expectRefused(state, { type: "chooseBowler", playerId: 9 }, "ineligibleBowler");
    expect(engine.eligibleBowlers(state)).toEqual([1, 2, 3, 4, 5, 7, 8, 11]);
  });

  it("is refused while the user bats (the computer picks)", () => {
    expectRefused(toFirstInnings(engine, 4, "bat"), { type: "chooseBowler", playerId: 7 }, "wrongStage");
  });
});

describe("playBall", () => {
  it("refuses the other side's styles and unknown styles", () => {
    const batting = toFirstInnings(engine, 8, "bat");
    expectRefused(batting, { type: "playBall", style: "takeWicket" }, "wrongStyle");
    expectRefused(batting, { type: "playBall", style: "slog" }, "unknownStyle");
    expectRefused(batting, { type: "playBall" }, "unknownStyle");
    const bowling = expectOk(
      engine.step(toFirstInnings(engine, 8, "bowl"), { type: "chooseBowler", playerId: 7 }),
    ).state;
    expectRefused(bowling, { type: "playBall", style: "hitNormally" }, "wrongStyle");
  });

  it("refuses a ball before the user has picked the over's bowler", () => {
    expectRefused(
      toFirstInnings(engine, 8, "bowl"),
      { type: "playBall", style: "regularBall" },
      "bowlerRequired",
    );
  });

  it("bowls one ball: a ball event with filled commentary, one more ball on the count", () => {
    const state = toFirstInnings(engine, 8, "bat");
    const result = expectOk(engine.step(state, { type: "playBall", style: "hitNormally" }));
    const team = result.state.innings[0];
    expect(team?.ballCompleted).toBe(1);
    expect(team?.ballLog).toHaveLength(1);
    const ball = result.events[0];
    expect(ball?.type).toBe("ball");
    if (ball?.type === "ball") {
      expect(ball.over).toBe(0);
      expect(ball.ball).toBe(1);
      expect(ball.batterId).toBe(1);
      expect(ball.text).toMatch(/^\[\w+#\d+\] \w+ \w+ to Arlo Finch/);
      expect(ball.text).not.toContain("{");
    }
  });

  it("plays a whole match to status 11 with a result; every action afterwards is matchOver", () => {
    const finished = playOut(toFirstInnings(engine, 8, "bat"));
    expect(finished.status).toBe(11);
    expect(finished.result?.text).toMatch(/^(Avalon|Borduria) won by \d+ (run|wicket)s?$|^Match tied$/);
    expect(engine.nextInput(finished)).toBeNull();
    expectRefused(finished, { type: "playBall", style: "hitNormally" }, "matchOver");
    expectRefused(finished, { type: "chooseBowler", playerId: 7 }, "matchOver");
    expectRefused(finished, { type: "back" }, "matchOver");
    expectRefused(finished, { type: "chooseFormat", format: "t20" }, "matchOver");
  });
});

describe("actions out of stage and malformed actions", () => {
  const stageOf: Record<string, Action> = {
    chooseFormat: { type: "chooseFormat", format: "t20" },
    chooseTeam: { type: "chooseTeam", countryId: 1 },
    chooseOpponent: { type: "chooseOpponent", countryId: 2 },
    chooseLocation: { type: "chooseLocation", countryId: 1 },
    chooseStadium: { type: "chooseStadium", stadiumId: "av-north" },
    callToss: { type: "callToss", call: 0 },
    chooseBatOrBowl: { type: "chooseBatOrBowl", choice: "bat" },
    startMatch: { type: "startMatch" },
    chooseBowler: { type: "chooseBowler", playerId: 7 },
    playBall: { type: "playBall", style: "hitNormally" },
  };
  const expected: Record<number, string[]> = {
    1: ["chooseFormat"],
    2: ["chooseTeam"],
    3: ["chooseOpponent"],
    4: ["chooseLocation"],
    5: ["chooseStadium"],
    7: ["callToss"],
  };

  it.each([1, 2, 3, 4, 5, 7] as const)("at status %i only its own action is accepted", (status) => {
    const state = atStatus(status);
    for (const [type, action] of Object.entries(stageOf)) {
      if (expected[status]?.includes(type)) continue;
      expectRefused(state, action, "wrongStage");
    }
  });

  it("setup actions are refused during an innings", () => {
    const state = toFirstInnings(engine, 2, "bat");
    for (const type of [
      "chooseFormat",
      "chooseTeam",
      "chooseOpponent",
      "chooseLocation",
      "chooseStadium",
      "callToss",
      "chooseBatOrBowl",
      "startMatch",
    ]) {
      expectRefused(state, stageOf[type], "wrongStage");
    }
  });

  it.each([null, undefined, 42, "playBall", {}, { type: "dance" }, { type: 7 }, { type: "toString" }])(
    "refuses %j as invalidAction",
    (action) => {
      expectRefused(atStatus(1), action, "invalidAction");
    },
  );
});
