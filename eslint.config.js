import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Import directions: web, server → shared, engine, data; data → engine; engine, shared → nothing of ours. */
const layer = (files, forbidden, extra = []) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...forbidden.map((dir) => ({
            group: [`**/${dir}/**`, `**/${dir}`],
            message: `This layer may not import from src/${dir} (see ARCHITECTURE.md: import directions).`,
          })),
          ...extra,
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    // Plain Node scripts (not type-checked): the globals Node gives them.
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly" },
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  layer(
    ["src/engine/**/*.ts"],
    ["data", "shared", "server", "web"],
    [
      { group: ["react", "react-*", "node:*"], message: "The engine is pure: no React, no Node APIs." },
    ],
  ),
  layer(["src/shared/**/*.ts"], ["engine", "data", "server", "web"], [
    { group: ["react", "react-*"], message: "Shared code runs on both sides: no React." },
  ]),
  layer(["src/data/**/*.ts"], ["shared", "server", "web"]),
  layer(["src/server/**/*.ts"], ["web"]),
  layer(["src/web/**/*.{ts,tsx}"], ["server"]),
  {
    files: ["src/engine/**/*.ts"],
    ignores: ["src/engine/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Randomness comes only from the seeded generator." },
      ],
      "no-restricted-globals": ["error", "window", "document", "localStorage", "process"],
    },
  },
);
