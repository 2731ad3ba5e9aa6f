/**
 * Keeping the match in progress across reloads and closed tabs. A save holds the seed, the
 * opponent level, the rules version and the actions, never a state: restoring replays the
 * actions through the engine, so a save can never smuggle in a state the rules could not reach.
 * Beside them it keeps a picture of the game bar (saved-bar.ts), only ever shown, so the page can
 * draw the bar before the engine has arrived.
 * A save that is old, malformed, of rules this page cannot play or does not replay is thrown
 * away with a notice; it never stops the game from opening. Each save names its owner (a
 * member's id, or the guest), so one browser shared by two members never shows or sends one
 * member's match as the other's.
 */
import {
  isOpponentLevel,
  replay,
  type Action,
  type Engine,
  type MatchEvent,
  type MatchRecord,
  type MatchState,
  type OpponentLevel,
  rulesVersionOf,
  type RulesVersion,
} from "../../../../engine/index.ts";
import { MAX_MATCH_ACTIONS } from "../../../../shared/api-types.ts";
import { isRecord } from "../../../../shared/is-record.ts";
import { currentOwner, GUEST, isMatchOwner, type MatchOwner } from "@/auth/known-member.ts";
import { readKey, removeKey, writeKey } from "@/storage/browser-storage.ts";
import { parseSavedBar, type SavedBar } from "./saved-bar.ts";
import { MATCH_KEY, SCHEMA_VERSION } from "./storage-keys.ts";

export { MATCH_KEY, SCHEMA_VERSION };

/** What is written after every action. */
export interface SavedMatchRecord {
  readonly schemaVersion: typeof SCHEMA_VERSION;
  readonly seed: number;
  /** Absent in saves made before levels existed: those matches were Classic. */
  readonly level?: OpponentLevel;
  /** The rules it is played by; absent in saves made before versions existed (version 1). */
  readonly rulesVersion?: RulesVersion;
  /** True for a match created as a knockout (a competition's knockout fixture); absent for any other. */
  readonly knockout?: true;
  readonly actions: readonly Action[];
  /** The finished match is already kept on the server, so a reload must not send it again. */
  readonly uploaded: boolean;
  /** The tab that wrote it (kept across that tab's reloads), to tell another tab's save from ours. */
  readonly tab?: string;
  /** Whose match it is; absent in saves made before owners were kept, which count as the guest's. */
  readonly owner?: MatchOwner;
  /**
   * What the game bar showed of it when it was saved, for the page's first paint (see
   * saved-bar.ts); only ever shown, never played from, so a save still holds no state.
   */
  readonly bar?: SavedBar;
}

/** The notices shown when a save is discarded. */
export const STORAGE_NOTICES = {
  old: "Your unfinished match was saved by an older version of Howzat and could not be resumed, so a new match has been set up.",
  otherTab:
    "Another tab has just saved its own match over this one. Playing on here saves this match again and the other tab's is lost, so play in one tab at a time.",
  corrupt: "Your unfinished match could not be restored, so a new match has been set up.",
} as const;

/** A match rebuilt from its seed and actions, with every event it reported on the way. */
interface RestoredMatch {
  readonly seed: number;
  readonly level: OpponentLevel;
  readonly actions: readonly Action[];
  readonly state: MatchState;
  readonly events: readonly MatchEvent[];
  readonly uploaded: boolean;
  readonly owner: MatchOwner;
}

/** What loading found. */
type LoadResult =
  | { readonly kind: "empty" }
  | ({ readonly kind: "restored" } & RestoredMatch)
  | { readonly kind: "discarded"; readonly notice: string };

/** The match store's view of the storage. */
export interface MatchStorage {
  load(engine: Engine): LoadResult;
  /**
   * The saved match's seed, level, rules version, actions and owner, without replaying them (null when there is
   * none, or none that {@link load} could restore): what its replay will need is known first.
   */
  peek():
    | (MatchRecord & {
        readonly seed: number;
        readonly rulesVersion: RulesVersion;
        readonly owner: MatchOwner;
        /** What the bar showed of it when saved (none in older saves). */
        readonly bar: SavedBar | null;
      })
    | null;
  /** Writes the match; one without an owner is the guest's. */
  save(record: Omit<SavedMatchRecord, "schemaVersion" | "tab">): void;
  /**
   * Keeps `bar` with the saved match of this seed, when its own differs (a save from before
   * bars were kept, or from another version of the catalogue); the rest of the save, the tab
   * that wrote it included, stays as it is.
   */
  keepBar(seed: number, bar: SavedBar): void;
  clear(): void;
  /**
   * Calls `onOverwritten` whenever another tab writes or clears the saved match (both tabs
   * keep one match under one key, so the other tab has just replaced this one's); returns
   * the unsubscribe.
   */
  watchOtherTabs(onOverwritten: () => void): () => void;
}

/** A saved match that looks whole, before it is replayed. */
/** The browser's own matches have narrow seeds (ADR 0012); only refereed matches have wide ones. */
type SavedRecord = MatchRecord & {
  readonly seed: number;
  readonly level: OpponentLevel;
  readonly rulesVersion: RulesVersion;
  readonly uploaded: boolean;
  readonly owner: MatchOwner;
  readonly bar: SavedBar | null;
};

/** Reads a saved match's record from its text, without replaying it; see the module comment. */
function readSavedMatch(
  raw: string | null,
): SavedRecord | { readonly kind: "empty" } | { readonly kind: "discarded"; readonly notice: string } {
  if (raw === null) return { kind: "empty" };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: "discarded", notice: STORAGE_NOTICES.corrupt };
  }
  if (!isRecord(value)) return { kind: "discarded", notice: STORAGE_NOTICES.corrupt };
  if (value.schemaVersion !== SCHEMA_VERSION) {
    return {
      kind: "discarded",
      notice: typeof value.schemaVersion === "number" ? STORAGE_NOTICES.old : STORAGE_NOTICES.corrupt,
    };
  }
  const { seed, actions } = value;
  const level = value.level === undefined ? "classic" : value.level;
  // A version this page cannot play (a newer page saved it) cannot be resumed here.
  const rulesVersion = rulesVersionOf(value.rulesVersion);
  const owner = value.owner === undefined ? GUEST : value.owner;
  if (
    rulesVersion === null ||
    (value.knockout !== undefined && value.knockout !== true) ||
    !isOpponentLevel(level) ||
    !isMatchOwner(owner) ||
    typeof seed !== "number" ||
    !Number.isInteger(seed) ||
    seed < 0 ||
    seed > 0xffffffff ||
    !Array.isArray(actions) ||
    actions.length > MAX_MATCH_ACTIONS ||
    !actions.every(isRecord)
  ) {
    return { kind: "discarded", notice: STORAGE_NOTICES.corrupt };
  }
  return {
    seed,
    level,
    rulesVersion,
    ...(value.knockout === true ? { knockout: true } : {}),
    actions: actions as unknown as Action[],
    uploaded: value.uploaded === true,
    owner,
    bar: parseSavedBar(value.bar),
  };
}

/** Reads a saved match from its text and replays it; see the module comment for what is discarded. */
function parseSavedMatch(engine: Engine, raw: string | null): LoadResult {
  const saved = readSavedMatch(raw);
  if ("kind" in saved) return saved;
  const { seed, level, actions } = saved;
  // The engine checks each action's shape and legality itself (and refuses a knockout by rules
  // without the super over); anything it refuses ends here.
  const replayed = replay(engine, saved, true);
  if (replayed.refusedAt !== null) return { kind: "discarded", notice: STORAGE_NOTICES.corrupt };
  return {
    kind: "restored",
    seed,
    level,
    actions,
    state: replayed.state,
    events: replayed.events,
    uploaded: saved.uploaded,
    owner: saved.owner,
  };
}

/**
 * Marks the saved match with this seed and owner as kept on the server (the outbox delivered
 * it), so neither a reload nor the next member to sign in here sends it again. The save keeps
 * the tab that wrote it, so that tab is not told another tab saved over its match.
 */
export function markUploaded(storage: Storage | null, seed: number, owner: MatchOwner): void {
  rewrite(storage, seed, (saved) =>
    saved.owner !== owner || saved.uploaded === true ? null : { ...saved, uploaded: true },
  );
}

/** Rewrites the saved match with `change` made, if it is the match of `seed` and `change` holds. */
function rewrite(
  storage: Storage | null,
  seed: number,
  change: (saved: Record<string, unknown>) => Record<string, unknown> | null,
): void {
  const raw = readKey(storage, MATCH_KEY);
  let value: unknown;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    return;
  }
  if (!isRecord(value) || value.seed !== seed) return;
  const changed = change(value);
  if (changed !== null) writeKey(storage, MATCH_KEY, JSON.stringify(changed));
}

/** The sessionStorage key of this tab's id. */
const TAB_KEY = "howzat:tab";

/** This tab's id: kept in sessionStorage, so a reload is the same tab and a new tab is another. */
function thisTab(): string {
  let session: Storage | null;
  try {
    session = globalThis.sessionStorage ?? null;
  } catch {
    // Privacy modes throw on mere access: the tab then simply has a new id each visit.
    session = null;
  }
  const known = readKey(session, TAB_KEY);
  if (known) return known;
  const id = Math.random().toString(36).slice(2, 12);
  writeKey(session, TAB_KEY, id);
  return id;
}

function tabOf(raw: string | null): string | null {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isRecord(value) && typeof value.tab === "string" ? value.tab : null;
  } catch {
    return null;
  }
}

/**
 * The match storage on a `Storage` (localStorage in the page); null storage remembers nothing.
 * `tab` names the writer (this tab's id unless a test gives one).
 */
export function createMatchStorage(storage: Storage | null, tab: string = thisTab()): MatchStorage {
  return {
    watchOtherTabs(onOverwritten) {
      if (storage === null || typeof window === "undefined") return () => {};
      const listener = (event: StorageEvent) => {
        if (event.storageArea !== storage || event.key !== MATCH_KEY) return;
        if (event.newValue === null || tabOf(event.newValue) !== tab) onOverwritten();
      };
      window.addEventListener("storage", listener);
      return () => window.removeEventListener("storage", listener);
    },
    peek() {
      const saved = readSavedMatch(readKey(storage, MATCH_KEY));
      if ("kind" in saved) return null;
      const { seed, level, rulesVersion, knockout, actions, owner, bar } = saved;
      return { seed, level, rulesVersion, ...(knockout === true ? { knockout } : {}), actions, owner, bar };
    },
    load(engine) {
      const result = parseSavedMatch(engine, readKey(storage, MATCH_KEY));
      // A bad save is removed at once so the notice is shown once, not on every visit.
      if (result.kind === "discarded") removeKey(storage, MATCH_KEY);
      return result;
    },
    keepBar(seed, bar) {
      rewrite(storage, seed, (saved) =>
        JSON.stringify(saved.bar) === JSON.stringify(bar) ? null : { ...saved, bar },
      );
    },
    save(record) {
      const full: SavedMatchRecord = { schemaVersion: SCHEMA_VERSION, ...record, tab };
      writeKey(storage, MATCH_KEY, JSON.stringify(full));
    },
    clear() {
      removeKey(storage, MATCH_KEY);
    },
  };
}

/**
 * Keeps `record`, a match whose first choices are already made (a competition's fixture, set up
 * to the toss), as the match in progress on this device, for whoever is signed in here: /game
 * then opens at it, and saves every action after as any match.
 */
export function keepMatchToPlay(
  storage: Storage | null,
  record: {
    readonly seed: number;
    readonly level: OpponentLevel;
    readonly rulesVersion: RulesVersion;
    /** A competition's knockout fixture: the match is created as a knockout (a tie goes to super overs). */
    readonly knockout: boolean;
    readonly actions: readonly Action[];
  },
): void {
  const { knockout, ...rest } = record;
  createMatchStorage(storage).save({
    ...rest,
    ...(knockout ? { knockout } : {}),
    uploaded: false,
    owner: currentOwner(storage),
  });
}
