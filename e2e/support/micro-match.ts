/**
 * Playing a whole Micro match through the page, and joining as a member through the API:
 * what the archive, career and offline specs share.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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

const title = (page: Page) => page.getByRole("heading", { level: 1 });
const stage = (page: Page) => page.locator("main").getAttribute("data-stage");

/** From the format stage of /game: India v Australia at Wankhede, Micro, to the result screen. */
export async function playMicroMatch(page: Page): Promise<void> {
  await expect(title(page)).toHaveText("Choose a format");
  await page.getByRole("button", { name: /Micro/ }).click();
  await page.getByRole("button", { name: /^India/ }).click();
  await page.getByRole("button", { name: /^Australia/ }).click();
  await page.getByRole("button", { name: /^India/ }).click();
  await page.getByRole("button", { name: "Wankhede Stadium" }).click();
  await page.getByRole("button", { name: "Crown" }).click();
  await expect(title(page)).toHaveText("Toss result");
  const bat = page.getByRole("button", { name: "Bat", exact: true });
  if (await bat.isVisible()) await bat.click();
  else await page.getByRole("button", { name: "Start match" }).click();
  for (let i = 0; i < 200 && (await stage(page)) !== "result"; i++) {
    const picker = page.getByTestId("bowler-picker");
    if (await picker.isVisible()) await picker.getByRole("button").first().click();
    else await page.locator(".style-button").first().click();
  }
  await expect(page.getByTestId("result-text")).toBeVisible();
}

/** Registers a new member through the API; the page's context then holds their session. */
export async function joinAsMember(page: Page, baseURL: string): Promise<string> {
  const email = `archive-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await page.request.post("/api/new_user_regi", {
    headers: { origin: baseURL },
    data: {
      name: "Mithali Raj",
      email,
      phone: "01712345678",
      address: "12 Pavilion Road, Hyderabad",
      password: "cover-drive-99",
      dob: "1982-12-03",
      gender: "female",
    },
  });
  expect(res.status()).toBe(201);
  return email;
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `accessibility at ${where}`,
  ).toEqual([]);
}
