import { vi } from "vitest";

/** One request as the stub saw it. */
interface SeenRequest {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
  readonly credentials: RequestCredentials | undefined;
}

/** Answers a request, or throws to play a network failure. */
export type FetchHandler = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON answer with the given status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/**
 * Replaces the global `fetch` for a component test (undo with `vi.unstubAllGlobals`) and
 * returns the list of requests seen, so a test can check what the screen sent.
 */
export function stubFetch(handler: FetchHandler): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
      const raw = init?.body;
      const request: SeenRequest = {
        url,
        method: init?.method ?? "GET",
        body: typeof raw === "string" ? (JSON.parse(raw) as unknown) : undefined,
        credentials: init?.credentials,
      };
      seen.push(request);
      return handler(request);
    }),
  );
  return seen;
}

/** A handler from a table of "METHOD /path" → answer; anything else is a 404. */
export function routes(
  table: Readonly<Record<string, Response | (() => Response | Promise<Response>)>>,
): FetchHandler {
  return ({ method, url }) => {
    const entry = table[`${method} ${url}`];
    if (entry === undefined)
      return jsonResponse(404, { error: { message: `No such API route: ${method} ${url}` } });
    return typeof entry === "function" ? entry() : entry.clone();
  };
}
