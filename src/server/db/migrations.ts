import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";
import type { DatabaseConfig } from "../config.ts";
import { turnGuestCopies } from "./guest-copies.ts";
import { ratedMatchMigrations } from "./rated-migrations.ts";
import { knockoutMigrations } from "./knockout-migrations.ts";
import { recordsMigrations } from "./records-migrations.ts";
import { competitionMigrations } from "./competition-migrations.ts";

// The kind named from the configuration, not from database.ts, which imports this file.
type DatabaseKind = DatabaseConfig["kind"];

/**
 * Our schema history, oldest first. Each migration is written once and never edited; a change
 * is a new entry. The same migrations run on SQLite and PostgreSQL; where their types differ
 * the dialect picks the column type.
 */
export function migrationProvider(kind: DatabaseKind): MigrationProvider {
  const types = columnTypes(kind);
  const migrations: Record<string, Migration> = {
    ...memberAndSavedMatchMigrations(types),
    ...refereedMatchMigrations(types),
    ...ratedMatchMigrations(types),
    ...recordsMigrations(types),
    ...knockoutMigrations(types),
    ...competitionMigrations(types),
  };
  return { getMigrations: () => Promise.resolve(migrations) };
}

type ColumnTypes = ReturnType<typeof columnTypes>;

/** 0001 to 0007: members and their sessions, the matches they save, and the abuse limits. */
function memberAndSavedMatchMigrations(types: ColumnTypes): Record<string, Migration> {
  return {
    "0001_auth": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("user")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("emailVerified", types.bool, (c) => c.notNull())
          .addColumn("image", "text")
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .addColumn("updatedAt", types.time, (c) => c.notNull())
          .addColumn("phone", "text")
          .addColumn("address", "text")
          .addColumn("dob", "text")
          .addColumn("gender", "text")
          .execute();
        await db.schema
          .createTable("session")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("expiresAt", types.time, (c) => c.notNull())
          .addColumn("token", "text", (c) => c.notNull().unique())
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .addColumn("updatedAt", types.time, (c) => c.notNull())
          .addColumn("ipAddress", "text")
          .addColumn("userAgent", "text")
          .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .execute();
        await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
        await db.schema
          .createTable("account")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("accountId", "text", (c) => c.notNull())
          .addColumn("providerId", "text", (c) => c.notNull())
          .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("accessToken", "text")
          .addColumn("refreshToken", "text")
          .addColumn("idToken", "text")
          .addColumn("accessTokenExpiresAt", types.time)
          .addColumn("refreshTokenExpiresAt", types.time)
          .addColumn("scope", "text")
          .addColumn("password", "text")
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .addColumn("updatedAt", types.time, (c) => c.notNull())
          .execute();
        await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
        // One local identity per provider account: issuer (provider) + subject (accountId).
        await db.schema
          .createIndex("account_provider_subject_uq")
          .on("account")
          .columns(["providerId", "accountId"])
          .unique()
          .execute();
        await db.schema
          .createTable("verification")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("identifier", "text", (c) => c.notNull())
          .addColumn("value", "text", (c) => c.notNull())
          .addColumn("expiresAt", types.time, (c) => c.notNull())
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .addColumn("updatedAt", types.time, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("verification_identifier_idx")
          .on("verification")
          .column("identifier")
          .execute();
        await db.schema
          .createTable("rateLimit")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("key", "text", (c) => c.notNull().unique())
          .addColumn("count", "integer", (c) => c.notNull())
          .addColumn("lastRequest", "bigint", (c) => c.notNull())
          .execute();
      },
    },
    "0002_match": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("match")
          .addColumn("id", types.serial, (c) => c.primaryKey())
          .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .addColumn("seed", "bigint", (c) => c.notNull())
          .addColumn("actions", "text", (c) => c.notNull())
          .addColumn("summary", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("match_user_created_idx")
          .on("match")
          .columns(["userId", "createdAt"])
          .execute();
        // A match saved twice (a retry, a second tab) is kept once.
        await db.schema
          .createIndex("match_user_seed_uq")
          .on("match")
          .columns(["userId", "seed"])
          .unique()
          .execute();
      },
    },
    // Our abuse counters leave Better Auth's `rateLimit` table: Better Auth deletes every row
    // there older than its own longest window (60 s), which wiped our 10- and 15-minute windows.
    "0003_abuse_limit": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("abuseLimit")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("count", "integer", (c) => c.notNull())
          .addColumn("expiresAt", "bigint", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("abuseLimit_expiresAt_idx")
          .on("abuseLimit")
          .column("expiresAt")
          .execute();
      },
    },
    // The archive filters and the career figures group by format, level and team, which
    // lived only inside the summary JSON: they become columns, filled from it for every match.
    "0004_match_columns": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("match")
          .addColumn("level", "text", (c) => c.notNull().defaultTo("classic"))
          .execute();
        await db.schema.alterTable("match").addColumn("format", "text").execute();
        await db.schema.alterTable("match").addColumn("teamId", "integer").execute();
        await db.schema.alterTable("match").addColumn("opponentId", "integer").execute();
        const rows = await sql<{ id: number; summary: string }>`select id, summary from "match"`.execute(db);
        for (const row of rows.rows) {
          const facts = matchFactsOf(row.summary);
          await sql`update "match" set level = ${facts.level}, format = ${facts.format}, "teamId" = ${facts.teamId}, "opponentId" = ${facts.opponentId} where id = ${row.id}`.execute(
            db,
          );
        }
        await db.schema
          .createIndex("match_user_format_idx")
          .on("match")
          .columns(["userId", "format"])
          .execute();
      },
    },
    // The replays route pages through a member's matches by id, highest first: without this
    // index every page sorted all of the member's matches, actions and all.
    "0005_match_user_id_index": {
      async up(db: Kysely<unknown>) {
        await db.schema.createIndex("match_user_id_idx").on("match").columns(["userId", "id"]).execute();
      },
    },
    // Every match names the rules version it was played by, so a kept match replays by its own
    // rules after new ones arrive. Every match kept before it was played by version 1.
    "0006_rules_version": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("match")
          .addColumn("rulesVersion", "integer", (c) => c.notNull().defaultTo(1))
          .execute();
      },
    },
    // What the save's replay learnt, kept so no later read replays the match again: the career
    // line (what the career figures count of it) and the first-ball values its toss weighed
    // (rules version 2 on, a toss the computer won in Club or International). Matches kept
    // before have neither; the browser replays those as before. A change to what a career line
    // holds comes with a migration that empties the column, so a stored line is always current.
    "0007_career_line": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("match").addColumn("careerLine", "text").execute();
        await db.schema.alterTable("match").addColumn("tossValues", "text").execute();
      },
    },
  };
}

/** 0008 on: the matches the server referees (ranked and live), the ladders and wide seeds. */
function refereedMatchMigrations(types: ColumnTypes): Record<string, Migration> {
  return {
    // Ranked matches against the computer, refereed by the server: the match (its seed kept
    // here until the end) and its actions, one row per place in the match. The primary key
    // (matchId, seq) is what keeps two racing writers from both playing the same place.
    "0008_ranked": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("rankedMatch")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("seed", "bigint", (c) => c.notNull())
          .addColumn("level", "text", (c) => c.notNull())
          .addColumn("rulesVersion", "integer", (c) => c.notNull())
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .addColumn("finishedAt", types.time)
          .addColumn("keptId", "integer")
          .execute();
        await db.schema
          .createIndex("rankedMatch_user_created_idx")
          .on("rankedMatch")
          .columns(["userId", "createdAt"])
          .execute();
        await db.schema
          .createTable("rankedAction")
          .addColumn("matchId", "text", (c) => c.notNull().references("rankedMatch.id").onDelete("cascade"))
          .addColumn("seq", "integer", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .addPrimaryKeyConstraint("rankedAction_pk", ["matchId", "seq"])
          .execute();
      },
    },
    // The ladder (ADR 0018): each member's Glicko-2 rating of one kind ("computer": ranked
    // matches against the International computer), and when each ranked match was rated, set in
    // the same transaction as the rating and only while null, so a match counts exactly once.
    "0009_rating": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("rating")
          .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("rating", types.real, (c) => c.notNull())
          .addColumn("rd", types.real, (c) => c.notNull())
          .addColumn("vol", types.real, (c) => c.notNull())
          .addColumn("matches", "integer", (c) => c.notNull())
          .addColumn("wins", "integer", (c) => c.notNull())
          .addColumn("losses", "integer", (c) => c.notNull())
          .addColumn("ties", "integer", (c) => c.notNull())
          .addColumn("updatedAt", types.time, (c) => c.notNull())
          .addPrimaryKeyConstraint("rating_pk", ["userId", "kind"])
          .execute();
        await db.schema
          .createIndex("rating_kind_rating_idx")
          .on("rating")
          .columns(["kind", "rating"])
          .execute();
        await db.schema.alterTable("rankedMatch").addColumn("ratedAt", types.time).execute();
      },
    },
    // Live matches between two members (ADR 0019): the match (its seed kept here until the end),
    // its actions as for ranked matches, each ball's hidden choices (one row per side, stored
    // before it is acknowledged), and which process holds a socket of which side (presence).
    // The primary keys are what keep racing writers from both playing the same place.
    "0010_live": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("liveMatch")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("code", "text", (c) => c.notNull().unique())
          .addColumn("hostId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("guestId", "text", (c) => c.references("user.id").onDelete("cascade"))
          .addColumn("seed", "bigint", (c) => c.notNull())
          .addColumn("rulesVersion", "integer", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .addColumn("acceptedAt", types.time)
          .addColumn("finishedAt", types.time)
          .addColumn("forfeitedBy", "text")
          .addColumn("hostKeptId", "integer")
          .addColumn("guestKeptId", "integer")
          .addColumn("ratedAt", types.time)
          .addColumn("hostLeftAt", types.time)
          .addColumn("guestLeftAt", types.time)
          .execute();
        await db.schema
          .createIndex("liveMatch_host_status_idx")
          .on("liveMatch")
          .columns(["hostId", "status"])
          .execute();
        await db.schema
          .createIndex("liveMatch_guest_status_idx")
          .on("liveMatch")
          .columns(["guestId", "status"])
          .execute();
        await db.schema
          .createTable("liveAction")
          .addColumn("matchId", "text", (c) => c.notNull().references("liveMatch.id").onDelete("cascade"))
          .addColumn("seq", "integer", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("at", types.time, (c) => c.notNull())
          // The sides the clock played for ("host", "guest", "both"); null when both chose.
          .addColumn("timedOut", "text")
          .addPrimaryKeyConstraint("liveAction_pk", ["matchId", "seq"])
          .execute();
        await db.schema
          .createTable("liveChoice")
          .addColumn("matchId", "text", (c) => c.notNull().references("liveMatch.id").onDelete("cascade"))
          .addColumn("seq", "integer", (c) => c.notNull())
          .addColumn("side", "text", (c) => c.notNull())
          .addColumn("style", "text", (c) => c.notNull())
          .addColumn("at", types.time, (c) => c.notNull())
          .addPrimaryKeyConstraint("liveChoice_pk", ["matchId", "seq", "side"])
          .execute();
        await db.schema
          .createTable("livePresence")
          .addColumn("matchId", "text", (c) => c.notNull().references("liveMatch.id").onDelete("cascade"))
          .addColumn("side", "text", (c) => c.notNull())
          .addColumn("process", "text", (c) => c.notNull())
          // Refreshed while the process holds the socket; an old row is a process that is gone.
          .addColumn("at", types.time, (c) => c.notNull())
          .addPrimaryKeyConstraint("livePresence_pk", ["matchId", "side", "process"])
          .execute();
      },
    },
    // Wide seeds (ADR 0017): a refereed match's 128-bit seed as 32 hexadecimal digits, beside the
    // `seed` column, which then holds a key drawn from it (src/server/db/seed-columns.ts). Null
    // for a narrow seed: every match kept before, and every match the browser plays.
    "0011_wide_seeds": {
      async up(db: Kysely<unknown>) {
        for (const table of ["match", "rankedMatch", "liveMatch"]) {
          await db.schema.alterTable(table).addColumn("wideSeed", "text").execute();
        }
      },
    },
    // Each member's copy of a live match from their own side (ADR 0019): which side of the
    // replay is the member's, and the guests' copies kept before it turned round.
    "0012_match_side": { up: turnGuestCopies },
    // One unfinished ranked match per member (ADR 0018), held by a unique partial index, and how
    // a ranked match ended when it was not played out: "abandoned" or "idle" (each a loss), or
    // "closed" for the matches beyond a member's newest one when three were allowed (not rated:
    // they were started under the old rule).
    "0013_ranked_one_at_a_time": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("rankedMatch").addColumn("endedBy", "text").execute();
        const open = await sql<{ id: string; userId: string }>`
          select "id", "userId" from "rankedMatch" where "finishedAt" is null
          order by "userId", "createdAt" desc, "id" desc`.execute(db);
        const newest = new Set<string>();
        const at = new Date().toISOString();
        for (const row of open.rows) {
          if (!newest.has(row.userId)) {
            newest.add(row.userId);
            continue;
          }
          await sql`update "rankedMatch" set "finishedAt" = ${at}, "endedBy" = 'closed' where "id" = ${row.id}`.execute(
            db,
          );
        }
        await db.schema
          .createIndex("rankedMatch_one_unfinished_uq")
          .on("rankedMatch")
          .column("userId")
          .unique()
          .where(sql.ref("finishedAt"), "is", null)
          .execute();
      },
    },
  };
}

function columnTypes(kind: DatabaseKind) {
  return kind === "postgres"
    ? ({ bool: "boolean", time: "timestamptz", serial: "serial", real: "double precision" } as const)
    : ({ bool: "integer", time: "date", serial: sql`integer`, real: "real" } as const);
}

/** The columns 0004 adds, as the stored summary of a match gives them. */
interface MatchFacts {
  readonly level: string;
  readonly format: string | null;
  readonly teamId: number | null;
  readonly opponentId: number | null;
}

/**
 * Reads a kept match's summary JSON (as keep-match.ts writes it) for the columns the archive
 * lists and filters by: when a match is kept, and when a migration fills those columns for
 * matches kept before they existed. A summary of an unexpected shape leaves the columns empty
 * rather than failing the save or the migration.
 */
export function matchFactsOf(summaryJson: string): MatchFacts {
  let stored: unknown;
  try {
    stored = JSON.parse(summaryJson);
  } catch {
    stored = null;
  }
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const top = record(stored);
  const summary = record(top.summary);
  const level = typeof top.level === "string" ? top.level : "classic";
  const format = typeof summary.format === "string" ? summary.format : null;
  const teamId = typeof summary.userTeamId === "number" ? summary.userTeamId : null;
  const innings = Array.isArray(summary.innings) ? summary.innings.map(record) : [];
  const other = innings.map((i) => i.teamId).find((id) => typeof id === "number" && id !== teamId);
  return { level, format, teamId, opponentId: typeof other === "number" ? other : null };
}
