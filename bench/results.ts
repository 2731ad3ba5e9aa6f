/** The shape of bench/results.json, written by `npm run bench` and read by `npm run bench:check`. */
import { fileURLToPath } from "node:url";
import type { LoadFigures } from "./api.ts";
import type { ReplaysLoadFigures } from "./replays-load.ts";
import type { BundleRow } from "./bundle.ts";
import type { CommitStamp } from "./commit-stamp.ts";
import type { LiveFigures } from "./live.ts";
import type { PlayAheadFigures } from "./play-ahead.ts";

export const RESULTS_FILE = fileURLToPath(new URL("results.json", import.meta.url));

export interface Results {
  readonly measuredAt: string;
  /** The code measured; `bench:check` refuses results from any commit but the current one. */
  readonly commit: CommitStamp;
  readonly machine: { readonly cores: number; readonly node: string };
  readonly engine: ReadonlyArray<{ readonly name: string; readonly value: number; readonly unit: string }>;
  readonly bundle: {
    readonly pages: ReadonlyArray<BundleRow & { readonly chartLibrary: boolean }>;
    readonly largest: ReadonlyArray<{ readonly file: string; readonly gzip: number; readonly raw: number }>;
  };
  readonly api: {
    readonly me: LoadFigures;
    readonly signIn: LoadFigures;
    readonly register: LoadFigures;
    readonly argon2HashMs: number;
  };
  readonly memory: { readonly idleMb: number; readonly underLoadMb: number };
  /** `/stats` for a member with many kept matches: median time to the figures on screen. */
  readonly stats?: {
    readonly matches: number;
    readonly format: string;
    readonly readyMs: number;
    readonly runsMs: readonly number[];
  };
  /** `/api/health` while the replays route is paged past the end of 500 kept matches. */
  readonly replays?: ReplaysLoadFigures;
  /**
   * A one-day International match resumed in Chromium: the tab's heap (page and workers) beyond
   * the same page with no match, and the longest main-thread task while it resumed.
   */
  readonly resume?: {
    readonly heapBeyondIdleMb: number;
    readonly idleHeapMb: number;
    readonly inPlayHeapMb: number;
    readonly longestTaskMs: number;
  };
  /** The rest of a one-day International match played ahead from its first ball, in Chromium. */
  readonly playAhead?: PlayAheadFigures;
  /** Live matches between members played at once over WebSockets (bench/live.ts). */
  readonly live?: LiveFigures;
  readonly lighthouse: Record<
    string,
    { score: number; lcpMs: number; tbtMs: number; cls: number; runs: number }
  >;
}
