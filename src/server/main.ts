import { DEFAULT_LIMITS, type Limits, buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { DatabaseError, openDatabase } from "./db/database.ts";

/**
 * Starts Howzat: config, database (migrated), app, listen. A configuration or database
 * problem prints one line and exits with status 1. SIGTERM/SIGINT stop accepting, let
 * in-flight requests finish, then close the database.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error);
  }
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    return fail(error);
  }
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization"] },
    limits: limitsOf(config),
    liveTiming: config.liveTiming,
    // The live benchmark's members (`--pairs`) each follow many matches, a socket each.
    ...(config.rateLimits.enabled ? {} : { rankedSocket: UNLIMITED_SOCKETS, liveSocket: UNLIMITED_SOCKETS }),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await database.close().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE")
      return fail(new ConfigError(`port ${config.port} is already in use (set PORT)`));
    if (code === "EACCES") return fail(new ConfigError(`no permission to listen on port ${config.port}`));
    return fail(error);
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`Howzat is ready on http://localhost:${port} (${database.kind})`);
}

/** The sockets a member may hold open when RATE_LIMITS is off. */
const UNLIMITED_SOCKETS = { perMember: Number.MAX_SAFE_INTEGER };

/** The abuse limits the environment asks for (RATE_LIMITS, RATE_LIMIT_REGISTER_MAX). */
function limitsOf({ rateLimits }: Config): Limits {
  if (!rateLimits.enabled) {
    const unlimited = { window: 1, max: Number.MAX_SAFE_INTEGER };
    return {
      ...DEFAULT_LIMITS,
      register: unlimited,
      failedSignInsPerAccount: unlimited,
      matchSaves: unlimited,
      replayPages: unlimited,
      authRateLimit: false,
      // The live benchmark has one member make a thousand matches at once.
      liveCreates: unlimited,
      liveOpenInvites: Number.MAX_SAFE_INTEGER,
      liveInviteLookups: unlimited,
      liveReactions: unlimited,
    };
  }
  return { ...DEFAULT_LIMITS, register: { ...DEFAULT_LIMITS.register, max: rateLimits.registerMax } };
}

function fail(error: unknown): never {
  const known = error instanceof ConfigError || error instanceof DatabaseError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`howzat: ${known ? message : `could not start: ${message}`}`);
  process.exit(1);
}

void main();
