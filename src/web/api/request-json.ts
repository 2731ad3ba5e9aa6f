/**
 * What a JSON call to our own API came to. A network failure is its own kind, so every caller
 * can tell "the server said no" from "the server could not be reached".
 */
type ApiOutcome<T> =
  | { readonly kind: "ok"; readonly status: number; readonly body: T }
  | { readonly kind: "failed"; readonly status: number; readonly body: unknown }
  | { readonly kind: "unreachable" };

/** Options of one call: JSON body (sent for any method but GET) and an abort signal. */
interface RequestOptions {
  readonly method?: "GET" | "POST" | "DELETE";
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

/**
 * Calls the same-origin API with JSON in and out. The session travels in the httpOnly cookie,
 * so `credentials: "same-origin"` is all the authentication the browser needs to send.
 * An aborted call is reported as unreachable; callers that abort check their signal first.
 */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<ApiOutcome<T>> {
  const method = options.method ?? "GET";
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    headers:
      method === "GET"
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
  };
  if (method !== "GET") init.body = JSON.stringify(options.body ?? {});
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    return { kind: "unreachable" };
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The answer broke off before its end (the connection dropped, the tab is closing).
    return { kind: "unreachable" };
  }
  const body = parsed(text);
  if (response.ok) return { kind: "ok", status: response.status, body: body as T };
  return { kind: "failed", status: response.status, body };
}

// A proxy or a crashed server may answer with HTML or nothing; that must not throw here.
function parsed(text: string): unknown {
  try {
    return text === "" ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
