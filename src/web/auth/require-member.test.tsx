// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "../../shared/api-types.ts";
import type { Member } from "../../shared/api-types.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { useSignedInMember } from "./member-context.ts";
import { RequireMember } from "./require-member.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MEMBER: Member = {
  id: "m1",
  name: "Jhulan Goswami",
  email: "jhulan@example.com",
  phone: null,
  address: null,
  dob: null,
  gender: null,
  image: null,
};

function MembersOnly() {
  const member = useSignedInMember();
  return <p>Secret for {member.email}</p>;
}

function guarded() {
  renderRoute(
    <RequireMember>
      <MembersOnly />
    </RequireMember>,
    { path: "/home" },
  );
}

function landedState(): unknown {
  return JSON.parse(screen.getByTestId("location").getAttribute("data-state") ?? "null");
}

describe("RequireMember", () => {
  it("shows the page to a signed-in member, who is then known to it", async () => {
    stubFetch(routes({ [`GET ${API.session}`]: jsonResponse(200, { member: MEMBER }) }));
    guarded();
    expect(screen.getByRole("status").textContent).toMatch(/Checking your membership/);
    expect(screen.queryByText(/Secret/)).toBeNull();
    expect(await screen.findByText("Secret for jhulan@example.com")).toBeTruthy();
  });

  it("sends a visitor who is not signed in to /login", async () => {
    stubFetch(routes({ [`GET ${API.session}`]: jsonResponse(200, { member: null }) }));
    guarded();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    expect(screen.queryByText(/Secret/)).toBeNull();
  });

  it("sends the user to the error page with the server's code when it fails", async () => {
    stubFetch(
      routes({ [`GET ${API.session}`]: jsonResponse(500, { error: { message: "Internal Server error" } }) }),
    );
    guarded();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/error"));
    expect(landedState()).toEqual({ code: 500, message: "Internal Server error" });
  });

  it("sends the user to the error page when the server cannot be reached", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    guarded();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/error"));
    expect(landedState()).toEqual({ code: 503, message: USER_MESSAGES.unreachable });
  });
});
