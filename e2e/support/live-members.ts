/**
 * Two members of a live match in the end-to-end specs: each in a browser context of their own
 * (two sessions), the host's invite made in the lobby and accepted from its link, and whatever
 * a page is asked during the match done by clicking, as a member would.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import type { Action, RulesVersion } from "../../src/engine/index.ts";
import { appOrigin, expect, newMember, registerMember, title } from "./fixtures.ts";

/** A WebSocket message of a live match, as far as the specs read it. */
export interface Frame {
  readonly type: string;
  readonly notice?: string | null;
  readonly view?: {
    readonly status: string;
    readonly state: { readonly seed: number; readonly rng: readonly number[] };
    readonly reveal: {
      readonly seed: number;
      readonly rulesVersion: RulesVersion;
      readonly actions: Action[];
      readonly keptId: number | null;
    } | null;
  };
}

/** A second member in a browser context of their own. */
export async function secondMember(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: appOrigin() });
  const page = await context.newPage();
  await registerMember(page, newMember(`guest-${Math.floor(Math.random() * 1e6)}`, { name }));
  return page;
}

/** The host (signed in on `host`) and the guest (in a context of their own). */
export async function twoMembers(host: Page, browser: Browser) {
  const hostMember = await registerMember(
    host,
    newMember(`host-${Math.floor(Math.random() * 1e6)}`, { name: "Priya Host" }),
  );
  return { hostMember, guest: await secondMember(browser, "Asha Guest") };
}

/** The host makes a micro invite in the lobby; its code. */
export async function makeInvite(host: Page): Promise<string> {
  await host.goto("/live");
  await expect(title(host)).toHaveText("Play a friend");
  await host.getByLabel("Format").selectOption({ label: "Micro (1 over)" });
  await host.getByRole("button", { name: "Make the invite" }).click();
  const code = (await host.getByTestId("invite-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  return code;
}

/** The guest opens the invite's link and accepts it; both pages end on the match. */
export async function accept(host: Page, guest: Page, code: string, hostName: string): Promise<void> {
  await guest.goto(`/live/join/${code}`);
  await guest.getByRole("button", { name: `Accept and play ${hostName}` }).click();
  await expect(guest).toHaveURL(/\/live\/[\w-]+$/);
  // The host's lobby goes to the match by itself once the friend is in.
  await expect(host).toHaveURL(/\/live\/[\w-]+$/, { timeout: 15_000 });
}

/** How far the match has got, as the page shows it: the lines of its feed and notices. */
const progressOf = (control: Locator) => control.page().locator("main p").count();

/**
 * Clicks `control` if the page shows it; false when it does not, or when it went before the
 * click landed (the choice clock played that decision itself meanwhile — on a busy machine the
 * next decision's control may already be showing, so the page is asked whether the match moved
 * on, not only whether a control is there).
 */
async function clickIfShown(control: Locator): Promise<boolean> {
  if (!(await control.isVisible())) return false;
  const before = await progressOf(control);
  return control.click({ timeout: 10_000 }).then(
    () => true,
    async (error: unknown) => {
      if ((await control.isVisible()) && (await progressOf(control)) === before) throw error;
      return false;
    },
  );
}

/** Whatever the page is asked now (a toss call, bat, a bowler, a style), done; false when it waits. */
export async function actIfAsked(page: Page, style = 0): Promise<boolean> {
  if (await clickIfShown(page.getByRole("button", { name: "Crown" }))) return true;
  if (await clickIfShown(page.getByRole("button", { name: "Bat", exact: true }))) return true;
  const picker = page.getByTestId("bowler-picker");
  if ((await picker.isVisible()) && (await clickIfShown(picker.getByRole("button").first()))) return true;
  const styles = page.locator(".style-button:enabled");
  if ((await styles.count()) > 0) return clickIfShown(styles.nth(style));
  return false;
}

export const finished = (page: Page) => page.getByTestId("result-text").isVisible();
