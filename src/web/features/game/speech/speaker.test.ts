// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { FakeSynth, fakeBackend, finishedMatch } from "@/features/game/game-test-support.ts";
import { spokenLineOf } from "./event-lines.ts";
import { DEFAULT_LANG, Speaker } from "./speaker.ts";
import { spokenText } from "./spoken-text.ts";
import type { VoiceLike } from "./synth-types.ts";

interface Setup {
  synth: FakeSynth;
  speaker: Speaker;
  settings: { muted: boolean; voiceURI: string | null; rate: number };
}

function setup(timer?: (run: () => void, ms: number) => () => void): Setup {
  const synth = new FakeSynth();
  const settings = { muted: false, voiceURI: null as string | null, rate: 1 };
  const speaker = new Speaker({
    backend: fakeBackend(synth),
    settings: () => settings,
    setTimer: timer ?? (() => () => {}),
  });
  return { synth, speaker, settings };
}

const ball = (text: string) => ({ text, kind: "commentary" as const, interrupt: true });
const announce = (text: string) => ({ text, kind: "announcement" as const });

describe("Speaker queue", () => {
  it("never cuts an announcement short for commentary: the ball waits its turn", () => {
    const { synth, speaker } = setup();
    speaker.say(announce("India 14/0 (1.0 overs). Australia need 15 runs to win"));
    speaker.say(ball("Swept fine for a single."));
    expect(synth.cancels).toBe(0);
    expect(synth.speaking()).toBe("India 14 for 0 (1.0 overs). Australia need 15 runs to win");
    synth.finish();
    expect(synth.speaking()).toBe("Swept fine for a single.");
  });

  it("a new ball's commentary replaces unfinished commentary", () => {
    const { synth, speaker } = setup();
    speaker.say(ball("First ball"));
    speaker.say(ball("Second ball"));
    expect(synth.cancels).toBe(1);
    expect(synth.spoken).toEqual(["First ball", "Second ball"]);
    expect(synth.speaking()).toBe("Second ball");
    // The cancelled line's late "interrupted" report moved nothing on.
    expect(speaker.pending()).toEqual([]);
  });

  it("drops queued commentary behind an announcement when a newer ball comes, keeping the announcements", () => {
    const { synth, speaker } = setup();
    speaker.say(announce("Toss: India called crown"));
    speaker.say(ball("Ball one"));
    speaker.say({ text: "End of over 1", kind: "commentary" });
    speaker.say(announce("It's crown! India won the toss"));
    speaker.say(ball("Ball two"));
    expect(synth.cancels).toBe(0);
    expect(speaker.pending().map((l) => l.text)).toEqual(["It's crown! India won the toss", "Ball two"]);
    synth.finish();
    synth.finish();
    expect(synth.spoken).toEqual(["Toss: India called crown", "It's crown! India won the toss", "Ball two"]);
  });

  it("queues non-ball commentary (a bowler change) after the ball's line instead of cutting it", () => {
    const { synth, speaker } = setup();
    speaker.say(ball("Six!"));
    speaker.say({ text: "Starc comes on to bowl", kind: "commentary" });
    expect(synth.cancels).toBe(0);
    synth.finish();
    expect(synth.speaking()).toBe("Starc comes on to bowl");
  });

  it("says nothing while muted, and stop() silences the line and the queue", () => {
    const { synth, speaker, settings } = setup();
    settings.muted = true;
    speaker.say(announce("India won by 7 runs"));
    expect(synth.spoken).toEqual([]);
    settings.muted = false;
    speaker.say(announce("One"));
    speaker.say(announce("Two"));
    speaker.stop();
    expect(synth.cancels).toBe(1);
    expect(speaker.pending()).toEqual([]);
    expect(speaker.speaking()).toBeNull();
  });

  it("moves on if the synthesiser never reports the end of a line", () => {
    const timers: (() => void)[] = [];
    const { synth, speaker } = setup((run) => {
      timers.push(run);
      return () => {};
    });
    speaker.say(announce("One"));
    speaker.say(announce("Two"));
    timers[0]?.();
    expect(synth.spoken).toEqual(["One", "Two"]);
  });

  it("asks for English when no voice is chosen", () => {
    const { synth, speaker } = setup();
    speaker.say(announce("Default"));
    expect(synth.utterances[0]?.lang).toBe(DEFAULT_LANG);
    expect(synth.utterances[0]?.voice).toBeNull();
    expect(synth.utterances[0]?.rate).toBe(1);
  });

  it("lists voices English first and hears about voices that load later", () => {
    const { synth, speaker, settings } = setup();
    expect(speaker.getVoices()).toEqual([]);
    const listener = vi.fn();
    const unsubscribe = speaker.subscribeVoices(listener);
    const voices: VoiceLike[] = [
      { name: "Anna", lang: "de-DE", voiceURI: "anna", default: false },
      { name: "Daniel", lang: "en-GB", voiceURI: "daniel", default: false },
      { name: "Samantha", lang: "en-US", voiceURI: "samantha", default: true },
    ];
    synth.loadVoices(voices);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(speaker.getVoices().map((v) => v.name)).toEqual(["Samantha", "Daniel", "Anna"]);
    settings.voiceURI = "daniel";
    settings.rate = 1.4;
    speaker.say(announce("Hello"));
    expect(synth.utterances[0]?.voice?.name).toBe("Daniel");
    expect(synth.utterances[0]?.lang).toBe("en-GB");
    expect(synth.utterances[0]?.rate).toBe(1.4);
    unsubscribe();
    synth.loadVoices([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("stays silent, without errors, where the browser has no speech", () => {
    const speaker = new Speaker({
      backend: null,
      settings: () => ({ muted: false, voiceURI: null, rate: 1 }),
    });
    expect(speaker.available).toBe(false);
    expect(() => speaker.say(announce("Hello"))).not.toThrow();
    expect(speaker.subscribeVoices(() => {})).toBeTypeOf("function");
  });
});

describe("what is spoken", () => {
  it("reads scores as a commentator would", () => {
    expect(spokenText("India 156/7 (20.0 overs). Australia need 157 runs to win")).toBe(
      "India 156 for 7 (20.0 overs). Australia need 157 runs to win",
    );
  });

  it("speaks every event of a match but the scorecard wicket lines", () => {
    const { events } = finishedMatch();
    const lines = events.map((e) => ({ type: e.type, line: spokenLineOf(e) }));
    for (const { type, line } of lines) {
      if (type === "wicket") expect(line).toBeNull();
      else expect(line).not.toBeNull();
    }
    const kinds = new Map(lines.map(({ type, line }) => [type, line?.kind]));
    expect(kinds.get("ball")).toBe("commentary");
    expect(kinds.get("inningsEnd")).toBe("announcement");
    expect(kinds.get("result")).toBe("announcement");
    expect(kinds.get("tossCalled")).toBe("announcement");
    expect(kinds.get("tossResult")).toBe("announcement");
  });
});
