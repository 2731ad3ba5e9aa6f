import {
  GROUP_NAMES,
  netRunRateText,
  resultText,
  teamName,
  type Bracket,
  type CompetitionView,
  type Engine,
  type FixtureView,
  type TableRow,
} from "../../../engine/index.ts";

/** One group's points table, a real table with its caption and column headers. */
export function PointsTable({
  engine,
  rows,
  caption,
  memberTeam,
  through,
}: {
  readonly engine: Engine;
  readonly rows: readonly TableRow[];
  readonly caption: string;
  readonly memberTeam: number;
  /** How many from the top go through, marked in the table. */
  readonly through: number;
}) {
  const heads: readonly (readonly [string, string])[] = [
    ["Pld", "Played"],
    ["W", "Won"],
    ["L", "Lost"],
    ["T", "Tied"],
    ["NR", "No result"],
    ["Pts", "Points"],
    ["NRR", "Net run rate"],
  ];
  return (
    <div className="competition-table__frame">
      <table className="competition-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title="Position">#</abbr>
            </th>
            <th scope="col">Team</th>
            {heads.map(([short, long]) => (
              <th scope="col" key={short}>
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.teamId}
              className={[
                row.teamId === memberTeam ? "competition-table__row--yours" : "",
                row.position <= through ? "competition-table__row--through" : "",
              ].join(" ")}
            >
              <td>{row.position}</td>
              <th scope="row">
                {teamName(engine, row.teamId)}
                {row.teamId === memberTeam ? <span className="visually-hidden"> (your team)</span> : null}
              </th>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.lost}</td>
              <td>{row.tied}</td>
              <td>{row.noResult}</td>
              <td>{row.points}</td>
              <td>{netRunRateText(row.netRunRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The group tables of a tournament, each with its caption. */
export function Tables({ engine, view }: { readonly engine: Engine; readonly view: CompetitionView }) {
  const { tables, shape, definition } = view;
  if (tables === null || shape.kind !== "tournament") return null;
  const through = shape.knockout === "semisTopFour" ? 4 : 2;
  return (
    <Section id="competition-table-title" title="Points table">
      {tables.map((rows, i) => (
        <PointsTable
          key={i}
          engine={engine}
          rows={rows}
          caption={
            tables.length > 1
              ? `Group ${GROUP_NAMES[i] ?? i + 1}: the top ${through} go through`
              : `${definition.name}: the top ${through} go through`
          }
          memberTeam={definition.memberTeam}
          through={through}
        />
      ))}
      <p className="competition-section__note">
        2 points a win, 1 a tie or no result; level on points, by wins, then net run rate, then head to head.
      </p>
    </Section>
  );
}

/** One of a competition's cards: a section named by its heading. */
export function Section({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: React.ReactNode;
  readonly children: React.ReactNode;
}) {
  return (
    <section className="card competition-section" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The knockouts: each match with where its sides come from, the sides once known, the winner. */
export function BracketView({ engine, bracket }: { readonly engine: Engine; readonly bracket: Bracket }) {
  const side = (team: number | undefined, from: string) =>
    team === undefined ? from : `${teamName(engine, team)} (${from})`;
  return (
    <Section id="competition-bracket-title" title="Knockouts">
      <ol className="competition-bracket">
        {bracket.ties.map((tie) => (
          <li key={tie.id} className="competition-bracket__tie" data-testid={`tie-${tie.id}`}>
            <h3 className="competition-bracket__label">{tie.label}</h3>
            <p>
              {side(tie.sides?.[0], tie.from[0])} v {side(tie.sides?.[1], tie.from[1])}
            </p>
            {tie.winner !== null ? (
              <p className="competition-bracket__winner">
                {teamName(engine, tie.winner)} {tie.superOver ? "won the super over" : "won"}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function fixtureSides(engine: Engine, fixture: FixtureView): string {
  if (fixture.home === null || fixture.away === null) return `${fixture.from?.[0]} v ${fixture.from?.[1]}`;
  return `${teamName(engine, fixture.home)} v ${teamName(engine, fixture.away)}`;
}

/** Every fixture in playing order, with its ground and result. */
export function FixtureList({ engine, view }: { readonly engine: Engine; readonly view: CompetitionView }) {
  const ground = (id: string | null) => engine.catalog.stadiums.find((s) => s.id === id)?.name ?? null;
  return (
    <Section id="competition-fixtures-title" title="Fixtures">
      <ol className="competition-fixtures">
        {view.fixtures.map((fixture) => (
          <li
            key={fixture.id}
            className={
              fixture.members ? "competition-fixture competition-fixture--yours" : "competition-fixture"
            }
            data-testid={`fixture-${fixture.id}`}
          >
            <span className="competition-fixture__label">{fixture.label}</span>
            <span className="competition-fixture__sides">
              {fixtureSides(engine, fixture)}
              {fixture.members ? <span className="competition-fixture__tag"> · yours</span> : null}
            </span>
            {ground(fixture.stadiumId) ? (
              <span className="competition-fixture__ground">{ground(fixture.stadiumId)}</span>
            ) : null}
            <span className="competition-fixture__result">
              {fixture.played ? resultText(engine, fixture.played) : "To play"}
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
