/**
 * Playing ahead in a ranked T20, end to end on the real server and a real Chromium: the member
 * sets the plan with the game's own play-ahead control, the server plays it with the match's
 * secret generator (an innings a request), and the match is finished in a handful of decisions
 * (every click or choice on a control that decides something is counted). Nothing the page
 * received before the end carries the seed or the generator, and the record revealed at the end
 * replays to the result shown.
 */
import type { Locator } from "@playwright/test";
import { catalog } from "../src/data/catalog.ts";
import { type Action, createEngine, replay, type RulesVersion } from "../src/engine/index.ts";
import { expect, expectAccessible, registerMember, stage, test, title } from "./support/fixtures.ts";

const engine = createEngine(catalog);

interface Reveal {
  readonly seed: number | string;
  readonly rulesVersion: RulesVersion;
  readonly actions: Action[];
  readonly keptId: number;
}

test("a ranked T20 played ahead with a plan to its result in at most 30 decisions", async ({ page }) => {
  test.setTimeout(180_000);
  await registerMember(page);
  // Every answer the page had from the ranked routes and socket, to look for the seed in.
  const received: string[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", (frame) => received.push(String(frame.payload))),
  );
  page.on("response", async (response) => {
    if (!response.url().includes("/api/ranked")) return;
    received.push(await response.text().catch(() => ""));
  });
  let decisions = 0;
  const click = async (control: Locator) => {
    decisions++;
    await control.click();
  };
  const choose = async (control: Locator, label: string) => {
    decisions++;
    await control.selectOption({ label });
  };

  await page.goto("/ranked");
  await expect(title(page)).toHaveText("Ranked matches");
  await choose(page.getByLabel("Format"), "T20 (20 overs)");
  await click(page.getByRole("button", { name: "Start the ranked match" }));
  await expect(title(page)).toHaveText("The toss");
  await click(page.getByRole("button", { name: "Crown" }));
  await expect(title(page)).toHaveText("Toss result");
  const bat = page.getByRole("button", { name: "Bat", exact: true });
  if (await bat.isVisible()) await click(bat);
  else await click(page.getByRole("button", { name: "Start match" }));
  await expect(title(page)).toHaveText("First innings");

  // The game's own control, with the mixes only: a rated match has no coach to follow.
  const form = page.getByRole("form", { name: "Play ahead" });
  await expect(form).toBeVisible();
  const batting = form.getByLabel("Batting");
  await expect(batting.locator("option")).toHaveText(["Attack", "Balanced", "Defend"]);
  await expect(form.getByLabel("Pace")).toHaveCount(0);
  await expectAccessible(page, "ranked match with play ahead offered");
  await page.screenshot({ path: test.info().outputPath("ranked-play-ahead.png"), fullPage: true });

  // One stretch to the end of the over first: its summary under the form, the feed an over a line.
  await click(form.getByRole("button", { name: "Play ahead" }));
  await expect(page.getByTestId("stretch-summary")).toContainText("Played ahead 6 balls");
  await page.screenshot({ path: test.info().outputPath("ranked-play-ahead-over.png"), fullPage: true });

  // Then the rest of the match, asked for once: the page asks the server an innings at a time.
  await choose(form.getByLabel("How far"), "End of the match");
  await choose(batting, "Attack");
  await click(form.getByRole("button", { name: "Play ahead" }));
  await expect.poll(() => stage(page), { timeout: 60_000 }).toBe("result");
  await expect(page.getByTestId("result-text")).toBeVisible();
  const resultText = await page.getByTestId("result-text").textContent();
  await page.screenshot({ path: test.info().outputPath("ranked-play-ahead-result.png"), fullPage: true });
  expect(decisions).toBeLessThanOrEqual(30);
  test.info().annotations.push({ type: "decisions", description: String(decisions) });

  // The last answer reveals the record; nothing before it carries the seed or the generator.
  const last = received.findLastIndex((text) => text.includes('"reveal":{'));
  expect(last).toBeGreaterThanOrEqual(0);
  const reveal = (JSON.parse(received[last]!) as { view: { reveal: Reveal } }).view.reveal;
  const before = received.slice(0, last).join("\n");
  expect(before).not.toContain(String(reveal.seed));
  expect(before).not.toMatch(/"seed":[1-9"]/);
  expect(before).not.toMatch(/"rng":\[(?!0,0,0,0\])/);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(String(reveal.seed));
  // Every ball an ordinary action of the record, which replays to the result shown.
  const replayed = replay(engine, { ...reveal, level: "international" });
  expect(replayed.refusedAt).toBeNull();
  expect(replayed.state.result?.text).toBe(resultText);
  expect(reveal.actions.filter((a) => a.type === "playBall").length).toBeGreaterThan(120);
});
