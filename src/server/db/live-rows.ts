/**
 * A live match's row as the repository answers it (ADR 0019): the match, its members' display
 * names and its seed, from one select that every reading of a match shares.
 */
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./schema.ts";
import { type RefereedRow, seedOf } from "./seed-columns.ts";

export type Side = "host" | "guest";
export type Status = "invited" | "playing" | "finished" | "forfeited" | "cancelled";

/** A live match as stored, with its members' display names. */
export interface LiveRow extends RefereedRow {
  readonly code: string;
  readonly hostId: string;
  readonly hostName: string;
  readonly guestId: string | null;
  readonly guestName: string | null;
  readonly status: Status;
  readonly acceptedAt: Date | null;
  readonly forfeitedBy: Side | null;
  readonly hostKeptId: number | null;
  readonly guestKeptId: number | null;
  readonly hostLeftAt: Date | null;
  readonly guestLeftAt: Date | null;
}

/** A new live match and its setup actions (stored as seq 0, 1, …). */
export type NewLive = Pick<LiveRow, "id" | "code" | "hostId" | "seed" | "rulesVersion" | "createdAt"> & {
  readonly actions: readonly string[];
};

/** A stored action: its JSON text, when it was stored, and whom the clock played for. */
export interface StoredAction {
  readonly action: string;
  readonly at: Date;
  readonly timedOut: Side | "both" | null;
}

/** The row as the driver answers it: the names as they are, the dates and seed still to read. */
export interface StoredRow extends Pick<
  LiveRow,
  "id" | "code" | "hostId" | "hostName" | "guestId" | "guestName" | "hostKeptId" | "guestKeptId"
> {
  readonly seed: number | string;
  readonly wideSeed: string | null;
  readonly rulesVersion: number;
  readonly status: string;
  readonly createdAt: Date | string;
  readonly acceptedAt: Date | string | null;
  readonly finishedAt: Date | string | null;
  readonly forfeitedBy: string | null;
  readonly ratedAt: Date | string | null;
  readonly hostLeftAt: Date | string | null;
  readonly guestLeftAt: Date | string | null;
}

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const numberOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function rowOf(row: StoredRow): LiveRow {
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

/** The select every reading of a live match starts from (the row and both members' names). */
export function selectLive(db: Kysely<DatabaseSchema>) {
  return db
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
}
