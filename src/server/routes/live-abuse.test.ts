import { describe, expect, it } from "vitest";
import { INVITE_ALPHABET, invitePath, LIVE_API, livePath } from "../../shared/live-types.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { type LiveMessage, playLiveOut, untilView } from "../test-support/live-client.ts";
import { ORIGIN, registerMember } from "../test-support/test-app.ts";
import { TestSocket } from "../test-support/ws-client.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import {
  type LiveMatchView as View,
  type LiveErrorMessage as ErrorMessage,
} from "../test-support/match-messages.ts";

/**
 * What one member may do to others through live matches: reactions (a few in ten seconds, and
 * only in a match being played) and invite codes (a few dozen looked up in ten minutes, and a
 * code already taken or withdrawn shown only to its two members). The product's own limits.
 */
type ReactionMessage = Extract<LiveMessage, { type: "reaction" }>;

const MICRO = { format: "micro", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" };

/** Reactions one member may send in ten seconds, and invite lookups in ten minutes (README). */
const REACTIONS_PER_10_S = 5;
const INVITE_LOOKUPS_PER_10_MIN = 30;

/** Reads until an error or a reaction comes (views pushed meanwhile are skipped). */
async function nextNotView(socket: TestSocket): Promise<ErrorMessage | ReactionMessage> {
  for (;;) {
    const message = await socket.next<LiveMessage>();
    if (message.type !== "view") return message;
  }
}

/** A code of the invite alphabet that names no invite (the match's own codes are avoided). */
function unknownCode(i: number, taken: readonly string[]): string {
  for (let n = i; ; n += 7919) {
    let code = "";
    let rest = n;
    for (let k = 0; k < 6; k++) {
      code += INVITE_ALPHABET[rest % INVITE_ALPHABET.length];
      rest = Math.floor(rest / INVITE_ALPHABET.length);
    }
    if (!taken.includes(code)) return code;
  }
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`live matches' abuse limits on ${kind.name}`, () => {
    const server = useTestServer(kind, { listen: LIVE_API.socket });

    const post = (path: string, cookie: string, payload: object = {}) =>
      server.app.inject({ method: "POST", url: path, payload, headers: { origin: ORIGIN, cookie } });
    const preview = (code: string, cookie: string) =>
      server.app.inject({ method: "GET", url: invitePath(code), headers: { cookie } });
    const accept = (code: string, cookie: string) => post(`${invitePath(code)}/accept`, cookie);
    const make = async (cookie: string) => {
      const made = await post(LIVE_API.matches, cookie, MICRO);
      expect(made.statusCode).toBe(201);
      return made.json<View>();
    };
    /** Two new members and a match between them, accepted. */
    const playing = async () => {
      const host = await registerMember(server.app, { name: "Reacting Host" });
      const guest = await registerMember(server.app, { name: "Reacting Guest" });
      const view = await make(host);
      const accepted = await accept(view.code, guest);
      expect(accepted.statusCode).toBe(200);
      return { host, guest, view, guestView: accepted.json<View>() };
    };
    const following = async (cookie: string, id: string) => {
      const socket = await TestSocket.open(server.url, { cookie });
      socket.send({ type: "follow", id, seen: 0 });
      await untilView(socket, () => true);
      return socket;
    };

    it(`delivers at most ${REACTIONS_PER_10_S} reactions of one member in ten seconds; the rest are refused as rate_limited`, async () => {
      const { host, guest, view } = await playing();
      const hostSocket = await following(host, view.id);
      const guestSocket = await following(guest, view.id);
      try {
        const sent = REACTIONS_PER_10_S + 3;
        for (let i = 0; i < sent; i++) guestSocket.send({ type: "react", id: view.id, reaction: "Howzat!" });
        const answers: (ErrorMessage | ReactionMessage)[] = [];
        for (let i = 0; i < sent; i++) answers.push(await nextNotView(guestSocket));
        const refused = answers.filter((m): m is ErrorMessage => m.type === "error");
        expect(answers.filter((m) => m.type === "reaction")).toHaveLength(REACTIONS_PER_10_S);
        expect(refused.map((m) => m.code)).toEqual(["rate_limited", "rate_limited", "rate_limited"]);
        expect(refused[0]?.message).toMatch(/at most 5 reactions in 10 seconds/);
        expect(refused[0]?.id).toBe(view.id);

        // The host's own reaction (a budget of their own) comes after everything the guest's
        // sent: what came before it is all the host was shown of the guest's.
        hostSocket.send({ type: "react", id: view.id, reaction: "Good ball!" });
        const shown: ReactionMessage[] = [];
        for (;;) {
          const message = await nextNotView(hostSocket);
          if (message.type === "error") throw new Error(`refused: ${message.message}`);
          if (message.side === "host") break;
          shown.push(message);
        }
        expect(shown).toHaveLength(REACTIONS_PER_10_S);
        expect(shown.every((m) => m.side === "guest" && m.reaction === "Howzat!")).toBe(true);
      } finally {
        hostSocket.close();
        guestSocket.close();
      }
    });

    it("refuses a reaction on an open invite, a withdrawn one, a finished match and a forfeited one, delivering none", async () => {
      const host = await registerMember(server.app);
      const refusedOn = async (socket: TestSocket, id: string, words: RegExp) => {
        socket.send({ type: "react", id, reaction: "Good luck!" });
        const answer = await nextNotView(socket);
        expect(answer).toMatchObject({ type: "error", code: "refused", id });
        expect((answer as ErrorMessage).message).toMatch(words);
      };

      const open = await make(host);
      const hostSocket = await following(host, open.id);
      try {
        await refusedOn(hostSocket, open.id, /accepted the invite/);
        expect((await post(`${livePath(open.id)}/cancel`, host)).statusCode).toBe(200);
        await refusedOn(hostSocket, open.id, /withdrawn/);
      } finally {
        hostSocket.close();
      }

      const finished = await playing();
      const finishedHost = await following(finished.host, finished.view.id);
      const finishedGuest = await following(finished.guest, finished.view.id);
      try {
        const ended = await playLiveOut(engine, finishedHost, finishedGuest, finished.guestView);
        expect(ended.host.status).toBe("finished");
        await refusedOn(finishedGuest, finished.view.id, /over/);
      } finally {
        finishedHost.close();
        finishedGuest.close();
      }

      const forfeited = await playing();
      await server.db.database.db
        .updateTable("liveMatch")
        .set({ status: "forfeited", forfeitedBy: "guest" })
        .where("id", "=", forfeited.view.id)
        .execute();
      const forfeitedHost = await following(forfeited.host, forfeited.view.id);
      try {
        await refusedOn(forfeitedHost, forfeited.view.id, /over/);
      } finally {
        forfeitedHost.close();
      }
    }, 60_000);

    it(`answers a member's invite lookups (previews and accepts) past ${INVITE_LOOKUPS_PER_10_MIN} in ten minutes with 429 and Retry-After`, async () => {
      const guesser = await registerMember(server.app);
      const other = await registerMember(server.app);
      const real = await make(await registerMember(server.app));
      const taken = [real.code];
      for (let i = 0; i < INVITE_LOOKUPS_PER_10_MIN - 1; i++) {
        expect((await preview(unknownCode(i, taken), guesser)).statusCode).toBe(404);
      }
      expect((await accept(unknownCode(99, taken), guesser)).statusCode).toBe(404);
      for (const answer of [await preview(real.code, guesser), await accept(real.code, guesser)]) {
        expect(answer.statusCode).toBe(429);
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(500);
        expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(600);
        expect(answer.json().error.message).toMatch(/Too many invite codes tried/);
      }
      // The invite is still open, and another member's budget is their own.
      expect((await preview(real.code, other)).json<{ status: string }>().status).toBe("invited");
      expect((await accept(real.code, other)).statusCode).toBe(200);
    });

    it("shows an invite that was accepted or withdrawn only to its two members (404 to anyone else)", async () => {
      const outsider = await registerMember(server.app);
      const { host, guest, view } = await playing();
      for (const cookie of [host, guest]) {
        const seen = await preview(view.code, cookie);
        expect(seen.statusCode).toBe(200);
        expect(seen.json<{ status: string; id: string }>()).toMatchObject({ status: "playing", id: view.id });
      }
      for (const answer of [await preview(view.code, outsider), await accept(view.code, outsider)]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json().error.message).toBe("No such invite");
        expect(answer.body).not.toContain(view.id);
      }
      // The guest accepting again, the host their own: still told why.
      expect((await accept(view.code, guest)).statusCode).toBe(409);
      expect((await accept(view.code, host)).statusCode).toBe(409);

      const withdrawn = await make(host);
      expect((await post(`${livePath(withdrawn.id)}/cancel`, host)).statusCode).toBe(200);
      expect((await preview(withdrawn.code, host)).json<{ status: string }>().status).toBe("cancelled");
      expect((await preview(withdrawn.code, outsider)).statusCode).toBe(404);
      expect((await accept(withdrawn.code, outsider)).statusCode).toBe(404);

      // An open invite is for anyone with its code.
      const open = await make(host);
      const offered = await preview(open.code, outsider);
      expect(offered.statusCode).toBe(200);
      expect(offered.json<{ status: string; yours: boolean }>()).toMatchObject({
        status: "invited",
        yours: false,
      });
    });
  });
}
