/**
 * The stages of a match, described once. The spec numbers its stages by match status (1–11,
 * 6 unused) and those numbers stay the stored values; everything else in the app reads this
 * table instead of comparing numbers: what each stage waits for, what it shows, how far the
 * setup has got, and where Back goes.
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
  | "finished";

/** The fields of a match that the setup stages fill in, cleared again by Back. */
type SetupField = "format" | "teamId" | "opponentId" | "locationId" | "stadiumId";

/** One row of the table. */
export interface Stage {
  readonly name: StageName;
  /** The spec's match status for this stage. */
  readonly status: MatchStatus;
  /** What the user is asked for here, in words, for messages ("waiting for a toss call"). */
  readonly waitingFor: string;
  /** The actions this stage takes (Back is listed where it is allowed). */
  readonly accepts: readonly InputKind[];
  /** 1-based position among the setup stages ("Step 3 of 7"); null once play has begun. */
  readonly setupStep: number | null;
  /** Where Back goes, and the choice it clears so it is made afresh; null where Back is refused. */
  readonly back: { readonly to: MatchStatus; readonly clears: SetupField } | null;
  /** The innings being played here (0 first, 1 second); null outside play. */
  readonly innings: 0 | 1 | null;
}

/** Every stage, in the order a match passes through them. */
const STAGES: readonly Stage[] = [
  {
    name: "format",
    status: 1,
    waitingFor: "a format",
    accepts: ["chooseFormat"],
    setupStep: 1,
    back: null,
    innings: null,
  },
  {
    name: "team",
    status: 2,
    waitingFor: "your team",
    accepts: ["chooseTeam", "back"],
    setupStep: 2,
    back: { to: 1, clears: "format" },
    innings: null,
  },
  {
    name: "opponent",
    status: 3,
    waitingFor: "an opponent",
    accepts: ["chooseOpponent", "back"],
    setupStep: 3,
    back: { to: 2, clears: "teamId" },
    innings: null,
  },
  {
    name: "location",
    status: 4,
    waitingFor: "a location",
    accepts: ["chooseLocation", "back"],
    setupStep: 4,
    back: { to: 3, clears: "opponentId" },
    innings: null,
  },
  {
    name: "stadium",
    status: 5,
    waitingFor: "a stadium",
    accepts: ["chooseStadium", "back"],
    setupStep: 5,
    back: { to: 4, clears: "locationId" },
    innings: null,
  },
  {
    name: "toss",
    status: 7,
    waitingFor: "a toss call",
    accepts: ["callToss", "back"],
    setupStep: 6,
    back: { to: 5, clears: "stadiumId" },
    innings: null,
  },
  {
    name: "tossResult",
    status: 8,
    waitingFor: "the decision to bat or bowl",
    accepts: ["chooseBatOrBowl", "startMatch"],
    setupStep: 7,
    back: null,
    innings: null,
  },
  {
    name: "firstInnings",
    status: 9,
    waitingFor: "a ball to be played",
    accepts: ["chooseBowler", "playBall"],
    setupStep: null,
    back: null,
    innings: 0,
  },
  {
    name: "secondInnings",
    status: 10,
    waitingFor: "a ball to be played",
    accepts: ["chooseBowler", "playBall"],
    setupStep: null,
    back: null,
    innings: 1,
  },
  {
    name: "finished",
    status: 11,
    waitingFor: "nothing: the match is over",
    accepts: [],
    setupStep: null,
    back: null,
    innings: null,
  },
];

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

/** The innings in play (0 or 1), or null outside play. */
export function inPlayInnings(state: Pick<MatchState, "status">): 0 | 1 | null {
  return stageOf(state).innings;
}

/** Whether the match is finished. */
export function isFinished(state: Pick<MatchState, "status">): boolean {
  return state.status === STAGE.finished.status;
}
