import type { FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER } from "./auth.ts";

/**
 * Request headers for Better Auth, with the client address and host Fastify resolved (both
 * honour TRUST_PROXY): without a BASE_URL, Better Auth answers for that host.
 */
export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [String(value)]) {
      try {
        headers.append(name, v);
      } catch {
        // Web Headers refuse what HTTP/1.1 never delivers (U+0000, characters past U+00FF),
        // which only app.inject or another front end can hand us: such a header is dropped,
        // not a reason to fail the request.
      }
    }
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  try {
    if (request.host) headers.set("host", request.host);
  } catch {
    // A host Web Headers cannot hold stays as the client sent it.
  }
  return headers;
}
