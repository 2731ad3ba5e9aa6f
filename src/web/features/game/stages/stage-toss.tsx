import { STAGE } from "../../../../engine/index.ts";
import { countryOf, squadOf } from "@/features/game/state/catalog-lookup.ts";
import { BattingOrder } from "./batting-order.tsx";
import { Coin } from "./coin.tsx";
import { lastEventOf } from "@/features/game/state/event-queries.ts";
import { StageHeading } from "./stage-heading.tsx";
import { setupStep, type StageProps } from "./stage-props.ts";
import "./toss.css";

/**
 * Stage 7: the user calls crown (0) or money (1), having set their batting order if they wish.
 * The engine flips at once; while the announcement pause runs the coin spins here, only the call
 * is shown and the order stays as set.
 */
export function TossStage({ snapshot, dispatch }: StageProps) {
  const flipping = snapshot.hold === "toss";
  const called = flipping ? lastEventOf(snapshot.events, "tossCalled") : undefined;
  const team = countryOf(snapshot.state.teamId);
  const squad = squadOf(snapshot.state.teamId);
  const order = snapshot.state.battingOrder ?? squad.map((p) => p.id);
  return (
    <section className="stage" aria-labelledby="stage-title">
      <StageHeading
        step={setupStep(STAGE.toss)}
        title="The toss"
        lede={
          flipping ? "The coin is in the air…" : `${team?.name ?? "Your captain"} to call. Crown or money?`
        }
      />
      <div className="toss-stage">
        <div className="toss">
          <Coin face={called?.call ?? 0} spinning={flipping} />
          <p className="toss__caption">{called ? called.text : ""}</p>
          <div className="toss__calls">
            <button
              type="button"
              className="button toss__call"
              disabled={flipping}
              onClick={() => dispatch({ type: "callToss", call: 0 })}
            >
              Crown
            </button>
            <button
              type="button"
              className="button toss__call"
              disabled={flipping}
              onClick={() => dispatch({ type: "callToss", call: 1 })}
            >
              Money
            </button>
          </div>
        </div>
        <BattingOrder squad={squad} order={order} disabled={flipping} dispatch={dispatch} />
      </div>
    </section>
  );
}
