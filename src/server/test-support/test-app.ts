import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { AddressInfo } from "node:net";
import { type AppDeps, buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import type { TestDatabase } from "./databases.ts";
import { ORIGIN, testConfig } from "./test-config.ts";

export { ORIGIN };

/** A valid registration; override what a test is about. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Sakib Hasan",
    email: `member-${Math.random().toString(36).slice(2)}@example.com`,
    phone: "01712345678",
    address: "12 Mirpur Road, Dhaka",
    password: "cover-drive-42",
    dob: "1990-03-24",
    gender: "male",
    ...overrides,
  };
}

/**
 * The app on a test database, with generous limits unless a test narrows them. Its requests
 * come to ORIGIN's host unless a test names another: `app.inject` would send `localhost:80`,
 * and a page asked for at another host than BASE_URL is redirected there.
 */
export async function testApp(
  db: TestDatabase,
  deps: Partial<Omit<AppDeps, "config" | "database">> & { config?: Partial<Config> } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(db.config, deps.config),
    database: db.database,
    limits: {
      register: { window: 60, max: 10_000 },
      failedSignInsPerAccount: { window: 900, max: 10_000 },
      matchSaves: { window: 60, max: 10_000 },
      replayPages: { window: 60, max: 10_000 },
      rankedCreates: { window: 3600, max: 10_000 },
      liveCreates: { window: 3600, max: 10_000 },
      authRateLimit: false,
      ...deps.limits,
    },
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.logger === undefined ? {} : { logger: deps.logger }),
    ...(deps.timeouts ? { timeouts: deps.timeouts } : {}),
    ...(deps.rankedSocket ? { rankedSocket: deps.rankedSocket } : {}),
    ...(deps.rankedIdle ? { rankedIdle: deps.rankedIdle } : {}),
    ...(deps.liveSocket ? { liveSocket: deps.liveSocket } : {}),
    ...(deps.liveTiming ? { liveTiming: deps.liveTiming } : {}),
  });
  const inject = app.inject.bind(app);
  const host = new URL(ORIGIN).host;
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject();
    const given = typeof options === "string" ? { url: options } : options;
    return inject({ ...given, headers: { host, ...given.headers } });
  }) as typeof app.inject;
  return app;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieOf(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** Registers a new member on `app` (a valid registration) and returns their session cookie. */
export async function registerMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/new_user_regi",
    payload: registration(overrides),
    headers: { origin: ORIGIN },
  });
  if (res.statusCode !== 201) throw new Error(`registration refused (${res.statusCode}): ${res.body}`);
  return cookieOf(res);
}

/** Signs the member of `cookie` out of `app`, from the site's own origin. */
export function signOut(app: FastifyInstance, cookie: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-out",
    payload: {},
    headers: { origin: ORIGIN, cookie },
  });
}

/** Starts `app` on a free port of 127.0.0.1; answers the WebSocket address of `socketPath` there. */
export async function listenForSockets(app: FastifyInstance, socketPath: string): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${socketPath}`;
}

/** Closes a test's app, then its database (either may be missing when its set-up failed). */
export async function closeTestApp(app?: FastifyInstance, db?: TestDatabase): Promise<void> {
  await app?.close();
  await db?.destroy();
}
