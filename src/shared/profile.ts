import { ageInYears } from "./registration.ts";

const ADULT_AGE = 18;
const POCKET_MONEY = { adult: 5000, belowAge: 1000 } as const;

/** The profile card's derived facts, by the spec's year-difference rule. */
interface ProfileFacts {
  readonly age: number;
  readonly label: "adult" | "below-age";
  readonly pocketMoney: number;
}

/** Age, adult label and pocket money for a date of birth (YYYY-MM-DD), or null when unknown. */
export function profileFacts(dob: string | null, now: Date): ProfileFacts | null {
  if (!dob || !/^\d{4}-\d{2}-\d{2}$/.test(dob)) return null;
  const age = ageInYears(dob, now);
  const adult = age >= ADULT_AGE;
  return {
    age,
    label: adult ? "adult" : "below-age",
    pocketMoney: adult ? POCKET_MONEY.adult : POCKET_MONEY.belowAge,
  };
}
