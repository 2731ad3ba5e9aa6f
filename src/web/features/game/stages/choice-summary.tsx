import type { MatchState } from "../../../../engine/index.ts";
import { choicesShown } from "@/features/game/state/choices-shown.ts";
import { ChoiceList } from "./choice-list.tsx";
// The game's frame (the bar this summary sits in), wherever a match is shown: here or a ranked one.
import "../game-frame.css";
import "../game-screen.css";

/** The strip of choices made so far: format and opponent level, the two teams and the ground. */
export function ChoiceSummary({ state }: { readonly state: MatchState }) {
  const shown = choicesShown(state);
  return shown ? <ChoiceList shown={shown} /> : null;
}
