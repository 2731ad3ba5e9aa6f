// @vitest-environment jsdom
/**
 * What a competition's group match needs, on /game's play screen once its first innings is over:
 * the engine's exact need for the fixture in play, said in words; nothing in the first innings,
 * and nothing for a match that is not the fixture in play.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../data/catalog.ts";
import {
  competitionView,
  createEngine,
  fixtureNeed,
  playFixtureByComputer,
  simulateMatch,
  type CompetitionDefinition,
  type FixtureView,
  type MatchState,
  type PlayedFixture,
} from "../../../engine/index.ts";
import { GameServicesContext, type GameSnapshot } from "@/features/game/index.ts";
import { CompetitionNeed } from "./competition-need.tsx";
import { newDefinition } from "./competition-runner.ts";
import { keepCompetition, writeFixtureInPlay } from "./competition-storage.ts";

const engine = createEngine(catalog);

/** The fixture's match played by the computer's rule in the member's place, up to the first ball of the second innings. */
function atSecondInnings(definition: CompetitionDefinition, fixture: FixtureView): MatchState {
  const opponent = fixture.home === definition.memberTeam ? fixture.away : fixture.home;
  const { actions } = simulateMatch(engine, fixture.seed, definition.format, () => "normal", {
    teamId: definition.memberTeam,
    opponentId: opponent ?? 0,
    stadiumId: fixture.stadiumId ?? "",
    level: definition.level,
    rulesVersion: definition.rulesVersion,
    bowlerChoice: "captain",
    tossChoice: "computer",
  });
  let state = engine.createMatch(fixture.seed, definition.level, definition.rulesVersion);
  for (const action of actions) {
    if (state.innings.length >= 2) break;
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}

/** A league and its member's first fixture with a need, the computer's fixtures before it played. */
function leagueWithNeed() {
  for (let seed = 1; seed <= 60; seed++) {
    const definition = newDefinition(
      {
        name: "Need League",
        kind: { type: "league", legs: 1, qualifiers: 2 },
        format: "micro",
        level: "classic",
        memberTeam: 1 + (seed % 6),
        others: [1, 2, 3, 4, 5, 6].filter((team) => team !== 1 + (seed % 6)),
      },
      engine,
      seed,
      `need-${seed}`,
    );
    const played: PlayedFixture[] = [];
    let view = competitionView(engine, definition, played);
    for (const fixture of view.computerToPlay)
      played.push(playFixtureByComputer(engine, definition, fixture));
    view = competitionView(engine, definition, played);
    const next = view.next;
    if (next === null || next.stage !== "group") continue;
    const state = atSecondInnings(definition, next);
    const need = fixtureNeed(engine, view, next.id, state);
    if (need !== null) return { definition, played, next, state, need };
  }
  throw new Error("no league of the first 60 seeds gives its member a need");
}

function snapshotOf(seed: number, state: MatchState): GameSnapshot {
  return { seed, state } as GameSnapshot;
}

function renderNeed(snapshot: GameSnapshot) {
  render(
    <GameServicesContext.Provider
      value={{ engine } as Parameters<typeof GameServicesContext.Provider>[0]["value"]}
    >
      <CompetitionNeed snapshot={snapshot} />
    </GameServicesContext.Provider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("a group match's need on the play screen", () => {
  it("says the engine's exact need once the first innings is over", () => {
    const { definition, played, next, state, need } = leagueWithNeed();
    keepCompetition(localStorage, { definition, played });
    writeFixtureInPlay(localStorage, { competitionId: definition.id, fixtureId: next.id, seed: next.seed });
    renderNeed(snapshotOf(next.seed, state));
    expect(screen.getByTestId("competition-need").textContent).toBe(`What you need: ${need.need.text}.`);
  });

  it("says nothing in the first innings, or for a match that is not the fixture in play", () => {
    const { definition, played, next, state } = leagueWithNeed();
    keepCompetition(localStorage, { definition, played });
    writeFixtureInPlay(localStorage, { competitionId: definition.id, fixtureId: next.id, seed: next.seed });
    renderNeed(snapshotOf(next.seed, { ...state, innings: state.innings.slice(0, 1) }));
    renderNeed(snapshotOf(next.seed + 1, state));
    expect(screen.queryByTestId("competition-need")).toBeNull();
  });
});
