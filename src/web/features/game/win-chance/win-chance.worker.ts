/**
 * The win-chance worker: builds the win tables off the page's thread (a one-day match's take
 * over a second) and answers questions about the match from them (International's it hands
 * to the page instead; see win-chance-client.ts). Loaded only once a match is
 * in play, so the pages that never play carry none of it.
 */
import { catalog } from "../../../../data/catalog.ts";
import { createEngine } from "../../../../engine/index.ts";
import { answerInWorker, type WinChanceRequest } from "./win-chance-answers.ts";

const engine = createEngine(catalog);

self.addEventListener("message", (event: MessageEvent<WinChanceRequest>) => {
  // What the worker keeps between questions, and what it lets go, is answerInWorker's.
  const reply = answerInWorker(engine, event.data);
  if (reply.kind !== "tables") {
    self.postMessage(reply);
    return;
  }
  // Tables asked for are the page's: a window of them, whose arrays move to it (no copy), so
  // the tab holds only that window while the match is in play, and asks again for the chase's
  // at the change of innings.
  const { values, wins, mixes, successors } = reply.data;
  const transfer = [values.buffer as ArrayBuffer, wins.buffer as ArrayBuffer];
  if (mixes !== undefined) transfer.push(mixes.buffer as ArrayBuffer);
  if (successors !== undefined) transfer.push(successors.buffer as ArrayBuffer);
  self.postMessage(reply, { transfer });
});
