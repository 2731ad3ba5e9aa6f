/**
 * One timed run of whole matches, shared by the engine's bench rows (engine-measure.ts) and the
 * paired comparison of two checkouts (engine-ab.ts), so both time the engine the same way.
 */

export interface Sample {
  matchesPerSecond: number;
  ballsPerSecond: number;
  /**
   * Balls per second of CPU time used by the whole process (main thread plus GC and compiler
   * threads). On a busy machine wall-clock figures fall with the load; this one counts only the
   * time the engine actually ran, so it stays a fair, if slightly pessimistic, one-core figure.
   */
  ballsPerCpuSecond: number;
}

/**
 * Plays `play(seed)` — one match, answering its balls — on seeds continuing from `seed`, in
 * batches of 8 between clock reads (keeping the timer out of the measurement), until
 * `milliseconds` of wall time (`until: "wall"`) or of this process's CPU time (`"cpu"`: what a
 * comparison on a busy machine should stop on) have gone.
 */
export function timedMatches(
  play: (seed: number) => number,
  seed: { next: number },
  milliseconds: number,
  until: "wall" | "cpu" = "wall",
): Sample {
  let matches = 0;
  let balls = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const cpuMs = () => {
    const cpu = process.cpuUsage(cpuStart);
    return (cpu.user + cpu.system) / 1000;
  };
  let elapsed: number;
  do {
    for (let i = 0; i < 8; i++) {
      balls += play(seed.next++);
      matches++;
    }
    elapsed = until === "wall" ? performance.now() - start : cpuMs();
  } while (elapsed < milliseconds);
  const wall = performance.now() - start;
  return {
    matchesPerSecond: (matches * 1000) / wall,
    ballsPerSecond: (balls * 1000) / wall,
    ballsPerCpuSecond: (balls * 1000) / cpuMs(),
  };
}
