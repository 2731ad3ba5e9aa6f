import { defineConfig } from "vitest/config";
import { webAlias } from "./scripts/web-alias.ts";

export default defineConfig({
  resolve: { alias: webAlias },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
