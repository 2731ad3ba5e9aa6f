import { createContext, useContext } from "react";
import type { Member } from "../../shared/api-types.ts";

/** The signed-in member, provided by RequireMember to the pages it guards. */
export const MemberContext = createContext<Member | null>(null);

/**
 * The signed-in member of a guarded page. Throws when used outside RequireMember, because a
 * page that needs a member must never render without one.
 */
export function useSignedInMember(): Member {
  const member = useContext(MemberContext);
  if (!member) throw new Error("useSignedInMember is used outside RequireMember");
  return member;
}
