import { AsyncLocalStorage } from "node:async_hooks";
import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet): 19 MiB of memory,
 * 2 iterations, 1 lane. Hashes carry their parameters, so raising these later still verifies
 * old hashes.
 */
const ARGON2_PARAMS = {
  // Algorithm.Argon2id; a const enum, so spelt as its value.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** A hash made ahead of time for the password being registered in this async context. */
const prepared = new AsyncLocalStorage<{ readonly password: string; readonly hash: string }>();

/** Hashes a password with argon2id; the result is a PHC string. */
export function hashPassword(password: string): Promise<string> {
  const ready = prepared.getStore();
  if (ready && ready.password === password) return Promise.resolve(ready.hash);
  return hash(password, ARGON2_PARAMS);
}

/**
 * Hashes `password` first, then runs `task`, in which {@link hashPassword} of that password
 * answers at once. Better Auth hashes inside its sign-up transaction; there the tens of
 * milliseconds of argon2 would hold a database connection (on SQLite, the only one, so every
 * other request would wait).
 */
export async function withPreparedHash<T>(password: string, task: () => Promise<T>): Promise<T> {
  const ready = { password, hash: await hash(password, ARGON2_PARAMS) };
  return prepared.run(ready, task);
}

/** Checks a password against a stored PHC string; a malformed hash verifies as false. */
export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
