// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { groundCharacter } from "../../../../engine/index.ts";
import { engine } from "@/features/game/game-test-support.ts";
import { renderGame } from "@/features/game/render-game.tsx";
import { SETTINGS_KEY } from "@/features/game/state/settings-store.ts";

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ pauseMs: 0 }));
});
afterEach(cleanup);

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));

/** The stadium stage for a match in `country` (India v Australia, Micro). */
function toStadiums(country: RegExp) {
  renderGame();
  click(/Micro/);
  click(/^India/);
  click(/^Australia/);
  click(country);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Choose a stadium");
}

/** A stadium card, found by the start of its accessible name: the ground's name. */
const card = (ground: string) =>
  screen.getByRole("button", { name: new RegExp(`^${ground.replace(/\./g, "\\.")}`) });

/** The accessible name of `button`, as Testing Library computes it for role queries. */
function nameOf(button: HTMLElement): string {
  let name: string | null = null;
  screen.getByRole("button", {
    name: (accessibleName, element) => {
      if (element === button) name = accessibleName;
      return element === button;
    },
  });
  if (name === null) throw new Error("no name");
  return name;
}

describe("the stadium cards", () => {
  it("are named by what they show, the ground's name first (WCAG 2.5.3): no hidden label, no description", () => {
    toStadiums(/^India/);
    const cards = screen.getAllByRole("button").filter((b) => b.classList.contains("stadium-card"));
    expect(cards.length).toBeGreaterThan(0);
    for (const button of cards) {
      expect(button.hasAttribute("aria-label")).toBe(false);
      expect(button.hasAttribute("aria-labelledby")).toBe(false);
      expect(button.hasAttribute("aria-describedby")).toBe(false);
      const name = button.querySelector(".stadium-card__name")?.textContent ?? "";
      expect(nameOf(button).startsWith(name)).toBe(true);
      // Every word the card shows is in its name.
      for (const word of (button.textContent ?? "").split(/\s+/).filter(Boolean)) {
        expect(nameOf(button)).toContain(word);
      }
    }
  });

  it("say what each ground favours, read with the card's name", () => {
    toStadiums(/^India/);
    const chepauk = card("M. A. Chidambaram Stadium");
    expect(within(chepauk).getByText(/^Sharp turn for spin, /)).toBeTruthy();
    expect(nameOf(chepauk)).toMatch(
      /^M\. A\. Chidambaram Stadium ?Sharp turn for spin, .*Location Chennai, Tamil Nadu/,
    );
    expect(nameOf(card("Wankhede Stadium"))).toMatch(
      /^Wankhede Stadium ?Slight help for pace, very high-scoring, small fast outfield/,
    );
  });

  it("keep the pitch, location, capacity and inauguration lines beside the character", () => {
    toStadiums(/^India/);
    const wankhede = card("Wankhede Stadium");
    for (const fact of ["Grass", "Mumbai, Maharashtra", "33,000", "1974"]) {
      expect(nameOf(wankhede)).toContain(fact);
    }
  });

  it("show every ground's own words from the engine, in Australia too", () => {
    toStadiums(/^Australia/);
    const grounds = engine.stadiumsFor(2);
    const cards = screen.getAllByRole("button").filter((b) => b.classList.contains("stadium-card"));
    expect(cards).toHaveLength(grounds.length);
    grounds.forEach((ground, i) => {
      const card = cards[i] as HTMLElement;
      expect(card.querySelector(".stadium-card__character")?.textContent, ground.id).toBe(
        groundCharacter(ground),
      );
    });
    expect(nameOf(card("Perth Stadium"))).toMatch(/^Perth Stadium ?Big seam and bounce/);
    expect(nameOf(card("Melbourne Cricket Ground"))).toMatch(/big slow outfield/);
  });
});
