import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { TestDatabase, TestDatabaseKind } from "./databases.ts";
import { closeTestApp, listenForSockets, testApp } from "./test-app.ts";

/** What a test file asks of its server: the app's dependencies, and where it listens. */
export interface TestServerOptions {
  /** Passed to {@link testApp}: the limits, timings and clocks a file narrows. */
  readonly deps?: Parameters<typeof testApp>[1];
  /**
   * "http": listen on a free port of 127.0.0.1, `url` its http address; a socket path (as
   * "/api/live/socket"): listen likewise, `url` the WebSocket address of that path. Without it
   * the app only answers `app.inject`, and `url` is empty.
   */
  readonly listen?: "http" | `/${string}`;
}

/** The real app on a fresh database of one kind, started before a file's tests and closed after. */
export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
  readonly url: string;
}

/**
 * Starts the app on a fresh, migrated database of `kind` before the tests of the enclosing
 * `describe`, and closes both after them. Its parts are read inside hooks and tests (reading them
 * before the server has started is an error that says so).
 */
export function useTestServer(kind: TestDatabaseKind, options: TestServerOptions = {}): TestServer {
  let app: FastifyInstance | undefined;
  let db: TestDatabase | undefined;
  let url = "";
  beforeAll(async () => {
    db = await kind.create();
    app = await testApp(db, options.deps);
    if (options.listen === "http") {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    } else if (options.listen) {
      url = await listenForSockets(app, options.listen);
    }
  });
  afterAll(() => closeTestApp(app, db));
  const started = <T>(part: T | undefined, name: string): T => {
    if (part === undefined) throw new Error(`the test server's ${name} is read before it has started`);
    return part;
  };
  return {
    get app() {
      return started(app, "app");
    },
    get db() {
      return started(db, "database");
    },
    get url() {
      started(app, "app");
      return url;
    },
  };
}
