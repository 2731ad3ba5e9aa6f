/**
 * Group matches of the men's ODI World Cups of 2019 and 2023 for the points-table tests, from the
 * ESPNcricinfo scorecards: every group match of the sides the tests check. Each innings is
 * "runs/wickets overs" (10 wickets: all out; overs as overs.balls). A match cut short by rain is
 * given its overs a side; a result by the DLS method is given as the ICC's net run rate rule
 * counts it: the side batting first credited with one run less than the revised target in the
 * chasing side's overs (a completed chase), or with the par score at the stoppage in the same overs
 * (an abandoned one). Test data only: nothing in the game reads it.
 */
import type { InningsSummary } from "../formats/format-rules.ts";
import { NO_RESULT, wonBy, TIED, type PlayedMatch } from "./results.ts";

export const TEAMS = {
  AFG: 1,
  AUS: 2,
  BAN: 3,
  ENG: 4,
  IND: 5,
  NED: 6,
  NZ: 7,
  PAK: 8,
  SA: 9,
  SL: 10,
  WI: 11,
} as const;

export type Code = keyof typeof TEAMS;

export const TEAM_NAMES: Record<number, string> = {
  1: "Afghanistan",
  2: "Australia",
  3: "Bangladesh",
  4: "England",
  5: "India",
  6: "Netherlands",
  7: "New Zealand",
  8: "Pakistan",
  9: "South Africa",
  10: "Sri Lanka",
  11: "West Indies",
};

/** "IND 230/4 47.3" as an innings of a match of `quotaOvers` overs a side. */
function inningsOf(text: string, index: number, quotaOvers: number): InningsSummary {
  const [code, score, overs] = text.split(" ");
  const [runs, wickets] = (score ?? "").split("/").map(Number);
  const [whole, part] = (overs ?? "").split(".").map(Number);
  const teamId = TEAMS[code as Code];
  if (teamId === undefined || runs === undefined || wickets === undefined || whole === undefined) {
    throw new Error(`Bad innings: ${text}`);
  }
  const balls = whole * 6 + (part ?? 0);
  return {
    teamId,
    teamName: TEAM_NAMES[teamId] ?? code ?? "",
    index,
    runs,
    wickets,
    balls,
    overs: `${whole}.${part ?? 0}`,
    wicketsAvailable: 10,
    bowledOut: wickets === 10,
    quotaBalls: quotaOvers * 6,
  };
}

let counter = 0;

/** A match with a result: the side with more runs won (the scores as net run rate counts them). */
function match(first: string, second: string, quotaOvers = 50): PlayedMatch {
  const innings = [inningsOf(first, 0, quotaOvers), inningsOf(second, 1, quotaOvers)];
  const [a, b] = innings as [InningsSummary, InningsSummary];
  const decision = a.runs === b.runs ? TIED : wonBy(a.runs > b.runs ? a.teamId : b.teamId);
  return { fixtureId: `G${++counter}`, home: a.teamId, away: b.teamId, innings, decision };
}

/** A match abandoned without a result. */
function abandoned(home: Code, away: Code): PlayedMatch {
  return {
    fixtureId: `G${++counter}`,
    home: TEAMS[home],
    away: TEAMS[away],
    innings: [],
    decision: NO_RESULT,
  };
}

/** The 2019 group matches of India, Australia, England, New Zealand and Pakistan. */
export const WORLD_CUP_2019: readonly PlayedMatch[] = [
  // India
  match("SA 227/9 50.0", "IND 230/4 47.3"),
  match("IND 352/5 50.0", "AUS 316/10 50.0"),
  abandoned("IND", "NZ"),
  // Rain: Pakistan's target revised to 302 in 40 overs, so India are credited with 301 in 40.
  match("IND 301/5 40.0", "PAK 212/6 40.0", 40),
  match("IND 224/8 50.0", "AFG 213/10 49.5"),
  match("IND 268/7 50.0", "WI 143/10 34.2"),
  match("ENG 337/7 50.0", "IND 306/5 50.0"),
  match("IND 314/9 50.0", "BAN 286/10 48.0"),
  match("SL 264/7 50.0", "IND 265/3 43.3"),
  // Australia
  match("AFG 207/10 38.2", "AUS 209/3 34.5"),
  match("AUS 288/10 49.0", "WI 273/9 50.0"),
  match("AUS 307/10 49.0", "PAK 266/10 45.4"),
  match("AUS 334/7 50.0", "SL 247/10 45.5"),
  match("AUS 381/5 50.0", "BAN 333/8 50.0"),
  match("AUS 285/7 50.0", "ENG 221/10 44.4"),
  match("AUS 243/9 50.0", "NZ 157/10 43.4"),
  match("SA 325/6 50.0", "AUS 315/10 49.5"),
  // England
  match("ENG 311/8 50.0", "SA 207/10 39.5"),
  match("PAK 348/8 50.0", "ENG 334/9 50.0"),
  match("ENG 386/6 50.0", "BAN 280/10 48.5"),
  match("WI 212/10 44.4", "ENG 213/2 33.1"),
  match("ENG 397/6 50.0", "AFG 247/8 50.0"),
  match("SL 232/9 50.0", "ENG 212/10 47.0"),
  match("ENG 305/8 50.0", "NZ 186/10 45.0"),
  // New Zealand
  match("SL 136/10 29.2", "NZ 137/0 16.1"),
  match("BAN 244/10 49.2", "NZ 248/8 47.1"),
  match("AFG 172/10 41.1", "NZ 173/3 32.1"),
  // Rain before the start: 49 overs a side.
  match("SA 241/6 49.0", "NZ 245/6 48.3", 49),
  match("NZ 291/8 50.0", "WI 286/10 49.0"),
  match("NZ 237/6 50.0", "PAK 241/4 49.1"),
  // Pakistan
  match("PAK 105/10 21.4", "WI 108/3 13.4"),
  abandoned("PAK", "SL"),
  match("PAK 308/7 50.0", "SA 259/9 50.0"),
  match("AFG 227/9 50.0", "PAK 230/7 49.4"),
  match("PAK 315/9 50.0", "BAN 221/10 44.1"),
];

/** The 2023 group matches of India, South Africa, Australia and New Zealand. */
export const WORLD_CUP_2023: readonly PlayedMatch[] = [
  // India
  match("AUS 199/10 49.3", "IND 201/4 41.2"),
  match("AFG 272/8 50.0", "IND 273/2 35.0"),
  match("PAK 191/10 42.5", "IND 192/3 30.3"),
  match("BAN 256/8 50.0", "IND 261/3 41.3"),
  match("NZ 273/10 50.0", "IND 274/6 48.0"),
  match("IND 229/9 50.0", "ENG 129/10 34.5"),
  match("IND 357/8 50.0", "SL 55/10 19.4"),
  match("IND 326/5 50.0", "SA 83/10 27.1"),
  match("IND 410/4 50.0", "NED 250/10 47.5"),
  // South Africa
  match("SA 428/5 50.0", "SL 326/10 44.5"),
  match("SA 311/7 50.0", "AUS 177/10 40.5"),
  // Rain before the start: 43 overs a side.
  match("NED 245/8 43.0", "SA 207/10 42.5", 43),
  match("SA 399/7 50.0", "ENG 170/10 22.0"),
  match("SA 382/5 50.0", "BAN 233/10 46.4"),
  match("PAK 270/10 46.4", "SA 271/9 47.2"),
  match("SA 357/4 50.0", "NZ 167/10 35.3"),
  match("AFG 244/10 50.0", "SA 247/5 47.3"),
  // Australia
  match("SL 209/10 43.3", "AUS 215/5 35.2"),
  match("AUS 367/9 50.0", "PAK 305/10 45.3"),
  match("AUS 399/8 50.0", "NED 90/10 21.0"),
  match("AUS 388/10 49.2", "NZ 383/9 50.0"),
  match("AUS 286/10 49.3", "ENG 253/10 48.1"),
  match("AFG 291/5 50.0", "AUS 293/7 46.5"),
  match("BAN 306/8 50.0", "AUS 307/2 44.4"),
  // New Zealand
  match("ENG 282/9 50.0", "NZ 283/1 36.2"),
  match("NZ 322/7 50.0", "NED 223/10 46.3"),
  match("BAN 245/9 50.0", "NZ 248/2 42.5"),
  match("NZ 288/6 50.0", "AFG 139/10 34.4"),
  // Rain ended it with Pakistan 200/1 in 25.3 overs, 21 runs ahead of the DLS par score: New
  // Zealand (401/6) are credited with the par, 179, in the same 25.3 overs.
  match("NZ 179/6 25.3", "PAK 200/1 25.3", 41),
  match("SL 171/10 46.4", "NZ 172/5 23.2"),
];
