import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MESSAGES, validateRegistration } from "./registration.ts";
import { NOW, valid } from "./registration-fixtures.ts";

/** What Better Auth does with an e-mail address: its sign-up and sign-in check it with zod. */
const betterAuthAccepts = (email: string) => z.email().safeParse(email).success;
const sharedAccepts = (email: string) => {
  const result = validateRegistration({ ...valid, email }, NOW);
  return result.ok || result.field !== "Email";
};

describe("the shared e-mail rule is Better Auth's", () => {
  it.each([
    "josé@example.com",
    "a@b.c",
    "a..b@example.com",
    ".a@example.com",
    "a.@example.com",
    "a@-example.com",
    "a@exa_mple.com",
    "a@example",
    "a@example.c0m",
    "a(b)@example.com",
    'a"b@example.com',
    "a@[127.0.0.1]",
    "a@b@example.com",
    "üser@exämple.com",
  ])("refuses %j with the form's message, as Better Auth would", (email) => {
    expect(betterAuthAccepts(email)).toBe(false);
    expect(validateRegistration({ ...valid, email }, NOW)).toEqual({
      ok: false,
      field: "Email",
      message: MESSAGES.emailInvalid,
    });
  });

  it.each([
    "shakib@example.com",
    "first.last+tag@sub.example.co.uk",
    "o'neil@example.ie",
    "A_B-c@Example.COM",
  ])("accepts %j", (email) => {
    expect(betterAuthAccepts(email)).toBe(true);
    expect(sharedAccepts(email)).toBe(true);
  });

  it("agrees with Better Auth on any address-like string", () => {
    const local = fc.stringMatching(/^[A-Za-z0-9_'+.\-é()"]{0,12}$/);
    const domain = fc.stringMatching(/^[A-Za-z0-9_.\-é[\]]{0,16}$/);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
          fc.string({ maxLength: 30 }),
        ),
        (email) => {
          const trimmed = email.trim();
          if (trimmed === "" || trimmed.length > 254) return;
          expect(sharedAccepts(trimmed)).toBe(betterAuthAccepts(trimmed));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
