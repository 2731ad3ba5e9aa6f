import { Link } from "react-router";
import type { UploadStatus } from "../game/state/game-store.ts";
import "./upload-status.css";
import { ROUTES } from "../../routes.ts";

/** Whether the finished match reached the member's list, said quietly. */
export function UploadStatusLine({
  status,
  onRetry,
}: {
  readonly status: UploadStatus;
  readonly onRetry: () => void;
}) {
  return (
    <p className={`upload-status upload-status--${status}`} role="status" data-testid="upload-status">
      {status === "pending" ? "Saving to your matches…" : null}
      {status === "saved" ? (
        <>
          Saved to your matches. <Link to={ROUTES.home}>See them on your home page</Link>
        </>
      ) : null}
      {status === "guest" ? <Link to={ROUTES.login}>Sign in to keep your matches</Link> : null}
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
