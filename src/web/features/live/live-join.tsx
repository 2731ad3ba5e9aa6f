import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { InvitePreview } from "../../../shared/live-types.ts";
import { SiteHeader } from "@/components/site-header.tsx";
import { NamedGroundCard } from "@/features/game/index.ts";
import { liveMatchRoute, ROUTES } from "@/routes.ts";
import { acceptInvite, fetchInvite } from "./live-api.ts";
import "./live.css";

type Loaded =
  | { readonly kind: "loading" }
  | { readonly kind: "problem"; readonly message: string }
  | { readonly kind: "preview"; readonly preview: InvitePreview };

/** Why an invite cannot be accepted, in the member's words; null when it can. */
export function inviteProblem(preview: InvitePreview): string | null {
  if (preview.yours)
    return "This is your own invite: send its code or link to a friend, who accepts it here.";
  switch (preview.status) {
    case "invited":
      return null;
    case "cancelled":
      return `${preview.hostName} cancelled this invite. Ask them for a new one.`;
    default:
      return "This invite has already been taken: someone accepted it. Ask your friend for a new one.";
  }
}

/**
 * `/live/join/:code`: what an invite is for (who invited the member, the format, the teams and
 * the ground) and the button that accepts it, then the match. An unknown code, the member's own
 * invite and one already taken or cancelled are each said plainly.
 */
export function LiveJoinScreen({ code }: { readonly code: string }) {
  const navigate = useNavigate();
  const shown = code.toUpperCase();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void fetchInvite(code).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setLoaded({ kind: "preview", preview: outcome.value });
      else if (outcome.status === 404)
        setLoaded({
          kind: "problem",
          // (An invite taken or withdrawn is shown to its two members only.)
          message: `There is no open invite with the code ${shown}: it may have been taken or withdrawn. Check the code with your friend, or ask for a new one.`,
        });
      else setLoaded({ kind: "problem", message: outcome.message });
    });
    return () => {
      live = false;
    };
  }, [code, shown]);

  const accept = async (preview: InvitePreview) => {
    setBusy(true);
    setProblem(null);
    const outcome = await acceptInvite(preview.code);
    setBusy(false);
    if (outcome.ok) void navigate(liveMatchRoute(preview.id));
    else setProblem(outcome.message);
  };

  const preview = loaded.kind === "preview" ? loaded.preview : null;
  const refusal = preview === null ? null : inviteProblem(preview);

  return (
    <>
      <SiteHeader />
      <main className="page live">
        <h1 className="page__title">
          {preview !== null ? `${preview.hostName} invites you to a match` : `Invite ${shown}`}
        </h1>
        {loaded.kind === "loading" ? (
          <p role="status">Loading the invite…</p>
        ) : loaded.kind === "problem" ? (
          <p className="page__problem" role="alert" data-testid="invite-problem">
            {loaded.message}
          </p>
        ) : null}
        {preview !== null ? (
          <section className="page__section" aria-label="The invite">
            <dl className="live-preview">
              <div>
                <dt>Format</dt>
                <dd>{preview.formatLabel}</dd>
              </div>
              <div>
                <dt>You play</dt>
                <dd data-testid="invite-you">{preview.guestTeam}</dd>
              </div>
              <div>
                <dt>{preview.hostName} plays</dt>
                <dd>{preview.hostTeam}</dd>
              </div>
              <div>
                <dt>Ground</dt>
                <dd>{preview.stadium}</dd>
              </div>
            </dl>
            <NamedGroundCard
              home={preview.guestTeam}
              away={preview.hostTeam}
              ground={preview.stadium}
              awayLabel={preview.hostName}
            />
            {refusal !== null ? (
              <p className="page__problem" role="alert" data-testid="invite-problem">
                {refusal}
              </p>
            ) : (
              <div className="live__actions">
                <button
                  type="button"
                  className="button button--primary button--large"
                  disabled={busy}
                  onClick={() => void accept(preview)}
                >
                  {busy ? "Joining…" : `Accept and play ${preview.hostName}`}
                </button>
              </div>
            )}
            {preview.yours && preview.status !== "cancelled" ? (
              <p>
                <Link to={liveMatchRoute(preview.id)}>Open your match</Link>
              </p>
            ) : null}
            {problem !== null ? (
              <p className="page__problem" role="alert">
                {problem}
              </p>
            ) : null}
          </section>
        ) : null}
        <p>
          <Link to={ROUTES.live}>Play a friend: make your own invite</Link>
        </p>
      </main>
    </>
  );
}
