/**
 * A replay worker: rebuilds kept matches off the page's thread. An International match needs
 * the win tables for the computer's choices (over a second to build for a one-day match), and
 * the career replays hundreds of matches; neither may freeze the page.
 */
import { catalog } from "../../../data/catalog.ts";
import { createEngine, type Engine } from "../../../engine/index.ts";
import { careerPage, type ReplayAnswer, type ReplayRequest, replayOne } from "./replay-answers.ts";

// Built on first need: a career whose matches all come with their lines needs none, and building
// one before the first page is asked for would hold that page back.
let built: Engine | null = null;
const engine = (): Engine => (built ??= createEngine(catalog));
const answer = (message: ReplayAnswer) => self.postMessage(message);

self.addEventListener("message", (event: MessageEvent<ReplayRequest>) => {
  const request = event.data;
  if (request.kind === "replay") {
    answer({ id: request.id, kind: "replay", match: replayOne(engine(), request.record) });
    return;
  }
  void careerPage(engine, request.before, (next) =>
    answer({ id: request.id, kind: "career-next", next }),
  ).then((page) =>
    answer(
      "figures" in page
        ? { id: request.id, kind: "career-page", ...page }
        : { id: request.id, kind: "career-problem", problem: page },
    ),
  );
});
