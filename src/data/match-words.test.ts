/**
 * What matches say, read over simulated matches of every format with the real catalog: the
 * computer's intent only where it explains the ball and at most once an over, and singular and
 * plural right in every sentence the engine writes (ball and over lines, innings ends, results,
 * the match summary and the summaries of stretches played ahead).
 */
import { describe, expect, it } from "vitest";
import {
  createEngine,
  simulateMatch,
  stretchSummary,
  type BallEvent,
  type FormatKey,
  type MatchEvent,
  type MatchState,
  type OpponentLevel,
  type RulesVersion,
} from "../engine/index.ts";
import { catalog } from "./catalog.ts";

const engine = createEngine(catalog);
const FORMATS: readonly FormatKey[] = ["micro", "mini", "10aSide", "t20", "oneDay"];

interface Played {
  readonly events: readonly MatchEvent[];
  /** Every sentence written for the match: events, summaries of each over as a stretch, the result. */
  readonly texts: readonly string[];
}

/** A simulated match played again step by step, with its events and every sentence it wrote. */
function play(seed: number, format: FormatKey, level: OpponentLevel, rulesVersion?: RulesVersion): Played {
  const { actions } = simulateMatch(engine, seed, format, "random", { level, rulesVersion });
  let state: MatchState = engine.createMatch(seed, level, rulesVersion);
  const events: MatchEvent[] = [];
  const texts: string[] = [];
  let stretch: MatchEvent[] = [];
  for (const action of actions) {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    events.push(...result.events);
    stretch.push(...result.events);
    for (const e of result.events) if ("text" in e && typeof e.text === "string") texts.push(e.text);
    if (result.events.some((e) => e.type === "overEnd" || e.type === "inningsEnd" || e.type === "result")) {
      texts.push(stretchSummary(state, stretch));
      stretch = [];
    }
  }
  const summary = engine.matchSummary(state);
  texts.push(engine.resultText(state) ?? "", ...summary.innings.map((i) => `${i.teamName} ${i.runs}/${i.wickets}`));
  return { events, texts };
}

const balls = (events: readonly MatchEvent[]) => events.filter((e): e is BallEvent => e.type === "ball");

/** The computer's side and style named by its intent's words. */
const INTENTS = {
  "was going for the wicket": { side: "bowl", level: "aggressive" },
  "was bowling a regular line": { side: "bowl", level: "normal" },
  "was keeping it tight": { side: "bowl", level: "defensive" },
  "was going for the big shot": { side: "bat", level: "aggressive" },
  "was playing it straight": { side: "bat", level: "normal" },
  "was playing it safe": { side: "bat", level: "defensive" },
} as const;

/** What each intent must have on the ball it is said after, said the way a listener would. */
function explains(words: keyof typeof INTENTS, ball: BallEvent): boolean {
  const wide = ball.extra === "wide" || ball.extra === "noBall";
  const quiet = ball.wicket === null && !wide;
  switch (words) {
    case "was going for the wicket":
      return (ball.wicket !== null && ball.wicket !== "runOut") || ball.runs >= 4;
    case "was bowling a regular line":
      return quiet && ball.runs + ball.extraRuns === 0;
    case "was keeping it tight":
      return quiet && ball.runs + ball.extraRuns <= 1;
    case "was going for the big shot":
      return ball.wicket !== null || ball.runs >= 4;
    case "was playing it straight":
      return quiet && ball.runs >= 1 && ball.runs <= 3;
    case "was playing it safe":
      return quiet && ball.runs <= 1;
  }
}

describe("the computer's intent in match-aware commentary", () => {
  const matches = FORMATS.flatMap((format, f) =>
    (["club", "international"] as const).flatMap((level) => [1, 2, 3].map((n) => play(100 * f + n, format, level))),
  );

  it("is said only on a ball it explains, never 'keeping it tight' after a boundary", () => {
    let said = 0;
    for (const { events } of matches) {
      for (const ball of balls(events)) {
        if (ball.intent === null) continue;
        said++;
        const words = (Object.keys(INTENTS) as (keyof typeof INTENTS)[]).find((w) => ball.intent?.endsWith(w));
        expect(words, ball.intent).toBeDefined();
        expect(INTENTS[words!].level).toBe(ball.computerStyle);
        expect(explains(words!, ball), `${ball.intent} after ${ball.display}`).toBe(true);
        expect(ball.text).toContain(`${ball.intent}.`);
        if (ball.runs >= 4) expect(ball.intent).not.toMatch(/keeping it tight|playing it safe/);
      }
    }
    // Said often enough to be heard: at least one ball in twenty.
    const all = matches.reduce((n, m) => n + balls(m.events).length, 0);
    expect(said).toBeGreaterThan(all / 20);
  });

  it("is said at most once an over", () => {
    for (const { events } of matches) {
      const perOver = new Map<string, number>();
      for (const ball of balls(events)) {
        if (ball.intent === null) continue;
        const over = `${ball.innings} ${ball.over}`;
        perOver.set(over, (perOver.get(over) ?? 0) + 1);
      }
      for (const [over, n] of perOver) expect(n, `over ${over}`).toBe(1);
    }
  });

  it("is said on every ball, as it was, in a match kept under the first rules", () => {
    const { events } = play(7, "mini", "club", 1);
    const played = balls(events);
    expect(played.length).toBeGreaterThan(30);
    for (const ball of played) expect(ball.intent).not.toBeNull();
  });
});

describe("singular and plural in what a match says", () => {
  it("never writes one with a plural noun, nor another number with a singular one, in any format", () => {
    for (const [f, format] of FORMATS.entries()) {
      for (const level of ["classic", "international"] as const) {
        const { texts } = play(500 + f, format, level);
        expect(texts.length).toBeGreaterThan(10);
        for (const text of texts) {
          expect(text, text).not.toMatch(/(?<![\d.])1 (overs|runs|wickets|balls|maidens)\b/);
          expect(text, text).not.toMatch(/(?<![\d./-])(0|[2-9]|\d{2,}) (over|run|wicket|ball|maiden)(?![s\w-])/);
          expect(text, text).not.toMatch(/\b\d+\.0 overs?\b/);
        }
      }
    }
  });

  it("says one over, and whole overs without a decimal, after a stretch and at an innings' end", () => {
    const { texts } = play(3, "micro", "club");
    expect(texts.some((t) => /after 1 over\b|\(1 over\)/.test(t))).toBe(true);
  });
});
