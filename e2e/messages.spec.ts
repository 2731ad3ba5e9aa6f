/**
 * The messages members get when something goes wrong, end to end: a registration refused by
 * the rate limit, a locked account's sign-in, a match upload that fails and succeeds on retry,
 * and Google sign-in with an e-mail a password member already uses (refused: ADR 0007).
 *
 * The rate limit and the lock run on a server of their own (a registration limit of 2 and a
 * fresh database), so they neither spend nor depend on the budget the other specs share.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RegistrationInput } from "../src/shared/registration.ts";
import { spawnServer, type SpawnedServer } from "../src/server/test-support/spawn-server.ts";
import { USER_MESSAGES } from "../src/web/api/messages.ts";
import { testAccountClaims } from "./support/oidc-provider.ts";
import {
  expect,
  newMember,
  playToResult,
  presetNoPause,
  registerMember,
  registerWithForm,
  runId,
  signIn,
  signInOnForm,
  startFromSave,
  test,
} from "./support/fixtures.ts";

function member(tag: string, email?: string): RegistrationInput {
  return newMember(tag, {
    address: "3 Pavilion End, Hyderabad",
    password: "late-cut-1999",
    ...(email === undefined ? {} : { email }),
  });
}

test.describe("on a server with a registration limit of 2", () => {
  let server: SpawnedServer;
  let dir: string;
  /** Registrations this server has taken so far (the limit counts them all). */
  let registrations = 0;

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "howzat-e2e-limits-"));
    server = await spawnServer({
      databaseUrl: `sqlite:${path.join(dir, "limits.db")}`,
      // The app at whatever address the browser uses, serving the built pages.
      baseUrl: null,
      env: { RATE_LIMIT_REGISTER_MAX: "2", WEB_ROOT: "dist/web" },
    });
  });

  test.afterAll(async () => {
    // Only this server: the worker's own app runs in this process too.
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  test("a locked account's sign-in says so, even with the right password", async ({ page }) => {
    const values = member("locked");
    await registerMember(page, values, server.url);
    registrations++;
    await page.context().clearCookies();

    const alert = page.getByRole("alert").filter({ hasText: /\S/ });
    const locked = /^Too many failed sign-ins for this account\. Please try again in \d+ minutes?$/;
    let message = "";
    for (let i = 0; i < 12 && !locked.test(message); i++) {
      await signIn(page, values.email, "not-the-password-1", server.url);
      await expect(alert).toBeVisible();
      message = (await alert.textContent()) ?? "";
      if (!locked.test(message)) expect(message).toBe(USER_MESSAGES.signInIncorrect);
    }
    expect(message).toMatch(locked);
    await signIn(page, values.email, values.password, server.url);
    await expect(alert).toHaveText(locked);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the registration past the limit is refused, with the message on the form", async ({ browser }) => {
    while (registrations < 2) {
      // A fresh browser each time: a registration signs the new member in.
      const context = await browser.newContext();
      const page = await context.newPage();
      await registerWithForm(page, member(`allowed-${registrations}`), server.url);
      await expect(page).toHaveURL(/\/home$/);
      registrations++;
      await context.close();
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused = member("refused");
    await registerWithForm(page, refused, server.url);
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(USER_MESSAGES.registerTooMany);
    await expect(page).toHaveURL(/\/new$/);
    // What was typed stays, so the member can send it again later.
    await expect(page.getByLabel("Email")).toHaveValue(refused.email);
    await context.close();
  });
});

test("a match upload that fails shows Try again, and the retry keeps the match once", async ({ page }) => {
  await page.addInitScript(presetNoPause);
  await registerMember(page, member("upload"));
  // The network, not the page: the first upload meets a server that is down; later ones pass.
  let uploads = 0;
  await page.route("**/api/matches", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    uploads++;
    if (uploads === 1) return route.fulfill({ status: 503, body: "" });
    return route.continue();
  });

  // A Micro match three balls from its end; the page plays them.
  await startFromSave(page, { seed: 4242, level: "club", format: "micro", ballsLeft: 3 });
  await playToResult(page);
  const result = (await page.getByTestId("result-text").textContent()) ?? "";

  const status = page.getByTestId("upload-status");
  await expect(status).toContainText("This match could not be saved to your matches.");
  expect((await (await page.request.get("/api/matches")).json()).matches).toEqual([]);
  await status.getByRole("button", { name: "Try again" }).click();
  await expect(status).toContainText("Saved to your matches");
  expect(uploads).toBe(2);
  const listed = (await (await page.request.get("/api/matches")).json()) as { matches: { result: string }[] };
  expect(listed.matches.map((m) => m.result)).toEqual([result]);
});

test("Google sign-in with a password member's e-mail is refused with a message, and the member is untouched", async ({
  page,
  baseURL,
}) => {
  // The provider vouches for this address (email_verified: true), and a password member has it.
  const login = `mithali.raj-${runId}`;
  const { email } = testAccountClaims(login);
  expect(testAccountClaims(login).email_verified).toBe(true);
  const values = await registerMember(page, member("google", email));
  await page.request.post("/api/auth/sign-out", { headers: { origin: baseURL ?? "" } });
  await page.context().clearCookies();

  await page.goto("/login");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Login with Gmail" }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/interaction\//);
  const popupClosed = popup.waitForEvent("close");
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill("any-password");
  await popup.getByRole("button", { name: "Sign-in" }).click();
  await popup.getByRole("button", { name: "Continue" }).click();
  await popupClosed;

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert")).toHaveText(USER_MESSAGES.googleAccountNotLinked);
  expect((await page.request.get("/api/me")).status()).toBe(401);

  // The member signs in with their password as before, as the member they registered.
  await signInOnForm(page, email, values.password);
  await expect(page).toHaveURL(/\/home$/);
  const me = (await (await page.request.get("/api/me")).json()) as {
    member: { email: string; name: string };
  };
  expect(me.member).toMatchObject({ email, name: values.name });
});
