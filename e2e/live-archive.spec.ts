/**
 * A live match as each member keeps it: two browser contexts (two members) play a micro match
 * to its result on the real server, then each finds it in /matches and opens it, and reads
 * their own side there (their team and how it went for them, and their own win chance), not
 * the other member's.
 */
import type { Page } from "@playwright/test";
import { catalog } from "../src/data/catalog.ts";
import { createEngine, replay } from "../src/engine/index.ts";
import { expect, recordFrames, test } from "./support/fixtures.ts";
import { accept, actIfAsked, finished, type Frame, makeInvite, twoMembers } from "./support/live-members.ts";

const engine = createEngine(catalog);

const nameOf = (teamId: number | null) => catalog.countries.find((c) => c.id === teamId)?.name ?? "";

/**
 * Opens the member's archive and the kept match there and checks their side on both; with
 * `shots`, a screenshot of each under that name.
 */
async function expectOwnSide(
  page: Page,
  side: { readonly team: string; readonly outcome: "Won" | "Lost" | "Tied"; readonly result: string },
  shots: string | null,
): Promise<void> {
  await page.goto("/matches");
  const row = page.getByTestId("archive-list").getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("your-side")).toHaveText(`You: ${side.team} · ${side.outcome}`);
  if (shots) await page.screenshot({ path: test.info().outputPath(`${shots}-matches.png`), fullPage: true });

  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/matches\/\d+$/);
  await expect(page.getByTestId("result-text")).toHaveText(side.result);
  await expect(page.locator(".archive__kept-side").getByTestId("your-side")).toHaveText(
    `You: ${side.team} · ${side.outcome}`,
  );
  const chance = page.getByTestId("chance-chart");
  await expect(chance.locator(".chart__title")).toHaveText(`Your win chance (${side.team}), ball by ball`);
  // The chance after the last ball is the member's own: all of it for a win, none for a loss.
  if (side.outcome !== "Tied") {
    await expect(chance.locator(".chart__table tbody tr").last().locator("td").last()).toHaveText(
      side.outcome === "Won" ? /→ 100%$/ : /→ 0%$/,
    );
  }
  if (shots) await page.screenshot({ path: test.info().outputPath(`${shots}-kept.png`), fullPage: true });
}

test("each member keeps a live match from their own side: the guest's team, result and win chance", async ({
  page: host,
  browser,
}) => {
  // A whole live match on the test server's 6 s clocks: about a minute alone, more than two
  // beside another spec on a busy two-core machine.
  test.setTimeout(240_000);
  const { hostMember, guest } = await twoMembers(host, browser);
  const guestFrames = recordFrames<Frame>(guest);
  const code = await makeInvite(host);
  await accept(host, guest, code, hostMember.name);
  for (let i = 0; i < 300 && !((await finished(host)) && (await finished(guest))); i++) {
    const guestActed = await actIfAsked(guest, i % 3);
    const hostActed = await actIfAsked(host, (i + 1) % 3);
    if (!guestActed && !hostActed) await host.waitForTimeout(50);
  }
  await expect(guest.getByTestId("result-text")).toBeVisible();
  const result = (await guest.getByTestId("result-text").textContent()) ?? "";

  // Who played which side and who won, from the match's own record (the host's side of it).
  let reveal = guestFrames.findLast((f) => f.view?.reveal)?.view?.reveal;
  for (let i = 0; i < 100 && reveal?.keptId == null; i++) {
    await guest.waitForTimeout(50);
    reveal = guestFrames.findLast((f) => f.view?.reveal)?.view?.reveal;
  }
  expect(reveal?.keptId).toEqual(expect.any(Number));
  const { state } = replay(engine, {
    seed: reveal!.seed,
    level: "friend",
    rulesVersion: reveal!.rulesVersion,
    actions: reveal!.actions,
  });
  expect(state.result?.text).toBe(result);
  const winner = state.result?.winnerTeamId ?? null;
  const outcomeOf = (teamId: number | null) =>
    winner === null ? "Tied" : winner === teamId ? "Won" : "Lost";
  const guestTeam = nameOf(state.opponentId);
  expect(guestTeam).not.toBe("");
  expect(guestTeam).not.toBe(nameOf(state.teamId));

  await expectOwnSide(guest, { team: guestTeam, outcome: outcomeOf(state.opponentId), result }, "live-guest");
  await expectOwnSide(host, { team: nameOf(state.teamId), outcome: outcomeOf(state.teamId), result }, null);
  await guest.context().close();
});
