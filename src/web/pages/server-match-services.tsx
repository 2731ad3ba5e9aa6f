import { type ComponentType, type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { createServerMatchServices, GameServicesContext } from "@/features/game/index.ts";

/**
 * The game's services for a match the server holds (a ranked or a live one, its lobby or its
 * screen), made once for the page that shows it.
 */
export function ServerMatchServices({ children }: { readonly children: ReactNode }) {
  const [services] = useState(createServerMatchServices);
  return <GameServicesContext.Provider value={services}>{children}</GameServicesContext.Provider>;
}

/**
 * The page of one match the server holds, by the `:id` in its address: its screen, made anew for
 * another match, with the server match's services.
 */
export function ServerMatchPage({
  screen: Screen,
}: {
  readonly screen: ComponentType<{ readonly id: string }>;
}) {
  const { id = "" } = useParams();
  return (
    <ServerMatchServices>
      <Screen key={id} id={id} />
    </ServerMatchServices>
  );
}
