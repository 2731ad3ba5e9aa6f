/**
 * The stages of a match, described once. The spec numbers its stages by match status (1–11,
 * 6 unused) and those numbers stay the stored values; everything else in the app reads this
 * table instead of comparing numbers: what each stage waits for, what it shows, how far the
 * setup has got, which moves it takes and where each leads (Back included). The engine's list
 * of actions is the moves of all stages ({@link ACTION_TYPES}); a test holds every step to the
 * stages its row declares.
 */
import type { InputKind } from "./actions.ts";
import type { MatchState, MatchStatus } from "./match-state.ts";

/** A stage's name, which is also the screen it shows. */
export type StageName =
  | "format"
  | "team"
  | "opponent"
  | "location"
  | "stadium"
  | "toss"
  | "tossResult"
  | "firstInnings"
  | "secondInnings"
  | "superOver"
  | "finished";

/** The fields of a match that the setup stages fill in, cleared again by Back. */
type SetupField = "format" | "teamId" | "opponentId" | "locationId" | "stadiumId";

/** The stages a move may lead to from a stage, listed once per move the stage takes. */
type Moves = { readonly [K in InputKind]?: readonly StageName[] };

/** One row of the table as declared: its moves and where each leads. */
interface StageRow {
  readonly name: StageName;
  /** The spec's match status for this stage. */
  readonly status: MatchStatus;
  /** What the user is asked for here, in words, for messages ("waiting for a toss call"). */
  readonly waitingFor: string;
  /**
   * The moves this stage takes (Back is listed where it is allowed), each with the stages it
   * may lead to, first the one a move usually leads to. A ball stays in its innings until the
   * innings ends.
   */
  readonly moves: Moves;
  /** 1-based position among the setup stages ("Step 3 of 7"); null once play has begun. */
  readonly setupStep: number | null;
  /** The choice Back clears so it is made afresh (Back leads where `moves.back` says). */
  readonly backClears: SetupField | null;
  /**
   * The innings being played here (0 first, 1 second); null outside play. The super overs' stage
   * plays every super-over innings and names the first (2): which one is in play is the last
   * opened ({@link inPlayInnings}).
   */
  readonly innings: number | null;
}

/** One stage: its declared row, with what follows from it. */
export interface Stage {
  readonly name: StageName;
  /** The spec's match status for this stage. */
  readonly status: MatchStatus;
  /** What the user is asked for here, in words, for messages ("waiting for a toss call"). */
  readonly waitingFor: string;
  /** The moves this stage takes and the stages each may lead to. */
  readonly moves: Moves;
  /** The actions this stage takes, in the order declared (the keys of `moves`). */
  readonly accepts: readonly InputKind[];
  /** 1-based position among the setup stages ("Step 3 of 7"); null once play has begun. */
  readonly setupStep: number | null;
  /** Where Back goes, and the choice it clears so it is made afresh; null where Back is refused. */
  readonly back: { readonly to: MatchStatus; readonly clears: SetupField } | null;
  /** The innings being played here (0 first, 1 second); null outside play. */
  readonly innings: number | null;
}

/**
 * The innings a match of the standard formats has: one a side (formats/limited-overs.ts). The
 * play rows are built from this count, each innings a stage whose ball leads to the next innings
 * or, after the last, to the finished match; a format of more innings adds stored statuses for
 * its further innings here.
 */
const STANDARD_INNINGS_IN_MATCH = 2;

/** Each innings' stage: its name, which is also the screen it shows, and its stored status. */
const INNINGS_STAGES: readonly { readonly name: StageName; readonly status: MatchStatus }[] = [
  { name: "firstInnings", status: 9 },
  { name: "secondInnings", status: 10 },
];

/**
 * The play rows of a match of `innings` innings: each takes bowler choices and balls, and a ball
 * leads to the same innings or (when it ends the innings) to the next one, after the last to the
 * finished match — the format's `afterInnings` decides which at run time.
 */
function playRows(innings: number): StageRow[] {
  if (innings > INNINGS_STAGES.length)
    throw new Error(`No stored statuses for a match of ${innings} innings`);
  return INNINGS_STAGES.slice(0, innings).map(({ name, status }, index) => ({
    name,
    status,
    waitingFor: "a ball to be played",
    moves: {
      chooseBowler: [name],
      // The last innings of a knockout match tied on it leads to the super overs.
      playBall:
        index + 1 < innings
          ? [name, (INNINGS_STAGES[index + 1] as { name: StageName }).name]
          : [name, "finished", "superOver"],
    },
    setupStep: null,
    backClears: null,
    innings: index,
  }));
}

/** Every stage, in the order a match passes through them. */
const ROWS: readonly StageRow[] = [
  {
    name: "format",
    status: 1,
    waitingFor: "a format",
    moves: { chooseFormat: ["team"] },
    setupStep: 1,
    backClears: null,
    innings: null,
  },
  {
    name: "team",
    status: 2,
    waitingFor: "your team",
    moves: { chooseTeam: ["opponent"], back: ["format"] },
    setupStep: 2,
    backClears: "format",
    innings: null,
  },
  {
    name: "opponent",
    status: 3,
    waitingFor: "an opponent",
    moves: { chooseOpponent: ["location"], back: ["team"] },
    setupStep: 3,
    backClears: "teamId",
    innings: null,
  },
  {
    name: "location",
    status: 4,
    waitingFor: "a location",
    moves: { chooseLocation: ["stadium"], back: ["opponent"] },
    setupStep: 4,
    backClears: "opponentId",
    innings: null,
  },
  {
    name: "stadium",
    status: 5,
    waitingFor: "a stadium",
    moves: { chooseStadium: ["toss"], back: ["location"] },
    setupStep: 5,
    backClears: "locationId",
    innings: null,
  },
  {
    name: "toss",
    status: 7,
    waitingFor: "a toss call",
    moves: { callToss: ["tossResult"], setBattingOrder: ["toss"], back: ["stadium"] },
    setupStep: 6,
    backClears: "stadiumId",
    innings: null,
  },
  {
    name: "tossResult",
    status: 8,
    waitingFor: "the decision to bat or bowl",
    moves: { chooseBatOrBowl: ["firstInnings"], startMatch: ["firstInnings"] },
    setupStep: 7,
    backClears: null,
    innings: null,
  },
  ...playRows(STANDARD_INNINGS_IN_MATCH),
  {
    // Every super-over innings of a knockout match tied after both innings (super-over.ts): a
    // ball leads to the next super-over innings here, or to the finished match.
    name: "superOver",
    status: 12,
    waitingFor: "a ball of the super over to be played",
    moves: { chooseBowler: ["superOver"], playBall: ["superOver", "finished"] },
    setupStep: null,
    backClears: null,
    innings: STANDARD_INNINGS_IN_MATCH,
  },
  {
    name: "finished",
    status: 11,
    waitingFor: "nothing: the match is over",
    moves: {},
    setupStep: null,
    backClears: null,
    innings: null,
  },
];

function statusOf(name: StageName): MatchStatus {
  return (ROWS.find((row) => row.name === name) as StageRow).status;
}

const STAGES: readonly Stage[] = ROWS.map((row) => {
  const backTo = row.moves.back?.[0];
  return {
    name: row.name,
    status: row.status,
    waitingFor: row.waitingFor,
    moves: row.moves,
    accepts: Object.keys(row.moves) as InputKind[],
    setupStep: row.setupStep,
    back:
      backTo === undefined || row.backClears === null
        ? null
        : { to: statusOf(backTo), clears: row.backClears },
    innings: row.innings,
  };
});

/** Every action the engine knows: the moves of all stages, each once, in the order first declared. */
export const ACTION_TYPES: readonly InputKind[] = [...new Set(STAGES.flatMap((stage) => stage.accepts))];

/** How many setup stages there are ("of 7"). */
export const SETUP_STEPS = STAGES.filter((s) => s.setupStep !== null).length;

function byName(name: StageName): Stage {
  return STAGES.find((s) => s.name === name) as Stage;
}

/** The stages by name, for the few places that need one stage's number (e.g. where a step goes next). */
export const STAGE: Readonly<Record<StageName, Stage>> = {
  format: byName("format"),
  team: byName("team"),
  opponent: byName("opponent"),
  location: byName("location"),
  stadium: byName("stadium"),
  toss: byName("toss"),
  tossResult: byName("tossResult"),
  firstInnings: byName("firstInnings"),
  secondInnings: byName("secondInnings"),
  superOver: byName("superOver"),
  finished: byName("finished"),
};

// Indexed by status so the per-ball lookups are one array read.
const BY_STATUS: readonly (Stage | undefined)[] = (() => {
  const table: (Stage | undefined)[] = [];
  for (const stage of STAGES) table[stage.status] = stage;
  return table;
})();

/** The stage of a match (its status read through the table). */
export function stageOf(state: Pick<MatchState, "status">): Stage {
  return BY_STATUS[state.status] as Stage;
}

/** The stored status of the super overs' stage. */
const SUPER_OVER_STATUS: MatchStatus = 12;

/**
 * The innings in play (0-based), or null outside play: the stage's innings, and in the super
 * overs the last opened.
 */
export function inPlayInnings(state: Pick<MatchState, "status" | "innings">): number | null {
  if (state.status === SUPER_OVER_STATUS) return state.innings.length - 1;
  return stageOf(state).innings;
}

/**
 * The innings whose next ball is waiting to be played — in play, with its bowler for the over
 * named — or null (between innings, or a bowler to choose first).
 */
export function ballWaitingIn(state: Pick<MatchState, "status" | "innings">): number | null {
  const index = inPlayInnings(state);
  const innings = index === null ? undefined : state.innings[index];
  return innings === undefined || innings.currentBowlerIndex < 0 ? null : index;
}

// The play stages in innings order, so the stage of innings `index` is one array read.
const BY_INNINGS: readonly Stage[] = STAGES.filter((s) => s.innings !== null && s.name !== "superOver").sort(
  (a, b) => (a.innings as number) - (b.innings as number),
);

/** The stage in which innings `index` (0-based) is played; throws for an innings no stage holds. */
export function inningsStage(index: number): Stage {
  const stage = BY_INNINGS[index];
  if (stage === undefined) throw new Error(`No stage plays innings ${index + 1}`);
  return stage;
}

/** Whether the match is finished. */
export function isFinished(state: Pick<MatchState, "status">): boolean {
  return state.status === STAGE.finished.status;
}
