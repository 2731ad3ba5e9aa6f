/**
 * What every stage component receives: the snapshot to render and the way to act.
 */
import type { Action } from "../../../../engine/index.ts";
import type { GameSnapshot } from "../state/game-store.ts";

export interface StageProps {
  readonly snapshot: GameSnapshot;
  readonly dispatch: (action: Action) => void;
}

/** The setup stages in order, for the "Step n of 7" line (status 6 is not used). */
const SETUP_STATUSES = [1, 2, 3, 4, 5, 7, 8] as const;

/** The setup step of a status, or undefined once play has begun. */
export function setupStep(status: number): { readonly number: number; readonly of: number } | undefined {
  const index = SETUP_STATUSES.findIndex((s) => s === status);
  return index < 0 ? undefined : { number: index + 1, of: SETUP_STATUSES.length };
}
