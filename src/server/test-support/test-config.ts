import path from "node:path";
import type { Config, DatabaseConfig } from "../config.ts";

/** The origin test requests come from, and BASE_URL of the apps and servers they talk to. */
export const ORIGIN = "http://localhost:3000";

/** A complete config for tests; pass only what a test cares about. */
export function testConfig(database: DatabaseConfig, overrides: Partial<Config> = {}): Config {
  return {
    production: false,
    host: "127.0.0.1",
    port: 0,
    baseUrl: ORIGIN,
    database,
    authSecret: "test-secret-test-secret-test-secret-0123456789",
    oidc: null,
    trustProxy: false,
    webRoot: path.resolve("dist/web-missing"),
    logLevel: "silent",
    rateLimits: { enabled: true, registerMax: 10 },
    liveTiming: {},
    ...overrides,
  };
}
