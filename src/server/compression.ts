import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** JSON answers shorter than this are sent as they are: compressing them gains nothing. */
export const COMPRESS_FROM_BYTES = 1024;

/** An encoding we can send, preferred in this order when the client accepts both. */
type Encoding = "br" | "gzip";

/**
 * The encoding to answer in, from an Accept-Encoding header: `br` or `gzip` when the client
 * accepts it (an explicit `;q=0` refuses it, as does `*;q=0` for one not named), else null.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (name === "") continue;
    const q = params.find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const).filter((e) => weightOf(e) > 0);
  if (best.length === 0) return null;
  return best.reduce((a, b) => (weightOf(b) > weightOf(a) ? b : a));
}

/**
 * Compresses the API's JSON answers of {@link COMPRESS_FROM_BYTES} or more for a client that
 * accepts br or gzip, in Node's thread pool (an onSend hook, so every route and error answer is
 * covered). Brotli at a middling quality: its top quality would cost more time than a page of
 * replays takes to send. `/api/health` is never compressed (it stays as cheap as can be), nor
 * is anything that is not JSON (static files come precompressed from the build).
 */
export function registerCompression(app: FastifyInstance, skipPaths: readonly string[]): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "HEAD" || reply.hasHeader("content-encoding")) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!type.startsWith("application/json")) return payload;
    if (skipPaths.includes(request.routeOptions.url ?? "")) return payload;
    const vary = String(reply.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary))
      reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
    const size = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_FROM_BYTES) return payload;
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    if (encoding === null) return payload;
    const compressed =
      encoding === "br"
        ? await brotli(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : await gzipped(payload, { level: 6 });
    reply.header("content-encoding", encoding);
    return compressed;
  });
}
