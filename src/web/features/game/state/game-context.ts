/**
 * The one way the game's dependencies reach its components: the page provides the engine and
 * the services once, tests provide their own, and every component reads them from here rather
 * than importing a singleton or taking them as props. A view of a finished match (the result
 * screen, a scorecard) needs only the {@link MatchView}: a kept match provides that alone.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { Engine } from "../../../../engine/index.ts";
import type { GameServices } from "./game-services.ts";
import type { MatchView } from "./match-view.ts";
import type { GameSettings } from "./settings-store.ts";

/** Provided by the game page (or a test). */
export const GameServicesContext = createContext<GameServices | null>(null);

/** Provided where a finished match is shown outside the game (a kept match in the archive). */
export const MatchViewContext = createContext<MatchView | null>(null);

/** The services of the enclosing game page; throws outside one, which is a wiring bug. */
export function useGameServices(): GameServices {
  const services = useContext(GameServicesContext);
  if (!services) throw new Error("useGameServices is used outside the game screen");
  return services;
}

/** The match view: a kept match's own, or else the game page's services (which include one). */
export function useMatchView(): MatchView {
  const view = useContext(MatchViewContext);
  const services = useContext(GameServicesContext);
  const found = view ?? services;
  if (!found) throw new Error("useMatchView is used outside the game screen and a kept match");
  return found;
}

/** The engine the store plays with, for views and dry runs. */
export function useEngine(): Engine {
  return useMatchView().engine;
}

/** The current settings, re-rendering on change. */
export function useGameSettings(): GameSettings {
  const { settings } = useGameServices();
  return useSyncExternalStore(settings.subscribe, settings.get);
}
