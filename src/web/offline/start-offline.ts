/**
 * What makes Howzat work offline, started once per page after it has loaded: the service
 * worker (built by Workbox at build time: it precaches the app shell and every chunk), and the
 * sending of matches that finished while the server could not be reached, now and whenever the
 * browser is back online.
 */
import { sendWaitingMatches } from "@/features/game/index.ts";

/** Registers the service worker and sends any waiting matches; never throws. */
export function startOffline(): void {
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
    // Without a worker the app still works online; nothing to tell the player.
  });
  window.addEventListener("online", () => void sendWaitingMatches());
  if (navigator.onLine) void sendWaitingMatches();
}
