import type { Action } from "../../../../engine/index.ts";

/** The toss's two answers side by side (the call; then bat or bowl): what each says and sends. */
export function TossCalls({
  calls,
  primary = false,
  disabled,
  dispatch,
}: {
  readonly calls: readonly (readonly [label: string, action: Action])[];
  readonly primary?: boolean;
  readonly disabled?: boolean;
  readonly dispatch: (action: Action) => void;
}) {
  return (
    <div className="toss__calls">
      {calls.map(([label, action]) => (
        <button
          key={label}
          type="button"
          className={primary ? "button button--primary toss__call" : "button toss__call"}
          disabled={disabled}
          onClick={() => dispatch(action)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
