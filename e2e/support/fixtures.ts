/**
 * The end-to-end toolkit every spec imports: Playwright's `test` with each worker's own app and
 * the match seed attached to a failed test's output; getting to a state (members registered and signed in, a match set up
 * to the toss by clicking, or started from an engine-built save); playing on; the recorders that
 * stand in for the audio device and for a screen reader; keyboard helpers and the accessibility
 * check.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page, type WebSocket } from "@playwright/test";
import { API } from "../../src/shared/api-types.ts";
import { GUEST, MEMBER_KEY } from "../../src/web/auth/known-member.ts";
import type { RegistrationInput } from "../../src/shared/registration.ts";
import type { Action } from "../../src/engine/index.ts";
import {
  buildMatch,
  buildMatchEndingIn,
  MATCH_KEY,
  savedMatchText,
  type BuiltMatch,
  type MatchPlan,
} from "../../src/web/test-support/saved-match.ts";
import { startWorkerApp, type WorkerApp } from "./app-server.ts";

/** The origin of the app this worker runs against (set once its server is up). */
let workerOrigin = "";

/** The app's origin for this worker, e.g. `http://localhost:41234`: its own server's. */
export const appOrigin = (): string => workerOrigin;

/**
 * Playwright's `test`, plus: each worker's own app (server, database and OpenID provider on
 * ports of its own; `baseURL` is its origin); and, when a test fails with a match in the page's
 * storage, its seed, level and actions attached to the report (and printed), so the failing
 * match can be replayed with the engine's `replay`.
 */
export const test = base.extend<{ matchSeedOnFailure: void }, { workerApp: WorkerApp }>({
  workerApp: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const app = await startWorkerApp(workerInfo.workerIndex);
      workerOrigin = app.url;
      await use(app);
      await app.stop();
    },
    { scope: "worker", auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ workerApp }, use) => {
    await use(workerApp.url);
  },
  matchSeedOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const saved = await page.evaluate((key) => localStorage.getItem(key), MATCH_KEY).catch(() => null);
      if (saved === null) return;
      await testInfo.attach("match-seed.json", { body: saved, contentType: "application/json" });
      const { seed, level } = JSON.parse(saved) as { seed?: number; level?: string };
      console.log(
        `[${testInfo.title}] match seed ${seed} (level ${level}); saved match attached as match-seed.json`,
      );
    },
    { auto: true },
  ],
});

export { expect };

/** Unique to this run of the specs: e-mail addresses and logins made with it are new. */
export const runId = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The page's h1 (each stage's heading). */
export const title = (page: Page) => page.getByRole("heading", { level: 1 });

/** The game's stage, as its main element names it ("format", …, "play", "result"). */
export const stage = (page: Page) => page.locator("main").getAttribute("data-stage");

// ---------------------------------------------------------------------------------- members

/** A registration that passes every rule, with an e-mail (`tag`-run id) no earlier run has used. */
export function newMember(tag: string, details: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    name: "Mithali Raj",
    email: `${tag}-${runId}@example.com`,
    phone: "01712345678",
    address: "12 Pavilion Road, Hyderabad",
    password: "cover-drive-99",
    dob: "1982-12-03",
    gender: "female",
    ...details,
  };
}

/**
 * Registers `values` through the API of the app at `origin` (the run's server unless given);
 * the page's context then holds the new member's session.
 */
export async function registerMember(
  page: Page,
  values: RegistrationInput = newMember(`member-${Math.floor(Math.random() * 1e6)}`),
  origin: string = appOrigin(),
): Promise<RegistrationInput> {
  const res = await page.request.post(`${origin}${API.register}`, { data: values, headers: { origin } });
  expect(res.status(), `registering ${values.email}`).toBe(201);
  return values;
}

const GENDER_LABEL: Record<string, string> = { male: "Male", female: "Female", other: "Other" };

/** Opens the registration form at `origin` (the page's own unless given) and fills it in. */
export async function fillRegistration(page: Page, values: RegistrationInput, origin = ""): Promise<void> {
  await page.goto(`${origin}/new`);
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Phone").fill(values.phone);
  await page.getByLabel("Address").fill(values.address);
  await page.getByLabel("Password").fill(values.password);
  await page.getByLabel("Date of Birth").fill(values.dob);
  const gender = GENDER_LABEL[values.gender];
  if (gender) await page.getByRole("radio", { name: gender, exact: true }).check();
}

/** Fills in the registration form and sends it. */
export async function registerWithForm(page: Page, values: RegistrationInput, origin = ""): Promise<void> {
  await fillRegistration(page, values, origin);
  await page.getByRole("button", { name: "Register" }).click();
}

/** Signs in with the login form the page shows, sent with Enter. */
export async function signInOnForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Password").press("Enter");
}

/** Opens the login form at `origin` (the page's own unless given) and signs in with it. */
export async function signIn(page: Page, email: string, password: string, origin = ""): Promise<void> {
  await page.goto(`${origin}/login`);
  await signInOnForm(page, email, password);
}

// ------------------------------------------------------------------------------ the match

/**
 * From the format stage: the `level` (if given), the format, India v Australia in India at
 * `ground`, up to the toss call.
 */
export async function setUpToToss(
  page: Page,
  { format, ground, level }: { format: RegExp; ground: string | RegExp; level?: string },
): Promise<void> {
  await expect(title(page)).toHaveText("Choose a format");
  if (level) await page.getByRole("radio", { name: level }).check();
  await page.getByRole("button", { name: format }).click();
  await page.getByRole("button", { name: /^India/ }).click();
  await page.getByRole("button", { name: /^Australia/ }).click();
  await page.getByRole("button", { name: /^India/ }).click();
  await page.getByRole("button", { name: ground }).click();
  await expect(title(page)).toHaveText("The toss");
}

/**
 * How many balls the match kept on this page has had played: one per click or key, a wide or a
 * no-ball included (which the overs do not count), read from the save the game writes after
 * every action.
 */
export async function ballsPlayed(page: Page): Promise<number> {
  const saved = await savedRecord(page);
  return (saved?.actions ?? []).filter((action) => action.type === "playBall").length;
}

/** The match as the game saved it on this page (null when none is kept). */
export async function savedRecord(page: Page): Promise<{
  readonly seed: number;
  readonly level: string;
  readonly rulesVersion: number;
  readonly actions: readonly Action[];
} | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), MATCH_KEY);
}

/** Calls "Crown" at the toss and waits for its result. */
export async function callToss(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Crown" }).click();
  await expect(title(page)).toHaveText("Toss result");
}

/** Takes the first innings in `role`: Bat/Bowl if the user won the toss, else Start match. */
export async function startAs(page: Page, role: "Bat" | "Bowl"): Promise<void> {
  const choice = page.getByRole("button", { name: role, exact: true });
  if (await choice.isVisible()) await choice.click();
  else await page.getByRole("button", { name: "Start match" }).click();
  await expect(title(page)).toHaveText("First innings");
}

/** What {@link startFromSave} is given: a match plan, or a plan played to `ballsLeft` before its end. */
export type SavedStart = MatchPlan | (Omit<MatchPlan, "until"> & { readonly ballsLeft: number });

/**
 * Opens `/game` on a match the engine built from `plan`, saved where and as the game saves its
 * own (written from a same-origin page that runs no app code), so the game resumes it; the
 * setup screens are not clicked through. Returns the match as saved.
 */
export async function startFromSave(page: Page, plan: SavedStart): Promise<BuiltMatch> {
  const match = "ballsLeft" in plan ? buildMatchEndingIn(plan.ballsLeft, plan) : buildMatch(plan);
  const owner = await signedInOwner(page);
  const text = savedMatchText({
    seed: match.seed,
    level: match.level,
    rulesVersion: match.state.rulesVersion,
    actions: match.actions,
    uploaded: false,
    owner,
  });
  await page.goto(API.health);
  // The member, as the app writes it down when it hears who is signed in, so the save is theirs.
  await page.evaluate(
    ([matchKey, value, memberKey, member]) => {
      localStorage.setItem(matchKey, value);
      if (member === null) localStorage.removeItem(memberKey);
      else localStorage.setItem(memberKey, member);
    },
    [MATCH_KEY, text, MEMBER_KEY, owner === GUEST ? null : owner] as const,
  );
  await page.goto("/game");
  await expect(page.locator("main")).toHaveAttribute("data-stage", match.state.result ? "result" : "play");
  return match;
}

/**
 * Whom the game would say a match begun now belongs to: the member the page's context is signed
 * in as (as `GET /api/me` answers), or the guest.
 */
async function signedInOwner(page: Page): Promise<string> {
  const me = await page.request.get(API.me);
  if (me.status() !== 200) return GUEST;
  const body = (await me.json()) as { member: { id: string } };
  return body.member.id;
}

/** What the play screen asks for: a bowler, a ball, or nothing more (the result is shown). */
type PlayPrompt = "picker" | "ball" | "result";

/**
 * Runs in the page: waits for the play screen to ask for something (between balls, a resume, a
 * pause or the innings break, it asks nothing), and while fewer than `clicks` actions have been
 * clicked, clicks what it asks: the picker's first bowler, or the style button at `index`; with
 * `overOnly`, it stops too once the picker asks or the heading changes (the innings ends). Shown
 * means laid out and not hidden, as Playwright's `isVisible` has it. Returns what the page asks
 * when it stops, and how many it clicked; throws after about 30 s with nothing asked (a busy
 * machine building a match's tables can take several).
 */
async function playInPage({
  clicks,
  index,
  overOnly = false,
}: {
  clicks: number;
  index: number;
  overOnly?: boolean;
}) {
  const shown = (el: Element | null | undefined): el is HTMLElement =>
    el instanceof HTMLElement && el.checkVisibility({ visibilityProperty: true });
  const asked = (): PlayPrompt | null => {
    if (shown(document.querySelector('[data-testid="result-text"]'))) return "result";
    if (shown(document.querySelector('[data-testid="bowler-picker"]'))) return "picker";
    const ball = [...document.querySelectorAll(".style-button:enabled")].some(shown);
    return ball ? "ball" : null;
  };
  const heading = () => document.querySelector("h1")?.textContent;
  const startHeading = heading();
  let played = 0;
  for (let idle = 0; idle < 6_000;) {
    const now = asked();
    if (now === "result" || (now !== null && played >= clicks)) return { prompt: now, played };
    if (overOnly && (now === "picker" || heading() !== startHeading)) return { prompt: now, played };
    if (now === null) idle++;
    else {
      idle = 0;
      const target =
        now === "picker"
          ? document.querySelector('[data-testid="bowler-picker"] button')
          : document.querySelectorAll(".style-button")[index];
      (target as HTMLElement | null)?.click();
      played++;
    }
    // The click's re-render lands before the next look: the screen is asked afresh each time.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`the play screen asked nothing for 30 s, after ${played} actions`);
}

/** One action: a bowler (the first) when the picker asks, else a ball with the style at `index`. */
export async function playOne(page: Page, index = 0): Promise<void> {
  // Waited for in the page, in one round trip; then clicked as a user would.
  const { prompt } = await page.evaluate(playInPage, { clicks: 0, index });
  if (prompt === "result") return;
  if (prompt === "picker") await page.getByTestId("bowler-picker").getByRole("button").first().click();
  else await page.locator(".style-button").nth(index).click();
}

/**
 * Plays out the over the user is bowling (the first style every ball), clicked inside the page
 * in one round trip: until the picker asks for the next over's bowler, or the innings ends.
 */
export async function playOutOver(page: Page): Promise<void> {
  await page.evaluate(playInPage, { clicks: 100, index: 0, overOnly: true });
}

/**
 * Plays on until the result screen, as {@link playOne} would (the picker's first bowler, the
 * first style), but clicked inside the page in one round trip: for the specs that need the
 * match played out, not each ball's click checked.
 */
export async function playToResult(page: Page): Promise<void> {
  const { prompt, played } = await page.evaluate(playInPage, { clicks: 400, index: 0 });
  expect(prompt, `the result after ${played} actions`).toBe("result");
  await expect(page.getByTestId("result-text")).toBeVisible();
}

// --------------------------------------------------------------- the voice and the readers

type RecordingWindow = Window & {
  __spoken: { text: string; rate: number; voice: string | null }[];
  __announced: { politeness: string; text: string }[];
};

/**
 * Installed before any page script. Headless Chromium has no audio device, so
 * `speechSynthesis.speak` and `cancel` are replaced by a recorder that hears each utterance
 * (with its rate and voice) and ends it at once, as a quick voice would.
 */
export function installSpeechRecorder(): void {
  const w = window as unknown as RecordingWindow;
  w.__spoken = [];
  const synth = window.speechSynthesis;
  synth.speak = (utterance: SpeechSynthesisUtterance) => {
    w.__spoken.push({ text: utterance.text, rate: utterance.rate, voice: utterance.voice?.voiceURI ?? null });
    setTimeout(() => utterance.dispatchEvent(new Event("end")), 0);
  };
  synth.cancel = () => {};
}

/**
 * Installed before any page script: records, in order, every piece of text added to an ARIA
 * live region (aria-live, or a status, alert or log role), as a screen reader would hear it.
 */
export function installLiveRegionRecorder(): void {
  const w = window as unknown as RecordingWindow;
  w.__announced = [];
  const regionOf = (node: Node): Element | null => {
    const el = node instanceof Element ? node : node.parentElement;
    return el?.closest('[aria-live], [role="status"], [role="alert"], [role="log"]') ?? null;
  };
  const politenessOf = (region: Element): string => {
    const live = region.getAttribute("aria-live");
    if (live) return live;
    return region.getAttribute("role") === "alert" ? "assertive" : "polite";
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const nodes = record.type === "characterData" ? [record.target] : [...record.addedNodes];
      for (const node of nodes) {
        const region = regionOf(node);
        const text = node.textContent?.trim() ?? "";
        if (region && region.getAttribute("aria-live") !== "off" && text !== "")
          w.__announced.push({ politeness: politenessOf(region), text });
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The announcement pause the game keeps in its settings: 0 unless a test set it already. */
export function presetNoPause(): void {
  if (!localStorage.getItem("howzat:settings"))
    localStorage.setItem("howzat:settings", JSON.stringify({ pauseMs: 0 }));
}

/** Announcement pause 0 and a voice that ends each line at once, installed before any page script. */
export function quickQuietGame(): void {
  if (!localStorage.getItem("howzat:settings"))
    localStorage.setItem("howzat:settings", JSON.stringify({ pauseMs: 0 }));
  const synth = window.speechSynthesis;
  synth.speak = (utterance: SpeechSynthesisUtterance) => {
    setTimeout(() => utterance.dispatchEvent(new Event("end")), 0);
  };
  synth.cancel = () => {};
}

/** What the recorder heard said so far. */
export const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as RecordingWindow).__spoken.slice());

/** The lines the recorder heard said so far, oldest first. */
export const spokenLines = async (page: Page) => (await spoken(page)).map((s) => s.text);

/** What reached a live region so far, oldest first. */
export const announced = (page: Page) =>
  page.evaluate(() => (window as unknown as RecordingWindow).__announced.slice());

/** How the game reads a caption aloud (scores "14/3" become "14 for 3"). */
export const spokenForm = (caption: string) => caption.replace(/\b(\d+)\/(\d+)\b/g, "$1 for $2");

/**
 * Every category of axe's rules and the experimental ones, which axe leaves out unless asked:
 * with these, axe runs all of its rules (checked after each run) but those below.
 */
const AXE_TAGS = [
  "cat.aria",
  "cat.color",
  "cat.forms",
  "cat.keyboard",
  "cat.language",
  "cat.name-role-value",
  "cat.parsing",
  "cat.semantics",
  "cat.sensory-and-visual-cues",
  "cat.structure",
  "cat.tables",
  "cat.text-alternatives",
  "cat.time-and-media",
  "experimental",
];

/**
 * The rules left out: the WCAG AAA checks axe itself keeps off (Howzat is held to AA), and
 * the rules axe marks deprecated.
 */
const AXE_RULES_OFF = [
  "color-contrast-enhanced",
  "identical-links-same-purpose",
  "meta-refresh-no-exceptions",
];

/**
 * No serious or critical accessibility violations on the page as it is now, by all of axe's
 * rules, the experimental ones included (but for the few above).
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // A stage fades in; contrast is judged once the (finite) entrance animations are over.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // axe's one-call mode (`axe.run` in the page, its frames injected too): the same rules on the
  // same document, without the blank page the default mode opens to merge partial results.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .disableRules(AXE_RULES_OFF)
    .setLegacyMode(true)
    .analyze();
  // axe is on the page now: each of its rules but those left out must have run (a rule in a
  // category missing above would not have).
  const expected = await page.evaluate(
    (off) =>
      (window as unknown as { axe: { getRules(): { ruleId: string; tags: string[] }[] } }).axe
        .getRules()
        .filter((r) => !r.tags.includes("deprecated") && !off.includes(r.ruleId))
        .map((r) => r.ruleId),
    AXE_RULES_OFF,
  );
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (r) => r.id,
    ),
  );
  expect(
    expected.filter((id) => !ran.has(id)),
    `axe rules not run at ${where}`,
  ).toEqual([]);
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `accessibility at ${where}`,
  ).toEqual([]);
}

/**
 * Presses Tab until `target` has focus (at most `limit` presses), as a keyboard user moves to
 * a control; fails if it never comes.
 */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    // All matches at once (none is no wait): one round trip a press.
    if (await target.evaluateAll((els) => els.length > 0 && els[0] === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Every message the page receives on its WebSockets from now on, parsed as JSON and typed as
 * the caller expects (the ranked and live specs read the views the server sent).
 */
export function recordFrames<Frame>(page: Page): Frame[] {
  const frames: Frame[] = [];
  page.on("websocket", (socket: WebSocket) => {
    socket.on("framereceived", ({ payload }) => {
      frames.push(JSON.parse(typeof payload === "string" ? payload : payload.toString("utf8")) as Frame);
    });
  });
  return frames;
}
