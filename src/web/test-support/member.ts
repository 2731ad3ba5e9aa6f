/** The member the page tests sign in as. */
import type { Member } from "../../shared/api-types.ts";

export const MEMBER: Member = {
  id: "m1",
  name: "Smriti Mandhana",
  email: "smriti@example.com",
  phone: "01712345678",
  address: "Sangli",
  dob: "1996-07-18",
  gender: "female",
  image: null,
};
