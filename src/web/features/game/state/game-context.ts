/**
 * The one way the game's dependencies reach its components: the page provides the engine and
 * the services once, tests provide their own, and every component reads them from here rather
 * than importing a singleton or taking them as props.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { Engine } from "../../../../engine/index.ts";
import type { GameServices } from "./game-services.ts";
import type { GameSettings } from "./settings-store.ts";

/** Provided by the game page (or a test). */
export const GameServicesContext = createContext<GameServices | null>(null);

/** The services of the enclosing game page; throws outside one, which is a wiring bug. */
export function useGameServices(): GameServices {
  const services = useContext(GameServicesContext);
  if (!services) throw new Error("useGameServices is used outside the game screen");
  return services;
}

/** The engine the store plays with, for views and dry runs. */
export function useEngine(): Engine {
  return useGameServices().engine;
}

/** The current settings, re-rendering on change. */
export function useGameSettings(): GameSettings {
  const { settings } = useGameServices();
  return useSyncExternalStore(settings.subscribe, settings.get);
}
