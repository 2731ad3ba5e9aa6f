import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { API } from "../shared/api-types.ts";

/**
 * Paths that run inside the Google sign-in popup: they must keep a line back to the opener.
 * The provider's redirect back to us passes through Better Auth's callback first.
 */
const POPUP_PATHS = ["/auth/google", "/auth/popup"];
const POPUP_PREFIXES = [`${API.oauthCallback}/`];

function isPopupPath(path: string): boolean {
  return POPUP_PATHS.includes(path) || POPUP_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Security headers on every answer, and the same-origin rule for every state-changing API
 * request. Better Auth checks origins only when a cookie is sent, which leaves sign-in itself
 * open to login CSRF; this rule covers its routes too.
 */
export async function registerSecurity(app: FastifyInstance, baseUrl: string): Promise<void> {
  const https = baseUrl.startsWith("https://");
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React's style attributes (e.g. chart bar heights) need inline styles; scripts never.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The app opens the sign-in popup and must still hear from it when it comes back.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });

  app.addHook("onSend", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    // A popup page with no COOP of its own stays reachable from its same-origin-allow-popups opener.
    if (isPopupPath(path)) reply.header("cross-origin-opener-policy", "unsafe-none");
  });

  const origin = new URL(baseUrl).origin;
  app.addHook("onRequest", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    if (!request.url.startsWith("/api/")) return;
    const sentOrigin = request.headers.origin;
    const site = request.headers["sec-fetch-site"];
    const crossOrigin = sentOrigin !== undefined ? sentOrigin !== origin : site === "cross-site";
    if (crossOrigin) {
      return reply.status(403).send({ error: { message: "Requests from other sites are not allowed" } });
    }
  });
}
