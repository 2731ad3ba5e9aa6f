import { describe, expect, it } from "vitest";
import { catalog } from "../../../../data/catalog.ts";
import { createEngine } from "../../../../engine/index.ts";
import { answer, type WinChanceAnswer, type WinChanceRequest } from "../win-chance/win-chance-answers.ts";
import type { WinChancePort } from "../win-chance/win-chance-client.ts";
import { createGameServices } from "./game-services.ts";

describe("the game services' wiring", () => {
  it("has the worker build International's tables once the format is known, for the page's engine", () => {
    const page = createEngine(catalog);
    const worker = createEngine(catalog);
    const asked: WinChanceRequest[] = [];
    const listeners: ((a: WinChanceAnswer) => void)[] = [];
    const port: WinChancePort = {
      post: (request) => asked.push(request),
      onAnswer: (l) => listeners.push(l),
    };
    const services = createGameServices({
      engine: page,
      storage: null,
      backend: null,
      newSeed: () => 3,
      upload: () => Promise.resolve("guest"),
      startWinChance: () => port,
    });
    services.settings.update({ level: "international" });
    services.store.newMatch();
    expect(services.store.getSnapshot().state.level).toBe("international");
    expect(asked.filter((r) => r.kind === "tables")).toHaveLength(0);
    services.store.dispatch({ type: "chooseFormat", format: "mini" });
    expect(asked.filter((r) => r.kind === "tables")).toHaveLength(1);
    for (const request of asked.splice(0)) for (const l of listeners) l(answer(worker, request));
    expect(page.tablesReady(services.store.getSnapshot().state)).toBe(true);
    services.store.dispatch({ type: "chooseTeam", countryId: 1 });
    expect(asked.filter((r) => r.kind === "tables")).toHaveLength(0);
  });
});
