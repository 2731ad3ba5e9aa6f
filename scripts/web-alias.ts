import { fileURLToPath } from "node:url";

/**
 * `@/` is src/web/: web files import each other by their place in the app rather than by
 * climbing folders. The same alias is in tsconfig.json (`paths`), which the type checker, tsx
 * (the server, bench and scripts) and Playwright read; Vite and Vitest read it from here.
 */
export const webAlias = [
  { find: /^@\//, replacement: fileURLToPath(new URL("../src/web/", import.meta.url)) },
];
