/**
 * The win-chance worker: builds the win tables off the page's thread (a one-day match's take
 * over a second) and answers questions about the match from them. Loaded only once a match is
 * in play, so the pages that never play carry none of it.
 */
import { catalog } from "../../../../data/catalog.ts";
import { createEngine } from "../../../../engine/index.ts";
import { answer, type WinChanceRequest } from "./win-chance-answers.ts";

const engine = createEngine(catalog);

self.addEventListener("message", (event: MessageEvent<WinChanceRequest>) => {
  const reply = answer(engine, event.data);
  // The tables' arrays are copied, not moved: this worker keeps answering from them too.
  self.postMessage(reply);
});
