/**
 * What the rules ask of the win tables: the tables a match is valued with, and a match's own
 * odds. The engine is given an object that answers these (table-cache.ts's TableCache, which
 * builds, keeps, adopts and lets go of tables); the steps and views depend only on this
 * interface, so the cache, which reads the stages and the computer's situation to name and
 * window its tables, sits beside the rules rather than inside their imports.
 */
import type { MatchState } from "./match-state.ts";
import type { RulesVersion } from "./rules-version.ts";
import type { MatchOdds, WinTables } from "./strategy/win-tables.ts";

export interface WinTableSource {
  /** The tables the match in `state` is valued with, built on first use. */
  forMatch(state: MatchState): WinTables;
  /** A match's own tables' key and odds, or null when it is valued with shared tables. */
  matchOdds(state: MatchState): MatchOdds | null;
  /** Whether the tables `state` needs are here and can be read where it is now. */
  covers(state: MatchState): boolean;
  /** A match's own tables built for one read and not kept (the toss's first-ball values). */
  buildUnkept(totalBall: number, rulesVersion: RulesVersion, match: MatchOdds): WinTables;
}
