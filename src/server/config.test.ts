import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, GOOGLE_DISCOVERY_URL, loadConfig, parseDatabaseUrl } from "./config.ts";

const secret = "s".repeat(40);

describe("loadConfig", () => {
  it("defaults to port 3000 and the SQLite file under data/", () => {
    const config = loadConfig({ AUTH_SECRET: secret });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "sqlite", file: path.resolve("data/howzat.db") });
    expect(config.oidc).toBeNull();
  });

  it.each(["abc", "-1", "70000", "3.5", ""])("rejects PORT=%j with one clear message", (port) => {
    expect(() => loadConfig({ AUTH_SECRET: secret, PORT: port })).toThrow(/PORT must be a whole number/);
  });

  it("requires AUTH_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is required/);
  });

  it.each([
    "localhost:3000",
    "127.0.0.1:3000",
    "ftp://howzat.example",
    "http://",
    "howzat.example",
    "http://howzat.example/app",
  ])("rejects BASE_URL=%j with one clear message", (baseUrl) => {
    expect(() => loadConfig({ AUTH_SECRET: secret, BASE_URL: baseUrl })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_SECRET: secret, BASE_URL: baseUrl })).toThrow(
      /^BASE_URL must be an http:\/\/ or https:\/\/ origin/,
    );
  });

  it("follows the address the browser used when BASE_URL is not set", () => {
    expect(loadConfig({ AUTH_SECRET: secret }).baseUrl).toBeNull();
    expect(loadConfig({ AUTH_SECRET: secret, BASE_URL: "https://howzat.example/" }).baseUrl).toBe(
      "https://howzat.example",
    );
  });

  it.each([" ".repeat(32), "\t".repeat(40), `${" ".repeat(30)}ab`, "a".repeat(31) + " "])(
    "rejects the AUTH_SECRET %j",
    (authSecret) => {
      for (const NODE_ENV of ["production", "development"]) {
        expect(() => loadConfig({ NODE_ENV, AUTH_SECRET: authSecret })).toThrow(
          /AUTH_SECRET must be at least 32 characters/,
        );
      }
    },
  );

  it("rejects a short AUTH_SECRET", () => {
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/at least 32/);
  });

  it("uses Google's discovery URL unless another issuer is configured", () => {
    const google = loadConfig({ AUTH_SECRET: secret, OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "s" });
    expect(google.oidc?.discoveryUrl).toBe(GOOGLE_DISCOVERY_URL);
    const local = loadConfig({
      AUTH_SECRET: secret,
      OIDC_CLIENT_ID: "id",
      OIDC_CLIENT_SECRET: "s",
      OIDC_DISCOVERY_URL: "http://127.0.0.1:9000/.well-known/openid-configuration",
    });
    expect(local.oidc?.discoveryUrl).toBe("http://127.0.0.1:9000/.well-known/openid-configuration");
  });

  it("needs both OIDC client settings or neither", () => {
    expect(() => loadConfig({ AUTH_SECRET: secret, OIDC_CLIENT_ID: "id" })).toThrow(/set together/);
  });

  it("keeps the abuse limits on, 10 registrations per address, unless told otherwise", () => {
    expect(loadConfig({ AUTH_SECRET: secret }).rateLimits).toEqual({ enabled: true, registerMax: 10 });
    expect(loadConfig({ AUTH_SECRET: secret, RATE_LIMIT_REGISTER_MAX: "250" }).rateLimits.registerMax).toBe(
      250,
    );
    expect(loadConfig({ AUTH_SECRET: secret, RATE_LIMITS: "off" }).rateLimits.enabled).toBe(false);
  });

  it.each(["0", "-3", "ten", "2.5", "", "1000001"])("rejects RATE_LIMIT_REGISTER_MAX=%j", (max) => {
    expect(() => loadConfig({ AUTH_SECRET: secret, RATE_LIMIT_REGISTER_MAX: max })).toThrow(
      /RATE_LIMIT_REGISTER_MAX must be/,
    );
  });

  it("reads the live clocks in seconds, leaving the ones not set to their defaults", () => {
    expect(loadConfig({ AUTH_SECRET: secret }).liveTiming).toEqual({});
    expect(
      loadConfig({ AUTH_SECRET: secret, LIVE_CHOICE_SECONDS: "6", LIVE_FORFEIT_SECONDS: "15" }).liveTiming,
    ).toEqual({ choiceMs: 6000, forfeitAfterMs: 15000 });
  });

  it.each(["0", "ten", "1.5", "3601"])("rejects LIVE_WARN_SECONDS=%j", (value) => {
    expect(() => loadConfig({ AUTH_SECRET: secret, LIVE_WARN_SECONDS: value })).toThrow(
      /LIVE_WARN_SECONDS must be a whole number of seconds from 1 to 3600/,
    );
  });

  it("accepts RATE_LIMITS on or off only, and never off in production", () => {
    expect(() => loadConfig({ AUTH_SECRET: secret, RATE_LIMITS: "no" })).toThrow(
      /RATE_LIMITS must be on or off/,
    );
    expect(() => loadConfig({ NODE_ENV: "production", AUTH_SECRET: secret, RATE_LIMITS: "off" })).toThrow(
      /not allowed when NODE_ENV=production/,
    );
  });
});

describe("parseDatabaseUrl", () => {
  it("switches to PostgreSQL on postgres:// URLs", () => {
    expect(parseDatabaseUrl("postgres://u@127.0.0.1:5432/howzat")).toEqual({
      kind: "postgres",
      url: "postgres://u@127.0.0.1:5432/howzat",
    });
  });

  it("accepts sqlite: paths", () => {
    expect(parseDatabaseUrl("sqlite:tmp/x.db")).toEqual({ kind: "sqlite", file: path.resolve("tmp/x.db") });
  });

  it.each(["mysql://x", "nonsense", "postgres://", "sqlite:"])("rejects %j clearly", (url) => {
    expect(() => parseDatabaseUrl(url)).toThrow(ConfigError);
  });
});
