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

/** What a screen reader reads after a card's name: the elements its aria-describedby names. */
function description(card: HTMLElement): string {
  const ids = (card.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("the stadium cards", () => {
  it("say what each ground favours, and screen readers hear it first in the card's description", () => {
    toStadiums(/^India/);
    const chepauk = screen.getByRole("button", { name: "M. A. Chidambaram Stadium" });
    expect(within(chepauk).getByText(/^Sharp turn for spin, /)).toBeTruthy();
    expect(description(chepauk)).toMatch(/^Sharp turn for spin, .*Location Chennai, Tamil Nadu/);
    const wankhede = screen.getByRole("button", { name: "Wankhede Stadium" });
    expect(description(wankhede)).toMatch(/^Slight help for pace, very high-scoring, small fast outfield/);
  });

  it("keep the pitch, location, capacity and inauguration lines beside the character", () => {
    toStadiums(/^India/);
    const wankhede = screen.getByRole("button", { name: "Wankhede Stadium" });
    for (const fact of ["Grass", "Mumbai, Maharashtra", "33,000", "1974"]) {
      expect(description(wankhede)).toContain(fact);
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
    const perth = screen.getByRole("button", { name: "Perth Stadium" });
    const mcg = screen.getByRole("button", { name: "Melbourne Cricket Ground" });
    expect(description(perth)).toMatch(/^Big seam and bounce/);
    expect(description(mcg)).toMatch(/big slow outfield/);
  });
});
