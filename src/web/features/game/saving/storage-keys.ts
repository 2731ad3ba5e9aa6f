/**
 * Where the game keeps a member's matches on this device. The key names are shared code's
 * (src/web/storage/member-keys.ts), since signing out clears them without importing the game;
 * this file imports nothing else, so code that merely names them does not bring the storage's
 * parsing, and the engine behind it, into the first page a visitor loads.
 */
export { MATCH_KEY, OUTBOX_KEY } from "@/storage/member-keys.ts";

/** The version of a saved match's shape: bumped whenever it changes, and older saves are then discarded. */
export const SCHEMA_VERSION = 1;
