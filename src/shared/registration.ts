/**
 * The registration rules, run by the form and by the server alike. The checks run in the
 * spec's order and stop at the first failure; each failure names the field to highlight.
 */

/** The spec's field kinds; `None` means no field is at fault. */
export type FieldKind = "None" | "Name" | "Email" | "Phone" | "Address" | "Password" | "DOB" | "Gender";

export const GENDERS = ["male", "female", "other"] as const;
type Gender = (typeof GENDERS)[number];

/** What the form sends and `POST /api/new_user_regi` accepts. */
export interface RegistrationInput {
  name: string;
  email: string;
  phone: string;
  address: string;
  password: string;
  dob: string;
  gender: string;
}

/** A registration that passed every rule, normalised (trimmed, e-mail lower-cased). */
export interface Registration {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly password: string;
  readonly dob: string;
  readonly gender: Gender;
}

type RegistrationResult =
  | { readonly ok: true; readonly value: Registration }
  | { readonly ok: false; readonly field: FieldKind; readonly message: string };

export const MIN_PASSWORD_LENGTH = 6;
/** Long passphrases are welcome; the cap only stops abuse of the hasher. */
export const MAX_PASSWORD_LENGTH = 128;
const MIN_AGE = 13;
export const PHONE_EXAMPLE = "01712345678";
const LIMITS = { name: 100, email: 254, phone: 20, address: 300 } as const;

export const MESSAGES = {
  nameEmpty: "Please enter your name",
  emailEmpty: "Please enter your email",
  emailInvalid: "Please enter a valid email address",
  phoneEmpty: "Please enter your phone number",
  phoneInvalid: `Please enter a 11 digit valid phone number. Example ${PHONE_EXAMPLE}`,
  addressEmpty: "Please enter your address",
  passwordEmpty: "Please enter your password",
  passwordShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  dobEmpty: "Please enter your date of birth",
  dobInvalid: "Please enter a valid date of birth (YYYY-MM-DD)",
  underAge: `People under ${MIN_AGE} are not allowed join`,
  genderEmpty: "Please select your gender",
  nameLong: `Name must be at most ${LIMITS.name} characters`,
  emailLong: `Email must be at most ${LIMITS.email} characters`,
  addressLong: `Address must be at most ${LIMITS.address} characters`,
  passwordLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordCommon: "This password is too common and easy to guess. Please choose another",
} as const;

/**
 * zod's e-mail pattern (`z.regexes.email`, zod 4), which Better Auth's sign-up and sign-in
 * check addresses with: an address the form accepts is one Better Auth accepts. Written out
 * so the web app need not bundle zod; a test compares the two.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^(?:\+8801\d{9}|\d{11})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Among the most used passwords in public breach lists that pass the length rule; a member
 * who picks one is asked for another.
 */
const COMMON_PASSWORDS = new Set([
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "password",
  "password1",
  "password123",
  "qwerty",
  "qwerty123",
  "qwertyuiop",
  "abc123",
  "111111",
  "000000",
  "123123",
  "654321",
  "666666",
  "121212",
  "112233",
  "123321",
  "iloveyou",
  "admin123",
  "welcome",
  "welcome1",
  "letmein",
  "monkey",
  "dragon",
  "football",
  "baseball",
  "sunshine",
  "princess",
  "shadow",
  "master",
  "superman",
  "batman",
  "trustno1",
  "starwars",
  "passw0rd",
  "zaq12wsx",
  "1q2w3e4r",
  "1qaz2wsx",
  "asdfgh",
  "asdfghjkl",
  "zxcvbnm",
  "michael",
  "charlie",
  "jennifer",
  "freedom",
  "whatever",
  "computer",
  "cricket",
  "howzat",
]);

/** True when the password is one of the commonest (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Age by the spec's rule: the difference of calendar years only. */
export function ageInYears(dob: string, now: Date): number {
  return now.getFullYear() - Number(dob.slice(0, 4));
}

function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * Checks a registration in the spec's order and returns the first failure, or the normalised
 * value. Accepts anything (the server passes the raw body): non-strings count as empty.
 */
export function validateRegistration(
  input: Partial<Record<keyof RegistrationInput, unknown>>,
  now: Date,
): RegistrationResult {
  const fail = (field: FieldKind, message: string): RegistrationResult => ({ ok: false, field, message });
  const name = text(input.name).trim();
  const email = text(input.email).trim();
  const phone = text(input.phone).trim();
  const address = text(input.address).trim();
  // Passwords are taken exactly as typed: spaces are characters too.
  const password = text(input.password);
  const dob = text(input.dob).trim();
  const gender = text(input.gender).trim();

  if (name === "") return fail("Name", MESSAGES.nameEmpty);
  if (name.length > LIMITS.name) return fail("Name", MESSAGES.nameLong);
  if (email === "") return fail("Email", MESSAGES.emailEmpty);
  if (!EMAIL.test(email)) return fail("Email", MESSAGES.emailInvalid);
  if (email.length > LIMITS.email) return fail("Email", MESSAGES.emailLong);
  if (phone === "") return fail("Phone", MESSAGES.phoneEmpty);
  if (!PHONE.test(phone)) return fail("Phone", MESSAGES.phoneInvalid);
  if (address === "") return fail("Address", MESSAGES.addressEmpty);
  if (address.length > LIMITS.address) return fail("Address", MESSAGES.addressLong);
  if (password === "") return fail("Password", MESSAGES.passwordEmpty);
  if (password.length < MIN_PASSWORD_LENGTH) return fail("Password", MESSAGES.passwordShort);
  if (password.length > MAX_PASSWORD_LENGTH) return fail("Password", MESSAGES.passwordLong);
  if (isCommonPassword(password)) return fail("Password", MESSAGES.passwordCommon);
  if (dob === "") return fail("DOB", MESSAGES.dobEmpty);
  if (!isCalendarDate(dob)) return fail("DOB", MESSAGES.dobInvalid);
  if (ageInYears(dob, now) < MIN_AGE) return fail("DOB", MESSAGES.underAge);
  if (gender === "") return fail("Gender", MESSAGES.genderEmpty);
  if (!(GENDERS as readonly string[]).includes(gender)) return fail("Gender", MESSAGES.genderEmpty);

  return {
    ok: true,
    value: { name, email: email.toLowerCase(), phone, address, password, dob, gender: gender as Gender },
  };
}
