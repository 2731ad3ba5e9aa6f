/**
 * A member's competition kept in their account, end to end: a Micro league started on
 * /competitions while signed in; the computer's matches and the member's own sent to the server,
 * which replays each before keeping it; the result screen says the account kept the match; and
 * the same member signed in on another browser finds the competition on their hub.
 */
import {
  callToss,
  expect,
  presetNoPause,
  registerMember,
  signIn,
  startAs,
  test,
  title,
} from "./support/fixtures.ts";

const NAME = "Micro League";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(presetNoPause);
  await page.addInitScript(() => {
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      setTimeout(() => utterance.dispatchEvent(new Event("end")), 0);
    };
  });
});

test("a member's league is kept in their account, each fixture replayed by the server", async ({
  page,
  browser,
}) => {
  const member = await registerMember(page);
  await page.goto("/competitions");
  await expect(page.getByText(/kept in your account/)).toBeVisible();
  await page.getByLabel("Format").selectOption({ label: "Micro" });
  await page.getByRole("button", { name: "Start the competition" }).click();
  await expect(title(page)).toHaveText(NAME);
  const id = new URL(page.url()).pathname.split("/").pop() ?? "";
  const kept = async () => {
    const res = await page.request.get(`/api/competitions/${id}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { played: { match: { fixtureId: string } }[] }).played.map(
      (p) => p.match.fixtureId,
    );
  };
  await expect.poll(kept).toEqual([]);

  // The computer's matches before the member's, then the member's own, played on /game.
  await page.getByRole("button", { name: /^(Play your next match|Play the other matches)$/ }).click();
  await expect(page).toHaveURL(/\/game$/, { timeout: 30_000 });
  await expect(title(page)).toHaveText("The toss");
  await callToss(page);
  await startAs(page, "Bat");
  const form = page.getByRole("form", { name: "Play ahead" });
  await form.getByLabel("How far").selectOption({ label: "End of the match" });
  await form.getByRole("button", { name: "Play ahead" }).click();
  await expect(page.getByTestId("result-text")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`This match counts in ${NAME}. It is kept in your account.`)).toBeVisible({
    timeout: 20_000,
  });
  const played = await kept();
  expect(played.length).toBeGreaterThanOrEqual(1);

  // Another browser, the same member: the competition is on their hub, read from the account.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, member.email, member.password);
  await expect(other).not.toHaveURL(/\/login/);
  await other.goto("/competitions");
  await other.getByRole("link", { name: NAME }).click();
  await expect(title(other)).toHaveText(NAME);
  await expect(other.getByText(/^Your next match: /).or(other.getByTestId("champion"))).toBeVisible();
  await elsewhere.close();
});
