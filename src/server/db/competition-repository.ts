/**
 * The queries of a member's competitions (migration 0017, ADR 0029 "On the server"). Every query
 * names the member: another member's competition is never read, changed or told apart from one
 * that does not exist.
 */
import type { Database } from "./database.ts";

/** A kept competition as stored: its definition's JSON and how it stands. */
export interface CompetitionRow {
  readonly id: string;
  readonly definition: string;
  readonly finished: boolean;
  readonly champion: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A kept competition's row with how many of its fixtures are played. */
export interface CompetitionListRow extends CompetitionRow {
  readonly played: number;
}

/** A played fixture as stored: the record's and the match's JSON. */
export interface FixtureRow {
  readonly fixtureId: string;
  readonly record: string;
  readonly match: string;
}

/** How the competition stands once a fixture is kept. */
export interface Standing {
  readonly finished: boolean;
  readonly champion: number | null;
}

export interface CompetitionRepository {
  /** How many competitions the member keeps. */
  count(userId: string): Promise<number>;
  /** The member's competitions, the most recently changed first. */
  list(userId: string): Promise<CompetitionListRow[]>;
  /** One of the member's competitions, or undefined. */
  find(userId: string, id: string): Promise<CompetitionRow | undefined>;
  /** Its played fixtures, in the order they were kept. */
  fixtures(userId: string, id: string): Promise<FixtureRow[]>;
  /** Keeps a new competition; false when the member has one with its id already. */
  create(userId: string, id: string, definition: string, at: Date): Promise<boolean>;
  /**
   * Keeps a played fixture and how the competition stands after it, together; false (and
   * nothing changed) when the fixture is kept already.
   */
  addFixture(userId: string, id: string, fixture: FixtureRow, standing: Standing, at: Date): Promise<boolean>;
  /** Removes one of the member's competitions and its fixtures; false when there is none. */
  remove(userId: string, id: string): Promise<boolean>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function competitionRepository({ db }: Database): CompetitionRepository {
  const toRow = (row: {
    id: string;
    definition: string;
    finished: boolean | number;
    champion: number | null;
    createdAt: Date | string;
    updatedAt: Date | string;
  }): CompetitionRow => ({
    id: row.id,
    definition: row.definition,
    finished: Boolean(row.finished),
    champion: row.champion === null ? null : Number(row.champion),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
  const columns = ["id", "definition", "finished", "champion", "createdAt", "updatedAt"] as const;
  return {
    async count(userId) {
      const row = await db
        .selectFrom("competition")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("userId", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async list(userId) {
      const rows = await db
        .selectFrom("competition as c")
        .select(["c.id", "c.definition", "c.finished", "c.champion", "c.createdAt", "c.updatedAt"])
        .select((eb) =>
          eb
            .selectFrom("competitionFixture as f")
            .select((inner) => inner.fn.countAll<number | string>().as("n"))
            .whereRef("f.userId", "=", "c.userId")
            .whereRef("f.competitionId", "=", "c.id")
            .as("played"),
        )
        .where("c.userId", "=", userId)
        .orderBy("c.updatedAt", "desc")
        .orderBy("c.id", "asc")
        .execute();
      return rows.map((row) => ({ ...toRow(row), played: Number(row.played ?? 0) }));
    },
    async find(userId, id) {
      const row = await db
        .selectFrom("competition")
        .select([...columns])
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row === undefined ? undefined : toRow(row);
    },
    async fixtures(userId, id) {
      return db
        .selectFrom("competitionFixture")
        .select(["fixtureId", "record", "match"])
        .where("userId", "=", userId)
        .where("competitionId", "=", id)
        .orderBy("playedAt", "asc")
        .orderBy("fixtureId", "asc")
        .execute();
    },
    async create(userId, id, definition, at) {
      const result = await db
        .insertInto("competition")
        .values({
          userId,
          id,
          definition,
          // 0 and 1 on both: SQLite binds no booleans, and PostgreSQL reads them as false and true.
          finished: 0,
          champion: null,
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        })
        .onConflict((oc) => oc.columns(["userId", "id"]).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async addFixture(userId, id, fixture, standing, at) {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("competitionFixture")
          .values({ userId, competitionId: id, ...fixture, playedAt: at.toISOString() })
          .onConflict((oc) => oc.columns(["userId", "competitionId", "fixtureId"]).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx
          .updateTable("competition")
          .set({
            finished: standing.finished ? 1 : 0,
            champion: standing.champion,
            updatedAt: at.toISOString(),
          })
          .where("userId", "=", userId)
          .where("id", "=", id)
          .execute();
        return true;
      });
    },
    async remove(userId, id) {
      const result = await db
        .deleteFrom("competition")
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
