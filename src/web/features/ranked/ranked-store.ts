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
import {
  type Action,
  type MatchEvent,
  type MatchState,
  type PlayAheadPlan,
  type PlayAheadStops,
  type PlayAheadUntil,
  type StretchStop,
  stretchSummary,
} from "../../../engine/index.ts";
import type { RankedClientMessage, RankedEnding, RankedServerMessage } from "../../../shared/ranked-types.ts";
import {
  type PlayedAheadNow,
  refereedGame,
  type RefereedSnapshot,
  RefereedStore,
  type RefereedStoreOptions,
} from "@/features/refereed/index.ts";
import {
  playAheadRanked,
  type RankedAheadOutcome,
  type RankedAheadRequest,
  type RankedMatchView,
} from "./ranked-api.ts";

export { browserSocket, type SocketLike } from "@/api/socket.ts";

/** The engine's types in the shared wire format. */
export type RankedServerMessageOf = RankedServerMessage<MatchState, Action, MatchEvent>;

export interface RankedSnapshot extends RefereedSnapshot {
  /** How the match ended when it was not played out (abandoned, idle); null otherwise. */
  readonly ended: RankedEnding | null;
}

export interface RankedStoreOptions extends RefereedStoreOptions {
  /** Asks the server to play ahead (the route on the page; tests answer it themselves). */
  readonly playAhead?: (id: string, request: RankedAheadRequest) => Promise<RankedAheadOutcome>;
}

/** A stretch being played ahead by the server: what the member asked for. */
interface AheadRun {
  readonly plan: PlayAheadPlan;
  readonly until: PlayAheadUntil;
  readonly stops: PlayAheadStops;
  /** Where its events begin among the match's. */
  readonly from: number;
  /** Set once the member asks to stop: the stretch ends when the request on its way comes back. */
  stopped: boolean;
}

/** See the module comment. */
export class RankedStore extends RefereedStore<
  RankedSnapshot,
  RankedMatchView,
  RankedServerMessageOf,
  RankedClientMessage<Action>
> {
  private run: AheadRun | null = null;
  private played: PlayedAheadNow = { ahead: null, stretch: null, playedAhead: [] };

  constructor(protected readonly rankedOptions: RankedStoreOptions) {
    super(rankedOptions, { connection: "connecting", game: null, pending: false, ended: null });
  }

  /**
   * Plays ahead with the member's plan on the server (ADR 0030): one request an innings at most,
   * asked again until the stretch ends, a ticked stop is met or the member stops it. The balls
   * come back as their events, shown in the feed and summed up in a line said once.
   */
  playAhead(plan: PlayAheadPlan, until: PlayAheadUntil, stops: PlayAheadStops = {}): void {
    const view = this.actionable();
    if (view === null || this.snapshot.pending) return;
    this.run = { plan, until, stops, from: this.events.all.length, stopped: false };
    this.refusal = null;
    this.played = { ...this.played, stretch: null, ahead: { plan, until, paceMs: 0, from: this.run.from } };
    this.publish({ pending: true });
    void this.askAhead(this.run, view.seq, undefined);
  }

  /** Stops a stretch: what the server played stays; nothing more is asked for. */
  stopAhead(): void {
    if (this.run !== null) this.run.stopped = true;
  }

  private async askAhead(run: AheadRun, seq: number, startChance: number | null | undefined): Promise<void> {
    const ask = this.rankedOptions.playAhead ?? playAheadRanked;
    const request: RankedAheadRequest = {
      seq,
      plan: run.plan,
      until: run.until,
      stops: run.stops,
      ...(startChance === undefined ? {} : { startChance }),
    };
    const outcome = await ask(this.options.id, request);
    if (this.run !== run) return;
    if (!outcome.ok) {
      this.refusal = outcome.message;
      // The match moved on without this page (another tab): catch up.
      if (outcome.stale) this.follow();
      return this.endAhead(run, null);
    }
    const answer = outcome.value;
    this.events.add(answer.from, answer.view.seq, answer.events);
    this.view = answer.view;
    if (answer.done || run.stopped || answer.view.reveal !== null) return this.endAhead(run, answer.stop);
    this.publish({});
    void this.askAhead(run, answer.view.seq, answer.startChance);
  }

  /** Ends a stretch: its summary said once, its balls summed up an over a line in the feed. */
  private endAhead(run: AheadRun, stop: StretchStop | null): void {
    this.run = null;
    const events = this.events.all;
    const stretch = events.slice(run.from);
    const state = this.view?.state;
    if (stretch.length === 0 || state === undefined) {
      this.played = { ...this.played, ahead: null };
    } else {
      const summary = stretchSummary(state, stretch, stop);
      const span = { from: run.from, to: events.length, state };
      this.played = { ahead: null, stretch: { summary }, playedAhead: [...this.played.playedAhead, span] };
      this.options.say?.(summary);
    }
    this.publish({ pending: false });
  }

  /** Sends the member's choice for the match's next place; ignored while one is on its way. */
  dispatch(action: Action): void {
    const view = this.actionable();
    if (view === null || this.snapshot.pending) return;
    this.send({ type: "act", id: this.options.id, seq: view.seq, action });
    this.refusal = null;
    // The last stretch's summary stays until the next ball.
    this.played = { ...this.played, stretch: null };
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
      // Nothing else is sent while the server plays a stretch (a follow's answer meanwhile included).
      ...(this.run === null ? {} : { pending: true }),
      // The server kept the match in the member's archive as it finished it.
      game:
        view === null
          ? null
          : refereedGame(
              view.reveal,
              view.state,
              this.events.all,
              this.refusal,
              view.reveal !== null,
              this.played,
            ),
      ended: view?.ended ?? null,
    };
    this.notify();
  }
}
