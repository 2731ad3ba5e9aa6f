/**
 * What a rated match did to the member's rating (ADR 0032), on the ranked and live result
 * screens: before → after with the deviation, the place on that ladder now, and the record the
 * match revealed at its end (its seed and actions, and where to replay it).
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type {
  LadderKind,
  RatingChange,
  RatingChangeResponse,
  RatingFigure,
} from "../../../shared/ladder-types.ts";
import { matchRoute, ROUTES } from "@/routes.ts";
import { fetchRatingChange } from "./ladder-api.ts";
import { ordinal } from "./ladder-words.ts";
import "./rated-result.css";

/** How often, and how many times, the card asks again while the match is being rated. */
const RETRY_MS = 1000;
const TRIES = 15;

const LADDER_NAME: Readonly<Record<LadderKind, string>> = {
  computer: "the ladder against the computer",
  friend: "the ladder between members",
};

/** "1500 ± 350". */
export function figureText(figure: RatingFigure): string {
  return `${figure.rating} ± ${figure.rd}`;
}

/** "+62", "−18" or "±0": how far the rating moved. */
export function movedText(change: RatingChange): string {
  const moved = change.after.rating - change.before.rating;
  return moved > 0 ? `+${moved}` : moved < 0 ? `−${-moved}` : "±0";
}

type Loaded =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly answer: RatingChangeResponse }
  | { readonly state: "problem"; readonly message: string };

/** The change once the server has rated the match, asked again while it has not yet. */
function useRatingChange(matchId: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (tries: number) => {
      const outcome = await fetchRatingChange(matchId, controller.signal);
      if (controller.signal.aborted) return;
      if (outcome.ok) return setLoaded({ state: "ready", answer: outcome.value });
      if (outcome.missing && tries > 1) {
        timer = setTimeout(() => void ask(tries - 1), RETRY_MS);
        return;
      }
      setLoaded({ state: "problem", message: outcome.message });
    };
    void ask(TRIES);
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [matchId]);
  return loaded;
}

/** The rated-result card of the match `matchId`, with its revealed `record` when the page has it. */
export function RatedResult({
  matchId,
  kind,
  record,
}: {
  readonly matchId: string;
  readonly kind: LadderKind;
  readonly record: { readonly seed: number | string; readonly actions: number } | null;
}) {
  const loaded = useRatingChange(matchId);
  const heading = kind === "computer" ? "Your rating against the computer" : "Your rating between members";
  return (
    <section className="card card--compact" aria-labelledby="rated-result-heading" data-testid="rated-result">
      <h2 className="card__heading" id="rated-result-heading">
        {heading}
      </h2>
      {loaded.state === "loading" ? (
        <p role="status">Rating the match…</p>
      ) : loaded.state === "problem" ? (
        <p role="alert">{loaded.message}</p>
      ) : (
        <ChangeLines answer={loaded.answer} />
      )}
      {record !== null ? (
        <p className="rated-result__record" data-testid="rated-record">
          The record, revealed at the end: seed <code>{String(record.seed)}</code> and {record.actions}{" "}
          {record.actions === 1 ? "action" : "actions"}
          {loaded.state === "ready" && loaded.answer.change.keptId !== null ? (
            <>
              {" "}
              · <Link to={matchRoute(loaded.answer.change.keptId)}>replay it from your matches</Link>
            </>
          ) : null}
          .
        </p>
      ) : null}
    </section>
  );
}

function ChangeLines({ answer }: { readonly answer: RatingChangeResponse }) {
  const { change, place } = answer;
  return (
    <>
      <p className="rated-result__figures" data-testid="rating-change">
        <span data-testid="rating-before">{figureText(change.before)}</span>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> to </span>
        <strong data-testid="rating-after">{figureText(change.after)}</strong>{" "}
        <span className={`rated-result__moved rated-result__moved--${change.outcome}`}>
          ({movedText(change)})
        </span>
      </p>
      <p data-testid="rating-place">
        {place === null ? "" : `You are ${ordinal(place)} on ${LADDER_NAME[change.kind]}. `}
        <Link to={ROUTES.ladder}>See both ladders</Link>
      </p>
    </>
  );
}
