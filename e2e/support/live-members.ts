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

/** What a live page asks of its member now, and how far its match has got, read in one look. */
interface Look {
  readonly asked: "toss" | "bat" | "bowler" | "style" | null;
  /** The lines of its feed and notices. */
  readonly progress: number;
}

/**
 * Runs in the page: the control it shows its member now (the toss call, bat, the bowler
 * picker's first choice, a style), by the names the locators in {@link actIfAsked} find them.
 */
function lookIn(): Look {
  const shown = (el: Element | null): el is HTMLElement =>
    el instanceof HTMLElement && el.checkVisibility({ visibilityProperty: true });
  const nameOf = (b: HTMLElement) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim();
  const buttons = [...document.querySelectorAll("button")].filter(shown);
  const progress = document.querySelectorAll("main p").length;
  if (buttons.some((b) => /crown/i.test(nameOf(b)))) return { asked: "toss", progress };
  if (buttons.some((b) => nameOf(b) === "Bat")) return { asked: "bat", progress };
  const picker = document.querySelector('[data-testid="bowler-picker"]');
  if (shown(picker) && picker.querySelector("button") !== null) return { asked: "bowler", progress };
  if (document.querySelector(".style-button:enabled") !== null) return { asked: "style", progress };
  return { asked: null, progress };
}

/**
 * Clicks `control`; false when it went before the click landed (the choice clock played that
 * decision itself meanwhile — on a busy machine the next decision's control may already be
 * showing, so the page is asked whether the match moved on, not only whether a control is there).
 */
async function clickUnlessGone(control: Locator, progress: number): Promise<boolean> {
  return control.click({ timeout: 10_000 }).then(
    () => true,
    async (error: unknown) => {
      const movedOn = (await control.page().locator("main p").count()) !== progress;
      if ((await control.isVisible()) && !movedOn) throw error;
      return false;
    },
  );
}

/**
 * Whatever the page is asked now (a toss call, bat, a bowler, a style), done by clicking it;
 * false when it waits. The page is read once (one round trip, not one a control), then clicked.
 */
export async function actIfAsked(page: Page, style = 0): Promise<boolean> {
  // A look taken as the page loads again (a reload, a navigation) sees nothing asked yet.
  const look = await page.evaluate(lookIn).catch((error: unknown) => {
    if (String(error).includes("Execution context was destroyed")) return null;
    throw error;
  });
  if (look === null || look.asked === null) return false;
  const { asked, progress } = look;
  const control =
    asked === "toss"
      ? page.getByRole("button", { name: "Crown" })
      : asked === "bat"
        ? page.getByRole("button", { name: "Bat", exact: true })
        : asked === "bowler"
          ? page.getByTestId("bowler-picker").getByRole("button").first()
          : page.locator(".style-button:enabled").nth(style);
  return clickUnlessGone(control, progress);
}

export const finished = (page: Page) => page.getByTestId("result-text").isVisible();
