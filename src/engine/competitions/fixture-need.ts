/**
 * What the member needs from the group match in play, once its first innings is over: the exact
 * margin (batting first) or the overs (chasing) that take their side above a rival on net run
 * rate (what-you-need.ts works it out). The rival is a side a win would leave level with the
 * member on everything the table weighs before net run rate (points, then wins, as the 2019
 * order has it), the best placed of them; none (null) when no side is, when the table weighs
 * something else first (2003's head to head), or outside a group match.
 */
import type { Engine } from "../engine.ts";
import { summariesOf } from "../innings-summary.ts";
import type { MatchState } from "../match-state.ts";
import { teamName, type CompetitionView } from "./competition.ts";
import type { TableRow } from "./points-table.ts";
import type { TeamId } from "./shapes.ts";
import { needBattingFirst, needChasing, type Need, type NeedQuestion } from "./what-you-need.ts";

/** A need and the side it takes the member above. */
export interface FixtureNeed {
  readonly need: Need;
  readonly rival: TeamId;
  /** Whether the member's side batted first (the need is a margin) or chases (a number of overs). */
  readonly battedFirst: boolean;
}

/** Whether a table's order puts net run rate right after points and wins. */
function netRunRateNext(view: CompetitionView): boolean {
  if (view.shape.kind === "series") return false;
  const order = view.shape.tieBreakers;
  const at = order.indexOf("netRunRate");
  return at > 0 && order.slice(0, at).every((t) => t === "points" || t === "wins");
}

/** The member's need in fixture `fixtureId` of `view`, its match at `state`; see the module comment. */
export function fixtureNeed(
  engine: Engine,
  view: CompetitionView,
  fixtureId: string,
  state: MatchState,
): FixtureNeed | null {
  const fixture = view.fixtures.find((f) => f.id === fixtureId);
  const member = view.definition.memberTeam;
  if (fixture?.stage !== "group" || !fixture.members || fixture.played !== null) return null;
  const opponent = fixture.home === member ? fixture.away : fixture.home;
  if (opponent === null || state.sides === null || state.result !== null || state.innings.length < 2)
    return null;
  if (!netRunRateNext(view)) return null;
  const table = view.tables?.find((rows) => rows.some((row) => row.teamId === member));
  const mine = table?.find((row) => row.teamId === member);
  if (table === undefined || mine === undefined) return null;
  const byWins = view.shape.kind !== "series" && view.shape.tieBreakers.includes("wins");
  // After a win: two points and a win more; the rival's stay (the opponent's too: it lost).
  const level = (row: TableRow) =>
    row.teamId !== member && row.points === mine.points + 2 && (!byWins || row.won === mine.won + 1);
  const rivals = table.filter(level).sort((a, b) => a.position - b.position);
  if (rivals.length === 0) return null;

  const quotaBalls = state.totalBall;
  const first = summariesOf(state.sides, state.innings, quotaBalls, 1)[0];
  if (first === undefined) return null;
  const battedFirst = first.teamId === member;
  const matches = view.fixtures.flatMap((f) => (f.stage === "group" && f.played ? [f.played.match] : []));
  const score = { runs: first.runs, balls: first.balls, bowledOut: first.bowledOut };
  let found: FixtureNeed | null = null;
  for (const rival of rivals) {
    const question: NeedQuestion = {
      team: member,
      opponent,
      rival: rival.teamId,
      matches,
      quotaBalls,
      nameOf: (team) => teamName(engine, team),
    };
    const need = battedFirst ? needBattingFirst(question, score) : needChasing(question, score);
    const here = { need, rival: rival.teamId, battedFirst };
    // The best placed rival that can be passed; failing that, the best placed.
    if (need.kind !== "notEnough") return here;
    found ??= here;
  }
  return found;
}
