import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";

/** Where the app went: the path and the navigation state, as text a test can read. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

interface RenderRouteOptions {
  /** The route pattern the element is mounted at (default "/"). */
  readonly path?: string;
  /** The address to start at, with an optional query (default: `path`). */
  readonly at?: string;
  readonly state?: unknown;
  /** Further routes, e.g. the error page, to see where a navigation lands. */
  readonly extra?: Readonly<Record<string, ReactElement>>;
}

/**
 * Renders one screen inside an in-memory router. Any other address renders a probe
 * (`getByTestId("location")`) so a test can assert where the screen navigated and with what state.
 */
export function renderRoute(element: ReactElement, options: RenderRouteOptions = {}) {
  const path = options.path ?? "/";
  const [pathname = "/", search = ""] = (options.at ?? path).split("?");
  return render(
    <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : "", state: options.state }]}>
      <Routes>
        <Route path={path} element={element} />
        {Object.entries(options.extra ?? {}).map(([extraPath, extraElement]) => (
          <Route key={extraPath} path={extraPath} element={extraElement} />
        ))}
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}
