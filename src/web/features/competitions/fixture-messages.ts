/** What the page and the fixture worker (fixture.worker.ts) send each other: plain data. */
import type { CompetitionDefinition, FixtureView, PlayedFixture } from "../../../engine/index.ts";

/** A fixture of the computer's to play. */
export interface FixtureRequest {
  readonly id: number;
  readonly definition: CompetitionDefinition;
  readonly fixture: FixtureView;
}

/** The fixture played, or why it could not be (`competition`: a refusal by the competition's rules). */
export type FixtureAnswer =
  | { readonly id: number; readonly played: PlayedFixture }
  | { readonly id: number; readonly message: string; readonly competition: boolean };
