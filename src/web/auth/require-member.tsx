import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "@/components/loading-screen.tsx";
import type { ErrorState } from "@/errors/error-state.ts";
import { MemberContext } from "./member-context.ts";
import { useMember } from "./use-member.ts";
import { ROUTES } from "@/routes.ts";

/**
 * Renders its children only for a signed-in member, who is then available through
 * useSignedInMember. A visitor goes to /login; a server that cannot answer sends the user to
 * the error page with its code. Nothing of the page shows until the answer is in.
 */
export function RequireMember({ children }: { readonly children: ReactNode }) {
  const state = useMember();
  const location = useLocation();
  switch (state.kind) {
    case "loading":
      return <LoadingScreen label="Checking your membership" />;
    case "signed-out":
      return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
    case "error": {
      const errorState: ErrorState = { code: state.code, message: state.message };
      return <Navigate to={ROUTES.error} replace state={errorState} />;
    }
    case "member":
      return <MemberContext value={state.member}>{children}</MemberContext>;
  }
}
