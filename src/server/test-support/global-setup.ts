/** Vitest's and Playwright's global set-up: the server bundled once for every process the run starts. */
import { bundleServerForRun } from "./server-bundle.ts";

export default bundleServerForRun;
