/**
 * One reading of the member's career: the replay workers started, their pages of figures
 * gathered, and the outcome kept as a snapshot for `useSyncExternalStore`. The stats page
 * starts one as soon as its code loads ({@link startCareerEarly}), before React has drawn
 * anything, and takes it over when it mounts; it ends once nobody is watching.
 */
import type { ArchiveProblem } from "./archive-api.ts";
import type { MatchFigures } from "./career-figures.ts";
import { ReplayClient } from "./replay-client.ts";

/** How the reading stands. */
export type CareerLoad =
  | { readonly kind: "loading"; readonly read: number }
  | { readonly kind: "ready"; readonly figures: readonly MatchFigures[]; readonly skipped: number }
  | ArchiveProblem;

/** See the module comment. */
export class CareerRun {
  private load: CareerLoad = { kind: "loading", read: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly replays = new ReplayClient();
  private ended = false;

  constructor() {
    const figures: MatchFigures[] = [];
    let skipped = 0;
    let read = 0;
    void this.replays
      .career((page) => {
        figures.push(...page.figures);
        skipped += page.skipped;
        read += page.read;
        this.set({ kind: "loading", read });
      })
      .then((problem) => {
        // Oldest first whichever worker finished first, so an equalled record stays with the
        // match that set it.
        figures.sort((a, b) => a.ref.id - b.ref.id);
        this.set(problem === null ? { kind: "ready", figures, skipped } : problem);
        // Started for a visitor who was then turned away: nobody will come for it.
        if (problem !== null && this.listeners.size === 0) this.close();
      });
  }

  /** Whether it was stopped (a page that mounts later starts a new one). */
  get closed(): boolean {
    return this.ended;
  }

  private set(load: CareerLoad): void {
    if (this.ended) return;
    this.load = load;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      // A remount in the same task (React's strict mode) subscribes again before this runs.
      setTimeout(() => {
        if (this.listeners.size === 0) this.close();
      }, 0);
    };
  };

  readonly getSnapshot = (): CareerLoad => this.load;

  /** Stops the workers; nothing more is reported. */
  close(): void {
    this.ended = true;
    this.replays.close();
  }
}

let latest: CareerRun | null = null;

/** Starts a reading now, so the workers begin while the page is still being drawn. */
export function startCareerEarly(): void {
  if (latest === null || latest.closed) latest = new CareerRun();
}

/** The reading started early if it is still on, else a new one. */
export function currentCareerRun(): CareerRun {
  startCareerEarly();
  return latest as CareerRun;
}
