/**
 * Test support for the registration rules: a clock and a form that passes every rule, so each
 * test changes only the field it is about.
 */

/** The day the registration tests run on, so ages do not change with the calendar. */
export const NOW = new Date("2026-06-15T12:00:00Z");

/** A registration form that passes every rule. */
export const valid = {
  name: "Shakib Al Hasan",
  email: "shakib@example.com",
  phone: "01712345678",
  address: "Magura, Khulna",
  password: "left-arm-spin",
  dob: "1987-03-24",
  gender: "male",
};
