import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { membersOnly, PAGE_MODULES, pagePreloads } from "./page-preloads.ts";

const WEB = fileURLToPath(new URL("../web/", import.meta.url));

/** A build's manifest: the entry with its shared chunk, two pages sharing the engine's chunk. */
const MANIFEST = {
  "index.html": {
    file: "assets/index-1.js",
    isEntry: true,
    imports: ["_runtime-1.js"],
    css: ["assets/index-1.css"],
  },
  "_runtime-1.js": { file: "assets/runtime-1.js" },
  "_engine-1.js": { file: "assets/engine-1.js", imports: ["_runtime-1.js"] },
  "_catalog-1.js": { file: "assets/catalog-1.js" },
  "pages/game-page.tsx": {
    file: "assets/game-page-1.js",
    isDynamicEntry: true,
    imports: ["_runtime-1.js", "index.html", "_engine-1.js", "_catalog-1.js"],
    css: ["assets/game-page-1.css"],
  },
  "pages/stats-page.tsx": { file: "assets/stats-page-1.js", isDynamicEntry: true, imports: ["_engine-1.js"] },
};

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function webRootWith(manifest: unknown): string {
  const root = mkdtempSync(path.join(tmpdir(), "howzat-preloads-"));
  roots.push(root);
  mkdirSync(path.join(root, ".vite"));
  writeFileSync(path.join(root, ".vite", "manifest.json"), JSON.stringify(manifest));
  return root;
}

describe("the preload hints of a page", () => {
  it("name the page's own chunks and styles, and none the entry loads", () => {
    const links = pagePreloads(webRootWith(MANIFEST));
    expect(links("/game", false)).toBe(
      "</assets/game-page-1.css>; rel=preload; as=style; crossorigin, </assets/game-page-1.js>; rel=modulepreload, " +
        "</assets/engine-1.js>; rel=modulepreload, </assets/catalog-1.js>; rel=modulepreload",
    );
    expect(links("/stats", true)).toBe(
      "</assets/stats-page-1.js>; rel=modulepreload, </assets/engine-1.js>; rel=modulepreload",
    );
  });

  it("are none for sign-in (all in the entry), an unknown address, a page the build lacks, or no manifest", () => {
    const links = pagePreloads(webRootWith(MANIFEST));
    for (const url of ["/", "/login", "/no/such/page", "/home", "/game/extra"])
      expect(links(url, true)).toBeNull();
    expect(pagePreloads(path.join(tmpdir(), "no-such-web-root"))("/game", true)).toBeNull();
    expect(pagePreloads(webRootWith("not a manifest"))("/game", true)).toBeNull();
  });

  it("name nothing for a guest on a members' page (sent to sign in, it would use none of them)", () => {
    const links = pagePreloads(webRootWith(MANIFEST));
    expect(links("/stats", false)).toBeNull();
    expect(links("/stats", true)).not.toBeNull();
    expect(links("/game", false)).toBe(links("/game", true));
    expect(membersOnly("/stats")).toBe(true);
    expect(membersOnly("/live/join/ABC234")).toBe(true);
    expect(membersOnly("/game")).toBe(false);
    expect(membersOnly("/login")).toBe(false);
  });

  it("cover every page the app loads lazily, at the addresses its routes give", () => {
    const app = readFileSync(path.join(WEB, "app.tsx"), "utf8");
    const lazyPages = [...app.matchAll(/import\("@\/(pages\/[\w-]+\.tsx)"\)/g)].map((m) => m[1]);
    expect(lazyPages.length).toBeGreaterThanOrEqual(7);
    expect([...new Set(PAGE_MODULES.map(([, module]) => module))].sort()).toEqual(
      [...new Set(lazyPages)].sort(),
    );
    const routes = readFileSync(path.join(WEB, "routes.ts"), "utf8");
    const route = (name: string) =>
      new RegExp(`\\b${name}: "([^"]+)"`).exec(routes)?.[1]?.replace(":id", "42");
    const expected: Record<string, string> = {
      game: "pages/game-page.tsx",
      home: "pages/home-page.tsx",
      register: "pages/register-page.tsx",
      profile: "pages/profile-page.tsx",
      matches: "pages/matches-page.tsx",
      match: "pages/match-page.tsx",
      stats: "pages/stats-page.tsx",
      live: "pages/live-page.tsx",
      liveJoin: "pages/live-page.tsx",
      liveMatch: "pages/live-page.tsx",
    };
    for (const [name, module] of Object.entries(expected)) {
      const url = route(name);
      expect(url, name).toBeDefined();
      expect(PAGE_MODULES.find(([pattern]) => pattern.test(url as string))?.[1], url).toBe(module);
    }
  });
});
