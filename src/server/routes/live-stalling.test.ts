import { describe, expect, it } from "vitest";
import { turnOf } from "../../engine/index.ts";
import { invitePath, LIVE_API, LIVE_RUN_OUTS_FORFEIT, type LiveSide } from "../../shared/live-types.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { liveDecision, liveStyle, type LiveViewMessage, untilView } from "../test-support/live-client.ts";
import { ORIGIN, registerMember } from "../test-support/test-app.ts";
import { TestSocket } from "../test-support/ws-client.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import { type LiveMatchView as View } from "../test-support/match-messages.ts";

/**
 * Stalling in a live match: a side whose clock runs out on 6 of its choices in a row (its style
 * for a ball, its decisions) while the other side plays forfeits, rated as a loss; the count is
 * in both members' views, a choice made in time starts it again, and a ball whose clock ran out
 * for both sides counts for neither. Real sockets, clocks of a quarter of a second.
 */

const T20 = { format: "t20", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" };
const CLOCK_MS = 250;

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`stalling in a live match on ${kind.name}`, () => {
    const server = useTestServer(kind, {
      deps: {
        liveTiming: {
          choiceMs: CLOCK_MS,
          decisionMs: CLOCK_MS,
          warnAfterMs: 60_000,
          forfeitAfterMs: 120_000,
        },
      },
      listen: LIVE_API.socket,
    });

    /** Two new members in a T20 match (the host made it, the guest accepted), both following it. */
    const started = async () => {
      const host = await registerMember(server.app, { name: "Asha Host" });
      const guest = await registerMember(server.app, { name: "Ben Guest" });
      const headers = (cookie: string) => ({ origin: ORIGIN, cookie });
      const made = await server.app.inject({
        method: "POST",
        url: LIVE_API.matches,
        payload: T20,
        headers: headers(host),
      });
      expect(made.statusCode).toBe(201);
      const { id, code } = made.json<View>();
      const accepted = await server.app.inject({
        method: "POST",
        url: `${invitePath(code)}/accept`,
        payload: {},
        headers: headers(guest),
      });
      expect(accepted.statusCode).toBe(200);
      const sockets = {
        host: await TestSocket.open(server.url, { cookie: host }),
        guest: await TestSocket.open(server.url, { cookie: guest }),
      };
      for (const socket of Object.values(sockets)) socket.send({ type: "follow", id, seen: 0 });
      const first = await untilView(sockets.host, (m) => m.view.guest?.connected === true);
      return { id, host, guest, sockets, first: first.view };
    };

    /** Sends `side`'s choice for what the view waits for, when it is theirs and not yet made. */
    const playFor = (socket: TestSocket, side: LiveSide, view: View) => {
      if (view.status !== "playing") return;
      const turn = turnOf(view.state);
      if (turn === "both" && view.clock?.chosen[side] === false)
        socket.send({
          type: "choose",
          id: view.id,
          seq: view.seq,
          style: liveStyle(engine, view.state, side, view.seq),
        });
      else if ((turn === "user" && side === "host") || (turn === "friend" && side === "guest"))
        socket.send({
          type: "act",
          id: view.id,
          seq: view.seq,
          action: liveDecision(engine, view.state, "bowl"),
        });
    };

    /**
     * Each side plays a choice at once when `plays` says so (by default the host always, the
     * guest never). Reads the host's views until `until` accepts one; answers each view read.
     */
    const run = async (
      sockets: Record<LiveSide, TestSocket>,
      start: View,
      until: (view: View) => boolean,
      plays: (side: LiveSide, view: View) => boolean = (side) => side === "host",
    ): Promise<View[]> => {
      const seen: View[] = [];
      let view = start;
      let sentFor = -1;
      for (let guard = 0; guard < 400 && !until(view); guard++) {
        if (view.seq !== sentFor && view.status === "playing") {
          for (const side of ["host", "guest"] as const)
            if (plays(side, view)) playFor(sockets[side], side, view);
          sentFor = view.seq;
        }
        const message: LiveViewMessage = await untilView(sockets.host, () => true, 5000);
        view = message.view;
        seen.push(view);
      }
      if (!until(view)) throw new Error("the match did not come to what was awaited");
      return seen;
    };

    const ratings = (cookies: string[]) =>
      Promise.all(
        cookies.map(
          async (cookie) =>
            (
              await server.app.inject({ method: "GET", url: "/api/ladder?kind=friend", headers: { cookie } })
            ).json<{
              you: { matches: number; wins?: number; losses?: number } | null;
            }>().you,
        ),
      );

    it(`forfeits a side whose clock runs out on ${LIVE_RUN_OUTS_FORFEIT} choices in a row, counting them in the view, and rates it as a loss`, async () => {
      const { id, host, guest, sockets, first } = await started();
      try {
        const views = await run(sockets, first, (v) => v.status !== "playing");
        const last = views.at(-1) as View;
        expect(last).toMatchObject({ status: "forfeited", forfeitedBy: "guest" });
        expect(last.guest?.runOuts).toBe(LIVE_RUN_OUTS_FORFEIT);
        expect(last.reveal?.keptId).toBeNull();
        // The guest's count went up one run-out at a time while the match was played, to 5.
        const counts = views.filter((v) => v.status === "playing").map((v) => v.guest?.runOuts ?? -1);
        expect([...new Set(counts)]).toEqual([0, 1, 2, 3, 4, 5].filter((n) => n >= (counts[0] ?? 0)));
        expect(views.every((v) => v.host.runOuts === 0)).toBe(true);
        // The guest is told too.
        const told = await untilView(sockets.guest, (m) => m.view.status === "forfeited");
        expect(told.view.guest?.runOuts).toBe(LIVE_RUN_OUTS_FORFEIT);
        // Rated once: a win for the host, a loss for the guest.
        const row = await server.db.database.db
          .selectFrom("liveMatch")
          .select(["ratedAt", "hostId", "guestId"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        expect(row.ratedAt).not.toBeNull();
        const lines = await server.db.database.db
          .selectFrom("rating")
          .select(["userId", "wins", "losses"])
          .where("kind", "=", "friend")
          .where("userId", "in", [row.hostId, row.guestId as string])
          .execute();
        expect(lines.find((r) => r.userId === row.hostId)).toMatchObject({ wins: 1, losses: 0 });
        expect(lines.find((r) => r.userId === row.guestId)).toMatchObject({ wins: 0, losses: 1 });
        expect((await ratings([host, guest])).map((you) => you?.matches)).toEqual([1, 1]);
      } finally {
        sockets.host.close();
        sockets.guest.close();
      }
    });

    it("starts the count again when the side chooses in time, and counts nothing when both let the clock run out", async () => {
      const { sockets, first } = await started();
      try {
        // The guest stalls to 3, then chooses one ball in time.
        let views = await run(sockets, first, (v) => (v.guest?.runOuts ?? 0) >= 3);
        let at = views.at(-1) as View;
        expect(at.status).toBe("playing");
        let choseAt = -1;
        views = await run(
          sockets,
          at,
          (v) => choseAt >= 0 && v.seq > choseAt,
          (side, v) => {
            if (side === "host") return true;
            if (choseAt >= 0 || turnOf(v.state) !== "both") return false;
            choseAt = v.seq;
            return true;
          },
        );
        at = views.at(-1) as View;
        expect(at).toMatchObject({ status: "playing", guest: { runOuts: 0 }, host: { runOuts: 0 } });

        // Now neither side chooses: 8 actions are played by the clock for both, and neither count moves.
        const idle = await run(
          sockets,
          at,
          (v) => v.seq >= at.seq + 8,
          () => false,
        );
        expect(idle.filter((v) => turnOf(v.state) === "both").length).toBeGreaterThan(3);
        expect(idle.map((v) => [v.status, v.host.runOuts, v.guest?.runOuts])).toEqual(
          idle.map(() => ["playing", 0, 0]),
        );
      } finally {
        sockets.host.close();
        sockets.guest.close();
      }
    });
  });
}
