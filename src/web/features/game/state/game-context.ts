/**
 * Hands the game's services to the components that need them (speech controls, stages)
 * without threading them through every stage's props.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { GameServices } from "./game-services.ts";
import type { GameSettings } from "./settings-store.ts";

/** Provided by the game screen. */
export const GameServicesContext = createContext<GameServices | null>(null);

/** The services of the enclosing game screen; throws outside one, which is a wiring bug. */
export function useGameServices(): GameServices {
  const services = useContext(GameServicesContext);
  if (!services) throw new Error("useGameServices is used outside the game screen");
  return services;
}

/** The current settings, re-rendering on change. */
export function useGameSettings(): GameSettings {
  const { settings } = useGameServices();
  return useSyncExternalStore(settings.subscribe, settings.get);
}
