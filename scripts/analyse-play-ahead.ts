/**
 * Playing ahead with a plan, measured through the product's own code (`playStretch`, the
 * captain's bowlers, the generator derived from the seed), at the current rules:
 *
 * 1. each approach's win rate against Club and International, the same approach batting and
 *    bowling, every approach meeting the same matches (pairings of the top eight, a ground, the
 *    toss), with the paired difference from Balanced and its standard error;
 * 2. how many decisions finish a match: the setup's seven (format, team, opponent, ground's
 *    country, ground, the toss's call, bat or bowl) plus one plan per stretch, played to the end
 *    of each over, to each wicket, or to the end of each innings.
 *
 *   node --import tsx scripts/analyse-play-ahead.ts [--matches N] [--formats t20,oneDay]
 *
 * Also run by `npm run analyse`. See docs/decisions/0016-play-ahead.md.
 */
import { pathToFileURL } from "node:url";
import { catalog } from "../src/data/catalog.ts";
import { parseOptions, pick, REPEATS, TOP_EIGHT } from "./analysis-common.ts";
import {
  APPROACH_LABELS,
  APPROACHES,
  createEngine,
  CURRENT_RULES_VERSION,
  playAheadRng,
  playStretch,
  seedRng,
  type Action,
  type Approach,
  type Engine,
  type FormatKey,
  type MatchState,
  type OpponentLevel,
  type PlayAheadUntil,
} from "../src/engine/index.ts";

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The setup's decisions: format, team, opponent, ground's country, ground, the toss's call, bat or bowl. */
const SETUP_DECISIONS = 7;

/** A match set up to its first ball from `seed` at a drawn pairing and ground, the toss by the seed. */
function setUp(
  engine: Engine,
  seed: number,
  level: OpponentLevel,
  format: FormatKey,
  pairing: number,
): { state: MatchState; actions: number } {
  const rng = seedRng((pairing * 7919 + 17) >>> 0);
  const teamId = pick(rng, TOP_EIGHT);
  const opponentId = pick(
    rng,
    TOP_EIGHT.filter((id) => id !== teamId),
  );
  const ground = pick(
    rng,
    catalog.stadiums.filter((s) => s.countryId === teamId || s.countryId === opponentId),
  );
  let state = engine.createMatch(seed, level, CURRENT_RULES_VERSION);
  let actions = 0;
  const apply = (action: Action) => {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`setup refused: ${result.error.message}`);
    state = result.state;
    actions++;
  };
  apply({ type: "chooseFormat", format });
  apply({ type: "chooseTeam", countryId: teamId });
  apply({ type: "chooseOpponent", countryId: opponentId });
  apply({ type: "chooseLocation", countryId: ground.countryId });
  apply({ type: "chooseStadium", stadiumId: ground.id });
  apply({ type: "callToss", call: (seed & 1) as 0 | 1 });
  if (engine.nextInput(state) === "chooseBatOrBowl") {
    apply({ type: "chooseBatOrBowl", choice: (seed >> 1) & 1 ? "bowl" : "bat" });
  } else {
    apply({ type: "startMatch" });
  }
  return { state, actions };
}

/** 1 the user won, ½ a tie, 0 lost. */
function score(state: MatchState): number {
  const result = state.result;
  if (!result) throw new Error("a stretch to the end of the match ended without a result");
  return result.winnerTeamId === state.teamId ? 1 : result.kind === "tie" ? 0.5 : 0;
}

/** Each approach's scores, match by match, against `level` (every approach the same matches). */
function approachScores(level: OpponentLevel, format: FormatKey, matches: number): Map<Approach, number[]> {
  const scores = new Map<Approach, number[]>(APPROACHES.map((a) => [a, []]));
  for (let pairing = 0; pairing * REPEATS < matches; pairing++) {
    // One engine a pairing: its tables (one set a side batting first) serve all its matches.
    const engine = createEngine(catalog);
    for (let k = 0; k < REPEATS && pairing * REPEATS + k < matches; k++) {
      const seed = 1 + pairing * 1000 + k;
      const start = setUp(engine, seed, level, format, pairing);
      for (const approach of APPROACHES) {
        const plan = { batting: approach, bowling: approach };
        const stretch = playStretch(engine, start.state, plan, "match", playAheadRng(seed, start.actions));
        scores.get(approach)?.push(score(stretch.state));
      }
    }
  }
  return scores;
}

/** How many stretches, played to `until` again and again, finish a match from its first ball. */
function stretchesToFinish(
  engine: Engine,
  start: { state: MatchState; actions: number },
  seed: number,
  until: PlayAheadUntil,
): number {
  let state = start.state;
  let played = start.actions;
  let stretches = 0;
  while (state.result === null) {
    const stretch = playStretch(
      engine,
      state,
      { batting: "balanced", bowling: "balanced" },
      until,
      playAheadRng(seed, played),
    );
    if (stretch.actions.length === 0) throw new Error("a stretch played nothing before the result");
    state = stretch.state;
    played += stretch.actions.length;
    stretches++;
  }
  return stretches;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

/** The report's Markdown lines. */
export function playAheadReport(options: { matches: number; formats: readonly FormatKey[] }): string[] {
  const started = performance.now();
  const out = [
    "## Playing ahead with a plan (rules version " + String(CURRENT_RULES_VERSION) + ")",
    "",
    `Whole matches played to the end with one plan from the first ball, ${options.matches} per format and level (pairings of the top eight, ${REPEATS} matches each), every approach meeting the same matches; the user's bowlers are the captain's pick. The difference is from Balanced on the same matches, ± its paired standard error.`,
    "",
  ];
  for (const format of options.formats) {
    out.push(`### ${format === "t20" ? "T20" : "One-day"}`, "");
    out.push(
      "| approach (batting and bowling) | Club wins | Club vs Balanced | International wins | International vs Balanced |",
    );
    out.push("| --- | --- | --- | --- | --- |");
    const byLevel = new Map(
      (["club", "international"] as const).map((level) => [
        level,
        approachScores(level, format, options.matches),
      ]),
    );
    for (const approach of APPROACHES) {
      const cells: string[] = [];
      for (const level of ["club", "international"] as const) {
        const scores = byLevel.get(level) as Map<Approach, number[]>;
        const mine = scores.get(approach) as number[];
        const base = scores.get("balanced") as number[];
        const n = mine.length;
        const diffs = mine.map((x, i) => x - (base[i] as number));
        const mean = diffs.reduce((a, b) => a + b, 0) / n;
        const variance = diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / Math.max(1, n - 1);
        cells.push(
          pct(mine.reduce((a, b) => a + b, 0) / n),
          approach === "balanced"
            ? "—"
            : `${(100 * mean).toFixed(1)} ± ${(100 * Math.sqrt(variance / n)).toFixed(1)} pp`,
        );
      }
      out.push(`| ${APPROACH_LABELS[approach]} | ${cells.join(" | ")} |`);
    }
    out.push("");
  }
  out.push(
    "### Decisions to finish a match (Club, Balanced)",
    "",
    `The setup's ${SETUP_DECISIONS} decisions plus one plan a stretch; ${Math.min(options.matches, 200)} matches per format.`,
    "",
    "| format | a plan an over: median (max) | a plan a wicket: median (max) | a plan an innings: median (max) |",
    "| --- | --- | --- | --- |",
  );
  for (const format of options.formats) {
    const engine = createEngine(catalog);
    const cells: string[] = [];
    for (const until of ["over", "wicket", "innings"] as const) {
      const counts: number[] = [];
      for (let seed = 1; seed <= Math.min(options.matches, 200); seed++) {
        const start = setUp(engine, seed, "club", format, seed % 8);
        counts.push(SETUP_DECISIONS + stretchesToFinish(engine, start, seed, until));
      }
      counts.sort((a, b) => a - b);
      cells.push(`${quantile(counts, 0.5)} (${counts[counts.length - 1]})`);
    }
    out.push(`| ${format} | ${cells.join(" | ")} |`);
  }
  out.push("", `- (${((performance.now() - started) / 1000).toFixed(0)} s)`, "");
  return out;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(playAheadReport(parseOptions(process.argv.slice(2), 1000)).join("\n"));
}
