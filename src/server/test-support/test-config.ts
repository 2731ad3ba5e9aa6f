import path from "node:path";
import type { Config, DatabaseConfig } from "../config.ts";

/** A complete config for tests; pass only what a test cares about. */
export function testConfig(database: DatabaseConfig, overrides: Partial<Config> = {}): Config {
  return {
    production: false,
    host: "127.0.0.1",
    port: 0,
    baseUrl: "http://localhost:3000",
    database,
    authSecret: "test-secret-test-secret-test-secret-0123456789",
    oidc: null,
    trustProxy: false,
    webRoot: path.resolve("dist/web-missing"),
    logLevel: "silent",
    rateLimits: { enabled: true, registerMax: 10 },
    ...overrides,
  };
}
