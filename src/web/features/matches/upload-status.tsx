import { useEffect } from "react";
import { Link } from "react-router";
import { useOnline } from "./use-online.ts";
import type { UploadStatus } from "../game/state/game-store.ts";
import "./upload-status.css";
import { ROUTES } from "../../routes.ts";

/**
 * Whether the finished match reached the member's list, said quietly. "Saved" is said only
 * once the server has answered that it kept the match.
 */
export function UploadStatusLine({
  status,
  onRetry,
}: {
  readonly status: UploadStatus;
  readonly onRetry: () => void;
}) {
  // A match kept while offline is sent again as soon as the browser is back online.
  const online = useOnline();
  useEffect(() => {
    if (status === "offline" && online) onRetry();
  }, [status, online, onRetry]);

  return (
    <p className={`upload-status upload-status--${status}`} role="status" data-testid="upload-status">
      {status === "pending" ? "Saving to your matches…" : null}
      {status === "saved" ? (
        <>
          Saved to your matches. <Link to={ROUTES.home}>See them on your home page</Link>
        </>
      ) : null}
      {status === "guest" ? <Link to={ROUTES.login}>Sign in to keep your matches</Link> : null}
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
    </p>
  );
}
