import { useId } from "react";
import { useGameServices, useGameSettings } from "@/features/game/state/game-context.ts";
import "./win-chance.css";

/** The coach's switch in the settings panel: off at first, remembered with the settings. */
export function CoachToggle() {
  const { settings } = useGameServices();
  const { coach } = useGameSettings();
  const id = useId();
  return (
    <div className="game-settings__field coach-toggle">
      <input
        id={id}
        type="checkbox"
        className="coach-toggle__input"
        checked={coach}
        onChange={(e) => settings.update({ coach: e.target.checked })}
        aria-describedby={`${id}-hint`}
      />
      <span>
        <label htmlFor={id} className="game-settings__label">
          Coach
        </label>
        <span id={`${id}-hint`} className="coach-toggle__hint">
          Each style button shows your win chance after the ball, and a line under them says how to play it.
          The chance assumes both sides play well from here.
        </span>
      </span>
    </div>
  );
}
