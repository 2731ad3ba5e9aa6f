import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { z } from "zod";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { GOOGLE_PROVIDER_ID } from "../../shared/api-types.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../shared/registration.ts";
import { hashPassword, verifyPassword } from "./password-hasher.ts";
import type { LimitRule, RateLimiter } from "./rate-limiter.ts";

/**
 * The header through which we hand Better Auth the client address Fastify resolved (which
 * honours TRUST_PROXY). Any value a client sends under this name is overwritten.
 */
export const CLIENT_IP_HEADER = "x-howzat-client-ip";

/** Budgets of Better Auth's own limiter, per client address, shared through the database. */
export const AUTH_RATE_LIMITS = {
  global: { window: 60, max: 300 },
  signIn: { window: 60, max: 20 },
} as const;

type LogLevel = "debug" | "info" | "warn" | "error";

interface AuthOptions {
  readonly rateLimit?: boolean;
  readonly log?: (level: LogLevel, message: string) => void;
  /** Sign-in attempts allowed per account per window, whatever the address. */
  readonly accountLock?: { readonly limiter: RateLimiter; readonly rule: LimitRule };
}

/**
 * Better Auth for Howzat: e-mail and password (argon2id), Google through OpenID Connect with
 * the configured issuer, sessions in our database behind httpOnly SameSite=Lax cookies.
 * Its tables come from our migrations, not from Better Auth's generator.
 *
 * Without a BASE_URL it answers each request for the host the request came to (Fastify's
 * resolved host and scheme, which honour TRUST_PROXY); our same-origin rule has already
 * checked that the Origin is that host, and our callback rule that redirects stay on it.
 */
export function createAuth(config: Config, database: Database, options: AuthOptions = {}) {
  const secure = config.baseUrl?.startsWith("https://") ?? false;
  return betterAuth({
    appName: "Howzat",
    baseURL: config.baseUrl ?? { allowedHosts: ["*"], protocol: "auto" },
    basePath: "/api/auth",
    secret: config.authSecret,
    // A member is a user row and a credential account row (and a session): with transactions
    // on, a crash between those inserts cannot leave a user without a password, whose e-mail
    // could then neither sign in nor register again.
    database: { db: database.db, type: database.kind, transaction: true },
    trustedOrigins: config.baseUrl
      ? [config.baseUrl]
      : (request) => (request ? [new URL(request.url).origin] : []),
    // Members join through POST /api/new_user_regi, which runs the shared registration rules.
    disabledPaths: ["/sign-up/email"],
    // Google never joins a password member's account by e-mail, verified or not: a password
    // registration proves nothing about owning the address (ADR 0007).
    account: { accountLinking: { disableImplicitLinking: true } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        phone: { type: "string", required: false },
        address: { type: "string", required: false },
        dob: { type: "string", required: false },
        gender: { type: "string", required: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: options.rateLimit ?? true,
      storage: "database",
      window: AUTH_RATE_LIMITS.global.window,
      max: AUTH_RATE_LIMITS.global.max,
      customRules: {
        "/sign-in/email": AUTH_RATE_LIMITS.signIn,
        "/sign-in/social": AUTH_RATE_LIMITS.signIn,
        "/get-session": false,
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    onAPIError: {
      // A failed Google sign-in (a refused consent, a bad state) lands in the popup page, which
      // tells the opener and shows the reason, instead of Better Auth's own error page.
      errorURL: "/auth/popup",
      // Better Auth would print every client mistake (malformed JSON, a wrong content type) as
      // an error line on the console, past our logger and LOG_LEVEL: a flood of bad requests
      // would flood the log. Client mistakes are debug lines; anything else stays an error.
      onError: (error) => {
        const status = isAPIError(error) ? error.statusCode : 500;
        const message = error instanceof Error ? error.message : String(error);
        options.log?.(status >= 500 ? "error" : "debug", `${status} ${message}`);
      },
    },
    hooks: accountLockHooks(options.accountLock),
    telemetry: { enabled: false },
    // Our own log lines record sign-in attempts; Better Auth's warnings would name the reason.
    logger: {
      level: "error",
      ...(options.log
        ? {
            // Better Auth logs some client mistakes as errors (a sign-in with a provider that is
            // not configured); the status-based line of onError above marks real failures.
            log: (level: LogLevel, message: string) =>
              options.log?.(level === "error" ? "warn" : level, message),
          }
        : {}),
    },
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                discoveryUrl: config.oidc.discoveryUrl,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                // A member's Google identity is the issuer plus its subject, never the e-mail.
                accountSubject: ({ profile }) =>
                  `${issuerOf(config.oidc!.discoveryUrl)}|${String(profile.sub ?? profile.id)}`,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The per-account lock on e-mail sign-in, inside Better Auth so that it sees the body exactly as
 * Better Auth parsed it (a byte-order mark, a form body or a path spelt another way cannot put
 * the e-mail out of our sight). Every attempt is counted before the password is checked, in
 * one atomic step, so a burst of concurrent guesses cannot all pass a check made before any of
 * them was counted; a success clears the count and an attempt refused for another reason (a
 * malformed body, Better Auth's own limit) is taken back.
 */
function accountLockHooks(lock: AuthOptions["accountLock"]) {
  if (!lock) return {};
  const keyOf = (body: unknown): string | null => {
    const email = body && typeof body === "object" && "email" in body ? body.email : undefined;
    // Only an address Better Auth accepts can name an account (and only such a string is a key
    // PostgreSQL can store: U+0000 cannot be).
    return typeof email === "string" && z.email().safeParse(email).success
      ? `signin:${email.toLowerCase()}`
      : null;
  };
  return {
    before: createAuthMiddleware(async (ctx) => {
      const key = ctx.path === "/sign-in/email" ? keyOf(ctx.body) : null;
      if (key === null) return;
      const verdict = await lock.limiter.hit(key, lock.rule);
      if (verdict.allowed) return;
      const minutes = Math.ceil(verdict.retryAfter / 60);
      throw new APIError(
        "TOO_MANY_REQUESTS",
        {
          message: `Too many failed sign-ins for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
          code: "ACCOUNT_LOCKED",
        },
        { "retry-after": String(verdict.retryAfter) },
      );
    }),
    after: createAuthMiddleware(async (ctx) => {
      const key = ctx.path === "/sign-in/email" ? keyOf(ctx.body) : null;
      if (key === null) return;
      const returned: unknown = ctx.context.returned;
      if (!isAPIError(returned)) await lock.limiter.reset(key);
      else if (returned.statusCode !== 401) await lock.limiter.release(key);
    }),
  };
}

function issuerOf(discoveryUrl: string): string {
  return discoveryUrl.replace(/\/\.well-known\/openid-configuration$/, "");
}
