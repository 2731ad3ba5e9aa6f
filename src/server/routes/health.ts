import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.ts";

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get("/api/health", async (_request, reply) => {
    const reachable = await database.ping();
    return reply
      .status(reachable ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status: reachable ? "ok" : "degraded", database: { kind: database.kind, reachable } });
  });
};
