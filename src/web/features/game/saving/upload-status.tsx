import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useOnline } from "./use-online.ts";
import { useGameServices } from "@/features/game/state/game-context.ts";
import type { UploadStatus } from "@/features/game/state/game-snapshot.ts";
import "./upload-status.css";
import { returnAfterSignIn, ROUTES } from "@/routes.ts";

/** What a member is asked when the match on screen was played while nobody was signed in. */
export const KEEP_GUEST_MATCH_QUESTION = "Keep the match you just played as a guest?";

/**
 * Whether the finished match reached the member's list, said quietly. "Saved" is said only
 * once the server has answered that it kept the match. A guest's match is kept for the member
 * signed in now only when they answer yes.
 */
export function UploadStatusLine({
  status,
  onRetry,
}: {
  readonly status: UploadStatus;
  readonly onRetry: () => void;
}) {
  const { store } = useGameServices();
  // A match kept while offline is sent again as soon as the browser comes back online (the
  // change itself, not every render while online: with the server down but the network up,
  // the store tries again on its own, with a growing pause).
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (cameBack && status === "offline") onRetry();
  }, [status, online, onRetry]);

  return (
    <p className={`upload-status upload-status--${status}`} role="status" data-testid="upload-status">
      {status === "pending" ? "Saving to your matches…" : null}
      {status === "saved" ? (
        <>
          Saved to your matches. <Link to={ROUTES.home}>See them on your home page</Link>
        </>
      ) : null}
      {status === "guest" ? (
        // Back here once signed in (or joined), where the match is offered to the member.
        <Link to={ROUTES.login} state={returnAfterSignIn(ROUTES.game)}>
          Sign in to keep your matches
        </Link>
      ) : null}
      {status === "offline" ? (
        <>
          You are offline. This match is kept on this device and will be saved to your matches when the
          network is back, if you are signed in.
        </>
      ) : null}
      {status === "error" ? (
        <>
          This match could not be saved to your matches.{" "}
          <button type="button" className="button button--ghost" onClick={onRetry}>
            Try again
          </button>
        </>
      ) : null}
      {status === "offer" ? (
        <>
          {KEEP_GUEST_MATCH_QUESTION}{" "}
          <button type="button" className="button button--ghost" onClick={() => store.keepGuestMatch()}>
            Keep it
          </button>{" "}
          <button type="button" className="button button--ghost" onClick={() => store.declineGuestMatch()}>
            No, thanks
          </button>
        </>
      ) : null}
      {status === "declined" ? "This match was not kept." : null}
      {status === "notYours"
        ? "This match was played by another member, so it is not saved to your matches."
        : null}
    </p>
  );
}
