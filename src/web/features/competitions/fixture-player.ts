/**
 * Who plays the computer's fixtures of a competition. A Club or International fixture builds its
 * match's own tables (a T20 fixture is about 150–250 ms of one core, a one-day International one
 * about a second), so on the page's thread each would freeze it: a worker plays them. Where the
 * browser has no workers (and in component tests) they are played on the page's thread, a
 * fixture between two yields. Either way the rules are the engine's (`playFixtureByComputer`):
 * the worker and the page play the same fixture to the same record.
 */
import {
  CompetitionError,
  playFixtureByComputer,
  type CompetitionDefinition,
  type Engine,
  type FixtureView,
  type PlayedFixture,
} from "../../../engine/index.ts";
import type { FixtureAnswer, FixtureRequest } from "./fixture-messages.ts";

/** Plays one of the computer's fixtures; `close` stops its worker, if it has one. */
export interface FixturePlayer {
  play(definition: CompetitionDefinition, fixture: FixtureView): Promise<PlayedFixture>;
  close(): void;
}

/** Fixtures played on the page's thread with `engine`. */
export function fixturesOnThisThread(engine: Engine): FixturePlayer {
  return {
    play: (definition, fixture) => {
      try {
        return Promise.resolve(playFixtureByComputer(engine, definition, fixture));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    close: () => undefined,
  };
}

/** Fixtures played by a worker of their own, started on the first fixture; on this thread where there are no workers. */
export function fixturePlayer(engine: Engine): FixturePlayer {
  if (typeof Worker === "undefined") return fixturesOnThisThread(engine);
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (p: PlayedFixture) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const started = (): Worker => {
    if (worker !== null) return worker;
    const made = new Worker(new URL("./fixture.worker.ts", import.meta.url), { type: "module" });
    made.addEventListener("message", (event: MessageEvent<FixtureAnswer>) => {
      const answer = event.data;
      const pending = waiting.get(answer.id);
      if (pending === undefined) return;
      waiting.delete(answer.id);
      if ("played" in answer) pending.resolve(answer.played);
      // The engine's refusals keep their kind, so the page says them as it says any of the rules'.
      else
        pending.reject(answer.competition ? new CompetitionError(answer.message) : new Error(answer.message));
    });
    made.addEventListener("error", (event) => {
      event.preventDefault();
      failAll(new Error("The other matches could not be played in this browser: its worker stopped"));
      made.terminate();
      worker = null;
    });
    worker = made;
    return made;
  };
  return {
    play: (definition, fixture) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        const request: FixtureRequest = { id, definition, fixture };
        started().postMessage(request);
      }),
    close: () => {
      worker?.terminate();
      worker = null;
      failAll(new Error("Stopped"));
    },
  };
}
