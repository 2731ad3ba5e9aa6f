// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "../../shared/api-types.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { POPUP_MESSAGE_TYPE } from "@/auth/popup-result.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { GooglePopupPage, popupErrorMessage } from "./google-popup-page.tsx";
import { GoogleStartPage } from "./google-start-page.tsx";

afterEach(() => {
  cleanup();
  // jsdom has no window.opener of its own; remove the one a test gave it.
  Reflect.deleteProperty(window, "opener");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Plays the window that opened the popup. */
function stubOpener() {
  const opener = { closed: false, postMessage: vi.fn() };
  Object.defineProperty(window, "opener", { value: opener, configurable: true });
  const close = vi.spyOn(window, "close").mockImplementation(() => undefined);
  return { opener, close };
}

describe("/auth/popup, where the provider sends the popup back", () => {
  it("tells the opener of success, on our origin only, and closes", async () => {
    const { opener, close } = stubOpener();
    renderRoute(<GooglePopupPage />, { path: "/auth/popup" });
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: POPUP_MESSAGE_TYPE, ok: true },
      window.location.origin,
    );
  });

  it("tells the opener of a failure in readable words", async () => {
    const { opener } = stubOpener();
    renderRoute(<GooglePopupPage />, { path: "/auth/popup", at: "/auth/popup?error=access_denied" });
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: POPUP_MESSAGE_TYPE, ok: false, message: USER_MESSAGES.googleCancelled },
      window.location.origin,
    );
  });

  it("opened directly, carries on to /profile itself", async () => {
    renderRoute(<GooglePopupPage />, { path: "/auth/popup" });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/profile"));
  });

  it("opened directly after a failure, shows it with a way back", async () => {
    renderRoute(<GooglePopupPage />, { path: "/auth/popup", at: "/auth/popup?error=state_mismatch" });
    expect((await screen.findByRole("alert")).textContent).toBe(USER_MESSAGES.googleFailed);
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/login");
  });

  it("maps known error codes and falls back for the rest", () => {
    expect(popupErrorMessage("account_not_linked")).toBe(USER_MESSAGES.googleAccountNotLinked);
    expect(popupErrorMessage("something_new")).toBe(USER_MESSAGES.googleFailed);
  });
});

describe("/auth/google, the popup's first page", () => {
  it("reports to the opener, and shows, that Google is not set up", async () => {
    const { opener } = stubOpener();
    stubFetch(routes({ [`GET ${API.authConfig}`]: jsonResponse(200, { google: false }) }));
    renderRoute(<GoogleStartPage />, { path: "/auth/google" });
    expect((await screen.findByRole("alert")).textContent).toBe(USER_MESSAGES.googleNotSetUp);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: POPUP_MESSAGE_TYPE, ok: false, message: USER_MESSAGES.googleNotSetUp },
      window.location.origin,
    );
  });

  it("asks the server for the provider's address with the popup's return path", async () => {
    stubOpener();
    const seen = stubFetch(
      routes({
        [`GET ${API.authConfig}`]: jsonResponse(200, { google: true }),
        [`POST ${API.signInSocial}`]: jsonResponse(429, { message: "Too many requests" }),
      }),
    );
    renderRoute(<GoogleStartPage />, { path: "/auth/google" });
    expect((await screen.findByRole("alert")).textContent).toBe(USER_MESSAGES.signInTooMany);
    expect(seen.find((r) => r.url === API.signInSocial)?.body).toEqual({
      provider: "google",
      callbackURL: "/auth/popup",
      errorCallbackURL: "/auth/popup",
      disableRedirect: true,
    });
  });
});
