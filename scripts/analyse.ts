/**
 * The opponent levels' numbers, from fixed seeds, as one Markdown report (the figures in
 * docs/decisions/0007-opponent-levels-and-pair-odds.md come from it):
 *
 * a. each user policy's win rate against Classic, Club and International, T20 and one-day,
 *    10,000 whole matches per cell through the real engine (simulateMatch with a level);
 * b. how often the equilibrium mixes (two or more styles at 15% or more), per side;
 * c. first-innings scores with both sides at the equilibrium, per format;
 * d. the tables' win probability against Monte Carlo from five situations per format;
 * e. table build times (median of five) and the cost of one situation's lookup;
 * f. players and grounds (the draft rules version 2) against real internationals
 *    (scripts/analyse-players.ts);
 * g. simple policies against the draft International, paired with the equilibrium user
 *    (scripts/analyse-policies.ts);
 * h. what the draft's toss and bowler decisions are worth (scripts/analyse-decisions.ts);
 * i. playing ahead with a plan: each approach against Club and International, and the decisions
 *    that finish a match (scripts/analyse-play-ahead.ts).
 *
 * (b) and (c) are exact: the distribution over situations is pushed forward ball by ball under
 * the equilibrium mixes, no sampling. Run with `npm run analyse` (the engine matches of (a) in two
 * child processes; how long each part takes is in the README: (a) builds every Club and
 * International match's own tables, so it takes hours). `--quick` plays 1,000 matches per cell
 * and a tenth of the draft's.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { catalog } from "../src/data/catalog.ts";
import { decisionsReport } from "./analyse-decisions.ts";
import { playAheadReport } from "./analyse-play-ahead.ts";
import { policiesReport } from "./analyse-policies.ts";
import { playersReport } from "./analyse-players.ts";
import {
  buildClassicTables,
  buildEquilibriumTables,
  clubMix,
  createEngine,
  drawOutcome,
  nextUint32,
  oddsForInnings,
  pairSummary,
  pairWeights,
  randomBelow,
  seedRng,
  simulateMatch,
  situationNow,
  type FormatKey,
  type OpponentLevel,
  type RngState,
  type Situation,
  type StrategyContext,
  type StyleLevel,
  type WinTables,
} from "../src/engine/index.ts";

const LEVELS: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];
const SHORT: Readonly<Record<StyleLevel, string>> = { aggressive: "A", normal: "N", defensive: "D" };
const RUN_STEP = [0, 1, 2, 3, 4, 6];
const TWO_POW_32 = 4294967296;
const FORMATS: readonly { readonly key: FormatKey; readonly overs: number }[] = [
  { key: "micro", overs: 1 },
  { key: "mini", overs: 5 },
  { key: "10aSide", overs: 10 },
  { key: "t20", overs: 20 },
  { key: "oneDay", overs: 50 },
];
const MIX_THRESHOLD = 0.15;
/** Unweighted shares count situations reached with at least this probability per match. */
const REACHABLE = 1e-6;

const pct = (x: number, digits = 1): string => `${(100 * x).toFixed(digits)}%`;

/** The odds of a Club or International ball, from the engine's producer (every ball alike). */
const PAIR_ODDS = oddsForInnings("international", true)[0];
/** Pair probabilities, flat: ((bat × 3 + bowl) × 7 + slot), levels in LEVELS' order. */
const PAIR_P = PAIR_ODDS.probabilities;

/** a[i] += x, for arrays read with noUncheckedIndexedAccess. */
function add(a: number[] | Float64Array, i: number, x: number): void {
  a[i] = (a[i] as number) + x;
}

function mixes(m: Float64Array, offset: number): boolean {
  let count = 0;
  for (let i = 0; i < 3; i++) if ((m[offset + i] as number) >= MIX_THRESHOLD) count++;
  return count >= 2;
}

// ---------------------------------------------------------------------------------------------
// (b) and (c): exact forward pass under the equilibrium.

interface ForwardResult {
  readonly overs: number;
  readonly runs: number;
  readonly wickets: number;
  readonly runRate: number;
  readonly boundaryShare: number;
  readonly value: number;
  readonly win: number;
  readonly mixWeighted: readonly [number, number];
  readonly mixUnweighted: readonly [number, number];
  readonly batMix: readonly number[];
  readonly bowlMix: readonly number[];
}

function forward(t: WinTables, overs: number): ForwardResult {
  const T = overs * 6;
  const m = new Float64Array(6);
  const R = 6 * T + 2;
  let weighted = 0;
  const weightedMix = [0, 0];
  let counted = 0;
  const countedMix = [0, 0];
  const batMix = [0, 0, 0];
  const bowlMix = [0, 0, 0];
  const visit = (mass: number): void => {
    weighted += mass;
    if (mixes(m, 0)) add(weightedMix, 0, mass);
    if (mixes(m, 3)) add(weightedMix, 1, mass);
    if (mass >= REACHABLE) {
      counted++;
      if (mixes(m, 0)) add(countedMix, 0, 1);
      if (mixes(m, 3)) add(countedMix, 1, 1);
    }
    for (let i = 0; i < 3; i++) {
      add(batMix, i, mass * (m[i] as number));
      add(bowlMix, i, mass * (m[3 + i] as number));
    }
  };
  /** Pushes `mass` at a live situation one ball on; `land` receives (wicket?, run slot, mass). */
  const step = (mass: number, land: (slot: number, p: number) => void): void => {
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        const xy = (m[i] as number) * (m[3 + j] as number) * mass;
        if (xy === 0) continue;
        const base = (i * 3 + j) * 7;
        for (let k = 0; k < 7; k++) land(k, xy * (PAIR_P[base + k] as number));
      }
    }
  };
  // First innings: cells (wickets left, total).
  let cur = new Float64Array(11 * R);
  cur[10 * R] = 1;
  const totals = new Float64Array(R);
  let runs = 0;
  let wickets = 0;
  let balls = 0;
  let boundaryRuns = 0;
  for (let b = T; b >= 1; b--) {
    const next = new Float64Array(11 * R);
    for (let w = 1; w <= 10; w++) {
      for (let r = 0; r <= 6 * (T - b); r++) {
        const mass = cur[w * R + r] as number;
        if (mass === 0) continue;
        t.mixInto(1, b, w, r, m);
        visit(mass);
        step(mass, (k, p) => {
          if (k < 6) {
            add(next, w * R + r + (RUN_STEP[k] as number), p);
            if (k >= 4) boundaryRuns += p * (RUN_STEP[k] as number);
          } else if (w === 1) {
            add(totals, r, p);
            runs += p * r;
            wickets += p * 10;
            balls += p * (T - b + 1);
          } else {
            add(next, (w - 1) * R + r, p);
          }
        });
      }
    }
    cur = next;
  }
  for (let w = 1; w <= 10; w++) {
    for (let r = 0; r < R; r++) {
      const mass = cur[w * R + r] as number;
      if (mass === 0) continue;
      add(totals, r, mass);
      runs += mass * r;
      wickets += mass * (10 - w);
      balls += mass * T;
    }
  }
  // Second innings: cells (wickets left, runs needed), from the first innings' totals.
  let chase = new Float64Array(11 * (R + 1));
  for (let r = 0; r < R; r++) chase[10 * (R + 1) + r + 1] = totals[r] as number;
  for (let b = T; b >= 1; b--) {
    const next = new Float64Array(11 * (R + 1));
    for (let w = 1; w <= 10; w++) {
      for (let need = 1; need <= R; need++) {
        const mass = chase[w * (R + 1) + need] as number;
        if (mass === 0) continue;
        t.mixInto(2, b, w, need, m);
        visit(mass);
        step(mass, (k, p) => {
          if (k < 6) {
            const left = need - (RUN_STEP[k] as number);
            if (left > 0) add(next, w * (R + 1) + left, p);
          } else if (w > 1) {
            add(next, (w - 1) * (R + 1) + need, p);
          }
        });
      }
    }
    chase = next;
  }
  const start: Situation = { innings: 1, ballsLeft: T, wicketsLeft: 10, runs: 0 };
  return {
    overs,
    runs,
    wickets,
    runRate: (6 * runs) / balls,
    boundaryShare: boundaryRuns / runs,
    value: t.value(start),
    win: t.winProbability(start),
    mixWeighted: [(weightedMix[0] as number) / weighted, (weightedMix[1] as number) / weighted],
    mixUnweighted: [(countedMix[0] as number) / counted, (countedMix[1] as number) / counted],
    batMix: batMix.map((x) => x / weighted),
    bowlMix: bowlMix.map((x) => x / weighted),
  };
}

// ---------------------------------------------------------------------------------------------
// (d): Monte Carlo of the same model from a situation, both sides drawing from the table's mixes.

function drawIndex(rng: RngState, mix: Float64Array, offset: number): number {
  const u = nextUint32(rng) / TWO_POW_32;
  if (u < (mix[offset] as number)) return 0;
  if (u < (mix[offset] as number) + (mix[offset + 1] as number)) return 1;
  return 2;
}

/** Plays an innings from a live situation; returns the final runs (total, or runs still needed). */
function playInnings(
  t: WinTables,
  innings: 1 | 2,
  balls: number,
  wickets: number,
  runs: number,
  rng: RngState,
  m: Float64Array,
): number {
  let b = balls;
  let w = wickets;
  let r = runs;
  while (b > 0 && w > 0 && (innings === 1 || r > 0)) {
    t.mixInto(innings, b, w, r, m);
    const bat = LEVELS[drawIndex(rng, m, 0)] as StyleLevel;
    const slot = drawOutcome(rng, PAIR_ODDS, bat, LEVELS[drawIndex(rng, m, 3)] as StyleLevel);
    if (slot === 6) w--;
    else r += innings === 1 ? (RUN_STEP[slot] as number) : -(RUN_STEP[slot] as number);
    b--;
  }
  return r;
}

/** Whether the side batting at `s` wins (1), ties (½) or loses (0) one simulated match. */
function playFrom(t: WinTables, s: Situation, T: number, rng: RngState, m: Float64Array): number {
  if (s.innings === 2) {
    const need = playInnings(t, 2, s.ballsLeft, s.wicketsLeft, s.runs, rng, m);
    return need <= 0 ? 1 : need === 1 ? 0.5 : 0;
  }
  const total = playInnings(t, 1, s.ballsLeft, s.wicketsLeft, s.runs, rng, m);
  const need = playInnings(t, 2, T, 10, total + 1, rng, m);
  return need <= 0 ? 0 : need === 1 ? 0.5 : 1;
}

function exactnessSituations(T: number): Situation[] {
  const half = Math.ceil(T / 2);
  const late = Math.max(1, Math.round(T / 10));
  return [
    { innings: 1, ballsLeft: T, wicketsLeft: 10, runs: 0 },
    { innings: 1, ballsLeft: half, wicketsLeft: 7, runs: Math.round((T - half) * 1.2) },
    { innings: 2, ballsLeft: T, wicketsLeft: 10, runs: Math.round(T * 1.3) },
    { innings: 2, ballsLeft: half, wicketsLeft: 6, runs: Math.round(half * 1.3) },
    { innings: 2, ballsLeft: late, wicketsLeft: 3, runs: Math.round(late * 1.6) + 1 },
  ];
}

// ---------------------------------------------------------------------------------------------
// (a): user policies through the engine.

/** A user policy: a fixed level per role, or a rule. */
interface PolicySpec {
  readonly name: string;
  readonly bat: StyleLevel | "adaptive" | "reader";
  readonly bowl: StyleLevel | "reader";
}

const POLICIES: readonly PolicySpec[] = [
  ...LEVELS.flatMap((bat) =>
    LEVELS.map((bowl) => ({ name: `bat ${SHORT[bat]} / bowl ${SHORT[bowl]}`, bat, bowl })),
  ),
  { name: "bowl D / bat adaptive", bat: "adaptive", bowl: "defensive" },
  { name: "thoughtful: best reply to the computer's mix", bat: "reader", bowl: "reader" },
];

interface Cell {
  readonly policy: number;
  readonly level: OpponentLevel;
  readonly format: FormatKey;
  readonly matches: number;
}

interface CellResult extends Cell {
  readonly wins: number;
  readonly ties: number;
  /** Matches in which the user batted first (the toss decides; the policy does not). */
  readonly battedFirst: number;
}

const replyMix = new Float64Array(6);

/**
 * The thoughtful user: knows the computer's mix for this ball (Club's rules are readable; the
 * International mix is the table's) and plays the level that does best against it, valuing
 * what follows with the equilibrium table. This is what the game's coach shows.
 */
function bestReply(
  ctx: StrategyContext,
  s: Situation,
  t: WinTables,
  level: OpponentLevel,
  T: number,
): StyleLevel {
  const userBats = ctx.role === "bat";
  let computer: readonly number[];
  if (level === "club") {
    const batting = ctx.state.innings[s.innings - 1];
    const striker = batting?.batting[batting.currentStrikerIndex];
    computer = clubMix(userBats ? "bowl" : "bat", { ...s, totalBalls: T, strikerBalls: striker?.ball ?? 0 });
  } else {
    t.mixInto(s.innings, s.ballsLeft, s.wicketsLeft, s.runs, replyMix);
    computer = userBats
      ? [replyMix[3] as number, replyMix[4] as number, replyMix[5] as number]
      : [replyMix[0] as number, replyMix[1] as number, replyMix[2] as number];
  }
  const next: number[] = [];
  for (let k = 0; k < 7; k++) {
    const runs = k < 6 ? (RUN_STEP[k] as number) : 0;
    next.push(
      t.value({
        innings: s.innings,
        ballsLeft: s.ballsLeft - 1,
        wicketsLeft: k === 6 ? s.wicketsLeft - 1 : s.wicketsLeft,
        runs: s.innings === 1 ? s.runs + runs : s.runs - runs,
      }),
    );
  }
  let best = 0;
  let bestScore = -Infinity;
  for (let u = 0; u < 3; u++) {
    let score = 0;
    for (let j = 0; j < 3; j++) {
      const pair = userBats ? u * 3 + j : j * 3 + u;
      let e = 0;
      for (let k = 0; k < 7; k++) e += (PAIR_P[pair * 7 + k] as number) * (next[k] as number);
      score += (computer[j] as number) * e;
    }
    // The table values the batting side; a bowling user wants that low.
    if (!userBats) score = -score;
    if (score > bestScore) {
      bestScore = score;
      best = u;
    }
  }
  return LEVELS[best] as StyleLevel;
}

/** Which seeds a child process plays: those with seed % parts === part. */
interface Share {
  readonly cells: readonly Cell[];
  readonly part: number;
  readonly parts: number;
}

/**
 * Plays this process's share of every cell's matches: seed by seed, each seed's match under every
 * cell of a format before the next seed, so that a match's own tables (rules version 2: they
 * depend on the seed's sides, batting orders and ground, not on the policy or the level) are
 * built once for all the cells that play it, and let go before the next seed. The same matches
 * as cell by cell, so the same results.
 */
function runCells({ cells, part, parts }: Share): CellResult[] {
  const engine = createEngine(catalog);
  const tables = new Map<string, WinTables>();
  const tablesFor = (key: string, build: () => WinTables): WinTables => {
    let t = tables.get(key);
    if (!t) {
      t = build();
      tables.set(key, t);
    }
    return t;
  };
  const m = new Float64Array(6);
  const strategyOf = (cell: Cell): ((ctx: StrategyContext) => StyleLevel) => {
    const spec = POLICIES[cell.policy] as PolicySpec;
    const overs = (FORMATS.find((f) => f.key === cell.format) as { overs: number }).overs;
    const T = overs * 6;
    return (ctx: StrategyContext): StyleLevel => {
      const choice = ctx.role === "bat" ? spec.bat : spec.bowl;
      if (choice !== "adaptive" && choice !== "reader") return choice;
      // The engine's own reading of the situation (extras beyond six a ball are read as that bound).
      const s = situationNow(ctx.state) as Situation;
      const userBatsFirst = ctx.state.playerAction === 0;
      if (choice === "adaptive" || cell.level === "classic") {
        // Classic's best play for this toss (for "adaptive" also against the other levels).
        const t = tablesFor(`classic:${T}:${userBatsFirst}`, () => buildClassicTables(T, userBatsFirst));
        t.mixInto(s.innings, s.ballsLeft, s.wicketsLeft, s.runs, m);
        const offset = ctx.role === "bat" ? 0 : 3;
        return (m[offset] as number) === 1
          ? "aggressive"
          : (m[offset + 1] as number) === 1
            ? "normal"
            : "defensive";
      }
      return bestReply(
        ctx,
        s,
        tablesFor(`eq:${T}`, () => buildEquilibriumTables(T)),
        cell.level,
        T,
      );
    };
  };
  const tallies = cells.map((cell) => ({
    cell,
    strategy: strategyOf(cell),
    wins: 0,
    ties: 0,
    battedFirst: 0,
  }));
  const most = Math.max(0, ...cells.map((cell) => cell.matches));
  for (const format of new Set(cells.map((cell) => cell.format))) {
    for (let seed = 1; seed <= most; seed++) {
      if (seed % parts !== part) continue;
      for (const tally of tallies) {
        const { cell } = tally;
        if (cell.format !== format || seed > cell.matches) continue;
        const { state } = simulateMatch(engine, seed, cell.format, tally.strategy, {
          level: cell.level,
          recordActions: false,
        });
        const result = state.result;
        if (!result) throw new Error("a simulated match ended without a result");
        if (state.playerAction === 0) tally.battedFirst++;
        if (result.winnerTeamId === state.teamId) tally.wins++;
        else if (result.kind === "tie") tally.ties++;
      }
      // From rules version 2 each Club and International match has tables of its own (a one-day
      // match's take about 77 MB); no other seed's match reads them, so they are let go once
      // every cell has played this seed, as the page's worker and the server let them go. Kept,
      // a thousand matches ran the process out of memory.
      engine.tables.releaseOtherMatches(null);
    }
  }
  return tallies.map(({ cell, wins, ties, battedFirst }) => ({ ...cell, wins, ties, battedFirst }));
}

async function policyTable(matches: number): Promise<CellResult[]> {
  const cells: Cell[] = [];
  for (let policy = 0; policy < POLICIES.length; policy++) {
    for (const level of ["classic", "club", "international"] as const) {
      for (const format of ["t20", "oneDay"] as const) cells.push({ policy, level, format, matches });
    }
  }
  // Two child processes, each playing every cell on half the seeds (odd and even), so that each
  // seed's tables are built in one process only.
  const parts = 2;
  const results = await Promise.all(
    Array.from(
      { length: parts },
      (_, part) =>
        new Promise<CellResult[]>((resolve, reject) => {
          const child = fork(fileURLToPath(import.meta.url), ["--cells"], { execArgv: ["--import", "tsx"] });
          child.once("message", (r) => {
            resolve(r as CellResult[]);
            child.disconnect();
          });
          child.once("error", reject);
          child.once("exit", (code) => {
            if (code !== 0) reject(new Error(`policy worker exited with ${code}`));
          });
          const share: Share = { cells, part, parts };
          child.send(share);
        }),
    ),
  );
  // Each cell's tallies, summed over the processes.
  return cells.map((cell, i) => {
    const sum = { ...cell, wins: 0, ties: 0, battedFirst: 0 };
    for (const part of results) {
      const r = part[i] as CellResult;
      sum.wins += r.wins;
      sum.ties += r.ties;
      sum.battedFirst += r.battedFirst;
    }
    return sum;
  });
}

// ---------------------------------------------------------------------------------------------

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

async function main(): Promise<void> {
  const quick = process.argv.includes("--quick");
  const matches = quick ? 1000 : 10000;
  const started = performance.now();
  const out: string[] = [];
  const say = (line = ""): void => {
    out.push(line);
    console.log(line);
  };

  say("# Howzat opponent levels: analysis");
  say();
  say("## Pair odds (batting level × bowling level)");
  say();
  say(
    "| bat \\ bowl | " +
      LEVELS.map((l) => `${l}: weights · runs/ball · wicket · boundary share`).join(" | ") +
      " |",
  );
  say("|---|---|---|---|");
  for (const bat of LEVELS) {
    const cells = LEVELS.map((bowl) => {
      const s = pairSummary(PAIR_ODDS, bat, bowl);
      return `${pairWeights(PAIR_ODDS, bat, bowl).join(",")} · ${s.runsPerBall.toFixed(2)} · ${pct(s.wicketProbability)} · ${pct(s.boundaryShare, 0)}`;
    });
    say(`| ${bat} | ${cells.join(" | ")} |`);
  }

  say();
  say("## (e) Table build time and lookup (this machine, one core, median of 5)");
  say();
  // CPU time is the fair one-core figure on a shared machine; wall time grows with the load.
  say("| format | balls | build (wall) | build (CPU) | lookup (mix + value + win) |");
  say("|---|---|---|---|---|");
  const equilibrium = new Map<number, WinTables>();
  for (const overs of [20, 50]) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let t: WinTables | null = null;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      t = buildEquilibriumTables(overs * 6);
      const cpu = process.cpuUsage(cpu0);
      times.push(performance.now() - t0);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
    const tables = t as WinTables;
    equilibrium.set(overs, tables);
    const rng = seedRng(7);
    const n = 20000;
    const t0 = performance.now();
    let sink = 0;
    for (let i = 0; i < n; i++) {
      const b = 1 + randomBelow(rng, overs * 6);
      const s: Situation = {
        innings: 2,
        ballsLeft: b,
        wicketsLeft: 1 + randomBelow(rng, 10),
        runs: 1 + randomBelow(rng, 2 * b),
      };
      sink += tables.mix(s).bat[0] + tables.value(s) + tables.winProbability(s);
    }
    const perLookup = (performance.now() - t0) / n;
    if (Number.isNaN(sink)) throw new Error("lookup produced NaN");
    say(
      `| ${overs} overs | ${overs * 6} | ${median(times).toFixed(0)} ms | ${median(cpuTimes).toFixed(0)} ms | ${(perLookup * 1000).toFixed(1)} µs |`,
    );
  }

  // The engine matches take longest; they start once the build times above are measured, so
  // those are taken on a quiet core, and run in the background from here on.
  const policyRun = policyTable(matches);

  say();
  say("## (b, c) Equilibrium self-play, exact (no sampling)");
  say();
  say(
    "Mixing: share of situations where a side's equilibrium puts 15% or more on two or more styles; " +
      `weighted by how often equilibrium play visits them, and unweighted over situations reached with probability ≥ ${REACHABLE}.`,
  );
  say();
  say(
    "| overs | 1st-inns runs | wickets | run rate | boundary share | P(bat first wins) | P(tie) | mixes, weighted (bat / bowl) | mixes, unweighted (bat / bowl) | average mix bat A/N/D | bowl A/N/D |",
  );
  say("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { overs } of FORMATS) {
    const t = equilibrium.get(overs) ?? buildEquilibriumTables(overs * 6);
    equilibrium.set(overs, t);
    const f = forward(t, overs);
    say(
      `| ${overs} | ${f.runs.toFixed(1)} | ${f.wickets.toFixed(2)} | ${f.runRate.toFixed(2)} | ${pct(f.boundaryShare, 0)} | ${pct(f.win)} | ${pct(2 * (f.value - f.win))} | ${pct(f.mixWeighted[0], 0)} / ${pct(f.mixWeighted[1], 0)} | ${pct(f.mixUnweighted[0], 0)} / ${pct(f.mixUnweighted[1], 0)} | ${f.batMix.map((x) => pct(x, 0)).join(" / ")} | ${f.bowlMix.map((x) => pct(x, 0)).join(" / ")} |`,
    );
  }

  say();
  const SIMS = 40000;
  say(`## (d) Exactness: table P(win) against ${SIMS.toLocaleString("en")} simulated matches per situation`);
  say();
  say(
    "| overs | situation (innings, balls left, wickets left, runs or need) | table | simulated | difference |",
  );
  say("|---|---|---|---|---|");
  let worst = 0;
  const m = new Float64Array(6);
  const rng = seedRng(20261123);
  for (const { overs } of FORMATS) {
    const T = overs * 6;
    const t = equilibrium.get(overs) as WinTables;
    for (const s of exactnessSituations(T)) {
      let wins = 0;
      for (let i = 0; i < SIMS; i++) if (playFrom(t, s, T, rng, m) === 1) wins++;
      const table = t.winProbability(s);
      const sim = wins / SIMS;
      worst = Math.max(worst, Math.abs(sim - table));
      say(
        `| ${overs} | ${s.innings}, ${s.ballsLeft}, ${s.wicketsLeft}, ${s.runs} | ${pct(table, 2)} | ${pct(sim, 2)} | ${((sim - table) * 100).toFixed(2)} pp |`,
      );
    }
  }
  say();
  say(
    `Largest difference: ${(worst * 100).toFixed(2)} pp (one standard error at 50% is ${(100 * Math.sqrt(0.25 / SIMS)).toFixed(2)} pp).`,
  );

  const cells = await policyRun;
  say();
  say(
    `## (a) User policies: win rate over ${matches.toLocaleString("en")} engine matches per cell (random toss, teams, grounds)`,
  );
  say();
  for (const format of ["t20", "oneDay"] as const) {
    const overs = format === "t20" ? 20 : 50;
    const t = equilibrium.get(overs) as WinTables;
    const start: Situation = { innings: 1, ballsLeft: overs * 6, wicketsLeft: 10, runs: 0 };
    const gameValue = 0.5 + t.winProbability(start) - t.value(start);
    // The computer chooses by the ground when it wins the toss, so the user does not bat first
    // exactly half the time; with these tosses the equilibrium is worth this much to the user.
    const firstWin = t.winProbability(start);
    const secondWin = 1 + t.winProbability(start) - 2 * t.value(start);
    const reference = cells.find((c) => c.format === format && c.level === "international") as CellResult;
    const share = reference.battedFirst / reference.matches;
    const tossValue = share * firstWin + (1 - share) * secondWin;
    say(
      `### ${format === "t20" ? "T20" : "One-day"}: the game's value for the user is ${pct(gameValue)} with a fair toss (50% minus half the ties), ${pct(tossValue)} with these tosses (user batted first in ${pct(share)})`,
    );
    say();
    say("| user policy | Classic | Club | International |");
    say("|---|---|---|---|");
    POLICIES.forEach((p, i) => {
      const row = (["classic", "club", "international"] as const).map((level) => {
        const c = cells.find((x) => x.policy === i && x.level === level && x.format === format) as CellResult;
        return `${pct(c.wins / c.matches)} (ties ${pct(c.ties / c.matches)})`;
      });
      say(`| ${p.name} | ${row.join(" | ")} |`);
    });
    say();
  }
  for (const line of playersReport({ matches, formats: ["t20", "oneDay"] })) say(line);
  for (const line of await policiesReport(matches, ["t20", "oneDay"])) say(line);
  // Each seed is played three ways; ADR 0014's figures used 25,000 (T20) and 4,800 (one-day).
  for (const line of decisionsReport({ matches: quick ? 500 : 5000, formats: ["t20", "oneDay"] })) say(line);
  for (const line of playAheadReport({ matches: quick ? 200 : 1000, formats: ["t20", "oneDay"] })) say(line);
  say(`Total run time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

if (process.argv.includes("--cells")) {
  process.once("message", (share) => process.send?.(runCells(share as Share)));
} else {
  await main();
}
