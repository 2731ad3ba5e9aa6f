import { describe, expect, it } from "vitest";
import { BATTING_STYLES, BOWLING_STYLES } from "./actions.ts";
import { createEngine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import { RATED_RULES_VERSION } from "./rules-version.ts";
import { simulateMatch } from "./simulate.ts";
import { inPlayInnings } from "./stages.ts";
import { expectOk, toFirstInnings, toToss } from "./test-driver.ts";
import { fixtureCatalog } from "./test-fixtures.ts";

const engine = createEngine(fixtureCatalog);

describe("before the match", () => {
  it("has no scoreboard, cards, target or styles", () => {
    const state = toToss(engine, 1);
    expect(engine.scoreboard(state)).toBeNull();
    expect(engine.battingCard(state, 1)).toEqual([]);
    expect(engine.bowlingCard(state, 2)).toEqual([]);
    expect(engine.overSummary(state, 1)).toEqual([]);
    expect(engine.target(state)).toBeNull();
    expect(engine.runsNeeded(state)).toBeNull();
    expect(engine.ballsLeft(state)).toBeNull();
    expect(engine.lastBall(state)).toBe("");
    expect(engine.resultText(state)).toBeNull();
    expect(engine.userRole(state)).toBeNull();
    expect(engine.styleOptions(state)).toEqual([]);
    expect(engine.eligibleBowlers(state)).toEqual([]);
    expect(engine.matchSummary(state).innings).toEqual([]);
  });
});

describe("at the first ball", () => {
  const batting = toFirstInnings(engine, 3, "bat");

  it("shows 0/0 in 0.0 overs, the openers at the crease and the striker starred", () => {
    expect(engine.scoreboard(batting)).toMatchObject({
      innings: 1,
      battingTeamName: "Avalon",
      bowlingTeamName: "Borduria",
      runs: 0,
      wickets: 0,
      overs: "0.0",
      lastBall: "",
      runRate: "0.00",
      target: null,
      runsNeeded: null,
      ballsLeft: 30,
      requiredRate: null,
      userRole: "bat",
    });
    const card = engine.battingCard(batting, 1);
    expect(card).toHaveLength(11);
    expect(card.map((r) => r.isStriker)).toEqual([true, ...new Array(10).fill(false)]);
    expect(card.map((r) => r.atCrease)).toEqual([true, true, ...new Array(9).fill(false)]);
    expect(card[0]).toMatchObject({
      name: "Arlo Finch",
      runs: 0,
      balls: 0,
      strikeRate: "0.00",
      dismissal: "not out",
    });
    expect(card[2]?.dismissal).toBe("");
    expect(card[5]?.isWicketKeeper).toBe(true);
  });

  it("gives each batter his ratings against pace and spin from his squad", () => {
    const card = engine.battingCard(batting, 1);
    const squad = fixtureCatalog.squads.find((s) => s.countryId === batting.sides?.[0].id)?.players ?? [];
    expect(squad).toHaveLength(11);
    expect(card.map((r) => [r.abilityToPlayPaceBall, r.abilityToPlaySpinBall])).toEqual(
      squad.map((p) => [p.abilityToPlayPaceBall, p.abilityToPlaySpinBall]),
    );
    expect(card[0]).toMatchObject({ abilityToPlayPaceBall: 90, abilityToPlaySpinBall: 85 });
    expect(card[10]).toMatchObject({ abilityToPlayPaceBall: 30, abilityToPlaySpinBall: 35 });
  });

  it("offers the batting styles with the product's spelling", () => {
    expect(engine.styleOptions(batting)).toBe(BATTING_STYLES);
    expect(BATTING_STYLES.map((s) => s.label)).toEqual([
      "Hit Aggrisively",
      "Hit Normally",
      "Next Difensively",
    ]);
    expect(BOWLING_STYLES.map((s) => s.label)).toEqual([
      "Try to Take wicket",
      "Try Regular Ball",
      "Try to save run",
    ]);
  });

  it("marks the computer's opening bowler current, the keeper red, and Spinner/Pacer", () => {
    const card = engine.bowlingCard(batting, 1);
    expect(card).toHaveLength(11);
    expect(card.filter((r) => r.isCurrent)).toHaveLength(1);
    expect(card[5]).toMatchObject({ isWicketKeeper: true, isCurrent: false, eligible: false });
    expect(card[6]?.kind).toBe("Pacer");
    expect(card[7]?.kind).toBe("Spinner");
    expect(card.every((r) => r.overs === "0.0" && r.economy === "0.00")).toBe(true);
  });

  it("marks the eligible bowlers while the user must choose", () => {
    const bowling = toFirstInnings(engine, 3, "bowl");
    expect(engine.styleOptions(bowling)).toBe(BOWLING_STYLES);
    const card = engine.bowlingCard(bowling, 1);
    expect(card.filter((r) => r.eligible).map((r) => r.playerId)).toEqual(engine.eligibleBowlers(bowling));
    expect(engine.eligibleBowlers(bowling)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
  });
});

describe("after a whole match", () => {
  const { state } = simulateMatch(engine, 12, "t20", "aggressive");

  it("cards agree with the team totals", () => {
    for (const innings of [1, 2] as const) {
      const team = state.innings[innings - 1];
      const batting = engine.battingCard(state, innings);
      const bowling = engine.bowlingCard(state, innings);
      expect(batting.reduce((s, r) => s + r.runs, 0)).toBe(team?.totalRun);
      expect(bowling.reduce((s, r) => s + r.runs, 0)).toBe(team?.totalRun);
      expect(bowling.reduce((s, r) => s + r.balls, 0)).toBe(team?.ballCompleted);
      expect(batting.filter((r) => r.out)).toHaveLength(team?.wicketTaken ?? -1);
      expect(batting.some((r) => r.isStriker)).toBe(false);
      for (const row of batting.filter((r) => r.out)) {
        expect(row.dismissal).toMatch(
          /^(c \S.* b \S|c & b \S|run out \(\S|lbw b \S|b \S|st \S.* b \S|hit wicket b \S)/,
        );
      }
    }
  });

  it("overs summary gives the Manhattan and the worm; fall of wickets is in order", () => {
    for (const innings of [1, 2] as const) {
      const team = state.innings[innings - 1];
      const overs = engine.overSummary(state, innings);
      expect(overs.reduce((s, o) => s + o.runs, 0)).toBe(team?.totalRun);
      expect(overs.reduce((s, o) => s + o.balls, 0)).toBe(team?.ballCompleted);
      expect(overs.at(-1)?.cumulative).toBe(team?.totalRun);
      expect(overs.every((o) => o.bowlerId !== null)).toBe(true);
      const fall = engine.fallOfWickets(state, innings);
      expect(fall.map((f) => f.wicket)).toEqual(fall.map((_, i) => i + 1));
      expect(fall.every((f, i) => i === 0 || f.runs >= (fall[i - 1]?.runs ?? 0))).toBe(true);
    }
  });

  it("result, target and summary", () => {
    const first = state.innings[0];
    expect(engine.target(state)).toBe((first?.totalRun ?? 0) + 1);
    expect(engine.resultText(state)).toBe(state.result?.text);
    const summary = engine.matchSummary(state);
    expect(summary.innings).toHaveLength(2);
    expect(summary.result).toBe(state.result?.text);
    expect(summary.topBatter?.runs).toBe(
      Math.max(...state.innings.flatMap((t) => t.batting.map((p) => p.run))),
    );
  });
});

describe("during the chase", () => {
  function toSecondInnings(): MatchState {
    let state = toFirstInnings(engine, 30, "bat", { format: "micro" });
    while (inPlayInnings(state) === 0)
      state = expectOk(engine.step(state, { type: "playBall", style: "hitNormally" })).state;
    return state;
  }

  it("shows target, runs needed, balls left and required rate", () => {
    const state = toSecondInnings();
    const first = state.innings[0]?.totalRun ?? 0;
    expect(engine.scoreboard(state)).toMatchObject({
      innings: 2,
      target: first + 1,
      runsNeeded: first + 1,
      ballsLeft: 6,
      lastBall: "",
      userRole: "bowl",
    });
    expect(engine.nextInput(state)).toBe("chooseBowler");
    const withBowler = expectOk(engine.step(state, { type: "chooseBowler", playerId: 7 })).state;
    const after = expectOk(engine.step(withBowler, { type: "playBall", style: "regularBall" })).state;
    const last = after.innings[1]?.ballLog.at(-1) ?? "";
    expect(engine.lastBall(after)).toBe(/\d/.test(last) ? last : "WKT");
    expect(engine.ballsLeft(after)).toBe(5);
    expect(engine.runsNeeded(after)).toBe(Math.max(0, first + 1 - (after.innings[1]?.totalRun ?? 0)));
  });
});

describe("overInProgress", () => {
  it.each([
    ["version 1, Classic", "classic", 1],
    ["version 2, International (wides and no-balls)", "international", RATED_RULES_VERSION],
  ] as const)(
    "is, after every step, the balls of the latest over as the ball events tell them (%s)",
    (_, level, rulesVersion) => {
      const { actions } = simulateMatch(engine, 12, "10aSide", "random", { level, rulesVersion });
      let state = engine.createMatch(12, level, rulesVersion);
      const seen: { innings: number; over: number; display: string }[] = [];
      for (const action of actions) {
        const result = expectOk(engine.step(state, action));
        state = result.state;
        for (const e of result.events)
          if (e.type === "ball") seen.push({ innings: e.innings, over: e.over, display: e.display });
        for (const innings of [1, 2] as const) {
          const mine = seen.filter((b) => b.innings === innings);
          const bowlers = state.innings[innings - 1]?.overBowlers.length ?? 0;
          const over = Math.max(0, bowlers - 1);
          expect(engine.overInProgress(state, innings)).toEqual({
            over,
            balls: mine.filter((b) => b.over === over).map((b) => b.display),
          });
        }
      }
    },
  );
});

describe("suggestedBowler", () => {
  /** The fixture world with every ground helping its bowling strongly. */
  const strongPitches = createEngine({
    ...fixtureCatalog,
    stadiums: fixtureCatalog.stadiums.map((s) => ({ ...s, pitchAssist: 3 as const })),
  });

  /**
   * A T20 the user bowls at `stadiumId`, always giving the over to the captain's pick, up to
   * over `upTo` waiting for its bowler (or the innings' end). Returns the state and each over's pick.
   */
  function bowlWithTheCaptain(stadiumId: string, upTo = 21) {
    const e = strongPitches;
    let state = toFirstInnings(e, 5, "bowl", { format: "t20", stadiumId, locationId: 1 });
    const picks: { playerId: number; reason: string }[] = [];
    while (inPlayInnings(state) === 0) {
      if (e.nextInput(state) === "chooseBowler") {
        if (picks.length + 1 >= upTo) break;
        const suggestion = e.suggestedBowler(state);
        if (!suggestion) throw new Error("a bowler is due, so the captain has a pick");
        expect(e.eligibleBowlers(state)).toContain(suggestion.playerId);
        picks.push(suggestion);
        state = expectOk(e.step(state, { type: "chooseBowler", playerId: suggestion.playerId })).state;
      } else {
        state = expectOk(e.step(state, { type: "playBall", style: "regularBall" })).state;
      }
    }
    return { state, picks };
  }

  it("is null when no bowler is due", () => {
    expect(engine.suggestedBowler(toToss(engine, 1))).toBeNull();
    const batting = toFirstInnings(engine, 3, "bat");
    expect(engine.suggestedBowler(batting)).toBeNull();
    const bowling = toFirstInnings(engine, 3, "bowl");
    const chosen = expectOk(engine.step(bowling, { type: "chooseBowler", playerId: 7 })).state;
    expect(engine.suggestedBowler(chosen)).toBeNull();
  });

  it("bowls spin through the middle overs on a turning pitch and pace on a seaming one", () => {
    const spinners = [8, 10]; // the fixture's spinners; 7, 9 and 11 bowl pace
    const turning = bowlWithTheCaptain("av-south", 15).picks; // betterFor 2
    const seaming = bowlWithTheCaptain("av-north", 15).picks; // betterFor 1
    expect(turning).toHaveLength(14);
    const middle = (picks: typeof turning) => picks.slice(6, 14).filter((p) => spinners.includes(p.playerId));
    expect(middle(turning)).toHaveLength(8);
    expect(turning[6]?.reason).toBe("Spin on a sharply turning pitch in the middle overs");
    expect(middle(seaming).length).toBeLessThan(5);
    expect(seaming[6]?.reason).toMatch(/^Pace on a green, seaming pitch in the middle overs/);
  });

  it("keeps the best pace bowler's overs for the death, where he bowls them", () => {
    const { picks } = bowlWithTheCaptain("av-north");
    const best = 11; // the fixture's best pace bowler
    const hisOvers = picks.flatMap((p, over) => (p.playerId === best ? [over + 1] : []));
    expect(hisOvers).toHaveLength(4);
    expect(hisOvers.filter((over) => over >= 16)).toHaveLength(2); // two of the last five
  });
});

describe("bowling card figures", () => {
  it("counts maidens, overs left and overs-maidens-runs-wickets", () => {
    const start = toFirstInnings(engine, 3, "bowl", { format: "t20" });
    const batting = start.innings[0];
    if (!batting) throw new Error("the match has started");
    // Two overs: a wicket maiden by index 6, then a single off index 8's; index 6 is on again.
    const players = batting.bowling.map((p, i) =>
      i === 6 ? { ...p, b_ball: 8, b_run: 0, b_wkt: 1 } : i === 8 ? { ...p, b_ball: 6, b_run: 1 } : p,
    );
    const state: MatchState = {
      ...start,
      innings: [
        {
          ...batting,
          ballLog: "0c0000100000" + "00",
          ballCompleted: 14,
          totalRun: 1,
          wicketTaken: 1,
          overBowlers: [6, 8, 6],
          bowling: players,
          currentBowlerIndex: 6,
        },
      ],
    };
    const card = engine.bowlingCard(state, 1);
    expect(card[6]).toMatchObject({ maidens: 1, oversLeft: 2, figures: "1.2-1-0-1", bowlerType: "pace" });
    expect(card[8]).toMatchObject({ maidens: 0, oversLeft: 3, figures: "1-0-1-0" });
    expect(card[0]).toMatchObject({
      oversLeft: 4,
      figures: "0-0-0-0",
      partTimer: true,
      skillWord: "part-time",
    });
    expect(card[7]).toMatchObject({ bowlerType: "spin", skill: 78, skillWord: "strong", partTimer: false });
  });
});

describe("extras (rules version 2, Club and International)", () => {
  const { state } = simulateMatch(engine, 21, "t20", "random", {
    level: "international",
    rulesVersion: RATED_RULES_VERSION,
  });

  it("a whole match's cards, overs and extras line add up to the totals", () => {
    let extrasSeen = 0;
    for (const innings of [1, 2] as const) {
      const team = state.innings[innings - 1];
      const extras = engine.extras(state, innings);
      if (!team || !extras) throw new Error("a version-2 International match has extras");
      extrasSeen += extras.total;
      const batting = engine.battingCard(state, innings);
      const bowling = engine.bowlingCard(state, innings);
      expect(batting.reduce((s, r) => s + r.runs, 0) + extras.total).toBe(team.totalRun);
      // Byes and leg-byes are not the bowlers'; wides and no-balls are, though not balls of theirs.
      expect(bowling.reduce((s, r) => s + r.runs, 0)).toBe(team.totalRun - extras.byes - extras.legByes);
      expect(bowling.reduce((s, r) => s + r.balls, 0)).toBe(team.ballCompleted);
      expect(extras.total).toBe(extras.byes + extras.legByes + extras.wides + extras.noBalls);
      const overs = engine.overSummary(state, innings);
      expect(overs.reduce((s, o) => s + o.runs, 0)).toBe(team.totalRun);
      expect(overs.reduce((s, o) => s + o.balls, 0)).toBe(team.ballCompleted);
      expect(overs.slice(0, -1).every((o) => o.balls === 6)).toBe(true);
      expect(overs).toHaveLength(team.overBowlers.length);
    }
    expect(extrasSeen).toBeGreaterThan(0);
  });

  it("a wide or a no-ball spoils a maiden, a bye does not; an over is six legal balls", () => {
    const start = toFirstInnings(engine, 3, "bowl", {
      format: "t20",
      level: "international",
      rulesVersion: RATED_RULES_VERSION,
    });
    const batting = start.innings[0];
    if (!batting) throw new Error("the match has started");
    const state: MatchState = {
      ...start,
      innings: [
        {
          ...batting,
          // Over 1 (index 6): a wide among six dots. Over 2 (index 8): a bye among six legal balls.
          // Over 3 (index 6 again): a no-ball, then a dot, so far.
          ballLog: "0w00000" + "00x000" + "N0",
          ballCompleted: 13,
          totalRun: 3,
          wicketTaken: 0,
          overBowlers: [6, 8, 6],
          currentBowlerIndex: 6,
        },
      ],
    };
    const card = engine.bowlingCard(state, 1);
    expect(card[6]?.maidens).toBe(0);
    expect(card[8]?.maidens).toBe(1);
    expect(engine.overInProgress(state, 1)).toEqual({ over: 2, balls: ["nb", "0"] });
    expect(engine.overSummary(state, 1).map((o) => [o.runs, o.balls])).toEqual([
      [1, 6],
      [1, 6],
      [1, 1],
    ]);
    expect(engine.extras(state, 1)).toEqual({
      byes: 1,
      legByes: 0,
      wides: 1,
      noBalls: 1,
      total: 3,
      text: "3 (b 1, w 1, nb 1)",
    });
    expect(engine.lastBall(state)).toBe("0");
  });

  it("are not kept in version 1 nor in Classic: no extras line", () => {
    const v1 = simulateMatch(engine, 21, "mini", "random", { level: "international", rulesVersion: 1 }).state;
    expect(engine.extras(v1, 1)).toBeNull();
    const classic = simulateMatch(engine, 21, "mini", "random", { rulesVersion: RATED_RULES_VERSION }).state;
    expect(engine.extras(classic, 1)).toBeNull();
    expect([...(classic.innings[0]?.ballLog ?? "")].every((c) => "012346crlbskh".includes(c))).toBe(true);
  });
});

describe("matchSummary's best bowling", () => {
  it("needs a wicket: a match where none has fallen has no best bowler, only a top batter", () => {
    const start = toFirstInnings(engine, 3, "bat", { format: "t20" });
    let state = start;
    // Defend for an over, stopping short of the first wicket.
    for (let i = 0; i < 6; i++) {
      const style = engine.styleOptions(state)[2]?.style;
      if (style === undefined) break;
      const next = engine.step(state, { type: "playBall", style });
      if (!next.ok || (next.state.innings[0]?.wicketTaken ?? 0) > 0) break;
      state = next.state;
    }
    expect(state.innings[0]?.wicketTaken).toBe(0);
    expect(state.innings[0]?.ballCompleted).toBeGreaterThan(0);
    const summary = engine.matchSummary(state);
    expect(summary.bestBowler).toBeNull();
    const first = state.innings[0];
    if (!first) throw new Error("the match has started");
    const withWicket: MatchState = {
      ...state,
      innings: [
        {
          ...first,
          bowling: first.bowling.map((p, i) => (i === 8 ? { ...p, b_ball: 6, b_run: 9, b_wkt: 1 } : p)),
        },
      ],
    };
    expect(engine.matchSummary(withWicket).bestBowler).toMatchObject({ wickets: 1, runs: 9 });
  });
});
