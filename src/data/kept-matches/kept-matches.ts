/**
 * The committed kept matches: one finished match of every opponent level in every format, played
 * once by the engine's own simulation on Howzat's catalog and committed with its scorecard
 * (`v<rulesVersion>.json` beside this file, written by `scripts/make-kept-fixtures.ts`). Their
 * test replays each record and compares the scorecard with the committed one: the lock that a
 * rules version replays exactly forever. Nothing here is run to make the test's expectations.
 */
import {
  createEngine,
  OPPONENT_LEVELS,
  simulateMatch,
  type Action,
  type Engine,
  type FormatKey,
  type MatchState,
  type OpponentLevel,
  type RulesVersion,
  type InningsNumber,
  rulesFor,
} from "../../engine/index.ts";
import { catalog } from "../catalog.ts";

/** One committed kept match: its record, and the scorecard its replay must give, line by line. */
export interface KeptMatch {
  readonly seed: number;
  readonly level: OpponentLevel;
  readonly rulesVersion: RulesVersion;
  readonly format: FormatKey;
  /** A knockout match (a tie goes to super overs); absent for every other. */
  readonly knockout?: true;
  readonly scorecard: readonly string[];
  readonly actions: readonly Action[];
}

/** A committed file: every kept match of one rules version. */
export interface KeptMatchesFile {
  readonly rulesVersion: RulesVersion;
  readonly matches: readonly KeptMatch[];
}

/** The seed of a level's match in a format: fixed, so a new version's file plays the same setups. */
export function keptSeed(level: OpponentLevel, format: FormatKey): number {
  const levelIndex = OPPONENT_LEVELS.findIndex((l) => l.level === level);
  const formatIndex = catalog.formats.findIndex((f) => f.key === format);
  return 20_261_100 + 10 * levelIndex + formatIndex;
}

/**
 * The match as its scorecard: heading, result, and for each innings (the match's, then any super
 * overs') its total, batting, fall of wickets, bowling and every ball (the side's ball log), from
 * the engine's own views.
 */
export function keptScorecard(engine: Engine, state: MatchState): string[] {
  const summary = engine.matchSummary(state);
  const format = engine.catalog.formats.find((f) => f.key === summary.format)?.label ?? "?";
  const lines = [
    `${summary.innings.map((i) => i.teamName).join(" v ")} · ${format} · ${summary.stadiumName ?? "?"}`,
    `${state.level} opponent, rules version ${state.rulesVersion}, seed ${state.seed}`,
    engine.resultText(state) ?? "Match in progress",
  ];
  [...summary.innings, ...(summary.superOvers ?? [])].forEach((inn, i) => {
    const innings: InningsNumber = i + 1;
    const name = i < summary.innings.length ? "innings" : "super over";
    lines.push(`${inn.teamName} ${name}: ${inn.runs}/${inn.wickets} (${inn.overs} ov)`);
    for (const row of engine.battingCard(state, innings)) {
      if (row.balls > 0 || row.out || row.atCrease) {
        lines.push(`  ${row.name} ${row.dismissal || "not out"} ${row.runs} (${row.balls})`);
      }
    }
    const fallen = engine.fallOfWickets(state, innings);
    lines.push(
      `  Fall of wickets: ${fallen.length === 0 ? "none" : fallen.map((f) => `${f.wicket}-${f.runs} (${f.name}, ${f.overs} ov)`).join(", ")}`,
    );
    for (const row of engine.bowlingCard(state, innings)) {
      if (row.hasBowled) lines.push(`  ${row.name} ${row.overs}-${row.runs}-${row.wickets}`);
    }
    lines.push(`  Balls: ${state.innings[i]?.ballLog ?? ""}`);
  });
  return lines;
}

/**
 * Plays every level in every format of the catalog at the engine's current rules (a random
 * style each ball, the simulation's own choices of teams, ground, toss and bowlers); and, for a
 * version with the super over, a knockout Micro match of every level that went to a super over
 * (the first from the level's Micro seed on).
 */
export function playKeptMatches(rulesVersion: RulesVersion): KeptMatchesFile {
  const engine = createEngine(catalog);
  const matches: KeptMatch[] = [];
  const keep = (seed: number, state: MatchState, actions: readonly Action[], knockout: boolean) => {
    if (state.rulesVersion !== rulesVersion) {
      throw new Error(`the engine plays rules version ${state.rulesVersion}, not ${rulesVersion}`);
    }
    const { level } = state;
    const format = state.format as FormatKey;
    const scorecard = keptScorecard(engine, state);
    matches.push({ seed, level, rulesVersion, format, ...(knockout ? { knockout } : {}), scorecard, actions });
  };
  for (const { level } of OPPONENT_LEVELS) {
    for (const { key: format } of catalog.formats) {
      const seed = keptSeed(level, format);
      const { state, actions } = simulateMatch(engine, seed, format, "random", { level });
      keep(seed, state, actions, false);
    }
  }
  if (rulesFor(rulesVersion).superOver) {
    for (const { level } of OPPONENT_LEVELS) {
      const from = keptSeed(level, "micro");
      for (let seed = from; ; seed++) {
        if (seed > from + 10_000) throw new Error(`no ${level} knockout went to a super over`);
        const played = simulateMatch(engine, seed, "micro", "random", { level, rulesVersion, knockout: true });
        if (played.state.innings.length <= 2) continue;
        keep(seed, played.state, played.actions, true);
        break;
      }
    }
  }
  return { rulesVersion, matches };
}

/**
 * The file's text: readable scorecards, each match's actions on one line (a one-day match has
 * some six hundred), so a diff shows what changed and the file stays small.
 */
export function keptMatchesJson(file: KeptMatchesFile): string {
  const match = (m: KeptMatch) =>
    [
      "    {",
      `      "seed": ${m.seed},`,
      `      "level": ${JSON.stringify(m.level)},`,
      `      "rulesVersion": ${m.rulesVersion},`,
      `      "format": ${JSON.stringify(m.format)},`,
      ...(m.knockout ? [`      "knockout": true,`] : []),
      `      "scorecard": [`,
      m.scorecard.map((line) => `        ${JSON.stringify(line)}`).join(",\n"),
      "      ],",
      `      "actions": ${JSON.stringify(m.actions)}`,
      "    }",
    ].join("\n");
  return [
    "{",
    `  "rulesVersion": ${file.rulesVersion},`,
    `  "matches": [`,
    file.matches.map(match).join(",\n"),
    "  ]",
    "}",
    "",
  ].join("\n");
}
