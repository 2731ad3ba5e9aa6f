/** Reading a route's query string with zod: a whole number in a range, and the first problem said. */
import { z } from "zod";

/** A query parameter that must be a whole number in [min, max], or absent. */
export function wholeNumber(name: string, min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`)
    .optional();
}

/**
 * The parsed query, or the first problem as a sentence for the 400. Parameters we do not know
 * are ignored, as a cache-busting `?_=…` must not break a list.
 */
export function parseQuery<T>(
  schema: z.ZodType<T>,
  query: unknown,
): { ok: true; value: T } | { ok: false; message: string } {
  const parsed = schema.safeParse(query ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.code === "invalid_type") {
    return { ok: false, message: `${issue.path.join(".")} must be given once` };
  }
  return { ok: false, message: issue?.message ?? "The query is not valid" };
}
