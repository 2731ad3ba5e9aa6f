/**
 * What the game bar showed of the saved match, kept with it (`SavedMatchRecord.bar`), so the
 * page can paint the bar from storage before the engine and the catalogue have arrived. It is a
 * picture, never a state: nothing is played from it, and once the match is replayed the bar is
 * drawn from the match again. A hint that is missing or malformed is simply not shown. This
 * module imports none of the engine or the data, so the page's first chunk can carry it.
 */
import { isRecord } from "../../../../shared/is-record.ts";
import { GUEST, type MatchOwner } from "@/auth/known-member.ts";
import type { ChoicesShown, TeamShown } from "@/features/game/stages/choice-list.tsx";
import { readKey } from "@/storage/browser-storage.ts";
import { MATCH_KEY, SCHEMA_VERSION } from "./storage-keys.ts";

/** Which kind of screen the match was on: a setup stage (the toss too), play, or its result. */
export type BarScreen = "setup" | "play" | "result";

/** The bar as it was when the match was saved. */
export interface SavedBar {
  readonly screen: BarScreen;
  readonly choices: ChoicesShown;
}

/** Longer than anything the catalogue writes; a longer text is not ours. */
const MAX_TEXT = 200;
/** Longer than any flag's address, an inlined image's included (the bundler inlines those under 4 KB). */
const MAX_FLAG = 16_384;

const isText = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === "string" && value.length <= max;

/** A flag is one of the app's own images: a path on this site, or an image inlined in the script. */
const isFlag = (value: unknown): value is string | null =>
  value === null ||
  (isText(value, MAX_FLAG) &&
    ((value.startsWith("/") && !value.startsWith("//")) || value.startsWith("data:image/")));

function parseTeam(value: unknown): TeamShown | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isText(value.name) || !isFlag(value.flag)) return undefined;
  return { name: value.name, flag: value.flag };
}

/** The bar from a save's `bar` field, or null when it is missing or not one. */
export function parseSavedBar(value: unknown): SavedBar | null {
  if (!isRecord(value) || !isRecord(value.choices)) return null;
  const { screen } = value;
  const { format, level, ground } = value.choices;
  const team = parseTeam(value.choices.team);
  const opponent = parseTeam(value.choices.opponent);
  if (
    (screen !== "setup" && screen !== "play" && screen !== "result") ||
    !isText(format) ||
    !isText(level) ||
    team === undefined ||
    opponent === undefined ||
    !(ground === null || isText(ground))
  )
    return null;
  return { screen, choices: { format, level, team, opponent, ground } };
}

/**
 * Whether a match saved by `saved` is someone else's to the member signed in now (`now`):
 * another member's match is theirs alone, while a guest's is anyone's at this browser.
 */
export function isOthersMatch(saved: MatchOwner, now: MatchOwner): boolean {
  return saved !== GUEST && saved !== now;
}

/**
 * The bar of the match saved in `storage`, for `owner` to see: null when there is none, it is of
 * another shape or another member's, or it kept no bar.
 */
export function readSavedBar(storage: Storage | null, owner: MatchOwner): SavedBar | null {
  const raw = readKey(storage, MATCH_KEY);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.schemaVersion !== SCHEMA_VERSION) return null;
  const saved = value.owner === undefined ? GUEST : value.owner;
  if (typeof saved !== "string" || isOthersMatch(saved, owner)) return null;
  return parseSavedBar(value.bar);
}
