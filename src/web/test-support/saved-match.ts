/**
 * Matches in progress built by the engine and written as the game writes its own save, for the
 * end-to-end specs and the benchmarks that open `/game` on a match already under way (only tests
 * and benchmarks import this). The text comes from the game's own match storage, so whatever
 * that storage puts in a save comes along here too.
 */
import { catalog } from "../../data/catalog.ts";
import {
  createEngine,
  type Action,
  type Engine,
  type FormatKey,
  type MatchState,
  type OpponentLevel,
  type PlayStyle,
  type RulesVersion,
} from "../../engine/index.ts";
import {
  createMatchStorage,
  MATCH_KEY,
  type SavedMatchRecord,
} from "@/features/game/saving/match-storage.ts";

export { MATCH_KEY };

/** The engine these matches are played on. */
export const savedMatchEngine: Engine = createEngine(catalog);

/** A match so far: what a save holds, and the state it replays to. */
export interface BuiltMatch {
  readonly seed: number;
  readonly level: OpponentLevel;
  readonly actions: readonly Action[];
  readonly state: MatchState;
}

/** How a match is set up and how far it is played. */
export interface MatchPlan {
  readonly seed: number;
  readonly level: OpponentLevel;
  readonly format: FormatKey;
  /** The user's team and the opponent (country ids; India and Australia unless given). */
  readonly teamId?: number;
  readonly opponentId?: number;
  /** The ground, in its country (Wankhede Stadium unless given). */
  readonly stadiumId?: string;
  /** The toss call (0 is crown), and what the user takes if they win it (bat unless given). */
  readonly call?: 0 | 1;
  readonly choice?: "bat" | "bowl";
  /**
   * Checked before each action after the toss: play stops when it holds (or at the result).
   * Left out, the match stops at its first action after the toss.
   */
  readonly until?: (state: MatchState, actions: readonly Action[]) => boolean;
  /** Which of the style buttons each ball is played with (the first unless given). */
  readonly styleIndex?: number;
  /** The rules it is played by (the current ones unless given). */
  readonly rulesVersion?: RulesVersion;
}

/** Ids of the countries and the ground most specs play at. */
export const INDIA = 1;
export const AUSTRALIA = 2;
/** Wankhede: the computer, if it wins the toss, bowls first. */
export const WANKHEDE = "in-wankhede";
/** Eden Gardens: the computer, if it wins the toss, bats first. */
export const EDEN_GARDENS = "in-eden-gardens";

/**
 * Sets up and plays a match as a simple user would (the first eligible bowler, the same style
 * every ball) up to `plan.until`; throws if the engine refuses any action.
 */
export function buildMatch(plan: MatchPlan, engine: Engine = savedMatchEngine): BuiltMatch {
  let state = engine.createMatch(plan.seed, plan.level, plan.rulesVersion);
  const actions: Action[] = [];
  const apply = (action: Action) => {
    const result = engine.step(state, action);
    if (!result.ok)
      throw new Error(`the planned match was refused at ${action.type}: ${result.error.message}`);
    state = result.state;
    actions.push(action);
  };
  const stadiumId = plan.stadiumId ?? WANKHEDE;
  const stadium = engine.catalog.stadiums.find((s) => s.id === stadiumId);
  if (!stadium) throw new Error(`no stadium ${stadiumId}`);
  apply({ type: "chooseFormat", format: plan.format });
  apply({ type: "chooseTeam", countryId: plan.teamId ?? INDIA });
  apply({ type: "chooseOpponent", countryId: plan.opponentId ?? AUSTRALIA });
  apply({ type: "chooseLocation", countryId: stadium.countryId });
  apply({ type: "chooseStadium", stadiumId });
  // Unless the call is given: crown, or money where crown would leave the user the other role
  // (the computer, winning, decides by the ground, or from rules version 2 by the match's odds).
  const choice = plan.choice ?? "bat";
  let call = plan.call ?? 0;
  if (plan.call === undefined) {
    const crown = engine.step(state, { type: "callToss", call: 0 });
    if (crown.ok && crown.state.toss?.winner === "computer" && crown.state.toss.choice === choice) call = 1;
  }
  apply({ type: "callToss", call });
  if (engine.nextInput(state) === "chooseBatOrBowl") apply({ type: "chooseBatOrBowl", choice });
  else apply({ type: "startMatch" });
  const until = plan.until ?? (() => true);
  while (!until(state, actions)) {
    const input = engine.nextInput(state);
    if (input === "chooseBowler") {
      apply({ type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] as number });
    } else if (input === "playBall") {
      const options = engine.styleOptions(state);
      const style = (options[plan.styleIndex ?? 0] ?? options[0])?.style as PlayStyle;
      apply({ type: "playBall", style });
    } else break;
  }
  return { seed: plan.seed, level: plan.level, actions, state };
}

const ballsIn = (actions: readonly Action[]) => actions.filter((a) => a.type === "playBall").length;

/** The match of `plan` played to `balls` balls before its last (so the page plays those). */
export function buildMatchEndingIn(balls: number, plan: Omit<MatchPlan, "until">): BuiltMatch {
  const whole = buildMatch({ ...plan, until: (state) => state.result !== null });
  const stopAt = ballsIn(whole.actions) - balls;
  return buildMatch({ ...plan, until: (_state, actions) => ballsIn(actions) >= stopAt });
}

/** An in-memory `Storage`, for the game's storage code to write to outside a browser. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** What the game writes under {@link MATCH_KEY} for this match: its own storage's text. */
export function savedMatchText(record: Omit<SavedMatchRecord, "schemaVersion" | "tab">): string {
  const storage = new MemoryStorage();
  createMatchStorage(storage, "saved-match").save(record);
  const text = storage.getItem(MATCH_KEY);
  if (text === null) throw new Error("the match storage wrote nothing");
  return text;
}
