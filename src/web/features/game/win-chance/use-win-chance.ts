/**
 * The win chance as the play screen shows it: asks the worker about every new state on screen
 * and gives back its answer only while that answer is about the state on screen, so a figure
 * never lags a ball behind (an older answer reads as "not ready yet").
 */
import { useEffect, useSyncExternalStore } from "react";
import type { MatchState } from "../../../../engine/index.ts";
import { useGameServices } from "@/features/game/state/game-context.ts";
import type { WinChanceView } from "./win-chance-client.ts";

/** The worker's answer for `state`, or null until it has answered for exactly that state. */
export function useWinChance(state: MatchState): WinChanceView | null {
  const { winChance } = useGameServices();
  // Asked after the render, so the ball is on screen first; the answer arrives when it does.
  useEffect(() => winChance.ask(state), [winChance, state]);
  const view = useSyncExternalStore(winChance.subscribe, winChance.get);
  return view !== null && view.state === state ? view : null;
}

/**
 * A chance as a whole percentage. Only a decided match reads 0% or 100%: a match still in
 * play shows at least 1% and at most 99%, however lopsided.
 */
export function percent(chance: number): string {
  const whole = Math.round(chance * 100);
  if (chance > 0 && chance < 1) return `${Math.min(99, Math.max(1, whole))}%`;
  return `${whole}%`;
}
