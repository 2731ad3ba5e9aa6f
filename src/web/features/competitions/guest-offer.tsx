import { useState } from "react";
import type { MatchOwner } from "@/auth/known-member.ts";
import {
  declineGuestCompetitions,
  guestCompetitionsToOffer,
  keepGuestCompetitions,
} from "./competition-sync.ts";

/** What a member is asked when this browser has competitions played while nobody was signed in. */
export const KEEP_GUEST_COMPETITIONS_QUESTION = "Keep the competitions you played here as a guest?";

/**
 * On the hub, for a member signed in: the guest's competitions in this browser offered for
 * keeping in their account, as a guest's match is on its result screen. "Keep them" sends each
 * (the server replays every fixture) and moves it to the member's; "No, thanks" leaves them the
 * guest's and does not ask again.
 */
export function GuestOffer({
  storage,
  owner,
  onKept,
}: {
  readonly storage: Storage | null;
  readonly owner: MatchOwner;
  readonly onKept: () => void;
}) {
  const [offered, setOffered] = useState(() => guestCompetitionsToOffer(storage, owner));
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (offered.length === 0 && status === null) return null;

  const keep = async () => {
    setBusy(true);
    setStatus("Keeping them in your account…");
    const result = await keepGuestCompetitions(storage, owner);
    setBusy(false);
    setOffered(guestCompetitionsToOffer(storage, owner));
    onKept();
    const kept = `${result.kept} kept in your account.`;
    setStatus(
      result.offline
        ? `${kept} The rest could not be sent now (no connection): they are offered again next time.`
        : [kept, ...result.problems].join(" "),
    );
  };
  const decline = () => {
    declineGuestCompetitions(storage, owner);
    setOffered([]);
    setStatus("They stay in this browser as a guest's.");
  };

  return (
    <section className="card competition-section" role="region" aria-label="Your guest competitions">
      {offered.length > 0 ? (
        <p>
          {KEEP_GUEST_COMPETITIONS_QUESTION} ({offered.map((c) => c.definition.name).join(", ")}){" "}
          <button type="button" className="button button--ghost" onClick={() => void keep()} disabled={busy}>
            Keep them
          </button>{" "}
          <button type="button" className="button button--ghost" onClick={decline} disabled={busy}>
            No, thanks
          </button>
        </p>
      ) : null}
      {status !== null ? <p role="status">{status}</p> : null}
    </section>
  );
}
