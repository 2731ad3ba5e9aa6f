/**
 * One process's sockets on live matches: who follows which match from which side and what
 * each was last sent, the pushes when a match changes (here or, through the bus, in another
 * process), the match clocks armed while any socket of this process is on the match, and the
 * presence each socket gives its side.
 */
import type { Action, MatchEvent, MatchState } from "../../engine/index.ts";
import { type LiveServerMessage, REACTIONS, type Reaction } from "../../shared/live-types.ts";
import type { Side } from "../db/live-repository.ts";
import { serialQueue } from "../referee/common.ts";
import { type LiveBus, RESYNC } from "./live-bus.ts";
import { decodeChange } from "./live-change.ts";
import type { Answer, LiveReferee, View } from "./live-referee.ts";

export type ServerMessage = LiveServerMessage<MatchState, Action, MatchEvent>;

/** One socket: its member and how to send to it. */
export interface Connection {
  readonly userId: string;
  send(message: ServerMessage): void;
}

interface Following {
  readonly connection: Connection;
  readonly side: Side;
  /** Actions sent so far. */
  sent: number;
  /** What the last view sent said besides its state (so an unchanged view is not sent again). */
  key: string;
}

export interface LiveHub {
  /** Follows a match from `seen` (sending the view and events since), or says why not. */
  follow(connection: Connection, id: string, seen: number): Promise<void>;
  /** Whether the connection follows the match. */
  follows(connection: Connection, id: string): boolean;
  /** Plays what is due and sends every socket on the match what is new to it (the bus calls it on a change). */
  refresh(id: string): Promise<void>;
  /** The connection closed: it follows nothing any more. */
  leave(connection: Connection): Promise<void>;
  close(): Promise<void>;
}

const keyOf = (view: View): string =>
  JSON.stringify([
    view.seq,
    view.status,
    view.clock,
    view.host,
    view.guest,
    view.forfeitedBy,
    view.reveal?.keptId,
  ]);

export function createLiveHub(
  referee: LiveReferee,
  bus: LiveBus,
  log: { error(object: object, message: string): void },
): LiveHub {
  const matches = new Map<string, Map<Connection, Following>>();
  const timers = new Map<string, NodeJS.Timeout>();
  const serially = serialQueue();
  let closed = false;

  const presenceTimer = setInterval(() => {
    if (matches.size === 0) return;
    referee
      .refreshPresence()
      .catch((error: unknown) => log.error({ err: error }, "live: presence refresh failed"));
  }, referee.timing.presenceRefreshMs);
  presenceTimer.unref();

  const send = (following: Following, answer: Answer, always: boolean): void => {
    const key = keyOf(answer.view);
    if (!always && answer.view.seq === following.sent && key === following.key) return;
    following.sent = answer.view.seq;
    following.key = key;
    following.connection.send({
      type: "view",
      view: answer.view,
      from: answer.from,
      events: answer.events,
      notice: answer.notice,
    });
  };

  const arm = (id: string, due: number | null): void => {
    const before = timers.get(id);
    if (before) clearTimeout(before);
    timers.delete(id);
    if (due === null || closed || !matches.has(id)) return;
    // A little after the moment, so the clock has surely run out on every process's reading.
    const timer = setTimeout(() => void refresh(id), Math.max(0, due - Date.now()) + 20);
    timers.set(id, timer);
  };

  /** A refresh queued and not yet begun, per match: a change meanwhile is seen by it. */
  const queued = new Map<string, Promise<void>>();

  /**
   * Plays what is due, then sends each socket on the match what is new to it. Changes that come
   * while one refresh waits to begin share it (it reads the match when it begins), so a ball
   * announced both by the bus and by the member's own act is read once.
   */
  const refresh = (id: string): Promise<void> => {
    const waiting = queued.get(id);
    if (waiting) return waiting;
    const run = serially(id, async () => {
      queued.delete(id);
      if (closed) return;
      try {
        // No socket here follows the match any more: a match this process played to its end
        // is still kept (the last ball's socket may have closed before this push).
        if (!matches.has(id)) {
          await referee.finish(id);
          return;
        }
        const followers = [...(matches.get(id)?.values() ?? [])];
        const { due, answers, finishing } = await referee.settle(
          id,
          followers.map((f) => ({ userId: f.connection.userId, seen: f.sent })),
        );
        followers.forEach((following, i) => {
          const answer = answers[i];
          if (answer?.ok && matches.get(id)?.get(following.connection) === following)
            send(following, answer, false);
        });
        arm(id, due);
        // Kept and rated after the last ball is sent (its status comes in the next push).
        if (finishing) await referee.finish(id);
      } catch (error) {
        log.error({ err: error }, "live: a refresh failed");
      }
    });
    queued.set(id, run);
    return run;
  };

  const unsubscribe = bus.subscribe((id, change) => {
    if (id === RESYNC) {
      referee.forgetAll();
      for (const followed of matches.keys()) void refresh(followed);
      return;
    }
    // Applied to the match held here before the refresh it calls for reads it (both queued).
    referee
      .heard(id, change)
      .catch((error: unknown) => log.error({ err: error }, "live: a change heard failed"));
    const followers = matches.get(id);
    if (!followers) return;
    const message = decodeChange(change);
    if (message?.kind === "reaction") {
      const reaction = REACTIONS[message.index] as Reaction | undefined;
      if (reaction === undefined) return;
      for (const following of followers.values())
        following.connection.send({ type: "reaction", id, side: message.side, reaction });
      return;
    }
    void refresh(id);
  });

  return {
    async follow(connection, id, seen) {
      let answer = await referee.follow(connection.userId, id, seen);
      if (!answer.ok) {
        connection.send({ type: "error", code: answer.code, message: answer.message, id });
        return;
      }
      const side = answer.view.side;
      const there = [...(matches.get(id)?.values() ?? [])].some((f) => f.side === side);
      if (!there) {
        // The member is there before they are answered: their view says so.
        await referee.present(id, side);
        const again = await referee.follow(connection.userId, id, seen);
        if (again.ok) answer = again;
      }
      const answered = answer;
      // Followed and answered in one step, so no push of the match comes between.
      await serially(id, async () => {
        let followers = matches.get(id);
        if (!followers) {
          followers = new Map();
          matches.set(id, followers);
        }
        const following: Following = followers.get(connection) ?? { connection, side, sent: seen, key: "" };
        followers.set(connection, following);
        send(following, answered, true);
      });
      await refresh(id);
    },

    follows: (connection, id) => matches.get(id)?.has(connection) === true,

    refresh,

    async leave(connection) {
      for (const [id, followers] of matches) {
        const following = followers.get(connection);
        if (!following) continue;
        followers.delete(connection);
        if (followers.size === 0) {
          matches.delete(id);
          arm(id, null);
        }
        if (![...followers.values()].some((f) => f.side === following.side)) {
          await referee.absent(id, following.side).catch((error: unknown) => {
            log.error({ err: error }, "live: noting an absence failed");
          });
        }
      }
    },

    async close() {
      closed = true;
      clearInterval(presenceTimer);
      unsubscribe();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      const sides = [...matches].flatMap(([id, followers]) =>
        [...new Set([...followers.values()].map((f) => f.side))].map((side) => ({ id, side })),
      );
      matches.clear();
      for (const { id, side } of sides) await referee.absent(id, side).catch(() => undefined);
    },
  };
}
