/** What the error page shows; passed to it as navigation state (`navigate(ROUTES.error, { state })`). */
export interface ErrorState {
  readonly code: number;
  readonly message: string;
}

/** The spec's defaults when the page is opened without state, or with state it cannot read. */
export const DEFAULT_ERROR: ErrorState = { code: 500, message: "Internal Server error" };

/**
 * Reads navigation state defensively: history state survives reloads and can be anything a
 * script pushed, so each part falls back to the default on its own.
 */
export function readErrorState(state: unknown): ErrorState {
  if (typeof state !== "object" || state === null) return DEFAULT_ERROR;
  const { code, message } = state as Record<string, unknown>;
  const numeric = typeof code === "string" && /^\d{3}$/.test(code) ? Number(code) : code;
  return {
    code:
      typeof numeric === "number" && Number.isInteger(numeric) && numeric >= 100 && numeric <= 599
        ? numeric
        : DEFAULT_ERROR.code,
    message: typeof message === "string" && message.trim() !== "" ? message : DEFAULT_ERROR.message,
  };
}
