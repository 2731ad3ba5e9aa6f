import { useEffect, useRef } from "react";
import { STAGE } from "../../../../engine/index.ts";
import { countryOf, squadOf } from "@/features/game/state/catalog-lookup.ts";
import { BattingOrder } from "./batting-order.tsx";
import { useGameSettings } from "@/features/game/state/game-context.ts";
import { Coin } from "./coin.tsx";
import { PauseCountdown } from "./pause-countdown.tsx";
import { lastEventOf } from "@/features/game/state/event-queries.ts";
import { StageHeading } from "./stage-heading.tsx";
import { setupStep, type StageProps } from "./stage-props.ts";
import { TossCalls } from "./toss-calls.tsx";
import "./toss.css";

/**
 * Stage 7: the user calls crown (0) or money (1), having set their batting order if they wish.
 * The engine flips at once; while the announcement pause runs the coin spins here, only the call
 * is shown, with the countdown to the result under it, and the order stays as set. In a live
 * match against a friend (`orderable` false) there is no order to set, and the side that does
 * not call sees `waiting` instead of the calls.
 */
export function TossStage({
  snapshot,
  dispatch,
  waiting = null,
  orderable = true,
}: StageProps & {
  /** Said instead of the calls when the other side calls the toss (a live match). */
  readonly waiting?: string | null;
  /** Whether the batting order can be set here (not in a live match). */
  readonly orderable?: boolean;
}) {
  const { pauseMs } = useGameSettings();
  const flipping = snapshot.hold === "toss";
  // The coin, the call and the countdown are brought wholly into view when the coin goes up: on a
  // phone the calls may have been tapped with the coin scrolled out of sight above them.
  const coin = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (flipping) coin.current?.scrollIntoView?.({ block: "nearest" });
  }, [flipping]);
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
          flipping
            ? "The coin is in the air…"
            : (waiting ?? `${team?.name ?? "Your captain"} to call. Crown or money?`)
        }
      />
      <div className="toss-stage">
        <div className="toss" ref={coin}>
          <Coin face={called?.call ?? 0} spinning={flipping} />
          <p className="toss__caption">{called ? called.text : ""}</p>
          {flipping ? (
            <PauseCountdown key={`toss:${snapshot.events.length}`} hold="toss" pauseMs={pauseMs} />
          ) : null}
          {waiting === null ? (
            <TossCalls
              calls={[
                ["Crown", { type: "callToss", call: 0 }],
                ["Money", { type: "callToss", call: 1 }],
              ]}
              disabled={flipping}
              dispatch={dispatch}
            />
          ) : null}
        </div>
        {orderable ? (
          <BattingOrder squad={squad} order={order} disabled={flipping} dispatch={dispatch} />
        ) : null}
      </div>
    </section>
  );
}
