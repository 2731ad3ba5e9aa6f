/**
 * A finished match reduced to what a record book counts: each innings' total, each batter's
 * runs, balls, fours and sixes and the balls he took to reach 50 and 100, each partnership, each
 * bowler's figures and hat-tricks, and the result's margin. Read from the match's final state
 * and the events of its replay (the balls in order), once, when the match is kept; the record
 * book (record-book.ts) then ranks facts without replaying anything.
 *
 * Counted as the scorecard counts: a wide is not a ball faced, a no-ball is; a run-out is not
 * the bowler's wicket. A hat-trick is three of the bowler's own deliveries in a row in one
 * innings, each taking a wicket credited to him; his wides and no-balls between them do not
 * break it (no wicket he is credited with can fall to one), and a fourth in a row makes a second.
 */
import type { MatchEvent } from "../events.ts";
import type { MatchState, SideState } from "../match-state.ts";
import type { InningsSummary, ResultKind } from "../formats/format-rules.ts";

/** A player of a side: the country and his place in its squad. */
export interface PlayerRef {
  readonly teamId: number;
  readonly playerId: number;
}

export interface BatterFacts extends PlayerRef {
  readonly runs: number;
  /** Balls faced: legal balls and no-balls, not wides. */
  readonly balls: number;
  readonly fours: number;
  readonly sixes: number;
  readonly out: boolean;
  /** Balls faced when he reached 50 (100); null if he did not. */
  readonly ballsTo50: number | null;
  readonly ballsTo100: number | null;
}

export interface BowlerFacts extends PlayerRef {
  /** Legal balls bowled. */
  readonly balls: number;
  /** Runs conceded: off the bat, and wides and no-balls; not byes or leg-byes. */
  readonly runs: number;
  readonly wickets: number;
  readonly hatTricks: number;
}

export interface PartnershipFacts {
  /** 1 for the opening stand, 2 for the second wicket's, …; the last may be unbroken. */
  readonly wicket: number;
  readonly runs: number;
  /** Legal balls. */
  readonly balls: number;
  /** The two batters, in the order they came in. */
  readonly batters: readonly [PlayerRef, PlayerRef];
  readonly unbroken: boolean;
}

/**
 * One innings: its place, side, runs, wickets, legal balls and whether it was bowled out as the
 * innings summary has them, and who batted, bowled and stood together in it.
 */
export interface InningsFacts extends Pick<
  InningsSummary,
  "index" | "teamId" | "runs" | "wickets" | "balls" | "bowledOut"
> {
  /** The fielding side. */
  readonly opponentId: number;
  /** Batters who came in, in the order they did. */
  readonly batters: readonly BatterFacts[];
  /** Bowlers who bowled, in the order they first did. */
  readonly bowlers: readonly BowlerFacts[];
  readonly partnerships: readonly PartnershipFacts[];
}

export interface BookFacts {
  readonly format: string;
  /** The legal balls each innings was allowed. */
  readonly quotaBalls: number;
  readonly innings: readonly InningsFacts[];
  /** Null for a tie or a draw. */
  readonly winnerTeamId: number | null;
  readonly resultKind: ResultKind;
  /** Runs or wickets to spare; 0 for a tie. */
  readonly margin: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type MutableBatter = Mutable<BatterFacts>;
type MutableBowler = Mutable<BowlerFacts>;

/** One innings' facts from its balls, in order. */
class InningsTally {
  private readonly batters = new Map<number, MutableBatter>();
  private readonly bowlers = new Map<number, MutableBowler>();
  // Per bowler: his credited wickets in a row over his own deliveries.
  private readonly streak = new Map<number, number>();
  private readonly partnerships: PartnershipFacts[] = [];
  private pair: [number, number];
  private standRuns = 0;
  private standBalls = 0;
  private nextIn: number;
  runs = 0;
  balls = 0;
  wickets = 0;

  constructor(
    private readonly batting: SideState,
    private readonly bowling: SideState,
  ) {
    const [first, second] = batting.battingOrder.map((i) => batting.playerIds[i] as number);
    this.pair = [first as number, second as number];
    this.nextIn = 2;
    for (const id of this.pair) this.batter(id);
  }

  private batter(playerId: number): MutableBatter {
    let b = this.batters.get(playerId);
    if (b === undefined) {
      b = {
        teamId: this.batting.id,
        playerId,
        runs: 0,
        balls: 0,
        fours: 0,
        sixes: 0,
        out: false,
        ballsTo50: null,
        ballsTo100: null,
      };
      this.batters.set(playerId, b);
    }
    return b;
  }

  private bowler(playerId: number): MutableBowler {
    let b = this.bowlers.get(playerId);
    if (b === undefined) {
      b = { teamId: this.bowling.id, playerId, balls: 0, runs: 0, wickets: 0, hatTricks: 0 };
      this.bowlers.set(playerId, b);
    }
    return b;
  }

  ball(e: Extract<MatchEvent, { type: "ball" }>): void {
    const striker = this.batter(e.batterId);
    const bowler = this.bowler(e.bowlerId);
    if (!this.pair.includes(e.batterId)) {
      throw new Error(`Ball ${e.over}.${e.ball}: batter ${e.batterId} is not at the crease`);
    }
    const total = e.runs + e.extraRuns;
    this.runs += total;
    this.standRuns += total;
    if (e.legal) {
      this.balls++;
      this.standBalls++;
      bowler.balls++;
    }
    if (e.extra !== "wide") {
      striker.balls++;
      striker.runs += e.runs;
      if (e.runs === 4) striker.fours++;
      if (e.runs === 6) striker.sixes++;
      if (striker.ballsTo50 === null && striker.runs >= 50) striker.ballsTo50 = striker.balls;
      if (striker.ballsTo100 === null && striker.runs >= 100) striker.ballsTo100 = striker.balls;
    }
    bowler.runs += e.legal ? e.runs : e.runs + e.extraRuns;
    const credited = e.wicket !== null && e.wicket !== "runOut";
    if (credited) {
      bowler.wickets++;
      const inRow = (this.streak.get(e.bowlerId) ?? 0) + 1;
      this.streak.set(e.bowlerId, inRow);
      if (inRow >= 3) bowler.hatTricks++;
    } else if (e.legal) {
      this.streak.set(e.bowlerId, 0);
    }
  }

  wicket(e: Extract<MatchEvent, { type: "wicket" }>): void {
    this.wickets++;
    this.batter(e.batterId).out = true;
    const [a, b] = this.pair;
    this.partnerships.push(this.stand(false));
    const comingIn = this.batting.battingOrder[this.nextIn];
    this.nextIn++;
    const staying = e.batterId === a ? b : a;
    if (comingIn !== undefined && this.wickets < this.batting.playerIds.length - 1) {
      const id = this.batting.playerIds[comingIn] as number;
      this.batter(id);
      this.pair = [staying, id];
    }
  }

  private stand(unbroken: boolean): PartnershipFacts {
    const [a, b] = this.pair;
    const ref = (playerId: number): PlayerRef => ({ teamId: this.batting.id, playerId });
    const stand = {
      wicket: this.partnerships.length + 1,
      runs: this.standRuns,
      balls: this.standBalls,
      batters: [ref(a), ref(b)] as const,
      unbroken,
    };
    this.standRuns = 0;
    this.standBalls = 0;
    return stand;
  }

  /** The innings' facts; `cameIn` says which batters the final state shows as having come in. */
  facts(index: number, cameIn: (playerId: number) => boolean): InningsFacts {
    const bowledOut = this.wickets >= this.batting.playerIds.length - 1;
    const partnerships = [...this.partnerships];
    if (!bowledOut && (this.standBalls > 0 || this.standRuns > 0 || partnerships.length === 0)) {
      partnerships.push(this.stand(true));
    }
    return {
      index,
      teamId: this.batting.id,
      opponentId: this.bowling.id,
      runs: this.runs,
      wickets: this.wickets,
      balls: this.balls,
      bowledOut,
      batters: [...this.batters.values()].filter((b) => cameIn(b.playerId)),
      bowlers: [...this.bowlers.values()],
      partnerships,
    };
  }
}

/**
 * The facts of a finished match from its final state and every event of its replay, in order;
 * null when the state is not a finished match. Throws if the events are not that match's (a
 * ball faced by a batter not at the crease), which would be a caller's mistake.
 */
export function bookFactsOf(state: MatchState, events: readonly MatchEvent[]): BookFacts | null {
  if (state.result === null || state.sides === null || state.format === null) return null;
  const sides = state.sides;
  const tallies: InningsTally[] = [];
  for (const e of events) {
    if (e.type !== "ball" && e.type !== "wicket") continue;
    const index = e.innings - 1;
    const innings = state.innings[index];
    if (innings === undefined)
      throw new Error(`An event of innings ${e.innings}, which the match does not have`);
    // A super over's runs and wickets are not the players' match figures (ICC).
    if (innings.superOver !== null) continue;
    let tally = tallies[index];
    if (tally === undefined) {
      const batting = sides[innings.battingSide === 0 ? 0 : 1];
      const bowling = sides[innings.battingSide === 0 ? 1 : 0];
      tally = new InningsTally(batting, bowling);
      tallies[index] = tally;
    }
    if (e.type === "ball") tally.ball(e);
    else tally.wicket(e);
  }
  return {
    format: state.format,
    quotaBalls: state.totalBall,
    innings: state.innings
      .filter((innings) => innings.superOver === null)
      .map((innings, index) => {
        const tally =
          tallies[index] ??
          new InningsTally(
            sides[innings.battingSide === 0 ? 0 : 1],
            sides[innings.battingSide === 0 ? 1 : 0],
          );
        const batting = sides[innings.battingSide === 0 ? 0 : 1];
        return tally.facts(index, (playerId) => {
          const figures = innings.batting[batting.playerIds.indexOf(playerId)];
          return figures !== undefined && figures.isBatting !== 0;
        });
      }),
    winnerTeamId: state.result.winnerTeamId,
    resultKind: state.result.kind,
    margin: state.result.margin,
  };
}
