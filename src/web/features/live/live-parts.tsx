import { useEffect, useId, useState } from "react";
import { REACTIONS } from "../../../shared/live-types.ts";
import { absoluteInviteLink } from "./live-api.ts";

/** The page's clock, read again every `everyMs` while `running`. */
export function useNow(running: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const handle = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(handle);
  }, [running, everyMs]);
  return now;
}

/** Whole seconds left until `until` (never below 0), rounded up: 0.2 s left is "1". */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Seconds as a clock: "0:45", "1:30". */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * An invite as the host shares it: the short code in large type, the whole link with a Copy
 * button (the clipboard's answer said in a status line), and what happens next.
 */
export function InviteBox({ code, origin }: { readonly code: string; readonly origin: string }) {
  const link = absoluteInviteLink(code, origin);
  const [copied, setCopied] = useState<string | null>(null);
  const linkId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("The link is copied. Send it to your friend.");
    } catch {
      setCopied("The link could not be copied: select it and copy it yourself.");
    }
  };
  return (
    <div className="live-invite" data-testid="live-invite">
      <p className="live-invite__label">Give your friend this code</p>
      <p
        className="live-invite__code"
        aria-label={`Code ${code.split("").join(" ")}`}
        data-testid="invite-code"
      >
        {code}
      </p>
      <label className="live-invite__label" htmlFor={linkId}>
        Or send this link
      </label>
      <div className="live-invite__link">
        <input
          id={linkId}
          className="live-invite__url"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p className="live-invite__copied" role="status">
        {copied}
      </p>
      <p className="live-invite__waiting">
        <span className="live-invite__dot" aria-hidden="true" /> Waiting for your friend to join…
      </p>
    </div>
  );
}

/** How long the reactions rest after one is sent, in ms (the server refuses a flood). */
const REACTION_REST_MS = 1500;

/**
 * The quick reactions, a button each; `disabled` while the socket is not live, and for a moment
 * after each one sent.
 */
export function ReactionRow({
  disabled,
  onReact,
}: {
  readonly disabled: boolean;
  readonly onReact: (reaction: string) => void;
}) {
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const handle = setTimeout(() => setResting(false), REACTION_REST_MS);
    return () => clearTimeout(handle);
  }, [resting]);
  return (
    <div className="live-reactions" role="group" aria-label="Quick reactions to your opponent">
      {REACTIONS.map((reaction) => (
        <button
          key={reaction}
          type="button"
          className="button button--secondary live-reactions__button"
          disabled={disabled || resting}
          onClick={() => {
            onReact(reaction);
            setResting(true);
          }}
        >
          {reaction}
        </button>
      ))}
    </div>
  );
}

/** The host's button that withdraws an open invite; it says so while the server answers. */
export function CancelInviteButton({
  busy,
  onCancel,
}: {
  readonly busy: boolean;
  readonly onCancel: () => void;
}) {
  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
      {busy ? "Cancelling…" : "Cancel the invite"}
    </button>
  );
}
