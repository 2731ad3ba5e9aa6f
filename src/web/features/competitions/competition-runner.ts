/**
 * What the competition pages do with a kept competition: start one from the hub's choices, play
 * the computer's fixtures before the member's next (a fixture at a time, the page given back
 * between them), open the member's fixture on /game set up to the toss, and keep the member's
 * finished match into its competition. The rules are all the engine's (competitionView,
 * playFixtureByComputer, fixtureSetupActions, keepMembersMatch); this file only keeps and orders.
 */
import {
  CompetitionError,
  CURRENT_RULES_VERSION,
  competitionView,
  fixtureMatchRules,
  fixtureSetupActions,
  keepMembersMatch,
  type CompetitionDefinition,
  type CompetitionKind,
  type CompetitionView,
  type ComputerLevel,
  type Engine,
  type FormatKey,
  type TeamId,
} from "../../../engine/index.ts";
import { isRecord } from "../../../shared/is-record.ts";
import { keepMatchToPlay, MATCH_KEY, type GameSnapshot } from "@/features/game/index.ts";
import { readKey } from "@/storage/browser-storage.ts";
import { currentOwner } from "@/auth/known-member.ts";
import { keepAndSend, shelfOf, type SendOutcome } from "./competition-sync.ts";
import {
  clearFixtureInPlay,
  COMPETITIONS_KEY,
  readCompetitions,
  readFixtureInPlay,
  writeFixtureInPlay,
  type KeptCompetition,
} from "./competition-storage.ts";
import { fixturesOnThisThread, type FixturePlayer } from "./fixture-player.ts";

/** What the hub's form chooses. */
export interface StartChoice {
  readonly name: string;
  readonly kind: CompetitionKind;
  readonly format: FormatKey;
  readonly level: ComputerLevel;
  readonly memberTeam: TeamId;
  /** The other sides, in seeding order. */
  readonly others: readonly TeamId[];
}

/** A new competition's definition from the hub's choices; the engine's rules check it when viewed. */
export function newDefinition(
  choice: StartChoice,
  engine: Engine,
  seed: number,
  id: string,
): CompetitionDefinition {
  const teams = [choice.memberTeam, ...choice.others.filter((team) => team !== choice.memberTeam)];
  // The seeding is the catalogue's ranking order, the member's team in its place.
  const rank = new Map(engine.catalog.countries.map((c) => [c.id, c.currentRanking]));
  const seeded =
    choice.kind.type === "series"
      ? teams
      : [...teams].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  return {
    id,
    name: choice.name.trim() === "" ? "My competition" : choice.name.trim(),
    kind: choice.kind,
    format: choice.format,
    level: choice.level,
    rulesVersion: CURRENT_RULES_VERSION,
    seed: seed >>> 0,
    memberTeam: choice.memberTeam,
    teams: seeded,
  };
}

/** The view of a kept competition, or the rules' message saying why it cannot be shown. */
export function viewOf(
  engine: Engine,
  kept: KeptCompetition,
): { readonly view: CompetitionView } | { readonly error: string } {
  try {
    return { view: competitionView(engine, kept.definition, kept.played) };
  } catch (error) {
    if (error instanceof CompetitionError) return { error: error.message };
    throw error;
  }
}

/** Gives the page back to the browser (a paint, input) before the next fixture is played. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Plays the computer's fixtures before the member's next match (all that can be played, when
 * the member has none left), one at a time, keeping the competition after each on its shelf
 * `key` (and, a member's, sending it to the server), so a reload loses at most the fixture being
 * played. `onPlayed` hears of each; `cancelled` stops between two. `player` plays each (a worker
 * on the page: fixture-player.ts); on this thread by default.
 */
export async function playComputerFixtures(
  engine: Engine,
  storage: Storage | null,
  kept: KeptCompetition,
  onPlayed: (kept: KeptCompetition) => void,
  cancelled: () => boolean = () => false,
  key: string = COMPETITIONS_KEY,
  player: FixturePlayer = fixturesOnThisThread(engine),
): Promise<KeptCompetition> {
  let current = kept;
  for (;;) {
    const view = competitionView(engine, current.definition, current.played);
    const fixture = view.computerToPlay[0];
    if (fixture === undefined || cancelled()) return current;
    const played = await player.play(current.definition, fixture);
    if (cancelled()) return current;
    current = { definition: current.definition, played: [...current.played, played] };
    keepAndSend(storage, current, key);
    onPlayed(current);
    await yieldToBrowser();
  }
}

/** The seed of the match kept in progress on /game, or null (none, or one that cannot be read). */
function savedMatchSeed(storage: Storage | null): number | null {
  try {
    const value: unknown = JSON.parse(readKey(storage, MATCH_KEY) ?? "null");
    return isRecord(value) && typeof value.seed === "number" ? value.seed : null;
  } catch {
    return null;
  }
}

/**
 * Opens the member's next fixture as the match in progress on /game, set up to the toss, and
 * remembers which fixture it is. A fixture already opened and still in progress there (a reload
 * mid-match, a visit back here) is left as it is, so its match is never set up again; one whose
 * match was abandoned on /game is set up afresh.
 */
export function openMembersFixture(storage: Storage | null, view: CompetitionView): void {
  const { next, definition } = view;
  if (next === null) throw new CompetitionError("You have no match to play in this competition now");
  if (isFixtureOpen(storage, view)) return;
  // A knockout fixture's match is created as a knockout: a tie goes to a super over on /game.
  keepMatchToPlay(storage, {
    seed: next.seed,
    level: definition.level,
    ...fixtureMatchRules(definition, next),
    actions: fixtureSetupActions(definition, next),
  });
  writeFixtureInPlay(storage, { competitionId: definition.id, fixtureId: next.id, seed: next.seed });
}

/** Whether the competition's next fixture is the one open on /game, its match still kept there. */
export function isFixtureOpen(storage: Storage | null, view: CompetitionView): boolean {
  const inPlay = readFixtureInPlay(storage);
  return (
    view.next !== null &&
    savedMatchSeed(storage) === view.next.seed &&
    inPlay?.competitionId === view.definition.id &&
    inPlay.fixtureId === view.next.id &&
    inPlay.seed === view.next.seed
  );
}

/** What keeping the finished match found: the competition it went into, or why it could not. */
export type KeptResult =
  | { readonly kind: "none" }
  | {
      readonly kind: "kept";
      readonly competition: CompetitionDefinition;
      /** Its sending to the member's account (null for a guest's, or kept already). */
      readonly sent: Promise<SendOutcome> | null;
    }
  | {
      readonly kind: "refused";
      readonly competition: CompetitionDefinition | null;
      readonly message: string;
    };

/**
 * Keeps the finished match on /game into its competition, when it is the fixture in play (its
 * seed tells): the competition gets the match's record and the match as it reads it. Kept
 * already (a second look at the result screen) is answered as kept.
 */
export function keepFinishedFixture(
  engine: Engine,
  storage: Storage | null,
  snapshot: GameSnapshot,
): KeptResult {
  const inPlay = readFixtureInPlay(storage);
  const { seed, state, actions, level } = snapshot;
  if (inPlay === null || inPlay.seed !== seed || state.result === null) return { kind: "none" };
  const found = shelfWith(storage, inPlay.competitionId);
  if (found === null) return { kind: "none" };
  const { kept, key } = found;
  const { definition } = kept;
  if (kept.played.some((p) => p.match.fixtureId === inPlay.fixtureId))
    return { kind: "kept", competition: definition, sent: null };
  const shown = viewOf(engine, kept);
  if ("error" in shown) return { kind: "refused", competition: definition, message: shown.error };
  const fixture = shown.view.fixtures.find((f) => f.id === inPlay.fixtureId);
  try {
    if (fixture === undefined)
      throw new CompetitionError(`Match ${inPlay.fixtureId} is not in ${definition.name}`);
    const { rulesVersion, knockout } = state;
    const record = { seed: inPlay.seed, level, rulesVersion, ...(knockout ? { knockout } : {}), actions };
    const played = keepMembersMatch(definition, fixture, record, state);
    const { sent } = keepAndSend(storage, { definition, played: [...kept.played, played] }, key);
    clearFixtureInPlay(storage);
    return { kind: "kept", competition: definition, sent };
  } catch (error) {
    if (!(error instanceof CompetitionError)) throw error;
    clearFixtureInPlay(storage);
    return { kind: "refused", competition: definition, message: error.message };
  }
}

/**
 * The competition `id` and the shelf it is on: the member's signed in now (or last known), else
 * the guest's (a guest's competition a member has not kept, still played here).
 */
export function shelfWith(
  storage: Storage | null,
  id: string,
): { readonly kept: KeptCompetition; readonly key: string } | null {
  for (const key of new Set([shelfOf(currentOwner(storage)), COMPETITIONS_KEY])) {
    const kept = readCompetitions(storage, key).competitions.find((c) => c.definition.id === id);
    if (kept !== undefined) return { kept, key };
  }
  return null;
}
