/**
 * The replay worker: rebuilds kept matches off the page's thread. An International match needs
 * the win tables for the computer's choices (over a second to build for a one-day match), and
 * the career replays hundreds of matches; neither may freeze the page.
 */
import { catalog } from "../../../data/catalog.ts";
import { createEngine } from "../../../engine/index.ts";
import { answerReplay, type ReplayRequest } from "./replay-answers.ts";

const engine = createEngine(catalog);

self.addEventListener("message", (event: MessageEvent<ReplayRequest>) => {
  self.postMessage(answerReplay(engine, event.data));
});
