/**
 * The game's public surface: what pages, the app and other features may use. Everything else
 * under features/game is the feature's own (see docs/decisions/0013-feature-borders.md).
 */

// The game page's screen and the services it provides to it; the shell drawn while they load.
export { GameScreen } from "./game-screen.tsx";
export { GameShell } from "./game-shell.tsx";
export { GameServicesContext, useEngine } from "./state/game-context.ts";
export { createBrowserServices, createServerMatchServices } from "./state/game-services.ts";

// A match the server holds (ranked), shown with the game's own stages, voice and captions.
export { ChoiceSummary } from "./stages/choice-summary.tsx";
export { LiveAnnouncer } from "./speech/live-announcer.tsx";
export { spokenLineOf } from "./speech/event-lines.ts";
export { SpeechControls } from "./speech/speech-controls.tsx";
export { PlayStage } from "./stages/stage-play.tsx";
export { TossResultStage } from "./stages/stage-toss-result.tsx";
export { TossStage } from "./stages/stage-toss.tsx";
export { STAGE_TITLE_ID } from "./stages/stage-heading.tsx";
export { useGameServices } from "./state/game-context.ts";
export { type MatchSetup, MatchSetupForm } from "./stages/match-setup-form.tsx";
export { GroundCard, NamedGroundCard } from "./stages/ground-card.tsx";

// A finished match shown elsewhere (a kept match): its view, result screen and feed.
export type { GameSnapshot } from "./state/game-snapshot.ts";
export { createMatchView, fromFriendSide } from "./state/match-view.ts";
export { MatchViewProvider } from "./match-view-provider.tsx";
export { EventFeed } from "./stages/event-feed.tsx";
export { ResultStage } from "./stages/stage-result.tsx";
export { LEVEL_NAMES } from "./state/level-label.ts";
export { Options } from "./stages/options.tsx";

// Saving the match in play: the keys it is kept under on this device, the outbox of matches
// waiting to be sent, and whether the browser is online.
export { MATCH_KEY, OUTBOX_KEY } from "./saving/storage-keys.ts";
export { keepMatchToPlay } from "./saving/match-storage.ts";
export { sendWaitingMatches } from "./saving/match-outbox.ts";
export { useOnline } from "./saving/use-online.ts";

// The game's settings (sound, pace, the coach) as kept on this device.
export { SETTINGS_KEY } from "./state/settings-store.ts";

// A line said outside a match in the member's voice settings (news of an achievement).
export { sayAloud } from "./speech/say-aloud.ts";
