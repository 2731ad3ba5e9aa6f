import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Google's discovery document: the default OpenID issuer for "Login with Gmail". */
export const GOOGLE_DISCOVERY_URL = "https://accounts.google.com/.well-known/openid-configuration";

/** Settings read once at start; everything else receives this object. */
export interface Config {
  readonly production: boolean;
  readonly host: string;
  readonly port: number;
  /**
   * The public origin members reach us at, e.g. `https://howzat.example`; null when BASE_URL is
   * not set, and then every request is answered for the address it came to.
   */
  readonly baseUrl: string | null;
  readonly database: DatabaseConfig;
  readonly authSecret: string;
  /** OpenID Connect client for Google sign-in; absent when not configured. */
  readonly oidc: OidcConfig | null;
  /** Honour X-Forwarded-* from a reverse proxy (only when one is in front of us). */
  readonly trustProxy: boolean;
  readonly webRoot: string;
  readonly logLevel: string;
  /** Abuse limits; switched off only for load and crash tests. */
  readonly rateLimits: RateLimitConfig;
  /**
   * Live matches' clocks in milliseconds where the environment sets them (LIVE_CHOICE_SECONDS,
   * LIVE_DECISION_SECONDS, LIVE_WARN_SECONDS, LIVE_FORFEIT_SECONDS); the defaults otherwise.
   */
  readonly liveTiming: LiveTimingConfig;
}

/** The live clocks the environment sets, in milliseconds. */
export interface LiveTimingConfig {
  readonly choiceMs?: number;
  readonly decisionMs?: number;
  readonly warnAfterMs?: number;
  readonly forfeitAfterMs?: number;
}

/** A number of seconds from 1 to 3600, read from the environment. */
const seconds = (name: string) =>
  z
    .string()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 3600, {
      message: `${name} must be a whole number of seconds from 1 to 3600`,
    })
    .transform((v) => Number(v) * 1000)
    .optional();

interface RateLimitConfig {
  /** False switches every abuse limit off (refused in production). */
  readonly enabled: boolean;
  /** Registrations allowed per client address in each 10-minute window. */
  readonly registerMax: number;
}

export type DatabaseConfig =
  { readonly kind: "sqlite"; readonly file: string } | { readonly kind: "postgres"; readonly url: string };

interface OidcConfig {
  readonly discoveryUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** A configuration mistake, reported as one line without a stack trace. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const DATA_DIR = "data";

const schema = z.object({
  NODE_ENV: z.string().optional(),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z
    .string()
    .default("3000")
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 0 && Number(v) <= 65535, {
      message: "PORT must be a whole number from 0 to 65535",
    })
    .transform(Number),
  BASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().optional(),
  OIDC_DISCOVERY_URL: z.url({ message: "OIDC_DISCOVERY_URL must be an absolute URL" }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  TRUST_PROXY: z.enum(["true", "false", "1", "0"]).optional(),
  WEB_ROOT: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMITS: z.enum(["on", "off"], { message: "RATE_LIMITS must be on or off" }).default("on"),
  RATE_LIMIT_REGISTER_MAX: z
    .string()
    .default("10")
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000, {
      message: "RATE_LIMIT_REGISTER_MAX must be a whole number from 1 to 1000000",
    })
    .transform(Number),
  LIVE_CHOICE_SECONDS: seconds("LIVE_CHOICE_SECONDS"),
  LIVE_DECISION_SECONDS: seconds("LIVE_DECISION_SECONDS"),
  LIVE_WARN_SECONDS: seconds("LIVE_WARN_SECONDS"),
  LIVE_FORFEIT_SECONDS: seconds("LIVE_FORFEIT_SECONDS"),
});

/**
 * Reads and validates the environment. Throws {@link ConfigError} with a readable message
 * on the first problem. In development a missing AUTH_SECRET is generated once and kept
 * under `data/`, so sessions survive restarts; in production it is required.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue?.path.join(".") ?? "environment"}: ${issue?.message ?? "invalid"}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const database = parseDatabaseUrl(e.DATABASE_URL);
  const baseUrl = e.BASE_URL === undefined || e.BASE_URL === "" ? null : parseBaseUrl(e.BASE_URL);

  let authSecret = e.AUTH_SECRET;
  // Spaces around a secret are a copy-and-paste slip, and a secret of spaces is no secret.
  if (authSecret !== undefined && authSecret.trim().length < 32) {
    throw new ConfigError("AUTH_SECRET must be at least 32 characters long, not counting spaces around it");
  }
  if (authSecret === undefined) {
    if (production) throw new ConfigError("AUTH_SECRET is required when NODE_ENV=production");
    authSecret = developmentSecret();
  }

  if (production && e.RATE_LIMITS === "off") {
    throw new ConfigError("RATE_LIMITS=off is not allowed when NODE_ENV=production");
  }

  let oidc: OidcConfig | null = null;
  if (e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET) {
    if (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) {
      throw new ConfigError("OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together");
    }
    oidc = {
      discoveryUrl: e.OIDC_DISCOVERY_URL ?? GOOGLE_DISCOVERY_URL,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
    };
  }

  return {
    production,
    host: e.HOST,
    port: e.PORT,
    baseUrl,
    database,
    authSecret,
    oidc,
    trustProxy: e.TRUST_PROXY === "true" || e.TRUST_PROXY === "1",
    webRoot: path.resolve(e.WEB_ROOT ?? "dist/web"),
    logLevel: e.LOG_LEVEL,
    rateLimits: { enabled: e.RATE_LIMITS === "on", registerMax: e.RATE_LIMIT_REGISTER_MAX },
    liveTiming: {
      ...(e.LIVE_CHOICE_SECONDS === undefined ? {} : { choiceMs: e.LIVE_CHOICE_SECONDS }),
      ...(e.LIVE_DECISION_SECONDS === undefined ? {} : { decisionMs: e.LIVE_DECISION_SECONDS }),
      ...(e.LIVE_WARN_SECONDS === undefined ? {} : { warnAfterMs: e.LIVE_WARN_SECONDS }),
      ...(e.LIVE_FORFEIT_SECONDS === undefined ? {} : { forfeitAfterMs: e.LIVE_FORFEIT_SECONDS }),
    },
  };
}

/**
 * BASE_URL as an origin (`scheme://host[:port]`): cookies, redirects and the same-origin rule
 * all compare origins, so a path or a missing scheme (`localhost:3000` parses as a URL with the
 * scheme `localhost:`) would only fail later and less clearly.
 */
function parseBaseUrl(value: string): string {
  const problem = `BASE_URL must be an http:// or https:// origin such as https://howzat.example or http://localhost:3000 (got "${value}")`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(problem);
  }
  const bare =
    url.pathname === "/" &&
    url.search === "" &&
    url.hash === "" &&
    url.username === "" &&
    url.password === "";
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "" || !bare)
    throw new ConfigError(problem);
  return url.origin;
}

/** `DATABASE_URL` unset means the embedded SQLite file; otherwise postgres:// or sqlite:path. */
export function parseDatabaseUrl(url: string | undefined): DatabaseConfig {
  if (url === undefined || url === "") {
    return { kind: "sqlite", file: path.resolve(DATA_DIR, "howzat.db") };
  }
  if (/^postgres(ql)?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      if (parsed.host === "" && parsed.pathname.length <= 1) throw new Error("no host or database");
    } catch {
      throw new ConfigError("DATABASE_URL is not a valid postgres:// URL");
    }
    return { kind: "postgres", url };
  }
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length).replace(/^\/\//, "");
    if (file === "")
      throw new ConfigError("DATABASE_URL sqlite: needs a file path, e.g. sqlite:data/howzat.db");
    return { kind: "sqlite", file: file === ":memory:" ? file : path.resolve(file) };
  }
  throw new ConfigError(
    "DATABASE_URL must start with postgres://, postgresql:// or sqlite: (leave it unset for the default SQLite file)",
  );
}

function developmentSecret(): string {
  const file = path.resolve(DATA_DIR, "auth-secret");
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
