/**
 * Which screen the game shows for a snapshot, and what of it is kept with a save for the page's
 * first paint.
 */
import type { Engine, MatchState, StageName } from "../../../../engine/index.ts";
import type { BarScreen, SavedBar } from "@/features/game/saving/saved-bar.ts";
import { choicesShown } from "./choices-shown.ts";
import type { GameSnapshot } from "./game-snapshot.ts";

/**
 * The screen on show: the engine's stage, except that the toss and the result keep their
 * previous screen during the pause, and a saved match waiting to be replayed is "resuming".
 */
export type ScreenKey = StageName | "play" | "result" | "resuming";

/** Which screen a snapshot shows. */
export function screenOf(
  engine: Engine,
  snapshot: Pick<GameSnapshot, "state" | "hold" | "resuming">,
): ScreenKey {
  if (snapshot.resuming) return "resuming";
  const stage = engine.stage(snapshot.state);
  if (stage.innings !== null) return "play";
  if (stage.name === "tossResult" && snapshot.hold === "toss") return "toss";
  if (stage.name === "finished") return snapshot.hold === "result" ? "play" : "result";
  return stage.name;
}

/**
 * What the bar shows of `state` and on which kind of screen, as a reload will first show it (no
 * pause held): kept with the save. Null before a format is chosen, when the bar shows no choices.
 */
export function savedBarOf(engine: Engine, state: MatchState): SavedBar | null {
  const choices = choicesShown(state);
  if (choices === null) return null;
  const screen = screenOf(engine, { state, hold: null, resuming: false });
  const kind: BarScreen = screen === "play" || screen === "result" ? screen : "setup";
  return { screen: kind, choices };
}
