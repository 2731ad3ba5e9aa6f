/**
 * Local-storage keys an earlier version of the app kept its login in. Howzat keeps the session
 * in an httpOnly cookie, but 'Retry Login' still clears them so no stale copy outlives a 401.
 */
const STORED_LOGIN_KEYS = ["token", "role", "active"] as const;

/** Removes the stored login keys; storage that is blocked (private mode, policy) is skipped. */
export function clearStoredLogin(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  for (const key of STORED_LOGIN_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing to clear when storage refuses access.
    }
  }
}
