import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { refreshKnownMember, rememberMember } from "./known-member.ts";
import { returnAfterSignIn, signInReturnOf, type SignInReturnState } from "@/routes.ts";

/** Where the sign-in and join screens go once the member is in. */
interface AfterSignIn {
  /** The state for the links between the two screens, so a return asked for survives the switch. */
  readonly passOn: SignInReturnState | undefined;
  /**
   * Writes down who is signed in now (the member's id when the answer carried it, else the
   * server is asked), then goes back where the link that opened the screen asked (see
   * SignInReturnState), or to `fallback` with `fallbackState`.
   */
  readonly goOn: (fallback: string, options?: { member?: string; fallbackState?: unknown }) => Promise<void>;
}

/**
 * What follows a successful sign-in or registration. The member is written down before the next
 * page opens, so the game there knows whose matches it may show: their own match from before a
 * lapsed session is theirs again, a guest's is offered, another member's is not shown.
 */
export function useAfterSignIn(): AfterSignIn {
  const navigate = useNavigate();
  const returnTo = signInReturnOf(useLocation().state);
  const passOn = useMemo(() => (returnTo === null ? undefined : returnAfterSignIn(returnTo)), [returnTo]);
  const goOn = useCallback(
    async (fallback: string, options: { member?: string; fallbackState?: unknown } = {}) => {
      if (options.member === undefined) await refreshKnownMember();
      else rememberMember(options.member);
      if (returnTo !== null) await navigate(returnTo);
      else await navigate(fallback, { state: options.fallbackState });
    },
    [navigate, returnTo],
  );
  return { passOn, goOn };
}
