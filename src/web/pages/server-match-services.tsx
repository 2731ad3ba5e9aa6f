import { type ReactNode, useState } from "react";
import { createServerMatchServices, GameServicesContext } from "@/features/game/index.ts";

/**
 * The game's services for a match the server holds (a ranked or a live one, its lobby or its
 * screen), made once for the page that shows it.
 */
export function ServerMatchServices({ children }: { readonly children: ReactNode }) {
  const [services] = useState(createServerMatchServices);
  return <GameServicesContext.Provider value={services}>{children}</GameServicesContext.Provider>;
}
