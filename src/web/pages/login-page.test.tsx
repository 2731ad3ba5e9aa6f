// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "../../shared/api-types.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { POPUP_MESSAGE_TYPE } from "@/auth/popup-result.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import type { FetchHandler } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { LoginPage } from "./login-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GOOGLE_ON = { [`GET ${API.authConfig}`]: jsonResponse(200, { google: true }) };
const GOOGLE_OFF = { [`GET ${API.authConfig}`]: jsonResponse(200, { google: false }) };

async function signIn(handler: FetchHandler, submit: "click" | "enter" = "click") {
  const seen = stubFetch(handler);
  const user = userEvent.setup();
  renderRoute(<LoginPage />, { path: "/login" });
  await user.type(screen.getByLabelText("Email"), "opener@example.com");
  await user.type(screen.getByLabelText("Password"), "straight-bat");
  if (submit === "enter") await user.keyboard("{Enter}");
  else await user.click(screen.getByRole("button", { name: "Login" }));
  return seen;
}

/** A stand-in for the popup window that window.open returns. */
function fakePopup() {
  return { closed: false, focus: vi.fn(), close: vi.fn() };
}

function postFromPopup(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin }));
  });
}

describe("the login screen", () => {
  it("shows the heading, the fields and the way to join", () => {
    stubFetch(routes(GOOGLE_ON));
    renderRoute(<LoginPage />, { path: "/login" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Login To Howzat");
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    expect(screen.getByRole("link", { name: "Join As New Member" }).getAttribute("href")).toBe("/new");
  });

  it("signs in with Enter and goes to /home", async () => {
    const seen = await signIn(
      routes({ ...GOOGLE_ON, [`POST ${API.signInEmail}`]: jsonResponse(200, { token: "x" }) }),
      "enter",
    );
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/home"));
    expect(seen.find((r) => r.url === API.signInEmail)).toEqual({
      url: API.signInEmail,
      method: "POST",
      body: { email: "opener@example.com", password: "straight-bat" },
      credentials: "same-origin",
    });
  });

  it.each([
    {
      what: "a wrong e-mail or password (401)",
      answer: () =>
        jsonResponse(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }),
      message: USER_MESSAGES.signInIncorrect,
    },
    {
      what: "too many attempts from one address (429)",
      answer: () => jsonResponse(429, { message: "Too many requests. Please try again later." }),
      message: USER_MESSAGES.signInTooMany,
    },
    {
      what: "too many failures on one account (429, with the wait)",
      answer: () =>
        jsonResponse(429, {
          error: { message: "Too many failed sign-ins for this account. Please try again in 15 minutes" },
        }),
      message: "Too many failed sign-ins for this account. Please try again in 15 minutes",
    },
    {
      what: "a server failure (500)",
      answer: () => jsonResponse(500, null),
      message: USER_MESSAGES.unreachable,
    },
    {
      what: "no network",
      answer: () => Promise.reject(new TypeError("Failed to fetch")),
      message: USER_MESSAGES.unreachable,
    },
  ])("shows a clear message for $what and stays", async ({ answer, message }) => {
    await signIn(routes({ ...GOOGLE_ON, [`POST ${API.signInEmail}`]: answer }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
    expect(screen.queryByTestId("location")).toBeNull();
    expect(screen.getByRole("button", { name: "Login" })).toHaveProperty("disabled", false);
  });
});

describe("where the sign-in message shows", () => {
  it("puts a wrong password's message with the fields, above Login, and describes both fields with it", async () => {
    await signIn(
      routes({
        ...GOOGLE_ON,
        [`POST ${API.signInEmail}`]: jsonResponse(401, {
          code: "INVALID_EMAIL_OR_PASSWORD",
          message: "Invalid email or password",
        }),
      }),
    );
    const alert = await screen.findByText(USER_MESSAGES.signInIncorrect);
    expect(alert.getAttribute("role")).toBe("alert");
    const form = screen.getByRole("button", { name: "Login" }).closest("form");
    expect(form?.contains(alert)).toBe(true);
    const login = screen.getByRole("button", { name: "Login" });
    expect(alert.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      alert.compareDocumentPosition(screen.getByLabelText("Password")) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    for (const label of ["Email", "Password"])
      expect(screen.getByLabelText(label).getAttribute("aria-describedby")).toBe(alert.id);
    expect(
      screen.getByRole("button", { name: "Login with Gmail" }).getAttribute("aria-describedby"),
    ).toBeNull();
  });

  it("puts a Google message under the Google button, not in the form", async () => {
    const seen = stubFetch(routes(GOOGLE_OFF));
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { path: "/login" });
    await waitFor(() => expect(seen.length).toBe(1));
    const gmail = screen.getByRole("button", { name: "Login with Gmail" });
    await user.click(gmail);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe(USER_MESSAGES.googleNotSetUp);
    expect(alert.closest("form")).toBeNull();
    expect(gmail.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(gmail.getAttribute("aria-describedby")).toBe(alert.id);
    expect(screen.getByLabelText("Password").getAttribute("aria-describedby")).toBeNull();
  });
});

describe("Login with Gmail", () => {
  it("says Google is not set up, and opens nothing, when the server has no Google", async () => {
    const seen = stubFetch(routes(GOOGLE_OFF));
    const open = vi.spyOn(window, "open");
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { path: "/login" });
    await waitFor(() => expect(seen.length).toBe(1));
    await user.click(screen.getByRole("button", { name: "Login with Gmail" }));
    expect(screen.getByRole("alert").textContent).toBe(USER_MESSAGES.googleNotSetUp);
    expect(open).not.toHaveBeenCalled();
  });

  it("asks for pop-ups to be allowed when the browser blocks the popup", async () => {
    stubFetch(routes(GOOGLE_ON));
    vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { path: "/login" });
    await user.click(screen.getByRole("button", { name: "Login with Gmail" }));
    expect(screen.getByRole("alert").textContent).toBe(USER_MESSAGES.googleBlocked);
  });

  it("opens the popup and goes to /profile when it reports success", async () => {
    stubFetch(routes(GOOGLE_ON));
    const open = vi.spyOn(window, "open").mockReturnValue(fakePopup() as unknown as Window);
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { path: "/login" });
    await user.click(screen.getByRole("button", { name: "Login with Gmail" }));
    expect(open).toHaveBeenCalledWith("/auth/google", "howzat-google", "width=480,height=640");
    expect(screen.getByRole("button", { name: /Waiting for Google/ })).toBeTruthy();

    // Messages from elsewhere, or of another shape, are ignored.
    postFromPopup({ type: POPUP_MESSAGE_TYPE, ok: true }, "https://evil.example");
    postFromPopup({ type: "something-else", ok: true });
    expect(screen.queryByTestId("location")).toBeNull();

    postFromPopup({ type: POPUP_MESSAGE_TYPE, ok: true });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/profile"));
  });

  it("shows the popup's own failure message", async () => {
    stubFetch(routes(GOOGLE_ON));
    vi.spyOn(window, "open").mockReturnValue(fakePopup() as unknown as Window);
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { path: "/login" });
    await user.click(screen.getByRole("button", { name: "Login with Gmail" }));
    postFromPopup({ type: POPUP_MESSAGE_TYPE, ok: false, message: USER_MESSAGES.googleAccountNotLinked });
    expect(screen.getByRole("alert").textContent).toBe(USER_MESSAGES.googleAccountNotLinked);
    expect(screen.getByRole("button", { name: "Login with Gmail" })).toBeTruthy();
  });

  it("says the sign-in was cancelled when the popup is closed without an answer", async () => {
    stubFetch(routes(GOOGLE_ON));
    const popup = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { path: "/login" });
    await user.click(screen.getByRole("button", { name: "Login with Gmail" }));
    popup.closed = true;
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(USER_MESSAGES.googleCancelled), {
      timeout: 3000,
    });
  });
});
