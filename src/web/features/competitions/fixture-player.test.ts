/**
 * The computer's fixtures as the competition page plays them: where there is no worker (as
 * here), on this thread, to the very record the engine's own rule plays; a refusal keeps its
 * kind. (On the page a worker plays them: e2e/competitions.spec.ts sees it started.)
 */
import { describe, expect, it } from "vitest";
import { catalog } from "../../../data/catalog.ts";
import {
  CompetitionError,
  competitionView,
  createEngine,
  playFixtureByComputer,
} from "../../../engine/index.ts";
import { newDefinition, playComputerFixtures } from "./competition-runner.ts";
import { fixturePlayer, fixturesOnThisThread, type FixturePlayer } from "./fixture-player.ts";

const engine = createEngine(catalog);
const definition = newDefinition(
  {
    name: "League",
    kind: { type: "league", legs: 1, qualifiers: 2 },
    format: "micro",
    level: "club",
    memberTeam: 3,
    others: [1, 2, 4],
  },
  engine,
  99,
  "p",
);

describe("the computer's fixtures", () => {
  it("are played on this thread where there are no workers, as the engine plays them", async () => {
    expect(typeof Worker).toBe("undefined");
    const player = fixturePlayer(engine);
    const view = competitionView(engine, definition, []);
    const fixture = view.fixtures.find((f) => !f.members);
    if (fixture === undefined) throw new Error("a league of four has fixtures without the member");
    const played = await player.play(definition, fixture);
    expect(played).toEqual(playFixtureByComputer(engine, definition, fixture));
    expect(played.match.fixtureId).toBe(fixture.id);
  });

  it("refuse the member's own fixture with the competition's message", async () => {
    const view = competitionView(engine, definition, []);
    const members = view.fixtures.find((f) => f.members);
    if (members === undefined) throw new Error("the member plays in the league");
    const refused = fixturesOnThisThread(engine).play(definition, members);
    await expect(refused).rejects.toBeInstanceOf(CompetitionError);
    await expect(refused).rejects.toThrow(`Match ${members.id} is yours to play`);
  });

  it("go through the player the page gives, each once, and stop when the page goes", async () => {
    const asked: string[] = [];
    const inner = fixturesOnThisThread(engine);
    let leaving = false;
    const player: FixturePlayer = {
      play: async (d, f) => {
        asked.push(f.id);
        const played = await inner.play(d, f);
        leaving = asked.length === 2;
        return played;
      },
      close: () => undefined,
    };
    // A World Cup in two groups, the member's side one whose first match comes after two of the
    // computer's at least.
    const worldCup = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      .map((memberTeam) =>
        newDefinition(
          {
            name: "World Cup",
            kind: { type: "worldCup", draw: "groups" },
            format: "micro",
            level: "club",
            memberTeam,
            others: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((team) => team !== memberTeam),
          },
          engine,
          99,
          "w",
        ),
      )
      .find((d) => competitionView(engine, d, []).computerToPlay.length >= 3);
    if (worldCup === undefined) throw new Error("some side plays its first match third or later");
    const definition = worldCup;
    const before = competitionView(engine, definition, []).computerToPlay.map((f) => f.id);
    const all = await playComputerFixtures(engine, null, { definition, played: [] }, () => undefined);
    expect(all.played.map((p) => p.match.fixtureId)).toEqual(before);
    // Left after the second fixture was asked for: the second's result is not kept.
    const cut = await playComputerFixtures(
      engine,
      null,
      { definition, played: [] },
      () => undefined,
      () => leaving,
      undefined,
      player,
    );
    expect(asked).toEqual(before.slice(0, 2));
    expect(cut.played.map((p) => p.match.fixtureId)).toEqual(before.slice(0, 1));
  });
});
