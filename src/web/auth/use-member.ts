import { useEffect, useState } from "react";
import { fetchMember } from "../api/fetch-member.ts";
import type { MemberLookup } from "../api/fetch-member.ts";

/** The lookup while it runs, then its answer. */
type MemberState = { readonly kind: "loading" } | MemberLookup;

/**
 * Asks the server once per mount who is signed in. The cookie is httpOnly, so the server is
 * the only one who can tell; nothing about the session is cached in the page.
 */
export function useMember(): MemberState {
  const [state, setState] = useState<MemberState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    void fetchMember(controller.signal).then((lookup) => {
      if (!controller.signal.aborted) setState(lookup);
    });
    return () => controller.abort();
  }, []);
  return state;
}
