/**
 * Tells every server process that a live match changed (ADR 0019), so the one holding the other
 * member's socket reads what is new from the database and sends it on. On PostgreSQL: LISTEN /
 * NOTIFY on one channel, with a client of its own per process for listening (a notification is
 * delivered once the transaction that sent it commits). On SQLite (one process): an in-process
 * emitter. The payload is small: the match's id and what changed.
 */
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { sql } from "kysely";
import pg from "pg";
import type { Database } from "../db/database.ts";
import type { Announcer } from "../db/live-repository.ts";

/** The channel every process listens on. */
export const LIVE_CHANNEL = "howzat_live";

/**
 * Heard as `(RESYNC, RESYNC)` after the listening connection was lost and made again: changes
 * may have been missed meanwhile, so every match followed is read again.
 */
export const RESYNC = "*";

export type BusListener = (id: string, change: string) => void;

/**
 * What a process's listening connection is named on PostgreSQL (`application_name`), followed by
 * the process's name: while it is in `pg_stat_activity`, the process is alive.
 */
export const LISTENER_NAME = "howzat-live ";

/** The processes of this one (SQLite is served by one) whose in-process bus is open. */
const openHere = new Set<string>();

export interface LiveBus {
  /** This process's name (in its presence rows). */
  readonly process: string;
  /**
   * The processes that are alive now, this one always: on PostgreSQL, those whose listening
   * connection is open (a process killed loses it at once); on SQLite, those of this one.
   */
  alive(): Promise<readonly string[]>;
  /** Tells every process (this one too) that match `id` changed. */
  publish(id: string, change: string): Promise<void>;
  /**
   * How a write on the database publishes its change in its own statement (sent only if it
   * commits), where the bus is the database's; null for the in-process bus.
   */
  readonly announcer: Announcer | null;
  /** Hears every change; answers the function that stops hearing. */
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

/** The bus of one process (SQLite). */
export function memoryBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const self = newProcessName();
  openHere.add(self);
  return {
    process: self,
    alive: () => Promise.resolve([...openHere]),
    announcer: null,
    publish(id, change) {
      // After the caller's own work, as a notification arrives after its commit.
      setImmediate(() => emitter.emit("change", id, change));
      return Promise.resolve();
    },
    subscribe(listener) {
      emitter.on("change", listener);
      return () => emitter.off("change", listener);
    },
    close() {
      openHere.delete(self);
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

/** The bus between processes on PostgreSQL: NOTIFY through the pool, LISTEN on a client of its own. */
export async function postgresBus(
  database: Database,
  url: string,
  log: { warn(object: object, message: string): void },
): Promise<LiveBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let everConnected = false;
  const self = newProcessName();

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      application_name: `${LISTENER_NAME}${self}`,
    });
    next.on("notification", (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const space = message.payload.indexOf(" ");
      if (space < 0) return;
      emitter.emit("change", message.payload.slice(0, space), message.payload.slice(space + 1));
    });
    const reconnect = (error?: unknown) => {
      if (closed || client !== next) return;
      client = null;
      if (error) log.warn({ err: error }, "live bus: the listening connection was lost");
      next.end().catch(() => undefined);
      // What is missed meanwhile is read again once listening again (RESYNC).
      retry = setTimeout(() => {
        retry = null;
        connect().catch((failure: unknown) => reconnect(failure));
      }, 1000);
    };
    next.on("error", reconnect);
    next.on("end", () => reconnect());
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    const again = everConnected;
    client = next;
    everConnected = true;
    if (again) emitter.emit("change", RESYNC, RESYNC);
  };
  await connect();

  const announcer: Announcer = { channel: LIVE_CHANNEL, payloadOf: (id, change) => `${id} ${change}` };
  return {
    process: self,
    async alive() {
      const { rows } = await sql<{ name: string }>`
        select substr(application_name, ${LISTENER_NAME.length + 1}) as name from pg_stat_activity
        where datname = current_database() and starts_with(application_name, ${LISTENER_NAME})`.execute(
        database.db,
      );
      return [...new Set([self, ...rows.map((row) => row.name)])];
    },
    announcer,
    async publish(id, change) {
      await sql`select pg_notify(${LIVE_CHANNEL}, ${announcer.payloadOf(id, change)})`.execute(database.db);
    },
    subscribe(listener) {
      emitter.on("change", listener);
      return () => emitter.off("change", listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      emitter.removeAllListeners();
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

/** A new process's name: random, so a process started again is another. */
function newProcessName(): string {
  return randomBytes(9).toString("base64url");
}
