/**
 * Howzat's client at the end-to-end OpenID provider: the provider registers it, each worker's
 * server is configured with it. Apart from oidc-provider.ts so the workers need not load
 * oidc-provider itself.
 */
export const OIDC_CLIENT_ID = "howzat-e2e";
export const OIDC_CLIENT_SECRET = "howzat-e2e-client-secret";
