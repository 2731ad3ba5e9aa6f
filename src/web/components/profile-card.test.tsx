// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Member } from "../../shared/api-types.ts";
import { initialsOf } from "./avatar.tsx";
import { NOT_PROVIDED, ProfileCard } from "./profile-card.tsx";

afterEach(cleanup);

const NOW = new Date(2026, 5, 15);

const MEMBER: Member = {
  id: "m1",
  name: "Shakib Al Hasan",
  email: "shakib@example.com",
  phone: "01712345678",
  address: "Magura, Khulna",
  dob: "1987-03-24",
  gender: "male",
  image: null,
};

/** The value shown under a fact's heading. */
function fact(term: string): string | null {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent ?? null;
}

describe("the profile card", () => {
  it("shows the member's own details", () => {
    render(<ProfileCard member={MEMBER} now={NOW} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Shakib Al Hasan");
    expect(fact("Gender")).toBe("Male");
    expect(fact("Date of birth")).toBe("24 March 1987");
    expect(fact("Email")).toBe("shakib@example.com");
    expect(fact("Phone")).toBe("01712345678");
    expect(fact("Address")).toBe("Magura, Khulna");
  });

  it.each([
    {
      who: "an adult (18 or more by year difference)",
      dob: "2008-12-31",
      age: "18",
      label: "adult",
      money: "5000",
    },
    { who: "a member well over 18", dob: "1987-03-24", age: "39", label: "adult", money: "5000" },
    { who: "a member below age (17)", dob: "2009-01-01", age: "17", label: "below-age", money: "1000" },
    { who: "a 13-year-old", dob: "2013-07-01", age: "13", label: "below-age", money: "1000" },
  ])("labels $who and gives the right pocket money", ({ dob, age, label, money }) => {
    render(<ProfileCard member={{ ...MEMBER, dob }} now={NOW} />);
    expect(fact("Age")).toBe(age);
    expect(screen.getByTestId("age-label").textContent).toBe(label);
    expect(fact("Pocket money")).toBe(money);
  });

  it("reads 'Not provided' for what a Google member never gave", () => {
    const google: Member = { ...MEMBER, phone: null, address: null, dob: null, gender: null };
    render(<ProfileCard member={google} now={NOW} />);
    for (const term of ["Gender", "Date of birth", "Age", "Pocket money", "Phone", "Address"]) {
      expect(fact(term), term).toBe(NOT_PROVIDED);
    }
    expect(fact("Email")).toBe("shakib@example.com");
    expect(screen.queryByTestId("age-label")).toBeNull();
  });

  it("shows the member's photo when there is one, else their initials in a circle", () => {
    const { unmount } = render(
      <ProfileCard member={{ ...MEMBER, image: "https://example.com/me.png" }} now={NOW} />,
    );
    const photo = screen.getByRole("img", { name: "Photo of Shakib Al Hasan" });
    expect(photo.tagName).toBe("IMG");
    expect(photo.getAttribute("src")).toBe("https://example.com/me.png");
    unmount();

    render(<ProfileCard member={MEMBER} now={NOW} />);
    const initials = screen.getByRole("img", { name: "Photo of Shakib Al Hasan" });
    expect(within(initials).getByText("SH")).toBeTruthy();
  });

  it("takes initials from the first and last names", () => {
    expect(initialsOf("Sachin Ramesh Tendulkar")).toBe("ST");
    expect(initialsOf("  mithali  ")).toBe("M");
    expect(initialsOf("")).toBe("?");
  });
});
