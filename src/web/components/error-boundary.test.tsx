// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes } from "react-router";
import { ErrorPage } from "@/pages/error-page.tsx";
import { ErrorBoundary } from "./error-boundary.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("a bug in a screen");
}

describe("the routes' error boundary", () => {
  it("sends an unexpected render error to the error page with 500 'Internal Server error'", async () => {
    // React reports the caught error on the console; keep the test output readable.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={["/broken"]}>
        <ErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/error" element={<ErrorPage />} />
          </Routes>
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId("error-code")).toHaveProperty("textContent", "500");
    expect(screen.getByTestId("error-message").textContent).toBe("Internal Server error");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Error occured");
  });

  it("renders its routes untouched when nothing fails", () => {
    render(
      <MemoryRouter initialEntries={["/fine"]}>
        <ErrorBoundary>
          <Routes>
            <Route path="/fine" element={<p>All well at the crease</p>} />
          </Routes>
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText("All well at the crease")).toBeTruthy();
  });
});
