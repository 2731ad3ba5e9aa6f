// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API } from "../../shared/api-types.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { ErrorPage } from "./error-page.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showError(state?: unknown) {
  renderRoute(<ErrorPage />, { path: "/error", state });
}

describe("the error page", () => {
  it("defaults to 500 and 'Internal Server error' without navigation state", () => {
    showError();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Error occured");
    expect(screen.getByText("please try again after a while")).toBeTruthy();
    expect(screen.getByTestId("error-code").textContent).toBe("500");
    expect(screen.getByTestId("error-message").textContent).toBe("Internal Server error");
    expect(screen.queryByRole("button", { name: "Retry Login" })).toBeNull();
  });

  it("shows the code and message it was sent", () => {
    showError({ code: 503, message: "The database is resting" });
    expect(screen.getByTestId("error-code").textContent).toBe("503");
    expect(screen.getByTestId("error-message").textContent).toBe("The database is resting");
    expect(screen.queryByRole("button", { name: "Retry Login" })).toBeNull();
  });

  it("falls back part by part on state it cannot read", () => {
    showError({ code: "teapot", message: 42 });
    expect(screen.getByTestId("error-code").textContent).toBe("500");
    expect(screen.getByTestId("error-message").textContent).toBe("Internal Server error");
  });

  it("on 401, 'Retry Login' clears the stored login, ends the session and goes to /", async () => {
    localStorage.setItem("token", "t");
    localStorage.setItem("role", "r");
    localStorage.setItem("active", "1");
    localStorage.setItem("howzat:speech", "keep me");
    const seen = stubFetch(routes({ [`POST ${API.signOut}`]: jsonResponse(200, { success: true }) }));
    showError({ code: 401, message: "Unauthorised" });
    expect(screen.getByTestId("error-message").textContent).toBe("Unauthorised");

    await userEvent.setup().click(screen.getByRole("button", { name: "Retry Login" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(["token", "role", "active"].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(localStorage.getItem("howzat:speech")).toBe("keep me");
    expect(seen).toEqual([{ url: API.signOut, method: "POST", body: {}, credentials: "same-origin" }]);
  });

  it("on 401, 'Retry Login' forgets the member's match, outbox and id, keeping the settings", async () => {
    for (const key of ["howzat:match", "howzat:outbox", "howzat:member", "howzat:settings"])
      localStorage.setItem(key, "{}");
    stubFetch(routes({ [`POST ${API.signOut}`]: jsonResponse(200, { success: true }) }));
    showError({ code: 401, message: "Unauthorised" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry Login" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(Object.keys(localStorage)).toEqual(["howzat:settings"]);
  });

  it("on 401, still goes to / when signing out fails", async () => {
    localStorage.setItem("token", "t");
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    showError({ code: 401, message: "Unauthorised" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry Login" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(localStorage.getItem("token")).toBeNull();
  });
});
