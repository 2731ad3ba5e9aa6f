/**
 * What ranked and live matches share in the page, both refereed by the server: the store's core
 * that follows a match over a socket, and the parts of their screens that are the same.
 */
export {
  type RefereedConnection,
  refereedGame,
  type RefereedSnapshot,
  RefereedStore,
  type RefereedStoreOptions,
} from "./refereed-store.ts";
export {
  MatchGone,
  Problem,
  RefereedHead,
  RefereedStages,
  useFetchedList,
  useRefereedStore,
} from "./refereed-screen.tsx";
