/**
 * The game's public surface: what pages, the app and other features may use. Everything else
 * under features/game is the feature's own (see docs/decisions/0013-feature-borders.md).
 */
export { GameScreen } from "./game-screen.tsx";
export { GameServicesContext, useEngine } from "@/features/game/state/game-context.ts";
export { createBrowserServices, type GameServices } from "@/features/game/state/game-services.ts";
export type { GameSnapshot } from "@/features/game/state/game-store.ts";
export { levelLabel, LEVEL_NAMES } from "@/features/game/state/level-label.ts";
export { createMatchView, type MatchView } from "@/features/game/state/match-view.ts";
export { MatchViewProvider } from "./match-view-provider.tsx";
export { EventFeed } from "@/features/game/stages/event-feed.tsx";
export { ResultStage } from "@/features/game/stages/stage-result.tsx";

// Saving the match in play: on this device, the outbox of matches waiting to be sent, and
// whether the browser is online.
export {
  createMatchStorage,
  MATCH_KEY,
  type SavedMatchRecord,
} from "@/features/game/saving/match-storage.ts";
export { OUTBOX_KEY, sendWaitingMatches } from "@/features/game/saving/match-outbox.ts";
export { useOnline } from "@/features/game/saving/use-online.ts";
