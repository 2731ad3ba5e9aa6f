/**
 * Plays a whole match through `step`, as a user would, for tests and benchmarks. Its own
 * choices (teams, ground, toss call, bowlers, styles) come from a second generator seeded from
 * the same seed, so a simulation is as reproducible as the match itself.
 */
import { styleFor, type Action, type OpponentLevel, type StyleLevel } from "./actions.ts";
import type { FormatKey } from "./catalog.ts";
import type { Engine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import { randomBelow, seedRng, type RngState, type Seed } from "./rng.ts";
import type { RulesVersion } from "./rules-version.ts";

/** What the simulated user needs to choose a style. */
export interface StrategyContext {
  readonly state: MatchState;
  readonly role: "bat" | "bowl";
  /** An integer uniformly in [0, n) from the simulation's generator. */
  readonly random: (n: number) => number;
}

/** A fixed level for every ball, a uniformly random level per ball, or a function. */
export type SimulationStrategy = StyleLevel | "random" | ((context: StrategyContext) => StyleLevel);

/** Optional fixed choices; anything left out is drawn from the simulation's generator. */
export interface SimulationOptions {
  readonly teamId?: number;
  readonly opponentId?: number;
  readonly stadiumId?: string;
  /** How the computer plays (Classic when left out). */
  readonly level?: OpponentLevel;
  /** The rules it is played by (the current ones when left out). */
  readonly rulesVersion?: RulesVersion;
  /** A knockout match (a tie settled by super overs; rules version 3 on); not one when left out. */
  readonly knockout?: boolean;
  /** The user's batting order (player ids), set at the toss; the squad's order when left out. */
  readonly battingOrder?: readonly number[];
  /** Keep the list of actions played (on by default; the benchmark turns it off). */
  readonly recordActions?: boolean;
  /**
   * How the user's side picks its bowler each over: a uniformly random eligible one (the default)
   * or the computer captain's suggestion, as a careful player would.
   */
  readonly bowlerChoice?: "random" | "captain";
  /**
   * How the user's side decides on winning the toss: at random (the default) or as the
   * computer's rule would (`Engine.tossChoice`), when the computer plays both sides.
   */
  readonly tossChoice?: "random" | "computer";
}

/** A finished simulation. */
export interface SimulationResult {
  readonly state: MatchState;
  /** Every action applied, in order (empty when not recorded). */
  readonly actions: readonly Action[];
  /** Balls bowled in the whole match. */
  readonly balls: number;
  /** Events reported by all steps. */
  readonly events: number;
}

const LEVELS: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];

/** The six ball actions, built once: a ball is the most common step, so nothing is allocated for it. */
const BALL_ACTIONS: Readonly<Record<"bat" | "bowl", Readonly<Record<StyleLevel, Action>>>> = {
  bat: {
    aggressive: { type: "playBall", style: styleFor("bat", "aggressive") },
    normal: { type: "playBall", style: styleFor("bat", "normal") },
    defensive: { type: "playBall", style: styleFor("bat", "defensive") },
  },
  bowl: {
    aggressive: { type: "playBall", style: styleFor("bowl", "aggressive") },
    normal: { type: "playBall", style: styleFor("bowl", "normal") },
    defensive: { type: "playBall", style: styleFor("bowl", "defensive") },
  },
};
/**
 * BALL_ACTIONS[role][level], compared rather than looked up (a lookup by a key that varies is a
 * slow, generic one, and this is every ball).
 */
function ballAction(role: "bat" | "bowl", level: StyleLevel): Action {
  const actions =
    role === "bat" ? BALL_ACTIONS.bat : role === "bowl" ? BALL_ACTIONS.bowl : BALL_ACTIONS[role];
  if (level === "aggressive") return actions.aggressive;
  if (level === "normal") return actions.normal;
  if (level === "defensive") return actions.defensive;
  return actions[level];
}

/** Mixed into the seed so the simulated user's choices are not the match generator's draws. */
const SIMULATION_SALT = 0x5bd1e995;

interface CatalogLists {
  readonly playable: readonly number[];
  readonly locations: readonly number[];
}

const listsCache = new WeakMap<Engine, CatalogLists>();

function listsFor(engine: Engine): CatalogLists {
  let lists = listsCache.get(engine);
  if (!lists) {
    const countryIds = new Set(engine.catalog.countries.map((c) => c.id));
    lists = {
      playable: engine.catalog.squads
        .filter((s) => s.players.length >= 2 && countryIds.has(s.countryId))
        .map((s) => s.countryId),
      locations: engine.catalog.countries.map((c) => c.id).filter((id) => engine.stadiumsFor(id).length > 0),
    };
    listsCache.set(engine, lists);
  }
  return lists;
}

function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[randomBelow(rng, items.length)] as T;
}

/**
 * Plays a match of `format` from `seed` to its result. Throws if the engine ever refuses the
 * simulated user's action, which would be an engine bug (the simulation only sends actions the
 * engine says it is waiting for).
 */
export function simulateMatch(
  engine: Engine,
  seed: Seed,
  format: FormatKey,
  strategy: SimulationStrategy = "random",
  options: SimulationOptions = {},
): SimulationResult {
  // A wide seed's low 32 bits alone choose for the simulated user: two seeds that share them
  // make the same choices wherever their matches let them, and differ in the match's own draws.
  const low = typeof seed === "number" ? seed : Number.parseInt(seed.slice(-8), 16);
  const rng = seedRng((low ^ SIMULATION_SALT) >>> 0);
  const random = (n: number): number => randomBelow(rng, n);
  const record = options.recordActions ?? true;
  const actions: Action[] = [];
  let state =
    options.knockout === true
      ? engine.createMatch(seed, options.level ?? "classic", options.rulesVersion, { knockout: true })
      : engine.createMatch(seed, options.level ?? "classic", options.rulesVersion);
  let balls = 0;
  let events = 0;

  const apply = (action: Action): void => {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`simulation refused: ${result.error.code}: ${result.error.message}`);
    state = result.state;
    events += result.events.length;
    if (record) actions.push(action);
  };

  const lists = listsFor(engine);
  const teamId = options.teamId ?? pick(rng, lists.playable);
  const opponents = lists.playable.filter((id) => id !== teamId);
  const opponentId = options.opponentId ?? pick(rng, opponents);
  const fixedStadium =
    options.stadiumId === undefined
      ? undefined
      : engine.catalog.stadiums.find((s) => s.id === options.stadiumId);
  const locationId = fixedStadium?.countryId ?? pick(rng, lists.locations);
  const stadiumId = fixedStadium?.id ?? pick(rng, engine.stadiumsFor(locationId)).id;

  apply({ type: "chooseFormat", format });
  apply({ type: "chooseTeam", countryId: teamId });
  apply({ type: "chooseOpponent", countryId: opponentId });
  apply({ type: "chooseLocation", countryId: locationId });
  apply({ type: "chooseStadium", stadiumId });
  if (options.battingOrder !== undefined) apply({ type: "setBattingOrder", order: options.battingOrder });
  const call = random(2) as 0 | 1;
  // The computer's rule is asked only when the user's side wins the coin: when the computer
  // wins, the call below makes that decision itself, and asking first would weigh it twice.
  const ruled =
    options.tossChoice === "computer" && engine.tossWinner(state, call) === "user"
      ? engine.tossChoice(state)
      : null;
  apply({ type: "callToss", call });
  if (engine.nextInput(state) === "chooseBatOrBowl") {
    apply({ type: "chooseBatOrBowl", choice: ruled ?? (random(2) === 0 ? "bat" : "bowl") });
  } else {
    apply({ type: "startMatch" });
  }

  for (;;) {
    const input = engine.nextInput(state);
    if (input === "playBall") {
      const role = engine.userRole(state) ?? "bat";
      const level =
        typeof strategy === "function"
          ? strategy({ state, role, random })
          : strategy === "random"
            ? (LEVELS[random(3)] as StyleLevel)
            : strategy;
      apply(ballAction(role, level));
      balls++;
    } else if (input === "chooseBowler") {
      const suggested = options.bowlerChoice === "captain" ? engine.suggestedBowler(state) : null;
      apply({
        type: "chooseBowler",
        playerId: suggested?.playerId ?? pick(rng, engine.eligibleBowlers(state)),
      });
    } else if (input === null) {
      break;
    } else {
      throw new Error(`simulation cannot handle ${input}`);
    }
  }
  return { state, actions, balls, events };
}
