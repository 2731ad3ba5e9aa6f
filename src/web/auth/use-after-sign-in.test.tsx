// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "../../shared/api-types.ts";
import { MEMBER_KEY } from "./known-member.ts";
import { POPUP_MESSAGE_TYPE } from "./popup-result.ts";
import { LoginPage } from "@/pages/login-page.tsx";
import { RegisterPage } from "@/pages/register-page.tsx";
import { returnAfterSignIn, ROUTES, signInReturnOf } from "@/routes.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const BACK_TO_GAME = returnAfterSignIn(ROUTES.game);

/** The sign-in and the member the server then says is signed in. */
const SIGNED_IN = {
  [`GET ${API.authConfig}`]: jsonResponse(200, { google: true }),
  [`POST ${API.signInEmail}`]: jsonResponse(200, { token: "x" }),
  [`GET ${API.session}`]: jsonResponse(200, { member: { id: "member-7", name: "Mithali Raj" } }),
};

const where = () => screen.getByTestId("location");

async function signInOnLogin(state: unknown) {
  // A guest's match was played here: nobody is known to be signed in.
  localStorage.removeItem(MEMBER_KEY);
  stubFetch(routes(SIGNED_IN));
  const user = userEvent.setup();
  renderRoute(<LoginPage />, { path: ROUTES.login, state });
  await user.type(screen.getByLabelText("Email"), "opener@example.com");
  await user.type(screen.getByLabelText("Password"), "straight-bat");
  await user.click(screen.getByRole("button", { name: "Login" }));
}

describe("where signing in leads", () => {
  it("goes back to the game the guest's link came from, with the member written down first", async () => {
    await signInOnLogin(BACK_TO_GAME);
    await waitFor(() => expect(where().textContent).toBe(ROUTES.game));
    // The game opened there must know whose matches it may show.
    expect(localStorage.getItem(MEMBER_KEY)).toBe("member-7");
  });

  it("goes to /home without a return, and to /home for a return to another site", async () => {
    await signInOnLogin(null);
    await waitFor(() => expect(where().textContent).toBe(ROUTES.home));
    expect(localStorage.getItem(MEMBER_KEY)).toBe("member-7");
    cleanup();
    await signInOnLogin({ returnTo: "//evil.example/game" });
    await waitFor(() => expect(where().textContent).toBe(ROUTES.home));
  });

  it("goes back to the game after Google's popup reports success", async () => {
    stubFetch(routes(SIGNED_IN));
    const popup = { closed: false, focus: vi.fn(), close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { path: ROUTES.login, state: BACK_TO_GAME });
    await user.click(screen.getByRole("button", { name: "Login with Gmail" }));
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: POPUP_MESSAGE_TYPE, ok: true },
          origin: window.location.origin,
        }),
      );
    });
    await waitFor(() => expect(where().textContent).toBe(ROUTES.game));
    expect(localStorage.getItem(MEMBER_KEY)).toBe("member-7");
  });

  it("keeps the return when the guest goes from sign-in to joining, and back", async () => {
    stubFetch(routes(SIGNED_IN));
    renderRoute(<LoginPage />, { path: ROUTES.login, state: BACK_TO_GAME });
    fireEvent.click(screen.getByRole("link", { name: "Join As New Member" }));
    expect(where().textContent).toBe(ROUTES.register);
    expect(JSON.parse(where().dataset.state ?? "null")).toEqual(BACK_TO_GAME);
    cleanup();

    renderRoute(<RegisterPage />, { path: ROUTES.register, state: BACK_TO_GAME });
    fireEvent.click(screen.getByRole("link", { name: "Already a Menber" }));
    expect(where().textContent).toBe(ROUTES.login);
    expect(JSON.parse(where().dataset.state ?? "null")).toEqual(BACK_TO_GAME);
  });

  it("brings a new member back to the game, written down from the registration's answer", async () => {
    const seen = stubFetch(
      routes({ [`POST ${API.register}`]: jsonResponse(201, { member: { id: "member-9" } }) }),
    );
    const user = userEvent.setup();
    renderRoute(<RegisterPage />, { path: ROUTES.register, state: BACK_TO_GAME });
    await user.type(screen.getByLabelText("Name"), "Mithali Raj");
    await user.type(screen.getByLabelText("Email"), "mithali@example.com");
    await user.type(screen.getByLabelText("Phone"), "01712345678");
    await user.type(screen.getByLabelText("Address"), "12 Pavilion End, Dhaka");
    await user.type(screen.getByLabelText("Password"), "cover-drive-9");
    fireEvent.change(screen.getByLabelText("Date of Birth"), { target: { value: "1999-12-03" } });
    await user.click(screen.getByRole("radio", { name: "Female" }));
    await user.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(where().textContent).toBe(ROUTES.game));
    expect(localStorage.getItem(MEMBER_KEY)).toBe("member-9");
    expect(seen.map((r) => r.url)).toEqual([API.register]);
  });
});

describe("signInReturnOf", () => {
  it("takes only a path of this app", () => {
    expect(signInReturnOf(BACK_TO_GAME)).toBe("/game");
    expect(signInReturnOf({ returnTo: "/matches/4?x=1" })).toBe("/matches/4?x=1");
    for (const returnTo of ["https://evil.example/", "//evil.example", "/\\evil.example", "game", 7]) {
      expect(signInReturnOf({ returnTo }), String(returnTo)).toBeNull();
    }
    expect(signInReturnOf(null)).toBeNull();
    expect(signInReturnOf("/game")).toBeNull();
  });
});
