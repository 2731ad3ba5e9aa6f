import type { FastifyReply, FastifyRequest } from "fastify";
import type { Auth } from "./auth.ts";
import { headersOf } from "./request-headers.ts";

/** The signed-in member's id, or null after answering 401. */
export async function requireMemberId(auth: Auth, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const session = await auth.api.getSession({ headers: headersOf(request) });
  if (session) return session.user.id;
  await reply.status(401).send({ error: { message: "You are not signed in" } });
  return null;
}
