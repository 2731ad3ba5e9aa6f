import { countryOf } from "@/features/game/state/catalog-lookup.ts";
import { CountryChoices, SetupStage } from "./setup-stage.tsx";
import type { StageProps } from "./stage-props.ts";

/**
 * Stages 2 and 3: the user's team, then the opponent. A side the engine would refuse (the
 * user's own team, on stage 3) is shown disabled.
 */
export function TeamStage({ snapshot, dispatch, pick }: StageProps & { readonly pick: "team" | "opponent" }) {
  const { state } = snapshot;
  const own = countryOf(state.teamId);
  return (
    <SetupStage
      snapshot={snapshot}
      title={pick === "team" ? "Choose your team" : "Choose the opponent"}
      lede={
        pick === "team"
          ? "Pick the side you will captain."
          : `Who will ${own ? own.name : "your team"} play? The computer captains them.`
      }
    >
      <CountryChoices
        snapshot={snapshot}
        dispatch={dispatch}
        grid="teams"
        actionOf={(country) =>
          pick === "team"
            ? { type: "chooseTeam", countryId: country.id }
            : { type: "chooseOpponent", countryId: country.id }
        }
        badgeOf={(country) => (pick === "opponent" && country.id === state.teamId ? "Your team" : undefined)}
      />
    </SetupStage>
  );
}
