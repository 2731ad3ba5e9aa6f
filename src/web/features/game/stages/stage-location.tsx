import { CountryChoices, SetupStage } from "./setup-stage.tsx";
import type { StageProps } from "./stage-props.ts";

/** Stage 4: the match location, a grid of the 20 flags. */
export function LocationStage({ snapshot, dispatch }: StageProps) {
  return (
    <SetupStage
      snapshot={snapshot}
      title="Choose the match location"
      lede="Where in the world shall we play?"
    >
      <CountryChoices
        snapshot={snapshot}
        dispatch={dispatch}
        grid="flags"
        variant="flag"
        actionOf={(country) => ({ type: "chooseLocation", countryId: country.id })}
      />
    </SetupStage>
  );
}
