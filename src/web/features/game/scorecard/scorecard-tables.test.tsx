// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bowlerKind } from "../../../../engine/index.ts";
import { BattingTable } from "./batting-table.tsx";
import { BowlingTable } from "./bowling-table.tsx";
import { engine, playUntil, toFirstBall } from "@/features/game/game-test-support.ts";

afterEach(cleanup);

/** The first innings once a wicket has fallen and a few more balls have been bowled. */
function afterAWicket() {
  const out = playUntil(toFirstBall("bat", 11), (p) => (p.state.innings[0]?.wicketTaken ?? 0) >= 1);
  return playUntil(
    out,
    (p) => (p.state.innings[0]?.ballCompleted ?? 0) >= (out.state.innings[0]?.ballCompleted ?? 0) + 2,
  );
}

function rowOf(name: string): HTMLElement {
  const header = screen.getByRole("rowheader", { name: new RegExp(`^${name}`) });
  return header.closest("tr") as HTMLElement;
}

describe("BattingTable", () => {
  const played = afterAWicket();
  const rows = engine.battingCard(played.state, 1);

  it("colours the batters at the crease green and the dismissed and the keeper red", () => {
    render(<BattingTable rows={rows} caption="India batting" />);
    const atCrease = rows.filter((r) => r.atCrease);
    const out = rows.filter((r) => r.out);
    expect(atCrease).toHaveLength(2);
    expect(out.length).toBeGreaterThanOrEqual(1);
    for (const r of atCrease) expect(rowOf(r.name).className).toContain("row--green");
    for (const r of out) expect(rowOf(r.name).className).toContain("row--red");
    const keeper = rows.find((r) => r.isWicketKeeper && !r.atCrease && !r.out);
    expect(keeper).toBeDefined();
    expect(rowOf(keeper?.name as string).className).toContain("row--red");
    const waiting = rows.find((r) => !r.atCrease && !r.out && !r.isWicketKeeper);
    expect(rowOf(waiting?.name as string).className).not.toMatch(/row--(green|red)/);
  });

  it("puts the star on the striker only", () => {
    render(<BattingTable rows={rows} caption="India batting" />);
    const stars = screen.getAllByTestId("striker-star");
    expect(stars).toHaveLength(1);
    const striker = rows.find((r) => r.isStriker);
    expect(stars[0]?.closest("tr")).toBe(rowOf(striker?.name as string));
  });

  it("shows the strike rate to 2 decimals and how each batter is out", () => {
    render(<BattingTable rows={rows} caption="India batting" />);
    for (const r of rows.filter((row) => row.balls > 0)) {
      const cells = within(rowOf(r.name)).getAllByRole("cell");
      expect(within(rowOf(r.name)).getByTestId("strike-rate").textContent).toBe(
        ((100 * r.runs) / r.balls).toFixed(2),
      );
      expect(cells[0]?.textContent).toBe(r.dismissal);
    }
    const dismissed = rows.find((r) => r.out);
    expect(dismissed?.dismissal).not.toBe("");
  });
});

describe("BattingTable ratings", () => {
  const rows = engine.battingCard(afterAWicket().state, 1);

  it("shows each batter's ratings against pace and spin under his name, in words for screen readers", () => {
    render(<BattingTable rows={rows} caption="India batting" />);
    expect(rows).toHaveLength(11);
    for (const r of rows) {
      const ratings = within(rowOf(r.name)).getByTestId("batter-ratings");
      const pace = String(r.abilityToPlayPaceBall);
      const spin = String(r.abilityToPlaySpinBall);
      expect(ratings.querySelector("[aria-hidden='true']")?.textContent).toBe(`P ${pace} · S ${spin}`);
      expect(ratings.querySelector(".visually-hidden")?.textContent?.trim()).toBe(
        `Against pace ${pace}, against spin ${spin}.`,
      );
      expect(
        screen.getByRole("rowheader", {
          name: new RegExp(`^${r.name}.*Against pace ${pace}, against spin ${spin}\\.`),
        }),
      ).toBe(rowOf(r.name).querySelector("th"));
    }
    // The figures are each batter's own: an opener's differ from a number eleven's.
    const first = rows[0];
    const last = rows[10];
    expect(first?.abilityToPlayPaceBall).toBeGreaterThan((last?.abilityToPlayPaceBall ?? 0) + 20);
  });
});

describe("BowlingTable", () => {
  const played = afterAWicket();
  const rows = engine.bowlingCard(played.state, 1);
  // The squads the match plays with: its rules version's own, if it keeps its own.
  const squads = engine.catalog.squadsByRulesVersion?.[played.state.rulesVersion] ?? engine.catalog.squads;
  const squad = squads.find((s) => s.countryId === 2)?.players ?? [];

  it("labels each bowler Spinner or Pacer from their abilities", () => {
    render(<BowlingTable rows={rows} caption="Australia bowling" />);
    const labels = screen.getAllByTestId("bowler-kind").map((el) => el.textContent);
    expect(labels).toEqual(squad.map((p) => bowlerKind(p)));
    expect(labels).toContain("Spinner");
    expect(labels).toContain("Pacer");
  });

  it("colours the current bowler green and the wicketkeeper red", () => {
    render(<BowlingTable rows={rows} caption="Australia bowling" />);
    const current = rows.filter((r) => r.isCurrent);
    expect(current).toHaveLength(1);
    expect(rowOf(current[0]?.name as string).className).toContain("row--green");
    const keeper = rows.find((r) => r.isWicketKeeper);
    expect(rowOf(keeper?.name as string).className).toContain("row--red");
    const others = rows.filter((r) => !r.isCurrent && !r.isWicketKeeper);
    for (const r of others) expect(rowOf(r.name).className).not.toMatch(/row--(green|red)/);
  });

  it("shows overs, runs, wickets and runs per over as the engine gives them", () => {
    render(<BowlingTable rows={rows} caption="Australia bowling" />);
    const current = rows.find((r) => r.isCurrent);
    const cells = within(rowOf(current?.name as string))
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual([
      current?.overs,
      String(current?.runs),
      String(current?.wickets),
      current?.economy,
    ]);
  });
});
