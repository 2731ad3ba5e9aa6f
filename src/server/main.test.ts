import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";

/** Runs `src/server/main.ts` with `env` and returns its exit code and everything it printed. */
async function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      DATABASE_URL: "sqlite::memory:",
      PORT: "0",
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const [code] = (await once(child, "exit")) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

describe("starting with a bad configuration", () => {
  it.each([
    [
      { BASE_URL: "localhost:3000", AUTH_SECRET: "x".repeat(40) },
      /^howzat: BASE_URL must be an http:\/\/ or https:\/\/ origin/,
    ],
    [
      { NODE_ENV: "production", AUTH_SECRET: " ".repeat(32) },
      /^howzat: AUTH_SECRET must be at least 32 characters/,
    ],
  ])("prints one line and exits 1 for %j", { timeout: 40_000 }, async (env, line) => {
    const { code, output } = await start(env);
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output.trim()).toMatch(line);
  });
});
