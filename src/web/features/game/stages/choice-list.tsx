/**
 * The strip of choices in the game bar, drawn from what it says rather than from a match: the
 * match on show passes its choices (see `choicesShown`), and the page's first paint, before the
 * engine and the catalogue have arrived, passes those kept with the saved match. This module
 * imports no data and none of the engine, so that first paint carries neither.
 */

/** A team as the strip shows it. */
export interface TeamShown {
  readonly name: string;
  /** Its flag image's address. */
  readonly flag: string | null;
}

/** The choices made so far, as the strip writes them. */
export interface ChoicesShown {
  /** "One Day · 50 overs". */
  readonly format: string;
  /** "Club opponent". */
  readonly level: string;
  readonly team: TeamShown | null;
  readonly opponent: TeamShown | null;
  /** "Wankhede Stadium, Mumbai, Maharashtra", or "In India" before the ground is picked. */
  readonly ground: string | null;
}

/** A flag beside a name that is always written: decorative. */
function FlagShown({ team }: { readonly team: TeamShown }) {
  if (team.flag === null) return null;
  return (
    <img className="choice-summary__flag" src={team.flag} alt="" width={32} height={24} decoding="async" />
  );
}

/** The strip: format and opponent level, the two teams and the ground. */
export function ChoiceList({ shown }: { readonly shown: ChoicesShown }) {
  const { team, opponent } = shown;
  return (
    <ul className="choice-summary" aria-label="Your choices">
      <li className="choice-summary__item">
        <span className="choice-summary__label">Format</span>
        {shown.format}
      </li>
      <li className="choice-summary__item" data-testid="summary-level">
        <span className="choice-summary__label">Level</span>
        {shown.level}
      </li>
      {team ? (
        <li className="choice-summary__item">
          <span className="choice-summary__label">Match</span>
          <FlagShown team={team} />
          {team.name}
          {opponent ? (
            <>
              <span className="choice-summary__versus">v</span>
              <FlagShown team={opponent} />
              {opponent.name}
            </>
          ) : null}
        </li>
      ) : null}
      {shown.ground !== null ? (
        <li className="choice-summary__item">
          <span className="choice-summary__label">Ground</span>
          {shown.ground}
        </li>
      ) : null}
    </ul>
  );
}
