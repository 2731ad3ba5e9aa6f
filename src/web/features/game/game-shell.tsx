import { useState } from "react";
import { useLocation } from "react-router";
import { currentOwner } from "@/auth/known-member.ts";
import { wantsToPlay } from "@/routes.ts";
import { GameFrame } from "./game-frame.tsx";
import { readSavedBar, type SavedBar } from "./saving/saved-bar.ts";
import { ChoiceList } from "./stages/choice-list.tsx";
import { browserStorage } from "@/storage/browser-storage.ts";

/** The saved match's bar as the game screen will first show it, or null for none. */
function barToShow(play: boolean): SavedBar | null {
  const bar = readSavedBar(browserStorage(), currentOwner());
  // Come to play, a finished match makes way for a new one (GameStore.playOn): no bar.
  return bar !== null && play && bar.screen === "result" ? null : bar;
}

/**
 * `/game` while the game's code (the engine, the catalogue, the screens) is on its way: the
 * header and the bar, with the choices of the match saved on this device as the bar showed them
 * (see saved-bar.ts), so the page is drawn at once and the game screen takes over in place. It
 * imports none of the engine or the data: it is part of the page's first chunk.
 */
export function GameShell() {
  const { state } = useLocation();
  const [bar] = useState(() => barToShow(wantsToPlay(state)));
  return (
    <GameFrame
      stage="loading"
      inPlay={bar?.screen === "play"}
      busy
      bar={
        <>
          {bar ? <ChoiceList shown={bar.choices} /> : null}
          <div className="game-settings game-settings--pending" aria-hidden="true" />
        </>
      }
    >
      <div className="game__stage">
        <p className="loading" role="status">
          <span className="loading__ball" aria-hidden="true" />
          Loading the match…
        </p>
      </div>
    </GameFrame>
  );
}
