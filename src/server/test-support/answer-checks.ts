import { sql } from "kysely";
import { expect } from "vitest";
import type { Database } from "../db/database.ts";

/** Internals that must never reach a client: stack frames, file paths, database errors. */
const LEAKS: readonly RegExp[] = [
  /\bat (?:async )?[\w$.<>]+ \(/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /node_modules/,
  new RegExp(escapeRegExp(process.cwd())),
  /SQLITE_[A-Z]+|SqliteError/,
  /duplicate key value|violates (?:unique|foreign key|not-null|check) constraint/i,
  /syntax error at or near|invalid byte sequence|invalid input syntax/i,
  /relation "[^"]*" does not exist|no such (?:table|column)/i,
  /\bstack\b"?\s*:/i,
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The first internal detail `body` shows, or null. `echo` (what the client sent back to it) is ignored. */
function leakIn(body: string, echo: string | RegExp = ""): string | null {
  const text =
    echo === "" ? body : typeof echo === "string" ? body.split(echo).join("") : body.replace(echo, "");
  for (const pattern of LEAKS) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return null;
}

/** What an answer looked like, for a failure message fast-check prints with the input. */
interface Answer {
  readonly statusCode: number;
  readonly headers: Record<string, unknown>;
  readonly body: string;
}

/**
 * Asserts an error answer as clients must see it: 4xx, JSON `{ error: { message } }` (or Better
 * Auth's `{ message, code }` when `betterAuth` is set), nothing internal in it. A HEAD answer has
 * no body. Returns the message.
 */
export function expectClientError(
  res: Answer,
  {
    method = "GET",
    betterAuth = false,
    echo = "",
  }: { method?: string; betterAuth?: boolean; echo?: string | RegExp } = {},
): string {
  const context = `${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, context).toBeLessThan(500);
  expect(String(res.headers["content-type"]), context).toMatch(/^application\/json/);
  if (method === "HEAD") {
    expect(res.body, context).toBe("");
    return "";
  }
  expect(leakIn(res.body, echo), context).toBeNull();
  const parsed: unknown = JSON.parse(res.body);
  const ours = parsed as { error?: { message?: unknown } };
  if (typeof ours.error?.message === "string") {
    expect(ours.error.message.length, context).toBeGreaterThan(0);
    return ours.error.message;
  }
  expect(betterAuth, `not {error:{message}}: ${context}`).toBe(true);
  const theirs = parsed as { message?: unknown; code?: unknown };
  expect(typeof theirs.message, context).toBe("string");
  expect(typeof theirs.code, context).toBe("string");
  return theirs.message as string;
}

/** Row counts of the tables a request may change (the rate-limit counters are left out). */
type RowCounts = Record<"user" | "account" | "session" | "verification" | "match", number>;

/** Counts the rows of every table but `rateLimit`, in one round trip. */
export async function rowCounts(database: Database): Promise<RowCounts> {
  const { rows } = await sql<Record<keyof RowCounts, number | string | bigint>>`
    select
      (select count(*) from "user") as "user",
      (select count(*) from "account") as "account",
      (select count(*) from "session") as "session",
      (select count(*) from "verification") as "verification",
      (select count(*) from "match") as "match"
  `.execute(database.db);
  const row = rows[0];
  if (!row) throw new Error("no counts");
  return {
    user: Number(row.user),
    account: Number(row.account),
    session: Number(row.session),
    verification: Number(row.verification),
    match: Number(row.match),
  };
}

/** `counts` with `delta` added, for the expected state after an accepted request. */
export function plus(counts: RowCounts, delta: Partial<RowCounts>): RowCounts {
  const next = { ...counts };
  for (const [table, n] of Object.entries(delta) as [keyof RowCounts, number][]) next[table] += n;
  return next;
}
