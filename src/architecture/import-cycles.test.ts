import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { importCycles } from "../../scripts/import-cycles.ts";

// npm run lint runs scripts/import-cycles.ts over src/: these rows prove it refuses a cycle
// (a type-only one too) and lets an acyclic folder through, on small folders of files written
// for each row.
const run = promisify(execFile);
const made: string[] = [];

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "howzat-cycles-"));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true });
});

describe("the import cycle check", () => {
  it("finds two files that import each other", () => {
    const root = folder({
      "a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      "b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
    });
    expect(importCycles(root, root)).toEqual([["a.ts", "b.ts"]]);
  });

  it("counts a type-only import, a re-export and a dynamic import", () => {
    const root = folder({
      "a.ts": 'import type { B } from "./b.ts";\nexport type A = B;\n',
      "b.ts": 'export { c } from "./c.ts";\nexport type B = number;\n',
      "c.ts": 'export const c = () => import("./a.ts");\n',
    });
    expect(importCycles(root, root)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("follows a tsconfig.json's paths alias", () => {
    const root = folder({
      "tsconfig.json": JSON.stringify({
        compilerOptions: {
          module: "ESNext",
          moduleResolution: "Bundler",
          allowImportingTsExtensions: true,
          noEmit: true,
          paths: { "@/*": ["./web/*"] },
        },
      }),
      "web/auth/member.ts": 'import { game } from "@/features/game.ts";\nexport const member = game;\n',
      "web/features/game.ts":
        'import type { member } from "../auth/member.ts";\nexport const game = 1 as unknown as typeof member;\n',
    });
    expect(importCycles(root, root)).toEqual([["web/auth/member.ts", "web/features/game.ts"]]);
  });

  it("finds none in a folder whose imports all point one way", () => {
    const root = folder({
      "a.ts": 'import { b } from "./b.ts";\nimport { c } from "./c.ts";\nexport const a = b + c;\n',
      "b.ts":
        'import { c } from "./c.ts";\nimport { readFileSync } from "node:fs";\nexport const b = c + String(readFileSync).length;\n',
      "c.ts": "export const c = 1;\n",
    });
    expect(importCycles(root, root)).toEqual([]);
  });

  it("fails as a script on a cycle, naming its files, and passes without one", async () => {
    const cyclic = folder({
      "a.ts": 'import type { B } from "./b.ts";\nexport type A = B;\n',
      "b.ts": 'import type { A } from "./a.ts";\nexport type B = A;\n',
    });
    const failure = await run(process.execPath, ["--import", "tsx", "scripts/import-cycles.ts", cyclic]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("Import cycle among 2 files");
    const acyclic = folder({
      "a.ts": 'import { b } from "./b.ts";\nexport const a = b;\n',
      "b.ts": "export const b = 1;\n",
    });
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/import-cycles.ts", acyclic]);
    expect(stdout).toContain("No import cycles.");
  });

  it("finds none under src/", () => {
    expect(importCycles("src")).toEqual([]);
  });
});
