/**
 * Where the game keeps a member's matches on this device. Only the key names live here, with no
 * imports, so code that merely clears them (signing out, "Retry Login") does not bring the
 * storage's parsing, and the engine behind it, into the first page a visitor loads.
 */

/** The localStorage key of the match in progress. */
export const MATCH_KEY = "howzat:match";

/** The localStorage key of the matches waiting to be sent. */
export const OUTBOX_KEY = "howzat:outbox";

/** The version of a saved match's shape: bumped whenever it changes, and older saves are then discarded. */
export const SCHEMA_VERSION = 1;
