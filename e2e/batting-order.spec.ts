/**
 * The user's batting order at the toss, end to end on the real server and a real Chromium: one
 * batter moved by keyboard alone (Tab to his button, Enter; focus stays on it, the move is said
 * in the polite live region), one dragged by the mouse, then the match played on batting first:
 * the batting table lists the new order and the new openers are at the crease.
 */
import type { Page } from "@playwright/test";
import { catalog } from "../src/data/catalog.ts";
import {
  callToss,
  expect,
  expectAccessible,
  quickQuietGame,
  setUpToToss,
  startAs,
  tabTo,
  test,
  title,
} from "./support/fixtures.ts";

const india = catalog.squads.find((s) => s.countryId === 1)?.players ?? [];
const nameOf = (id: number) => india.find((p) => p.id === id)?.name ?? "";

/** The player ids in the panel, top to bottom. */
const panelOrder = (page: Page) =>
  page
    .getByTestId("batting-order")
    .locator("li")
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-player-id"))));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(quickQuietGame);
});

test("the user moves a batter by keyboard and one by drag, and bats in that order", async ({ page }) => {
  await page.goto("/game");
  // At the Narendra Modi Stadium the computer, if it wins the toss, bowls first (its tables weigh both sides there): the user bats either way.
  await setUpToToss(page, { format: /Micro/, ground: "Narendra Modi Stadium" });
  await expect(title(page)).toHaveText("The toss");
  await expect(title(page)).toBeFocused();
  await expectAccessible(page, "the toss with the batting order");
  expect(await panelOrder(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);

  // Keyboard: Kohli (3) up twice to open; focus stays on his Move up, the move is said.
  const kohliUp = page.getByRole("button", { name: `Move ${nameOf(3)} up` });
  await tabTo(page, kohliUp);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("batting-order-status")).toHaveText(`${nameOf(3)} moved to number 2`);
  await expect(kohliUp).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("batting-order-status")).toHaveText(`${nameOf(3)} moved to number 1`);
  await expect(kohliUp).toBeFocused();
  // Moving down shifts the row later in the page; focus still stays on it.
  const gillDown = page.getByRole("button", { name: `Move ${nameOf(2)} down` });
  await tabTo(page, gillDown);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("batting-order-status")).toHaveText(`${nameOf(2)} moved to number 4`);
  await expect(gillDown).toBeFocused();
  expect(await panelOrder(page)).toEqual([3, 1, 4, 2, 5, 6, 7, 8, 9, 10, 11]);

  // Mouse: Hardik Pandya (6) dragged by his handle to just above the second row's middle.
  const handle = page.getByTestId("drag-6");
  await handle.scrollIntoViewIfNeeded();
  await page.getByTestId("batting-order").locator("li").nth(1).scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const second = await page.getByTestId("batting-order").locator("li").nth(1).boundingBox();
  if (!from || !second) throw new Error("the batting order is not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, second.y + second.height / 4, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByTestId("batting-order-status")).toHaveText(`${nameOf(6)} moved to number 2`);
  const order = [3, 6, 1, 4, 2, 5, 7, 8, 9, 10, 11];
  expect(await panelOrder(page)).toEqual(order);

  // Play on, batting first: the batting table is in the new order, the new openers in.
  await callToss(page);
  await startAs(page, "Bat");
  const rows = page.locator(".scorecard--batting").first().locator("tbody tr");
  await expect(rows).toHaveCount(11);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute("data-player"))))).toEqual(
    order,
  );
  await expect(rows.nth(0)).toContainText(nameOf(3));
  await expect(rows.nth(1)).toContainText(nameOf(6));
  await expect(rows.nth(0)).not.toContainText("yet to bat");
  await expect(rows.nth(2)).toContainText("yet to bat");
});

test.describe("on a phone, by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a batter dragged by his handle with a finger moves, and the page does not scroll", async ({
    page,
  }) => {
    await page.goto("/game");
    await setUpToToss(page, { format: /Micro/, ground: "Wankhede Stadium" });
    // The coin and the calls come first, above the fold; the order is below them.
    await expect(page.getByRole("button", { name: "Crown" })).toBeInViewport();
    const handle = page.getByTestId("drag-11");
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const target = await page.getByTestId("batting-order").locator("li").nth(8).boundingBox();
    if (!from || !target) throw new Error("the batting order is not laid out");
    const scrolled = await page.evaluate(() => window.scrollY);
    const x = from.x + from.width / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", y: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y }],
      });
    await touch("touchStart", from.y + from.height / 2);
    for (let step = 1; step <= 8; step++) {
      const y =
        from.y + from.height / 2 + ((target.y + target.height / 4 - from.y - from.height / 2) * step) / 8;
      await touch("touchMove", y);
    }
    await touch("touchEnd", 0);
    await expect(page.getByTestId("batting-order-status")).toHaveText(`${nameOf(11)} moved to number 9`);
    expect(await panelOrder(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 11, 9, 10]);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
