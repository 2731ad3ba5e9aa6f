import { useState } from "react";
import { Link } from "react-router";
import { useGameServices, type GameSnapshot } from "@/features/game/index.ts";
import { browserStorage } from "@/storage/browser-storage.ts";
import { competitionRoute } from "@/routes.ts";
import { keepFinishedFixture, type KeptResult } from "./competition-runner.ts";

/**
 * On the result screen of a competition's fixture: the match is kept into its competition (once;
 * a second look finds it kept) and the way back offered, "Back to <competition>". Nothing for
 * any other match.
 */
export function CompetitionReturn({ snapshot }: { readonly snapshot: GameSnapshot }) {
  const { engine } = useGameServices();
  const [result] = useState<KeptResult>(() => keepFinishedFixture(engine, browserStorage(), snapshot));
  if (result.kind === "none" || result.competition === null) return null;
  const { competition } = result;
  return (
    <div className="card card--compact competition-return" role="status">
      {result.kind === "refused" ? (
        <p>
          This match could not count in {competition.name}: {result.message}
        </p>
      ) : (
        <p>This match counts in {competition.name}.</p>
      )}
      <Link to={competitionRoute(competition.id)} className="button button--primary">
        Back to {competition.name}
      </Link>
    </div>
  );
}
