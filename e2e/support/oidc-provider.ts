/**
 * A real OpenID Connect provider (oidc-provider) for the end-to-end tests of "Login with
 * Gmail": one static client for Howzat and accounts that carry an e-mail. Any login name at
 * its sign-in form is accepted and becomes the account's subject.
 */
import Provider from "oidc-provider";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from "./oidc-client.ts";

/** The claims of a test account, from the login name typed at the provider. */
export function testAccountClaims(login: string) {
  const name = login.replace(/[._-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  return {
    sub: login,
    email: `${login}@gmail.test`,
    email_verified: true,
    name,
    given_name: name.split(" ")[0],
  };
}

/** Starts the provider on `port`, with Howzat at `appBaseUrl` as its one client. */
export async function startOidcProvider(port: number, appBaseUrl: string) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [`${appBaseUrl}/api/auth/callback/google`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name"] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => false },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => testAccountClaims(sub) };
    },
    cookies: { keys: ["howzat-e2e-cookie-key"] },
  });
  // The provider runs on plain http on loopback; its dev interactions warn about that only.
  const server = provider.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Run directly (Playwright's webServer does this): PORT and APP_BASE_URL from the environment.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT);
  const appBaseUrl = process.env.APP_BASE_URL ?? "http://localhost:3000";
  const { issuer } = await startOidcProvider(port, appBaseUrl);
  console.log(`OpenID provider ready at ${issuer}`);
}
