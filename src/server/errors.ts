import type { FastifyReply, FastifyRequest } from "fastify";

/** The 404 of an API path nothing answers, naming the method and path that were asked for. */
export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split("?")[0] ?? "/";
  return reply.status(404).send({ error: { message: `No such API route: ${request.method} ${path}` } });
}

/** A 429 with the standard Retry-After (whole seconds) and our error shape. */
export function tooManyRequests(
  reply: FastifyReply,
  retryAfterSeconds: number,
  message: string,
): FastifyReply {
  return reply
    .status(429)
    .header("retry-after", retryAfterOf(String(retryAfterSeconds)))
    .send({ error: { message } });
}

/**
 * {@link tooManyRequests} saying when to try again in whole minutes: "Too many matches saved.
 * Please try again in 2 minutes" for `what` "Too many matches saved".
 */
export function tooManyForMinutes(
  reply: FastifyReply,
  retryAfterSeconds: number,
  what: string,
): FastifyReply {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(
    reply,
    retryAfterSeconds,
    `${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
  );
}

/** A Retry-After value in whole seconds (at least 1); a missing or odd value becomes 60. */
export function retryAfterOf(value: string | null | undefined): string {
  const seconds = Math.ceil(Number(value));
  return Number.isFinite(seconds) && seconds >= 1 ? String(seconds) : "60";
}
