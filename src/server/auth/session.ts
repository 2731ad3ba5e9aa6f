import type { FastifyReply, FastifyRequest } from "fastify";
import type { SessionReader } from "./session-reader.ts";

/** The signed-in member's id, or null after answering 401. */
export async function requireMemberId(readSession: SessionReader, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const member = await readSession(request, reply);
  if (member) return member.id;
  await reply.status(401).send({ error: { message: "You are not signed in" } });
  return null;
}
