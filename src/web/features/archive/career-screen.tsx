import { type ReactNode, useMemo, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { formats } from "../../../data/formats.ts";
import { wicketsForRuns } from "../../../engine/index.ts";
import { Options } from "@/features/game/index.ts";
import { FriendRatingLine, LatestRatedMatches, RankedRatingLine } from "@/features/ladder/index.ts";
import { ArchiveHeader } from "./archive-frame.tsx";
import {
  careerOf,
  type MatchFigures,
  type MatchRef,
  type RateRow,
  recordOf,
  type WinLossRecord,
} from "./career-figures.ts";
import { currentCareerRun, startCareerEarly } from "./career-run.ts";
import { ScrollRegion } from "./scroll-region.tsx";
import { matchRoute, PLAY_STATE, ROUTES } from "@/routes.ts";
import { ArchivePanel, SessionEnded } from "./archive-panel.tsx";
import "./archive.css";
import { ColumnHeads } from "@/components/column-heads.tsx";

// The replays start as soon as this page's code has loaded, before React draws it: on a busy
// machine the first paint alone can take a few hundred milliseconds.
if (typeof window !== "undefined") startCareerEarly();

/** Players shown before "Show all". */
const PLAYERS_SHOWN = 25;

function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

function oneDecimal(value: number | null): string {
  return value === null ? "–" : value.toFixed(2);
}

function MatchLink({ match, children }: { readonly match: MatchRef; readonly children: string }) {
  return (
    <Link to={matchRoute(match.id)} title={match.label}>
      {children}
    </Link>
  );
}

/**
 * `/stats` (members): career figures from every kept match, per format and overall. The
 * matches come as replays, a page at a time, and are replayed into figures in a worker while
 * the next page downloads; the adding up is {@link careerOf}. `after` comes below the figures,
 * in the same main region (the page adds the record book there).
 */
export function CareerScreen({ after }: { readonly after?: ReactNode } = {}) {
  const [run] = useState(currentCareerRun);
  const load = useSyncExternalStore(run.subscribe, run.getSnapshot);
  const [format, setFormat] = useState<string>("");
  const [allPlayers, setAllPlayers] = useState(false);

  const figures = useMemo((): readonly MatchFigures[] => (load.kind === "ready" ? load.figures : []), [load]);
  const shown = useMemo(
    () => (format ? figures.filter((f) => f.format === format) : figures),
    [figures, format],
  );
  const career = useMemo(() => careerOf(shown), [shown]);
  const perFormat = useMemo(
    () =>
      formats
        .map((f) => ({
          key: f.key,
          label: f.label,
          record: recordOf(figures.filter((m) => m.format === f.key)),
        }))
        .filter((row) => row.record.played > 0),
    [figures],
  );
  const overall = useMemo(() => recordOf(figures), [figures]);

  if (load.kind === "signed-out") return <SessionEnded />;
  const players = allPlayers ? career.players : career.players.slice(0, PLAYERS_SHOWN);

  return (
    <>
      <ArchiveHeader />
      <main className="page page--stack archive stats" data-ready={load.kind === "ready"} data-testid="stats">
        <ArchivePanel
          titleId="stats-title"
          title="Career figures"
          busy={load.kind === "loading"}
          other={{ to: ROUTES.matches, label: "Your matches" }}
        >
          <RankedRatingLine />
          <FriendRatingLine />
          <LatestRatedMatches />
          {load.kind === "loading" ? (
            <p className="archive__empty" role="status">
              Replaying your matches… {load.read > 0 ? `${load.read} read` : ""}
            </p>
          ) : null}
          {load.kind === "offline" ? (
            <p className="archive__empty" role="alert">
              You are offline: your figures will show when the connection is back.
            </p>
          ) : null}
          {load.kind === "failed" || load.kind === "missing" ? (
            <p className="archive__empty" role="alert">
              {load.kind === "failed" ? load.message : "Your matches could not be loaded."}
            </p>
          ) : null}
          {load.kind === "ready" && figures.length === 0 ? (
            <p className="archive__empty">
              No matches yet —{" "}
              <Link to={ROUTES.game} state={PLAY_STATE}>
                play your first one!
              </Link>
            </p>
          ) : null}
          {load.kind === "ready" && load.skipped > 0 ? (
            <p className="archive__empty">
              {load.skipped} kept match{load.skipped === 1 ? "" : "es"} no longer replay and are left out.
            </p>
          ) : null}
          {figures.length > 0 ? (
            <table className="stats-table" data-testid="results-table">
              <caption>Results</caption>
              <ColumnHeads names={["Format", "Played", "Won", "Lost", "Tied"]} />
              <tbody>
                {perFormat.map((row) => (
                  <RecordRow key={row.key} label={row.label} record={row.record} />
                ))}
                <RecordRow label="All formats" record={overall} strong />
              </tbody>
            </table>
          ) : null}
        </ArchivePanel>

        {figures.length > 0 ? (
          <>
            <form className="archive__filters" aria-label="Figures for" onSubmit={(e) => e.preventDefault()}>
              <label className="archive__filter">
                <span>Figures for</span>
                <select value={format} onChange={(e) => setFormat(e.target.value)} data-testid="stats-format">
                  <option value="">All formats</option>
                  <Options items={perFormat} value={(f) => f.key} label={(f) => f.label} />
                </select>
              </label>
            </form>
            <div className="stats__grid">
              <section className="card stats__card" aria-labelledby="stats-totals">
                <h2 id="stats-totals" className="card__title">
                  Team totals
                </h2>
                <dl className="stats__totals">
                  <div>
                    <dt>Highest total</dt>
                    <dd data-testid="highest-total">
                      {career.highestTotal ? (
                        <MatchLink match={career.highestTotal.match}>
                          {`${career.highestTotal.runs}/${career.highestTotal.wickets}`}
                        </MatchLink>
                      ) : (
                        "–"
                      )}
                      {career.highestTotal ? <small> {career.highestTotal.match.label}</small> : null}
                    </dd>
                  </div>
                  <div>
                    <dt>Lowest all out</dt>
                    <dd data-testid="lowest-all-out">
                      {career.lowestAllOut ? (
                        <MatchLink match={career.lowestAllOut.match}>
                          {String(career.lowestAllOut.runs)}
                        </MatchLink>
                      ) : (
                        "never all out"
                      )}
                      {career.lowestAllOut ? <small> {career.lowestAllOut.match.label}</small> : null}
                    </dd>
                  </div>
                </dl>
              </section>
              <RateTable id="stats-levels" title="Win rate by level" rows={career.byLevel} />
              <RateTable id="stats-teams" title="Win rate by team" rows={career.byTeam} />
            </div>
            <section className="card stats__card" aria-labelledby="stats-players">
              <h2 id="stats-players" className="card__title">
                Players
              </h2>
              <ScrollRegion label="Players table">
                <table className="stats-table stats-table--players" data-testid="players-table">
                  <ColumnHeads
                    names={["Player", "M", "Runs", "Avg", "SR", "Best", "Wkts", "Econ", "Best bowling"]}
                  />
                  <tbody>
                    {players.map((p) => (
                      <tr key={p.key}>
                        <th scope="row">
                          {p.name} <small>{p.teamName}</small>
                        </th>
                        <td>{p.matches}</td>
                        <td>{p.runs}</td>
                        <td>{oneDecimal(p.average)}</td>
                        <td>{oneDecimal(p.strikeRate)}</td>
                        <td>
                          {p.best ? (
                            <MatchLink match={p.best.match}>{`${p.best.runs} (${p.best.balls})`}</MatchLink>
                          ) : (
                            "–"
                          )}
                        </td>
                        <td>{p.wickets}</td>
                        <td>{oneDecimal(p.economy)}</td>
                        <td>
                          {p.bestBowling ? (
                            <MatchLink match={p.bestBowling.match}>
                              {wicketsForRuns(p.bestBowling.wickets, p.bestBowling.runs)}
                            </MatchLink>
                          ) : (
                            "–"
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
              {career.players.length > PLAYERS_SHOWN ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setAllPlayers((v) => !v)}
                >
                  {allPlayers ? "Show the top 25" : `Show all ${career.players.length} players`}
                </button>
              ) : null}
            </section>
          </>
        ) : null}
        {after}
      </main>
    </>
  );
}

function RecordRow({
  label,
  record,
  strong = false,
}: {
  readonly label: string;
  readonly record: WinLossRecord;
  readonly strong?: boolean;
}) {
  return (
    <tr className={strong ? "stats-table__total" : undefined}>
      <th scope="row">{label}</th>
      <td>{record.played}</td>
      <td>{record.won}</td>
      <td>{record.lost}</td>
      <td>{record.tied}</td>
    </tr>
  );
}

function RateTable({
  id,
  title,
  rows,
}: {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly RateRow[];
}) {
  return (
    <section className="card stats__card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <table className="stats-table" data-testid={id}>
        <ColumnHeads names={[title.endsWith("level") ? "Level" : "Team", "Played", "Won", "Win rate"]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{percent(row.winRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
