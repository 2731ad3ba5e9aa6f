import { OPPONENT_LEVELS, type ComputerLevel, type OpponentLevel } from "../../../../engine/index.ts";
import { useGameServices } from "@/features/game/state/game-context.ts";
import "./level-picker.css";

/**
 * How the computer plays, chosen before the format: a radio group of the engine's levels with
 * their one-line descriptions. A choice is remembered for the next match, and the match on
 * screen is played again from its seed at the new level (the store refuses after the toss).
 */
export function LevelPicker({ level }: { readonly level: OpponentLevel }) {
  const { store, settings } = useGameServices();
  const choose = (chosen: ComputerLevel) => {
    if (store.setLevel(chosen)) settings.update({ level: chosen });
  };
  return (
    <fieldset className="level-picker" data-testid="level-picker">
      <legend className="level-picker__legend">Opponent level</legend>
      <div className="level-picker__options">
        {OPPONENT_LEVELS.map((option) => {
          const id = `level-${option.level}`;
          // The description stays outside the label so it describes the radio, not names it;
          // the label still covers the whole card, so the card is one click target.
          return (
            <div key={option.level} className="level-option">
              <input
                id={id}
                type="radio"
                className="level-option__input"
                name="opponent-level"
                value={option.level}
                checked={level === option.level}
                aria-describedby={`${id}-description`}
                onChange={() => choose(option.level)}
              />
              <label htmlFor={id} className="level-option__label">
                {option.label}
              </label>
              <span id={`${id}-description`} className="level-option__description">
                {option.description}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
