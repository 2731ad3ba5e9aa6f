import { describe, expect, it } from "vitest";
import { eligibleBowlerIndices } from "./bowlers.ts";
import {
  bestPaceBowler,
  captainsBowler,
  oversKeptForDeath,
  type BatterProfile,
  type CaptainInput,
} from "./captain.ts";
import type { PlayerProfile } from "./catalog.ts";
import { phaseOf } from "./odds/rated-odds.ts";
import type { BowlerFigures } from "./match-state.ts";
import { randomBelow, seedRng } from "./rng.ts";
import { blankPlayers, fixtureSquad } from "./test-fixtures.ts";

// Keeper at index 5; pacers at 6 (82), 8 (84), 10 (86); spinners at 7 (78), 9 (80); 0–4 part-timers.
const squad = fixtureSquad(1).players;
const SPINNERS = [7, 9];
const BEST_PACER = 10;

const even: BatterProfile = { abilityToPlayPaceBall: 70, abilityToPlaySpinBall: 70 };
const weakToSpin: BatterProfile = { abilityToPlayPaceBall: 80, abilityToPlaySpinBall: 40 };
const weakToPace: BatterProfile = { abilityToPlayPaceBall: 40, abilityToPlaySpinBall: 80 };

/** A T20 over with the whole attack fresh, two even batters and a flat pitch, then `over`. */
function input(over: Partial<CaptainInput> = {}): CaptainInput {
  return {
    profiles: squad,
    eligible: [0, 1, 2, 3, 4, 6, 7, 8, 9, 10],
    oversBowled: squad.map(() => 0),
    quota: 4,
    inningsOvers: 20,
    over: 10,
    striker: even,
    nonStriker: even,
    stadium: { betterFor: 1, pitchAssist: 0 },
    ...over,
  };
}

/** Overs bowled by index, from `{ index: overs }`. */
function bowled(overs: Readonly<Record<number, number>>): number[] {
  return squad.map((_, i) => overs[i] ?? 0);
}

describe("phaseOf", () => {
  it.each([
    [1, 20, "powerplay"],
    [6, 20, "powerplay"],
    [7, 20, "middle"],
    [15, 20, "middle"],
    [16, 20, "death"],
    [10, 50, "powerplay"],
    [11, 50, "middle"],
    [40, 50, "middle"],
    [41, 50, "death"],
    [3, 10, "powerplay"],
    [4, 10, "middle"],
    [8, 10, "middle"],
    [9, 10, "death"],
    [1, 5, "powerplay"],
    [5, 5, "death"],
  ] as const)("over %i of %i is %s", (over, overs, phase) => {
    // Overs counted from 1 here; phaseOf counts them from 0.
    expect(phaseOf(over - 1, overs)).toBe(phase);
  });
});

describe("oversKeptForDeath", () => {
  it.each([
    [4, 20, 2], // five death overs, half of four
    [10, 50, 5], // ten death overs, half of ten
    [2, 10, 1], // two death overs
    [1, 5, 1], // his one over, kept for the last
    [1, 1, 0], // a single over has no death
  ])("quota %i of %i overs: %i kept", (quota, overs, kept) => {
    expect(oversKeptForDeath(quota, overs)).toBe(kept);
  });
});

describe("captainsBowler", () => {
  it("finds the side's best front-line pace bowler", () => {
    expect(bestPaceBowler(squad)).toBe(BEST_PACER);
  });

  it("bowls spin in the middle overs on a turning pitch when a good spinner is eligible", () => {
    const turning = captainsBowler(input({ stadium: { betterFor: 2, pitchAssist: 2 } }));
    expect(SPINNERS).toContain(turning.playerIndex);
    expect(turning.playerIndex).toBe(9); // the better spinner
    expect(turning.reason).toBe("Spin on a turning pitch in the middle overs");
    // On a seaming pitch the best pace bowler has it.
    const seaming = captainsBowler(input({ stadium: { betterFor: 1, pitchAssist: 2 } }));
    expect(seaming.playerIndex).toBe(BEST_PACER);
  });

  it("gives the best pace bowler the death overs while he has overs left", () => {
    // Even on a pitch with some turn, and with two overs already bowled.
    const choice = captainsBowler(
      input({
        over: 17,
        oversBowled: bowled({ [BEST_PACER]: 2 }),
        stadium: { betterFor: 2, pitchAssist: 1 },
      }),
    );
    expect(choice).toEqual({ playerIndex: BEST_PACER, reason: "Best pace bowler at the death" });
    // Ahead of a world-class spinner on a sharply turning pitch, who would have the middle overs.
    const profiles = squad.map((p, i) => (i === 9 ? { ...p, spinAbility: 95 } : p));
    const mildly: BatterProfile = { abilityToPlayPaceBall: 70, abilityToPlaySpinBall: 60 };
    const turning = input({
      profiles,
      striker: mildly,
      nonStriker: mildly,
      stadium: { betterFor: 2, pitchAssist: 3 },
    });
    expect(captainsBowler({ ...turning, over: 17 }).playerIndex).toBe(BEST_PACER);
    expect(captainsBowler({ ...turning, over: 10 }).playerIndex).toBe(9);
  });

  it("keeps the best pace bowler's last over for the death", () => {
    // On a seaming pitch in the middle overs, where he would otherwise bowl.
    const seaming = { betterFor: 1, pitchAssist: 2 } as const;
    const lastOver = input({ over: 12, oversBowled: bowled({ [BEST_PACER]: 3 }), stadium: seaming });
    expect(captainsBowler(lastOver)).toEqual({
      playerIndex: 8, // the next best pace bowler
      reason: "Pace on a seaming pitch in the middle overs (Wren saved for the death)",
    });
    // In a T20 he keeps two for the death: with three left he bowls now, and at the death his
    // last one is his.
    expect(captainsBowler({ ...lastOver, oversBowled: bowled({ [BEST_PACER]: 2 }) }).playerIndex).toBe(8);
    const threeLeft = { ...lastOver, oversBowled: bowled({ [BEST_PACER]: 1 }) };
    expect(captainsBowler(threeLeft)).toEqual({
      playerIndex: BEST_PACER,
      reason: "Pace on a seaming pitch in the middle overs",
    });
    expect(captainsBowler({ ...lastOver, over: 16 }).playerIndex).toBe(BEST_PACER);
    // And when nobody else may bowl, he bowls.
    expect(captainsBowler({ ...lastOver, eligible: [BEST_PACER] }).playerIndex).toBe(BEST_PACER);
  });

  it("bowls the type both batters play worse", () => {
    // In the powerplay, where pace is the habit, two batters weak against spin get spin.
    const spin = captainsBowler(input({ over: 2, striker: weakToSpin, nonStriker: weakToSpin }));
    expect(SPINNERS).toContain(spin.playerIndex);
    expect(spin.reason).toBe("Spin to two batters who play it worse, in the powerplay");
    const pace = captainsBowler(input({ over: 10, striker: weakToPace, nonStriker: weakToPace }));
    expect(SPINNERS).not.toContain(pace.playerIndex);
    expect(captainsBowler(input({ over: 2 })).playerIndex).toBe(BEST_PACER);
    // In the middle overs, one batter far weaker against spin, his partner a little better.
    const one = captainsBowler(
      input({ over: 10, striker: weakToSpin, nonStriker: { ...even, abilityToPlaySpinBall: 75 } }),
    );
    expect(one).toEqual({
      playerIndex: 9,
      reason: "Spin to a batter who plays it worse, in the middle overs",
    });
  });

  it("prefers a front-line bowler to a part-timer who suits the conditions", () => {
    // A 49-rated spinning part-timer on a sharply turning pitch, against the weakest pacer.
    const partTimer: PlayerProfile = { ...(squad[0] as PlayerProfile), spinAbility: 49, paceAbility: 10 };
    const profiles = squad.map((p, i) => (i === 0 ? partTimer : p));
    const choice = captainsBowler(
      input({
        profiles,
        eligible: [0, 6],
        stadium: { betterFor: 2, pitchAssist: 3 },
        striker: weakToSpin,
        nonStriker: weakToSpin,
      }),
    );
    expect(choice.playerIndex).toBe(6);
    expect(captainsBowler(input({ profiles, eligible: [0, 1] })).reason).toBe(
      "Part-timer: no front-line bowler may bowl this over",
    );
  });

  it("never leaves the rest of the innings without a legal bowler", () => {
    // Three bowlers, quota 2, six overs: C has bowled 2 (and the last over), B 1. If the far
    // better B bowled over 4, A would have to bowl both overs 5 and 6.
    const bowler = (name: string, pace: number, spin: number): PlayerProfile => ({
      ...(squad[0] as PlayerProfile),
      name,
      paceAbility: pace,
      spinAbility: spin,
    });
    const profiles = [
      bowler("A", 60, 10),
      bowler("B", 10, 90),
      bowler("C", 70, 10),
      { ...(squad[5] as PlayerProfile) },
    ];
    const small = input({
      profiles,
      eligible: [0, 1],
      oversBowled: [0, 1, 2, 0],
      quota: 2,
      inningsOvers: 6,
      over: 4,
    });
    expect(captainsBowler(small).playerIndex).toBe(0);
    // With a seventh bowler to spare, B may bowl it.
    const spare = [...profiles, bowler("D", 55, 10)];
    expect(captainsBowler({ ...small, profiles: spare, oversBowled: [0, 1, 2, 0, 0] }).playerIndex).toBe(1);
  });

  it("always picks an eligible bowler, the same one for the same input", () => {
    const rng = seedRng(7);
    const players: BowlerFigures[] = blankPlayers(squad);
    for (const inningsOvers of [1, 5, 10, 20, 50]) {
      const quota = Math.max(1, Math.ceil(inningsOvers / 5));
      for (let trial = 0; trial < 40; trial++) {
        // A legal history of random bowlers up to a random over.
        const history: number[] = [];
        const upTo = randomBelow(rng, inningsOvers);
        for (let o = 0; o < upTo; o++) {
          const options = eligibleBowlerIndices(squad, players, history, quota);
          history.push(options[randomBelow(rng, options.length)] as number);
        }
        const eligible = eligibleBowlerIndices(squad, players, history, quota);
        const batter = (): BatterProfile => ({
          abilityToPlayPaceBall: randomBelow(rng, 101),
          abilityToPlaySpinBall: randomBelow(rng, 101),
        });
        const made = input({
          eligible,
          oversBowled: squad.map((_, i) => history.filter((b) => b === i).length),
          quota,
          inningsOvers,
          over: upTo + 1,
          striker: batter(),
          nonStriker: batter(),
          stadium: {
            betterFor: randomBelow(rng, 2) === 0 ? 1 : 2,
            pitchAssist: randomBelow(rng, 4) as 0 | 1 | 2 | 3,
          },
        });
        const choice = captainsBowler(made);
        expect(eligible).toContain(choice.playerIndex);
        expect(choice.reason.length).toBeGreaterThan(0);
        expect(captainsBowler(structuredClone(made))).toEqual(choice);
      }
    }
  });
});
