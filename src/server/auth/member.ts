import type { Member } from "../../shared/api-types.ts";

/** The columns of `user` a member may see of themselves. */
export interface MemberRow {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  address?: string | null;
  dob?: string | null;
  gender?: string | null;
  image?: string | null;
}

/** A user row as the API shows it: no password, missing fields as null. */
export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    address: row.address ?? null,
    dob: row.dob ?? null,
    gender: row.gender ?? null,
    image: row.image ?? null,
  };
}
