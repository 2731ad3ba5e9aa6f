import type { Database } from "./database.ts";
import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "./schema.ts";
import { groupCommit } from "./group-commit.ts";
import { type LivePresenceQueries, livePresenceQueries } from "./live-presence-queries.ts";
import type { Seed } from "../../engine/index.ts";
import { seedColumns, seedOf } from "./seed-columns.ts";

export type Side = "host" | "guest";
export type Status = "invited" | "playing" | "finished" | "forfeited" | "cancelled";

/** A live match as stored, with its members' display names. */
export interface LiveRow {
  readonly id: string;
  readonly code: string;
  readonly hostId: string;
  readonly hostName: string;
  readonly guestId: string | null;
  readonly guestName: string | null;
  readonly seed: Seed;
  readonly rulesVersion: number;
  readonly status: Status;
  readonly createdAt: Date;
  readonly acceptedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly forfeitedBy: Side | null;
  readonly hostKeptId: number | null;
  readonly guestKeptId: number | null;
  readonly ratedAt: Date | null;
  readonly hostLeftAt: Date | null;
  readonly guestLeftAt: Date | null;
}

/** A new live match and its setup actions (stored as seq 0, 1, …). */
export interface NewLive {
  readonly id: string;
  readonly code: string;
  readonly hostId: string;
  readonly seed: Seed;
  readonly rulesVersion: number;
  readonly createdAt: Date;
  readonly actions: readonly string[];
}

/** A stored action: its JSON text, when it was stored, and whom the clock played for. */
export interface StoredAction {
  readonly action: string;
  readonly at: Date;
  readonly timedOut: Side | "both" | null;
}

/**
 * How a write tells every process what it changed, in its own statement, so that the news is
 * sent if and only if the write commits (PostgreSQL's NOTIFY is delivered on commit).
 */
export interface Announcer {
  readonly channel: string;
  payloadOf(id: string, change: string): string;
}

/**
 * The ball to store if the other side's style is `theirs`: the action as JSON and, where the write
 * announces itself, the change that announces it.
 */
export interface BallFor {
  readonly theirs: string;
  readonly action: string;
  readonly change: string;
}

/** The queries on the live tables, in one place (the presence rows' in live-presence-queries.ts). */
export interface LiveRepository extends LivePresenceQueries {
  /**
   * Whether a ball's writes (`insertAction`, `insertChoiceAndPlay`) announce the change they are
   * given themselves; when not, the caller announces it after.
   */
  readonly announces: boolean;
  /**
   * Stores the match and its setup together, unless the host has `openLimit` open invites:
   * counted inside the insert's transaction with the host's row locked (PostgreSQL; SQLite's
   * transactions run one at a time), so racing requests on any process cannot pass it together.
   * "code_taken" when the invite code is taken; nothing is stored unless "created".
   */
  create(match: NewLive, openLimit: number): Promise<"created" | "code_taken" | "too_many">;
  find(id: string): Promise<LiveRow | undefined>;
  findByCode(code: string): Promise<LiveRow | undefined>;
  /** Stores the `seq`-th action; false (nothing written) when another writer stored it first. */
  insertAction(
    id: string,
    seq: number,
    action: string,
    at: Date,
    timedOut: StoredAction["timedOut"],
    change?: string,
  ): Promise<boolean>;
  /**
   * Stores a side's style for the ball at `seq` (stored: false, nothing written, when that side
   * had chosen already) and reads the other side's, stored before this one was or at least
   * before this reading began. When it finds it, the ball is stored in the same write: the one
   * of `balls` for that style (played: false when another writer stored action `seq` first).
   * Where the write announces itself (one statement), it announces the ball it stored, else
   * `change`, followed by ` seen` when the other side's style was found.
   */
  insertChoiceAndPlay(
    id: string,
    seq: number,
    side: Side,
    style: string,
    at: Date,
    change: string,
    balls: readonly BallFor[],
  ): Promise<{ stored: boolean; theirs: string | undefined; played: boolean }>;
  /**
   * The match with its actions from `from` on, in one reading (what a process brings its copy
   * of the match up to date with); undefined when there is no such match.
   */
  findFrom(id: string, from: number): Promise<{ row: LiveRow; actions: StoredAction[] } | undefined>;
  /**
   * Who is there (a presence row fresher than `freshSince`), when each side's newest row was
   * refreshed (epoch ms, fresh or not) and, for the ball that will be action `seq` (when one is
   * awaited), who has chosen what: in one reading.
   */
  factsOf(
    id: string,
    freshSince: Date,
    seq: number | null,
  ): Promise<{
    presence: Record<Side, boolean>;
    seen: Partial<Record<Side, number>>;
    chosen: Partial<Record<Side, string>>;
  }>;
  /**
   * Who is there in each of the matches `ids`, and when each side was last vouched for, as
   * {@link factsOf} reads it for one match: in one reading for all of them (a match with no
   * presence row is there with no side).
   */
  presenceOfMatches(
    ids: readonly string[],
    freshSince: Date,
  ): Promise<Map<string, { presence: Record<Side, boolean>; seen: Partial<Record<Side, number>> }>>;
  /** Makes `guestId` the guest of an open invite; false when it is not open any more. */
  accept(id: string, guestId: string, at: Date): Promise<boolean>;
  /** Withdraws the host's open invite; false when it is not open. */
  cancel(id: string, hostId: string): Promise<boolean>;
  /** Marks a match being played finished and kept (once). */
  /** Marks a match being played finished, with its kept ids; false (nothing written) when it was not being played. */
  finish(id: string, hostKeptId: number, guestKeptId: number, at: Date): Promise<boolean>;
  /** Ends a match being played as forfeited by `side`; false when it was not being played. */
  forfeit(id: string, side: Side, at: Date): Promise<boolean>;
  /** How many open invites the member has made. */
  countOpenInvites(hostId: string): Promise<number>;
  /** The member's open invites and the matches they are playing, newest first. */
  openOf(userId: string): Promise<LiveRow[]>;
}

interface StoredRow {
  readonly id: string;
  readonly code: string;
  readonly hostId: string;
  readonly hostName: string;
  readonly guestId: string | null;
  readonly guestName: string | null;
  readonly seed: number | string;
  readonly wideSeed: string | null;
  readonly rulesVersion: number;
  readonly status: string;
  readonly createdAt: Date | string;
  readonly acceptedAt: Date | string | null;
  readonly finishedAt: Date | string | null;
  readonly forfeitedBy: string | null;
  readonly hostKeptId: number | null;
  readonly guestKeptId: number | null;
  readonly ratedAt: Date | string | null;
  readonly hostLeftAt: Date | string | null;
  readonly guestLeftAt: Date | string | null;
}

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const numberOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

function rowOf(row: StoredRow): LiveRow {
  return {
    id: row.id,
    code: row.code,
    hostId: row.hostId,
    hostName: row.hostName,
    guestId: row.guestId,
    guestName: row.guestName,
    seed: seedOf(row.seed, row.wideSeed),
    rulesVersion: Number(row.rulesVersion),
    status: row.status as Status,
    createdAt: new Date(row.createdAt),
    acceptedAt: dateOf(row.acceptedAt),
    finishedAt: dateOf(row.finishedAt),
    forfeitedBy: row.forfeitedBy as Side | null,
    hostKeptId: numberOf(row.hostKeptId),
    guestKeptId: numberOf(row.guestKeptId),
    ratedAt: dateOf(row.ratedAt),
    hostLeftAt: dateOf(row.hostLeftAt),
    guestLeftAt: dateOf(row.guestLeftAt),
  };
}

/** How many matches one reading of presence asks for at most (well inside both databases' bound on parameters). */
const IDS_AT_ONCE = 500;

/** The live match queries on `database`. */
export function liveRepository(database: Database, announcer: Announcer | null = null): LiveRepository {
  const { db } = database;
  /** The announcer, where a write can announce itself in its own statement (PostgreSQL). */
  const inStatement = database.kind === "postgres" ? announcer : null;
  // A ball's writes are the hot path: they share commits (see group-commit.ts).
  const commit = groupCommit(database);
  const select = () =>
    db
      .selectFrom("liveMatch")
      .innerJoin("user as host", "host.id", "liveMatch.hostId")
      .leftJoin("user as guest", "guest.id", "liveMatch.guestId")
      .select([
        "liveMatch.id as id",
        "liveMatch.code as code",
        "liveMatch.hostId as hostId",
        "host.name as hostName",
        "liveMatch.guestId as guestId",
        "guest.name as guestName",
        "liveMatch.seed as seed",
        "liveMatch.wideSeed as wideSeed",
        "liveMatch.rulesVersion as rulesVersion",
        "liveMatch.status as status",
        "liveMatch.createdAt as createdAt",
        "liveMatch.acceptedAt as acceptedAt",
        "liveMatch.finishedAt as finishedAt",
        "liveMatch.forfeitedBy as forfeitedBy",
        "liveMatch.hostKeptId as hostKeptId",
        "liveMatch.guestKeptId as guestKeptId",
        "liveMatch.ratedAt as ratedAt",
        "liveMatch.hostLeftAt as hostLeftAt",
        "liveMatch.guestLeftAt as guestLeftAt",
      ]);

  return {
    announces: inStatement !== null,
    async create(match, openLimit) {
      const createdAt = match.createdAt.toISOString();
      const taken = await db
        .selectFrom("liveMatch")
        .select("id")
        .where("code", "=", match.code)
        .executeTakeFirst();
      if (taken) return "code_taken";
      try {
        const made = await db.transaction().execute(async (trx) => {
          // One host's invites are made one at a time: each counts what the last one left.
          const host = trx.selectFrom("user").select("id").where("id", "=", match.hostId);
          await (database.kind === "postgres" ? host.forUpdate() : host).executeTakeFirst();
          const open = await trx
            .selectFrom("liveMatch")
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .where("hostId", "=", match.hostId)
            .where("status", "=", "invited")
            .executeTakeFirstOrThrow();
          if (Number(open.n) >= openLimit) return false;
          await trx
            .insertInto("liveMatch")
            .values({
              id: match.id,
              code: match.code,
              hostId: match.hostId,
              ...seedColumns(match.seed),
              rulesVersion: match.rulesVersion,
              status: "invited",
              createdAt,
            })
            .execute();
          if (match.actions.length > 0) {
            await trx
              .insertInto("liveAction")
              .values(match.actions.map((action, seq) => ({ matchId: match.id, seq, action, at: createdAt })))
              .execute();
          }
          return true;
        });
        return made ? "created" : "too_many";
      } catch (error) {
        // The code was taken between the check and the insert.
        const again = await db
          .selectFrom("liveMatch")
          .select("id")
          .where("code", "=", match.code)
          .executeTakeFirst();
        if (again && again.id !== match.id) return "code_taken";
        throw error;
      }
    },
    async find(id) {
      const row = await select().where("liveMatch.id", "=", id).executeTakeFirst();
      return row ? rowOf(row) : undefined;
    },
    async findFrom(id, from) {
      const rows = await select()
        .leftJoin("liveAction as a", (join) =>
          join.onRef("a.matchId", "=", "liveMatch.id").on("a.seq", ">=", from),
        )
        .select(["a.seq as actionSeq", "a.action as action", "a.at as actionAt", "a.timedOut as timedOut"])
        .where("liveMatch.id", "=", id)
        .orderBy("a.seq")
        .execute();
      const first = rows[0];
      if (first === undefined) return undefined;
      const actions: StoredAction[] = [];
      for (const row of rows) {
        if (row.actionSeq === null || row.action === null || row.actionAt === null) continue;
        actions.push({
          action: row.action,
          at: new Date(row.actionAt),
          timedOut: row.timedOut as StoredAction["timedOut"],
        });
      }
      return { row: rowOf(first), actions };
    },
    async factsOf(id, freshSince, seq) {
      // Every presence row, fresh or not: an old one says when its side was last vouched for.
      const presence = db
        .selectFrom("livePresence")
        .select([sql<string>`'presence'`.as("kind"), "side", sql<string>`''`.as("style"), "at"])
        .where("matchId", "=", id);
      const rows =
        seq === null
          ? await presence.execute()
          : await presence
              .unionAll(
                db
                  .selectFrom("liveChoice")
                  .select([sql<string>`'choice'`.as("kind"), "side", "style", "at"])
                  .where("matchId", "=", id)
                  .where("seq", "=", seq),
              )
              .execute();
      const chosen: Partial<Record<Side, string>> = {};
      const there = { host: false, guest: false };
      const seen: Partial<Record<Side, number>> = {};
      const fresh = freshSince.getTime();
      for (const row of rows) {
        const side = row.side as Side;
        if (row.kind === "choice") {
          chosen[side] = row.style;
          continue;
        }
        const at = new Date(row.at).getTime();
        if (at > fresh) there[side] = true;
        seen[side] = Math.max(seen[side] ?? 0, at);
      }
      return { presence: there, chosen, seen };
    },
    async presenceOfMatches(ids, freshSince) {
      const found = new Map(
        ids.map((id) => [
          id,
          { presence: { host: false, guest: false }, seen: {} as Partial<Record<Side, number>> },
        ]),
      );
      const fresh = freshSince.getTime();
      for (let from = 0; from < ids.length; from += IDS_AT_ONCE) {
        const rows = await db
          .selectFrom("livePresence")
          .select(["matchId", "side", "at"])
          .where("matchId", "in", ids.slice(from, from + IDS_AT_ONCE))
          .execute();
        for (const row of rows) {
          const facts = found.get(row.matchId);
          if (facts === undefined) continue;
          const side = row.side as Side;
          const at = new Date(row.at).getTime();
          if (at > fresh) facts.presence[side] = true;
          facts.seen[side] = Math.max(facts.seen[side] ?? 0, at);
        }
      }
      return found;
    },
    async findByCode(code) {
      const row = await select().where("liveMatch.code", "=", code).executeTakeFirst();
      return row ? rowOf(row) : undefined;
    },
    async insertAction(id, seq, action, at, timedOut, change) {
      if (inStatement !== null && change !== undefined) {
        // Stored and announced together: nothing is announced when another writer stored it first.
        const statement = sql<{ seq: number }>`
          with stored as (
            insert into "liveAction" ("matchId", "seq", "action", "at", "timedOut")
            values (${id}, ${seq}, ${action}, ${at.toISOString()}, ${timedOut})
            on conflict ("matchId", "seq") do nothing
            returning "seq"
          )
          select "seq", pg_notify(${inStatement.channel}, ${inStatement.payloadOf(id, change)}) from stored`;
        const rows = await commit.statement(statement.compile(db));
        return rows.length > 0;
      }
      const row = await commit((w) =>
        w
          .insertInto("liveAction")
          .values({ matchId: id, seq, action, at: at.toISOString(), timedOut })
          .onConflict((oc) => oc.columns(["matchId", "seq"]).doNothing())
          .returning("seq")
          .executeTakeFirst(),
      );
      return row !== undefined;
    },
    async insertChoiceAndPlay(id, seq, side, style, at, change, balls) {
      const theirSide: Side = side === "host" ? "guest" : "host";
      const when = at.toISOString();
      if (inStatement === null) {
        const write = async (w: Kysely<DatabaseSchema>) => {
          const stored = await w
            .insertInto("liveChoice")
            .values({ matchId: id, seq, side, style, at: when })
            .onConflict((oc) => oc.columns(["matchId", "seq", "side"]).doNothing())
            .returning("seq")
            .executeTakeFirst();
          if (stored === undefined) return { stored: false, theirs: undefined, played: false };
          const found = await w
            .selectFrom("liveChoice")
            .select("style")
            .where("matchId", "=", id)
            .where("seq", "=", seq)
            .where("side", "=", theirSide)
            .executeTakeFirst();
          const ball = balls.find((b) => b.theirs === found?.style);
          if (found === undefined || ball === undefined)
            return { stored: true, theirs: found?.style, played: false };
          const played = await w
            .insertInto("liveAction")
            .values({ matchId: id, seq, action: ball.action, at: when, timedOut: null })
            .onConflict((oc) => oc.columns(["matchId", "seq"]).doNothing())
            .returning("seq")
            .executeTakeFirst();
          return { stored: true, theirs: found.style, played: played !== undefined };
        };
        // The choice and its ball commit together, in a batch's transaction or a transaction of their own.
        return commit((w) => (w.isTransaction ? write(w) : w.transaction().execute(write)));
      }
      // The other side's style as this statement's snapshot has it: when both statements run
      // at once neither may see the other's, and then each process hears the other's choice
      // announced, and the ball is played from there (by the process that stored the guest's).
      // When it is found, the ball is stored here too and announced instead of the choice.
      const candidates =
        balls.length === 0
          ? sql`(values (null::text, null::text, null::text))`
          : sql`(values ${sql.join(balls.map((b) => sql`(${b.theirs}::text, ${b.action}::text, ${inStatement.payloadOf(id, b.change)}::text)`))})`;
      const statement = sql<{ stored: number; played: number; theirs: string | null }>`
        with stored as (
          insert into "liveChoice" ("matchId", "seq", "side", "style", "at")
          values (${id}, ${seq}, ${side}, ${style}, ${when})
          on conflict ("matchId", "seq", "side") do nothing
          returning "side"
        ),
        theirs as (
          select "style" from "liveChoice" where "matchId" = ${id} and "seq" = ${seq} and "side" = ${theirSide}
        ),
        ball as (
          select b.action, b.payload from ${candidates} as b (theirs, action, payload)
          where b.theirs = (select "style" from theirs) and exists (select 1 from stored)
        ),
        played as (
          insert into "liveAction" ("matchId", "seq", "action", "at", "timedOut")
          select ${id}, ${seq}, action, ${when}, null from ball
          on conflict ("matchId", "seq") do nothing
          returning "seq"
        ),
        announced as (
          select pg_notify(
            ${inStatement.channel},
            case
              when exists (select 1 from played) then (select payload from ball)
              when exists (select 1 from theirs) then ${inStatement.payloadOf(id, change)} || ' seen'
              else ${inStatement.payloadOf(id, change)}
            end
          ) from stored
        )
        select
          (select count(*) from stored)::int as "stored",
          (select count(*) from played)::int as "played",
          (select count(*) from announced)::int as "announced",
          (select "style" from theirs where exists (select 1 from stored)) as "theirs"`;
      const rows = await commit.statement(statement.compile(db));
      const row = rows[0];
      return {
        stored: (row?.stored ?? 0) > 0,
        theirs: row?.theirs ?? undefined,
        played: (row?.played ?? 0) > 0,
      };
    },
    async accept(id, guestId, at) {
      const result = await db
        .updateTable("liveMatch")
        .set({ guestId, status: "playing", acceptedAt: at.toISOString() })
        .where("id", "=", id)
        .where("status", "=", "invited")
        .where("guestId", "is", null)
        .where("hostId", "!=", guestId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async cancel(id, hostId) {
      const result = await db
        .updateTable("liveMatch")
        .set({ status: "cancelled" })
        .where("id", "=", id)
        .where("hostId", "=", hostId)
        .where("status", "=", "invited")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async finish(id, hostKeptId, guestKeptId, at) {
      const result = await db
        .updateTable("liveMatch")
        .set({ status: "finished", finishedAt: at.toISOString(), hostKeptId, guestKeptId })
        .where("id", "=", id)
        .where("status", "=", "playing")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async forfeit(id, side, at) {
      const result = await db
        .updateTable("liveMatch")
        .set({ status: "forfeited", finishedAt: at.toISOString(), forfeitedBy: side })
        .where("id", "=", id)
        .where("status", "=", "playing")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async countOpenInvites(hostId) {
      const row = await db
        .selectFrom("liveMatch")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("hostId", "=", hostId)
        .where("status", "=", "invited")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async openOf(userId) {
      const rows = await select()
        .where((eb) =>
          eb.or([
            eb.and([
              eb("liveMatch.hostId", "=", userId),
              eb("liveMatch.status", "in", ["invited", "playing"]),
            ]),
            eb.and([eb("liveMatch.guestId", "=", userId), eb("liveMatch.status", "=", "playing")]),
          ]),
        )
        .orderBy("liveMatch.createdAt", "desc")
        .orderBy("liveMatch.id", "desc")
        .execute();
      return rows.map(rowOf);
    },
    ...livePresenceQueries(database),
  };
}
