/**
 * A live ball's writes (ADR 0019), the hot path of the live tables: an action stored, and a
 * side's style stored with the ball it completes, sharing commits (group-commit.ts) and, on
 * PostgreSQL, announcing what they stored in their own statement. Part of the live repository.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "./database.ts";
import type { GroupCommit } from "./group-commit.ts";
import type { Side, StoredAction } from "./live-rows.ts";
import type { DatabaseSchema } from "./schema.ts";

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

export interface LiveBallWrites {
  /**
   * Whether a ball's writes (`insertAction`, `insertChoiceAndPlay`) announce the change they are
   * given themselves; when not, the caller announces it after.
   */
  readonly announces: boolean;
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
}

/**
 * The ball's writes on `database`, committed through `commit`; `inStatement` is the announcer
 * where a write can announce itself in its own statement (PostgreSQL), else null.
 */
export function liveBallWrites(
  database: Database,
  commit: GroupCommit,
  inStatement: Announcer | null,
): LiveBallWrites {
  const { db } = database;
  return {
    announces: inStatement !== null,
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
  };
}
