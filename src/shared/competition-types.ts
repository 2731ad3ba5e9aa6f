/**
 * A member's competitions kept on the server (ADR 0029, "On the server"), as the server and the
 * page share them. A competition is its definition and its played fixtures (each one's record and
 * the match as the competition reads it); the server has replayed every record it keeps, so the
 * fixtures it answers are the ones it worked out itself, never what a page said happened.
 */
// This layer does not import the engine: the shapes are the engine's, named by who uses them
// (the definition as `CompetitionDefinition`, the record as `MatchRecord`, the match as
// `PlayedMatch`).

/** Where they live. */
export const COMPETITIONS_API = {
  /** `GET`: the member's competitions, newest first; `POST`: a new one from its definition. */
  competitions: "/api/competitions",
} as const;

/** `GET` (definition and played fixtures) and `DELETE` of one competition. */
export function competitionPath(id: string): string {
  return `${COMPETITIONS_API.competitions}/${encodeURIComponent(id)}`;
}

/** `POST`: a played fixture's record, which the server replays before keeping it. */
export function competitionFixturesPath(id: string): string {
  return `${competitionPath(id)}/fixtures`;
}

/** The most competitions one member keeps on the server. */
export const MAX_COMPETITIONS = 100;

/** A competition in the member's list. */
export interface CompetitionSummary<Definition> {
  readonly definition: Definition;
  /** How many of its fixtures are played. */
  readonly played: number;
  readonly finished: boolean;
  /** The winner once finished; null while on, and for a drawn series. */
  readonly champion: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** `GET /api/competitions`. */
export interface CompetitionsResponse<Definition> {
  readonly competitions: readonly CompetitionSummary<Definition>[];
}

/** A fixture as the server keeps it: the record it replayed and the match as it read it. */
export interface KeptFixture<Record, Match> {
  readonly record: Record;
  readonly match: Match;
}

/** `GET /api/competitions/:id` (and the answer to its `POST`s). */
export interface CompetitionResponse<Definition, Record, Match> {
  readonly definition: Definition;
  /** In the order they were kept. */
  readonly played: readonly KeptFixture<Record, Match>[];
  readonly finished: boolean;
  readonly champion: number | null;
}

/** `POST /api/competitions/:id/fixtures`. */
export interface PlayedFixtureRequest<Record> {
  readonly fixtureId: string;
  readonly record: Record;
}
