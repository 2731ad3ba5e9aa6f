import { describe, expect, it } from "vitest";
import {
  MESSAGES,
  PHONE_EXAMPLE,
  ageInYears,
  isCommonPassword,
  validateRegistration,
} from "./registration.ts";
import { NOW, valid } from "./registration-fixtures.ts";

describe("validateRegistration: the spec's rows, in order, first failure only", () => {
  // Each row breaks its own field AND every later field, so the row can only pass when it wins.
  const rows: Array<[number, Partial<typeof valid>, string, string]> = [
    [1, { name: "" }, "Name", MESSAGES.nameEmpty],
    [2, { email: "" }, "Email", MESSAGES.emailEmpty],
    [3, { email: "shakib at example.com" }, "Email", MESSAGES.emailInvalid],
    [4, { phone: "" }, "Phone", MESSAGES.phoneEmpty],
    [5, { phone: "12345" }, "Phone", MESSAGES.phoneInvalid],
    [6, { address: "" }, "Address", MESSAGES.addressEmpty],
    [7, { password: "" }, "Password", MESSAGES.passwordEmpty],
    [8, { password: "abc12" }, "Password", MESSAGES.passwordShort],
    [9, { dob: "" }, "DOB", MESSAGES.dobEmpty],
    [10, { dob: "24-03-1987" }, "DOB", MESSAGES.dobInvalid],
    [11, { dob: "2014-01-01" }, "DOB", MESSAGES.underAge],
    [12, { gender: "" }, "Gender", MESSAGES.genderEmpty],
  ];
  const laterBreaks: Array<Partial<typeof valid>> = [
    { email: "" },
    { email: "bad email" },
    { phone: "" },
    { phone: "1" },
    { address: "" },
    { password: "" },
    { password: "abc" },
    { dob: "" },
    { dob: "x" },
    { dob: "2020-01-01" },
    { gender: "" },
    {},
  ];

  it.each(rows)("row %i: %j → %s, %s", (row, change, field, message) => {
    const later = Object.assign(
      {},
      ...laterBreaks.slice(row).filter((b) => !Object.keys(b).some((k) => k in change)),
    );
    const result = validateRegistration({ ...valid, ...later, ...change }, NOW);
    expect(result).toEqual({ ok: false, field, message });
  });

  it("uses the spec's exact words", () => {
    expect(MESSAGES.phoneInvalid).toBe(
      `Please enter a 11 digit valid phone number. Example ${PHONE_EXAMPLE}`,
    );
    expect(MESSAGES.underAge).toBe("People under 13 are not allowed join");
    expect(MESSAGES.dobInvalid).toBe("Please enter a valid date of birth (YYYY-MM-DD)");
    expect(MESSAGES.passwordShort).toBe("Password must be at least 6 characters long");
  });

  it("accepts a valid registration and normalises it", () => {
    const result = validateRegistration({ ...valid, email: "  Shakib@Example.COM ", name: " Shakib " }, NOW);
    expect(result).toEqual({ ok: true, value: { ...valid, name: "Shakib", email: "shakib@example.com" } });
  });

  it("treats missing or non-string fields as empty", () => {
    expect(validateRegistration({}, NOW)).toMatchObject({ field: "Name", message: MESSAGES.nameEmpty });
    expect(validateRegistration({ ...valid, phone: 1712345678 }, NOW)).toMatchObject({
      field: "Phone",
      message: MESSAGES.phoneEmpty,
    });
  });
});

describe("phone patterns", () => {
  it.each(["+8801712345678", "01712345678", "12345678901"])("accepts %s", (phone) => {
    expect(validateRegistration({ ...valid, phone }, NOW).ok).toBe(true);
  });
  it.each([
    "+880171234567",
    "+88017123456789",
    "+8802712345678",
    "0171234567",
    "017123456789",
    "0171234567a",
    "+8801 12345678",
    "+44 7911 123456",
  ])("rejects %s", (phone) => {
    expect(validateRegistration({ ...valid, phone }, NOW)).toMatchObject({
      field: "Phone",
      message: MESSAGES.phoneInvalid,
    });
  });
});

describe("date of birth", () => {
  it.each(["1987-3-24", "1987/03/24", "87-03-24", "1987-02-30", "1987-13-01", "tomorrow"])(
    "rejects the form %s",
    (dob) => {
      expect(validateRegistration({ ...valid, dob }, NOW)).toMatchObject({
        field: "DOB",
        message: MESSAGES.dobInvalid,
      });
    },
  );

  it("counts age by the difference of years only (13 in the year of the 13th birthday)", () => {
    expect(ageInYears("2013-12-31", NOW)).toBe(13);
    expect(validateRegistration({ ...valid, dob: "2013-12-31" }, NOW).ok).toBe(true);
    expect(validateRegistration({ ...valid, dob: "2014-01-01" }, NOW)).toMatchObject({
      message: MESSAGES.underAge,
    });
  });

  it("treats a date in the future as under age", () => {
    expect(validateRegistration({ ...valid, dob: "2030-01-01" }, NOW)).toMatchObject({
      message: MESSAGES.underAge,
    });
  });
});

describe("passwords", () => {
  it("keeps spaces and accepts long passphrases up to 128 characters", () => {
    const password = "  a very long passphrase about cover drives and late cuts  ".padEnd(128, "!");
    const result = validateRegistration({ ...valid, password }, NOW);
    expect(result.ok && result.value.password).toBe(password);
  });

  it("rejects a password over 128 characters instead of truncating it", () => {
    expect(validateRegistration({ ...valid, password: "x".repeat(129) }, NOW)).toMatchObject({
      field: "Password",
      message: MESSAGES.passwordLong,
    });
  });

  it("rejects the commonest passwords after the length rule", () => {
    expect(isCommonPassword("Password1")).toBe(true);
    expect(validateRegistration({ ...valid, password: "qwerty" }, NOW)).toMatchObject({
      message: MESSAGES.passwordCommon,
    });
    expect(validateRegistration({ ...valid, password: "12345" }, NOW)).toMatchObject({
      message: MESSAGES.passwordShort,
    });
  });
});

describe("gender", () => {
  it.each(["male", "female", "other"])("accepts %s", (gender) => {
    expect(validateRegistration({ ...valid, gender }, NOW).ok).toBe(true);
  });
  it("rejects a value outside the three choices", () => {
    expect(validateRegistration({ ...valid, gender: "robot" }, NOW)).toMatchObject({ field: "Gender" });
  });
});
