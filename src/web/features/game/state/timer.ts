/** Starts a timer; returns its cancel. Tests pass their own, to step time by hand. */
export type SetTimer = (run: () => void, ms: number) => () => void;

/** The browser's own timers: the default of the store's pauses and the speaker's watchdog. */
export const defaultTimer: SetTimer = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};
