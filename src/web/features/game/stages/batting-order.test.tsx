// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Action } from "../../../../engine/index.ts";
import { engine } from "@/features/game/game-test-support.ts";
import { renderGame } from "@/features/game/render-game.tsx";
import { squadOf } from "@/features/game/state/catalog-lookup.ts";
import { SETTINGS_KEY } from "@/features/game/state/settings-store.ts";
import { BattingOrder, moved } from "./batting-order.tsx";

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ pauseMs: 0 }));
});
afterEach(cleanup);

const INDIA = squadOf(1);
const SQUAD_ORDER = INDIA.map((p) => p.id);
const nameOf = (id: number) => INDIA.find((p) => p.id === id)?.name ?? "";

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
const status = () => screen.getByTestId("batting-order-status").textContent;
/** The names in the panel's list, top to bottom. */
const listed = () =>
  within(screen.getByTestId("batting-order"))
    .getAllByRole("listitem")
    .map((row) => nameOf(Number(row.getAttribute("data-player-id"))));

/** Clicks through setup to the toss: Micro, India v Australia, in India at Wankhede. */
function toToss() {
  const services = renderGame();
  click(/Micro/);
  click(/^India/);
  click(/^Australia/);
  click(/^India/);
  click(/Wankhede/);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("The toss");
  return services;
}

/** Gives each row of the list a box by its place, 40px high, as a browser would lay them out. */
function layOutRows(): void {
  for (const row of within(screen.getByTestId("batting-order")).getAllByRole("listitem")) {
    row.getBoundingClientRect = () => {
      const at = [...(row.parentElement?.children ?? [])].indexOf(row);
      return {
        top: at * 40,
        height: 40,
        bottom: at * 40 + 40,
        left: 0,
        right: 300,
        width: 300,
        x: 0,
        y: at * 40,
      } as DOMRect;
    };
  }
}

describe("moving a player in the batting order", () => {
  it("puts the new order at the toss: the second moved up by his button, focus kept and the move said", () => {
    const { store } = toToss();
    expect(listed()).toEqual(INDIA.map((p) => p.name));
    const up = screen.getByRole("button", { name: `Move ${nameOf(2)} up` });
    up.focus();
    fireEvent.click(up);
    expect(store.getSnapshot().state.battingOrder).toEqual([2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(listed().slice(0, 2)).toEqual([nameOf(2), nameOf(1)]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: `Move ${nameOf(2)} up` }));
    expect(status()).toBe(`${nameOf(2)} moved to number 1`);
    // At the top his Move up does nothing, and says so, but keeps focus.
    expect(document.activeElement?.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(document.activeElement as HTMLElement);
    expect(store.getSnapshot().state.battingOrder).toEqual([2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("keeps focus on Move down as the player goes down, each move one step", () => {
    // As a browser that takes focus from an element moved in the document: it must come back.
    const insertBefore = Node.prototype.insertBefore;
    const spy = vi.spyOn(Node.prototype, "insertBefore").mockImplementation(function <T extends Node>(
      this: Node,
      node: T,
      child: Node | null,
    ): T {
      const hadFocus = node.contains(document.activeElement);
      const result = insertBefore.call(this, node, child) as T;
      if (hadFocus) (document.activeElement as HTMLElement).blur();
      return result;
    });
    onTestFinished(() => spy.mockRestore());
    const { store } = toToss();
    const kohli = nameOf(3);
    screen.getByRole("button", { name: `Move ${kohli} down` }).focus();
    for (let i = 0; i < 3; i++) fireEvent.click(document.activeElement as HTMLElement);
    expect(store.getSnapshot().state.battingOrder).toEqual([1, 2, 4, 5, 6, 3, 7, 8, 9, 10, 11]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: `Move ${kohli} down` }));
    expect(status()).toBe(`${kohli} moved to number 6`);
    expect(listed()[5]).toBe(kohli);
  });

  it("resets to the squad's order", () => {
    const { store } = toToss();
    click(`Move ${nameOf(11)} up`);
    expect(store.getSnapshot().state.battingOrder).not.toBeNull();
    click("Reset to squad order");
    expect(store.getSnapshot().state.battingOrder).toBeNull();
    expect(listed()).toEqual(INDIA.map((p) => p.name));
    expect(status()).toBe("Batting order reset to the squad's order");
    expect(screen.getByRole("button", { name: "Reset to squad order" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });

  it("drags a player by his handle to where the pointer lets go", () => {
    const { store } = toToss();
    layOutRows();
    const handle = screen.getByTestId("drag-1");
    fireEvent.pointerDown(handle, { pointerId: 7, button: 0, pointerType: "mouse", clientY: 20 });
    // Past the middles of rows two to four: he goes to number 4.
    fireEvent.pointerMove(handle, { pointerId: 7, pointerType: "mouse", clientY: 150 });
    expect(listed().slice(0, 4)).toEqual([2, 3, 4, 1].map(nameOf));
    expect(store.getSnapshot().state.battingOrder).toBeNull();
    fireEvent.pointerUp(handle, { pointerId: 7, pointerType: "mouse", clientY: 150 });
    expect(store.getSnapshot().state.battingOrder).toEqual([2, 3, 4, 1, 5, 6, 7, 8, 9, 10, 11]);
    expect(status()).toBe(`${nameOf(1)} moved to number 4`);
  });

  it("puts a drag the pointer gives up (a cancelled touch) back where it was", () => {
    const { store } = toToss();
    layOutRows();
    const handle = screen.getByTestId("drag-5");
    fireEvent.pointerDown(handle, { pointerId: 3, pointerType: "touch", clientY: 180 });
    fireEvent.pointerMove(handle, { pointerId: 3, pointerType: "touch", clientY: 10 });
    expect(listed()[0]).toBe(nameOf(5));
    fireEvent.pointerCancel(handle, { pointerId: 3, pointerType: "touch" });
    expect(listed()).toEqual(INDIA.map((p) => p.name));
    expect(store.getSnapshot().state.battingOrder).toBeNull();
  });

  it("bats in the order set: the first innings' card starts with the new openers", () => {
    const { store } = toToss();
    click(`Move ${nameOf(3)} up`);
    click(`Move ${nameOf(3)} up`);
    // The call that wins the toss, and the user bats first.
    const won = engine.step(store.getSnapshot().state, { type: "callToss", call: 0 });
    click(won.ok && won.state.toss?.winner === "user" ? "Crown" : "Money");
    click("Bat");
    const { state } = store.getSnapshot();
    expect(engine.battingCard(state, 1).map((row) => row.playerId)).toEqual([
      3, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(engine.battingCard(state, 1).find((row) => row.isStriker)?.playerId).toBe(3);
    // And so the batting table on the screen.
    const table = document.querySelector(".scorecard--batting tbody") as HTMLElement;
    const onScreen = [...table.querySelectorAll("tr")].map((tr) => Number(tr.getAttribute("data-player")));
    expect(onScreen).toEqual([3, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe("the batting order panel on its own", () => {
  it("numbers the eleven and labels every button with its player's name", () => {
    render(<BattingOrder squad={INDIA} order={SQUAD_ORDER} disabled={false} dispatch={() => {}} />);
    const rows = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(rows).toHaveLength(11);
    expect(rows[0]?.textContent).toContain(`Number 1, ${nameOf(1)}`);
    for (const p of INDIA) {
      expect(screen.getByRole("button", { name: `Move ${p.name} up` })).toBeTruthy();
      expect(screen.getByRole("button", { name: `Move ${p.name} down` })).toBeTruthy();
    }
    expect(screen.getByRole("button", { name: `Move ${nameOf(1)} up` }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    expect(
      screen.getByRole("button", { name: `Move ${nameOf(11)} down` }).getAttribute("aria-disabled"),
    ).toBe("true");
    expect(screen.getByRole("button", { name: `Move ${nameOf(5)} up` }).getAttribute("aria-disabled")).toBe(
      "false",
    );
  });

  it("moves nothing while the coin is in the air", () => {
    const dispatch = vi.fn<(action: Action) => void>();
    render(<BattingOrder squad={INDIA} order={SQUAD_ORDER} disabled dispatch={dispatch} />);
    fireEvent.click(screen.getByRole("button", { name: `Move ${nameOf(4)} up` }));
    fireEvent.pointerDown(screen.getByTestId("drag-4"), { pointerId: 1, clientY: 10 });
    fireEvent.pointerUp(screen.getByTestId("drag-4"), { pointerId: 1, clientY: 10 });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it("moves an id to a place, the others keeping their order", () => {
    expect(moved([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(moved([1, 2, 3, 4], 2, 99)).toEqual([1, 3, 4, 2]);
  });
});
