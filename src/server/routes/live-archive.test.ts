/**
 * A live match kept in both members' archives, each copy from its member's own side: the
 * guest's team and result in the list, the guest's side of the replay, and the guest's players
 * in the career figures. Both for a match played to its end here and for a guest's copy kept
 * before copies had sides (written as that code wrote it, then migrated).
 */
import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { catalog } from "../../data/catalog.ts";
import {
  type Action,
  type CareerLine,
  careerLine,
  CURRENT_RULES_VERSION,
  type MatchRecord,
  type MatchState,
  mirrored,
  type PlayStyle,
  replay,
  turnOf,
} from "../../engine/index.ts";
import type {
  ArchivedMatch,
  CareerLineRecord,
  MatchReplayResponse,
  ReplayPageResponse,
  ReplayRecord,
} from "../../shared/api-types.ts";
import { invitePath, LIVE_API, livePath } from "../../shared/live-types.ts";
import { hashPassword } from "../auth/password-hasher.ts";
import { matchFactsOf } from "../db/migrations.ts";
import { type TestDatabase } from "../test-support/databases.ts";
import { liveDecision, liveStyle, playLiveOut, untilView } from "../test-support/live-client.ts";
import { cookieOf, ORIGIN, registerMember, testApp } from "../test-support/test-app.ts";
import { TestSocket } from "../test-support/ws-client.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import { type LiveMatchView as View } from "../test-support/match-messages.ts";

/** India (the host's side) v Australia (the guest's), Micro (one over a side). */
const MICRO = { format: "micro", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" };

/** What each member must read of their own copy. */
interface Expected {
  readonly side: "user" | "friend";
  readonly teamId: number;
  readonly winnerTeamId: number | null;
  /** The names of the member's eleven. */
  readonly players: readonly string[];
}

const elevenOf = (teamId: number) =>
  (catalog.squads.find((s) => s.countryId === teamId)?.players ?? []).map((p) => p.name);

function expectedFor(state: MatchState, member: "host" | "guest"): Expected {
  const teamId = member === "host" ? state.teamId : state.opponentId;
  if (teamId === null) throw new Error("the match has no sides");
  return {
    side: member === "host" ? "user" : "friend",
    teamId,
    winnerTeamId: state.result?.winnerTeamId ?? null,
    players: elevenOf(teamId),
  };
}

/** The member's archive, kept match and career figures all read from their own side. */
async function expectOwnSide(app: FastifyInstance, cookie: string, keptId: number, expected: Expected) {
  const get = (url: string) => app.inject({ method: "GET", url, headers: { cookie } });
  const listed = (await get("/api/matches")).json<{ matches: ArchivedMatch[] }>().matches;
  expect(listed.map((m) => m.id)).toEqual([keptId]);
  expect(listed[0]).toMatchObject({
    level: "friend",
    userTeamId: expected.teamId,
    winnerTeamId: expected.winnerTeamId,
  });
  // The list's team filter still finds it by either side.
  for (const team of listed[0]?.teams ?? []) {
    const filtered = (await get(`/api/matches?team=${team.id}`)).json<{ total: number }>();
    expect(filtered.total).toBe(1);
  }

  const one = await get(`/api/matches/${keptId}`);
  expect(one.statusCode).toBe(200);
  const match = one.json<MatchReplayResponse>().match;
  expect(match.userTeamId).toBe(expected.teamId);
  expect(match.side).toBe(expected.side);

  // The career: the line kept with the match or, for a match kept without one, the line of its
  // replay from the side the page names (what /stats counts, src/web/features/archive).
  const page = (await get("/api/matches/replays")).json<ReplayPageResponse>();
  expect(page.records).toHaveLength(1);
  const line = careerOf(page.records[0] as ReplayRecord | CareerLineRecord);
  const outcome =
    expected.winnerTeamId === null ? "tied" : expected.winnerTeamId === expected.teamId ? "won" : "lost";
  expect(line).toMatchObject({ teamId: expected.teamId, outcome, level: "friend" });
  expect(line?.players.map((p) => p.name).sort()).toEqual([...expected.players].sort());
}

/** A replay page's record as the career counts it. */
function careerOf(record: ReplayRecord | CareerLineRecord): CareerLine | null {
  if ("line" in record) return record.line as CareerLine;
  const { state } = replay(engine, {
    seed: record.seed as MatchRecord["seed"],
    level: record.level,
    rulesVersion: record.rulesVersion,
    actions: record.actions as Action[],
  });
  return careerLine(engine, record.side === "friend" ? mirrored(state) : state);
}

afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});
const closing: (() => Promise<void> | void)[] = [];

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`each member's copy of a live match on ${kind.name}`, () => {
    it("keeps the host's copy from the host's side and the guest's from the guest's", async () => {
      const db = await kind.create();
      closing.push(() => db.destroy());
      const app = await testApp(db);
      closing.unshift(() => app.close());
      await app.listen({ port: 0, host: "127.0.0.1" });
      const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${LIVE_API.socket}`;

      const host = await registerMember(app, { name: "Priya Host" });
      const guest = await registerMember(app, { name: "Sam Guest" });
      const post = (path: string, cookie: string, payload: object) =>
        app.inject({ method: "POST", url: path, payload, headers: { origin: ORIGIN, cookie } });
      const made = await post(LIVE_API.matches, host, MICRO);
      expect(made.statusCode).toBe(201);
      const start = made.json<View>();
      expect((await post(`${invitePath(start.code)}/accept`, guest, {})).statusCode).toBe(200);

      const hostSocket = await TestSocket.open(url, { cookie: host });
      const guestSocket = await TestSocket.open(url, { cookie: guest });
      closing.unshift(() => {
        hostSocket.close();
        guestSocket.close();
      });
      hostSocket.send({ type: "follow", id: start.id, seen: 0 });
      await untilView(hostSocket, () => true);
      guestSocket.send({ type: "follow", id: start.id, seen: 0 });
      const guestFirst = await untilView(guestSocket, () => true);
      await untilView(hostSocket, (m) => m.view.guest?.connected === true);
      await playLiveOut(engine, hostSocket, guestSocket, guestFirst.view);

      const revealOf = async (cookie: string) => {
        for (let tries = 0; tries < 100; tries++) {
          const view = (
            await app.inject({ method: "GET", url: livePath(start.id), headers: { cookie } })
          ).json<View>();
          if (view.reveal?.keptId != null) return { ...view.reveal, keptId: view.reveal.keptId };
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error("the match was not kept");
      };
      const hostReveal = await revealOf(host);
      const guestReveal = await revealOf(guest);
      const { state } = replay(engine, {
        seed: hostReveal.seed as MatchRecord["seed"],
        level: "friend",
        rulesVersion: hostReveal.rulesVersion,
        actions: hostReveal.actions,
      });
      expect(state.result).not.toBeNull();
      expect([state.teamId, state.opponentId]).toEqual([MICRO.teamId, MICRO.opponentId]);

      await expectOwnSide(app, host, hostReveal.keptId, expectedFor(state, "host"));
      await expectOwnSide(app, guest, guestReveal.keptId, expectedFor(state, "guest"));
    });

    it("reads a guest's copy kept before copies had sides from the guest's side, once migrated", async () => {
      const played = playedFriendMatch(4_242);
      const members = { host: "old-host", guest: "old-guest" } as const;
      const password = "cover-drive-42";
      const hash = await hashPassword(password);
      const kept: Record<string, number> = {};
      const db: TestDatabase = await kind.createFilledAt("0010_live", async (old) => {
        const now = new Date().toISOString();
        for (const id of Object.values(members)) {
          await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") values (${id}, ${id}, ${`${id}@example.com`}, ${kind.name === "sqlite" ? 0 : false}, ${now}, ${now})`.execute(
            old,
          );
          await sql`insert into "account" (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt") values (${`account-${id}`}, ${id}, 'credential', ${id}, ${hash}, ${now}, ${now})`.execute(
            old,
          );
          // Both copies as the live referee kept them until now: the same replay, from the host's side.
          kept[id] = await keptTheOldWay(old, id, played.record, played.state, now);
        }
        await sql`insert into "liveMatch" (id, code, "hostId", "guestId", seed, "rulesVersion", status, "createdAt", "acceptedAt", "finishedAt", "hostKeptId", "guestKeptId") values ('old-match', 'OLDMAT', ${members.host}, ${members.guest}, ${played.record.seed}, ${played.record.rulesVersion}, 'finished', ${now}, ${now}, ${now}, ${kept[members.host]}, ${kept[members.guest]})`.execute(
          old,
        );
      });
      closing.push(() => db.destroy());
      const app = await testApp(db);
      closing.unshift(() => app.close());
      const signIn = async (id: string) => {
        const res = await app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email: `${id}@example.com`, password },
          headers: { origin: ORIGIN },
        });
        expect(res.statusCode).toBe(200);
        return cookieOf(res);
      };

      await expectOwnSide(
        app,
        await signIn(members.host),
        kept[members.host] ?? 0,
        expectedFor(played.state, "host"),
      );
      await expectOwnSide(
        app,
        await signIn(members.guest),
        kept[members.guest] ?? 0,
        expectedFor(played.state, "guest"),
      );
    });
  });
}

/**
 * A whole Micro friend match between India (the host) and Australia (the guest), played by the
 * engine as the live referee plays one: the guest calls, the winner bowls, both choose every ball.
 */
function playedFriendMatch(seed: number): {
  record: MatchRecord & { seed: number; rulesVersion: number };
  state: MatchState;
} {
  const setup: Action[] = [
    { type: "chooseFormat", format: "micro" },
    { type: "chooseTeam", countryId: MICRO.teamId },
    { type: "chooseOpponent", countryId: MICRO.opponentId },
    { type: "chooseLocation", countryId: MICRO.teamId },
    { type: "chooseStadium", stadiumId: MICRO.stadiumId },
  ];
  const rulesVersion = CURRENT_RULES_VERSION;
  let { state } = replay(engine, { seed, level: "friend", rulesVersion, actions: setup });
  const actions = [...setup];
  for (let seq = actions.length; turnOf(state) !== null; seq++) {
    if (seq > 300) throw new Error("the match did not end");
    const action: Action =
      turnOf(state) === "both"
        ? {
            type: "playBall",
            style: liveStyle(engine, state, "host", seq) as PlayStyle,
            other: liveStyle(engine, state, "guest", seq) as PlayStyle,
          }
        : liveDecision(engine, state, "bowl");
    const step = engine.step(state, action);
    if (!step.ok) throw new Error(step.error.message);
    actions.push(action);
    state = step.state;
  }
  return { record: { seed, level: "friend", rulesVersion, actions }, state };
}

/**
 * Keeps `finished` in the member's archive exactly as the archive's keep wrote a live match for
 * both members before copies had sides: the summary, facts and career line of the host's side.
 * Answers the row's id.
 */
async function keptTheOldWay(
  db: Kysely<unknown>,
  userId: string,
  record: MatchRecord & { seed: number; rulesVersion: number },
  finished: MatchState,
  at: string,
): Promise<number> {
  const summary = engine.matchSummary(finished);
  const stored = JSON.stringify({
    title: `${summary.innings.map((i) => i.teamName).join(" v ")} · Micro · ${summary.stadiumName}`,
    result: finished.result?.text,
    level: "friend",
    summary,
  });
  const facts = matchFactsOf(stored);
  const { rows } = await sql<{
    id: number;
  }>`insert into "match" ("userId", "createdAt", seed, actions, summary, level, "rulesVersion", format, "teamId", "opponentId", "careerLine", "tossValues") values (${userId}, ${at}, ${record.seed}, ${JSON.stringify(record.actions)}, ${stored}, 'friend', ${record.rulesVersion}, ${facts.format}, ${facts.teamId}, ${facts.opponentId}, ${JSON.stringify(careerLine(engine, finished))}, null) returning id`.execute(
    db,
  );
  return Number(rows[0]?.id);
}
