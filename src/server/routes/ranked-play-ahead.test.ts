import { describe, expect, it } from "vitest";
import {
  type Action,
  type MatchEvent,
  type MatchState,
  type StretchStop,
  replay,
} from "../../engine/index.ts";
import { RANKED_API, type RankedPlayAheadResponse, rankedPlayAheadPath } from "../../shared/ranked-types.ts";
import { publicState } from "../ranked/referee.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, registerMember } from "../test-support/test-app.ts";
import { TestSocket } from "../test-support/ws-client.ts";
import { firstChoice } from "../test-support/first-choice.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import {
  type RankedMatchView as View,
  type RankedMessage as Message,
} from "../test-support/match-messages.ts";
import { storedActions as storedActionRows, storedWideSeed } from "../test-support/stored-rows.ts";

type Ahead = RankedPlayAheadResponse<MatchState, Action, MatchEvent, StretchStop>;

/** India v Australia at a ground of India's. */
const setup = (format: string) => ({
  format,
  teamId: 1,
  opponentId: 2,
  stadiumId: engine.stadiumsFor(1)[0]?.id ?? "",
});
const BALANCED = { batting: "balanced", bowling: "balanced" } as const;

function expectBlank(view: View): void {
  expect(view.state.seed).toBe(0);
  expect(view.state.rng).toEqual([0, 0, 0, 0]);
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`playing ahead in ranked matches on ${kind.name}`, () => {
    const server = useTestServer(kind, { listen: RANKED_API.socket });

    const storedActions = async (id: string) =>
      (await storedActionRows(server.db, "rankedAction", id)).map((row) => JSON.parse(row.action) as Action);
    const storedSeed = async (id: string) => (await storedWideSeed(server.db, id)) as string;
    const ahead = (cookie: string, id: string, body: unknown) =>
      server.app.inject({
        method: "POST",
        url: rankedPlayAheadPath(id),
        payload: body as object,
        headers: { origin: ORIGIN, cookie },
      });

    /** A new match of a new member, its toss played over the socket: the first innings waits. */
    async function atFirstBall(format: string) {
      const cookie = await registerMember(server.app);
      const created = await server.app.inject({
        method: "POST",
        url: RANKED_API.matches,
        payload: setup(format),
        headers: { origin: ORIGIN, cookie },
      });
      expect(created.statusCode).toBe(201);
      let view = created.json<View>();
      const socket = await TestSocket.open(server.url, { cookie });
      let decisions = 0;
      while (engine.stage(view.state).innings === null) {
        socket.send({ type: "act", id: view.id, seq: view.seq, action: firstChoice(engine, view.state) });
        const answer = await socket.next<Message>();
        if (answer.type !== "view") throw new Error(`refused: ${answer.message}`);
        view = answer.view;
        decisions++;
      }
      socket.close();
      return { cookie, view, decisions, bodies: [created.body, ...socket.received] };
    }

    it("plays a plan to the over's end, storing each ball as an action that replays to the same match", async () => {
      const { cookie, view } = await atFirstBall("t20");
      const from = view.seq;
      const answered = await ahead(cookie, view.id, { seq: from, plan: BALANCED, until: "over" });
      expect(answered.statusCode).toBe(200);
      const stretch = answered.json<Ahead>();
      expect(stretch.from).toBe(from);
      expect(stretch.done).toBe(true);
      expect(stretch.stop).toBeNull();
      // One over: six legal balls (and any extras), and the over's end as the last of its events.
      const balls = stretch.events.filter((e) => e.type === "ball");
      expect(balls.filter((e) => e.type === "ball" && e.legal)).toHaveLength(6);
      expect(stretch.events.filter((e) => e.type === "overEnd")).toHaveLength(1);
      const overEnd = stretch.events.findIndex((e) => e.type === "overEnd");
      expect(stretch.events.slice(overEnd).some((e) => e.type === "ball")).toBe(false);
      expectBlank(stretch.view);

      // Each action played is stored, as if sent one by one, and nothing more.
      const stored = await storedActions(view.id);
      expect(stored).toHaveLength(stretch.view.seq);
      const played = stored.slice(from);
      expect(played.length).toBeGreaterThanOrEqual(balls.length);
      expect(played.every((a) => a.type === "playBall" || a.type === "chooseBowler")).toBe(true);
      expect(played.filter((a) => a.type === "playBall")).toHaveLength(balls.length);

      // The record replays to the match the member was shown.
      const replayed = replay(engine, {
        seed: await storedSeed(view.id),
        level: "international",
        rulesVersion: view.state.rulesVersion,
        actions: stored,
      });
      expect(replayed.refusedAt).toBeNull();
      expect(publicState(replayed.state)).toEqual(stretch.view.state);

      // A second stretch goes on from there: to the next wicket, stopping with it or the innings.
      const next = await ahead(cookie, view.id, { seq: stretch.view.seq, plan: BALANCED, until: "wicket" });
      expect(next.statusCode).toBe(200);
      const second = next.json<Ahead>();
      const last = second.events.filter((e) => e.type === "wicket" || e.type === "inningsEnd");
      expect(last).toHaveLength(1);
      expect(await storedActions(view.id)).toHaveLength(second.view.seq);
    });

    it("stops before the last over when that stop is ticked (or with the innings, all out sooner)", async () => {
      const { cookie, view } = await atFirstBall("t20");
      const stops = { lastOver: true };
      const answered = await ahead(cookie, view.id, {
        seq: view.seq,
        plan: BALANCED,
        until: "innings",
        stops,
      });
      expect(answered.statusCode).toBe(200);
      const stretch = answered.json<Ahead>();
      expect(stretch.done).toBe(true);
      const board = engine.scoreboard(stretch.view.state);
      if (stretch.stop === null) {
        expect(stretch.events.some((e) => e.type === "inningsEnd")).toBe(true);
        expect(board?.innings).not.toBe(1);
      } else {
        expect(stretch.stop).toEqual({ kind: "lastOver" });
        expect(board?.overs).toBe("19.0");
        expect(board?.innings).toBe(1);
      }
      expect(await storedActions(view.id)).toHaveLength(stretch.view.seq);
    });

    it("stops when the win chance swings more than 10 points, measured from where the stretch began", async () => {
      const { cookie, view } = await atFirstBall("t20");
      const body = { seq: view.seq, plan: BALANCED, until: "innings", stops: { swing: true } };
      const answered = await ahead(cookie, view.id, body);
      expect(answered.statusCode).toBe(200);
      const stretch = answered.json<Ahead>();
      expect(stretch.startChance).toBeGreaterThan(0);
      expect(stretch.startChance).toBeLessThan(1);
      if (stretch.stop === null) {
        expect(stretch.events.some((e) => e.type === "inningsEnd")).toBe(true);
      } else {
        expect(stretch.stop.kind).toBe("swing");
        if (stretch.stop.kind !== "swing") return;
        expect(stretch.stop.from).toBe(stretch.startChance);
        expect(Math.abs(stretch.stop.to - stretch.stop.from)).toBeGreaterThan(0.1);
      }
    });

    it("refuses a bad plan with a 400 that says what is wrong, and stores nothing", async () => {
      const { cookie, view } = await atFirstBall("micro");
      const cases: [unknown, RegExp][] = [
        [{ seq: view.seq, plan: { batting: "coach", bowling: "balanced" }, until: "over" }, /coach's advice/],
        [
          { seq: view.seq, plan: { batting: "slog", bowling: "balanced" }, until: "over" },
          /attack, balanced or defend/,
        ],
        [{ seq: view.seq, until: "over" }, /plan/],
        [{ seq: view.seq, plan: BALANCED, until: "tea" }, /until must be over, wicket, innings or match/],
        [{ seq: view.seq, plan: BALANCED, until: "over", peek: true }, /does not take peek/],
        [{ seq: view.seq, plan: { ...BALANCED, rotation: [3, 3] }, until: "over" }, /each bowler once/],
        [{ seq: view.seq, plan: BALANCED, until: "over", stops: { swing: "yes" } }, /stops\.swing/],
        [{ seq: "next", plan: BALANCED, until: "over" }, /seq/],
      ];
      for (const [body, message] of cases) {
        const answered = await ahead(cookie, view.id, body);
        expect(answered.statusCode, JSON.stringify(body)).toBe(400);
        expect(answered.json<{ error: { message: string } }>().error.message).toMatch(message);
      }
      expect(await storedActions(view.id)).toHaveLength(view.seq);
    });

    it("answers a stale or early request as any ranked action, and another member's match as none", async () => {
      const cookie = await registerMember(server.app);
      const created = await server.app.inject({
        method: "POST",
        url: RANKED_API.matches,
        payload: setup("micro"),
        headers: { origin: ORIGIN, cookie },
      });
      const start = created.json<View>();
      // At the toss: the member's own choice, never the plan's.
      const early = await ahead(cookie, start.id, { seq: start.seq, plan: BALANCED, until: "over" });
      expect(early.statusCode).toBe(409);
      expect(early.json<{ error: { message: string } }>().error.message).toMatch(/innings in play/);

      const { cookie: other, view } = await atFirstBall("micro");
      expect(
        (await ahead(cookie, view.id, { seq: view.seq, plan: BALANCED, until: "over" })).statusCode,
      ).toBe(404);
      const first = await ahead(other, view.id, { seq: view.seq, plan: BALANCED, until: "over" });
      expect(first.statusCode).toBe(200);
      const after = first.json<Ahead>().view.seq;
      // The same request again (a second tab, a retry): out of turn, nothing played twice.
      const again = await ahead(other, view.id, { seq: view.seq, plan: BALANCED, until: "over" });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ error: { code: string } }>().error.code).toBe("out_of_turn");
      expect(await storedActions(view.id)).toHaveLength(after);
      // Two at once for the same place: one plays, the other is out of turn.
      const both = await Promise.all(
        ["defend", "attack"].map((batting) =>
          ahead(other, view.id, { seq: after, plan: { batting, bowling: "balanced" }, until: "over" }),
        ),
      );
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = both.find((r) => r.statusCode === 200)?.json<Ahead>();
      expect(await storedActions(view.id)).toHaveLength(winner?.view.seq ?? -1);
    });

    it("plays a ranked T20 to its end in under 30 decisions, showing nothing of the seed before the end", async () => {
      const started = performance.now();
      const { cookie, view, decisions: toss, bodies } = await atFirstBall("t20");
      const seed = await storedSeed(view.id);
      let current = view;
      let requests = 0;
      let startChance: number | null = null;
      let last: Ahead | null = null;
      const requestMs: number[] = [];
      while (current.reveal === null) {
        const asked = performance.now();
        const answered = await ahead(cookie, view.id, {
          seq: current.seq,
          plan: BALANCED,
          until: "match",
          startChance,
        });
        expect(answered.statusCode).toBe(200);
        last = answered.json<Ahead>();
        requestMs.push(Math.round(performance.now() - asked));
        bodies.push(answered.body);
        current = last.view;
        startChance = last.startChance;
        // An innings at most a request: a T20 is two, and a tie's super over would be more.
        expect(last.events.filter((e) => e.type === "inningsEnd").length).toBeLessThanOrEqual(1);
        if (++requests > 6) throw new Error("the match did not end");
      }
      expect(last?.done).toBe(true);
      expect(engine.stage(current.state).name).toBe("finished");
      // The setup form's one submission, the toss's choices, and one plan an innings.
      const decisions = 1 + toss + requests;
      expect(decisions).toBeLessThanOrEqual(30);
      // Every ball stored; the record revealed at the end is the stored one and replays to it.
      const stored = await storedActions(view.id);
      expect(current.reveal.actions).toEqual(stored);
      expect(current.reveal.seed).toBe(seed);
      const replayed = replay(engine, {
        seed,
        level: "international",
        rulesVersion: view.state.rulesVersion,
        actions: stored,
      });
      expect(publicState(replayed.state)).toEqual(current.state);
      // Nothing before the last answer names the seed or the generator.
      const beforeEnd = bodies.slice(0, -1).join("\n");
      expect(beforeEnd).not.toMatch(/"seed":[1-9]/);
      expect(beforeEnd).not.toMatch(/"seed":"/);
      expect(beforeEnd).not.toContain(seed.slice(0, 8));
      expect(beforeEnd).not.toMatch(/"rng":\[(?!0,0,0,0\])/);
      console.info(
        `ranked T20 played ahead: ${decisions} decisions (${requests} plans), ${stored.length} actions, ${Math.round(performance.now() - started)} ms in all, the plans ${requestMs.join(" and ")} ms`,
      );
    }, 120_000);
  });
}
