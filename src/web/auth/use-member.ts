import { useEffect, useState } from "react";
import { fetchMember } from "@/api/fetch-member.ts";
import type { MemberLookup } from "@/api/fetch-member.ts";
import { rememberMember } from "./known-member.ts";

/** The lookup while it runs, then its answer. */
type MemberState = { readonly kind: "loading" } | MemberLookup;

/**
 * Asks the server once per mount who is signed in. The cookie is httpOnly, so the server is
 * the only one who can tell; the page keeps only the member's id, to know whose matches it
 * keeps while offline.
 */
export function useMember(): MemberState {
  const [state, setState] = useState<MemberState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    void fetchMember(controller.signal).then((lookup) => {
      // Written down for the matches played here, offline included (see known-member.ts).
      if (lookup.kind === "member") rememberMember(lookup.member.id);
      if (lookup.kind === "signed-out") rememberMember(null);
      if (!controller.signal.aborted) setState(lookup);
    });
    return () => controller.abort();
  }, []);
  return state;
}
