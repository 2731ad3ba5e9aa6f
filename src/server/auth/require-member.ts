import type { FastifyReply, FastifyRequest } from "fastify";
import type { MemberRow } from "./member.ts";
import type { SessionReader } from "./session-reader.ts";

/**
 * A hook for routes only a signed-in member may use: answers 401 without a session, otherwise
 * leaves the member on `request.member` for the handler. It reads only the cookie, so it can
 * run as an onRequest hook, before a body is read.
 */
export function requireMember(
  readSession: SessionReader,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined> {
  return async function needsMember(request: FastifyRequest, reply: FastifyReply) {
    const member = await readSession(request, reply);
    if (!member) return reply.status(401).send({ error: { message: "You are not signed in" } });
    request.member = member;
  };
}

/** The member a {@link requireMember} route runs for. */
export function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member) throw new Error("route has no requireMember hook");
  return request.member;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by {@link requireMember}; null on routes open to everyone. */
    member: MemberRow | null;
  }
}
