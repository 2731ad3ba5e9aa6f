/**
 * Helpers that walk a match through its stages for the engine's tests. Only tests import this.
 * They throw on a refused action, since a test that expects success should fail loudly.
 */
import type { RulesVersion } from "./rules-version.ts";
import type { Action, OpponentLevel } from "./actions.ts";
import type { FormatKey } from "./catalog.ts";
import type { Engine } from "./engine.ts";
import type { MatchEvent } from "./events.ts";
import type { MatchState } from "./match-state.ts";
import type { StepResult } from "./step-result.ts";

/** The state and events of a step that must succeed. */
export function expectOk(result: StepResult): { state: MatchState; events: readonly MatchEvent[] } {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result;
}

/** Applies actions in order; throws on the first refusal. */
export function run(engine: Engine, state: MatchState, actions: readonly Action[]): MatchState {
  let current = state;
  for (const action of actions) current = expectOk(engine.step(current, action)).state;
  return current;
}

/** Setup choices; the defaults are fixture countries 1 v 2 at Avalon's North Oval (bat-first ground). */
export interface SetupChoices {
  readonly level?: OpponentLevel;
  readonly format?: FormatKey;
  readonly teamId?: number;
  readonly opponentId?: number;
  readonly locationId?: number;
  readonly stadiumId?: string;
  /** The rules it is played by (the current ones when left out). */
  readonly rulesVersion?: RulesVersion;
}

/** The five setup actions that take a new match to the toss: format, team, opponent, country, ground. */
export function setupActions(choices: SetupChoices = {}): Action[] {
  return [
    { type: "chooseFormat", format: choices.format ?? "mini" },
    { type: "chooseTeam", countryId: choices.teamId ?? 1 },
    { type: "chooseOpponent", countryId: choices.opponentId ?? 2 },
    { type: "chooseLocation", countryId: choices.locationId ?? 1 },
    { type: "chooseStadium", stadiumId: choices.stadiumId ?? "av-north" },
  ];
}

/** A match at the toss (status 7). */
export function toToss(engine: Engine, seed: number, choices: SetupChoices = {}): MatchState {
  return run(
    engine,
    engine.createMatch(seed, choices.level ?? "classic", choices.rulesVersion),
    setupActions(choices),
  );
}

/** How the coin will fall at this toss (the flip does not depend on the call). */
export function coinFace(engine: Engine, atToss: MatchState): 0 | 1 {
  const result = expectOk(engine.step(atToss, { type: "callToss", call: 0 }));
  return (result.state.toss as NonNullable<MatchState["toss"]>).face;
}

/** The toss call that makes the user win (or lose) at this toss. */
export function callFor(engine: Engine, atToss: MatchState, userWins: boolean): 0 | 1 {
  const face = coinFace(engine, atToss);
  return (userWins ? face : 1 - face) as 0 | 1;
}

/** A match at its first ball with the user batting or bowling first (user wins the toss). */
export function toFirstInnings(
  engine: Engine,
  seed: number,
  userChoice: "bat" | "bowl",
  choices: SetupChoices = {},
): MatchState {
  const atToss = toToss(engine, seed, choices);
  return run(engine, atToss, [
    { type: "callToss", call: callFor(engine, atToss, true) },
    { type: "chooseBatOrBowl", choice: userChoice },
  ]);
}

/** Recursively freezes a state so any mutation by the engine throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** A scripted match: setup, toss call, bat/bowl choice if won, and a cyclic style pattern. */
export interface Script {
  readonly seed: number;
  readonly format: FormatKey;
  readonly teamId: number;
  readonly opponentId: number;
  readonly stadiumId: string;
  readonly call: 0 | 1;
  /** Used only if the user wins the toss. */
  readonly choice: "bat" | "bowl";
  /** One letter per ball, repeated: A aggressive, N normal, D defensive. */
  readonly pattern: string;
}

const PATTERN_LEVEL = { A: 0, N: 1, D: 2 } as const;

/**
 * Plays a script to the end. When the user bowls it always takes the first eligible bowler,
 * so the script fixes every choice.
 */
export function playScript(
  engine: Engine,
  script: Script,
): { state: MatchState; actions: Action[]; events: MatchEvent[] } {
  const stadium = engine.catalog.stadiums.find((s) => s.id === script.stadiumId);
  const actions: Action[] = [
    { type: "chooseFormat", format: script.format },
    { type: "chooseTeam", countryId: script.teamId },
    { type: "chooseOpponent", countryId: script.opponentId },
    { type: "chooseLocation", countryId: stadium?.countryId ?? -1 },
    { type: "chooseStadium", stadiumId: script.stadiumId },
    { type: "callToss", call: script.call },
  ];
  const events: MatchEvent[] = [];
  let state = engine.createMatch(script.seed);
  for (const action of actions) {
    const result = expectOk(engine.step(state, action));
    state = result.state;
    events.push(...result.events);
  }
  let ball = 0;
  for (let input = engine.nextInput(state); input !== null; input = engine.nextInput(state)) {
    let action: Action;
    if (input === "chooseBatOrBowl") action = { type: "chooseBatOrBowl", choice: script.choice };
    else if (input === "startMatch") action = { type: "startMatch" };
    else if (input === "chooseBowler")
      action = { type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] ?? -1 };
    else {
      const letter = script.pattern[ball % script.pattern.length] as keyof typeof PATTERN_LEVEL;
      const options = engine.styleOptions(state);
      action = { type: "playBall", style: options[PATTERN_LEVEL[letter]]?.style ?? "hitNormally" };
      ball++;
    }
    const result = expectOk(engine.step(state, action));
    actions.push(action);
    state = result.state;
    events.push(...result.events);
  }
  return { state, actions, events };
}
