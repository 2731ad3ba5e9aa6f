import { useEffect, useRef } from "react";
import { type Engine, isHighlight } from "../../../../engine/index.ts";
import { useEngine, useGameSettings } from "@/features/game/state/game-context.ts";
import type { GameSnapshot } from "@/features/game/state/game-snapshot.ts";
import { announcementsOf, type Announcement } from "./announcement-lines.ts";

/** How many lines each region keeps; older ones are removed (removals are not read). */
const KEPT_LINES = 30;

/** The stage titles as a listener hears them when the screen changes. */
const STAGE_LINES: Readonly<Record<string, string>> = {
  format: "Choose a format.",
  team: "Choose your team.",
  opponent: "Choose the opponent.",
  location: "Choose the match location.",
  stadium: "Choose a stadium.",
  toss: "The toss. Call crown or money.",
  tossResult: "Toss result.",
  result: "Match result.",
};

/** "Second innings: India batting. You bat. Target 57." (or "Super over: …") for the innings now in play. */
function inningsLine(engine: Engine, snapshot: GameSnapshot): string | null {
  const board = engine.scoreboard(snapshot.state);
  if (!board) return null;
  const role = engine.userRole(snapshot.state);
  const target = engine.target(snapshot.state);
  return [
    `${board.inningsName}: ${board.battingTeamName} batting`,
    role ? `. You ${role}.` : ".",
    target !== null ? ` Target ${target}.` : "",
  ].join("");
}

/** What a pause is waiting for, said once when it starts. */
function pauseLine(hold: NonNullable<GameSnapshot["hold"]>, seconds: number): string {
  const wait = `${seconds} second${seconds === 1 ? "" : "s"}`;
  if (hold === "toss") return `The coin is in the air. The result in ${wait}.`;
  if (hold === "inningsBreak") return `Innings break. The second innings starts in ${wait}.`;
  return `Match over. The scorecards in ${wait}.`;
}

function append(region: HTMLElement | null, text: string): void {
  if (!region) return;
  const line = document.createElement("p");
  line.textContent = text;
  region.append(line);
  while (region.childElementCount > KEPT_LINES) region.firstElementChild?.remove();
}

/**
 * The match for a screen reader: every stage change, pause and revealed event as a line in a
 * live region (polite; a wicket and the result assertive), so a player who cannot see, with the
 * voice muted, follows the whole match. The regions stay mounted across stages (a region added
 * with its text already in it is not read), and lines are appended outside React so a line is
 * never re-rendered and read twice. A match restored from storage is not read out again.
 */
export function LiveAnnouncer({
  snapshot,
  screen,
}: {
  readonly snapshot: GameSnapshot;
  /** The screen on show (the engine's stage, held back during a pause). */
  readonly screen: string;
}) {
  const engine = useEngine();
  const { pauseMs } = useGameSettings();
  const polite = useRef<HTMLDivElement>(null);
  const assertive = useRef<HTMLDivElement>(null);
  const seen = useRef<{
    seed: GameSnapshot["seed"];
    events: number;
    screen: string;
    innings: number | null;
    hold: GameSnapshot["hold"];
    stretch: GameSnapshot["stretch"];
  } | null>(null);

  useEffect(() => {
    const innings = engine.scoreboard(snapshot.state)?.innings ?? null;
    const before = seen.current;
    seen.current = {
      seed: snapshot.seed,
      events: snapshot.events.length,
      screen,
      innings,
      hold: snapshot.hold,
      stretch: snapshot.stretch,
    };
    if (before === null) return;
    const sameMatch = before.seed === snapshot.seed && before.events <= snapshot.events.length;
    const lines: Announcement[] = [];
    const say = (text: string) => lines.push({ text, urgent: false });

    const stageChanged = screen !== before.screen;
    const stageLine = !stageChanged
      ? null
      : screen === "play"
        ? inningsLine(engine, snapshot)
        : (STAGE_LINES[screen] ?? null);
    const from = sameMatch ? before.events : 0;
    // A stretch played ahead is read as its summary when it ends, never ball by ball.
    const eventLines =
      snapshot.ahead !== null
        ? snapshot.ahead.paceMs > 0
          ? announcementsOf(snapshot.events, from, isHighlight)
          : []
        : snapshot.stretch !== null && snapshot.stretch !== before.stretch
          ? [{ text: snapshot.stretch.summary, urgent: false }]
          : announcementsOf(snapshot.events, from);
    // The toss result's heading comes just before the news it brings (after the call, when
    // there is no pause); any other stage follows the events that led to it (the choice, then
    // "First innings"; the result, then its screen).
    if (stageLine && screen === "tossResult") {
      const at = snapshot.events.slice(from).findIndex((e) => e.type === "tossResult");
      eventLines.splice(Math.max(0, at), 0, { text: stageLine, urgent: false });
    }
    lines.push(...eventLines);
    if (stageLine && screen !== "tossResult") say(stageLine);
    // A new innings in the same screen: after its events (the innings' end and the target),
    // and only once any innings-break pause is over.
    const newInnings =
      (innings !== before.innings && snapshot.hold === null) ||
      (before.hold === "inningsBreak" && snapshot.hold === null);
    if (!stageChanged && screen === "play" && newInnings) {
      const line = inningsLine(engine, snapshot);
      if (line) say(line);
    }
    if (snapshot.hold !== null && snapshot.hold !== before.hold) {
      say(pauseLine(snapshot.hold, Math.round(pauseMs / 1000)));
    }
    for (const line of lines) append(line.urgent ? assertive.current : polite.current, line.text);
  }, [engine, snapshot, screen, pauseMs]);

  return (
    <div className="visually-hidden" data-testid="announcer">
      <div ref={polite} aria-live="polite" aria-relevant="additions" data-testid="announcer-polite" />
      <div
        ref={assertive}
        aria-live="assertive"
        aria-relevant="additions"
        data-testid="announcer-assertive"
      />
    </div>
  );
}
