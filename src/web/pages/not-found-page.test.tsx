// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API, type Member } from "../../shared/api-types.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MEMBER: Member = {
  id: "m404",
  name: "Jemimah Rodrigues",
  email: "jemimah@example.com",
  phone: "01712345678",
  address: "Mumbai",
  dob: "2000-09-05",
  gender: "female",
  image: null,
};

const wayBack = () => screen.getByRole("link", { name: /^Back to/ });

describe("the page for an unknown address", () => {
  it("leads a signed-in member back home", async () => {
    stubFetch(routes({ [`GET ${API.session}`]: jsonResponse(200, { member: MEMBER }) }));
    renderRoute(<NotFoundPage />, { path: "/no-such-page" });
    await waitFor(() => expect(wayBack().textContent).toBe("Back to home"));
    expect(wayBack().getAttribute("href")).toBe("/home");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Lost in the outfield");
  });

  it("leads a guest back to the start", async () => {
    stubFetch(routes({ [`GET ${API.session}`]: jsonResponse(200, { member: null }) }));
    renderRoute(<NotFoundPage />, { path: "/no-such-page" });
    await waitFor(() => expect(screen.getByRole("link", { name: "Register" })).toBeTruthy());
    expect(wayBack().textContent).toBe("Back to the start");
    expect(wayBack().getAttribute("href")).toBe("/");
  });
});
