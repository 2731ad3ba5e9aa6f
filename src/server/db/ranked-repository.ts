import type { RankedEnding } from "../../shared/ranked-types.ts";
import type { ExpressionBuilder } from "kysely";
import type { Database } from "./database.ts";
import type { DatabaseSchema } from "./schema.ts";
import { type RefereedRow, seedColumns, seedOf } from "./seed-columns.ts";

/** A ranked match as stored: who plays it, what seeds it, whether it is over. */
export interface RankedRow extends RefereedRow {
  readonly userId: string;
  readonly level: string;
  readonly keptId: number | null;
  /** How it ended when it was not played out (ADR 0018); null for a match on or played out. */
  readonly endedBy: RankedEnding | null;
}

/** A new ranked match and the actions the server plays for it at once (its setup). */
export type NewRanked = Pick<RankedRow, "id" | "userId" | "seed" | "level" | "rulesVersion" | "createdAt"> & {
  /** The actions' JSON texts, stored as seq 0, 1, … */
  readonly actions: readonly string[];
};

/** The queries on the ranked tables, in one place. */
export interface RankedRepository {
  /**
   * Stores the match and its first actions together (all or nothing); false, and nothing
   * stored, when the member has an unfinished match already (the database's unique index
   * decides, so two racing requests cannot both pass).
   */
  create(match: NewRanked): Promise<boolean>;
  /** The match with this id, whoever's it is. */
  find(id: string): Promise<RankedRow | undefined>;
  /** The match's actions from `from` on, in order, as their JSON texts. */
  actionsFrom(id: string, from: number): Promise<string[]>;
  /**
   * Stores the action as the match's `seq`-th; false (and nothing written) when that place is
   * taken already: another writer played it first.
   */
  insertAction(id: string, seq: number, action: string, at: Date): Promise<boolean>;
  /**
   * Stores `actions` as the match's `from`-th on, together (all or nothing): false, and nothing
   * written, when any of those places is taken already (another writer played there first).
   */
  insertActions(id: string, from: number, actions: readonly string[], at: Date): Promise<boolean>;
  /** Marks the match finished and kept as `keptId` (once: a finished match stays as it was). */
  finish(id: string, keptId: number, at: Date): Promise<void>;
  /** The member's unfinished matches, newest first. */
  unfinished(userId: string): Promise<RankedRow[]>;
  /** How many unfinished matches the member has. */
  countUnfinished(userId: string): Promise<number>;
  /**
   * Ends an unfinished match as `endedBy` (once); false when it had ended already, or, given
   * `quietSince`, when an action was stored since then (by any process, up to this statement).
   */
  end(id: string, endedBy: RankedEnding, at: Date, quietSince?: Date): Promise<boolean>;
  /** Up to `limit` unfinished matches with no action stored since `before`, the oldest first. */
  idleSince(before: Date, limit: number): Promise<RankedRow[]>;
}

interface StoredRow {
  readonly id: string;
  readonly userId: string;
  readonly seed: number | string;
  readonly wideSeed: string | null;
  readonly level: string;
  readonly rulesVersion: number;
  readonly createdAt: Date | string;
  readonly finishedAt: Date | string | null;
  readonly keptId: number | null;
  readonly ratedAt: Date | string | null;
  readonly endedBy: string | null;
}

function rowOf(row: StoredRow): RankedRow {
  return {
    id: row.id,
    userId: row.userId,
    seed: seedOf(row.seed, row.wideSeed),
    level: row.level,
    rulesVersion: Number(row.rulesVersion),
    createdAt: new Date(row.createdAt),
    finishedAt: row.finishedAt === null ? null : new Date(row.finishedAt),
    keptId: row.keptId === null ? null : Number(row.keptId),
    ratedAt: row.ratedAt === null ? null : new Date(row.ratedAt),
    endedBy: row.endedBy as RankedEnding | null,
  };
}

const COLUMNS = [
  "id",
  "userId",
  "seed",
  "wideSeed",
  "level",
  "rulesVersion",
  "createdAt",
  "finishedAt",
  "keptId",
  "ratedAt",
  "endedBy",
] as const;

/** A time as the columns take it in a comparison (both databases compare ISO text to their own). */
const asColumnTime = (at: Date) => at.toISOString() as unknown as Date;

/** A ranked match with no action stored from `since` on. */
function noActionSince(since: Date) {
  return ({ not, exists, selectFrom }: ExpressionBuilder<DatabaseSchema, "rankedMatch">) =>
    not(
      exists(
        selectFrom("rankedAction")
          .select("seq")
          .whereRef("rankedAction.matchId", "=", "rankedMatch.id")
          .where("rankedAction.createdAt", ">=", asColumnTime(since)),
      ),
    );
}

/** Actions one statement inserts at most (4 parameters each). */
const ACTION_CHUNK = 200;

/** Thrown inside a transaction to undo it when a place was taken. */
class PlaceTaken extends Error {}

/** The ranked match queries on `database`. */
export function rankedRepository({ db }: Database): RankedRepository {
  return {
    async create(match) {
      const createdAt = match.createdAt.toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("rankedMatch")
            .values({
              id: match.id,
              userId: match.userId,
              ...seedColumns(match.seed),
              level: match.level,
              rulesVersion: match.rulesVersion,
              createdAt,
            })
            .execute();
          if (match.actions.length > 0) {
            await trx
              .insertInto("rankedAction")
              .values(match.actions.map((action, seq) => ({ matchId: match.id, seq, action, createdAt })))
              .execute();
          }
        });
      } catch (error) {
        // The one-unfinished-match index refused it: another request made the member's match.
        const open = await db
          .selectFrom("rankedMatch")
          .select("id")
          .where("userId", "=", match.userId)
          .where("finishedAt", "is", null)
          .executeTakeFirst();
        if (open !== undefined && open.id !== match.id) return false;
        throw error;
      }
      return true;
    },
    async find(id) {
      const row = await db.selectFrom("rankedMatch").select(COLUMNS).where("id", "=", id).executeTakeFirst();
      return row ? rowOf(row) : undefined;
    },
    async actionsFrom(id, from) {
      const rows = await db
        .selectFrom("rankedAction")
        .select("action")
        .where("matchId", "=", id)
        .where("seq", ">=", from)
        .orderBy("seq")
        .execute();
      return rows.map((row) => row.action);
    },
    async insertAction(id, seq, action, at) {
      const row = await db
        .insertInto("rankedAction")
        .values({ matchId: id, seq, action, createdAt: at.toISOString() })
        .onConflict((oc) => oc.columns(["matchId", "seq"]).doNothing())
        .returning("seq")
        .executeTakeFirst();
      return row !== undefined;
    },
    async insertActions(id, from, actions, at) {
      const createdAt = at.toISOString();
      const rows = actions.map((action, i) => ({ matchId: id, seq: from + i, action, createdAt }));
      try {
        await db.transaction().execute(async (trx) => {
          // In chunks, within both databases' limits on a statement's parameters.
          for (let i = 0; i < rows.length; i += ACTION_CHUNK) {
            const stored = await trx
              .insertInto("rankedAction")
              .values(rows.slice(i, i + ACTION_CHUNK))
              .onConflict((oc) => oc.columns(["matchId", "seq"]).doNothing())
              .returning("seq")
              .execute();
            if (stored.length !== Math.min(ACTION_CHUNK, rows.length - i)) throw new PlaceTaken();
          }
        });
      } catch (error) {
        if (error instanceof PlaceTaken) return false;
        throw error;
      }
      return true;
    },
    async finish(id, keptId, at) {
      await db
        .updateTable("rankedMatch")
        .set({ finishedAt: at.toISOString(), keptId })
        .where("id", "=", id)
        .where("finishedAt", "is", null)
        .execute();
    },
    async unfinished(userId) {
      const rows = await db
        .selectFrom("rankedMatch")
        .select(COLUMNS)
        .where("userId", "=", userId)
        .where("finishedAt", "is", null)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(rowOf);
    },
    async countUnfinished(userId) {
      const row = await db
        .selectFrom("rankedMatch")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("userId", "=", userId)
        .where("finishedAt", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async end(id, endedBy, at, quietSince) {
      let update = db
        .updateTable("rankedMatch")
        .set({ finishedAt: at.toISOString(), endedBy })
        .where("id", "=", id)
        .where("finishedAt", "is", null);
      if (quietSince !== undefined) update = update.where(noActionSince(quietSince));
      const ended = await update.returning("id").executeTakeFirst();
      return ended !== undefined;
    },
    async idleSince(before, limit) {
      const rows = await db
        .selectFrom("rankedMatch")
        .select(COLUMNS)
        .where("finishedAt", "is", null)
        .where("createdAt", "<", asColumnTime(before))
        .where(noActionSince(before))
        .orderBy("createdAt")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map(rowOf);
    },
  };
}
