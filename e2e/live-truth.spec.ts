/**
 * The live page says only what is so: two members in two browser contexts, each page's clock
 * set off the server's (the guest's 4 s ahead, the host's 7 s behind), and each line their live
 * regions say read, as it is said, against the server's state of the match (GET /api/live/:id)
 * and the server's clock (the runner's: same machine). At the toss the host's page never says the
 * guest lost the connection while the server has them connected; the guest's clock warnings
 * come when the server's clock has that many seconds left, at the toss and at a ball; a guest
 * away past the grace is said to be gone, and back when they are.
 */
import type { Page } from "@playwright/test";
import { livePath } from "../src/shared/live-types.ts";
import { expect, test } from "./support/fixtures.ts";
import { accept, actIfAsked, makeInvite, twoMembers } from "./support/live-members.ts";

interface Heard {
  readonly at: number;
  readonly text: string;
}

interface ServerView {
  readonly seq: number;
  readonly host: { readonly connected: boolean };
  readonly guest: { readonly connected: boolean } | null;
  readonly clock: { readonly deadline: number; readonly waitingFor: string } | null;
}

/** Sets the page's clock `shiftMs` off the real one (before any page script). */
async function shiftClock(page: Page, shiftMs: number): Promise<void> {
  await page.context().addInitScript((shift: number) => {
    const Real = Date;
    const realNow = Real.now.bind(Real);
    class Shifted extends Real {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(realNow() + shift);
        else super(...(args as [number]));
      }
      static override now(): number {
        return realNow() + shift;
      }
    }
    globalThis.Date = Shifted as DateConstructor;
  }, shiftMs);
}

/** Every line the page's live region (`live-lines`) says from now on, stamped with the runner's clock. */
async function transcript(page: Page): Promise<Heard[]> {
  const heard: Heard[] = [];
  await page.exposeFunction("__liveLine", (text: string) => heard.push({ at: Date.now(), text }));
  await page.addInitScript(() => {
    const say = (window as unknown as { __liveLine: (text: string) => void }).__liveLine;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const lines = node.matches('[data-testid="live-lines"] > p')
            ? [node]
            : [...node.querySelectorAll('[data-testid="live-lines"] > p')];
          for (const line of lines) say(line.textContent ?? "");
        }
    }).observe(document, { childList: true, subtree: true });
  });
  return heard;
}

async function serverView(page: Page, id: string): Promise<ServerView> {
  const response = await page.request.get(livePath(id));
  expect(response.status()).toBe(200);
  return response.json() as Promise<ServerView>;
}

/** Waits for the `count`-th time `text` is said; when it was. */
async function said(heard: readonly Heard[], text: string, count = 1): Promise<number> {
  await expect
    .poll(() => heard.filter((h) => h.text === text).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return heard.filter((h) => h.text === text)[count - 1]!.at;
}

test("the live regions' transcripts agree with the server at the toss, at the clock and on a dropped connection", async ({
  page: host,
  browser,
}) => {
  test.setTimeout(120_000);
  const { hostMember, guest } = await twoMembers(host, browser);
  await shiftClock(guest, 4000);
  await shiftClock(host, -7000);
  const hostHeard = await transcript(host);
  const guestHeard = await transcript(guest);
  const code = await makeInvite(host);
  await accept(host, guest, code, hostMember.name);
  const id = new URL(host.url()).pathname.split("/").at(-1)!;

  // The toss: the guest calls against a 10 s clock (the e2e server's). Its "5 seconds left" is
  // said when the server's clock has 5 s left (whole seconds, rounded up: 4 to 5 s, and the
  // moment it takes to reach the runner), though the guest's page clock is 4 s ahead.
  await expect(host.getByText("Waiting for Asha Guest to call the toss.").first()).toBeVisible();
  const atToss = await serverView(host, id);
  expect(atToss.clock?.waitingFor).toBe("guest");
  const tossDeadline = atToss.clock!.deadline;
  const fiveAt = await said(guestHeard, "5 seconds left to choose.");
  expect(tossDeadline - fiveAt).toBeGreaterThan(3800);
  expect(tossDeadline - fiveAt).toBeLessThanOrEqual(5000);
  const tenAt = guestHeard.find((h) => h.text === "10 seconds left to choose.")?.at;
  if (tenAt !== undefined) expect(tossDeadline - tenAt).toBeLessThanOrEqual(10_000);
  // The host's page, 7 s behind, shows the server's seconds left on the toss clock: whole seconds
  // rounded up, redrawn each second, read between two moments of the test's own clock (on a busy
  // machine the read alone can take most of a second).
  const leftBefore = (tossDeadline - Date.now()) / 1000;
  const label = await host.getByRole("timer").getAttribute("aria-label");
  const leftAfter = (tossDeadline - Date.now()) / 1000;
  const shown = Number(/(\d+) seconds left/.exec(label ?? "")?.[1]);
  expect(shown).toBeGreaterThanOrEqual(Math.floor(leftAfter) - 1);
  expect(shown).toBeLessThanOrEqual(Math.ceil(leftBefore) + 1);
  // All the while the guest was there, as the server says: the host heard nothing of a lost connection.
  const stillThere = await serverView(host, id);
  expect(stillThere.guest?.connected).toBe(true);
  expect(hostHeard.map((h) => h.text).join("\n")).not.toMatch(/lost the connection|open the match/);
  await guest.getByRole("button", { name: "Crown" }).click();

  // To the first ball; the host chooses at once, the guest waits for the clock's warning.
  for (let i = 0; i < 80 && (await guest.locator(".style-button:enabled").count()) === 0; i++) {
    if (!(await actIfAsked(guest)) && !(await actIfAsked(host))) await host.waitForTimeout(50);
  }
  await expect(host.locator(".style-button:enabled").first()).toBeVisible();
  const ballFives = guestHeard.filter((h) => h.text === "5 seconds left to choose.").length;
  await actIfAsked(host);
  const atBall = await serverView(host, id);
  expect(atBall.clock?.waitingFor).toBe("both");
  const ballFiveAt = await said(guestHeard, "5 seconds left to choose.", ballFives + 1);
  const ballDeadline = (await serverView(host, id)).clock!.deadline;
  expect(ballDeadline - ballFiveAt).toBeGreaterThan(3800);
  expect(ballDeadline - ballFiveAt).toBeLessThanOrEqual(5000);
  await actIfAsked(guest);
  await host.screenshot({ path: test.info().outputPath("live-ball-host.png") });

  // A reload of the guest's page (back within the grace): nothing said of it.
  const matchUrl = guest.url();
  await guest.reload();
  await expect(guest.getByTestId("over-strip")).toBeVisible();
  await host.waitForTimeout(6000);
  expect(hostHeard.map((h) => h.text).join("\n")).not.toMatch(/lost the connection|is back/);

  // Away past the grace: said once the server has had them away 5 s; back, said so.
  await guest.goto("/home");
  const lostAt = await said(hostHeard, "Asha Guest has lost the connection. Waiting for them to come back.");
  const away = await serverView(host, id);
  expect(away.guest?.connected).toBe(false);
  await host.screenshot({ path: test.info().outputPath("live-away-host.png") });
  await guest.goto(matchUrl);
  const backAt = await said(hostHeard, "Asha Guest is back.");
  expect(backAt).toBeGreaterThan(lostAt);
  expect((await serverView(host, id)).guest?.connected).toBe(true);
  await guest.context().close();
});
