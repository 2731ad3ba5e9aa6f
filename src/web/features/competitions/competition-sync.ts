/**
 * A member's competitions kept in their account (ADR 0029, "On the server"). The page still
 * plays from a copy in this browser — a shelf of its own per member, beside the guest's — so a
 * competition goes on offline; every change to a member's copy is sent to the server (in order,
 * one competition's requests one after another), which replays each fixture before keeping it.
 * Opening the hub reads the member's list back: what the server has and this browser has not
 * (or has fewer fixtures of) is read from the server, and what this browser has and the server
 * lacks is sent again. A guest's competitions stay on the guest's shelf until a member keeps them.
 */
import type { CompetitionDefinition, MatchRecord, PlayedFixture } from "../../../engine/index.ts";
import {
  COMPETITIONS_API,
  competitionFixturesPath,
  competitionPath,
  type CompetitionResponse,
  type CompetitionsResponse,
} from "../../../shared/competition-types.ts";
import { GUEST, type MatchOwner } from "@/auth/known-member.ts";
import { requestJson } from "@/api/request-json.ts";
import { readKey, writeKey } from "@/storage/browser-storage.ts";
import {
  COMPETITIONS_KEY,
  keepCompetition,
  readCompetitions,
  writeCompetitions,
  type KeptCompetition,
} from "./competition-storage.ts";

/** The shelf (localStorage key) of `owner`'s competitions in this browser. */
export function shelfOf(owner: MatchOwner): string {
  return owner === GUEST ? COMPETITIONS_KEY : `${COMPETITIONS_KEY}:member:${owner}`;
}

/** Whether `key` is a member's shelf (whose changes go to the server). */
function isMemberShelf(key: string): boolean {
  return key.startsWith(`${COMPETITIONS_KEY}:member:`);
}

/** How sending to the server went. */
export type SendOutcome =
  | { readonly kind: "kept" }
  | { readonly kind: "offline" }
  | { readonly kind: "signedOut" }
  | { readonly kind: "refused"; readonly message: string };

type Answer = Awaited<ReturnType<typeof requestJson>>;

function messageOf(answer: Answer): string {
  if (answer.kind !== "failed") return "";
  const body = answer.body as { error?: { message?: unknown } } | null;
  return typeof body?.error?.message === "string"
    ? body.error.message
    : `the server answered ${answer.status}`;
}

/** An answer as a send's outcome; `fine` lists the refusals that leave the server as wanted (409: kept already). */
function outcomeOf(answer: Answer, fine: readonly number[] = [409]): SendOutcome {
  if (answer.kind === "ok") return { kind: "kept" };
  if (answer.kind === "unreachable") return { kind: "offline" };
  if (answer.status === 401) return { kind: "signedOut" };
  if (fine.includes(answer.status)) return { kind: "kept" };
  return { kind: "refused", message: messageOf(answer) };
}

function sendDefinition(definition: CompetitionDefinition): Promise<Answer> {
  return requestJson(COMPETITIONS_API.competitions, { method: "POST", body: definition });
}

function sendFixture(id: string, played: PlayedFixture): Promise<Answer> {
  return requestJson(competitionFixturesPath(id), {
    method: "POST",
    body: { fixtureId: played.match.fixtureId, record: played.record },
  });
}

/**
 * Sends a whole competition: its definition (kept already is fine) and each played fixture in
 * the order played (each kept already is fine). Stops at the first that does not go.
 */
export async function sendCompetition(kept: KeptCompetition): Promise<SendOutcome> {
  const made = outcomeOf(await sendDefinition(kept.definition));
  if (made.kind !== "kept") return made;
  for (const played of kept.played) {
    const sent = outcomeOf(await sendFixture(kept.definition.id, played));
    if (sent.kind !== "kept") return sent;
  }
  return { kind: "kept" };
}

/** Sends the latest change: a new competition, or its last fixture (the whole, if the server lacks it). */
async function sendLatest(kept: KeptCompetition): Promise<SendOutcome> {
  const last = kept.played.at(-1);
  if (last === undefined) return outcomeOf(await sendDefinition(kept.definition));
  const answer = await sendFixture(kept.definition.id, last);
  // 404: the server has not the competition (started offline): it is sent whole.
  if (answer.kind === "failed" && answer.status === 404) return sendCompetition(kept);
  return outcomeOf(answer);
}

const queues = new Map<string, Promise<SendOutcome>>();

/** Runs `send` after the competition's sends before it, so its fixtures reach the server in order. */
function inTurn(id: string, send: () => Promise<SendOutcome>): Promise<SendOutcome> {
  const before = queues.get(id) ?? Promise.resolve<SendOutcome>({ kind: "kept" });
  const next = before.then(send, send);
  queues.set(id, next);
  return next;
}

/**
 * Keeps `competition` on `key`'s shelf and, on a member's shelf, sends the change to the server
 * in turn (its outcome is the promise answered; the copy here is kept whatever it is).
 */
export function keepAndSend(
  storage: Storage | null,
  competition: KeptCompetition,
  key: string,
): { readonly stored: boolean; readonly sent: Promise<SendOutcome> | null } {
  const stored = keepCompetition(storage, competition, key);
  if (!isMemberShelf(key)) return { stored, sent: null };
  return { stored, sent: inTurn(competition.definition.id, () => sendLatest(competition)) };
}

/** What reading the member's competitions back found: messages for any the server refused. */
export type PullOutcome =
  | { readonly kind: "read"; readonly problems: readonly string[] }
  | { readonly kind: "offline" }
  | { readonly kind: "signedOut" };

/**
 * Reads the member's competitions from the server onto their shelf here, and sends what this
 * browser has that the server lacks (see the module comment).
 */
export async function pullCompetitions(storage: Storage | null, owner: MatchOwner): Promise<PullOutcome> {
  const key = shelfOf(owner);
  const listed = await requestJson<CompetitionsResponse<CompetitionDefinition>>(
    COMPETITIONS_API.competitions,
  );
  if (listed.kind === "unreachable") return { kind: "offline" };
  if (listed.kind === "failed") return listed.status === 401 ? { kind: "signedOut" } : { kind: "offline" };
  const problems: string[] = [];
  const here = new Map(readCompetitions(storage, key).competitions.map((c) => [c.definition.id, c]));
  for (const summary of listed.body.competitions) {
    const id = summary.definition.id;
    const local = here.get(id);
    here.delete(id);
    if (local !== undefined && local.played.length > summary.played) {
      const sent = await inTurn(id, () => sendCompetition(local));
      if (sent.kind === "refused") problems.push(`${local.definition.name}: ${sent.message}`);
    } else if (local === undefined || local.played.length < summary.played) {
      const read = await requestJson<
        CompetitionResponse<CompetitionDefinition, MatchRecord, PlayedFixture["match"]>
      >(competitionPath(id));
      if (read.kind === "ok") {
        keepCompetition(storage, { definition: read.body.definition, played: read.body.played }, key);
      }
    }
  }
  // Kept here and not on the server: started or played while it could not be reached.
  for (const local of here.values()) {
    const sent = await inTurn(local.definition.id, () => sendCompetition(local));
    if (sent.kind === "refused") problems.push(`${local.definition.name}: ${sent.message}`);
  }
  return { kind: "read", problems };
}

/** The localStorage key remembering that a member chose not to keep this browser's guest competitions. */
function declinedKey(owner: MatchOwner): string {
  return `${COMPETITIONS_KEY}:declined:${owner}`;
}

/** The guest's competitions to offer a member signed in now (none for a guest, or once declined). */
export function guestCompetitionsToOffer(
  storage: Storage | null,
  owner: MatchOwner,
): readonly KeptCompetition[] {
  if (owner === GUEST || readKey(storage, declinedKey(owner)) !== null) return [];
  return readCompetitions(storage, COMPETITIONS_KEY).competitions;
}

/** The member chose not to keep the guest's competitions: they stay the guest's, and are not offered again. */
export function declineGuestCompetitions(storage: Storage | null, owner: MatchOwner): void {
  writeKey(storage, declinedKey(owner), "1");
}

/**
 * Keeps the guest's competitions in the member's account: each is sent whole (the server replays
 * every fixture), then moved from the guest's shelf to the member's. One the server refuses stays
 * the guest's, with a message; offline, nothing moves.
 */
export async function keepGuestCompetitions(
  storage: Storage | null,
  owner: MatchOwner,
): Promise<{ readonly kept: number; readonly problems: readonly string[]; readonly offline: boolean }> {
  const problems: string[] = [];
  let kept = 0;
  for (const competition of readCompetitions(storage, COMPETITIONS_KEY).competitions) {
    const sent = await inTurn(competition.definition.id, () => sendCompetition(competition));
    if (sent.kind === "offline" || sent.kind === "signedOut") return { kept, problems, offline: true };
    if (sent.kind === "refused") {
      problems.push(`${competition.definition.name} could not be kept: ${sent.message}`);
      continue;
    }
    keepCompetition(storage, competition, shelfOf(owner));
    const left = readCompetitions(storage, COMPETITIONS_KEY).competitions;
    writeCompetitions(
      storage,
      left.filter((c) => c.definition.id !== competition.definition.id),
      COMPETITIONS_KEY,
    );
    kept += 1;
  }
  return { kept, problems, offline: false };
}
