import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { type TestDatabase } from "./test-support/databases.ts";
import { testConfig } from "./test-support/test-config.ts";
import { kinds } from "./test-support/suite.ts";

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`app on ${kind.name}`, () => {
    let testDb: TestDatabase;
    let app: FastifyInstance;
    let webRoot: string;

    beforeAll(async () => {
      testDb = await kind.create();
      webRoot = mkdtempSync(path.join(tmpdir(), "howzat-web-"));
      writeFileSync(
        path.join(webRoot, "index.html"),
        "<!doctype html><title>Howzat</title><div id=root></div>",
      );
      mkdirSync(path.join(webRoot, "assets"));
      writeFileSync(path.join(webRoot, "assets", "app-abc123.js"), "console.log(1)");
      // The build's compressed copies (see scripts/vite-precompress.ts).
      writeFileSync(path.join(webRoot, "assets", "app-abc123.js.br"), brotliCompressSync("console.log(1)"));
      writeFileSync(path.join(webRoot, "assets", "app-abc123.js.gz"), gzipSync("console.log(1)"));
      // The build's manifest: the game page's chunk is loaded after the entry unless hinted.
      mkdirSync(path.join(webRoot, ".vite"));
      writeFileSync(
        path.join(webRoot, ".vite", "manifest.json"),
        JSON.stringify({
          "index.html": { file: "assets/app-abc123.js", isEntry: true },
          "pages/game-page.tsx": {
            file: "assets/game-def456.js",
            isDynamicEntry: true,
            imports: ["index.html"],
          },
        }),
      );
      // No BASE_URL: the app answers at whatever host app.inject names.
      app = await buildApp({
        config: testConfig(testDb.config, { webRoot, baseUrl: null }),
        database: testDb.database,
      });
    });

    afterAll(async () => {
      await app?.close();
      await testDb?.destroy();
      rmSync(webRoot, { recursive: true, force: true });
    });

    it("reports the database as reachable", async () => {
      const res = await app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ok", database: { kind: kind.name, reachable: true } });
    });

    it.each(["/", "/login", "/new", "/home", "/profile", "/game", "/error", "/no/such/page"])(
      "serves the app for the client route %s",
      async (url) => {
        const res = await app.inject({ method: "GET", url });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toMatch(/text\/html/);
        expect(res.body).toContain("<div id=root>");
      },
    );

    it("hints a page's own chunks in a Link header, and none for a page the entry shows", async () => {
      const game = await app.inject({ method: "GET", url: "/game" });
      expect(game.headers.link).toBe("</assets/game-def456.js>; rel=modulepreload");
      const login = await app.inject({ method: "GET", url: "/login" });
      expect(login.statusCode).toBe(200);
      expect(login.headers.link).toBeUndefined();
    });

    it("serves hashed assets with a long cache life", async () => {
      const res = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toContain("immutable");
    });

    it("sends the build's Brotli copy to a browser that accepts it, and the plain file otherwise", async () => {
      const br = await app.inject({
        method: "GET",
        url: "/assets/app-abc123.js",
        headers: { "accept-encoding": "gzip, br" },
      });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toContain("accept-encoding");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log(1)");
      const gz = await app.inject({
        method: "GET",
        url: "/assets/app-abc123.js",
        headers: { "accept-encoding": "gzip" },
      });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      const plain = await app.inject({
        method: "GET",
        url: "/assets/app-abc123.js",
        headers: { "accept-encoding": "identity" },
      });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe("console.log(1)");
    });

    it("answers unknown API paths with a JSON 404", async () => {
      const res = await app.inject({ method: "POST", url: "/api/nothing/here", payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { message: "No such API route: POST /api/nothing/here" } });
    });

    it("answers a missing file with 404, not the app", async () => {
      const res = await app.inject({ method: "GET", url: "/missing.js" });
      expect(res.statusCode).toBe(404);
    });

    it("reports an unreachable database as degraded", async () => {
      const broken = await buildApp({
        config: testConfig(testDb.config),
        database: { ...testDb.database, ping: () => Promise.resolve(false) },
      });
      const res = await broken.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json().database.reachable).toBe(false);
      await broken.close();
    });
  });
}
