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

/** The choices that depend on the kind: a league's size, legs and qualifiers; a series' opponent and length; a World Cup's draw. */
interface ShapeChoice {
  readonly size: number;
  readonly legs: 1 | 2;
  readonly qualifiers: 2 | 4;
  readonly opponent: TeamId;
  readonly matches: 3 | 5;
  readonly draw: "roundRobin" | "groups";
}

/** The fields of the kind chosen. */
function ShapeFields({
  kind,
  shape,
  change,
  opponents,
}: {
  readonly kind: KindName;
  readonly shape: ShapeChoice;
  readonly change: (patch: Partial<ShapeChoice>) => void;
  readonly opponents: readonly (readonly [string, string])[];
}) {
  const final: [string, string] = ["2", "Top 2, to a final"];
  if (kind === "league") {
    return (
      <>
        <Select
          label="Teams"
          value={String(shape.size)}
          options={numbers(4, 10)}
          onChange={(v) => change({ size: Number(v) })}
        />
        <Select
          label="Each pair meets"
          value={String(shape.legs)}
          options={[
            ["1", "Once"],
            ["2", "Twice, home and away"],
          ]}
          onChange={(v) => change({ legs: v === "2" ? 2 : 1 })}
        />
        <Select
          label="Through to the knockouts"
          value={String(shape.size > 4 ? shape.qualifiers : 2)}
          options={shape.size > 4 ? [final, ["4", "Top 4, to semi-finals"]] : [final]}
          onChange={(v) => change({ qualifiers: v === "4" ? 4 : 2 })}
        />
      </>
    );
  }
  if (kind === "series") {
    return (
      <>
        <Select
          label="Opponent"
          value={String(shape.opponent)}
          options={opponents}
          onChange={(v) => change({ opponent: Number(v) })}
        />
        <Select
          label="Matches"
          value={String(shape.matches)}
          options={[
            ["3", "3"],
            ["5", "5"],
          ]}
          onChange={(v) => change({ matches: v === "5" ? 5 : 3 })}
        />
      </>
    );
  }
  return (
    <Select
      label="Draw"
      value={shape.draw}
      options={[
        ["roundRobin", "One round robin, semi-finals 1 v 4 and 2 v 3"],
        ["groups", "Two groups of five, the top two of each through"],
      ]}
      onChange={(v) => change({ draw: v === "groups" ? "groups" : "roundRobin" })}
    />
  );
}

/** The competition's kind from the form's choices. */
function kindOf(kind: KindName, shape: ShapeChoice): CompetitionKind {
  if (kind === "series") return { type: "series", matches: shape.matches };
  if (kind === "worldCup") return { type: "worldCup", draw: shape.draw };
  return { type: "league", legs: shape.legs, qualifiers: shape.size > 4 ? shape.qualifiers : 2 };
}

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
  const [shape, setShape] = useState<ShapeChoice>({
    size: 4,
    legs: 1,
    qualifiers: 2,
    opponent: countries[1]?.id ?? 2,
    matches: 3,
    draw: "roundRobin",
  });
  const [name, setName] = useState("");
  const nameOf = (id: TeamId) => countries.find((c) => c.id === id)?.name ?? `Team ${id}`;
  const formatLabel = engine.catalog.formats.find((f) => f.key === format)?.label ?? format;
  const opponents = teamOptions.filter(([id]) => Number(id) !== team);
  // The opponent shown: the one chosen, or the first listed when the member took that side.
  const opponent = shape.opponent === team ? Number(opponents[0]?.[0]) : shape.opponent;
  const others =
    kind === "series" ? [opponent] : topSides(engine, team, kind === "worldCup" ? 9 : shape.size - 1);
  const suggested =
    kind === "series"
      ? `${nameOf(team)} v ${nameOf(opponent)}`
      : `${formatLabel} ${kind === "worldCup" ? "World Cup" : "League"}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = { kind: kindOf(kind, shape), format, level, memberTeam: team, others };
    onStart({ name: name.trim() || suggested, ...choice });
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
        <ShapeFields
          kind={kind}
          shape={{ ...shape, opponent }}
          change={(patch) => setShape((now) => ({ ...now, ...patch }))}
          opponents={opponents}
        />
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
          : `With ${others.map(nameOf).join(", ")} — the top of the ranking.`}
      </p>
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Start the competition
        </button>
      </div>
    </form>
  );
}
