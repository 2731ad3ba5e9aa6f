/**
 * The game screen rendered for a component test (only tests import this): on the real engine,
 * with the test services of `game-test-support.ts`, inside a router.
 */
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { GameScreen } from "./game-screen.tsx";
import { createTestServices, type TestServicesOptions } from "./game-test-support.ts";
import { GameServicesContext } from "@/features/game/state/game-context.ts";
import type { GameServices } from "@/features/game/state/game-services.ts";

/**
 * Renders the game screen on new test services (see `createTestServices`) and returns them;
 * `play` as a link that means "play" passes it.
 */
export function renderGame(options: TestServicesOptions = {}, play = false): GameServices {
  const services = createTestServices(options);
  render(
    <MemoryRouter>
      <GameServicesContext.Provider value={services}>
        <GameScreen play={play} />
      </GameServicesContext.Provider>
    </MemoryRouter>,
  );
  return services;
}
