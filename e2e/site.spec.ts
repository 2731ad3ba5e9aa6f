/**
 * The site around the match, as a new player meets it at a desk and on a phone: "Play a match"
 * opens a new match rather than the last result; one header on every page (a member's with
 * Sign out, a guest's with Sign in and Register) that fits a phone; the kept matches say which
 * side was yours and how it went; the career table scrolls inside its own box; a wrong password
 * is said with the fields it is about.
 */
import type { Page } from "@playwright/test";
import { validateRegistration } from "../src/shared/registration.ts";
import { USER_MESSAGES } from "../src/web/api/messages.ts";
import { buildMatch, INDIA } from "../src/web/test-support/saved-match.ts";
import {
  expect,
  fillRegistration,
  newMember,
  quickQuietGame,
  registerMember,
  startFromSave,
  test,
  title,
} from "./support/fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(quickQuietGame);
});

/** The page scrolls no further sideways than the window is wide. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(widths.client);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test('"Play a match" on home opens a new match, not the last result, which is kept and listed as yours', async ({
  page,
}) => {
  await registerMember(page, newMember("play-on"));
  const plan = { seed: 31, level: "club" as const, format: "micro" as const, teamId: INDIA };
  const done = await startFromSave(page, { ...plan, until: (state) => state.result !== null });
  await expect(page.getByTestId("upload-status")).toContainText("Saved to your matches");

  await page.goto("/home");
  await page.getByRole("link", { name: "Play a match" }).click();
  await expect(title(page)).toHaveText("Choose a format");
  // A reload now shows what is kept, as for any visit: the new match, not the old result.
  await page.reload();
  await expect(title(page)).toHaveText("Choose a format");

  const winner = done.state.result?.winnerTeamId;
  const outcome = winner === null ? "Tied" : winner === INDIA ? "Won" : "Lost";
  await page.goto("/home");
  await expect(page.getByTestId("your-side")).toHaveText(`You: India · ${outcome}`);
  await page.goto("/matches");
  await expect(page.getByTestId("archive-list").getByTestId("your-side")).toHaveText(
    `You: India · ${outcome}`,
  );
});

test("the header's Play keeps a match in progress", async ({ page }) => {
  await registerMember(page, newMember("play-progress"));
  const match = await startFromSave(page, { seed: 32, level: "club", format: "mini" });
  await page.goto("/stats");
  await mainNav(page).getByRole("link", { name: "Play" }).click();
  await expect(page.locator("main")).toHaveAttribute("data-stage", "play");
  expect(match.state.result).toBeNull();
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 844 }, hasTouch: width < 400 });

    test("a member has one header on every page, and signs out from any of them", async ({ page }) => {
      await registerMember(page, newMember(`header-${width}`));
      for (const [path, current] of [
        ["/home", null],
        ["/game", "Play"],
        ["/competitions", "Competitions"],
        ["/live", "Live"],
        ["/matches", "Matches"],
        ["/stats", "Stats"],
        ["/ladder", "Ladder"],
        ["/profile", "Profile"],
      ] as const) {
        await page.goto(path);
        await expect(title(page)).toBeVisible();
        const nav = mainNav(page);
        await expect(nav.getByRole("link")).toHaveText([
          "Play",
          "Competitions",
          "Live",
          "Matches",
          "Stats",
          "Ladder",
          "Profile",
        ]);
        await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
        const marked = nav.locator('[aria-current="page"]');
        if (current === null) await expect(marked).toHaveCount(0);
        else await expect(marked).toHaveText(current);
        await expectNoSidewaysScroll(page, path);
      }
      await page.goto("/stats");
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto("/home");
      await expect(page).toHaveURL(/\/login$/);
    });

    test("a guest has Play, Competitions, Sign in and Register on every page", async ({ page }) => {
      for (const path of ["/game", "/login", "/new", "/no-such-page"]) {
        await page.goto(path);
        await expect(title(page)).toBeVisible();
        await expect(mainNav(page).getByRole("link")).toHaveText([
          "Play",
          "Competitions",
          "Sign in",
          "Register",
        ]);
        await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
        await expectNoSidewaysScroll(page, path);
      }
    });

    test("a wrong password is said above Login, with the fields, and read with them", async ({ page }) => {
      await page.goto("/login");
      await page.getByLabel("Email").fill(`nobody-${width}@example.com`);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      const alert = page.getByRole("alert");
      await expect(alert).toHaveText(USER_MESSAGES.signInIncorrect);
      await expect(page.locator("form").getByRole("alert")).toHaveCount(1);
      await expect(page.getByLabel("Password")).toHaveAttribute("aria-describedby", "login-message");
      const alertBox = await alert.boundingBox();
      const login = await page.getByRole("button", { name: "Login", exact: true }).boundingBox();
      const gmail = await page.getByRole("button", { name: "Login with Gmail" }).boundingBox();
      expect(alertBox && login && alertBox.y + alertBox.height <= login.y).toBe(true);
      expect(alertBox && gmail && alertBox.y < gmail.y).toBe(true);
    });
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a registration refused for its first field shows the field and the red message under the form together", async ({
    page,
  }) => {
    const values = newMember("reg-phone", { name: "   " });
    const refusal = validateRegistration(values, new Date());
    expect(refusal.ok).toBe(false);
    await fillRegistration(page, values);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    const message = page.getByRole("alert").filter({ hasText: refusal.ok ? "" : refusal.message });
    await expect(message).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();
    // The form is taller than the phone: the field at its top and the message are both in sight.
    await expect(page.getByLabel("Name")).toBeInViewport();
    await expect(message).toBeInViewport();
    // That is no accident of a short page: the page is taller than the phone's window.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844);
    await page.screenshot({ path: test.info().outputPath("register-refused-390.png") });
  });

  test("the career players table scrolls in its own labelled box, and says so", async ({ page, baseURL }) => {
    await registerMember(page, newMember("stats-phone"));
    const match = buildMatch({ seed: 33, level: "club", format: "micro", until: (s) => s.result !== null });
    const res = await page.request.post("/api/matches", {
      headers: { origin: baseURL ?? "" },
      data: {
        seed: match.seed,
        level: match.level,
        rulesVersion: match.state.rulesVersion,
        actions: match.actions,
        result: match.state.result?.text,
      },
    });
    expect(res.status()).toBe(201);
    await page.goto("/stats");
    await expect(page.getByTestId("stats")).toHaveAttribute("data-ready", "true");
    const region = page.getByRole("region", { name: "Players table" });
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(page.getByTestId("scroll-hint")).toBeVisible();
    await expect(region).toHaveAccessibleDescription(/Scroll sideways/);
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await expectNoSidewaysScroll(page, "/stats");
    // The keyboard scrolls it once it has focus.
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
