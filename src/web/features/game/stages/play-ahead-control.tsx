import { type ReactNode, useEffect, useId, useState } from "react";
import {
  APPROACH_LABELS,
  APPROACH_MIX,
  APPROACHES,
  type Approach,
  type MixedApproach,
  PLAY_AHEAD_UNTIL,
  type PlayAheadPlan,
  type PlayAheadStops,
  type PlayAheadUntil,
  SWING,
} from "../../../../engine/index.ts";
import { Options } from "./options.tsx";
import "./play-ahead.css";

/** How a stretch is played: at once, or watched a ball at a time with its highlights said. */
const PACES: readonly { readonly ms: number; readonly label: string }[] = [
  { ms: 0, label: "At once" },
  { ms: 1000, label: "Watch, a ball a second" },
  { ms: 400, label: "Watch, quickly" },
];

/** One of the user's bowlers, as the rotation lists him. */
export interface RotationBowler {
  readonly playerId: number;
  readonly name: string;
  readonly bowlerType: "pace" | "spin";
  readonly partTimer: boolean;
}

/** Where the control starts open (the play screen's phone layout is narrower). */
const WIDE = "(min-width: 760px)";

/** "Attack: 60% aggressive, 30% normal, 10% defensive". */
function mixText(approach: MixedApproach): string {
  const [aggressive, normal, defensive] = APPROACH_MIX[approach];
  return `${APPROACH_LABELS[approach]}: ${aggressive}% aggressive, ${normal}% normal, ${defensive}% defensive`;
}

/** The approaches of a rated match: the mixes, without the coach. */
const MIXED = APPROACHES.filter((approach) => approach !== "coach");

/** What following the coach means, under its choice. */
const COACH_TEXT = "Each ball the style the coach shows with the best chance of winning";

/**
 * An approach's mix as a bar of the style buttons' colours, aggressive to defensive, its
 * numbers under it; the whole sentence for a screen reader (the select's description). The
 * coach's approach is a sentence instead.
 */
function MixBar({ approach, id }: { readonly approach: Approach; readonly id: string }) {
  if (approach === "coach") {
    return (
      <span className="play-ahead__mix play-ahead__coach" id={id}>
        {COACH_TEXT}
      </span>
    );
  }
  const [aggressive, normal, defensive] = APPROACH_MIX[approach];
  return (
    <span className="play-ahead__mix" id={id}>
      <span className="visually-hidden">{mixText(approach)}</span>
      <span className="play-ahead__bar" aria-hidden="true">
        <span className="play-ahead__part play-ahead__part--aggressive" style={{ flexGrow: aggressive }} />
        <span className="play-ahead__part play-ahead__part--normal" style={{ flexGrow: normal }} />
        <span className="play-ahead__part play-ahead__part--defensive" style={{ flexGrow: defensive }} />
      </span>
      <span className="play-ahead__numbers" aria-hidden="true">
        {aggressive} · {normal} · {defensive}%
      </span>
    </span>
  );
}

/**
 * Play ahead with a plan: how far (to the end of the over, the next wicket, the end of the
 * innings or of the match), how the user's side bats and bowls meanwhile (each approach a mix
 * of the three styles, said in full), and the button; while a stretch runs, a Stop button (and
 * Esc) ends it at once. The last stretch's summary stays under the form until the next ball.
 */
export function PlayAheadControl({
  disabled,
  running,
  summary,
  bowlers,
  rated = false,
  onPlay,
  onStop,
}: {
  readonly disabled: boolean;
  /**
   * A rated match, played ahead by the server (a ranked match): no coach's advice to follow, and
   * the stretch comes back at once, so there is no pace to choose.
   */
  readonly rated?: boolean;
  /** The user's side's bowlers, in squad order, for a rotation of the user's own. */
  readonly bowlers: readonly RotationBowler[];
  readonly running: boolean;
  readonly summary: string | null;
  readonly onPlay: (
    plan: PlayAheadPlan,
    until: PlayAheadUntil,
    stops: PlayAheadStops,
    paceMs: number,
  ) => void;
  readonly onStop: () => void;
}) {
  const id = useId();
  const [until, setUntil] = useState<PlayAheadUntil>("over");
  const [batting, setBatting] = useState<Approach>("balanced");
  const [bowling, setBowling] = useState<Approach>("balanced");
  const [milestone, setMilestone] = useState(false);
  const [lastOver, setLastOver] = useState(false);
  const [swing, setSwing] = useState(false);
  const [paceMs, setPaceMs] = useState(0);
  const [ownRotation, setOwnRotation] = useState(false);
  // The rotation starts as every bowler who is not a part-timer, in squad order.
  const [rotation, setRotation] = useState<readonly number[] | null>(null);
  const ticked = rotation ?? bowlers.filter((b) => !b.partTimer).map((b) => b.playerId);
  const toggle = (playerId: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(playerId);
    else next.delete(playerId);
    // In squad order: the order the rotation hands the ball on in.
    setRotation(bowlers.map((b) => b.playerId).filter((id) => next.has(id)));
  };
  const noRotation = ownRotation && ticked.length === 0;
  // Open on a wide screen; on a phone a closed line, so the buttons and the latest ball stay in view.
  const [open, setOpen] = useState(() => window.matchMedia?.(WIDE).matches ?? true);

  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onStop();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [running, onStop]);

  const approachField = (
    label: string,
    value: Approach,
    onChange: (approach: Approach) => void,
    name: string,
  ) => (
    <div className="play-ahead__field">
      <label className="play-ahead__label" htmlFor={`${id}-${name}-select`}>
        {label}
      </label>
      <select
        id={`${id}-${name}-select`}
        name={name}
        value={value}
        disabled={running}
        aria-describedby={`${id}-${name}`}
        onChange={(event) => onChange(event.target.value as Approach)}
      >
        <Options
          items={rated ? MIXED : APPROACHES}
          value={(approach) => approach}
          label={(approach) => APPROACH_LABELS[approach]}
        />
      </select>
      <MixBar approach={value} id={`${id}-${name}`} />
    </div>
  );

  return (
    <>
      <details
        className="play-ahead"
        open={open}
        onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
      >
        <summary className="play-ahead__title" id={`${id}-title`}>
          Play ahead
        </summary>
        <form
          className="play-ahead__form"
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => {
            event.preventDefault();
            if (disabled || running || noRotation) return;
            const plan = ownRotation ? { batting, bowling, rotation: ticked } : { batting, bowling };
            onPlay(plan, until, { milestone, lastOver, swing }, paceMs);
          }}
        >
          <div className="play-ahead__fields">
            <label className="play-ahead__field">
              <span className="play-ahead__label">How far</span>
              <select
                name="until"
                value={until}
                disabled={running}
                onChange={(event) => setUntil(event.target.value as PlayAheadUntil)}
              >
                <Options
                  items={PLAY_AHEAD_UNTIL}
                  value={(option) => option.until}
                  label={(option) => option.label}
                />
              </select>
            </label>
            {approachField("Batting", batting, setBatting, "batting")}
            {approachField("Bowling", bowling, setBowling, "bowling")}
          </div>
          {rated ? null : (
            <label className="play-ahead__pace">
              Pace{" "}
              <select
                name="pace"
                value={paceMs}
                disabled={running}
                onChange={(event) => setPaceMs(Number(event.target.value))}
              >
                <Options items={PACES} value={(pace) => pace.ms} label={(pace) => pace.label} />
              </select>
            </label>
          )}
          <fieldset className="play-ahead__stops" disabled={running}>
            <legend className="play-ahead__label">Also stop</legend>
            <StopBox checked={milestone} onChange={setMilestone}>
              at a batter&rsquo;s 50 or 100
            </StopBox>
            <StopBox checked={lastOver} onChange={setLastOver}>
              before the last over
            </StopBox>
            <StopBox checked={swing} onChange={setSwing}>
              if the win chance moves more than {Math.round(SWING * 100)} points
            </StopBox>
          </fieldset>
          <label className="play-ahead__pace play-ahead__bowlers">
            Bowlers{" "}
            <select
              name="bowlers"
              value={ownRotation ? "rotation" : "captain"}
              disabled={running}
              onChange={(event) => setOwnRotation(event.target.value === "rotation")}
            >
              <option value="captain">The captain&rsquo;s pick each over</option>
              <option value="rotation">My rotation</option>
            </select>
          </label>
          {ownRotation ? (
            <fieldset className="play-ahead__stops play-ahead__rotation" disabled={running}>
              <legend className="play-ahead__label">In turn</legend>
              {bowlers.map((b) => (
                <label key={b.playerId}>
                  <input
                    type="checkbox"
                    checked={ticked.includes(b.playerId)}
                    onChange={(event) => toggle(b.playerId, event.target.checked)}
                  />{" "}
                  {b.name}{" "}
                  <span className="play-ahead__kind">
                    {b.bowlerType === "pace" ? "Pace" : "Spin"}
                    {b.partTimer ? ", part-timer" : ""}
                  </span>
                </label>
              ))}
              <p className="play-ahead__note">
                Each over goes to the next of them who may bowl it; the captain picks when none may.
              </p>
            </fieldset>
          ) : null}
          {running ? (
            <button type="button" className="button play-ahead__stop" onClick={onStop}>
              Stop <span className="play-ahead__key">(Esc)</span>
            </button>
          ) : (
            <button type="submit" className="button play-ahead__go" disabled={disabled || noRotation}>
              Play ahead
            </button>
          )}
        </form>
      </details>
      {summary !== null && !running ? (
        <p className="play-ahead__summary" data-testid="stretch-summary">
          {summary}
        </p>
      ) : null}
    </>
  );
}

/** One of the "also stop" boxes: whether it is ticked, and where it stops play ahead. */
function StopBox({
  checked,
  onChange,
  children,
}: {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
}) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />{" "}
      {children}
    </label>
  );
}
