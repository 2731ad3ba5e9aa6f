/**
 * The layout rules the specification states, measured in the rendered page at desktop width:
 * flags seven to a row, stadium cards five to a row, the round profile photo, and the login
 * card's entrance (from opacity 0 and half size over 0.5 s, none with reduced motion).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, newMember, presetNoPause, registerMember, test, title } from "./support/fixtures.ts";

// Full motion: the login card's entrance is checked here, and its absence under reduced motion.
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "no-preference" });

/** How many of `cards` sit on the first row, and where the next row starts. */
async function firstRow(cards: Locator): Promise<{ perRow: number; nextRowLeft: number; firstLeft: number }> {
  const boxes = await cards.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
  );
  const top = boxes[0]?.top ?? 0;
  const perRow = boxes.filter((b) => Math.abs(b.top - top) < 1).length;
  return { perRow, firstLeft: boxes[0]?.left ?? 0, nextRowLeft: boxes[perRow]?.left ?? Number.NaN };
}

/** Team India v Australia, up to the location stage. */
async function toLocation(page: Page): Promise<void> {
  await page.goto("/game");
  await page.getByRole("button", { name: /\bMicro\b/ }).click();
  await page.getByRole("button", { name: /^India/ }).click();
  await page.getByRole("button", { name: /^Australia/ }).click();
  await expect(title(page)).toHaveText("Choose the match location");
}

test("at desktop width the flags are seven to a row and the stadium cards five", async ({ page }) => {
  await page.addInitScript(presetNoPause);
  await toLocation(page);
  // The grid's cells, not the cards: a card under the pointer lifts a little.
  const flags = page.locator(".choice-grid--flags > li");
  await expect(flags).toHaveCount(20);
  const flagRow = await firstRow(flags);
  expect(flagRow.perRow).toBe(7);
  expect(flagRow.nextRowLeft).toBeCloseTo(flagRow.firstLeft, 0);

  await page.getByRole("button", { name: /^India/ }).click();
  await expect(title(page)).toHaveText("Choose a stadium");
  const stadiums = page.locator(".choice-grid--stadiums > li");
  expect(await stadiums.count()).toBeGreaterThan(5);
  const stadiumRow = await firstRow(stadiums);
  expect(stadiumRow.perRow).toBe(5);
  expect(stadiumRow.nextRowLeft).toBeCloseTo(stadiumRow.firstLeft, 0);
});

test("the profile photo is round", async ({ page }) => {
  await registerMember(
    page,
    newMember("layout", {
      name: "Jhulan Goswami",
      address: "1 Eden Gardens, Kolkata",
      password: "yorker-at-pace-1",
      dob: "1982-11-25",
    }),
  );
  await page.goto("/profile");
  const photo = page.locator(".avatar").first();
  await expect(photo).toBeVisible();
  const shape = await photo.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return {
      width: rect.width,
      height: rect.height,
      radius: style.borderTopLeftRadius,
      overflow: style.overflow,
    };
  });
  expect(shape.width).toBeGreaterThan(40);
  expect(shape.height).toBeCloseTo(shape.width, 0);
  // Half the side or more (a 50% radius computes to that): a circle, not a rounded square.
  const radius = shape.radius.endsWith("%")
    ? (parseFloat(shape.radius) / 100) * shape.width
    : parseFloat(shape.radius);
  expect(radius).toBeGreaterThanOrEqual(shape.width / 2 - 0.5);
});

/** The login card's running entrance animation: duration and first keyframe. */
async function cardEntrance(page: Page) {
  return page.locator(".auth-card").evaluate((el) =>
    el.getAnimations().map((a) => {
      const effect = a.effect as KeyframeEffect | null;
      const keyframes = effect?.getKeyframes() ?? [];
      const [first, last] = [keyframes[0], keyframes.at(-1)];
      return {
        duration: effect?.getTiming().duration,
        from: { opacity: first?.opacity, transform: first?.transform },
        to: { opacity: last?.opacity, transform: last?.transform },
      };
    }),
  );
}

test("the login card fades in from nothing and half its size over half a second", async ({ page }) => {
  await page.goto("/login");
  await expect(page.locator(".auth-card")).toBeVisible();
  expect(await cardEntrance(page)).toEqual([
    {
      duration: 500,
      from: { opacity: "0", transform: "scale(0.5)" },
      to: { opacity: "1", transform: "scale(1)" },
    },
  ]);
});

test("with reduced motion the login card is simply there", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/login");
  const card = page.locator(".auth-card");
  await expect(card).toBeVisible();
  expect(await cardEntrance(page)).toEqual([]);
  expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
});
