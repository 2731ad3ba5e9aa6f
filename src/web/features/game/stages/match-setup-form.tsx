import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { useEngine } from "@/features/game/state/game-context.ts";
import { GroundCard } from "./ground-card.tsx";
import { Options } from "./options.tsx";
import "./match-setup-form.css";

/** A match's setup as a form gives it: the format, the two sides, the ground. */
export interface MatchSetup {
  readonly format: string;
  readonly teamId: number;
  readonly opponentId: number;
  readonly stadiumId: string;
}

/**
 * The setup of a match the server holds (a ranked match, a live one): the format, the member's
 * team, the other side's and a ground in either country, in one form, with the fixture shown as
 * it is chosen: both sides' flags and the ground's card. Only countries with a full squad are
 * offered; the two sides always differ.
 */
export function MatchSetupForm({
  busy,
  submitLabel,
  busyLabel,
  opponentLabel = "Opponent",
  opponentWho = "Opponent",
  onSubmit,
}: {
  readonly busy: boolean;
  readonly submitLabel: ReactNode;
  readonly busyLabel: ReactNode;
  /** The other side's field ("Opponent", "Your friend's team"). */
  readonly opponentLabel?: string;
  /** Who plays the other side, under its flag ("The computer", "Your friend"). */
  readonly opponentWho?: string;
  readonly onSubmit: (setup: MatchSetup) => void;
}) {
  const { catalog } = useEngine();
  const playable = useMemo(
    () =>
      catalog.countries.filter((c) =>
        catalog.squads.some((s) => s.countryId === c.id && s.players.length >= 11),
      ),
    [catalog],
  );
  const [format, setFormat] = useState(
    catalog.formats.find((f) => f.key === "t20")?.key ?? catalog.formats[0]?.key ?? "",
  );
  const [teamId, setTeamId] = useState(playable[0]?.id ?? 0);
  const [opponentId, setOpponentId] = useState(playable[1]?.id ?? 0);
  const grounds = useMemo(
    () => catalog.stadiums.filter((s) => s.countryId === teamId || s.countryId === opponentId),
    [catalog, teamId, opponentId],
  );
  const [stadiumId, setStadiumId] = useState<string | null>(null);
  const ground = grounds.find((g) => g.id === stadiumId) ?? grounds[0];
  const name = (id: number | null) => catalog.countries.find((c) => c.id === id)?.name ?? "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || ground === undefined) return;
    onSubmit({ format, teamId, opponentId, stadiumId: ground.id });
  };

  return (
    <form className="setup-form" onSubmit={submit}>
      <label className="setup-form__field">
        <span>Format</span>
        <select value={format} onChange={(event) => setFormat(event.target.value)}>
          <Options
            items={catalog.formats}
            value={(f) => f.key}
            label={(f) => (
              <>
                {f.label} ({f.overs} {f.overs === 1 ? "over" : "overs"})
              </>
            )}
          />
        </select>
      </label>
      <label className="setup-form__field">
        <span>Your team</span>
        <select
          value={teamId}
          onChange={(event) => {
            const id = Number(event.target.value);
            setTeamId(id);
            if (id === opponentId) setOpponentId(playable.find((c) => c.id !== id)?.id ?? 0);
          }}
        >
          <Options items={playable} value={(c) => c.id} label={(c) => c.name} />
        </select>
      </label>
      <label className="setup-form__field">
        <span>{opponentLabel}</span>
        <select value={opponentId} onChange={(event) => setOpponentId(Number(event.target.value))}>
          <Options
            items={playable.filter((c) => c.id !== teamId)}
            value={(c) => c.id}
            label={(c) => c.name}
          />
        </select>
      </label>
      <label className="setup-form__field setup-form__field--wide">
        <span>Ground</span>
        <select value={ground?.id ?? ""} onChange={(event) => setStadiumId(event.target.value)}>
          <Options
            items={grounds}
            value={(g) => g.id}
            label={(g) => (
              <>
                {g.name}, {name(g.countryId)}
              </>
            )}
          />
        </select>
      </label>
      <div className="setup-form__field--wide">
        <GroundCard
          home={catalog.countries.find((c) => c.id === teamId)}
          away={catalog.countries.find((c) => c.id === opponentId)}
          ground={ground}
          awayLabel={opponentWho}
        />
      </div>
      <button type="submit" className="button button--primary setup-form__start" disabled={busy || !ground}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
