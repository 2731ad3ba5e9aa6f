/**
 * What a worker builds for a page, named by replaying a match on an engine: the state whose
 * tables or toss values a replay needs, and the window of a match's tables that lets it go on.
 * Apart from table-cache.ts, which the engine is given, since these read an engine.
 */
import type { FormatKey } from "./catalog.ts";
import { situationOf } from "./computer-style.ts";
import type { Engine } from "./engine.ts";
import { levelRules } from "./level-rules.ts";
import type { MatchState } from "./match-state.ts";
import type { MatchRecord } from "./replay.ts";
import { playableRulesVersionOf, rulesFor } from "./rules-version.ts";
import { inPlayInnings } from "./stages.ts";
import { situationNow, tablesKey, tablesPerMatch } from "./table-cache.ts";
import { buildChaseWindow, WICKETS, type Situation, type WinTablesData } from "./strategy/win-tables.ts";

/**
 * The state whose tables replaying a kept match needs, or null when its replay needs none: only
 * International's computer reads the tables for its choices. Tables shared by every match of a
 * length (rules version 1) are needed once a format is chosen (the last one chosen: Back may
 * have changed it before the toss): the answer is a match at the format stage. A match's own
 * (version 2 on) are known only once play starts: the answer is the record's own match at its
 * first ball (its sides, batting orders and ground: everything the key names), replayed from
 * its seed at its version; null when the record stops before then, or at a version this engine
 * cannot play. Give it to {@link tablesKey}, or to a worker that builds them with
 * `tables.forMatch(state)`.
 */
export function replayTablesState(
  engine: Pick<Engine, "createMatch" | "step">,
  record: Pick<MatchRecord, "seed" | "level" | "rulesVersion" | "actions">,
): MatchState | null {
  const level = record.level ?? "classic";
  if (!levelRules(level).playNeedsTables) return null;
  const rulesVersion = playableRulesVersionOf(record.rulesVersion);
  if (rulesVersion === null) return null;
  if (tablesPerMatch(level, rulesVersion)) {
    let state = engine.createMatch(record.seed, level, rulesVersion);
    for (const action of record.actions) {
      const result = engine.step(state, action);
      if (!result.ok) return null;
      state = result.state;
      if (state.sides !== null) return state;
    }
    return null;
  }
  let format: FormatKey | null = null;
  for (const action of record.actions) if (action.type === "chooseFormat") format = action.format;
  if (format === null) return null;
  const chosen = engine.step(engine.createMatch(0, level, rulesVersion), { type: "chooseFormat", format });
  return chosen.ok ? chosen.state : null;
}

/**
 * The state at which `record`'s coin was called (its toss stage, the batting order as set), or
 * null when it never was: what a page asks its worker to value (`Engine.tossValues`) before it
 * replays a saved match, since replaying the call reads the two orders' first-ball values.
 * Steps only the setup, which reads no tables.
 */
export function replayTossState(
  engine: Pick<Engine, "createMatch" | "step">,
  record: Pick<MatchRecord, "seed" | "level" | "rulesVersion" | "actions">,
): MatchState | null {
  const rulesVersion = playableRulesVersionOf(record.rulesVersion);
  if (rulesVersion === null) return null;
  let state = engine.createMatch(record.seed, record.level ?? "classic", rulesVersion);
  for (const action of record.actions) {
    if (action.type === "callToss") return state;
    const result = engine.step(state, action);
    if (!result.ok) return null;
    state = result.state;
  }
  return null;
}

/**
 * The window of `state`'s tables (see {@link WinTables.window}) that a match needs to go on
 * from `state` to the end of its innings: what a worker hands to a page playing International,
 * so the page holds a part of the tables rather than all of them. Given the match's `record`
 * (whose replay ends at `state`'s match, as when a saved match is resumed), the window is cut
 * where the record ends and carries the mixes the replay reads before it, so the page can
 * replay it from the window alone. A chase with no record is built on its own (quicker than
 * the whole tables, and none are kept); otherwise from the whole tables, built here if need be
 * (the caller may let them go afterwards).
 */
export function tablesWindow(
  engine: Pick<Engine, "createMatch" | "step" | "tables">,
  state: MatchState,
  record?: MatchRecord,
): WinTablesData {
  const path: Situation[] = [];
  let now = state;
  if (record !== undefined) {
    const rulesVersion = playableRulesVersionOf(record.rulesVersion);
    if (rulesVersion !== null) {
      const knockout = record.knockout === true && rulesFor(rulesVersion).superOver;
      now = engine.createMatch(record.seed, record.level ?? "classic", rulesVersion, { knockout });
      for (const action of record.actions) {
        const index = inPlayInnings(now);
        // A super over reads no tables (win-chance.ts): its balls are not on the path.
        if (index !== null && now.sides && !now.innings[index]?.superOver)
          path.push(situationOf(now, index, now.totalBall));
        const result = engine.step(now, action);
        if (!result.ok) break;
        now = result.state;
      }
    }
  }
  const from = situationNow(now) ??
    path[path.length - 1] ?? { innings: 1, ballsLeft: state.totalBall, wicketsLeft: WICKETS, runs: 0 };
  const key = tablesKey(now);
  if (
    from.innings === 2 &&
    path.length === 0 &&
    !engine.tables.has(key) &&
    levelRules(now.level).tables !== "classic"
  ) {
    return buildChaseWindow(
      now.totalBall,
      from,
      now.rulesVersion,
      engine.tables.matchOdds(now) ?? undefined,
    ).data();
  }
  return engine.tables.forMatch(now).window(from, path);
}
