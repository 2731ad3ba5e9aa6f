/**
 * What ranked and live matches share in the page, both refereed by the server: the store's core
 * that follows a match over a socket, the parts of their screens that are the same, and their
 * screens' hooks.
 */
export {
  type PlayedAheadNow,
  type RefereedConnection,
  refereedGame,
  type RefereedSnapshot,
  RefereedStore,
  type RefereedStoreOptions,
} from "./refereed-store.ts";
export { MatchGone, Problem, RefereedHead, RefereedStages } from "./refereed-screen.tsx";
export { useFetchedList, useRefereedStore } from "./use-refereed.ts";
