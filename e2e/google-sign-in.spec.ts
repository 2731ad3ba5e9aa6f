import type { Page } from "@playwright/test";
import { USER_MESSAGES } from "../src/web/api/messages.ts";
import { NOT_PROVIDED } from "../src/web/components/profile-card.tsx";
import { expect, runId, test } from "./support/fixtures.ts";
import { testAccountClaims } from "./support/oidc-provider.ts";

/**
 * "Login with Gmail" end to end: the popup runs the whole OpenID Connect flow on our origin
 * against a real provider (oidc-provider, started for each worker in Google's place),
 * tells the opener, and closes; the opener lands on the profile.
 */

async function openGooglePopup(page: Page) {
  await page.goto("/login");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Login with Gmail" }).click();
  const popup = await popupOpened;
  // The popup starts on our origin and goes on to the provider's sign-in form.
  await popup.waitForURL(/\/interaction\//);
  return popup;
}

/** Signs in at the provider's form as `login` and grants Howzat what it asks for. */
async function signInAtProvider(popup: Page, login: string) {
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill("any-password");
  await popup.getByRole("button", { name: "Sign-in" }).click();
  await popup.getByRole("button", { name: "Continue" }).click();
}

test("Login with Gmail signs a new member in through the popup and opens their profile", async ({ page }) => {
  const login = `sachin.tendulkar-${runId}`;
  const claims = testAccountClaims(login);
  const popup = await openGooglePopup(page);
  const popupClosed = popup.waitForEvent("close");
  await signInAtProvider(popup, login);
  await popupClosed;

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(claims.name);
  await expect(page.locator(".fact", { hasText: "Email" }).locator("dd")).toHaveText(claims.email);
  // Google tells us none of the registration form's other fields.
  await expect(page.locator(".fact", { hasText: "Phone" }).locator("dd")).toHaveText(NOT_PROVIDED);
  await expect(page.locator(".fact", { hasText: "Address" }).locator("dd")).toHaveText(NOT_PROVIDED);

  // The session is a real one: the server knows the member.
  const me = await page.request.get("/api/me");
  expect(me.status()).toBe(200);
  expect((await me.json()).member.email).toBe(claims.email);
});

test("the same Google account signs in to the same member the next time", async ({ page, browser }) => {
  const login = `smriti.mandhana-${runId}`;
  const first = await openGooglePopup(page);
  const firstClosed = first.waitForEvent("close");
  await signInAtProvider(first, login);
  await firstClosed;
  await expect(page).toHaveURL(/\/profile$/);
  const firstId = (await (await page.request.get("/api/me")).json()).member.id;

  // A fresh browser profile: no session here, and none at the provider.
  const context = await browser.newContext();
  const again = await context.newPage();
  const second = await openGooglePopup(again);
  const secondClosed = second.waitForEvent("close");
  await signInAtProvider(second, login);
  await secondClosed;
  await expect(again).toHaveURL(/\/profile$/);
  const secondId = (await (await again.request.get("/api/me")).json()).member.id;
  expect(secondId).toBe(firstId);
  await context.close();
});

test("cancelling at the provider closes the popup and says the sign-in was cancelled", async ({ page }) => {
  const popup = await openGooglePopup(page);
  const popupClosed = popup.waitForEvent("close");
  await popup.getByRole("link", { name: "[ Cancel ]" }).click();
  await popupClosed;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert")).toHaveText(USER_MESSAGES.googleCancelled);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});

test("closing the popup by hand leaves the member on the login screen with a message", async ({ page }) => {
  const popup = await openGooglePopup(page);
  await popup.close();
  await expect(page.getByRole("alert")).toHaveText(USER_MESSAGES.googleCancelled);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Login with Gmail" })).toBeEnabled();
});
