/**
 * After a live match between members (ADR 0032): what it did to both ratings, a rematch offered
 * by one member and accepted by the other alone (the same sides or swapped), and the recent
 * opponents to invite again; on SQLite and PostgreSQL.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { catalog } from "../../data/catalog.ts";
import { type Action, createEngine, type MatchState } from "../../engine/index.ts";
import type { ArchivedMatch } from "../../shared/api-types.ts";
import { type RatingChangeResponse, ratingChangePath } from "../../shared/ladder-types.ts";
import {
  invitePath,
  LIVE_API,
  type LiveView,
  livePath,
  type OpponentsResponse,
  type RematchResponse,
  rematchPath,
} from "../../shared/live-types.ts";
import { type TestDatabase, testDatabaseKinds } from "../test-support/databases.ts";
import { playLiveOut, untilView } from "../test-support/live-client.ts";
import { ORIGIN, registerMember, testApp } from "../test-support/test-app.ts";
import { TestSocket } from "../test-support/ws-client.ts";

type View = LiveView<MatchState, Action>;

const engine = createEngine(catalog);
const kinds = await testDatabaseKinds();

/** India (the host's side) v Australia (the guest's), Micro (one over a side). */
const MICRO = { format: "micro", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" };

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`after a live match on ${kind.name}`, () => {
    let db: TestDatabase;
    let app: FastifyInstance;
    let host: string;
    let guest: string;
    let outsider: string;
    let matchId: string;
    const sockets: TestSocket[] = [];

    const get = (path: string, cookie: string) =>
      app.inject({ method: "GET", url: path, headers: { cookie } });
    const post = (path: string, cookie: string, payload: unknown = {}) =>
      app.inject({
        method: "POST",
        url: path,
        payload: payload as object,
        headers: { origin: ORIGIN, cookie },
      });
    const messageOf = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;

    beforeAll(async () => {
      db = await kind.create();
      app = await testApp(db);
      await app.listen({ port: 0, host: "127.0.0.1" });
      const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${LIVE_API.socket}`;
      host = await registerMember(app, { name: "Priya Host" });
      guest = await registerMember(app, { name: "Sam Guest" });
      outsider = await registerMember(app, { name: "Olu Outsider" });
      const made = await post(LIVE_API.matches, host, MICRO);
      expect(made.statusCode).toBe(201);
      const start = made.json<View>();
      matchId = start.id;
      // Before it is over there is no rematch to offer.
      expect((await post(`${invitePath(start.code)}/accept`, guest)).statusCode).toBe(200);
      const early = await post(rematchPath(matchId), host);
      expect(early.statusCode).toBe(409);
      expect(messageOf(early)).toBe("A rematch can be offered once the match is over");

      const hostSocket = await TestSocket.open(url, { cookie: host });
      const guestSocket = await TestSocket.open(url, { cookie: guest });
      sockets.push(hostSocket, guestSocket);
      hostSocket.send({ type: "follow", id: matchId, seen: 0 });
      await untilView(hostSocket, () => true);
      guestSocket.send({ type: "follow", id: matchId, seen: 0 });
      const guestFirst = await untilView(guestSocket, () => true);
      await untilView(hostSocket, (m) => m.view.guest?.connected === true);
      await playLiveOut(engine, hostSocket, guestSocket, guestFirst.view);
      for (let tries = 0; tries < 200; tries++) {
        if ((await get(ratingChangePath(matchId), guest)).statusCode === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await app.close();
      await db.destroy();
    });

    it("says what the match did to both members' ratings, each against the other", async () => {
      const hostChange = (await get(ratingChangePath(matchId), host)).json<RatingChangeResponse>();
      const guestChange = (await get(ratingChangePath(matchId), guest)).json<RatingChangeResponse>();
      expect(hostChange.change).toMatchObject({
        kind: "friend",
        opponent: "Sam Guest",
        before: { rating: 1500, rd: 350 },
      });
      expect(guestChange.change).toMatchObject({
        kind: "friend",
        opponent: "Priya Host",
        before: { rating: 1500, rd: 350 },
      });
      const outcomes = [hostChange.change.outcome, guestChange.change.outcome].sort();
      expect([
        ["lost", "won"],
        ["tied", "tied"],
      ]).toContainEqual(outcomes);
      // One rises as the other falls (or, tied, neither moves far); the deviation narrows for both.
      // (Summed, not negated: after a tie both are 0, and -0 is not 0 to toBe.)
      expect(hostChange.change.after.rating - 1500 + (guestChange.change.after.rating - 1500)).toBe(0);
      expect(hostChange.change.after.rd).toBeLessThan(350);
      expect([hostChange.place, guestChange.place].sort()).toEqual([1, 2]);
      expect((await get(ratingChangePath(matchId), outsider)).statusCode).toBe(404);
      // Each member's kept copy is listed as rated against a friend.
      for (const [cookie, change] of [
        [host, hostChange],
        [guest, guestChange],
      ] as const) {
        const listed = (await get("/api/matches", cookie)).json<{ matches: ArchivedMatch[] }>().matches;
        expect(listed.map((m) => [m.id, m.rated])).toEqual([[change.change.keptId, "friend"]]);
      }
    });

    it("offers a rematch with the sides swapped that only the other member may accept", async () => {
      expect((await get(rematchPath(matchId), host)).json<RematchResponse>()).toEqual({ offer: null });
      expect((await get(rematchPath(matchId), outsider)).statusCode).toBe(404);
      expect((await post(rematchPath(matchId), outsider)).statusCode).toBe(404);
      expect((await post(rematchPath("not-a-match"), host)).statusCode).toBe(404);
      const bad = await post(rematchPath(matchId), host, { swap: "yes" });
      expect(bad.statusCode).toBe(400);
      expect(messageOf(bad)).toBe("swap must be true or false");
      expect((await post(rematchPath(matchId), host, { swap: true, extra: 1 })).statusCode).toBe(400);

      // The guest offers it, so the guest is the new match's host, on the host's side before.
      const offered = await post(rematchPath(matchId), guest, { swap: true });
      expect(offered.statusCode).toBe(201);
      const offer = offered.json<RematchResponse>().offer;
      expect(offer).toMatchObject({ byYou: true, from: "Sam Guest", swapped: true, status: "invited" });
      const again = await post(rematchPath(matchId), host);
      expect(again.statusCode).toBe(409);
      expect(messageOf(again)).toBe("Sam Guest has offered a rematch already: accept it or wait");
      const seen = (await get(rematchPath(matchId), host)).json<RematchResponse>().offer;
      expect(seen).toMatchObject({ id: offer?.id, code: offer?.code, byYou: false, from: "Sam Guest" });

      // The opponents list shows the offer waiting, to both.
      const opponents = (await get(LIVE_API.opponents, host)).json<OpponentsResponse>().opponents;
      expect(opponents).toEqual([
        {
          name: "Sam Guest",
          played: 1,
          lastMatchId: matchId,
          lastPlayedAt: expect.any(String),
          offer: expect.objectContaining({ id: offer?.id, byYou: false }),
        },
      ]);
      expect((await get(LIVE_API.opponents, outsider)).json<OpponentsResponse>()).toEqual({ opponents: [] });

      const stolen = await post(`${invitePath(offer?.code ?? "")}/accept`, outsider);
      expect(stolen.statusCode).toBe(403);
      expect(messageOf(stolen)).toBe("This rematch is offered to another member");
      const accepted = await post(`${invitePath(offer?.code ?? "")}/accept`, host);
      expect(accepted.statusCode).toBe(200);
      const rematch = accepted.json<View>();
      expect(rematch.side).toBe("guest");
      // Swapped: the guest before (Australia) now plays India, and the host Australia.
      expect([rematch.state.teamId, rematch.state.opponentId]).toEqual([MICRO.teamId, MICRO.opponentId]);
      expect(rematch.state.format).toBe("micro");
      expect(rematch.state.stadiumId).toBe(MICRO.stadiumId);
      expect((await get(livePath(rematch.id), guest)).json<View>().host.name).toBe("Sam Guest");
      expect((await get(rematchPath(matchId), guest)).json<RematchResponse>().offer?.status).toBe("playing");
      // A match being played is not over: no rematch of it yet.
      expect((await post(rematchPath(rematch.id), host)).statusCode).toBe(409);
    });
  });
}
