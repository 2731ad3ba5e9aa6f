import type { YourSide } from "./your-side.ts";
import "./your-side.css";

/** "You: India · Won" on a kept match in a list; the outcome is a word, its colour only a help. */
export function YourSideLine({ side, className }: { readonly side: YourSide; readonly className?: string }) {
  return (
    <span className={className ? `your-side ${className}` : "your-side"} data-testid="your-side">
      You: <strong className="your-side__team">{side.teamName}</strong>
      {side.outcome ? (
        <>
          {" · "}
          <span className={`your-side__outcome your-side__outcome--${side.outcome.toLowerCase()}`}>
            {side.outcome}
          </span>
        </>
      ) : null}
    </span>
  );
}
