import { describe, expect, it } from "vitest";
import {
  allowedTags,
  bowlerType,
  COMMENTARY_KEYS,
  compileTaggedCommentary,
  contextIndex,
  createEngine,
  RATED_RULES_VERSION,
  STYLE_INFO,
  type Action,
  type BallEvent,
  type BowlerType,
  type MatchState,
  type StyleLevel,
  type TaggedLine,
} from "../engine/index.ts";
import { catalog } from "./catalog.ts";
import { matchCommentary } from "./match-commentary.ts";

const LEVELS: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];
const BOWLER_TYPES: readonly BowlerType[] = ["pace", "spin"];
const compiled = compileTaggedCommentary(matchCommentary);
const written = new Set([
  ...Object.values(matchCommentary.runs).flat(),
  ...Object.values(matchCommentary.dismissals).flat(),
]);
const allLines = [...written];

/** Words that say the batter attacked, defended or left the ball, or what the bowler bowls. */
const ATTACKING_WORDS =
  /\b(slog\w*|heave|waft|swipe|charges|smash\w*|big shot|big hit|goes big|launch\w*|reverse|ramp|slash|swings hard|hammered|clubbed|goes after|dances|down the track|goes hard|swings for)\b/i;
const DEFENSIVE_WORDS =
  /\b(defend\w*|defence|block\w*|dead bat|safe\w*|soft hands|careful|tentative|prod|smother\w*|nervous)\b/i;
const LEAVE_WORDS = /\b(left alone|leave|lets it go|lets that one pass|shoulders arms|no shot offered|padded up|sways)\b/i;
const PACE_WORDS =
  /\b(inswing\w*|outswing\w*|swinging|swings in|seam\w*|yorker|bouncer|slower ball|fast|the pace|follow through|hits the deck|bangs it in|digs it in|slips|cordon)\b/i;
const SPIN_WORDS =
  /\b(spin\w*|spun|turn|turns|turned|turning|flight\w*|tossed up|arm ball|dip\w*|long hop|goes straight on|slog swept|slog sweep)\b/i;

function contextsOf(): { key: number; batting: StyleLevel; bowling: StyleLevel; bowler: BowlerType }[] {
  const all = [];
  for (let key = 0; key < COMMENTARY_KEYS.length; key++) {
    // Stumpings come off spin alone in the rules that use this book.
    for (const bowler of BOWLER_TYPES) {
      if (COMMENTARY_KEYS[key] === "stumped" && bowler === "pace") continue;
      for (const batting of LEVELS) for (const bowling of LEVELS) all.push({ key, batting, bowling, bowler });
    }
  }
  return all;
}

function candidates(key: number, batting: StyleLevel, bowling: StyleLevel, bowler: BowlerType): TaggedLine[] {
  const ids = compiled.contexts[contextIndex(key, batting, bowling, bowler)] ?? [];
  return ids.map((id) => compiled.tagged[id] as TaggedLine);
}

describe("match-aware commentary book", () => {
  it("has lines for every key, each written once", () => {
    for (const key of COMMENTARY_KEYS) {
      const lines = key in matchCommentary.runs ? matchCommentary.runs[key as "0"] : matchCommentary.dismissals[key as "caught"];
      expect(lines.length, key).toBeGreaterThanOrEqual(8);
    }
    const texts = allLines.map((l) => l.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("speaks well: no symbols, digits or abbreviations, known placeholders only, a partner only in run-outs", () => {
    for (const line of allLines) {
      expect(line.text, line.text).toMatch(/^[A-Za-z ,.!?:'{}]+$/);
      expect(line.text.length, line.text).toBeLessThanOrEqual(120);
      expect(line.text, line.text).not.toMatch(/\blbw\b/i);
      for (const [, name] of line.text.matchAll(/\{(\w+)\}/g)) expect(["batter", "bowler", "partner"]).toContain(name);
    }
    const partners = allLines.filter((l) => l.text.includes("{partner}"));
    expect(partners.length).toBeGreaterThan(0);
    for (const line of partners) expect(matchCommentary.dismissals.runOut).toContain(line);
  });

  it("tags every line it can by its words: a pace or spin word, an attacking, defending or leaving word", () => {
    for (const line of allLines) {
      if (PACE_WORDS.test(line.text)) expect(line.bowler, line.text).toBe("pace");
      if (SPIN_WORDS.test(line.text)) expect(line.bowler, line.text).toBe("spin");
      if (ATTACKING_WORDS.test(line.text)) expect(line.intent, line.text).toBe("attacking");
      if (DEFENSIVE_WORDS.test(line.text)) expect(line.intent, line.text).toBe("defensive");
      if (LEAVE_WORDS.test(line.text)) expect(line.shot, line.text).toBe("left");
    }
  });

  describe.each(contextsOf())(
    "key $key, batting $batting, bowling $bowling, $bowler bowler",
    ({ key, batting, bowling, bowler }) => {
      const lines = candidates(key, batting, bowling, bowler);

      it("offers at least 8 distinct lines, all written for the key", () => {
        expect(new Set(lines.map((l) => l.text)).size).toBeGreaterThanOrEqual(8);
        for (const line of lines) expect(written.has(line)).toBe(true);
      });

      it("offers only lines consistent with the styles and the bowler", () => {
        for (const line of lines) {
          expect(line.bowler === "either" || line.bowler === bowler, line.text).toBe(true);
          if (batting === "aggressive") {
            expect(line.shot, line.text).not.toBe("left");
            expect(line.intent, line.text).not.toBe("defensive");
            expect(line.text).not.toMatch(DEFENSIVE_WORDS);
            expect(line.text).not.toMatch(LEAVE_WORDS);
          }
          if (batting === "defensive") {
            expect(line.intent, line.text).not.toBe("attacking");
            expect(line.text).not.toMatch(ATTACKING_WORDS);
          }
          if (batting === "normal") {
            expect(line.intent, line.text).toBe("either");
            expect(line.text).not.toMatch(ATTACKING_WORDS);
            expect(line.text).not.toMatch(DEFENSIVE_WORDS);
            if (bowling !== "defensive") expect(line.shot, line.text).not.toBe("left");
          }
          expect(line.text).not.toMatch(bowler === "pace" ? SPIN_WORDS : PACE_WORDS);
        }
      });
    },
  );

  it("lets a batter playing it safe leave the ball, and one going for the big shot never", () => {
    expect(allowedTags("defensive", "aggressive").shots).toContain("left");
    expect(allowedTags("aggressive", "defensive").shots).not.toContain("left");
    expect(allowedTags("normal", "defensive").shots).toContain("left");
    expect(allowedTags("normal", "aggressive").shots).not.toContain("left");
  });
});

/** The line ids a template of the book could have produced in a ball's text. */
function templateRegex(text: string, batter: string, bowler: string): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = text
    .split(/(\{batter\}|\{bowler\}|\{partner\})/)
    .map((part) =>
      part === "{batter}" ? escape(batter) : part === "{bowler}" ? escape(bowler) : part === "{partner}" ? ".+?" : escape(part),
    )
    .join("");
  return new RegExp(`(^|\\s)${pattern}(\\s|$)`);
}

describe("a simulated T20 under rules version 2", () => {
  const engine = createEngine(catalog);

  function playT20(seed: number, level: "club" | "international"): { id: number; ball: BallEvent; styles: [StyleLevel, StyleLevel]; bowler: BowlerType }[] {
    const [home, away] = catalog.countries;
    const stadium = catalog.stadiums.find((s) => s.countryId === home?.id);
    let state: MatchState = engine.createMatch(seed, level, RATED_RULES_VERSION);
    const setup: Action[] = [
      { type: "chooseFormat", format: "t20" },
      { type: "chooseTeam", countryId: home?.id ?? 1 },
      { type: "chooseOpponent", countryId: away?.id ?? 2 },
      { type: "chooseLocation", countryId: home?.id ?? 1 },
      { type: "chooseStadium", stadiumId: stadium?.id ?? "" },
      { type: "callToss", call: 0 },
    ];
    const step = (action: Action) => {
      const result = engine.step(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      return result.events;
    };
    for (const action of setup) step(action);
    const said = [];
    const pattern = "ANDNAADNNDAD";
    let n = 0;
    for (let input = engine.nextInput(state); input !== null; input = engine.nextInput(state)) {
      if (input === "chooseBatOrBowl") step({ type: "chooseBatOrBowl", choice: "bat" });
      else if (input === "startMatch") step({ type: "startMatch" });
      else if (input === "chooseBowler") step({ type: "chooseBowler", playerId: engine.suggestedBowler(state)?.playerId ?? -1 });
      else {
        const letter = pattern[n++ % pattern.length] as "A" | "N" | "D";
        const option = engine.styleOptions(state)[{ A: 0, N: 1, D: 2 }[letter]];
        const style = option?.style ?? "hitNormally";
        const userBats = STYLE_INFO[style].side === "bat";
        const sides = state.sides as NonNullable<MatchState["sides"]>;
        const batting = sides[state.status === 9 ? 0 : 1];
        const bowling = sides[state.status === 9 ? 1 : 0];
        const events = step({ type: "playBall", style });
        const ball = events.find((e): e is BallEvent => e.type === "ball");
        if (ball === undefined) throw new Error("no ball event");
        if (ball.extra === "wide" || ball.extra === "bye" || ball.extra === "legBye") continue;
        if (ball.text.includes("That would have been out") || ball.text.startsWith("He is out")) continue;
        const names = (countryId: number) => catalog.squads.find((s) => s.countryId === countryId)?.players ?? [];
        const batter = names(batting.id).find((p) => p.id === ball.batterId);
        const bowler = names(bowling.id).find((p) => p.id === ball.bowlerId);
        if (batter === undefined || bowler === undefined) throw new Error("unknown player");
        const matches = compiled.tagged
          .map((line, id) => ({ line, id }))
          .filter(({ line }) => templateRegex(line.text, batter.name, bowler.name).test(ball.text));
        expect(matches.length, ball.text).toBeGreaterThanOrEqual(1);
        const best = matches.reduce((a, b) => (b.line.text.length > a.line.text.length ? b : a));
        const computer = ball.computerStyle as StyleLevel;
        const user = STYLE_INFO[style].level;
        said.push({
          id: best.id,
          ball,
          styles: (userBats ? [user, computer] : [computer, user]) as [StyleLevel, StyleLevel],
          bowler: bowlerType(bowler),
        });
      }
    }
    return said;
  }

  it.each([
    [11, "club"],
    [12, "international"],
  ] as const)("seed %i, %s: every line fits its ball and none is said twice in an over", { timeout: 120_000 }, (seed, level) => {
    const said = playT20(seed, level);
    expect(said.length).toBeGreaterThan(150);
    const byOver = new Map<string, number[]>();
    for (const { id, ball, styles, bowler } of said) {
      const key = COMMENTARY_KEYS.indexOf((ball.wicket ?? String(ball.runs)) as (typeof COMMENTARY_KEYS)[number]);
      expect(compiled.contexts[contextIndex(key, styles[0], styles[1], bowler)], ball.text).toContain(id);
      const over = `${ball.innings}.${ball.over}`;
      const ids = byOver.get(over) ?? [];
      expect(ids, `over ${over}: ${ball.text}`).not.toContain(id);
      ids.push(id);
      byOver.set(over, ids);
    }
    const distinct = new Set(said.map((s) => s.id)).size;
    console.info(`Rules version 2 ${level} T20 (seed ${seed}): ${distinct} distinct lines in ${said.length} balls with a line`);
    expect(distinct).toBeGreaterThan(60);
  });
});
