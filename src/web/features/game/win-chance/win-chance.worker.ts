/**
 * The win-chance worker: builds the win tables off the page's thread (a one-day match's take
 * over a second) and answers questions about the match from them (International's it hands
 * to the page instead; see win-chance-client.ts). Loaded only once a match is
 * in play, so the pages that never play carry none of it.
 */
import { catalog } from "../../../../data/catalog.ts";
import {
  createEngine,
  levelRules,
  replayTablesState,
  tablesKey,
  tablesKeyOf,
} from "../../../../engine/index.ts";
import { answer, type WinChanceRequest } from "./win-chance-answers.ts";

const engine = createEngine(catalog);

self.addEventListener("message", (event: MessageEvent<WinChanceRequest>) => {
  const request = event.data;
  const reply = answer(engine, request);
  if (request.kind === "series") {
    self.postMessage(reply);
    // An International match's chart is drawn once, at its end: its whole tables go with it,
    // so they are never held here while another match of that length is in play.
    const needs = replayTablesState(engine, request.record);
    if (needs !== null && levelRules(needs.level).playNeedsTables) engine.tables.release(tablesKey(needs));
    return;
  }
  if (reply.kind !== "tables") {
    self.postMessage(reply);
    return;
  }
  // Tables asked for are the page's: a window of them, whose arrays move to it (no copy); this
  // worker lets the whole tables go, so the tab holds only that window while the match is in
  // play, and asks again for the chase's at the change of innings.
  const { values, wins, mixes, successors } = reply.data;
  const transfer = [values.buffer as ArrayBuffer, wins.buffer as ArrayBuffer];
  if (mixes !== undefined) transfer.push(mixes.buffer as ArrayBuffer);
  if (successors !== undefined) transfer.push(successors.buffer as ArrayBuffer);
  self.postMessage(reply, { transfer });
  engine.tables.release(tablesKeyOf(reply.data));
});
