/**
 * A rematch after a live match (ADR 0032): on the result, either member offers the other a new
 * match, the same sides or swapped; the other sees the offer (asked again every few seconds)
 * and accepts it with one click, and both go to the new match. In the lobby, the members played
 * before, each invited again with one click.
 */
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { RecentOpponent, RematchOffer } from "../../../shared/live-types.ts";
import { liveMatchRoute } from "@/routes.ts";
import { acceptInvite } from "./live-api.ts";
import { fetchOpponents, fetchRematch, offerRematch } from "./live-rematch-api.ts";
import "./live-rematch.css";

/** How often the result asks whether a rematch has been offered or accepted. */
const REMATCH_POLL_MS = 3000;

/**
 * A rematch control's busy flag and problem: `run` runs a step busy and shows the problem it
 * answers (or none); `acceptIt` accepts an offer and goes to its match.
 */
function useRematchStep() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (step: () => Promise<string | null>) => {
    setBusy(true);
    setProblem(null);
    const failed = await step();
    setBusy(false);
    setProblem(failed);
  };
  const acceptIt = (offer: RematchOffer) =>
    run(async () => {
      const accepted = await acceptInvite(offer.code);
      if (!accepted.ok) return accepted.message;
      void navigate(liveMatchRoute(offer.id));
      return null;
    });
  return { busy, problem, run, acceptIt };
}

function sidesText(offer: RematchOffer): string {
  return offer.swapped ? "with the sides swapped" : "with the same sides";
}

/** The rematch on a live match's result. */
export function RematchPanel({
  matchId,
  opponentName,
}: {
  readonly matchId: string;
  readonly opponentName: string;
}) {
  const navigate = useNavigate();
  const { busy, problem, run, acceptIt } = useRematchStep();
  const [offer, setOffer] = useState<RematchOffer | null>(null);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answer = await fetchRematch(matchId);
      if (!live) return;
      if (answer.ok) setOffer(answer.value.offer);
      timer = setTimeout(() => void ask(), REMATCH_POLL_MS);
    };
    void ask();
    return () => {
      live = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [matchId]);

  const offerOne = (swap: boolean) =>
    run(async () => {
      const answer = await offerRematch(matchId, swap);
      if (!answer.ok) return answer.message;
      setOffer(answer.value.offer);
      return null;
    });

  return (
    <section className="card card--compact" aria-labelledby="live-rematch-heading" data-testid="live-rematch">
      <h2 className="card__heading" id="live-rematch-heading">
        Rematch
      </h2>
      {offer === null ? (
        <>
          <p>Play {opponentName} again, the same format and ground:</p>
          <div className="live-rematch__choices">
            {([false, true] as const).map((swapped) => (
              <button
                key={String(swapped)}
                type="button"
                className={swapped ? "button button--secondary" : "button button--primary"}
                disabled={busy}
                onClick={() => void offerOne(swapped)}
              >
                {swapped ? "Rematch, sides swapped" : "Rematch, same sides"}
              </button>
            ))}
          </div>
        </>
      ) : offer.status === "invited" && offer.byYou ? (
        <p role="status">
          You offered {opponentName} a rematch {sidesText(offer)}. Waiting for them to accept…
        </p>
      ) : offer.status === "invited" ? (
        <p role="status">
          {offer.from} offers you a rematch {sidesText(offer)}.{" "}
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void acceptIt(offer)}
          >
            Accept the rematch
          </button>
        </p>
      ) : (
        <p role="status">
          The rematch is on.{" "}
          <button
            type="button"
            className="button button--primary"
            onClick={() => void navigate(liveMatchRoute(offer.id))}
          >
            Go to the rematch
          </button>
        </p>
      )}
      {problem !== null ? <p role="alert">{problem}</p> : null}
    </section>
  );
}

/** One opponent's line in the lobby: invite again, or the offer waiting either way. */
function OpponentLine({
  opponent,
  onChange,
}: {
  readonly opponent: RecentOpponent;
  readonly onChange: () => void;
}) {
  const { busy, problem, run, acceptIt } = useRematchStep();
  const { offer } = opponent;
  const inviteAgain = () =>
    run(async () => {
      const answer = await offerRematch(opponent.lastMatchId, false);
      if (!answer.ok) return answer.message;
      onChange();
      return null;
    });
  const played = `${opponent.played} ${opponent.played === 1 ? "match" : "matches"}`;
  return (
    <li className="cluster live-opponents__item" data-testid="live-opponent">
      <span className="live-opponents__name">{opponent.name}</span>{" "}
      <span className="live-opponents__played">({played})</span>{" "}
      {offer === null ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void inviteAgain()}
          aria-label={`Invite ${opponent.name} again`}
        >
          Invite again
        </button>
      ) : offer.byYou ? (
        <span role="status">Invited: waiting for {opponent.name} to accept.</span>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void acceptIt(offer)}
        >
          Accept {opponent.name}&rsquo;s invite
        </button>
      )}
      {problem !== null ? <span role="alert"> {problem}</span> : null}
    </li>
  );
}

/** The members played before, for the lobby; nothing until the member has played one. */
export function RecentOpponents() {
  const [opponents, setOpponents] = useState<readonly RecentOpponent[] | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void fetchOpponents().then((answer) => {
      if (live && answer.ok) setOpponents(answer.value.opponents);
    });
    return () => {
      live = false;
    };
  }, [round]);
  if (opponents === null || opponents.length === 0) return null;
  return (
    <section className="page__section live-opponents" aria-labelledby="live-opponents-heading">
      <h2 id="live-opponents-heading">Recent opponents</h2>
      <p>Invite a member you have played again: they see it here and on your last match.</p>
      <ul className="live-opponents__list">
        {opponents.map((opponent) => (
          <OpponentLine
            key={opponent.lastMatchId}
            opponent={opponent}
            onChange={() => setRound((n) => n + 1)}
          />
        ))}
      </ul>
    </section>
  );
}
