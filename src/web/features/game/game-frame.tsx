import type { ReactNode } from "react";
import { SiteHeader } from "@/components/site-header.tsx";
import "./game-frame.css";

/**
 * The game's page around its stage: the site's header, then the bar (Back, the choices so far,
 * the sound settings) over the stage. Drawn by the game screen and, before its code has arrived,
 * by the game shell, so the two lay the page out alike. `inPlay` lays the bar out as in play
 * (smaller on a phone), also for a match being resumed into play.
 */
export function GameFrame({
  stage,
  inPlay,
  busy = false,
  bar,
  children,
}: {
  readonly stage: string;
  readonly inPlay: boolean;
  readonly busy?: boolean;
  readonly bar: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <>
      <SiteHeader />
      <main
        className="page game"
        data-stage={stage}
        data-layout={inPlay ? "play" : undefined}
        aria-busy={busy ? true : undefined}
      >
        <div className="game__bar spread-row">{bar}</div>
        {children}
      </main>
    </>
  );
}
