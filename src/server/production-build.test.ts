import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);

describe("npm start's build", () => {
  const out = mkdtempSync(path.join(tmpdir(), "howzat-build-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("is the build script, whatever the shell's NODE_ENV", () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.start).toMatch(/^npm run build && /);
    expect(scripts.build).toBe("node scripts/build.mjs");
  });

  it("builds for production with the service worker under NODE_ENV=development", async () => {
    await run(
      process.execPath,
      ["scripts/build.mjs", "--outDir", out, "--emptyOutDir", "--logLevel", "error"],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: "development" },
      },
    );
    expect(existsSync(path.join(out, "sw.js"))).toBe(true);
    const assets = readdirSync(path.join(out, "assets"));
    // The chunk that registers the service worker is built only when import.meta.env.PROD.
    expect(assets.some((file) => /^start-offline-.*\.js$/.test(file))).toBe(true);
    // React's development build names its JSX helper; the production one never does.
    const scripts = assets.filter((file) => file.endsWith(".js"));
    const development = scripts.filter((file) =>
      readFileSync(path.join(out, "assets", file), "utf8").includes("jsxDEV"),
    );
    expect(development).toEqual([]);
  }, 240_000);
});
