import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";
import type { DatabaseKind } from "./database.ts";

/**
 * Our schema history, oldest first. Each migration is written once and never edited; a change
 * is a new entry. The same migrations run on SQLite and PostgreSQL; where their types differ
 * the dialect picks the column type.
 */
export function migrationProvider(kind: DatabaseKind): MigrationProvider {
  const types = columnTypes(kind);
  const migrations: Record<string, Migration> = {
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
  };
  return { getMigrations: () => Promise.resolve(migrations) };
}

function columnTypes(kind: DatabaseKind) {
  return kind === "postgres"
    ? ({ bool: "boolean", time: "timestamptz", serial: "serial" } as const)
    : ({ bool: "integer", time: "date", serial: sql`integer` } as const);
}
