// `npm run build` (and so `npm start`): the production build of the web app, whatever NODE_ENV
// the shell has. Vite keeps a NODE_ENV it finds, and NODE_ENV=development would build React in
// development mode with the service worker never registered; the dev server is `npm run dev`.
// Arguments are passed on to `vite build` (e.g. `--outDir`).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const vite = fileURLToPath(new URL("../node_modules/vite/bin/vite.js", import.meta.url));
const child = spawn(process.execPath, [vite, "build", "--mode", "production", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
child.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
