import { countryOf } from "@/features/game/state/catalog-lookup.ts";
import { Coin } from "./coin.tsx";
import { lastEventOf } from "@/features/game/state/event-queries.ts";
import { Flag } from "./flag.tsx";
import { useEngine } from "@/features/game/state/game-context.ts";
import { SetupStage } from "./setup-stage.tsx";
import type { StageProps } from "./stage-props.ts";
import { TossCalls } from "./toss-calls.tsx";
import "./toss.css";

/**
 * Stage 8: who won the toss. The user, having won, picks Bat or Bowl; when the computer won,
 * its choice is shown and the user starts the match. In a live match against a friend, the
 * side that lost the toss sees `waiting` while the winner chooses.
 */
export function TossResultStage({
  snapshot,
  dispatch,
  waiting = null,
}: StageProps & {
  /** Said instead of the choice when the other side won the toss and chooses (a live match). */
  readonly waiting?: string | null;
}) {
  const engine = useEngine();
  const { state, events } = snapshot;
  const result = lastEventOf(events, "tossResult");
  const choice = lastEventOf(events, "choice");
  const winner = countryOf(result?.winnerTeamId);
  const input = engine.nextInput(state);
  return (
    <SetupStage snapshot={snapshot} title="Toss result">
      <div className="toss">
        {result ? <Coin face={result.face} /> : null}
        <h2 className="toss__headline">
          <Flag country={winner} className="toss__flag" />
          <span>{result?.text}</span>
        </h2>
        {input === "chooseBatOrBowl" && waiting !== null ? (
          <p className="toss__question" role="status">
            {waiting}
          </p>
        ) : input === "chooseBatOrBowl" ? (
          <>
            <p className="toss__question">You won the toss. What will you do first?</p>
            <TossCalls
              calls={[
                ["Bat", { type: "chooseBatOrBowl", choice: "bat" }],
                ["Bowl", { type: "chooseBatOrBowl", choice: "bowl" }],
              ]}
              primary
              dispatch={dispatch}
            />
          </>
        ) : (
          <>
            <p className="toss__question">{choice?.text}</p>
            <div className="toss__calls">
              <button
                type="button"
                className="button button--primary button--large"
                onClick={() => dispatch({ type: "startMatch" })}
              >
                Start match
              </button>
            </div>
          </>
        )}
      </div>
    </SetupStage>
  );
}
