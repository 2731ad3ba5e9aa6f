// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "../../shared/api-types.ts";
import { MESSAGES } from "../../shared/registration.ts";
import type { RegistrationInput } from "../../shared/registration.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { RegisterPage } from "./register-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VALID: RegistrationInput = {
  name: "Mithali Raj",
  email: "mithali@example.com",
  phone: "01712345678",
  address: "12 Pavilion End, Dhaka",
  password: "cover-drive-9",
  dob: "1999-12-03",
  gender: "female",
};

/** The visible label of each field the form shows (Gender is a legend). */
const LABELS = ["Name", "Email", "Phone", "Address", "Password", "Date of Birth", "Gender"] as const;

async function fillAndSubmit(values: Partial<RegistrationInput>) {
  const user = userEvent.setup();
  renderRoute(<RegisterPage />, { path: "/new" });
  const text: Array<[string, keyof RegistrationInput]> = [
    ["Name", "name"],
    ["Email", "email"],
    ["Phone", "phone"],
    ["Address", "address"],
    ["Password", "password"],
  ];
  for (const [label, key] of text) {
    const value = values[key];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  // A date input takes its value whole, as the browser's picker sets it.
  if (values.dob) fireEvent.change(screen.getByLabelText("Date of Birth"), { target: { value: values.dob } });
  if (values.gender)
    await user.click(screen.getByRole("radio", { name: new RegExp(`^${values.gender}$`, "i") }));
  await user.click(screen.getByRole("button", { name: "Register" }));
  return user;
}

function labelElement(label: (typeof LABELS)[number]): HTMLElement {
  return label === "Gender"
    ? screen.getByText("Gender", { selector: "legend" })
    : screen.getByText(label, { selector: "label" });
}

function expectOnlyInvalid(label: (typeof LABELS)[number] | null) {
  for (const each of LABELS) {
    expect(labelElement(each).classList.contains("field__label--invalid"), `label ${each}`).toBe(
      each === label,
    );
  }
  if (label && label !== "Gender")
    expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
  if (label === "Gender")
    expect(screen.getByRole("radiogroup", { name: "Gender" }).getAttribute("aria-invalid")).toBe("true");
}

const thisYear = new Date().getFullYear();

describe("the registration form", () => {
  it("shows the screen's heading, fields and links", () => {
    renderRoute(<RegisterPage />, { path: "/new" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Join Howzat");
    expect(screen.getByLabelText("Date of Birth").getAttribute("type")).toBe("date");
    expect(screen.getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value)).toEqual([
      "male",
      "female",
      "other",
    ]);
    expect(screen.getByRole("link", { name: "Already a Menber" }).getAttribute("href")).toBe("/login");
  });

  it.each([
    ["name empty", "Name", { ...VALID, name: "" }, MESSAGES.nameEmpty],
    ["email not an address", "Email", { ...VALID, email: "mithali at example" }, MESSAGES.emailInvalid],
    [
      "phone not 11 digits (the spec's prototype highlighted nothing)",
      "Phone",
      { ...VALID, phone: "12345" },
      MESSAGES.phoneInvalid,
    ],
    ["address empty", "Address", { ...VALID, address: "" }, MESSAGES.addressEmpty],
    ["password too short", "Password", { ...VALID, password: "abc" }, MESSAGES.passwordShort],
    ["under 13", "Date of Birth", { ...VALID, dob: `${thisYear - 5}-06-01` }, MESSAGES.underAge],
    ["gender not chosen", "Gender", { ...VALID, gender: "" }, MESSAGES.genderEmpty],
  ] as const)(
    "%s: says so in red under the form and turns %s red, without calling the server",
    async (_rule, label, values, message) => {
      const seen = stubFetch(routes({}));
      await fillAndSubmit(values);
      expect(screen.getByRole("alert").textContent).toBe(message);
      expectOnlyInvalid(label);
      expect(seen).toEqual([]);
    },
  );

  it("reports only the first failure, in the rules' order", async () => {
    stubFetch(routes({}));
    await fillAndSubmit({ phone: "1", password: "x" });
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.nameEmpty);
    expectOnlyInvalid("Name");
  });

  it("moves focus to the field at fault", async () => {
    stubFetch(routes({}));
    await fillAndSubmit({ ...VALID, phone: "12345" });
    expect(document.activeElement).toBe(screen.getByLabelText("Phone"));
  });

  it("sends a valid registration once and goes home, signed in", async () => {
    const seen = stubFetch(routes({ [`POST ${API.register}`]: jsonResponse(201, { member: { id: "m1" } }) }));
    await fillAndSubmit(VALID);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/home"));
    expect(seen).toEqual([{ url: API.register, method: "POST", body: VALID, credentials: "same-origin" }]);
  });

  it("shows the server's 400 with the field it names", async () => {
    stubFetch(
      routes({
        [`POST ${API.register}`]: jsonResponse(400, {
          error: { field: "Password", message: MESSAGES.passwordCommon },
        }),
      }),
    );
    await fillAndSubmit(VALID);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(MESSAGES.passwordCommon));
    expectOnlyInvalid("Password");
  });

  it("shows a 409 for a known e-mail on the Email field", async () => {
    const message = "This email is already registered. Please sign in instead";
    stubFetch(
      routes({ [`POST ${API.register}`]: jsonResponse(409, { error: { field: "Email", message } }) }),
    );
    await fillAndSubmit(VALID);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
    expectOnlyInvalid("Email");
    expect(screen.getByRole("button", { name: "Register" })).toHaveProperty("disabled", false);
  });

  it.each([
    {
      what: "a 429",
      answer: () => jsonResponse(429, { error: { message: "Too many registrations" } }),
      message: USER_MESSAGES.registerTooMany,
    },
    {
      what: "a 413",
      answer: () => jsonResponse(413, { error: { message: "too large" } }),
      message: USER_MESSAGES.registerTooLarge,
    },
    {
      what: "a 500",
      answer: () => jsonResponse(500, { error: { message: "Internal Server error" } }),
      message: USER_MESSAGES.unreachable,
    },
    {
      what: "a network failure",
      answer: () => Promise.reject(new TypeError("Failed to fetch")),
      message: USER_MESSAGES.unreachable,
    },
  ])("says clearly what went wrong on $what, with no field in red", async ({ answer, message }) => {
    stubFetch(routes({ [`POST ${API.register}`]: answer }));
    await fillAndSubmit(VALID);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
    expectOnlyInvalid(null);
    expect(screen.queryByTestId("location")).toBeNull();
  });
});
