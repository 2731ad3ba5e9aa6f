import { useId, useState, type FormEvent } from "react";
import {
  DEFAULT_LEVEL,
  OPPONENT_LEVELS,
  type CompetitionKind,
  type ComputerLevel,
  type Engine,
  type TeamId,
} from "../../../engine/index.ts";
import { TextField } from "@/components/text-field.tsx";
import type { StartChoice } from "./competition-runner.ts";

type KindName = CompetitionKind["type"];

const KIND_NAMES: Readonly<Record<KindName, string>> = {
  league: "League",
  series: "Series",
  worldCup: "World Cup",
};

/** The sides of a competition besides the member's: the top of the catalogue's ranking. */
export function topSides(engine: Engine, memberTeam: TeamId, count: number): TeamId[] {
  const ranked = [...engine.catalog.countries].sort((a, b) => a.currentRanking - b.currentRanking);
  return ranked
    .map((country) => country.id)
    .filter((id) => id !== memberTeam)
    .slice(0, count);
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly (readonly [value: string, label: string])[];
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const numbers = (from: number, to: number): [string, string][] =>
  Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), String(from + i)]);

/**
 * The hub's form to start a competition: its kind, format, level, the member's team and the
 * other sides (a league's and a World Cup's the top of the ranking; a series' opponent chosen),
 * with defaults that start at once: a league of four in Micro, one leg, the top two to a final.
 */
export function StartForm({
  engine,
  onStart,
}: {
  readonly engine: Engine;
  readonly onStart: (choice: StartChoice) => void;
}) {
  const countries = [...engine.catalog.countries].sort((a, b) => a.currentRanking - b.currentRanking);
  const teamOptions = countries.map((c): [string, string] => [String(c.id), c.name]);
  const [kind, setKind] = useState<KindName>("league");
  const [format, setFormat] = useState(engine.catalog.formats[0]?.key ?? "micro");
  const [level, setLevel] = useState<ComputerLevel>(DEFAULT_LEVEL);
  const [team, setTeam] = useState<TeamId>(countries[0]?.id ?? 1);
  const [size, setSize] = useState(4);
  const [legs, setLegs] = useState<1 | 2>(1);
  const [qualifiers, setQualifiers] = useState<2 | 4>(2);
  const [opponent, setOpponent] = useState<TeamId>(countries[1]?.id ?? 2);
  const [matches, setMatches] = useState<3 | 5>(3);
  const [draw, setDraw] = useState<"roundRobin" | "groups">("roundRobin");
  const [name, setName] = useState("");
  const nameOf = (id: TeamId) => countries.find((c) => c.id === id)?.name ?? `Team ${id}`;
  const formatLabel = engine.catalog.formats.find((f) => f.key === format)?.label ?? format;
  const through = size > 4 ? qualifiers : 2;
  const suggested =
    kind === "series"
      ? `${nameOf(team)} v ${nameOf(opponent)}`
      : kind === "worldCup"
        ? `${formatLabel} World Cup`
        : `${formatLabel} League`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const competitionKind: CompetitionKind =
      kind === "series"
        ? { type: "series", matches }
        : kind === "worldCup"
          ? { type: "worldCup", draw }
          : { type: "league", legs, qualifiers: through };
    const others =
      kind === "series" ? [opponent] : topSides(engine, team, kind === "worldCup" ? 9 : size - 1);
    onStart({
      name: name.trim() || suggested,
      kind: competitionKind,
      format,
      level,
      memberTeam: team,
      others,
    });
  };

  return (
    <form className="form competition-start" onSubmit={submit} aria-labelledby="competition-start-title">
      <h2 id="competition-start-title" className="card__title">
        Start a competition
      </h2>
      <div className="competition-start__fields">
        <Select
          label="Kind"
          value={kind}
          options={Object.entries(KIND_NAMES)}
          onChange={(v) => setKind(v as KindName)}
        />
        <Select
          label="Format"
          value={format}
          options={engine.catalog.formats.map((f): [string, string] => [f.key, f.label])}
          onChange={setFormat}
        />
        <Select
          label="Level"
          value={level}
          options={OPPONENT_LEVELS.map((l): [string, string] => [l.level, l.label])}
          onChange={(v) => setLevel(v as ComputerLevel)}
        />
        <Select
          label="Your team"
          value={String(team)}
          options={teamOptions}
          onChange={(v) => setTeam(Number(v))}
        />
        {kind === "league" ? (
          <>
            <Select
              label="Teams"
              value={String(size)}
              options={numbers(4, 10)}
              onChange={(v) => setSize(Number(v))}
            />
            <Select
              label="Each pair meets"
              value={String(legs)}
              options={[
                ["1", "Once"],
                ["2", "Twice, home and away"],
              ]}
              onChange={(v) => setLegs(v === "2" ? 2 : 1)}
            />
            <Select
              label="Through to the knockouts"
              value={String(through)}
              options={
                size > 4
                  ? [
                      ["2", "Top 2, to a final"],
                      ["4", "Top 4, to semi-finals"],
                    ]
                  : [["2", "Top 2, to a final"]]
              }
              onChange={(v) => setQualifiers(v === "4" ? 4 : 2)}
            />
          </>
        ) : null}
        {kind === "series" ? (
          <>
            <Select
              label="Opponent"
              value={String(opponent)}
              options={teamOptions.filter(([id]) => Number(id) !== team)}
              onChange={(v) => setOpponent(Number(v))}
            />
            <Select
              label="Matches"
              value={String(matches)}
              options={[
                ["3", "3"],
                ["5", "5"],
              ]}
              onChange={(v) => setMatches(v === "5" ? 5 : 3)}
            />
          </>
        ) : null}
        {kind === "worldCup" ? (
          <Select
            label="Draw"
            value={draw}
            options={[
              ["roundRobin", "One round robin, semi-finals 1 v 4 and 2 v 3"],
              ["groups", "Two groups of five, the top two of each through"],
            ]}
            onChange={(v) => setDraw(v === "groups" ? "groups" : "roundRobin")}
          />
        ) : null}
        <TextField
          id="competition-name"
          label="Name"
          value={name}
          placeholder={suggested}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <p className="competition-start__sides">
        {kind === "series"
          ? `${nameOf(team)} play ${nameOf(opponent)}, the first match at home.`
          : `With ${topSides(engine, team, kind === "worldCup" ? 9 : size - 1)
              .map(nameOf)
              .join(", ")} — the top of the ranking.`}
      </p>
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Start the competition
        </button>
      </div>
    </form>
  );
}
