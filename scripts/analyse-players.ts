/**
 * Players and grounds (rules version 2), measured against real men's internationals: whole
 * matches through the real engine with both sides playing International (each ball both sides
 * draw from the ball's equilibrium; both send on the captain's bowler), from
 * fixed seeds, as one Markdown report. The figures and their targets are in
 * docs/decisions/0014-players-and-grounds-in-the-odds.md.
 *
 *   node --import tsx scripts/analyse-players.ts [--matches N] [--formats t20,oneDay]
 *   node --import tsx scripts/analyse-players.ts --win-chance N [--formats t20,oneDay]
 *
 * The second form runs only the win-chance check, N simulated matches per situation.
 *
 * Also run by `npm run analyse`. Sides are drawn from the top eight unless a section says
 * otherwise; grounds from every ground of the two sides' countries.
 */
import { pathToFileURL } from "node:url";
import { catalog } from "../src/data/catalog.ts";
import { drawLevel, parseOptions, pick, REPEATS, TOP_EIGHT, type Options } from "./analysis-common.ts";
import {
  bowlingSideOf,
  bowlerType,
  createEngine,
  deliveryOf,
  RATED_RULES_VERSION,
  nextUint32,
  phaseOf,
  randomBelow,
  seedRng,
  type Action,
  type Engine,
  type FormatKey,
  type MatchState,
  type PlayerProfile,
  type RngState,
  type Stadium,
} from "../src/engine/index.ts";

const BOTTOM_FOUR = [17, 18, 19, 20];

const squads = new Map(catalog.squads.map((s) => [s.countryId, s.players]));
const stadiumsOf = (countryId: number): readonly Stadium[] =>
  catalog.stadiums.filter((s) => s.countryId === countryId);

interface Setup {
  readonly teamId: number;
  readonly opponentId: number;
  readonly stadium: Stadium;
}

/**
 * Plays one whole match with both sides at International and returns the finished state (or,
 * with `toFirstBall`, the state at the first ball).
 */
function playMatch(
  engine: Engine,
  seed: number,
  format: FormatKey,
  setup: Setup,
  tossRng: RngState,
  toFirstBall = false,
): MatchState {
  const userRng = seedRng((seed ^ 0x5eed) >>> 0);
  const actions: Action[] = [
    { type: "chooseFormat", format },
    { type: "chooseTeam", countryId: setup.teamId },
    { type: "chooseOpponent", countryId: setup.opponentId },
    { type: "chooseLocation", countryId: setup.stadium.countryId },
    { type: "chooseStadium", stadiumId: setup.stadium.id },
    { type: "callToss", call: randomBelow(tossRng, 2) as 0 | 1 },
  ];
  let state = engine.createMatch(seed, "international", RATED_RULES_VERSION);
  const apply = (action: Action): void => {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    state = result.state;
  };
  for (const a of actions) apply(a);
  return playOn(
    engine,
    state,
    userRng,
    tossRng,
    toFirstBall ? (s) => engine.nextInput(s) === "playBall" : undefined,
  );
}

/**
 * Plays a match on from `start` to its end (or, with `stopAt`, to the first state it accepts),
 * both sides at International: the user's side draws from the ball's equilibrium with `userRng`.
 */
function playOn(
  engine: Engine,
  start: MatchState,
  userRng: RngState,
  tossRng: RngState,
  stopAt?: (state: MatchState) => boolean,
): MatchState {
  let state = start;
  const apply = (action: Action): void => {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    state = result.state;
  };
  for (;;) {
    if (stopAt?.(state) === true) break;
    const next = engine.nextInput(state);
    if (next === null) break;
    if (next === "chooseBatOrBowl") {
      apply({ type: "chooseBatOrBowl", choice: randomBelow(tossRng, 2) === 0 ? "bat" : "bowl" });
    } else if (next === "startMatch") {
      apply({ type: "startMatch" });
    } else if (next === "chooseBowler") {
      const suggested = engine.suggestedBowler(state);
      apply({
        type: "chooseBowler",
        playerId: suggested?.playerId ?? (engine.eligibleBowlers(state)[0] as number),
      });
    } else if (next === "playBall") {
      const mix = engine.equilibrium(state);
      const role = engine.userRole(state);
      const own = mix === null ? [0, 1, 0] : role === "bat" ? mix.bat : mix.bowl;
      const options = engine.styleOptions(state);
      apply({ type: "playBall", style: (options[drawLevel(userRng, own)] ?? options[1])!.style });
    } else {
      throw new Error(`unexpected input ${next}`);
    }
  }
  return state;
}

// ---------------------------------------------------------------------------------------------

interface Tally {
  firstRuns: number[];
  firstWickets: number[];
  firstBalls: number[];
  /** Batting positions 1..11: runs, balls, dismissals. */
  position: { runs: number; balls: number; outs: number }[];
  /** Pace/spin by ground kind: runs, balls, wickets. */
  bowling: Map<string, { runs: number; balls: number; wickets: number }>;
  /** T20 middle overs bowled by spin / all. */
  middleSpin: number;
  middleOvers: number;
  byGround: Map<string, number[]>;
  tossWins: number;
  decided: number;
  battingFirstWins: number;
  /** Deliveries of both innings: legal balls, wides, no-balls, byes and leg-byes. */
  deliveries: { legal: number; wides: number; noBalls: number; byes: number };
}

function newTally(): Tally {
  return {
    firstRuns: [],
    firstWickets: [],
    firstBalls: [],
    position: Array.from({ length: 11 }, () => ({ runs: 0, balls: 0, outs: 0 })),
    bowling: new Map(),
    middleSpin: 0,
    middleOvers: 0,
    byGround: new Map(),
    tossWins: 0,
    decided: 0,
    battingFirstWins: 0,
    deliveries: { legal: 0, wides: 0, noBalls: 0, byes: 0 },
  };
}

function groundKind(s: Stadium): string {
  if (s.pitchAssist >= 2) return s.betterFor === 2 ? "spin-friendly" : "seaming";
  return "other";
}

function record(t: Tally, state: MatchState, stadium: Stadium): void {
  const sides = state.sides;
  const first = state.innings[0];
  if (!sides || !first) return;
  t.firstRuns.push(first.totalRun);
  t.firstWickets.push(first.wicketTaken);
  t.firstBalls.push(first.ballCompleted);
  const list = t.byGround.get(stadium.id) ?? [];
  list.push(first.totalRun);
  t.byGround.set(stadium.id, list);
  const overs = state.totalBall / 6;
  for (const batting of state.innings) {
    const bowling = bowlingSideOf(sides, batting);
    batting.batting.forEach((p, i) => {
      const slot = t.position[i];
      if (!slot) return;
      slot.runs += p.run;
      slot.balls += p.ball;
      if (p.isBatting === -1) slot.outs++;
    });
    const squad = squads.get(bowling.id) as readonly PlayerProfile[];
    batting.bowling.forEach((p, i) => {
      if (p.b_ball === 0) return;
      const profile = squad[i] as PlayerProfile;
      const key = `${groundKind(stadium)} ${bowlerType(profile)}`;
      const row = t.bowling.get(key) ?? { runs: 0, balls: 0, wickets: 0 };
      row.runs += p.b_run;
      row.balls += p.b_ball;
      row.wickets += p.b_wkt;
      t.bowling.set(key, row);
    });
    for (const code of batting.ballLog) {
      const delivery = deliveryOf(code);
      if (delivery.legal) t.deliveries.legal++;
      if (delivery.extra === "wide") t.deliveries.wides++;
      else if (delivery.extra === "noBall") t.deliveries.noBalls++;
      else if (delivery.extra !== null) t.deliveries.byes++;
    }
    batting.overBowlers.forEach((bowlerIndex, over) => {
      if (phaseOf(over, overs) !== "middle") return;
      t.middleOvers++;
      if (bowlerType(squad[bowlerIndex] as PlayerProfile) === "spin") t.middleSpin++;
    });
  }
  const winner = state.result?.winnerTeamId ?? null;
  if (winner !== null) {
    t.decided++;
    if (winner === sides[0].id) t.battingFirstWins++;
    const tossWinner = state.toss?.winner === "user" ? state.teamId : state.opponentId;
    if (tossWinner === winner) t.tossWins++;
  }
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs: readonly number[]): number => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
};
const f1 = (x: number): string => x.toFixed(1);
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function report(format: FormatKey, t: Tally): string[] {
  const lines: string[] = [];
  const overs = t.firstBalls.map((b) => b / 6);
  lines.push(`### ${format}: top eight v top eight, ${t.firstRuns.length} matches`);
  lines.push(
    `- First innings: mean ${f1(mean(t.firstRuns))} (SD ${f1(sd(t.firstRuns))}) for ${f1(mean(t.firstWickets))} wickets at ${(
      mean(t.firstRuns) / mean(overs)
    ).toFixed(2)} an over`,
  );
  const group = (from: number, to: number) => {
    let runs = 0;
    let balls = 0;
    let outs = 0;
    for (let i = from; i <= to; i++) {
      const p = t.position[i - 1] as Tally["position"][number];
      runs += p.runs;
      balls += p.balls;
      outs += p.outs;
    }
    return {
      perOut: runs / Math.max(1, outs),
      sr: (100 * runs) / Math.max(1, balls),
      outRate: outs / Math.max(1, balls),
    };
  };
  const top = group(1, 3);
  const tail = group(9, 11);
  lines.push(
    `- Batting order: top three ${f1(top.perOut)} a dismissal at SR ${f1(top.sr)} (out ${pct(top.outRate)} of balls); nine to eleven ${f1(tail.perOut)} at SR ${f1(tail.sr)} (out ${pct(tail.outRate)}): ${(top.perOut / tail.perOut).toFixed(2)}×, SR ${top.sr > tail.sr ? "+" : ""}${pct(top.sr / tail.sr - 1)}`,
  );
  for (const kind of ["spin-friendly", "seaming", "other"]) {
    const pace = t.bowling.get(`${kind} pace`);
    const spin = t.bowling.get(`${kind} spin`);
    if (!pace || !spin) continue;
    const econ = (r: { runs: number; balls: number }) => (6 * r.runs) / r.balls;
    lines.push(
      `- ${kind} grounds: pace ${econ(pace).toFixed(2)} an over (${(pace.balls / Math.max(1, pace.wickets)).toFixed(1)} balls a wicket), spin ${econ(spin).toFixed(2)} (${(spin.balls / Math.max(1, spin.wickets)).toFixed(1)}); spin ${(econ(pace) - econ(spin)).toFixed(2)} an over cheaper; spin's share of balls ${pct(spin.balls / (spin.balls + pace.balls))}`,
    );
  }
  const d = t.deliveries;
  lines.push(
    `- Extras: wides and no-balls ${f1((100 * (d.wides + d.noBalls)) / Math.max(1, d.legal))} a 100 legal balls (wides ${f1((100 * d.wides) / Math.max(1, d.legal))}, no-balls ${f1((100 * d.noBalls) / Math.max(1, d.legal))}); byes and leg-byes ${f1((100 * d.byes) / Math.max(1, d.legal))}`,
  );
  lines.push(`- Spin's share of middle overs: ${pct(t.middleSpin / Math.max(1, t.middleOvers))}`);
  const groundMeans = [...t.byGround.values()].filter((xs) => xs.length >= 10);
  const means = groundMeans.map(mean);
  const noise = mean(groundMeans.map((xs) => sd(xs) ** 2 / xs.length));
  const observed = sd(means) ** 2;
  lines.push(
    `- Grounds (${groundMeans.length} with ≥ 10 matches): SD of a ground's mean first innings ${f1(Math.sqrt(observed))} observed, ${f1(Math.sqrt(Math.max(0, observed - noise)))} after sampling noise; lowest ${f1(Math.min(...means))}, highest ${f1(Math.max(...means))}`,
  );
  lines.push(
    `- Toss winner wins ${pct(t.tossWins / Math.max(1, t.decided))}; side batting first wins ${pct(t.battingFirstWins / Math.max(1, t.decided))}`,
  );
  return lines;
}

/** A pairing drawn for a head-to-head count: the side counted, the other, and the ground. */
type Pairing = (rng: RngState) => {
  readonly counted: number;
  readonly other: number;
  readonly stadium: Stadium;
};

/**
 * The share of decided matches the counted side of each drawn pairing wins, `matches` in all, 25
 * at each pairing and ground; which side is the user's is drawn too.
 */
function headToHead(format: FormatKey, matches: number, salt: number, draw: Pairing): number {
  const rng = seedRng(salt);
  let counted = 0;
  let decided = 0;
  for (let m = 0; m < matches; m += REPEATS) {
    const pairing = draw(rng);
    const userCounted = randomBelow(rng, 2) === 0;
    const setup = {
      teamId: userCounted ? pairing.counted : pairing.other,
      opponentId: userCounted ? pairing.other : pairing.counted,
      stadium: pairing.stadium,
    };
    const engine = createEngine(catalog);
    for (let r = 0; r < REPEATS && m + r < matches; r++) {
      const state = playMatch(engine, nextUint32(rng), format, setup, rng);
      const winner = state.result?.winnerTeamId ?? null;
      if (winner === null) continue;
      decided++;
      if (winner === pairing.counted) counted++;
    }
  }
  return counted / Math.max(1, decided);
}

/** A top-eight side against one of the bottom four, at either side's ground. */
const strongAgainstWeak: Pairing = (rng) => {
  const counted = pick(rng, TOP_EIGHT);
  const other = pick(rng, BOTTOM_FOUR);
  return { counted, other, stadium: pick(rng, stadiumsOf(pick(rng, [counted, other]))) };
};

/** Two sides next to each other in the ranking (1 v 2 … 7 v 8), the higher counted. */
const neighboursInRanking: Pairing = (rng) => {
  const counted = 1 + randomBelow(rng, 7);
  const other = counted + 1;
  return { counted, other, stadium: pick(rng, stadiumsOf(pick(rng, [counted, other]))) };
};

/** The report's lines for `options` (also the last section of `npm run analyse`). */
export function playersReport(options: Options): string[] {
  const out: string[] = ["## Players and grounds (rules version 2, both sides International)", ""];
  for (const format of options.formats) {
    const started = performance.now();
    const rng = seedRng(format === "t20" ? 2020 : 5050);
    const tally = newTally();
    for (let m = 0; m < options.matches; m += REPEATS) {
      const a = pick(rng, TOP_EIGHT);
      let b = pick(rng, TOP_EIGHT);
      while (b === a) b = pick(rng, TOP_EIGHT);
      const stadium = pick(rng, stadiumsOf(pick(rng, [a, b])));
      // One engine per pairing and ground: its own tables (one set per side batting first) are
      // built once for the matches played there, then let go with the engine.
      const engine = createEngine(catalog);
      for (let r = 0; r < REPEATS && m + r < options.matches; r++) {
        const state = playMatch(engine, nextUint32(rng), format, { teamId: a, opponentId: b, stadium }, rng);
        record(tally, state, stadium);
      }
    }
    out.push(...report(format, tally));
    const n = Math.max(200, Math.floor(options.matches / 5));
    out.push(
      `- Strength (${n} matches each): top eight beat the bottom four ${pct(headToHead(format, n, 77, strongAgainstWeak))}; ` +
        `neighbours in the ranking (1 v 2 … 7 v 8) the higher ${pct(headToHead(format, n, 88, neighboursInRanking))}`,
    );
    const checks = Math.max(1000, Math.floor(options.matches * 2));
    out.push(
      `- Win chance against Monte Carlo (${checks} matches each):`,
      ...winChanceCheck(createEngine(catalog), format, checks),
    );
    out.push(`- (${((performance.now() - started) / 1000).toFixed(0)} s)`, "");
  }
  return out;
}

/**
 * The win chance the page shows (the ball in play solved with its own odds, the rest from the
 * tables' average odds) against Monte Carlo from five situations: the first ball, 40% into the
 * first innings, the chase's first ball, 40% and 80% into the chase (India v Australia at an
 * average ground, the user India), each reached by a seeded path chosen so that the match is
 * still open there (shown 25–75% where one of 40 paths gets there), `matches` simulated matches
 * each.
 */
export function winChanceCheck(engine: Engine, format: FormatKey, matches: number): string[] {
  const lines: string[] = [];
  for (const { name, state } of checkSituations(engine, format)) {
    const predicted = engine.winChance(state) as number;
    let won = 0;
    for (let m = 0; m < matches; m++) {
      const sim = { ...state, rng: seedRng(1_000_003 * (m + 1)) };
      const end = playOn(engine, sim, seedRng(7 + m), seedRng(9 + m));
      if (end.result?.winnerTeamId === end.teamId) won++;
    }
    const observed = won / matches;
    const se = Math.sqrt((observed * (1 - observed)) / matches);
    lines.push(
      `  - ${name}: shown ${pct(predicted)}, simulated ${pct(observed)} (± ${(100 * se).toFixed(2)} pp), difference ${(100 * (predicted - observed)).toFixed(2)} pp`,
    );
  }
  return lines;
}

/**
 * The five situations of {@link winChanceCheck}: each reached by a seeded path from the first
 * ball, the first of up to 40 paths whose shown chance is within 25–75%, else the one nearest 50%.
 */
export function checkSituations(engine: Engine, format: FormatKey): { name: string; state: MatchState }[] {
  const stadium = catalog.stadiums.find((s) => s.id === "in-wankhede") as Stadium;
  const setupRng = seedRng(404);
  const start = playMatch(engine, 4242, format, { teamId: 1, opponentId: 2, stadium }, setupRng, true);
  const total = start.totalBall;
  const points: { name: string; at: (s: MatchState) => boolean }[] = [
    { name: "first ball", at: () => true },
    { name: "40% into the first innings", at: (s) => ballsOf(s, 0) >= 0.4 * total },
    { name: "first ball of the chase", at: (s) => s.status === 10 },
    { name: "40% into the chase", at: (s) => s.status === 10 && ballsOf(s, 1) >= 0.4 * total },
    { name: "80% into the chase", at: (s) => s.status === 10 && ballsOf(s, 1) >= 0.8 * total },
  ];
  const found: { name: string; state: MatchState }[] = [];
  for (const point of points) {
    let state: MatchState | null = null;
    let predicted = 0;
    for (let attempt = 0; attempt < 40; attempt++) {
      const pathRng = seedRng(505 + attempt);
      const reached = playOn(
        engine,
        start,
        pathRng,
        pathRng,
        (s) => engine.nextInput(s) === "playBall" && point.at(s),
      );
      if (engine.nextInput(reached) !== "playBall") continue;
      const chance = engine.winChance(reached) as number;
      if (state === null || Math.abs(chance - 0.5) < Math.abs(predicted - 0.5)) {
        state = reached;
        predicted = chance;
      }
      if (Math.abs(chance - 0.5) <= 0.25) break;
    }
    if (state !== null) found.push({ name: point.name, state });
  }
  return found;
}

function ballsOf(state: MatchState, index: number): number {
  return state.innings[index]?.ballCompleted ?? 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const only = argv.indexOf("--win-chance");
  const options = parseOptions(only < 0 ? argv : argv.filter((_, i) => i !== only && i !== only + 1), 10_000);
  if (only >= 0) {
    // The win-chance check alone, with N simulated matches per situation.
    const matches = Number(argv[only + 1]);
    if (!Number.isInteger(matches) || matches < 1) throw new Error("--win-chance takes a whole number");
    for (const format of options.formats) {
      console.log(`### ${format}: win chance against Monte Carlo (${matches} matches each)`);
      console.log(winChanceCheck(createEngine(catalog), format, matches).join("\n"));
    }
  } else {
    console.log(playersReport(options).join("\n"));
  }
}
