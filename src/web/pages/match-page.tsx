import { useParams } from "react-router";
import { MatchReport } from "@/features/archive/index.ts";

/** `/matches/:id` (members): one kept match; an address that is no id is a match not found. */
export function MatchPage() {
  const raw = useParams().id ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return <MatchReport key={raw} id={id} />;
}
