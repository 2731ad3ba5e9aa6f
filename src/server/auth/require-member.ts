import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { MemberRow } from "./member.ts";
import type { SessionReader } from "./session-reader.ts";

/**
 * A preHandler for routes only a signed-in member may use: answers 401 without a session,
 * otherwise leaves the member on `request.member` for the handler.
 */
export function requireMember(readSession: SessionReader): preHandlerAsyncHookHandler {
  return async function needsMember(request: FastifyRequest, reply: FastifyReply) {
    const member = await readSession(request, reply);
    if (!member) return reply.status(401).send({ error: { message: "You are not signed in" } });
    request.member = member;
  };
}

/** The member a {@link requireMember} route runs for. */
export function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member) throw new Error("route has no requireMember preHandler");
  return request.member;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by {@link requireMember}; null on routes open to everyone. */
    member: MemberRow | null;
  }
}
