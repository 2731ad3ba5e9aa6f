import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useGameServices, useGameSettings } from "@/features/game/state/game-context.ts";
import { PAUSE_CHOICES, RATE_RANGE, type PauseMs } from "@/features/game/state/settings-store.ts";
import { isEnglishVoice } from "./voice-order.ts";
import { CoachToggle } from "@/features/game/win-chance/coach-toggle.tsx";
import { Options } from "@/features/game/stages/options.tsx";
import "./speech-controls.css";

function SpeakerIcon({ muted }: { readonly muted: boolean }) {
  return (
    <svg
      className="mute-toggle__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/**
 * Sound and pace: a mute toggle (remembered), and in a settings panel the voice (English
 * voices first; they arrive after the page loads), the speech rate, the announcement pause and
 * the coach (not offered in a rated match: `rated`).
 */
export function SpeechControls({ rated = false }: { readonly rated?: boolean } = {}) {
  const { speaker, settings } = useGameServices();
  const current = useGameSettings();
  const rateId = useId();
  const voices = useSyncExternalStore(speaker.subscribeVoices, speaker.getVoices);
  const english = voices.filter(isEnglishVoice);
  const others = voices.filter((v) => !isEnglishVoice(v));

  // The panel floats over the game, so Escape or a click elsewhere closes it.
  const panel = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const details = panel.current;
      if (!details) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  // Muting silences the voice at once: the game's services stop the speaker on the change.
  const toggleMute = () => settings.update({ muted: !current.muted });

  return (
    <div className="game-settings">
      {speaker.available ? (
        <button
          type="button"
          className="mute-toggle"
          aria-pressed={current.muted}
          onClick={toggleMute}
          data-testid="mute-toggle"
        >
          <SpeakerIcon muted={current.muted} />
          <span className="mute-toggle__text">{current.muted ? "Muted" : "Sound on"}</span>
          <span className="visually-hidden"> (mute commentary)</span>
        </button>
      ) : null}
      <details className="game-settings__panel" ref={panel} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="game-settings__summary">Settings</summary>
        <div className="game-settings__body">
          {speaker.available ? (
            <>
              <label className="game-settings__field">
                <span className="game-settings__label">Voice</span>
                <select
                  className="game-settings__input"
                  value={current.voiceURI ?? ""}
                  onChange={(e) =>
                    settings.update({ voiceURI: e.target.value === "" ? null : e.target.value })
                  }
                >
                  <option value="">Default English voice</option>
                  {(
                    [
                      ["English", english],
                      ["Other languages", others],
                    ] as const
                  ).map(([group, voices]) =>
                    voices.length > 0 ? (
                      <optgroup key={group} label={group}>
                        <Options
                          items={voices}
                          value={(v) => v.voiceURI}
                          label={(v) => `${v.name} (${v.lang})`}
                        />
                      </optgroup>
                    ) : null,
                  )}
                </select>
              </label>
              <div className="game-settings__field">
                {/* The <output> stays outside the label, which would otherwise label it too. */}
                <span className="game-settings__label">
                  <label htmlFor={rateId}>Speech rate</label>
                  <output className="game-settings__value" htmlFor={rateId}>
                    {current.rate.toFixed(1)}×
                  </output>
                </span>
                <input
                  id={rateId}
                  className="game-settings__range"
                  type="range"
                  min={RATE_RANGE.min}
                  max={RATE_RANGE.max}
                  step={RATE_RANGE.step}
                  value={current.rate}
                  onChange={(e) => settings.update({ rate: Number(e.target.value) })}
                />
              </div>
            </>
          ) : (
            <p className="game-settings__note">Spoken commentary is not available in this browser.</p>
          )}
          <label className="game-settings__field">
            <span className="game-settings__label">Announcement pause</span>
            <select
              className="game-settings__input"
              value={current.pauseMs}
              data-testid="pause-select"
              onChange={(e) => {
                const chosen = PAUSE_CHOICES.find((p) => p === Number(e.target.value));
                if (chosen !== undefined) settings.update({ pauseMs: chosen as PauseMs });
              }}
            >
              <Options
                items={PAUSE_CHOICES}
                value={(ms) => ms}
                label={(ms) => (
                  <>
                    {ms / 1000} s{ms === 3000 ? " (standard)" : ""}
                  </>
                )}
              />
            </select>
          </label>
          {rated ? (
            <p className="game-settings__field coach-toggle__hint" data-testid="coach-off">
              No coach in a rated match: the win chance on the scoreboard stays.
            </p>
          ) : (
            <CoachToggle />
          )}
        </div>
      </details>
    </div>
  );
}
