import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay, simulateMatch, type Action } from "../../engine/index.ts";
import { API } from "../../shared/api-types.ts";
import { expectClientError, plus, rowCounts } from "../test-support/answer-checks.ts";
import { useTestServer } from "../test-support/test-server.ts";
import {
  type WireBody,
  mutated,
  nastyString,
  originHeaders,
  percentEncode,
  queryString,
  weirdValue,
  wireBody,
} from "../test-support/fuzz-inputs.ts";
import { ORIGIN, registerMember } from "../test-support/test-app.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";

/**
 * `POST /api/matches` and `GET /api/matches` under generated hostile input. A match is kept
 * only when the engine replays it to the same result: the property checked is that every 2xx
 * answer was such a match (checked by replaying it here), that every untouched real match is
 * accepted, and that everything else is a clear 4xx that leaves the database as it was. 500
 * requests an endpoint, from a new seed each run (printed with a failure); set FUZZ_RUNS for a
 * deeper run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const TIMEOUT = 240_000;

interface Body {
  seed: number;
  actions: Action[];
  result: string;
}

/** Real finished micro matches (played with the real data) to start the mutations from. */
const realMatches: Body[] = Array.from({ length: 40 }, (_, i) => {
  const seed = 1_000 + i;
  // The bodies name no rules version, which means version 1: the matches are played by it.
  const { state, actions } = simulateMatch(engine, seed, "micro", "random", { rulesVersion: 1 });
  return { seed, actions: [...actions], result: state.result?.text ?? "" };
});

/** Changes to the list of actions that a real match could not have had, or might. */
const actionEdits = fc.oneof(
  fc.record({ op: fc.constant("drop" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("swap" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("replace" as const), at: fc.nat(), value: weirdValue }),
  fc.record({ op: fc.constant("duplicate" as const), at: fc.nat() }),
);

function edited(
  actions: readonly Action[],
  edits: ReadonlyArray<{ op: string; at: number; value?: unknown }>,
): unknown[] {
  const list: unknown[] = [...actions];
  for (const edit of edits) {
    if (list.length === 0) break;
    const at = edit.at % list.length;
    if (edit.op === "drop") list.splice(at, 1);
    else if (edit.op === "swap" && at + 1 < list.length) [list[at], list[at + 1]] = [list[at + 1], list[at]];
    else if (edit.op === "truncate") list.length = at;
    else if (edit.op === "replace") list[at] = edit.value;
    else if (edit.op === "duplicate") list.splice(at, 0, list[at]);
  }
  return list;
}

const realMatch = fc.constantFrom(...realMatches);
const matchObjects: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { arbitrary: realMatch.map((m) => ({ ...m })), weight: 2 },
  {
    arbitrary: fc
      .tuple(realMatch, fc.array(actionEdits, { minLength: 1, maxLength: 3 }))
      .map(([m, edits]) => ({ ...m, actions: edited(m.actions, edits) })),
    weight: 5,
  },
  {
    arbitrary: mutated(
      realMatch.map((m) => ({ ...m })),
      ["seed", "actions", "result"],
      { min: 1, max: 3 },
    ),
    weight: 5,
  },
  { arbitrary: fc.tuple(realMatch, nastyString).map(([m, result]) => ({ ...m, result })), weight: 1 },
  {
    arbitrary: fc
      .tuple(realMatch, fc.oneof(fc.integer(), fc.double(), fc.constant(-1), fc.constant(2 ** 32)))
      .map(([m, seed]) => ({ ...m, seed })),
    weight: 1,
  },
);

/** True when `text` is exactly one of the real matches as JSON (key order aside). */
function isRealMatch(body: WireBody): Body | null {
  if (body.kind !== "json") return null;
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    return null;
  }
  return realMatches.find((m) => sameMatch(value, m)) ?? null;
}

function sameMatch(value: unknown, match: Body): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 3 || !["seed", "actions", "result"].every((k) => keys.includes(k))) return false;
  const v = value as Record<string, unknown>;
  return (
    v.seed === match.seed &&
    v.result === match.result &&
    JSON.stringify(v.actions) === JSON.stringify(match.actions)
  );
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`fuzzed matches API on ${kind.name}`, () => {
    const server = useTestServer(kind);
    let cookie = "";
    const saved = new Set<number>();
    const tally = { created: 0, again: 0, refused: 0 };

    beforeAll(async () => {
      cookie = await registerMember(server.app);
    });
    afterAll(() => console.info(`matches fuzz on ${kind.name}: ${RUNS} requests per endpoint;`, tally));

    it(
      `POST ${API.matches}: ${RUNS} hostile bodies, only a match that replays to its result is kept`,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            wireBody(matchObjects),
            originHeaders,
            fc.boolean(),
            async (body, origin, signedIn) => {
              const headers = {
                ...origin,
                ...(body.contentType !== undefined ? { "content-type": body.contentType } : {}),
                ...(signedIn ? { cookie } : {}),
              };
              const before = await rowCounts(server.db.database);
              const res = await server.app.inject({
                method: "POST",
                url: API.matches,
                headers,
                payload: body.text,
              });
              const after = await rowCounts(server.db.database);
              // The same-origin rule: an Origin header must be ours; without one, a cross-site fetch is refused.
              const sameSite =
                origin.origin !== undefined
                  ? origin.origin === ORIGIN
                  : origin["sec-fetch-site"] !== "cross-site";
              const real = isRealMatch(body);

              if (res.statusCode === 200 || res.statusCode === 201) {
                // Whatever was kept replays to exactly the result it claims.
                const sent = JSON.parse(body.text) as Body;
                const replayed = replay(engine, { seed: sent.seed, actions: sent.actions });
                expect(replayed.refusedAt).toBeNull();
                expect(replayed.state.result?.text).toBe(sent.result);
                expect(res.json().match.result).toBe(sent.result);
                if (res.statusCode === 201) {
                  expect(saved.has(sent.seed), "a second copy of one match was stored").toBe(false);
                  saved.add(sent.seed);
                  expect(after).toEqual(plus(before, { match: 1 }));
                  tally.created++;
                } else {
                  expect(saved.has(sent.seed)).toBe(true);
                  expect(after).toEqual(before);
                  tally.again++;
                }
                return;
              }
              if (real !== null && signedIn && sameSite) {
                expect.fail(`a real match was refused: ${res.statusCode} ${res.body.slice(0, 200)}`);
              }
              expectClientError(res, { method: "POST" });
              expect(after, "a refused match changed the database").toEqual(before);
              if (!sameSite) expect(res.statusCode).toBe(403);
              // A body the parser refuses is refused before the session is looked at; any other is a 401.
              else if (!signedIn && real !== null) expect(res.statusCode).toBe(401);
              tally.refused++;
            },
          ),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );

    it(
      `GET ${API.matches}: ${RUNS} hostile queries and cookies, only the member's own list`,
      async () => {
        const cookies = fc.oneof(
          fc.constant(cookie),
          fc.constant(undefined),
          nastyString.map((s) => `better-auth.session_token=${percentEncode(s)}`),
          fc.constant(cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"))),
        );
        await fc.assert(
          fc.asyncProperty(queryString, cookies, async (query, sent) => {
            const res = await server.app.inject({
              method: "GET",
              url: `${API.matches}${query}`,
              headers: sent !== undefined ? { cookie: sent } : {},
            });
            if (sent === cookie) {
              expect(res.statusCode, res.body).toBe(200);
              const { matches } = res.json() as { matches: Array<{ result: string }> };
              expect(matches.length).toBe(Math.min(10, saved.size));
              return;
            }
            expectClientError(res);
            expect(res.statusCode).toBe(401);
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  });
}
