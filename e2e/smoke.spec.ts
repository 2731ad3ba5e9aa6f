import { expect, test } from "./support/fixtures.ts";

test("the login screen greets a visitor", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle(/Howzat/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Login To");
});

test("the game screen opens for a guest", async ({ page }) => {
  await page.goto("/game");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown address shows the not-found screen", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Lost in the outfield" })).toBeVisible();
});
