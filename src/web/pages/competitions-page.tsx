import { useParams } from "react-router";
import { CompetitionScreen, CompetitionsHub } from "@/features/competitions/index.ts";

/** `/competitions` (guest or member): the competitions kept in this browser, and a new one. */
export function CompetitionsPage() {
  return <CompetitionsHub />;
}

/** `/competitions/:id`: one competition; keyed by its id, so another's page starts afresh. */
export function CompetitionPage() {
  const { id = "" } = useParams();
  return <CompetitionScreen key={id} id={id} />;
}
