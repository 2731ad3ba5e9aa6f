import type { ReactNode } from "react";
import { MatchViewContext } from "@/features/game/state/game-context.ts";
import type { MatchView } from "@/features/game/state/match-view.ts";
import "./game-screen.css";

/**
 * A finished match shown outside the game page (a kept match): the result screen, scorecards
 * and feed below read `view`, with the game's stage styles; nothing is played or kept.
 */
export function MatchViewProvider({
  view,
  children,
}: {
  readonly view: MatchView;
  readonly children: ReactNode;
}) {
  return <MatchViewContext.Provider value={view}>{children}</MatchViewContext.Provider>;
}
