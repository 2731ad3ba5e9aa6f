// Takes screenshots of Howzat's screens from a running server, for the README and for review.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = process.argv[3] ?? "docs/screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const shot = async (page, name) => {
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
  console.log(`saved ${name}.png`);
};
try {
  const phoneOnly = process.argv.includes("--phone");
  const page = await browser.newPage(
    phoneOnly
      ? { viewport: { width: 390, height: 844 }, isMobile: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  await page.addInitScript(() =>
    globalThis.localStorage.setItem("howzat:settings", JSON.stringify({ pauseMs: 0 })),
  );
  await page.goto(`${base}/login`);
  await shot(page, "login");

  if (process.argv.includes("--all")) {
    await page.goto(`${base}/new`);
    await page.getByRole("button", { name: "Register" }).click();
    await shot(page, "register-error");
    const email = `shot-${Date.now()}@example.com`;
    await page.getByLabel("Name").fill("Mithali Raj");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("01712345678");
    await page.getByLabel("Address").fill("12 Pavilion Road, Hyderabad");
    await page.getByLabel("Password").fill("cover-drive-99");
    await page.getByLabel("Date of Birth").fill("1982-12-03");
    await page.getByRole("radio", { name: "Female", exact: true }).check();
    await page.getByRole("button", { name: "Register" }).click();
    await page.waitForURL(/\/home$/);
    await shot(page, "home");
    await page.goto(`${base}/profile`);
    await shot(page, "profile");
    await page.goto(`${base}/error`);
    await shot(page, "error");
    await page.goto(`${base}/game`);
    await shot(page, "game-format");
    await page.getByRole("button", { name: /Micro/ }).click();
    await page.getByRole("button", { name: /^India/ }).click();
    await shot(page, "game-opponent");
    await page.getByRole("button", { name: /^Australia/ }).click();
    await shot(page, "game-location");
    await page.getByRole("button", { name: /^India/ }).click();
    await shot(page, "game-stadium");
    await page.getByRole("button", { name: "Wankhede Stadium" }).click();
    await shot(page, "game-toss");
    await page.getByRole("button", { name: "Crown" }).click();
    await page.getByRole("heading", { level: 1, name: "Toss result" }).waitFor();
    await shot(page, "game-toss-result");
    const bat = page.getByRole("button", { name: "Bat", exact: true });
    if (await bat.isVisible()) await bat.click();
    else await page.getByRole("button", { name: "Start match" }).click();
    // The computer may have chosen to bat, so the user opens the bowling: pick the bowler first.
    const opener = page.getByTestId("bowler-picker");
    await opener.or(page.locator(".style-button:enabled")).first().waitFor();
    if (await opener.isVisible()) await opener.getByRole("button").first().click();
    for (let i = 0; i < 3; i++) await page.locator(".style-button").first().click();
    // The win chance comes from a worker a moment after each ball.
    await page.locator("[data-testid=win-chance]:not(.score-bug__stat--pending)").waitFor();
    await shot(page, "game-play");
    await page.getByText("Settings", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Coach" }).check();
    await page.getByText("Settings", { exact: true }).click();
    await page.getByTestId("coach-figure").first().waitFor();
    await shot(page, "game-play-coach");
    for (let i = 0; i < 200; i++) {
      if ((await page.locator("main").getAttribute("data-stage")) === "result") break;
      const picker = page.getByTestId("bowler-picker");
      if (await picker.isVisible()) {
        if (i < 20) await shot(page, "game-bowler-picker");
        await picker.getByRole("button").first().click();
      } else await page.locator(".style-button").first().click();
    }
    await page.getByTestId("chance-chart").locator("canvas").waitFor();
    await page.waitForTimeout(1500);
    await shot(page, "game-result");
    await page.goto(`${base}/home`);
    await page.locator(".recent-matches__item").first().waitFor();
    await shot(page, "home-with-match");
    // The archive, one kept match and the career figures, wide and at a phone's width.
    const wide = page.viewportSize();
    for (const suffix of ["", "-phone"]) {
      const target = page;
      if (suffix) await target.setViewportSize({ width: 390, height: 844 });
      await target.goto(`${base}/matches`);
      await target.getByTestId("archive-list").waitFor();
      await shot(target, `matches${suffix}`);
      await target.locator(".archive__link").first().click();
      await target.getByTestId("chance-chart").locator("canvas").waitFor();
      await shot(target, `match${suffix}`);
      await target.goto(`${base}/stats`);
      await target.locator("[data-ready=true]").waitFor();
      await shot(target, `stats${suffix}`);
    }
    if (wide) await page.setViewportSize(wide);
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(`${base}/login`);
    await shot(phone, "phone-login");
    await phone.goto(`${base}/game`);
    await shot(phone, "phone-game-format");
  }
} finally {
  await browser.close();
}
