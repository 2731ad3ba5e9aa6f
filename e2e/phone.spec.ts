/**
 * Howzat on a phone (390 × 844 CSS px, touch): register, sign out and in, play a whole match by
 * tapping, read the result, open the profile. On every screen: no sideways scrolling, every
 * control at least 24 × 24 CSS px (WCAG 2.5.8; a link inside a sentence is exempt), and no
 * focused control hidden under the sticky header, even when focus moves up the page.
 */
import type { Page } from "@playwright/test";
import {
  expect,
  installSpeechRecorder,
  newMember,
  presetNoPause,
  stage,
  test,
  title,
} from "./support/fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

/** Controls narrower or shorter than 24 CSS px, described for the failure message. */
function smallTargets(): string[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="radio"], [tabindex]:not([tabindex="-1"])';
  const small: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.closest('[aria-hidden="true"], .visually-hidden, [hidden]')) continue;
    if ((el as HTMLButtonElement).disabled) continue;
    // The inside of a closed <details> is not on screen (its summary is).
    const closed = el.closest("details:not([open])");
    if (closed && el.parentElement !== closed) continue;
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden") continue;
    let rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    // A radio or checkbox drawn by its label: the label is what the finger hits.
    const label = el instanceof HTMLInputElement ? el.labels?.[0] : undefined;
    if (label) {
      const around = label.getBoundingClientRect();
      if (around.width * around.height > rect.width * rect.height) rect = around;
    }
    // WCAG 2.5.8's inline exception: a link in a sentence sizes with its text.
    const parentText = el.parentElement?.textContent?.trim() ?? "";
    if (el.tagName === "A" && style.display === "inline" && parentText !== (el.textContent?.trim() ?? ""))
      continue;
    if (rect.width < 23.5 || rect.height < 23.5) {
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      small.push(
        `${el.tagName.toLowerCase()}.${el.className} "${name}" ${rect.width.toFixed(1)}×${rect.height.toFixed(1)}`,
      );
    }
  }
  return small;
}

/** Focus on the last control of the page, so Shift+Tab walks up it as a keyboard user would. */
function focusLastControl(): void {
  const all = [
    ...document.querySelectorAll<HTMLElement>(
      'main a[href], main button:not([disabled]), main input:not([type="hidden"]), main select, main summary, main [tabindex="0"]',
    ),
  ].filter((el) => el.getClientRects().length > 0 && !el.closest(".visually-hidden"));
  all.at(-1)?.focus();
}

/** Where the focused element is against the header: true when its top is hidden under it. */
function focusedUnderHeader(): string | null {
  const header = document.querySelector(".site-header");
  const el = document.activeElement;
  if (!header || !(el instanceof HTMLElement) || header.contains(el) || el === document.body) return null;
  const top = el.getBoundingClientRect().top;
  const bottom = header.getBoundingClientRect().bottom;
  const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
  return top < bottom - 0.5
    ? `${el.tagName.toLowerCase()} "${name}" at ${top.toFixed(0)} under ${bottom.toFixed(0)}`
    : null;
}

/** The phone rules for the screen on show; `where` names it in failures. */
async function checkScreen(page: Page, where: string): Promise<void> {
  // The screen's own code has loaded (some screens are chunks of their own), and its entrance
  // animations are over, so sizes and positions are final.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${where}: no sideways scrolling`).toBeLessThanOrEqual(widths.client);
  expect(await page.evaluate(smallTargets), `${where}: controls of at least 24 × 24 px`).toEqual([]);

  // Up the page from its last control: each one focused is in view below the sticky header.
  await page.evaluate(focusLastControl);
  const hidden: string[] = [];
  for (let i = 0; i < 12; i++) {
    const under = await page.evaluate(focusedUnderHeader);
    if (under) hidden.push(under);
    await page.keyboard.press("Shift+Tab");
  }
  expect(hidden, `${where}: nothing focused under the sticky header`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("a member on a phone: register, sign in, play a whole match, the result, the profile", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(installSpeechRecorder);
  await page.addInitScript(presetNoPause);
  const values = newMember("phone", {
    name: "Harmanpreet Kaur",
    address: "12 Boundary Road, Moga",
    password: "slog-sweep-171",
    dob: "1989-03-08",
  });

  await page.goto("/new");
  await checkScreen(page, "registration");
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Phone").fill(values.phone);
  await page.getByLabel("Address").fill(values.address);
  await page.getByLabel("Password").fill(values.password);
  await page.getByLabel("Date of Birth").fill(values.dob);
  await page.getByRole("radio", { name: "Female", exact: true }).tap();
  await page.getByRole("button", { name: "Register" }).tap();
  await expect(page).toHaveURL(/\/home$/);
  await checkScreen(page, "home, new member");

  await page.getByRole("button", { name: "Sign out" }).tap();
  await expect(page).toHaveURL(/\/login$/);
  await checkScreen(page, "login");
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Password").fill(values.password);
  await page.getByRole("button", { name: /^Log ?in$|^Sign in$/i }).tap();
  await expect(page).toHaveURL(/\/home$/);
  await checkScreen(page, "home");

  await page.getByRole("link", { name: /play/i }).first().tap();
  await expect(title(page)).toHaveText("Choose a format");
  await checkScreen(page, "format");
  await page.getByText("Settings", { exact: true }).tap();
  await checkScreen(page, "game settings");
  await page.getByText("Settings", { exact: true }).tap();
  const steps: [RegExp, string][] = [
    [/\bMicro\b/, "team"],
    [/^India/, "opponent"],
    [/^Australia/, "location"],
    [/^India/, "stadium"],
    [/^Wankhede Stadium/, "toss"],
    [/^Crown$/, "toss result"],
  ];
  for (const [name, next] of steps) {
    await page.getByRole("button", { name }).tap();
    await expect(page.locator("main")).toHaveAttribute(
      "data-stage",
      next === "toss result" ? "tossResult" : next,
    );
    await checkScreen(page, next);
  }
  const bat = page.getByRole("button", { name: "Bat", exact: true });
  if (await bat.isVisible()) await bat.tap();
  else await page.getByRole("button", { name: "Start match" }).tap();
  await expect(title(page)).toHaveText("First innings");
  await checkScreen(page, "first innings");

  const picker = page.getByTestId("bowler-picker");
  let pickerChecked = false;
  for (let i = 0; i < 100 && (await stage(page)) !== "result"; i++) {
    if (await picker.isVisible()) {
      if (!pickerChecked) await checkScreen(page, "bowler picker");
      pickerChecked = true;
      await picker.getByRole("button").tap();
    } else await page.locator(".style-button").first().tap();
  }
  const result = page.getByTestId("result-text");
  await expect(result).toHaveText(/^(India|Australia) won by \d+ (runs?|wickets?)$|^Match tied$/);
  await expect(result).toBeInViewport();
  await expect(page.getByTestId("upload-status")).toContainText("Saved to your matches");
  await expect(page.getByTestId("result-charts").locator("canvas").first()).toBeVisible();
  await checkScreen(page, "result");

  await page.getByRole("link", { name: "Home" }).first().tap();
  await page.getByRole("link", { name: "Profile" }).first().tap();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(title(page)).toHaveText(values.name);
  await checkScreen(page, "profile");
});
