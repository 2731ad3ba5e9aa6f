/**
 * A live match between two members, end to end: two browser contexts (two members, two
 * sessions) on the real server and a real Chromium. The host makes an invite in the lobby, the
 * guest opens its link and accepts, the guest calls the toss, and both choose every ball against
 * the choice clock until the result; one ball is left to the clock, one member drops out
 * mid-over and comes back, and a member who stays away forfeits. The server plays the e2e run
 * with short clocks (e2e/support/app-server.ts).
 */
import { catalog } from "../src/data/catalog.ts";
import { createEngine, replay } from "../src/engine/index.ts";
import { LADDER_API, type LadderResponse } from "../src/shared/ladder-types.ts";
import { expect, expectAccessible, recordFrames, test } from "./support/fixtures.ts";
import { accept, actIfAsked, finished, type Frame, makeInvite, twoMembers } from "./support/live-members.ts";

const engine = createEngine(catalog);

test("two members play a micro match live to the result, one ball left to the clock; the seed shows only at the end", async ({
  page: host,
  browser,
}) => {
  // A whole live match on the test server's 6 s clocks, one clock let run out, then the rated
  // result and a rematch: 1.7 min alone on a slow two-core machine, more beside another spec.
  test.setTimeout(240_000);
  const { hostMember, guest } = await twoMembers(host, browser);
  // The host has switched the coach on: a rated match still offers none.
  await host.addInitScript(() => {
    try {
      localStorage.setItem("howzat:settings", JSON.stringify({ coach: true }));
    } catch {
      // A page with no storage of its own (about:blank).
    }
  });
  const hostFrames = recordFrames<Frame>(host);
  const guestFrames = recordFrames<Frame>(guest);
  const code = await makeInvite(host);
  await host.screenshot({ path: test.info().outputPath("live-invite.png") });
  await accept(host, guest, code, hostMember.name);

  // The guest calls; the host waits for the call.
  await expect(host.getByText("Waiting for Asha Guest to call the toss.").first()).toBeVisible();
  await expectAccessible(guest, "live match at the toss, the guest's side");
  let leftToClock = false;
  let hostBalls = 0;
  for (let i = 0; i < 300 && !((await finished(host)) && (await finished(guest))); i++) {
    const guestActed = await actIfAsked(guest, i % 3);
    // Once, on the second ball the host is asked for (every innings has six, so the match
    // always has one), the host lets that ball's clock run out.
    const hostBall = (await host.locator(".style-button:enabled").count()) > 0;
    if (hostBall) hostBalls++;
    if (hostBall && !leftToClock && hostBalls >= 2) {
      leftToClock = true;
      // No coach's figure on any style button; the win chance on the scoreboard stays.
      await expect(host.getByTestId("coach-figure")).toHaveCount(0);
      await expect(host.locator(".style-button__coach")).toHaveCount(0);
      await host.screenshot({ path: test.info().outputPath("live-ball.png") });
      await expect(host.getByTestId("live-notice")).toContainText("Time ran out for Priya Host", {
        timeout: 15_000,
      });
      continue;
    }
    const hostActed = await actIfAsked(host, (i + 1) % 3);
    if (!guestActed && !hostActed) await host.waitForTimeout(50);
  }
  expect(leftToClock).toBe(true);
  await expect(host.getByTestId("result-text")).toBeVisible();
  await expect(guest.getByTestId("result-text")).toBeVisible();
  const resultText = await host.getByTestId("result-text").textContent();
  await expect(guest.getByTestId("result-text")).toHaveText(resultText ?? "");
  // Each result says what the match did to that member's rating between members.
  for (const page of [host, guest]) {
    const card = page.getByTestId("rated-result");
    await expect(card.getByTestId("rating-before")).toHaveText("1500 ± 350", { timeout: 15_000 });
    await expect(card.getByTestId("rating-after")).toHaveText(/^\d{3,4} ± \d{2,3}$/);
    // The place the card gives is the member's rank on the ladder between members as the
    // server answers it (other specs on this worker's app may have rated members of their own).
    const ladder = (await (
      await page.request.get(`${LADDER_API.ladder}?kind=friend`)
    ).json()) as LadderResponse;
    const rank = ladder.you?.rank ?? 0;
    expect(rank).toBeGreaterThan(0);
    await expect(card.getByTestId("rating-place")).toContainText(
      new RegExp(`You are ${rank}(st|nd|rd|th) on the ladder between members`),
    );
    await expect(card.getByTestId("rated-record")).toContainText("seed");
  }
  await guest.screenshot({ path: test.info().outputPath("live-result-guest.png"), fullPage: true });

  // Before the end no page was ever sent the seed or the generator; the last view reveals it.
  for (const frames of [hostFrames, guestFrames]) {
    const views = frames.filter((f) => f.type === "view");
    expect(views.length).toBeGreaterThan(8);
    for (const frame of views) {
      expect(frame.view?.state.seed).toBe(0);
      expect(frame.view?.state.rng).toEqual([0, 0, 0, 0]);
    }
    for (const frame of views.filter((f) => f.view?.status !== "finished"))
      expect(frame.view?.reveal).toBeNull();
  }
  const reveal = hostFrames.filter((f) => f.type === "view").at(-1)?.view?.reveal;
  expect(reveal).toBeTruthy();
  const stored = await guest.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(`"seed":${String(reveal!.seed)}`);
  // The record replays to the result both pages showed, and is in both members' archives.
  const replayed = replay(engine, {
    seed: reveal!.seed,
    level: "friend",
    rulesVersion: reveal!.rulesVersion,
    actions: reveal!.actions,
  });
  expect(replayed.refusedAt).toBeNull();
  expect(replayed.state.result?.text).toBe(resultText);
  const kept = await host.request.get(`/api/matches/${String(reveal!.keptId)}`);
  expect(kept.status()).toBe(200);
  const guestReveal = guestFrames.filter((f) => f.type === "view").at(-1)?.view?.reveal;
  expect((await guest.request.get(`/api/matches/${String(guestReveal!.keptId)}`)).status()).toBe(200);

  // A rematch with the sides swapped: the host offers it, the guest sees the offer and accepts,
  // and both are on the new match.
  const finishedUrl = host.url();
  await host.getByRole("button", { name: "Rematch, sides swapped" }).click();
  await expect(host.getByTestId("live-rematch")).toContainText("Waiting for them to accept");
  await guest.getByTestId("live-rematch").scrollIntoViewIfNeeded();
  await expect(guest.getByTestId("live-rematch")).toContainText(
    "Priya Host offers you a rematch with the sides swapped.",
    { timeout: 10_000 },
  );
  await guest.screenshot({ path: test.info().outputPath("live-rematch-offer.png"), fullPage: true });
  await guest.getByRole("button", { name: "Accept the rematch" }).click();
  await expect(guest).not.toHaveURL(finishedUrl);
  await expect(guest).toHaveURL(/\/live\/[\w-]+$/);
  await host.getByRole("button", { name: "Go to the rematch" }).click({ timeout: 10_000 });
  await expect(host).toHaveURL(guest.url());

  // The ladder between members lists both; the host's lobby offers the guest again in one click.
  await host.goto("/ladder");
  const between = host.getByTestId("friend-ladder-table");
  await expect(between).toContainText("Priya Host (you)");
  await expect(between).toContainText("Asha Guest");
  await host.goto("/live");
  const opponent = host.getByTestId("live-opponent");
  await expect(opponent).toContainText("Asha Guest (1 match)");
  await host.getByRole("button", { name: "Invite Asha Guest again" }).click();
  await expect(opponent).toContainText("Invited: waiting for Asha Guest to accept.");
  await host.screenshot({ path: test.info().outputPath("live-lobby-opponents.png"), fullPage: true });
  await guest.goto("/live");
  await expect(guest.getByRole("button", { name: "Accept Priya Host’s invite" })).toBeVisible();
  await guest.context().close();
});

test("a member drops out mid-over and comes back where the match is; one who stays away forfeits", async ({
  page: host,
  browser,
}) => {
  test.setTimeout(120_000);
  const { hostMember, guest } = await twoMembers(host, browser);
  const code = await makeInvite(host);
  await accept(host, guest, code, hostMember.name);
  // To the first ball, and one ball into the over.
  for (let i = 0; i < 60 && (await guest.locator(".style-button:enabled").count()) === 0; i++) {
    if (!(await actIfAsked(guest)) && !(await actIfAsked(host))) await host.waitForTimeout(50);
  }
  await actIfAsked(guest);
  await actIfAsked(host);
  await expect(host.getByTestId("over-strip")).toBeVisible();

  // The guest drops out mid-over (leaves the match's page): the host sees the wait, counting
  // down to a forfeit.
  const matchUrl = guest.url();
  await guest.goto("/home");
  await expect(host.getByTestId("live-away")).toContainText("Waiting for your opponent");
  await host.screenshot({ path: test.info().outputPath("live-away.png") });
  // Back before the forfeit: the guest's page catches up where the match is and it goes on.
  await guest.goto(matchUrl);
  await expect(host.getByTestId("live-away")).toHaveCount(0, { timeout: 15_000 });
  await expect(guest.getByTestId("over-strip")).toBeVisible();
  await expect(guest.getByTestId("live-forfeit")).toHaveCount(0);

  // Now the guest leaves for good: past the forfeit time the host wins by forfeit.
  await guest.context().close();
  await expect(host.getByTestId("live-forfeit")).toHaveText("Asha Guest forfeited", { timeout: 45_000 });
  await host.screenshot({ path: test.info().outputPath("live-forfeit.png") });
});
