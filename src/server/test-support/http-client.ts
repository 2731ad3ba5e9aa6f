import { API } from "../../shared/api-types.ts";
import { ORIGIN } from "./test-app.ts";

/** An answer from a real listening server. */
export interface HttpAnswer {
  readonly status: number;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
  readonly text: string;
  /** The `name=value` pairs of its Set-Cookie headers, ready for a Cookie header. */
  readonly cookie: string;
}

/**
 * One request to a listening server over HTTP (fetch), the way a browser on our origin sends
 * it: JSON body, Origin header, the member's cookie if given.
 */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  { body, cookie, headers = {} }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const setCookie = res.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  return { status: res.status, json, text, cookie: setCookie.join("; ") };
}

type Extra = { headers?: Record<string, string> };

/** `POST /api/new_user_regi`. */
export const register = (baseUrl: string, body: Record<string, unknown>, extra: Extra = {}) =>
  call(baseUrl, "POST", API.register, { body, ...extra });

/** `POST /api/auth/sign-in/email`. */
export const signIn = (baseUrl: string, email: string, password: string, extra: Extra = {}) =>
  call(baseUrl, "POST", API.signInEmail, { body: { email, password }, ...extra });

/** `GET /api/me`. */
export const me = (baseUrl: string, cookie: string) => call(baseUrl, "GET", API.me, { cookie });

/** `POST /api/auth/sign-out`. */
export const signOut = (baseUrl: string, cookie: string) =>
  call(baseUrl, "POST", API.signOut, { body: {}, cookie });

/**
 * Whether a fetch failed because the connection was reset or closed before any answer came:
 * the server never answered, so nothing was promised.
 */
export function isConnectionReset(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE";
}

/**
 * `request`, sent once more if its connection was reset before any answer, as a browser
 * resends a request whose reused keep-alive connection the server closed under it. A second
 * failure is thrown.
 */
export async function onceMoreAfterReset<R>(request: () => Promise<R>): Promise<R> {
  try {
    return await request();
  } catch (error) {
    if (!isConnectionReset(error)) throw error;
    return request();
  }
}

/** Runs `task` over `items` with at most `limit` at a time; results in input order. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
