/**
 * The localStorage keys under which the game keeps a member's matches on this device. They are
 * named here, in shared code with no imports, rather than in the game: signing out (and "Retry
 * Login") clears them from any page without importing the game, and without bringing its
 * storage's parsing, or the engine behind it, into the first page a visitor loads.
 */

/** The localStorage key of the match in progress. */
export const MATCH_KEY = "howzat:match";

/** The localStorage key of the matches waiting to be sent. */
export const OUTBOX_KEY = "howzat:outbox";
