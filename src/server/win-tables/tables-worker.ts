/**
 * Builds one format's equilibrium win tables on a worker thread and hands the arrays back
 * (moved, not copied), so the server's event loop never spends a second on them.
 */
import { parentPort, workerData } from "node:worker_threads";
import { buildEquilibriumTables } from "../../engine/index.ts";

const { totalBalls } = workerData as { totalBalls: number };
const data = buildEquilibriumTables(totalBalls).data();
parentPort?.postMessage(data, [data.values.buffer as ArrayBuffer, data.wins.buffer as ArrayBuffer]);
