/**
 * The lock on the rules versions: every committed kept match (`v<version>.json`, one match of
 * every level in every format per version) replays to exactly its committed scorecard. The
 * expectations are the committed files, never made again here: a change to a version's rules,
 * to the generator or to the catalog that would change a kept match fails this test.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  createEngine,
  CURRENT_RULES_VERSION,
  OPPONENT_LEVELS,
  replay,
  RULES_VERSIONS,
  rulesFor,
  STAGE,
} from "../../engine/index.ts";
import { catalog } from "../catalog.ts";
import { keptScorecard, type KeptMatchesFile } from "./kept-matches.ts";

const engine = createEngine(catalog);
const here = fileURLToPath(new URL(".", import.meta.url));
const files: readonly KeptMatchesFile[] = readdirSync(here)
  .filter((name) => /^v\d+\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(`${here}/${name}`, "utf8")) as KeptMatchesFile);

describe("committed kept matches", () => {
  it("exist for every rules version the engine plays, each match of its file's version", () => {
    expect(files.map((f) => f.rulesVersion).sort()).toEqual([...RULES_VERSIONS]);
    for (const file of files) {
      for (const match of file.matches) expect(match.rulesVersion).toBe(file.rulesVersion);
    }
  });

  it("cover every level in every format of the catalog, in each version", () => {
    const wanted = OPPONENT_LEVELS.flatMap(({ level }) => catalog.formats.map((f) => `${level} ${f.key}`));
    for (const file of files) {
      const plain = file.matches.filter((m) => m.knockout !== true);
      expect(plain.map((m) => `${m.level} ${m.format}`).sort()).toEqual(wanted.sort());
    }
  });

  it("hold, for each version with the super over, a knockout of every level that went to one", () => {
    for (const file of files) {
      const knockouts = file.matches.filter((m) => m.knockout === true);
      const levels = rulesFor(file.rulesVersion).superOver ? OPPONENT_LEVELS.map((l) => l.level) : [];
      expect(knockouts.map((m) => m.level).sort()).toEqual([...levels].sort());
      for (const match of knockouts) {
        expect(match.scorecard.some((line) => /super over/.test(line))).toBe(true);
        // The same actions are refused past the tie when the record is not a knockout.
        const { knockout: _knockout, ...plain } = match;
        expect(replay(engine, plain).refusedAt).not.toBeNull();
      }
    }
  });

  describe.each(files.flatMap((f) => f.matches))(
    "$level $format (rules version $rulesVersion, seed $seed, knockout $knockout)",
    (match) => {
      // A one-day International replay builds its win tables first (seconds on a busy machine).
      it("replays to its committed scorecard", { timeout: 120_000 }, () => {
        const replayed = replay(engine, match);
        expect(replayed.error).toBeNull();
        expect(replayed.state.status).toBe(STAGE.finished.status);
        expect(replayed.state.format).toBe(match.format);
        expect(replayed.state.rulesVersion).toBe(match.rulesVersion);
        expect(replayed.state.knockout).toBe(match.knockout === true);
        expect(keptScorecard(engine, replayed.state)).toEqual(match.scorecard);
      });
    },
  );

  it(
    "replay as version 1 when the record names no version (saves kept before versions)",
    { timeout: 120_000 },
    () => {
      const first = files.find((f) => f.rulesVersion === 1);
      expect(first?.matches.length).toBeGreaterThan(0);
      for (const { rulesVersion: _named, ...unversioned } of first?.matches ?? []) {
        const replayed = replay(engine, unversioned);
        expect(replayed.state.rulesVersion).toBe(1);
        expect(keptScorecard(engine, replayed.state)).toEqual(
          first?.matches.find((m) => m.seed === unversioned.seed)?.scorecard,
        );
      }
    },
  );

  it("are refused, not replayed by other rules, when their version is unknown", () => {
    const match = files[0]?.matches[0];
    if (!match) throw new Error("no committed kept match");
    const unknown = Math.max(...RULES_VERSIONS) + 1;
    const replayed = replay(engine, { ...match, rulesVersion: unknown });
    expect(replayed.refusedAt).toBe(0);
    expect(replayed.error?.code).toBe("unknownRulesVersion");
    expect(CURRENT_RULES_VERSION).toBeLessThan(unknown);
  });
});
