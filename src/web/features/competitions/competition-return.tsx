import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useGameServices, type GameSnapshot } from "@/features/game/index.ts";
import { browserStorage } from "@/storage/browser-storage.ts";
import { competitionRoute } from "@/routes.ts";
import { keepFinishedFixture, type KeptResult } from "./competition-runner.ts";
import type { SendOutcome } from "./competition-sync.ts";

/** What the result screen says of the match's sending to the member's account. */
function sentText(outcome: SendOutcome): string {
  switch (outcome.kind) {
    case "kept":
      return "It is kept in your account.";
    case "offline":
      return "Your account could not be reached: it is sent when you next open your competitions online.";
    case "signedOut":
      return "You are signed out, so it is kept in this browser only.";
    case "refused":
      return `Your account did not keep it: ${outcome.message}`;
  }
}

/**
 * On the result screen of a competition's fixture: the match is kept into its competition (once;
 * a second look finds it kept) and the way back offered, "Back to <competition>". Nothing for
 * any other match.
 */
export function CompetitionReturn({ snapshot }: { readonly snapshot: GameSnapshot }) {
  const { engine } = useGameServices();
  const [result] = useState<KeptResult>(() => keepFinishedFixture(engine, browserStorage(), snapshot));
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => {
    let stale = false;
    if (result.kind === "kept" && result.sent !== null) {
      void result.sent.then((outcome) => {
        if (!stale) setSent(sentText(outcome));
      });
    }
    return () => {
      stale = true;
    };
  }, [result]);
  if (result.kind === "none" || result.competition === null) return null;
  const { competition } = result;
  return (
    <div className="card card--compact competition-return" role="status">
      {result.kind === "refused" ? (
        <p>
          This match could not count in {competition.name}: {result.message}
        </p>
      ) : (
        <p>
          This match counts in {competition.name}.{sent === null ? "" : ` ${sent}`}
        </p>
      )}
      <Link to={competitionRoute(competition.id)} className="button button--primary">
        Back to {competition.name}
      </Link>
    </div>
  );
}
