/**
 * A ranked match in the page: the server holds it (its seed and every action) and referees
 * it; this store follows it over a WebSocket and keeps what the screen shows. It never holds
 * the seed or the match's generator before the end: each view from the server has them blanked,
 * and the page only renders the state it is sent. The member's choices go up as "act" messages
 * naming the place in the match they are for, so a choice sent twice, or after the match moved
 * on elsewhere, is refused by the server and changes nothing.
 *
 * A dropped connection is opened again by itself, with a growing pause, and catches up from
 * the last action it saw. The snapshot is shaped as the game store's, so the game's own stage
 * components render a ranked match.
 */
import type { Action, MatchEvent, MatchState } from "../../../engine/index.ts";
import type { RankedClientMessage, RankedEnding, RankedServerMessage } from "../../../shared/ranked-types.ts";
import {
  refereedGame,
  type RefereedSnapshot,
  RefereedStore,
  type RefereedStoreOptions,
} from "@/features/refereed/index.ts";
import type { RankedMatchView } from "./ranked-api.ts";

export { browserSocket, type SocketLike } from "@/api/socket.ts";

/** The engine's types in the shared wire format. */
export type RankedServerMessageOf = RankedServerMessage<MatchState, Action, MatchEvent>;

export interface RankedSnapshot extends RefereedSnapshot {
  /** How the match ended when it was not played out (abandoned, idle); null otherwise. */
  readonly ended: RankedEnding | null;
}

/** See the module comment. */
export class RankedStore extends RefereedStore<
  RankedSnapshot,
  RankedMatchView,
  RankedServerMessageOf,
  RankedClientMessage<Action>
> {
  constructor(options: RefereedStoreOptions) {
    super(options, { connection: "connecting", game: null, pending: false, ended: null });
  }

  /** Sends the member's choice for the match's next place; ignored while one is on its way. */
  dispatch(action: Action): void {
    const view = this.actionable();
    if (view === null || this.snapshot.pending) return;
    this.send({ type: "act", id: this.options.id, seq: view.seq, action });
    this.refusal = null;
    this.publish({ pending: true });
  }

  /** Shows a view the server answered outside the socket (the match abandoned): it is over. */
  showEnded(view: RankedMatchView): void {
    if (view.id !== this.options.id || view.ended === null) return;
    this.view = view;
    this.publish({ pending: false });
  }

  protected receive(message: RankedServerMessageOf): void {
    if (message.type === "error") {
      if (this.lost(message.code)) return;
      if (message.code === "out_of_turn") {
        // The match moved on without this page (another tab, a lost answer): catch up.
        this.follow();
        return this.publish({ pending: false });
      }
      this.refusal = message.message;
      return this.publish({ pending: false });
    }
    const caughtUp = this.view !== null && message.from === this.view.seq && this.snapshot.pending;
    this.events.add(message.from, message.view.seq, message.events);
    this.view = message.view;
    if (caughtUp) for (const event of message.events) this.options.reveal?.(event);
    this.publish({ connection: "live", pending: false });
  }

  protected publish(change: Partial<RankedSnapshot>): void {
    const view = this.view;
    this.snapshot = {
      ...this.snapshot,
      ...change,
      // The server kept the match in the member's archive as it finished it.
      game:
        view === null
          ? null
          : refereedGame(view.reveal, view.state, this.events.all, this.refusal, view.reveal !== null),
      ended: view?.ended ?? null,
    };
    this.notify();
  }
}
