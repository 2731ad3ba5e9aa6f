import { useEffect } from "react";
import type { CoachAdvice, PlayStyle, StyleOption } from "../../../../engine/index.ts";
import { percent } from "@/features/game/win-chance/use-win-chance.ts";
import "./play.css";
import "@/features/game/win-chance/win-chance.css";

/** Whether a key press belongs to a form field rather than to the game. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName);
}

/** The number keys that play the styles, in button order. */
const STYLE_KEYS = ["1", "2", "3"] as const;

/**
 * The three style buttons of the user's side (the engine's options, with the spec's exact
 * words), and keys 1, 2 and 3 for the same, unless focus is in a form field. With the coach
 * on (`coach` given), each button also says what it does to the chance of winning; null keeps
 * that line's room while the answer is on its way.
 */
export function StyleButtons({
  options,
  disabled,
  onPlay,
  coach,
}: {
  readonly options: readonly StyleOption[];
  readonly disabled: boolean;
  readonly onPlay: (style: PlayStyle) => void;
  readonly coach?: readonly CoachAdvice[] | null;
}) {
  useEffect(() => {
    if (disabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const option = options[STYLE_KEYS.indexOf(event.key as (typeof STYLE_KEYS)[number])];
      if (!option) return;
      event.preventDefault();
      onPlay(option.style);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [disabled, options, onPlay]);

  return (
    <div className="style-buttons" role="group" aria-label="Playing style for the next ball">
      {options.map((option, i) => (
        <button
          key={option.style}
          type="button"
          className={`style-button style-button--${option.level}`}
          disabled={disabled}
          aria-keyshortcuts={STYLE_KEYS[i]}
          onClick={() => onPlay(option.style)}
        >
          <span className="style-button__key" aria-hidden="true">
            {STYLE_KEYS[i]}
          </span>
          <span className="style-button__label">{option.label}</span>
          {coach !== undefined ? <CoachFigure advice={coach?.find((a) => a.style === option.style)} /> : null}
        </button>
      ))}
    </div>
  );
}

/** The coach's line on a style button: the chance of winning after this ball if played. */
function CoachFigure({ advice }: { readonly advice: CoachAdvice | undefined }) {
  if (!advice) {
    return (
      <span className="style-button__coach style-button__coach--pending" aria-hidden="true">
        → 00%
      </span>
    );
  }
  return (
    <span className="style-button__coach" data-testid="coach-figure">
      <span aria-hidden="true">→ </span>
      <span className="visually-hidden">, win chance after this ball </span>
      {percent(advice.winChance)}
    </span>
  );
}
