import { describe, expect, it } from "vitest";
import type { OpponentLevel } from "./actions.ts";
import type { Squad, Stadium } from "./catalog.ts";
import { createEngine, type Engine } from "./engine.ts";
import { buildContext } from "./engine-context.ts";
import type { MatchState } from "./match-state.ts";
import { matchInningsOdds } from "./odds/innings-odds.ts";
import { RATED_RULES_VERSION, rulesFor, type RulesVersion } from "./rules-version.ts";
import { buildMatchTables, WICKETS } from "./strategy/win-tables.ts";
import { TableCache, tablesKey } from "./table-cache.ts";
import { fixtureCatalog, fixtureSquad, makeFixtureCatalog } from "./test-fixtures.ts";
import { callFor, expectOk, run, toToss, type SetupChoices } from "./test-driver.ts";
import { computerTossChoice, decideByValues, EVEN_ORDERS } from "./toss.ts";

const LEVELS: readonly OpponentLevel[] = ["classic", "club", "international"];

/** The toss result when the computer wins it, and its events. */
function computerWins(engine: Engine, seed: number, choices: SetupChoices) {
  const atToss = toToss(engine, seed, choices);
  return expectOk(engine.step(atToss, { type: "callToss", call: callFor(engine, atToss, false) }));
}

function choiceText(events: readonly { readonly type: string; readonly text: string }[]): string {
  return events.find((e) => e.type === "choice")?.text ?? "";
}

/** The grounds' country, for the location stage. */
function setupAt(stadium: Stadium, rest: SetupChoices): SetupChoices {
  return { ...rest, locationId: stadium.countryId, stadiumId: stadium.id };
}

/** A five-over International match of rules version 2 at the fixture ground `stadiumId`. */
function miniInternationalAt(stadiumId: string): SetupChoices {
  const stadium = fixtureCatalog.stadiums.find((s) => s.id === stadiumId) as Stadium;
  return setupAt(stadium, { level: "international", rulesVersion: RATED_RULES_VERSION, format: "mini" });
}

describe("the toss in rules version 1 and in Classic", () => {
  const engine = createEngine(fixtureCatalog);

  it("every level of version 1, and Classic of version 2, decides by the ground alone, in the old words", () => {
    let checked = 0;
    for (const stadium of fixtureCatalog.stadiums) {
      for (const [level, rulesVersion] of [
        ...LEVELS.map((level) => [level, 1] as const),
        ["classic", RATED_RULES_VERSION] as const,
      ]) {
        const { state, events } = computerWins(
          engine,
          3,
          setupAt(stadium, { level, rulesVersion, format: "mini" }),
        );
        const choice = computerTossChoice(stadium);
        expect(state.toss?.choice).toBe(choice);
        expect(state.playerAction).toBe(choice === "bat" ? 1 : 0);
        expect(choiceText(events)).toBe(
          `Borduria chose to ${choice} first. Avalon will ${choice === "bat" ? "bowl" : "bat"}`,
        );
        checked++;
      }
    }
    // Seven grounds, four level and version pairs: every case of the ground rule is met.
    expect(checked).toBe(28);
    expect(new Set(fixtureCatalog.stadiums.map(computerTossChoice))).toEqual(new Set(["bat", "bowl"]));
  });

  it("version 1 has no toss by the odds, version 2 has", () => {
    expect(rulesFor(1).tossByOdds).toBe(false);
    expect(rulesFor(RATED_RULES_VERSION).tossByOdds).toBe(true);
  });
});

/**
 * The deciding side's expected score batting first and bowling first, from tables built here
 * directly on the match's odds (not through the engine's cache or the toss code): the same
 * match, the user winning the toss and choosing each way.
 */
function valuesByHand(engine: Engine, seed: number, choices: SetupChoices): { bat: number; bowl: number } {
  const ctx = buildContext(engine.catalog, new TableCache());
  const atToss = toToss(engine, seed, choices);
  const won = [{ type: "callToss", call: callFor(engine, atToss, true) }] as const;
  const startValue = (state: MatchState): number => {
    const odds = matchInningsOdds(ctx, state);
    if (odds === null) throw new Error("the match has its own odds");
    const tables = buildMatchTables(state.totalBall, state.rulesVersion, { key: "by hand", ...odds });
    return tables.value({ innings: 1, ballsLeft: state.totalBall, wicketsLeft: WICKETS, runs: 0 });
  };
  // The computer (the opponent) bats first when the user bowls first.
  const computerFirst = run(engine, atToss, [...won, { type: "chooseBatOrBowl", choice: "bowl" }]);
  const userFirst = run(engine, atToss, [...won, { type: "chooseBatOrBowl", choice: "bat" }]);
  return { bat: startValue(computerFirst), bowl: 1 - startValue(userFirst) };
}

/** Fixture sides that differ: Borduria bats better and bowls worse than Avalon. */
function unequalCatalog() {
  const strong = fixtureSquad(2);
  const squads: Squad[] = [
    fixtureSquad(1),
    {
      countryId: 2,
      players: strong.players.map((p) => ({
        ...p,
        abilityToPlayPaceBall: Math.min(100, p.abilityToPlayPaceBall + 15),
        abilityToPlaySpinBall: Math.min(100, p.abilityToPlaySpinBall + 15),
        paceAbility: Math.max(0, p.paceAbility - 20),
        spinAbility: Math.max(0, p.spinAbility - 20),
      })),
    },
    fixtureSquad(3),
  ];
  return makeFixtureCatalog(squads);
}

describe("the toss by the match's odds (rules version 2, Club and International)", () => {
  // Club and International decide alike; each is checked on one catalog.
  const cases: { name: string; catalog: typeof fixtureCatalog; level: OpponentLevel }[] = [
    { name: "equal sides, Club", catalog: fixtureCatalog, level: "club" },
    { name: "unequal sides, International", catalog: unequalCatalog(), level: "international" },
  ];
  for (const { name, catalog, level } of cases) {
    it(`chooses the better order by tables built directly, on every ground (${name})`, () => {
      const choices = new Set<string>();
      for (const stadium of catalog.stadiums) {
        const setup = setupAt(stadium, { level, rulesVersion: RATED_RULES_VERSION, format: "mini" });
        const engine = createEngine(catalog);
        const values = valuesByHand(engine, 5, setup);
        expect(Math.abs(values.bat - values.bowl)).toBeGreaterThan(EVEN_ORDERS);
        const expected = values.bat > values.bowl ? "bat" : "bowl";
        const { state, events } = computerWins(engine, 5, setup);
        expect(state.toss?.choice).toBe(expected);
        expect(state.playerAction).toBe(expected === "bat" ? 1 : 0);
        expect(choiceText(events)).toBe(
          `Borduria chose to ${expected} first: ${decideByValues(values, stadium).reason}. Avalon will ${expected === "bat" ? "bowl" : "bat"}`,
        );
        choices.add(`${expected}:${stadium.battingCondition[0] > stadium.battingCondition[1]}`);
      }
      // Both decisions are met: bat on a pitch that gets harder, bowl on one that gets easier.
      expect(choices.has("bat:true")).toBe(true);
      expect(choices.has("bowl:false")).toBe(true);
    });
  }

  it("names the reason that decided in the toss text", () => {
    const engine = createEngine(fixtureCatalog);
    const text = (stadiumId: string, format: "mini" | "10aSide"): string => {
      const stadium = fixtureCatalog.stadiums.find((s) => s.id === stadiumId) as Stadium;
      return choiceText(
        computerWins(
          engine,
          9,
          setupAt(stadium, { level: "international", rulesVersion: RATED_RULES_VERSION, format }),
        ).events,
      );
    };
    // [9, 7]: batting gets much harder; [5, 8]: much easier.
    expect(text("av-north", "mini")).toBe(
      "Borduria chose to bat first: the pitch should get harder to bat on. Avalon will bowl",
    );
    expect(text("av-south", "mini")).toBe(
      "Borduria chose to bowl first: the pitch should get easier to bat on. Avalon will bat",
    );
    // [6, 6] on either kind of pitch: the orders differ only by who knows the target, which is
    // worth more over ten overs than over five.
    for (const even of ["bo-east", "bo-west"]) {
      expect(text(even, "10aSide")).toBe(
        "Borduria chose to bowl first: chasing, they will know their target. Avalon will bat",
      );
      expect(text(even, "mini")).toBe(
        "Borduria chose to bat first: setting a total is worth more than chasing one here. Avalon will bowl",
      );
    }
  });

  it("gives every reason the right words", () => {
    const ground = (battingCondition: readonly [number, number], betterFor: 1 | 2 = 1) => ({
      battingCondition,
      betterFor,
    });
    expect(decideByValues({ bat: 0.6, bowl: 0.55 }, ground([7, 6]))).toEqual({
      choice: "bat",
      reason: "the pitch should get harder to bat on",
    });
    expect(decideByValues({ bat: 0.5, bowl: 0.52 }, ground([7, 6])).reason).toBe(
      "knowing the target is worth more than the better pitch",
    );
    expect(decideByValues({ bat: 0.5, bowl: 0.52 }, ground([6, 7])).reason).toBe(
      "the pitch should get easier to bat on",
    );
    expect(decideByValues({ bat: 0.5, bowl: 0.52 }, ground([6, 6])).reason).toBe(
      "chasing, they will know their target",
    );
    expect(decideByValues({ bat: 0.53, bowl: 0.52 }, ground([6, 6])).reason).toBe(
      "setting a total is worth more than chasing one here",
    );
    expect(decideByValues({ bat: 0.53, bowl: 0.52 }, ground([6, 7])).reason).toBe(
      "setting a total is worth more than the better pitch",
    );
  });

  it("calls orders within EVEN_ORDERS even and lets the ground rule decide", () => {
    const spin = { battingCondition: [6, 6] as const, betterFor: 2 as const };
    const seam = { battingCondition: [6, 6] as const, betterFor: 1 as const };
    const even = { bat: 0.5, bowl: 0.5 + EVEN_ORDERS / 2 };
    expect(decideByValues(even, spin).choice).toBe("bat");
    expect(decideByValues(even, seam).choice).toBe("bowl");
    expect(decideByValues({ bat: 0.5 + EVEN_ORDERS / 2, bowl: 0.5 }, seam).choice).toBe("bowl");
    // Just past the margin the values decide, whatever the ground says.
    expect(decideByValues({ bat: 0.5, bowl: 0.5 + 2 * EVEN_ORDERS }, spin).choice).toBe("bowl");
    expect(decideByValues(even, spin).reason).toMatch(/^the two orders are even/);
  });

  it("decides the same from the same state, on the same engine or a new one", () => {
    const setup = miniInternationalAt("ca-harbour");
    const cold = createEngine(fixtureCatalog);
    const atToss = toToss(cold, 11, setup);
    const call = callFor(cold, atToss, false);
    const first = expectOk(cold.step(atToss, { type: "callToss", call }));
    // The same engine again, and a new one.
    const again = expectOk(cold.step(atToss, { type: "callToss", call }));
    const fresh = createEngine(fixtureCatalog);
    const other = expectOk(fresh.step(toToss(fresh, 11, setup), { type: "callToss", call }));
    expect(again).toEqual(first);
    expect(other).toEqual(first);
    // The decision keeps no tables (a page holding windows never gets whole ones from it), and
    // the match then plays on tables that give what fresh ones give.
    const started = expectOk(cold.step(first.state, { type: "startMatch" })).state;
    expect(cold.tables.has(tablesKey(started))).toBe(false);
    const rebuilt = createEngine(fixtureCatalog);
    expect(cold.winChance(started)).toBe(rebuilt.winChance(started));
  });

  it("reads an order's tables from the engine when they hold the first ball", () => {
    const setup = miniInternationalAt("av-north");
    const engine = createEngine(fixtureCatalog);
    const atToss = toToss(engine, 13, setup);
    // The calls are found on another engine: finding them here would decide a toss here first.
    const probe = createEngine(fixtureCatalog);
    const lost = { type: "callToss", call: callFor(probe, atToss, false) } as const;
    const fresh = expectOk(createEngine(fixtureCatalog).step(atToss, lost));
    // Both orders' tables built first (as a worker would hand them over), then the toss.
    const won = run(engine, atToss, [{ type: "callToss", call: callFor(probe, atToss, true) }]);
    for (const choice of ["bat", "bowl"] as const) {
      const ordered = run(engine, won, [{ type: "chooseBatOrBowl", choice }]);
      engine.tables.forMatch(ordered);
      expect(engine.tables.covers(ordered)).toBe(true);
    }
    expect(expectOk(engine.step(atToss, lost))).toEqual(fresh);
  });

  it.each([1, RATED_RULES_VERSION] as RulesVersion[])(
    "a match played by version %i replays to the same toss",
    (rulesVersion) => {
      const engine = createEngine(fixtureCatalog);
      const setup: SetupChoices = {
        level: "club",
        rulesVersion,
        format: "mini",
        locationId: 2,
        stadiumId: "bo-east",
      };
      const a = computerWins(engine, 21, setup);
      const b = computerWins(createEngine(fixtureCatalog), 21, setup);
      expect(b.state).toEqual(a.state);
      expect(b.events).toEqual(a.events);
    },
  );
});

describe("the toss values a worker computes for a page (rules version 2)", () => {
  const setup = miniInternationalAt("ca-harbour");

  it("are the two orders' first-ball values; a page that takes them decides as one that built them, building nothing", () => {
    const worker = createEngine(fixtureCatalog);
    const page = createEngine(fixtureCatalog);
    const atToss = toToss(page, 17, setup);
    expect(page.tossValuesMissing(atToss)).toBe(true);
    const values = worker.tossValues(atToss);
    expect(values).not.toBeNull();
    expect(values).toHaveLength(2);
    const [bat, bowl] = values ?? [];
    expect(bat?.key).not.toBe(bowl?.key);
    for (const { value } of values ?? []) expect(value).toBeGreaterThan(0);
    for (const { value } of values ?? []) expect(value).toBeLessThan(1);
    page.adoptTossValues(values ?? []);
    expect(page.tossValuesMissing(atToss)).toBe(false);
    // The page's decision is read from what it took: the same as a fresh engine's, built itself.
    const call = { type: "callToss", call: callFor(createEngine(fixtureCatalog), atToss, false) } as const;
    const decided = expectOk(page.step(atToss, call));
    expect(decided.events.find((e) => e.type === "choice")?.text).toMatch(/chose to (bat|bowl) first: /);
    expect(decided).toEqual(expectOk(createEngine(fixtureCatalog).step(atToss, call)));
    expect(page.tables.builds).toBe(0);
  });

  it("are asked for again when the batting order changes, and not at all where the toss reads no tables", () => {
    const page = createEngine(fixtureCatalog);
    const atToss = toToss(page, 17, setup);
    page.adoptTossValues(createEngine(fixtureCatalog).tossValues(atToss) ?? []);
    expect(page.tossValuesMissing(atToss)).toBe(false);
    const squad = fixtureCatalog.squads.find((q) => q.countryId === atToss.teamId);
    const order = [...(atToss.battingOrder ?? squad?.players.map((p) => p.id) ?? [])].reverse();
    expect(order.length).toBeGreaterThan(10);
    const reordered = expectOk(page.step(atToss, { type: "setBattingOrder", order })).state;
    expect(page.tossValuesMissing(reordered)).toBe(true);
    // Version 1, Classic, and any stage but the toss: nothing to value.
    for (const other of [
      toToss(page, 17, { ...setup, rulesVersion: 1 }),
      toToss(page, 17, { ...setup, level: "classic" }),
      run(page, atToss, [{ type: "callToss", call: 0 }]),
    ]) {
      expect(page.tossValues(other)).toBeNull();
      expect(page.tossValuesMissing(other)).toBe(false);
    }
  });
});
