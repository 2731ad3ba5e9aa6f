/**
 * Playing with the network off: after one visit the service worker has the app shell and
 * every chunk, so a guest plays a whole match offline (the page reloaded offline included);
 * a member's match finished offline waits on the device and reaches /matches, once, when the
 * network is back. Pages that need the server say that they are offline.
 */
import type { Page } from "@playwright/test";
import {
  callToss,
  expect,
  newMember,
  playToResult,
  quickQuietGame,
  registerMember,
  setUpToToss,
  startAs,
  startFromSave,
  test,
} from "./support/fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(quickQuietGame);
});

/**
 * Opens /game (already open unless `open`) and waits until the service worker has precached
 * the app and controls the page.
 */
async function installApp(page: Page, open = true): Promise<void> {
  if (open) await page.goto("/game");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("a guest plays a whole micro match with the network off", async ({ page, context }) => {
  await installApp(page);
  await context.setOffline(true);
  // Even a reload comes from the device now.
  await page.reload();
  // The whole match offline, from the format stage: India v Australia at Wankhede, Micro.
  await setUpToToss(page, { format: /Micro/, ground: "Wankhede Stadium" });
  await callToss(page);
  await startAs(page, "Bat");
  await playToResult(page);
  await expect(page.getByTestId("result-text")).toHaveText(/won|tied/);
  await expect(page.getByTestId("upload-status")).toContainText("You are offline");
  await expect(page.locator(".charts canvas").first()).toBeVisible();

  await page.goto("/matches");
  await expect(page.getByTestId("offline-notice")).toContainText("You are offline");
  await context.setOffline(false);
});

test("a member's match finished offline is saved once the network is back, and listed once", async ({
  page,
  context,
}) => {
  await registerMember(page, newMember("offline"));
  // A Club Micro match at Wankhede three balls from its end; the page finishes it offline.
  await startFromSave(page, { seed: 53, level: "club", format: "micro", ballsLeft: 3 });
  await installApp(page, false);
  await context.setOffline(true);
  await playToResult(page);
  const result = await page.getByTestId("result-text").textContent();
  await expect(page.getByTestId("upload-status")).toContainText("You are offline");
  await expect(page.getByTestId("upload-status")).not.toContainText("Saved");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("howzat:outbox") ?? "[]").length)).toBe(1);

  await context.setOffline(false);
  await expect(page.getByTestId("upload-status")).toContainText("Saved to your matches");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("howzat:outbox"))).toBeNull();

  await page.goto("/matches");
  const rows = page.getByTestId("archive-list").getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(result ?? "");
  const list = await page.request.get("/api/matches");
  expect((await list.json()).total).toBe(1);
});
