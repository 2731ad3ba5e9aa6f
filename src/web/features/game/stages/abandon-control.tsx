import { useId, useState } from "react";
import "./play.css";

/**
 * "Abandon match", with a confirmation first: an abandoned match is gone for good.
 * `onConfirmingChange` lets the screen pause the number keys while the question is open.
 */
export function AbandonControl({
  onAbandon,
  onConfirmingChange,
}: {
  readonly onAbandon: () => void;
  readonly onConfirmingChange?: (confirming: boolean) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const change = (next: boolean) => {
    setConfirming(next);
    onConfirmingChange?.(next);
  };
  if (!confirming) {
    return (
      <div className="abandon">
        <button type="button" className="button button--ghost abandon__open" onClick={() => change(true)}>
          Abandon match
        </button>
      </div>
    );
  }
  return (
    <div
      className="abandon abandon--confirming"
      role="alertdialog"
      aria-labelledby={`${id}-q`}
      aria-describedby={`${id}-d`}
    >
      <p className="abandon__question" id={`${id}-q`}>
        Abandon this match?
      </p>
      <p className="abandon__detail" id={`${id}-d`}>
        It will not be finished or saved, and a new match will be set up.
      </p>
      <div className="abandon__actions">
        <button type="button" className="button button--primary" onClick={onAbandon}>
          Yes, abandon
        </button>
        <button
          type="button"
          className="button button--secondary"
          // The safe answer takes focus, so a stray Enter keeps the match.
          autoFocus
          onClick={() => change(false)}
        >
          Keep playing
        </button>
      </div>
    </div>
  );
}
