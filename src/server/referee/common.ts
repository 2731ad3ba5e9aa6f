/**
 * What the server's referees share (ranked matches against the computer, live matches between
 * members): the ids and seeds they draw, the public state they show, the setup they play, and
 * one message at a time per match in a process.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import {
  type Action,
  CURRENT_RULES_VERSION,
  type Engine,
  type FormatKey,
  type MatchState,
  type OpponentLevel,
  replay,
  type Seed,
} from "../../engine/index.ts";

/** A random URL-safe id (22 characters, 128 bits). */
export function newId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * A refereed match's seed: 128 bits from the operating system's secure generator, as 32
 * hexadecimal digits, which are the match generator's whole state (ADR 0017). No scan of seeds
 * can recover it from what the match shows.
 */
export function newSeed(): string {
  return randomBytes(16).toString("hex");
}

/** A seed of which the member's archive has no match (drawn again until one is free). */
export async function freeSeed(
  userId: string,
  seedTaken: (userId: string, seed: Seed) => Promise<boolean>,
): Promise<string> {
  let seed = newSeed();
  while (await seedTaken(userId, seed)) seed = newSeed();
  return seed;
}

/**
 * A new match's setup played from `seed` at the current rules; `what` names the match in the
 * error (a setup the parser passed always plays).
 */
export function playSetup(
  engine: Engine,
  seed: Seed,
  level: OpponentLevel,
  setup: readonly Action[],
  what: string,
): MatchState {
  const played = replay(engine, { seed, level, rulesVersion: CURRENT_RULES_VERSION, actions: setup });
  if (played.error !== null) throw new Error(`a ${what} setup does not play: ${played.error.message}`);
  return played.state;
}

/** Whether the engine has played the match to its end (what a referee keeps and rates). */
export function isFinished(engine: Engine, state: MatchState): boolean {
  return engine.stage(state).name === "finished";
}

/** The state as the page may see it: what the match will draw cannot be read from it. */
export function publicState(state: MatchState): MatchState {
  return { ...state, seed: 0, rng: [0, 0, 0, 0] };
}

const formatKeysOf = (engine: Engine) => engine.catalog.formats.map((f) => f.key as string);

/** A new match's setup body (format, teams, ground), each problem said in words. */
function setupSchema(engine: Engine) {
  const formats = formatKeysOf(engine);
  const countries = new Set(engine.catalog.countries.map((c) => c.id));
  const country = (name: string) =>
    z
      .number({ error: `${name} must be a country's id` })
      .int(`${name} must be a country's id`)
      .refine((id) => countries.has(id), `${name} must be the id of a country in the game`);
  return z
    .object(
      {
        format: z
          .string({ error: `format must be one of ${formats.join(", ")}` })
          .refine((key) => formats.includes(key), `format must be one of ${formats.join(", ")}`),
        teamId: country("teamId"),
        opponentId: country("opponentId"),
        stadiumId: z
          .string({ error: "stadiumId must be a ground's id" })
          .max(100, "stadiumId must be the id of a ground in the game")
          .refine(
            (id) => engine.catalog.stadiums.some((s) => s.id === id),
            "stadiumId must be the id of a ground in the game",
          ),
      },
      { error: "The request must be an object with format, teamId, opponentId and stadiumId" },
    )
    .strict()
    .refine(
      (body) => body.teamId !== body.opponentId,
      "Your team and the opponent must be different countries",
    );
}

/** Why a refereed match's setup naming `knockout` is refused: ranked and live matches never are knockouts. */
export const KNOCKOUT_REFUSED =
  "A ranked or live match is never a knockout: only a competition's knockout match is, played on the match page";

export type SetupResult =
  { readonly ok: true; readonly setup: readonly Action[] } | { readonly ok: false; readonly message: string };

/**
 * The setup actions (format, team, opponent, location, ground) of a new match's body at
 * `level`, or what is wrong with it, in words.
 */
export function setupParser(engine: Engine, level: OpponentLevel): (body: unknown) => SetupResult {
  const schema = setupSchema(engine);
  return (body) => {
    // Said apart from any other stray field: a knockout is a competition's match, on the page.
    if (typeof body === "object" && body !== null && "knockout" in body) {
      return { ok: false, message: KNOCKOUT_REFUSED };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return { ok: false, message: parsed.error.issues[0]?.message ?? "The request is not valid" };
    }
    const { format, teamId, opponentId, stadiumId } = parsed.data;
    const stadium = engine.catalog.stadiums.find((s) => s.id === stadiumId);
    if (!stadium) return { ok: false, message: "stadiumId must be the id of a ground in the game" };
    const setup: Action[] = [
      { type: "chooseFormat", format: format as FormatKey },
      { type: "chooseTeam", countryId: teamId },
      { type: "chooseOpponent", countryId: opponentId },
      { type: "chooseLocation", countryId: stadium.countryId },
      { type: "chooseStadium", stadiumId },
    ];
    // The engine has the last word (a country with no eleven, say); the setup draws nothing.
    const played = replay(engine, { seed: 0, level, rulesVersion: CURRENT_RULES_VERSION, actions: setup });
    if (played.error !== null) return { ok: false, message: played.error.message };
    return { ok: true, setup };
  };
}

/** Runs tasks one at a time per key (a match id), in the order they were asked for. */
export function serialQueue(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const locks = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const before = locks.get(key) ?? Promise.resolve();
    const run = before.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    locks.set(key, settled);
    void settled.then(() => {
      if (locks.get(key) === settled) locks.delete(key);
    });
    return run;
  };
}

/** Runs at most `limit` tasks at once, the rest in the order they were asked for. */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`a concurrency limit must be a positive integer, not ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, if any.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
