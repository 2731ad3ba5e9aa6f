/**
 * The win tables an engine has built or been given, by key. Tables depend only on the match
 * length (and, for Classic, who bats first), never on the teams, so one set serves every match
 * of that length. This cache is the only state an engine keeps between calls: building or
 * adopting tables changes when the work is done, never a result.
 */
import type { Action, OpponentLevel } from "./actions.ts";
import type { FormatKey } from "./catalog.ts";
import { levelRules } from "./level-rules.ts";
import type { Engine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import {
  buildClassicTables,
  buildEquilibriumTables,
  tablesFromData,
  type WinTables,
  type WinTablesData,
} from "./strategy/win-tables.ts";

/**
 * Which tables a match is valued with, as a string: `classic:<balls>:bat|bowl` (Classic's,
 * by who bats first) or `equilibrium:<balls>` (Club's and International's).
 */
export type TablesKey = string;

function keyFor(level: OpponentLevel, totalBalls: number, userBatsFirst: boolean): TablesKey {
  return levelRules(level).tables === "classic"
    ? `classic:${totalBalls}:${userBatsFirst ? "bat" : "bowl"}`
    : `equilibrium:${totalBalls}`;
}

/** The key of the tables a match (at or past the format stage) is valued with. */
export function tablesKey(state: Pick<MatchState, "level" | "totalBall" | "playerAction">): TablesKey {
  return keyFor(state.level, state.totalBall, state.playerAction === 0);
}

/**
 * The state (at the format stage) whose tables replaying a kept match needs, or null when its
 * replay needs none: only International's computer reads the tables for its choices, and only
 * once a format is chosen (the last one chosen: Back may have changed it before the toss).
 * Give it to {@link tablesKey}, or to a worker that builds them with `tables.forMatch(state)`.
 */
export function replayTablesState(
  engine: Pick<Engine, "createMatch" | "step">,
  record: { readonly level?: OpponentLevel; readonly actions: readonly Action[] },
): MatchState | null {
  const level = record.level ?? "classic";
  if (!levelRules(level).playNeedsTables) return null;
  let format: FormatKey | null = null;
  for (const action of record.actions) if (action.type === "chooseFormat") format = action.format;
  if (format === null) return null;
  const chosen = engine.step(engine.createMatch(0, level), { type: "chooseFormat", format });
  return chosen.ok ? chosen.state : null;
}

/** The key of built tables handed over as data. */
export function tablesKeyOf(data: WinTablesData): TablesKey {
  return data.kind === "classic"
    ? keyFor("classic", data.totalBalls, data.userBatsFirst === true)
    : keyFor("international", data.totalBalls, false);
}

/** An engine's win tables: built on first use, adopted from another thread, or let go. */
export class TableCache {
  private readonly tables = new Map<TablesKey, WinTables>();

  /** Whether the tables under `key` are here (so asking for them costs nothing). */
  has(key: TablesKey): boolean {
    return this.tables.has(key);
  }

  /**
   * The win tables a match is valued with: Classic's (the user's best play, by who bats first)
   * or the equilibrium's (Club and International). Built on first use and kept.
   */
  tablesFor(level: OpponentLevel, totalBalls: number, userBatsFirst: boolean): WinTables {
    const key = keyFor(level, totalBalls, userBatsFirst);
    let tables = this.tables.get(key);
    if (!tables) {
      tables =
        levelRules(level).tables === "classic"
          ? buildClassicTables(totalBalls, userBatsFirst)
          : buildEquilibriumTables(totalBalls);
      this.tables.set(key, tables);
    }
    return tables;
  }

  /** {@link tablesFor} the match in `state`. */
  forMatch(state: MatchState): WinTables {
    return this.tablesFor(state.level, state.totalBall, state.playerAction === 0);
  }

  /**
   * Takes tables built elsewhere (a worker) under their key, unless some are there already.
   * They are the same numbers this cache would build, so adopting them changes when the work
   * is done, never a result. Throws a RangeError when the arrays do not fit their length.
   */
  adopt(data: WinTablesData): void {
    const key = tablesKeyOf(data);
    if (!this.tables.has(key)) this.tables.set(key, tablesFromData(data));
  }

  /** Lets go of the tables under `key` (a worker that has handed their arrays on). */
  release(key: TablesKey): void {
    this.tables.delete(key);
  }
}
