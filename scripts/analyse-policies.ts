/**
 * Can a simple policy beat International (rules version 2)? Whole matches through the real engine
 * against the computer at International, from fixed seeds: the user plays a fixed level per role,
 * a state rule, the coach's best reply to the computer's mix, or the equilibrium itself. Every
 * policy meets the same matches (the same sides, ground, toss and seeds), so each one's win rate
 * is compared with the equilibrium user's on exactly those matches, with the standard error of
 * the paired difference. See docs/decisions/0014-players-and-grounds-in-the-odds.md.
 *
 *   node --import tsx scripts/analyse-policies.ts [--matches N] [--formats t20,oneDay]
 *       [--policies 0,5,11] [--bowlers captain|random]
 *
 * The user's side sends on the captain's suggested bowler each over unless `--bowlers random`.
 *
 * Also run by `npm run analyse`. Sides are pairs of the top eight, 20 settings (pairing and
 * ground) per format with N / 20 matches each, so each setting's win tables are built once.
 * The work is split between two child processes, half the settings each; `--policies 0,5,11`
 * runs some policies only (0, the equilibrium, always runs: it is the reference).
 */
import { fork } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { catalog } from "../src/data/catalog.ts";
import { TOP_EIGHT } from "./analysis-common.ts";
import {
  type InningsState,
  createEngine,
  RATED_RULES_VERSION,
  nextUint32,
  randomBelow,
  seedRng,
  simulateMatch,
  STYLE_INFO,
  type Engine,
  type FormatKey,
  type MatchState,
  type RngState,
  type StrategyContext,
  type StyleLevel,
} from "../src/engine/index.ts";

const SETTINGS = 20;
const LEVELS: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];
const SHORT: Readonly<Record<StyleLevel, string>> = { aggressive: "A", normal: "N", defensive: "D" };

/** A user policy: what it plays on a ball, given the state, the engine and its own generator. */
interface Policy {
  readonly name: string;
  readonly play: (engine: Engine, ctx: StrategyContext, rng: RngState) => StyleLevel;
}

/** Draws a level from a mix with the policy's own generator (so the match's own draws stay paired). */
function fromMix(rng: RngState, mix: readonly number[]): StyleLevel {
  const u = nextUint32(rng) / 4294967296;
  if (u < (mix[0] as number)) return "aggressive";
  if (u < (mix[0] as number) + (mix[1] as number)) return "normal";
  return "defensive";
}

/** The chasing side's required runs per ball, or the first innings' runs per ball so far. */
function pressure(state: MatchState): { chase: boolean; need: number; left: number; wickets: number } {
  const chase = state.status === 10;
  const batting = state.innings[chase ? 1 : 0] as InningsState;
  const first = state.innings[0] as InningsState;
  const left = state.totalBall - batting.ballCompleted;
  const need = chase ? first.totalRun + 1 - batting.totalRun : 0;
  return { chase, need, left, wickets: 10 - batting.wicketTaken };
}

const POLICIES: readonly Policy[] = [
  {
    name: "the equilibrium (the reference)",
    play: (engine, ctx, rng) => {
      const mix = engine.equilibrium(ctx.state);
      return mix === null ? "normal" : fromMix(rng, ctx.role === "bat" ? mix.bat : mix.bowl);
    },
  },
  ...LEVELS.flatMap((bat) =>
    LEVELS.map((bowl): Policy => ({
      name: `bat ${SHORT[bat]} / bowl ${SHORT[bowl]}`,
      play: (_engine, ctx) => (ctx.role === "bat" ? bat : bowl),
    })),
  ),
  {
    // A state rule a player might use: attack when the chase runs away or the end is near, defend
    // with few wickets left; bowl to the situation the same way.
    name: "state rule: attack when behind the rate or at the death, defend when wickets are short",
    play: (_engine, ctx) => {
      const { chase, need, left, wickets } = pressure(ctx.state);
      const death = left <= ctx.state.totalBall / 5;
      if (ctx.role === "bat") {
        if (wickets <= 3 && !death) return "defensive";
        if (death || (chase && need > 1.4 * left)) return "aggressive";
        return "normal";
      }
      if (chase && need > 1.6 * left) return "defensive";
      if (death) return "defensive";
      return wickets <= 4 ? "aggressive" : "normal";
    },
  },
  {
    // The coach's advice: the style that does best against the computer's mix for this ball.
    name: "the coach's best reply to the computer's mix",
    play: (engine, ctx) => {
      const advice = engine.coach(ctx.state);
      let best = advice[0];
      for (const a of advice) if (best === undefined || a.winChance > best.winChance) best = a;
      return best === undefined ? "normal" : STYLE_INFO[best.style].level;
    },
  },
  {
    // The same, but among styles the coach rates within 0.1 point of the best it draws at
    // random, as a player who takes equal figures as equal would.
    name: "the coach's best reply, near-ties drawn at random",
    play: (engine, ctx, rng) => {
      const advice = engine.coach(ctx.state);
      let top = -Infinity;
      for (const a of advice) top = Math.max(top, a.winChance);
      const near = advice.filter((a) => a.winChance >= top - 0.001);
      const pick = near[Math.floor((nextUint32(rng) / 4294967296) * near.length)];
      return pick === undefined ? "normal" : STYLE_INFO[pick.style].level;
    },
  },
];

interface Setting {
  readonly teamId: number;
  readonly opponentId: number;
  readonly stadiumId: string;
}

function settingsFor(format: FormatKey): Setting[] {
  const rng = seedRng(format === "t20" ? 3030 : 6060);
  const settings: Setting[] = [];
  for (let i = 0; i < SETTINGS; i++) {
    const a = TOP_EIGHT[randomBelow(rng, TOP_EIGHT.length)] as number;
    let b = a;
    while (b === a) b = TOP_EIGHT[randomBelow(rng, TOP_EIGHT.length)] as number;
    const grounds = catalog.stadiums.filter((s) => s.countryId === (randomBelow(rng, 2) === 0 ? a : b));
    settings.push({
      teamId: a,
      opponentId: b,
      stadiumId: (grounds[randomBelow(rng, grounds.length)] as { id: string }).id,
    });
  }
  return settings;
}

/**
 * The matches of settings `from`..`to` − 1 of a format for the policies `policies`: per policy, per
 * match in order, 1 the user won, ½ a tie, 0 lost. One engine per setting, shared by every policy,
 * so its tables (one set per side batting first) are built once.
 */
function play(job: Job): [number, number[]][] {
  const scores = new Map<number, number[]>(job.policies.map((p) => [p, []]));
  const perSetting = Math.ceil(job.matches / SETTINGS);
  const settings = settingsFor(job.format);
  for (let i = job.from; i < job.to; i++) {
    const engine = createEngine(catalog);
    for (const policy of job.policies) {
      const spec = POLICIES[policy] as Policy;
      const list = scores.get(policy) as number[];
      for (let k = 0; k < perSetting && i * perSetting + k < job.matches; k++) {
        const seed = 1 + i * 100_000 + k;
        const own = seedRng((seed * 2654435761) >>> 0);
        const { state } = simulateMatch(engine, seed, job.format, (ctx) => spec.play(engine, ctx, own), {
          level: "international",
          rulesVersion: RATED_RULES_VERSION,
          ...(settings[i] as Setting),
          bowlerChoice: job.bowlerChoice,
          recordActions: false,
        });
        const result = state.result;
        if (!result) throw new Error("a simulated match ended without a result");
        list.push(result.winnerTeamId === state.teamId ? 1 : result.kind === "tie" ? 0.5 : 0);
      }
    }
  }
  return [...scores];
}

interface Job {
  readonly format: FormatKey;
  readonly matches: number;
  readonly policies: readonly number[];
  /** Settings from..to − 1. */
  readonly from: number;
  readonly to: number;
  /** How the user's side picks its bowlers. */
  readonly bowlerChoice: "random" | "captain";
}

/** Runs a format's settings in two child processes (half the settings each); scores per policy, in match order. */
async function runFormat(
  format: FormatKey,
  matches: number,
  policies: readonly number[],
  bowlerChoice: "random" | "captain",
): Promise<Map<number, number[]>> {
  const half = SETTINGS / 2;
  const jobs: Job[] = [
    { format, matches, policies, from: 0, to: half, bowlerChoice },
    { format, matches, policies, from: half, to: SETTINGS, bowlerChoice },
  ];
  const results = await Promise.all(
    jobs.map(
      (job) =>
        new Promise<[number, number[]][]>((resolve, reject) => {
          const child = fork(fileURLToPath(import.meta.url), ["--job"], { execArgv: ["--import", "tsx"] });
          child.once("message", (r) => {
            resolve(r as [number, number[]][]);
            child.disconnect();
          });
          child.once("error", reject);
          child.once("exit", (code) => {
            if (code !== 0) reject(new Error(`policy worker exited with ${code}`));
          });
          child.send(job);
        }),
    ),
  );
  const merged = new Map<number, number[]>(policies.map((p) => [p, []]));
  for (const part of results) for (const [p, list] of part) (merged.get(p) as number[]).push(...list);
  return merged;
}

const keyOf = (policy: number, format: FormatKey): string => `${policy}:${format}`;
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The report's lines: each policy's win rate and its paired difference from the equilibrium's. */
export async function policiesReport(
  matches: number,
  formats: readonly FormatKey[],
  policies?: readonly number[],
  bowlerChoice: "random" | "captain" = "captain",
): Promise<string[]> {
  const started = performance.now();
  const chosen = policies ?? POLICIES.map((_, i) => i);
  const scores = new Map<string, number[]>();
  for (const format of formats) {
    const byPolicy = await runFormat(
      format,
      matches,
      chosen.includes(0) ? chosen : [0, ...chosen],
      bowlerChoice,
    );
    for (const [p, list] of byPolicy) scores.set(keyOf(p, format), list);
  }
  const out = [
    "## Policies against International (rules version 2)",
    "",
    `${matches} matches per policy and format (${SETTINGS} pairings of the top eight and grounds; the user's bowlers ${bowlerChoice === "captain" ? "the captain's suggestion" : "drawn at random"}), the same matches for every policy; the difference is the policy's win rate minus the equilibrium user's on those matches, ± its paired standard error.`,
    "",
    `| user policy | ${formats.map((f) => `${f} wins | ${f} difference`).join(" | ")} |`,
    `| --- | ${formats.map(() => "--- | ---").join(" | ")} |`,
  ];
  let worst = -Infinity;
  for (let p = 0; p < POLICIES.length; p++) {
    if (!scores.has(keyOf(p, formats[0] as FormatKey))) continue;
    const cells: string[] = [];
    for (const format of formats) {
      const mine = scores.get(keyOf(p, format)) as number[];
      const base = scores.get(keyOf(0, format)) as number[];
      const n = mine.length;
      const diffs = mine.map((x, i) => x - (base[i] as number));
      const mean = diffs.reduce((a, b) => a + b, 0) / n;
      const variance = diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / Math.max(1, n - 1);
      const wins = mine.reduce((a, b) => a + b, 0) / n;
      if (p > 0) worst = Math.max(worst, mean);
      cells.push(
        pct(wins),
        p === 0 ? "—" : `${(100 * mean).toFixed(1)} ± ${(100 * Math.sqrt(variance / n)).toFixed(1)} pp`,
      );
    }
    out.push(`| ${(POLICIES[p] as Policy).name} | ${cells.join(" | ")} |`);
  }
  out.push(
    "",
    `- Best policy against the equilibrium user: ${(100 * worst).toFixed(1)} pp (target: none more than 1 point better).`,
    `- (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    "",
  );
  return out;
}

if (process.argv.includes("--job")) {
  process.once("message", (job) => process.send?.(play(job as Job)));
} else if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  let matches = 10_000;
  let formats: FormatKey[] = ["t20", "oneDay"];
  let policies: number[] | undefined;
  let bowlers: "random" | "captain" = "captain";
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--matches") matches = Number(argv[++i]);
    else if (argv[i] === "--formats") formats = String(argv[++i]).split(",") as FormatKey[];
    else if (argv[i] === "--policies") policies = String(argv[++i]).split(",").map(Number);
    else if (argv[i] === "--bowlers") bowlers = argv[++i] === "random" ? "random" : "captain";
  }
  if (!Number.isInteger(matches) || matches < 1) throw new Error("--matches takes a whole number");
  console.log((await policiesReport(matches, formats, policies, bowlers)).join("\n"));
}
