/**
 * The page's localStorage, or null where the browser refuses it (privacy modes and sandboxed
 * frames throw on mere access). Callers treat null as "nothing is remembered".
 */
export function browserStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/** Reads a key, treating a refusing storage as an empty one. */
export function readKey(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key; a full or refusing storage only means the value is not remembered. */
export function writeKey(storage: Storage | null, key: string, value: string): boolean {
  try {
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

/** Removes a key, ignoring a refusing storage. */
export function removeKey(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to undo: the key simply stays where the browser keeps it.
  }
}
