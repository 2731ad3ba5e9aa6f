/**
 * What every stage component receives: the snapshot to render and the way to act.
 */
import { SETUP_STEPS, type Action, type Stage } from "../../../../engine/index.ts";
import type { GameSnapshot } from "@/features/game/state/game-snapshot.ts";

export interface StageProps {
  readonly snapshot: GameSnapshot;
  readonly dispatch: (action: Action) => void;
}

/** "Step n of 7" for a setup stage, or undefined once play has begun. */
export function setupStep(stage: Stage): { readonly number: number; readonly of: number } | undefined {
  return stage.setupStep === null ? undefined : { number: stage.setupStep, of: SETUP_STEPS };
}
