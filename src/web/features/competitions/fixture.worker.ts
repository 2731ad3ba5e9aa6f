/**
 * The fixture worker: plays the computer's fixtures of a competition off the page's thread
 * (fixture-player.ts says why), one request at a time, with the engine's own rules.
 */
import { catalog } from "../../../data/catalog.ts";
import { CompetitionError, createEngine, playFixtureByComputer, type Engine } from "../../../engine/index.ts";
import type { FixtureAnswer, FixtureRequest } from "./fixture-messages.ts";

let built: Engine | null = null;
const engine = (): Engine => (built ??= createEngine(catalog));
const answer = (message: FixtureAnswer) => self.postMessage(message);

self.addEventListener("message", (event: MessageEvent<FixtureRequest>) => {
  const { id, definition, fixture } = event.data;
  try {
    answer({ id, played: playFixtureByComputer(engine(), definition, fixture) });
  } catch (error) {
    answer({
      id,
      message: error instanceof Error ? error.message : String(error),
      competition: error instanceof CompetitionError,
    });
  }
});
