/**
 * A whole T20 World Cup at Club from its start to its champion, as a member plays it: ten sides
 * in one round robin, then the semi-finals and the final. The computer plays every fixture but
 * the member's, by the rules the page's runner uses (`playFixtureByComputer`); the member's are
 * set up as the page sets them up (`fixtureSetupActions`), the toss called, and played ahead to
 * the end of the match with the balanced plan (`playStretch`), then kept (`keepMembersMatch`).
 *
 * Figures: the CPU time of the whole competition (the view worked out afresh before each fixture,
 * as the page does), the fixtures played, and the longest fixture (its wall time: on the page
 * one fixture is one task between the runner's yields). Bundled and run by plain Node in a child
 * process (bench/competition.ts), as the engine rows are.
 *
 *   node --import tsx bench/competition-measure.ts [--json]
 *
 * With COMPETITION_TRACE=1 each fixture's wall and CPU time is printed to stderr as it is played.
 */
import { catalog } from "../src/data/catalog.ts";
import {
  competitionView,
  createEngine,
  fixtureMatchRules,
  fixtureSetupActions,
  keepMembersMatch,
  playAheadRng,
  playFixtureByComputer,
  playStretch,
  CURRENT_RULES_VERSION,
  type Action,
  type CompetitionDefinition,
  type Engine,
  type FixtureView,
  type MatchState,
  type PlayedFixture,
} from "../src/engine/index.ts";

/** The figures of one World Cup. */
export interface CompetitionRun {
  readonly cpuMs: number;
  readonly wallMs: number;
  readonly fixtures: number;
  readonly membersFixtures: number;
  readonly longestFixtureMs: number;
  /** The same fixture's CPU time (the wall time counts whatever else the machine did meanwhile). */
  readonly longestFixtureCpuMs: number;
  readonly champion: number | null;
}

const PLAN = { batting: "balanced", bowling: "balanced" } as const;

/** The member's fixture: set up as the page does, the toss called heads, bat if won, played ahead to the end. */
function playMembersFixture(
  engine: Engine,
  definition: CompetitionDefinition,
  fixture: FixtureView,
): PlayedFixture {
  const actions: Action[] = [];
  // A knockout fixture's match is a knockout (a tie goes to the super over), as on the page.
  const rules = fixtureMatchRules(definition, fixture);
  let state: MatchState = engine.createMatch(fixture.seed, definition.level, rules.rulesVersion, {
    knockout: rules.knockout,
  });
  const apply = (action: Action) => {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`${fixture.id}: ${result.error.message}`);
    state = result.state;
    actions.push(action);
  };
  for (const action of fixtureSetupActions(definition, fixture)) apply(action);
  for (let guard = 0; guard < 8; guard++) {
    const input = engine.nextInput(state);
    if (input === "callToss") apply({ type: "callToss", call: 0 });
    else if (input === "chooseBatOrBowl") apply({ type: "chooseBatOrBowl", choice: "bat" });
    else if (input === "startMatch") apply({ type: "startMatch" });
    else break;
  }
  const stretch = playStretch(engine, state, PLAN, "match", playAheadRng(fixture.seed, actions.length));
  actions.push(...stretch.actions);
  state = stretch.state;
  if (!state.result) throw new Error(`${fixture.id}: the member's match did not finish`);
  const record = {
    seed: fixture.seed,
    level: definition.level,
    rulesVersion: rules.rulesVersion,
    actions,
    ...(rules.knockout ? { knockout: true } : {}),
  };
  return keepMembersMatch(definition, fixture, record, state);
}

/** Plays the World Cup of `seed` to its champion. */
export function playWorldCup(engine: Engine, seed: number): CompetitionRun {
  const teams = [...catalog.countries]
    .sort((a, b) => a.currentRanking - b.currentRanking)
    .slice(0, 10)
    .map((c) => c.id);
  const definition: CompetitionDefinition = {
    id: `bench-${seed}`,
    name: "T20 World Cup",
    kind: { type: "worldCup", draw: "roundRobin" },
    format: "t20",
    level: "club",
    rulesVersion: CURRENT_RULES_VERSION,
    seed,
    memberTeam: teams[0] as number,
    teams,
  };
  const played: PlayedFixture[] = [];
  let longest = 0;
  let longestCpu = 0;
  let members = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let guard = 0; guard < 200; guard++) {
    const view = competitionView(engine, definition, played);
    const fixture = view.computerToPlay[0] ?? view.next;
    if (fixture === undefined || fixture === null) {
      const used = process.cpuUsage(cpu);
      return {
        cpuMs: Math.round((used.user + used.system) / 1000),
        wallMs: Math.round(performance.now() - started),
        fixtures: played.length,
        membersFixtures: members,
        longestFixtureMs: Math.round(longest * 10) / 10,
        longestFixtureCpuMs: Math.round(longestCpu * 10) / 10,
        champion: view.champion,
      };
    }
    const at = performance.now();
    const cpuAt = process.cpuUsage();
    if (fixture.members) {
      members++;
      played.push(playMembersFixture(engine, definition, fixture));
    } else played.push(playFixtureByComputer(engine, definition, fixture));
    const wall = performance.now() - at;
    if (process.env.COMPETITION_TRACE) {
      const used = process.cpuUsage(cpuAt);
      console.error(
        `${fixture.id} ${fixture.members ? "member" : "computer"} ${wall.toFixed(0)} ms, cpu ${((used.user + used.system) / 1000).toFixed(0)} ms`,
      );
    }
    if (wall > longest) {
      longest = wall;
      const used = process.cpuUsage(cpuAt);
      longestCpu = (used.user + used.system) / 1000;
    }
  }
  throw new Error("the World Cup never ended");
}

const isMain =
  process.argv[1] !== undefined && /competition-(measure|bench)\.(ts|mjs)$/.test(process.argv[1]);
if (isMain) {
  const engine = createEngine(catalog);
  // A warm-up World Cup (the engine's code compiled, the catalogue's indexes built), then three.
  playWorldCup(engine, 1);
  const runs = [2, 3, 4].map((seed) => playWorldCup(engine, seed));
  if (process.argv.includes("--json")) process.stdout.write(JSON.stringify(runs));
  else console.table(runs);
}
