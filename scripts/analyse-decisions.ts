/**
 * What the computer's decisions are worth (rules version 2): whole matches through the real
 * engine with both sides playing International (each ball both sides draw from the ball's
 * equilibrium), from fixed seeds, as one Markdown report. The figures are recorded in
 * docs/decisions/0014-players-and-grounds-in-the-odds.md ("The toss and the value of decisions").
 *
 *   node --import tsx scripts/analyse-decisions.ts [--matches N] [--formats t20,oneDay]
 *
 * Each of the N seeds is played three times, from the same seed, pairing and ground, the toss
 * won by the same side:
 *
 * - R: the toss winner decides as the computer does (toss.ts's `tossByOdds`), both sides send on
 *   their captain's bowler;
 * - O: the toss winner decides the opposite way, otherwise as R;
 * - X: as R, but the toss winner's side sends on a bowler drawn uniformly from those eligible.
 *
 * The toss winner's edge is its win share in R less a half; the toss decision's value against a
 * random choice is half the paired difference R − O (a random choice is R or O, each half the
 * time); the bowler choice's value against a random bowler is the paired difference R − X. Ties
 * count a half. Sides are drawn from the top eight, grounds from the two sides' countries, and
 * each pairing and ground is played by 25 seeds on one engine, so its tables are built once;
 * standard errors are clustered by pairing and ground. Beside each simulated figure is the one
 * the match's own tables expect at the first ball (no sampling of balls, only of pairings), and
 * last what the decision costs on a fresh engine.
 */
import { pathToFileURL } from "node:url";
import { catalog } from "../src/data/catalog.ts";
import { drawLevel, parseOptions, pick, REPEATS, TOP_EIGHT, type Options } from "./analysis-common.ts";
import {
  createEngine,
  RATED_RULES_VERSION,
  nextUint32,
  randomBelow,
  seedRng,
  situationNow,
  type Action,
  type Engine,
  type FormatKey,
  type MatchState,
  type RngState,
  type Stadium,
} from "../src/engine/index.ts";

const stadiumsOf = (countryId: number): readonly Stadium[] =>
  catalog.stadiums.filter((s) => s.countryId === countryId);

function stepped(engine: Engine, state: MatchState, action: Action): MatchState {
  const result = engine.step(state, action);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.state;
}

/**
 * A match from `seed` at the toss result, `userId` against `opponentId` at `stadium`, the toss
 * won by the user (`userWins`) or the computer: the call is the coin's face or the other one.
 */
function atTossResult(
  engine: Engine,
  seed: number,
  format: FormatKey,
  userId: number,
  opponentId: number,
  stadium: Stadium,
  userWins: boolean,
): MatchState {
  const state = atToss(engine, seed, format, userId, opponentId, stadium);
  return stepped(engine, state, { type: "callToss", call: callFor(state, userWins) });
}

/** A match from `seed` at the toss, `userId` against `opponentId` at `stadium`. */
function atToss(
  engine: Engine,
  seed: number,
  format: FormatKey,
  userId: number,
  opponentId: number,
  stadium: Stadium,
): MatchState {
  let state = engine.createMatch(seed, "international", RATED_RULES_VERSION);
  const setup: Action[] = [
    { type: "chooseFormat", format },
    { type: "chooseTeam", countryId: userId },
    { type: "chooseOpponent", countryId: opponentId },
    { type: "chooseLocation", countryId: stadium.countryId },
    { type: "chooseStadium", stadiumId: stadium.id },
  ];
  for (const action of setup) state = stepped(engine, state, action);
  return state;
}

// The coin's fall depends only on the match's generator, not on the call or the level: a
// Classic match of the same seed shows it without deciding anything.
const classicEngine = createEngine(catalog);

/** The call that makes the user win (or lose) the toss of a match at the toss. */
function callFor(atTossState: MatchState, userWins: boolean): 0 | 1 {
  const probe = { ...atTossState, level: "classic" as const };
  const face = stepped(classicEngine, probe, { type: "callToss", call: 0 }).toss?.face as 0 | 1;
  return (userWins ? face : 1 - face) as 0 | 1;
}

/** How the user's side picks its bowlers: as its captain would, or uniformly from those eligible. */
type BowlerPicker = "captain" | "random";

/**
 * Plays a match on from `start` to its end, both sides at International: the user's side draws
 * its styles from the ball's equilibrium with `userRng` and picks bowlers by `picker`.
 */
function playOn(engine: Engine, start: MatchState, userRng: RngState, picker: BowlerPicker): MatchState {
  let state = start;
  // The random bowlers come from a generator of their own, so the styles are drawn alike.
  const bowlerRng = seedRng((userRng[0] ?? 0) ^ 0xb0b1);
  for (;;) {
    const next = engine.nextInput(state);
    if (next === null) return state;
    if (next === "startMatch") {
      state = stepped(engine, state, { type: "startMatch" });
    } else if (next === "chooseBowler") {
      const eligible = engine.eligibleBowlers(state);
      const playerId =
        picker === "random"
          ? (eligible[randomBelow(bowlerRng, eligible.length)] as number)
          : (engine.suggestedBowler(state)?.playerId ?? (eligible[0] as number));
      state = stepped(engine, state, { type: "chooseBowler", playerId });
    } else if (next === "playBall") {
      const mix = engine.equilibrium(state);
      const own = mix === null ? [0, 1, 0] : engine.userRole(state) === "bat" ? mix.bat : mix.bowl;
      const options = engine.styleOptions(state);
      state = stepped(engine, state, {
        type: "playBall",
        style: (options[drawLevel(userRng, own)] ?? options[1])!.style,
      });
    } else {
      throw new Error(`unexpected input ${next}`);
    }
  }
}

/** The user's share of a finished match: 1 a win, ½ a tie, 0 a loss. */
function userScore(state: MatchState): number {
  const winner = state.result?.winnerTeamId ?? null;
  if (winner === null) return 0.5;
  return winner === state.teamId ? 1 : 0;
}

/** The user's expected score under the match's own tables at the first ball. */
function modelScore(engine: Engine, started: MatchState): number {
  const at = situationNow(started);
  if (at === null) throw new Error("a match at its first ball");
  const value = engine.tables.forMatch(started).value(at);
  return started.playerAction === 0 ? value : 1 - value;
}

interface Tally {
  /** Per seed, the toss winner's score in R, O and X. */
  readonly r: number[];
  readonly o: number[];
  readonly x: number[];
  /** Per seed, the toss winner's expected score under the tables in R and O. */
  readonly modelR: number[];
  readonly modelO: number[];
  /** Seeds whose toss winner chose to bowl; whose choice differs from version 1's rule. */
  bowl: number;
  unlikeVersion1: number;
  /** The model's gain of the rule over version 1's rule, per seed (0 where they agree). */
  readonly overVersion1: number[];
  readonly reasons: Map<string, number>;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
/**
 * The standard error of the mean of `xs`, seeds clustered by their pairing and ground (each run
 * of {@link REPEATS}): the seeds of one pairing share its sides and ground, so they are not
 * independent draws, and a figure that is the same for all of them (the tables' values) varies
 * only from one pairing and ground to the next.
 */
function clusteredSe(xs: readonly number[]): number {
  const m = mean(xs);
  const groups = Math.ceil(xs.length / REPEATS);
  if (groups < 2) return NaN;
  let total = 0;
  for (let g = 0; g < groups; g++) {
    let sum = 0;
    for (let i = g * REPEATS; i < Math.min(xs.length, (g + 1) * REPEATS); i++) sum += (xs[i] as number) - m;
    total += sum * sum;
  }
  return Math.sqrt((total * groups) / (groups - 1)) / xs.length;
}
/** Mean of `xs` and its standard error (clustered), scaled (to points: × 100). */
const withSe = (xs: readonly number[], scale = 100): string =>
  `${(scale * mean(xs)).toFixed(2)} ± ${(scale * clusteredSe(xs)).toFixed(2)}`;
const diff = (a: readonly number[], b: readonly number[]): number[] => a.map((x, i) => x - (b[i] as number));

/** The reason the computer's toss text gives ("… chose to bowl first: <reason>. … will bat"). */
function tossReason(engine: Engine, tossed: MatchState): string {
  const start = engine.createMatch(tossed.seed, tossed.level, tossed.rulesVersion);
  let state = start;
  const setup: Action[] = [
    { type: "chooseFormat", format: tossed.format as FormatKey },
    { type: "chooseTeam", countryId: tossed.teamId as number },
    { type: "chooseOpponent", countryId: tossed.opponentId as number },
    { type: "chooseLocation", countryId: tossed.locationId as number },
    { type: "chooseStadium", stadiumId: tossed.stadiumId as string },
  ];
  for (const action of setup) state = stepped(engine, state, action);
  const result = engine.step(state, { type: "callToss", call: (tossed.toss?.call ?? 0) as 0 | 1 });
  if (!result.ok) throw new Error(result.error.message);
  const text = result.events.find((e) => e.type === "choice")?.text ?? "";
  return /first: (.*)\. /.exec(text)?.[1] ?? "(none)";
}

/** Version 1's ground rule, as toss.ts's computerTossChoice has it. */
function version1Choice(stadium: Stadium): "bat" | "bowl" {
  const [first, second] = stadium.battingCondition;
  if (first > second) return "bat";
  if (first < second) return "bowl";
  return stadium.betterFor === 2 ? "bat" : "bowl";
}

function measure(format: FormatKey, matches: number): Tally {
  const rng = seedRng(format === "t20" ? 2121 : 5151);
  const tally: Tally = {
    r: [],
    o: [],
    x: [],
    modelR: [],
    modelO: [],
    bowl: 0,
    unlikeVersion1: 0,
    overVersion1: [],
    reasons: new Map(),
  };
  for (let m = 0; m < matches; m += REPEATS) {
    const a = pick(rng, TOP_EIGHT);
    let b = pick(rng, TOP_EIGHT);
    while (b === a) b = pick(rng, TOP_EIGHT);
    const stadium = pick(rng, stadiumsOf(pick(rng, [a, b])));
    // One engine per pairing and ground: both orders' tables are built once for its matches.
    const engine = createEngine(catalog);
    // Both orders' tables first (the matches play both), so the decisions below read them.
    const sample = atTossResult(engine, 1, format, a, b, stadium, true);
    for (const choice of ["bat", "bowl"] as const)
      modelScore(engine, stepped(engine, sample, { type: "chooseBatOrBowl", choice }));
    // Each side's decision as the computer makes it here (the same for every seed: it reads the
    // sides, their batting orders and the ground only), from a match the computer wins.
    const decisions = new Map<number, { readonly choice: "bat" | "bowl"; readonly reason: string }>();
    for (const [winner, loser] of [
      [a, b],
      [b, a],
    ] as const) {
      const state = atTossResult(engine, 1, format, loser, winner, stadium, false);
      const said = state.toss?.choice as "bat" | "bowl";
      decisions.set(winner, { choice: said, reason: tossReason(engine, state) });
    }
    for (let r = 0; r < REPEATS && m + r < matches; r++) {
      const seed = nextUint32(rng);
      const winner = randomBelow(rng, 2) === 0 ? a : b;
      const loser = winner === a ? b : a;
      const tossed = atTossResult(engine, seed, format, winner, loser, stadium, true);
      const decision = decisions.get(winner) as { readonly choice: "bat" | "bowl"; readonly reason: string };
      const rule = decision.choice;
      tally.reasons.set(decision.reason, (tally.reasons.get(decision.reason) ?? 0) + 1);
      const opposite = rule === "bat" ? "bowl" : "bat";
      const startR = stepped(engine, tossed, { type: "chooseBatOrBowl", choice: rule });
      const startO = stepped(engine, tossed, { type: "chooseBatOrBowl", choice: opposite });
      const userSeed = (seed ^ 0x5eed) >>> 0;
      tally.r.push(userScore(playOn(engine, startR, seedRng(userSeed), "captain")));
      tally.o.push(userScore(playOn(engine, startO, seedRng(userSeed), "captain")));
      tally.x.push(userScore(playOn(engine, startR, seedRng(userSeed), "random")));
      const modelR = modelScore(engine, startR);
      const modelO = modelScore(engine, startO);
      tally.modelR.push(modelR);
      tally.modelO.push(modelO);
      if (rule === "bowl") tally.bowl++;
      const unlike = version1Choice(stadium) !== rule;
      if (unlike) tally.unlikeVersion1++;
      tally.overVersion1.push(unlike ? modelR - modelO : 0);
    }
  }
  return tally;
}

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((p, q) => p - q);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/**
 * What the decision costs: on a fresh engine (nothing cached), the toss step the computer wins
 * (it builds both orders' tables) against building one order's tables, median over `pairings`
 * drawn pairings and grounds, in milliseconds.
 */
function tossCost(format: FormatKey, pairings: number): { toss: number; oneSet: number } {
  const rng = seedRng(99);
  const toss: number[] = [];
  const oneSet: number[] = [];
  for (let k = 0; k < pairings; k++) {
    const a = pick(rng, TOP_EIGHT);
    let b = pick(rng, TOP_EIGHT);
    while (b === a) b = pick(rng, TOP_EIGHT);
    const stadium = pick(rng, stadiumsOf(pick(rng, [a, b])));
    const seed = nextUint32(rng);
    const state = atToss(classicEngine, seed, format, a, b, stadium);
    const fresh = createEngine(catalog);
    const started = performance.now();
    stepped(fresh, state, { type: "callToss", call: callFor(state, false) });
    toss.push(performance.now() - started);
    const other = createEngine(catalog);
    const won = stepped(other, state, { type: "callToss", call: callFor(state, true) });
    const batFirst = stepped(other, won, { type: "chooseBatOrBowl", choice: "bat" });
    const built = performance.now();
    modelScore(other, batFirst);
    oneSet.push(performance.now() - built);
  }
  return { toss: median(toss), oneSet: median(oneSet) };
}

/** The report's lines for `options`. */
export function decisionsReport(options: Options): string[] {
  const out: string[] = [
    "## The value of the computer's decisions (rules version 2, both sides International)",
    "",
  ];
  for (const format of options.formats) {
    const started = performance.now();
    const t = measure(format, options.matches);
    const cost = tossCost(format, 5);
    const n = t.r.length;
    const tossValue = diff(t.r, t.o).map((d) => d / 2);
    const modelValue = diff(t.modelR, t.modelO).map((d) => d / 2);
    out.push(
      `### ${format}: top eight v top eight, ${n} seeds × 3 = ${3 * n} matches`,
      `- Toss winner's edge (win % − 50, deciding by the rule): ${withSe(t.r.map((s) => s - 0.5))} points; the tables expect ${withSe(t.modelR.map((s) => s - 0.5))}`,
      `- Toss winner's edge deciding at random (mean of R and O): ${withSe(t.r.map((s, i) => (s + (t.o[i] as number)) / 2 - 0.5))} points`,
      `- Toss decision against a random one (½ × paired R − O): ${withSe(tossValue)} points; the tables expect ${withSe(modelValue)}`,
      `- … against always the opposite (paired R − O): ${withSe(diff(t.r, t.o))} points`,
      `- The rule chose to bowl in ${((100 * t.bowl) / n).toFixed(1)}% of seeds; it differs from version 1's ground rule in ${((100 * t.unlikeVersion1) / n).toFixed(1)}%, worth ${withSe(t.overVersion1)} points over it by the tables`,
      `- Reasons given (share of seeds): ${[...t.reasons]
        .sort((p, q) => q[1] - p[1])
        .map(([reason, k]) => `"${reason}" ${((100 * k) / n).toFixed(1)}%`)
        .join(", ")}`,
      `- Bowler choice against a uniformly random eligible bowler (paired R − X, the toss winner's side): ${withSe(diff(t.r, t.x))} points`,
      `- Cost of the decision (fresh engine, median of 5 pairings and grounds): the toss step ${cost.toss.toFixed(0)} ms, one order's tables alone ${cost.oneSet.toFixed(0)} ms`,
      `- (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      "",
    );
  }
  return out;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(decisionsReport(parseOptions(process.argv.slice(2), 1000)).join("\n"));
}
