/**
 * What one process tells every other about a live match (ADR 0019), and the one encoding of it
 * that goes on the bus (PostgreSQL's NOTIFY payload after the match's id, or the in-process
 * emitter). The text is never stored in a table, but processes of two builds may share a bus
 * while one replaces the other, so the encoding is the one the bus has always carried:
 *
 * - `action <seq> <at> <timedOut|-> <json>`: an action stored, with what it is, so a process
 *   that holds the match applies it without reading the match again;
 * - `choice <seq> <side> <style>`, followed by ` seen` when the process that stored it had found
 *   the other side's style and plays the ball (the database's statement adds the ` seen`);
 * - `presence` and `status`: read the match again when next used;
 * - `reaction:<side>:<index>`: a reaction sent to the followers, nothing stored.
 */
import type { Action } from "../../engine/index.ts";
import type { Side, StoredAction } from "../db/live-repository.ts";

export type LiveMessage =
  | {
      readonly kind: "action";
      readonly seq: number;
      /** When the action was stored (epoch ms). */
      readonly at: number;
      readonly timedOut: StoredAction["timedOut"];
      readonly action: Action;
    }
  | {
      readonly kind: "choice";
      readonly seq: number;
      readonly side: Side;
      readonly style: string;
      /** The process that stored it found the other side's style too (and plays the ball). */
      readonly seen: boolean;
    }
  | { readonly kind: "presence" }
  | { readonly kind: "status" }
  | { readonly kind: "reaction"; readonly side: Side; readonly index: number };

/** A {@link LiveMessage} as the bus carries it. */
export type LiveChange = string;

const isSide = (text: string | undefined): text is Side => text === "host" || text === "guest";

/** A sequence number or an index as the encoding writes it: digits only. */
const countOf = (text: string | undefined): number | null =>
  text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null;

export function encodeChange(message: LiveMessage): LiveChange {
  switch (message.kind) {
    case "action":
      return `action ${message.seq} ${message.at} ${message.timedOut ?? "-"} ${JSON.stringify(message.action)}`;
    case "choice":
      return `choice ${message.seq} ${message.side} ${message.style}${message.seen ? " seen" : ""}`;
    case "reaction":
      return `reaction:${message.side}:${message.index}`;
    default:
      return message.kind;
  }
}

/**
 * The message a change carries; null for anything that is not one (a process that hears it
 * reads the match again, as for a change it cannot apply).
 */
export function decodeChange(change: string): LiveMessage | null {
  if (change === "presence" || change === "status") return { kind: change };
  if (change.startsWith("reaction:")) {
    const [, side, indexText, ...rest] = change.split(":");
    const index = countOf(indexText);
    return isSide(side) && index !== null && rest.length === 0 ? { kind: "reaction", side, index } : null;
  }
  const [kind, seqText, third, fourth, fifth, ...rest] = change.split(" ");
  const seq = countOf(seqText);
  if (seq === null) return null;
  if (kind === "choice") {
    if (!isSide(third) || !fourth || (fifth !== undefined && fifth !== "seen") || rest.length > 0)
      return null;
    return { kind, seq, side: third, style: fourth, seen: fifth === "seen" };
  }
  if (kind !== "action" || third === undefined || fourth === undefined) return null;
  const at = /^\d{1,15}(\.\d+)?$/.test(third) ? Number(third) : null;
  const timedOut = fourth === "-" ? null : fourth === "both" || isSide(fourth) ? fourth : undefined;
  if (at === null || timedOut === undefined) return null;
  // The action's JSON is the rest of the text, spaces and all.
  const json = change.slice(kind.length + seqText!.length + third.length + fourth.length + 4);
  let action: unknown;
  try {
    action = JSON.parse(json);
  } catch {
    return null;
  }
  if (
    typeof action !== "object" ||
    action === null ||
    typeof (action as { type?: unknown }).type !== "string"
  )
    return null;
  return { kind, seq, at, timedOut, action: action as Action };
}
