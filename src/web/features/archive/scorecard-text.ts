/**
 * A finished match as plain text to paste anywhere (a chat, an e-mail): result, both innings
 * with batting, fall of wickets and bowling, in fixed-width columns. Built from the engine's
 * own views, so it says exactly what the result screen's scorecards say.
 */
import type { Engine, InningsNumber, MatchState } from "../../../engine/index.ts";

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + " ".repeat(width - text.length);
}

function padLeft(text: string | number, width: number): string {
  const s = String(text);
  return s.length >= width ? s : " ".repeat(width - s.length) + s;
}

/** The shareable scorecard of `state`; `heading` is the first line (teams, format, ground, date). */
export function scorecardText(engine: Engine, state: MatchState, heading: string): string {
  const summary = engine.matchSummary(state);
  const lines: string[] = [heading, engine.resultText(state) ?? "Match in progress", ""];
  summary.innings.forEach((inn, i) => {
    const innings: InningsNumber = i + 1;
    lines.push(`${inn.teamName} innings: ${inn.runs}/${inn.wickets} (${inn.overs} ov)`);
    const batting = engine
      .battingCard(state, innings)
      .filter((row) => row.balls > 0 || row.out || row.atCrease);
    const nameWidth = Math.max(6, ...batting.map((row) => row.name.length));
    const howWidth = Math.max(8, ...batting.map((row) => row.dismissal.length));
    lines.push(
      `  ${pad("Batter", nameWidth)}  ${pad("", howWidth)}  ${padLeft("R", 4)} ${padLeft("B", 4)} ${padLeft("SR", 7)}`,
    );
    for (const row of batting) {
      lines.push(
        `  ${pad(row.name, nameWidth)}  ${pad(row.dismissal, howWidth)}  ${padLeft(row.runs, 4)} ${padLeft(row.balls, 4)} ${padLeft(row.strikeRate, 7)}`,
      );
    }
    const fallen = engine.fallOfWickets(state, innings);
    lines.push(
      `  Fall of wickets: ${fallen.length === 0 ? "none" : fallen.map((f) => `${f.wicket}-${f.runs} (${f.name}, ${f.overs} ov)`).join(", ")}`,
    );
    const bowling = engine.bowlingCard(state, innings).filter((row) => row.hasBowled);
    const bowlerWidth = Math.max(6, ...bowling.map((row) => row.name.length));
    lines.push(
      `  ${pad("Bowler", bowlerWidth)}  ${padLeft("O", 5)} ${padLeft("R", 4)} ${padLeft("W", 3)} ${padLeft("Econ", 6)}`,
    );
    for (const row of bowling) {
      lines.push(
        `  ${pad(row.name, bowlerWidth)}  ${padLeft(row.overs, 5)} ${padLeft(row.runs, 4)} ${padLeft(row.wickets, 3)} ${padLeft(row.economy, 6)}`,
      );
    }
    lines.push("");
  });
  return lines.join("\n").trimEnd() + "\n";
}
