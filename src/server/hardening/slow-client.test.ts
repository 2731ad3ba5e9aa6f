import { once } from "node:events";
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIMEOUTS, type Timeouts } from "../app.ts";
import { API } from "../../shared/api-types.ts";
import { type TestDatabase, testDatabaseKinds } from "../test-support/databases.ts";
import { ORIGIN, registration, testApp, closeTestApp } from "../test-support/test-app.ts";

/**
 * Slow and silent clients against a real listening server: they must neither hold up other
 * requests nor keep a connection for ever.
 */
const [sqlite] = await testDatabaseKinds();

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

/** A raw connection, with what it received and when it was closed. */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  const opened = Date.now();
  let received = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => undefined);
  const closed = once(socket, "close").then(() => Date.now() - opened);
  return { socket, received: () => received, closed };
}

/** The start of a registration whose body is announced but not yet sent. */
function postHead(bodyLength: number): string {
  return (
    `POST ${API.register} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${bodyLength}\r\n\r\n`
  );
}

describe("slow clients", () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    db = await sqlite!.create();
    app = await testApp(db);
    port = await listen(app);
  });
  afterAll(() => closeTestApp(app, db));

  it("answers /api/health promptly while clients trickle request bodies a few bytes at a time", async () => {
    const body = JSON.stringify(registration());
    const tricklers = Array.from({ length: 20 }, () => connect(port));
    for (const t of tricklers) t.socket.write(postHead(body.length));
    let sent = 0;
    const drip = setInterval(() => {
      for (const t of tricklers) t.socket.write(body.slice(sent, sent + 3));
      sent += 3;
    }, 200);
    try {
      const latencies: number[] = [];
      for (let i = 0; i < 10; i++) {
        const started = Date.now();
        const res = await fetch(`http://127.0.0.1:${port}${API.health}`);
        expect(res.status).toBe(200);
        latencies.push(Date.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Two seconds of trickling so far, and every health check came back at once.
      expect(Math.max(...latencies)).toBeLessThan(500);
      expect(tricklers.every((t) => t.received() === "")).toBe(true);
    } finally {
      clearInterval(drip);
      for (const t of tricklers) t.socket.destroy();
    }
  });

  it("runs with finite, sane request, header and idle timeouts", () => {
    const server = app.server;
    expect(server.requestTimeout).toBe(DEFAULT_TIMEOUTS.request);
    expect(server.headersTimeout).toBe(DEFAULT_TIMEOUTS.headers);
    expect(server.timeout).toBe(DEFAULT_TIMEOUTS.idle);
    for (const ms of [
      server.requestTimeout,
      server.headersTimeout,
      server.timeout,
      server.keepAliveTimeout,
    ]) {
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(120_000);
    }
    // Headers must be complete before the request as a whole runs out.
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
  });

  describe("with short timeouts", () => {
    const short: Timeouts = { request: 1_000, headers: 600, idle: 800 };
    let quick: FastifyInstance;
    let quickPort: number;

    beforeAll(async () => {
      quick = await testApp(db, { timeouts: short });
      quickPort = await listen(quick);
    });
    afterAll(async () => {
      await quick?.close();
    });

    it("closes a connection that never sends a byte", async () => {
      const silent = connect(quickPort);
      expect(await silent.closed).toBeLessThan(short.idle + 1_500);
    });

    it("closes a connection whose headers never finish", async () => {
      const slowloris = connect(quickPort);
      slowloris.socket.write(`GET ${API.health} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      const drip = setInterval(() => slowloris.socket.write("X-A: b\r\n"), 100);
      try {
        expect(await slowloris.closed).toBeLessThan(short.headers + 1_500);
        expect(slowloris.received()).not.toMatch(/^HTTP\/1\.1 200/);
      } finally {
        clearInterval(drip);
      }
    });

    it("answers 408 to a body that is still trickling in when the request time is up", async () => {
      const body = JSON.stringify(registration());
      const trickler = connect(quickPort);
      trickler.socket.write(postHead(body.length));
      let sent = 0;
      const drip = setInterval(() => {
        trickler.socket.write(body.slice(sent, sent + 3));
        sent += 3;
      }, 200);
      try {
        expect(await trickler.closed).toBeLessThan(short.request + 1_500);
        expect(trickler.received()).toMatch(/^HTTP\/1\.1 408/);
      } finally {
        clearInterval(drip);
      }
      expect(sent).toBeLessThan(body.length);
      // Nothing of the cut-off registration was stored.
      const rows = await db.database.db.selectFrom("user").select("id").execute();
      expect(rows).toHaveLength(0);
    });
  });
});
