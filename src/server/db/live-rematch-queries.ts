/**
 * Rematches between members (migration 0014, ADR 0032): which live match a rematch follows, who
 * offered it and for whom; and the members a member has played.
 */
import type { Database } from "./database.ts";

/** A rematch as stored, with its match's status and code and the name of who offered it. */
export interface RematchRow {
  readonly rematchId: string;
  readonly matchId: string;
  readonly byId: string;
  readonly byName: string;
  readonly forId: string;
  readonly swapped: boolean;
  readonly code: string;
  readonly status: string;
  readonly createdAt: Date;
}

/** A member the member has played: the latest match between them and how many. */
export interface OpponentRow {
  readonly userId: string;
  readonly name: string;
  readonly played: number;
  readonly lastMatchId: string;
  readonly lastPlayedAt: Date;
}

export interface LiveRematchQueries {
  /** Records the rematch `rematchId` (already made as an invite) offered after `matchId`. */
  add(rematch: {
    readonly rematchId: string;
    readonly matchId: string;
    readonly byId: string;
    readonly forId: string;
    readonly swapped: boolean;
    readonly at: Date;
  }): Promise<void>;
  /** The newest rematch after `matchId` that was not withdrawn. */
  latestAfter(matchId: string): Promise<RematchRow | undefined>;
  /** The rematch whose own match is `rematchId`; undefined for an ordinary invite. */
  ofRematch(rematchId: string): Promise<RematchRow | undefined>;
  /** Open rematch invites between the member and anyone (offered by either), newest first. */
  openBetween(userId: string): Promise<RematchRow[]>;
  /** The members the member has played to an end, the latest first, at most `limit`. */
  opponents(userId: string, limit: number): Promise<OpponentRow[]>;
}

/** How many of a member's ended live matches the opponents list reads at most. */
const OPPONENT_SCAN = 500;

export function liveRematchQueries({ db }: Database): LiveRematchQueries {
  const select = () =>
    db
      .selectFrom("liveRematch as r")
      .innerJoin("liveMatch as m", "m.id", "r.rematchId")
      .innerJoin("user as u", "u.id", "r.byId")
      .select([
        "r.rematchId as rematchId",
        "r.matchId as matchId",
        "r.byId as byId",
        "u.name as byName",
        "r.forId as forId",
        "r.swapped as swapped",
        "m.code as code",
        "m.status as status",
        "r.createdAt as createdAt",
      ]);
  type Selected = Awaited<ReturnType<ReturnType<typeof select>["executeTakeFirstOrThrow"]>>;
  const rowOf = (row: Selected): RematchRow => ({
    ...row,
    swapped: Number(row.swapped) === 1,
    createdAt: new Date(row.createdAt),
  });

  return {
    async add({ rematchId, matchId, byId, forId, swapped, at }) {
      await db
        .insertInto("liveRematch")
        .values({ rematchId, matchId, byId, forId, swapped: swapped ? 1 : 0, createdAt: at.toISOString() })
        .execute();
    },

    async latestAfter(matchId) {
      const row = await select()
        .where("r.matchId", "=", matchId)
        .where("m.status", "!=", "cancelled")
        .orderBy("r.createdAt", "desc")
        .orderBy("r.rematchId", "desc")
        .executeTakeFirst();
      return row ? rowOf(row) : undefined;
    },

    async ofRematch(rematchId) {
      const row = await select().where("r.rematchId", "=", rematchId).executeTakeFirst();
      return row ? rowOf(row) : undefined;
    },

    async openBetween(userId) {
      const rows = await select()
        .where((eb) => eb.or([eb("r.byId", "=", userId), eb("r.forId", "=", userId)]))
        .where("m.status", "=", "invited")
        .orderBy("r.createdAt", "desc")
        .execute();
      return rows.map(rowOf);
    },

    async opponents(userId, limit) {
      const rows = await db
        .selectFrom("liveMatch as m")
        .innerJoin("user as h", "h.id", "m.hostId")
        .innerJoin("user as g", "g.id", "m.guestId")
        .select([
          "m.id as id",
          "m.hostId as hostId",
          "h.name as hostName",
          "m.guestId as guestId",
          "g.name as guestName",
          "m.finishedAt as finishedAt",
        ])
        .where((eb) => eb.or([eb("m.hostId", "=", userId), eb("m.guestId", "=", userId)]))
        .where("m.status", "in", ["finished", "forfeited"])
        .where("m.finishedAt", "is not", null)
        .orderBy("m.finishedAt", "desc")
        .orderBy("m.id", "desc")
        .limit(OPPONENT_SCAN)
        .execute();
      const byMember = new Map<string, OpponentRow>();
      for (const row of rows) {
        const theirs = row.hostId === userId;
        const other = theirs ? row.guestId : row.hostId;
        if (other === null) continue;
        const known = byMember.get(other);
        if (known) {
          byMember.set(other, { ...known, played: known.played + 1 });
          continue;
        }
        if (byMember.size >= limit) continue;
        byMember.set(other, {
          userId: other,
          name: theirs ? row.guestName : row.hostName,
          played: 1,
          lastMatchId: row.id,
          lastPlayedAt: new Date(row.finishedAt as Date | string),
        });
      }
      return [...byMember.values()];
    },
  };
}
