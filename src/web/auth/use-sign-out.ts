import { useState } from "react";
import { useNavigate } from "react-router";
import { signOut } from "@/api/sign-out.ts";
import { clearMemberData } from "./member-data.ts";
import { ROUTES } from "@/routes.ts";

/** Signing out from any page: under way, and whether the server refused. */
export interface SignOutControl {
  readonly busy: boolean;
  readonly failed: boolean;
  readonly signOut: () => Promise<void>;
}

/**
 * Sends the member's matches still waiting (while they are signed in, so they go to their own
 * list), ends the server session, forgets everything the browser kept of the member, and goes to
 * /login. When the server does not agree the member is still signed in, and `failed` says so.
 * The outbox is fetched only when the member signs out, so the header costs the first page
 * nothing of the game.
 */
export function useSignOut(): SignOutControl {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function run() {
    setBusy(true);
    setFailed(false);
    try {
      // The outbox alone, as a split point: a dynamic import of the game's index.ts would keep
      // all of the game's public surface, engine included, in the first page's chunk. It is the
      // one way from shared code into a feature, loaded only as a member signs out: the header
      // signs out from every page, pages that never load the game included, and the matches
      // waiting from any earlier visit must go before the member's data is forgotten.
      // eslint-disable-next-line no-restricted-syntax -- the game's outbox, loaded at sign-out only
      const { sendWaitingMatches } = await import("@/features/game/saving/match-outbox.ts");
      await sendWaitingMatches();
    } catch {
      // The outbox could not be loaded (offline, a new release): the matches keep waiting here.
    }
    if (await signOut()) {
      // The next person at this browser finds nothing of this member's (settings aside).
      clearMemberData();
      await navigate(ROUTES.login, { replace: true });
      return;
    }
    setBusy(false);
    setFailed(true);
  }

  return { busy, failed, signOut: run };
}
