import { LadderScreen } from "@/features/ladder/index.ts";

/** `/ladder` (members): the ladder of ranked matches against the computer. */
export function LadderPage() {
  return <LadderScreen />;
}
