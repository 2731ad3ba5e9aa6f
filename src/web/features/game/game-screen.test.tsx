// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { engine, FakeSynth, finishedMatch } from "./game-test-support.ts";
import { createMatchStorage } from "@/features/game/saving/match-storage.ts";
import { renderGame } from "./render-game.tsx";
import { SETTINGS_KEY } from "@/features/game/state/settings-store.ts";
import { rememberMember } from "@/auth/known-member.ts";

// The charts draw on a canvas, which jsdom lacks; the result screen is tested without them.
vi.mock("@/features/game/charts/result-charts.tsx", () => ({
  ResultCharts: () => <div data-testid="result-charts" />,
}));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ pauseMs: 0 }));
});
afterEach(cleanup);

const title = () => screen.getByRole("heading", { level: 1 }).textContent;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));

/** Clicks through setup: Micro, India v Australia, in India at the ground given. */
function setUp(ground: RegExp = /Wankhede/) {
  click(/Micro/);
  click(/^India/);
  click(/^Australia/);
  click(/^India/);
  click(ground);
}

describe("the game screen", () => {
  it("walks the stages in order, with the user's own team disabled as an opponent", () => {
    renderGame();
    expect(title()).toBe("Choose a format");
    expect(
      screen
        .getAllByRole("button", { name: /over/ })
        .map((b) => b.querySelector(".format-card__overs")?.textContent),
    ).toEqual(["1", "5", "10", "20", "50"]);
    click(/Micro/);
    expect(title()).toBe("Choose your team");
    click(/^India/);
    expect(title()).toBe("Choose the opponent");
    const own = screen.getByRole("button", { name: /^India/ });
    expect(own).toHaveProperty("disabled", true);
    expect(within(own).getByText("Your team")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Australia/ })).toHaveProperty("disabled", false);
    click(/^Australia/);
    expect(title()).toBe("Choose the match location");
    expect(
      screen.getAllByRole("button", { name: /^[A-Z]/ }).filter((b) => b.classList.contains("country-card")),
    ).toHaveLength(20);
    click(/^India/);
    expect(title()).toBe("Choose a stadium");
    const wankhede = screen.getByRole("button", { name: /^Wankhede Stadium/ });
    expect(wankhede.textContent).toContain("Grass");
    expect(wankhede.textContent).toContain("33,000");
    expect(wankhede.textContent).toContain("Mumbai, Maharashtra");
    expect(wankhede.textContent).toContain("1974");
    click(/^Wankhede Stadium/);
    expect(title()).toBe("The toss");
    const summary = screen.getByRole("list", { name: "Your choices" });
    expect(summary.textContent).toContain("Micro · 1 over");
    expect(summary.textContent).toContain("Wankhede Stadium");
    click("Crown");
    expect(title()).toBe("Toss result");
  });

  it("goes back a stage before the toss, and not after it", () => {
    renderGame();
    click(/Mini/);
    click(/^India/);
    click("Back");
    expect(title()).toBe("Choose your team");
    click("Back");
    expect(title()).toBe("Choose a format");
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    click(/Micro/);
    click(/^India/);
    click(/^Australia/);
    click(/^India/);
    click(/Wankhede/);
    expect(screen.getByRole("button", { name: "Back" })).toBeTruthy();
    click("Crown");
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
  });

  it("announces the call at once and the toss result only after the pause", () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ pauseMs: 3000 }));
    const synth = new FakeSynth();
    const timers: { run: () => void; ms: number }[] = [];
    renderGame({
      synth,
      setTimer: (run, ms) => {
        timers.push({ run, ms });
        return () => {};
      },
    });
    setUp();
    click("Crown");
    expect(title()).toBe("The toss");
    expect(screen.getByText("India called crown", { selector: ".toss__caption" })).toBeTruthy();
    // The call and the pause reach the screen reader's polite region, the result not yet.
    const polite = () => screen.getByTestId("announcer-polite").textContent ?? "";
    expect(polite()).toContain("India called crown");
    expect(polite()).toContain("The coin is in the air. The result in 3 seconds.");
    expect(polite()).not.toMatch(/It's (crown|money)!/);
    expect(screen.getByRole("button", { name: "Crown" })).toHaveProperty("disabled", true);
    expect(synth.spoken).toEqual(["India called crown"]);
    const pause = timers.find((t) => t.ms === 3000);
    expect(pause).toBeDefined();
    act(() => pause?.run());
    synth.finish();
    expect(title()).toBe("Toss result");
    expect(synth.spoken[1]).toMatch(/^It's (crown|money)! /);
    expect(screen.getByText(synth.spoken[1] as string, { selector: ".toss__headline span" })).toBeTruthy();
    expect(polite()).toContain(synth.spoken[1]);
  });

  it("plays a ball with the style buttons' exact words and with keys 1 to 3, not while typing in a field", () => {
    const services = renderGame();
    setUp();
    // The call that wins the toss, so the user chooses to bat.
    const atToss = services.store.getSnapshot().state;
    const won = engine.step(atToss, { type: "callToss", call: 0 });
    click(won.ok && won.state.toss?.winner === "user" ? "Crown" : "Money");
    click("Bat");
    expect(title()).toBe("First innings");
    const group = screen.getByRole("group", { name: /Playing style/ });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.querySelector(".style-button__label")?.textContent),
    ).toEqual(["Hit Aggrisively", "Hit Normally", "Next Difensively"]);
    fireEvent.click(within(group).getByRole("button", { name: /Hit Normally/ }));
    fireEvent.keyDown(document.body, { key: "3" });
    const balls = () => services.store.getSnapshot().state.innings[0]?.ballCompleted;
    expect(balls()).toBe(2);
    const select = screen.getByTestId("pause-select");
    fireEvent.keyDown(select, { key: "1" });
    expect(balls()).toBe(2);
    const lastTwo = services.store.getSnapshot().actions.slice(-2);
    expect(lastTwo).toEqual([
      { type: "playBall", style: "hitNormally" },
      { type: "playBall", style: "nextDefensively" },
    ]);
    // Each ball's commentary is a caption in the feed, newest first, and is read once, with
    // the score, from the announcer (the feed is not a live region, or it would be read twice).
    const feed = screen.getByTestId("feed");
    expect(feed.getAttribute("aria-live")).toBeNull();
    const ballEvents = services.store.getSnapshot().events.filter((e) => e.type === "ball");
    expect(within(feed).getAllByRole("listitem")[0]?.textContent).toContain(ballEvents[1]?.text);
    const lines = screen.getByTestId("announcer").textContent ?? "";
    expect(lines).toMatch(/Score \d+ for \d+ after 0\.2 overs\./);
  });

  it("asks the bowling user for a bowler first, with the style buttons disabled meanwhile", () => {
    renderGame();
    setUp(/Eden Gardens/);
    click("Crown");
    if (screen.queryByRole("button", { name: "Bowl" })) click("Bowl");
    else click("Start match");
    const picker = screen.getByTestId("bowler-picker");
    const styles = within(screen.getByRole("group", { name: /Playing style/ })).getAllByRole("button");
    expect(styles.map((b) => b.textContent)).toEqual([
      "1Try to Take wicket",
      "2Try Regular Ball",
      "3Try to save run",
    ]);
    for (const b of styles) expect(b).toHaveProperty("disabled", true);
    fireEvent.keyDown(document.body, { key: "1" });
    fireEvent.click(within(picker).getAllByRole("button")[0] as HTMLElement);
    expect(screen.queryByTestId("bowler-picker")).toBeNull();
    for (const b of within(screen.getByRole("group", { name: /Playing style/ })).getAllByRole("button")) {
      expect(b).toHaveProperty("disabled", false);
    }
  });

  it("finishes a match: result, both scorecards, and one save for a member", async () => {
    const upload = vi.fn(() => Promise.resolve("saved" as const));
    rememberMember("member-1");
    const services = renderGame({ upload });
    setUp();
    click("Crown");
    if (screen.queryByRole("button", { name: "Bat" })) click("Bat");
    else click("Start match");
    for (let i = 0; i < 40 && services.store.getSnapshot().state.result === null; i++) {
      const picker = screen.queryByTestId("bowler-picker");
      if (picker) fireEvent.click(within(picker).getAllByRole("button")[0] as HTMLElement);
      else fireEvent.keyDown(document.body, { key: "1" });
    }
    const { state, seed, level, actions } = services.store.getSnapshot();
    expect(state.status).toBe(11);
    expect(title()).toBe(engine.resultText(state));
    expect(await screen.findByText("Saved to your matches.", { exact: false })).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(level).toBe("club");
    // Sent as the member's own: the one known to be signed in when the match began.
    // A version-1 match is sent without naming its version, as before versions existed.
    const version = state.rulesVersion === 1 ? {} : { rulesVersion: state.rulesVersion };
    expect(upload).toHaveBeenCalledWith(
      { seed, level, ...version, actions, result: state.result?.text },
      "member-1",
    );
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("India innings"),
        expect.stringContaining("Australia innings"),
      ]),
    );
    expect(await screen.findByTestId("result-charts")).toBeTruthy();
    click("New match");
    expect(title()).toBe("Choose a format");
  });

  it("shows a kept finished match's result on a plain visit, and a new match to one who came to play", () => {
    const done = finishedMatch();
    const keep = () =>
      createMatchStorage(localStorage).save({ seed: done.seed, actions: done.actions, uploaded: true });
    keep();
    renderGame();
    expect(title()).toBe(engine.resultText(done.state));
    cleanup();

    keep();
    const services = renderGame({}, true);
    expect(title()).toBe("Choose a format");
    expect(services.store.getSnapshot().actions).toEqual([]);
  });

  it("tells a guest to sign in to keep matches", async () => {
    renderGame({ upload: () => Promise.resolve("guest") });
    setUp();
    click("Crown");
    if (screen.queryByRole("button", { name: "Bat" })) click("Bat");
    else click("Start match");
    for (let i = 0; i < 40 && !screen.queryByRole("button", { name: "New match" }); i++) {
      const picker = screen.queryByTestId("bowler-picker");
      if (picker) fireEvent.click(within(picker).getAllByRole("button")[0] as HTMLElement);
      else fireEvent.keyDown(document.body, { key: "2" });
    }
    const link = await screen.findByRole("link", { name: "Sign in to keep your matches" });
    expect(link.getAttribute("href")).toBe("/login");
  });

  it("abandons a match only after confirming", () => {
    const services = renderGame();
    setUp();
    click("Crown");
    if (screen.queryByRole("button", { name: "Bat" })) click("Bat");
    else click("Start match");
    click("Abandon match");
    click("Keep playing");
    expect(title()).toBe("First innings");
    click("Abandon match");
    click("Yes, abandon");
    expect(title()).toBe("Choose a format");
    expect(services.store.getSnapshot().actions).toEqual([]);
  });

  it("says once, where the browser cannot speak, that captions stand in", () => {
    renderGame({ synth: null });
    const notice = screen.getByText(/cannot speak the commentary/);
    expect(notice).toBeTruthy();
    expect(screen.queryByTestId("mute-toggle")).toBeNull();
    click("Dismiss");
    cleanup();
    renderGame({ synth: null });
    expect(screen.queryByText(/cannot speak the commentary/)).toBeNull();
  });

  it("remembers mute and silences the voice at once", () => {
    const synth = new FakeSynth();
    const services = renderGame({ synth });
    const toggle = screen.getByTestId("mute-toggle");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) as string).muted).toBe(true);
    setUp();
    click("Crown");
    expect(synth.spoken).toEqual([]);
    expect(services.settings.get().muted).toBe(true);
  });

  it("keeps the announcement pause and speech rate the player sets, in a panel Escape closes", () => {
    const synth = new FakeSynth();
    synth.voices = [
      { name: "Anna", lang: "de-DE", voiceURI: "anna", default: false },
      { name: "Daniel", lang: "en-GB", voiceURI: "daniel", default: false },
    ];
    renderGame({ synth });
    const summary = screen.getByText("Settings");
    const details = summary.closest("details") as HTMLDetailsElement;
    fireEvent.click(summary);
    details.open = true;
    fireEvent(details, new Event("toggle"));
    fireEvent.change(screen.getByLabelText("Announcement pause"), { target: { value: "1000" } });
    fireEvent.change(screen.getByLabelText(/Speech rate/), { target: { value: "1.5" } });
    const voice = screen.getByLabelText("Voice") as HTMLSelectElement;
    expect(Array.from(voice.options).map((o) => o.textContent)).toEqual([
      "Default English voice",
      "Daniel (en-GB)",
      "Anna (de-DE)",
    ]);
    fireEvent.change(voice, { target: { value: "daniel" } });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) as string)).toMatchObject({
      pauseMs: 1000,
      rate: 1.5,
      voiceURI: "daniel",
    });
    fireEvent.keyDown(document, { key: "Escape" });
    expect(details.open).toBe(false);
  });
});
