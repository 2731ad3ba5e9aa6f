import type { Action, MatchEvent, MatchState } from "../../engine/index.ts";
import type { LiveServerMessage, LiveView } from "../../shared/live-types.ts";
import type { RankedServerMessage, RankedView } from "../../shared/ranked-types.ts";

/** The ranked and live wire types on the engine's state, action and event: what the tests read. */
export type RankedMatchView = RankedView<MatchState, Action>;
export type RankedMessage = RankedServerMessage<MatchState, Action, MatchEvent>;
export type RankedViewMessage = Extract<RankedMessage, { type: "view" }>;
export type RankedErrorMessage = Extract<RankedMessage, { type: "error" }>;

export type LiveMatchView = LiveView<MatchState, Action>;
export type LiveMessage = LiveServerMessage<MatchState, Action, MatchEvent>;
export type LiveViewMessage = Extract<LiveMessage, { type: "view" }>;
export type LiveErrorMessage = Extract<LiveMessage, { type: "error" }>;
