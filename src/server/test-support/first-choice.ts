import type { Action, Engine, MatchState } from "../../engine/index.ts";

/**
 * The action a member who always takes the first option plays next: the toss called and the
 * first innings taken as given (crown and bat unless told), the first bowler offered, the first
 * style. Throws where no member's choice is due (the match is over, or not yet set up).
 */
export function firstChoice(
  engine: Engine,
  state: MatchState,
  toss: { readonly call?: 0 | 1; readonly choice?: "bat" | "bowl" } = {},
): Action {
  const input = engine.nextInput(state);
  switch (input) {
    case "callToss":
      return { type: "callToss", call: toss.call ?? 0 };
    case "chooseBatOrBowl":
      return { type: "chooseBatOrBowl", choice: toss.choice ?? "bat" };
    case "startMatch":
      return { type: "startMatch" };
    case "chooseBowler":
      return { type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] as number };
    case "playBall": {
      const [option] = engine.styleOptions(state);
      if (!option) throw new Error("no style to play");
      return { type: "playBall", style: option.style };
    }
    default:
      throw new Error(`no first choice at ${String(input)}`);
  }
}
