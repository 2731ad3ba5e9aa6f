/**
 * A knockout fixture the computer plays on both sides is created as a knockout match (rules
 * version 3, the first with the super over): a tie on the field is played off in the engine's
 * super over, and the competition reads a win "by a super over" from it, its net run rate from
 * the match's own two innings.
 */
import { describe, expect, it } from "vitest";
import { fixtureCatalog as catalog } from "../test-fixtures.ts";
import { createEngine } from "../engine.ts";
import { replay } from "../replay.ts";
import { SUPER_OVER_RULES_VERSION } from "../rules-version.ts";
import { checkComputerFixture, playComputerFixture, type ComputerFixtureSpec } from "./computer-fixture.ts";
import { checkResult } from "./results.ts";

const engine = createEngine(catalog);
const [A, B] = [catalog.squads[0]?.countryId as number, catalog.squads[1]?.countryId as number];

const spec = (seed: number, over: Partial<ComputerFixtureSpec> = {}): ComputerFixtureSpec => ({
  fixtureId: "SF1",
  home: A,
  away: B,
  format: "micro",
  level: "club",
  seed,
  knockout: true,
  ...over,
});

/** The first knockout fixture from seed 1 on whose match went to a super over. */
function tiedFixture(): { seed: number; fixture: ReturnType<typeof playComputerFixture> } {
  for (let seed = 1; seed <= 3000; seed++) {
    const fixture = playComputerFixture(engine, spec(seed));
    if (fixture.match.decision.kind === "won" && fixture.match.decision.superOver) return { seed, fixture };
  }
  throw new Error("No knockout fixture went to a super over in 3000 seeds");
}

describe("a knockout fixture the computer plays", () => {
  const { seed, fixture } = tiedFixture();

  it("is kept as a knockout match by the rules with the super over, and replays exactly", () => {
    expect(fixture.record).toMatchObject({
      seed,
      level: "club",
      rulesVersion: SUPER_OVER_RULES_VERSION,
      knockout: true,
    });
    const again = replay(engine, fixture.record, false, "playable");
    expect(again.error).toBeNull();
    expect(again.state.result?.kind).toBe("superOver");
    expect(again.state.result?.winnerTeamId).toBe(
      fixture.match.decision.kind === "won" ? fixture.match.decision.winner : -1,
    );
  });

  it("settles a tie with the super over: a winner the bracket takes, the match's own innings level", () => {
    const { match } = fixture;
    expect(() => checkResult(match, "knockout")).not.toThrow();
    expect(match.innings).toHaveLength(2);
    expect(match.innings[0]?.runs).toBe(match.innings[1]?.runs);
    expect(
      match.innings.every(
        (i) => i.quotaBalls === catalog.formats.find((f) => f.key === "micro")?.ballsPerInnings,
      ),
    ).toBe(true);
  });

  it("is checked by playing it again, a record that is not a knockout refused", () => {
    expect(checkComputerFixture(engine, spec(seed), fixture.record)).toEqual(fixture.match);
    const { knockout: _knockout, ...plain } = fixture.record;
    expect(() => checkComputerFixture(engine, spec(seed), plain)).toThrow(
      "Match SF1: the record is not a knockout match, and the fixture is",
    );
  });

  it("refuses a knockout by rules without the super over", () => {
    expect(() => playComputerFixture(engine, spec(seed, { rulesVersion: 2 }))).toThrow(
      "Match SF1: a knockout match settles a tie with a super over, which rules version 2 does not have (from version 3 on)",
    );
  });

  it("leaves a group fixture's tie a tie", () => {
    const group = playComputerFixture(
      engine,
      spec(seed, { knockout: false, rulesVersion: SUPER_OVER_RULES_VERSION }),
    );
    expect(group.match.decision.kind).toBe("tied");
    expect(group.record).not.toHaveProperty("knockout");
  });
});
