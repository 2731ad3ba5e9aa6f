// Development: the API server restarts on change (tsx watch, port API_PORT) and Vite serves the
// app with hot reload on PORT, proxying /api to the server so both share one origin.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, BASE_URL: process.env.BASE_URL ?? `http://localhost:${port}` },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, PORT: port, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
