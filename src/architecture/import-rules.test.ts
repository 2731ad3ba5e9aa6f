import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint configuration is what keeps the layers apart; these rows prove it refuses what it
// should and lets through what it should, by linting small snippets as if they lived in each
// folder.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the engine's front door", () => {
  it.each([
    [
      "src/web/features/game/x.ts",
      'import { playBall } from "../../../engine/play-steps.ts";\nvoid playBall;\n',
    ],
    ["src/server/routes/x.ts", 'import { replay } from "../../engine/simulate.ts";\nvoid replay;\n'],
    ["src/data/x.ts", 'import type { Catalog } from "../engine/catalog.ts";\nexport type C = Catalog;\n'],
    ["bench/x.ts", 'import { createEngine } from "../src/engine/engine.ts";\nvoid createEngine;\n'],
  ])("refuses a deep import from %s", async (filePath, code) => {
    const messages = await restrictedImports(filePath, code);
    expect(messages.some((m) => m.includes("src/engine/index.ts"))).toBe(true);
  });

  it.each([
    [
      "src/web/features/game/x.ts",
      'import { createEngine } from "../../../engine/index.ts";\nvoid createEngine;\n',
    ],
    ["src/server/routes/x.ts", 'import { replay } from "../../engine/index.ts";\nvoid replay;\n'],
    ["bench/x.ts", 'import { createEngine } from "../src/engine/index.ts";\nvoid createEngine;\n'],
  ])("allows the public entry from %s", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });

  it("lets the engine's own files import each other", async () => {
    const code = 'import { seedRng } from "./rng.ts";\nvoid seedRng;\n';
    expect(await restrictedImports("src/engine/x.ts", code)).toEqual([]);
  });
});

describe("import directions", () => {
  it("keeps the engine free of the other layers and of React", async () => {
    const code =
      'import { catalog } from "../data/catalog.ts";\nimport { useState } from "react";\nvoid catalog;\nvoid useState;\n';
    expect(await restrictedImports("src/engine/x.ts", code)).toHaveLength(2);
  });

  it("keeps the web app out of the server", async () => {
    const code = 'import { buildApp } from "../server/app.ts";\nvoid buildApp;\n';
    expect(await restrictedImports("src/web/x.ts", code)).toHaveLength(1);
  });
});

describe("feature borders", () => {
  const refused = (messages: string[], what: string) => messages.some((m) => m.includes(what));

  it.each([
    [
      "src/web/features/archive/x.ts",
      'import { GameStore } from "@/features/game/state/game-store.ts";\nvoid GameStore;\n',
    ],
    [
      "src/web/features/archive/x.ts",
      'import { MATCH_KEY } from "@/features/game/saving/match-storage.ts";\nvoid MATCH_KEY;\n',
    ],
    ["src/web/features/archive/x.ts", 'import "@/features/game/game-screen.css";\n'],
    [
      "src/web/features/archive/x.ts",
      'import { ResultStage } from "../game/stages/stage-result.tsx";\nvoid ResultStage;\n',
    ],
    [
      "src/web/features/game/x.ts",
      'import { careerOf } from "@/features/archive/career-figures.ts";\nvoid careerOf;\n',
    ],
    ["src/web/features/game/stages/x.tsx", 'export { MatchReport } from "../../archive/match-report.tsx";\n'],
  ])("refuses a way into another feature past its index.ts, from %s", async (filePath, code) => {
    expect(refused(await restrictedImports(filePath, code), "index.ts")).toBe(true);
  });

  it.each([
    [
      "src/web/features/archive/x.tsx",
      'import { MatchesPage } from "@/pages/matches-page.tsx";\nvoid MatchesPage;\n',
    ],
    [
      "src/web/features/game/x.tsx",
      'import { HomePage } from "../../pages/home-page.tsx";\nvoid HomePage;\n',
    ],
    [
      "src/web/features/game/state/x.ts",
      'import type { HomeState } from "../../../pages/home-page.tsx";\nexport type H = HomeState;\n',
    ],
  ])("refuses a page imported by a feature, from %s", async (filePath, code) => {
    expect(refused(await restrictedImports(filePath, code), "page")).toBe(true);
  });

  it.each([
    [
      "src/web/features/archive/x.ts",
      'import { ResultStage } from "@/features/game/index.ts";\nvoid ResultStage;\n',
    ],
    [
      "src/web/features/game/x.ts",
      'import { RecentMatches } from "../archive/index.ts";\nvoid RecentMatches;\n',
    ],
    [
      "src/web/features/game/state/x.ts",
      'import { MATCH_KEY } from "@/features/game/saving/match-storage.ts";\nvoid MATCH_KEY;\n',
    ],
    [
      "src/web/features/game/saving/x.ts",
      'import { readKey } from "../state/browser-storage.ts";\nvoid readKey;\n',
    ],
    ["src/web/features/archive/x.ts", 'import { playedOn } from "./archive-api.ts";\nvoid playedOn;\n'],
    ["src/web/features/archive/x.ts", 'import { ROUTES } from "@/routes.ts";\nvoid ROUTES;\n'],
    [
      "src/web/pages/x.tsx",
      'import { ArchiveScreen } from "@/features/archive/index.ts";\nvoid ArchiveScreen;\n',
    ],
    ["src/web/app.tsx", 'import { HomePage } from "@/pages/home-page.tsx";\nvoid HomePage;\n'],
  ])("allows %s its own files, shared web code and other features' index.ts", async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });

  it.each([
    [
      "src/web/pages/x.tsx",
      'import { MatchReport } from "@/features/archive/match-report.tsx";\nvoid MatchReport;\n',
    ],
    [
      "src/web/pages/x.tsx",
      'import { GameStore } from "../features/game/state/game-store.ts";\nvoid GameStore;\n',
    ],
  ])("refuses a page a way into a feature past its index.ts, from %s", async (filePath, code) => {
    expect(refused(await restrictedImports(filePath, code), "index.ts")).toBe(true);
  });

  it("keeps the web layer's rules inside a feature", async () => {
    const code =
      'import { buildApp } from "../../../server/app.ts";\nimport { playBall } from "../../../engine/play-steps.ts";\nvoid buildApp;\nvoid playBall;\n';
    expect(await restrictedImports("src/web/features/archive/x.ts", code)).toHaveLength(2);
  });
});

describe("shared web code", () => {
  // Dynamic imports are refused by no-restricted-syntax (no-restricted-imports reads only
  // static ones): both rules' messages count here.
  async function refusals(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax")
      .map((m) => m.message);
  }

  it.each([
    [
      "src/web/auth/x.ts",
      'import { MATCH_KEY } from "@/features/game/saving/storage-keys.ts";\nvoid MATCH_KEY;\n',
    ],
    ["src/web/auth/x.ts", 'import { GameShell } from "@/features/game/index.ts";\nvoid GameShell;\n'],
    [
      "src/web/auth/x.ts",
      'import type { GameStore } from "../features/game/state/game-store.ts";\nexport type G = GameStore;\n',
    ],
    ["src/web/components/x.tsx", 'export { RecentMatches } from "@/features/archive/index.ts";\n'],
    [
      "src/web/components/deep/x.tsx",
      'import { LiveScreen } from "../../features/live/index.ts";\nvoid LiveScreen;\n',
    ],
    ["src/web/storage/x.ts", 'import "@/features/game/game-screen.css";\n'],
    ["src/web/auth/x.ts", 'export const load = () => import("@/features/game/saving/match-outbox.ts");\n'],
    ["src/web/components/x.tsx", 'export const load = () => import("../features/archive/index.ts");\n'],
  ])("refuses a feature imported from %s", async (filePath, code) => {
    const messages = await refusals(filePath, code);
    expect(messages.some((m) => m.includes("may not import a feature"))).toBe(true);
  });

  it.each([
    ["src/web/auth/x.ts", 'import { readKey } from "@/storage/browser-storage.ts";\nvoid readKey;\n'],
    ["src/web/auth/x.ts", 'import { MATCH_KEY } from "@/storage/member-keys.ts";\nvoid MATCH_KEY;\n'],
    ["src/web/components/x.tsx", 'import { ROUTES } from "@/routes.ts";\nvoid ROUTES;\n'],
    ["src/web/components/x.tsx", 'export const load = () => import("@/api/sign-out.ts");\n'],
    ["src/web/auth/x.ts", 'import { clearStoredLogin } from "./stored-login.ts";\nvoid clearStoredLogin;\n'],
  ])("allows %s shared web code and its own folder", async (filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  });

  it("still lets a feature import shared web code, and a page a feature's index.ts", async () => {
    const fromFeature = 'import { currentOwner } from "@/auth/known-member.ts";\nvoid currentOwner;\n';
    expect(await refusals("src/web/features/game/x.ts", fromFeature)).toEqual([]);
    const fromPage = 'import { GameShell } from "@/features/game/index.ts";\nvoid GameShell;\n';
    expect(await refusals("src/web/pages/x.tsx", fromPage)).toEqual([]);
  });

  it("keeps the web layer's rules in shared code", async () => {
    const code = 'import { buildApp } from "../../server/app.ts";\nvoid buildApp;\n';
    expect(await refusals("src/web/auth/x.ts", code)).toHaveLength(1);
  });
});
