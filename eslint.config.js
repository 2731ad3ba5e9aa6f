import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Import directions: web, server → shared, engine, data; data → engine; engine, shared → nothing
 * of ours. Outside src/engine, the engine is entered only through src/engine/index.ts.
 */
const layer = (files, forbidden, extra = []) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...forbidden.map((dir) => ({
            group: [`**/${dir}/**`, `**/${dir}`],
            message: `This layer may not import from src/${dir} (see README.md, "Layout": imports point one way).`,
          })),
          ...extra,
        ],
      },
    ],
  },
});

/** Code outside the engine imports its public surface, never the files behind it. */
const ENGINE_FRONT_DOOR = {
  group: ["**/engine/*", "!**/engine/index.ts"],
  message: "Import the engine through src/engine/index.ts, its one public entry.",
};

/** The web app's features: every folder of src/web/features. */
const FEATURES = readdirSync(new URL("./src/web/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature's borders: another feature only through its index.ts (its public surface), by the
 * alias or by a relative path; and never a page (pages compose features, not the reverse).
 */
const featureBorders = (feature) => {
  const others = FEATURES.filter((name) => name !== feature);
  return [
    ...(others.length === 0
      ? []
      : [
          {
            regex: `^(?:@/features/|(?:\\.\\./)+(?:features/)?)(?:${others.join("|")})/(?!index\\.ts$)`,
            message:
              "Enter another feature only through its index.ts (src/web/features/<name>/index.ts), its one public file.",
          },
        ]),
    {
      regex: "^(?:@/|(?:\\.\\./)+)pages/",
      message: "A feature may not import a page: pages compose features, never the reverse.",
    },
  ];
};

/** A page composes features through their index.ts, like any other feature would. */
const pageBorders = [
  {
    regex: `^(?:@/|\\.\\./)features/(?:${FEATURES.join("|")})/(?!index\\.ts$)`,
    message:
      "A page uses a feature only through its index.ts (src/web/features/<name>/index.ts), its one public file.",
  },
];

/**
 * Shared web code (sign-in, the header and other components, storage) serves every feature, so it
 * imports none: what it needs of a feature (the key names a member's data is kept under, the
 * storage helpers) lives in shared code, and the feature imports it from there.
 */
const SHARED_WEB = [
  "src/web/auth/**/*.{ts,tsx}",
  "src/web/components/**/*.{ts,tsx}",
  "src/web/storage/**/*.ts",
];
const FEATURE_PATH = "^(?:@/|(?:\\.\\./)+|(?:\\.\\./)*src/web/)features(?:/|$)";
const SHARED_MESSAGE =
  "Shared web code (src/web/auth, components, storage) may not import a feature (src/web/features).";
const sharedBorders = [{ regex: FEATURE_PATH, message: SHARED_MESSAGE }];

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
    [{ group: ["react", "react-*", "node:*"], message: "The engine is pure: no React, no Node APIs." }],
  ),
  layer(
    ["src/shared/**/*.ts"],
    ["engine", "data", "server", "web"],
    [{ group: ["react", "react-*"], message: "Shared code runs on both sides: no React." }],
  ),
  layer(["src/data/**/*.ts"], ["shared", "server", "web"], [ENGINE_FRONT_DOOR]),
  layer(["src/server/**/*.ts"], ["web"], [ENGINE_FRONT_DOOR]),
  layer(["src/web/**/*.{ts,tsx}"], ["server"], [ENGINE_FRONT_DOOR]),
  layer(["src/web/pages/**/*.{ts,tsx}"], ["server"], [ENGINE_FRONT_DOOR, ...pageBorders]),
  layer(SHARED_WEB, ["server"], [ENGINE_FRONT_DOOR, ...sharedBorders]),
  {
    // The same border for a dynamic import(), which no-restricted-imports does not read.
    files: SHARED_WEB,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportExpression[source.value=/${FEATURE_PATH.replaceAll("/", "\\/")}/]`,
          message: SHARED_MESSAGE,
        },
      ],
    },
  },
  ...FEATURES.map((feature) =>
    layer(
      [`src/web/features/${feature}/**/*.{ts,tsx}`],
      ["server"],
      [ENGINE_FRONT_DOOR, ...featureBorders(feature)],
    ),
  ),
  layer(["bench/**/*.ts", "scripts/**/*.{ts,mjs}", "e2e/**/*.ts"], [], [ENGINE_FRONT_DOOR]),
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
