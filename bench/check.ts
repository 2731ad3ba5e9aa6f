/**
 * `npm run bench:check`: reads bench/results.json and checks each budget, printing the figure
 * beside it; exits 1 when any budget is missed (or when there are no results yet).
 */
import { existsSync, readFileSync } from "node:fs";
import { RESULTS_FILE, type Results } from "./results.ts";

interface Budget {
  readonly name: string;
  readonly figure: string;
  readonly ok: boolean;
}

export function checkBudgets(results: Results): Budget[] {
  const budgets: Budget[] = [];
  const add = (name: string, figure: string, ok: boolean) => budgets.push({ name, figure, ok });
  for (const page of ["/login", "/game"]) {
    const lh = results.lighthouse[page];
    add(`Lighthouse performance ${page} ≥ 95`, lh ? String(lh.score) : "not measured", lh !== undefined && lh.score >= 95);
    add(`CLS ${page} < 0.05`, lh ? String(lh.cls) : "not measured", lh !== undefined && lh.cls < 0.05);
  }
  const login = results.bundle.pages.find((p) => p.name === "/login");
  add("/login JavaScript ≤ 90 KB gzipped", login ? `${(login.jsGzip / 1024).toFixed(1)} KB` : "not measured", login !== undefined && login.jsGzip <= 90 * 1024);
  for (const page of results.bundle.pages.filter((p) => p.name !== "result screen")) {
    add(`chart library absent from ${page.name}`, page.chartLibrary ? "included" : "absent", !page.chartLibrary);
  }
  const me = results.api.me;
  add("GET /api/me ≥ 3,000 requests/s", `${Math.round(me.rps)} req/s`, me.rps >= 3000);
  add("GET /api/me p99 ≤ 30 ms", `${me.p99Ms} ms`, me.p99Ms <= 30);
  add("GET /api/me answers only 2xx", `${me.non2xx} non-2xx, ${me.errors} errors`, me.non2xx === 0 && me.errors === 0);
  for (const figure of results.engine.filter((f) => f.unit === "balls/s")) {
    add(`${figure.name} ≥ 1,000,000`, Math.round(figure.value).toLocaleString("en-US"), figure.value >= 1_000_000);
  }
  return budgets;
}

if (!existsSync(RESULTS_FILE)) {
  console.error("No benchmark results yet: run `npm run bench` first.");
  process.exit(1);
}
const results = JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as Results;
const budgets = checkBudgets(results);
console.log(`Budgets against the results of ${results.measuredAt}:`);
for (const b of budgets) console.log(`${b.ok ? "PASS" : "FAIL"}  ${b.name}: ${b.figure}`);
const missed = budgets.filter((b) => !b.ok).length;
console.log(missed === 0 ? "All budgets met." : `${missed} budget(s) missed.`);
process.exit(missed === 0 ? 0 : 1);
