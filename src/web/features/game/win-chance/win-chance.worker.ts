/**
 * The win-chance worker: builds the win tables off the page's thread (a one-day match's take
 * over a second) and answers questions about the match from them (International's it hands
 * to the page instead; see win-chance-client.ts). Loaded only once a match is
 * in play, so the pages that never play carry none of it.
 */
import { catalog } from "../../../../data/catalog.ts";
import { createEngine, tablesKeyOf } from "../../../../engine/index.ts";
import { answer, type WinChanceRequest } from "./win-chance-answers.ts";

const engine = createEngine(catalog);

self.addEventListener("message", (event: MessageEvent<WinChanceRequest>) => {
  const reply = answer(engine, event.data);
  if (reply.kind !== "tables") {
    self.postMessage(reply);
    return;
  }
  // Tables asked for are the page's: their arrays move to it (no copy) and this worker lets
  // them go, so the tab holds them once; the page answers about that match from them.
  const { values, wins } = reply.data;
  self.postMessage(reply, { transfer: [values.buffer as ArrayBuffer, wins.buffer as ArrayBuffer] });
  engine.tables.release(tablesKeyOf(reply.data));
});
