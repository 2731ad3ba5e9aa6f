/**
 * Helpers for the live screens' component tests (only tests import this): the game's services
 * of a server match around a screen, the match's screen opened on a fake socket and shown its
 * first view, and what its polite live region has said.
 */
import { act, screen } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { createServerMatchServices, GameServicesContext } from "@/features/game/index.ts";
import { routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import type { LiveMatchView } from "./live-api.ts";
import { LiveMatchScreen } from "./live-match-screen.tsx";
import { type FakeSocket, fakeSockets } from "./live-test-support.ts";

/** The game's services of a match the server holds, as the live pages give them. */
export function ServerMatch({ children }: { readonly children: ReactNode }) {
  const [services] = useState(createServerMatchServices);
  return <GameServicesContext.Provider value={services}>{children}</GameServicesContext.Provider>;
}

/** The screen of match "m7" at its address, opening its sockets with `open`. */
export function renderLiveMatch(open: ReturnType<typeof fakeSockets>["open"]): void {
  renderRoute(
    <ServerMatch>
      <LiveMatchScreen id="m7" openSocket={open} />
    </ServerMatch>,
    { path: "/live/:id", at: "/live/m7" },
  );
}

/** The screen, its socket opened and the first view delivered. */
export function showLiveMatch(view: LiveMatchView): FakeSocket {
  stubFetch(routes({}));
  const sockets = fakeSockets();
  renderLiveMatch(sockets.open);
  const socket = sockets.sockets[0]!;
  act(() => socket.onopen?.({}));
  deliverView(socket, view, 0);
  return socket;
}

/** The server's next view of the match, from action `from`, with no events and `notice` if any. */
export function deliverView(
  socket: FakeSocket,
  view: LiveMatchView,
  from: number,
  notice: string | null = null,
): void {
  act(() => socket.deliver({ type: "view", view, from, events: [], notice }));
}

/** The lines the screen's polite live region holds, oldest first. */
export const liveLines = () =>
  [...screen.getByTestId("live-lines").querySelectorAll("p")].map((p) => p.textContent);
