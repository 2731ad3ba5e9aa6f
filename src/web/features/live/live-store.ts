/**
 * A live match between two members in the page: the server holds it and referees it; this
 * store follows it over a WebSocket and keeps what the screen shows, from this member's side
 * (the host's as the server keeps it, the guest's mirrored with the engine's `mirrored`, so
 * every view of the engine reads as the guest sees it). The member's one-side decisions (the
 * toss call, bat or bowl, a bowler) go up as "act" messages naming the match's next place; a
 * ball's style goes up as "choose", once per ball, and the other side's is never known before
 * the ball. A dropped connection is opened again by itself with a growing pause and catches up
 * from the last action it saw, as a ranked match's does (src/web/api/socket.ts).
 *
 * Clocks: the server gives its deadlines in its own epoch milliseconds, and stamps every message
 * with its clock when sent (`sentAt`). The page reads deadlines on its own clock corrected by the
 * offset those stamps show (clock-offset.ts), whether the page's clock is behind the server's or
 * ahead of it.
 */
import { type Action, type MatchEvent, type MatchState, mirrored, turnOf } from "../../../engine/index.ts";
import type {
  LiveClientMessage,
  LivePlayer,
  LiveServerMessage,
  LiveSide,
  Stamped,
} from "../../../shared/live-types.ts";
import {
  refereedGame,
  type RefereedSnapshot,
  RefereedStore,
  type RefereedStoreOptions,
} from "@/features/refereed/index.ts";
import type { LiveMatchView } from "./live-api.ts";
import { ClockOffset } from "./clock-offset.ts";

/** The engine's types in the shared wire format. */
export type LiveServerMessageOf = Stamped<LiveServerMessage<MatchState, Action, MatchEvent>>;

/** Who the match waits for now, from this member's side. */
export type LiveTurn = "mine" | "theirs" | "both" | null;

/** A quick reaction as the screen shows it (a new `key` for each one received). */
export interface ShownReaction {
  readonly key: number;
  readonly side: LiveSide;
  readonly name: string;
  readonly reaction: string;
  readonly mine: boolean;
}

/** `pending` is set while a one-side decision is on its way (a ball's style is never pending). */
export interface LiveSnapshot extends RefereedSnapshot {
  /** The server's view as it came; null until the first one. */
  readonly view: LiveMatchView | null;
  readonly turn: LiveTurn;
  /** Whether this member's style for the coming ball is in, and the other side's. */
  readonly chosen: boolean;
  readonly otherChosen: boolean;
  /** The other member's name ("your friend" until someone accepts the invite). */
  readonly opponentName: string;
  /** Whether the other member is away (no socket open on the match) while it is played. */
  readonly opponentAway: boolean;
  /**
   * Whether the other member has a socket open on the match, as the server last said, while it
   * is played; null before the invite is accepted and once the match is over.
   */
  readonly opponentConnected: boolean | null;
  /** When the away member forfeits, on the page's clock; null when nobody is away or it is not set. */
  readonly awayUntil: number | null;
  /** When the clock on the coming choice runs out, on the page's clock; null when there is none. */
  readonly clockEndsAt: number | null;
  /**
   * The server's last word on a clock that ran out (a new `key` for each), and the match's `seq`
   * when it came (the screen shows it until the match moves on).
   */
  readonly notice: { readonly key: number; readonly text: string; readonly seq: number } | null;
  /** The last reaction from either member. */
  readonly reaction: ShownReaction | null;
}

interface LiveStoreOptions extends RefereedStoreOptions {
  /** The page's clock (tests pass their own). */
  readonly now?: () => number;
}

/** What a member may act on alone in a live match (the ball goes up as "choose"). */
const ONE_SIDE_ACTIONS: ReadonlySet<Action["type"]> = new Set([
  "callToss",
  "chooseBatOrBowl",
  "chooseBowler",
]);

const FRIEND = "your friend";

/** Who must act in `view`, from its member's side. */
export function turnIn(view: LiveMatchView): LiveTurn {
  if (view.status !== "playing") return null;
  const turn = turnOf(view.state);
  if (turn === null) return null;
  if (turn === "both") return "both";
  const side: LiveSide = turn === "user" ? "host" : "guest";
  return side === view.side ? "mine" : "theirs";
}

/** The other member of `view`, from its member's side. */
export function opponentOf(view: LiveMatchView): LivePlayer | null {
  return view.side === "host" ? view.guest : view.host;
}

/** See the module comment. */
export class LiveStore extends RefereedStore<
  LiveSnapshot,
  LiveMatchView,
  LiveServerMessageOf,
  LiveClientMessage<Action>
> {
  /** The ball (its `seq`) this page sent a style for, until the server's view says so itself. */
  private chosenSeq: number | null = null;
  /** Set from sending "follow" until its answer: that view's events are caught up, not new. */
  private following = false;
  /** How many of `events` have been revealed or caught up: each event is said at most once. */
  private heard = 0;
  /** How far the server's clock is ahead of the page's (see the module comment). */
  private readonly offset = new ClockOffset();
  private keys = 0;
  private readonly now: () => number;

  constructor(options: LiveStoreOptions) {
    super(options, {
      connection: "connecting",
      view: null,
      game: null,
      turn: null,
      pending: false,
      chosen: false,
      otherChosen: false,
      opponentName: FRIEND,
      opponentAway: false,
      opponentConnected: null,
      awayUntil: null,
      clockEndsAt: null,
      notice: null,
      reaction: null,
    });
    this.now = options.now ?? Date.now;
  }

  /**
   * The member's action from the game's stages: a ball's style goes up as this member's choice
   * for the ball (once); the toss call, bat or bowl and a bowler as this side's action, only in
   * its turn and one at a time. Anything else is not the member's to send and is ignored.
   */
  dispatch(action: Action): void {
    const view = this.actionable();
    const { pending, turn, chosen } = this.snapshot;
    if (view === null) return;
    if (action.type === "playBall") {
      if (turn !== "both" || chosen) return;
      this.send({ type: "choose", id: this.options.id, seq: view.seq, style: action.style });
      this.chosenSeq = view.seq;
      this.refusal = null;
      return this.publish({});
    }
    if (turn !== "mine" || pending || !ONE_SIDE_ACTIONS.has(action.type)) return;
    this.send({ type: "act", id: this.options.id, seq: view.seq, action });
    this.refusal = null;
    this.publish({ pending: true });
  }

  /** Sends a quick reaction to both members. */
  react(reaction: string): void {
    if (!this.socket.connected || this.snapshot.connection !== "live") return;
    this.send({ type: "react", id: this.options.id, reaction });
  }

  protected override follow(): void {
    this.following = true;
    super.follow();
  }

  protected override dropped(): void {
    // A style sent on the socket that dropped may not have arrived: the view caught up on the
    // next one says whether it did.
    this.chosenSeq = null;
  }

  protected receive(message: LiveServerMessageOf): void {
    if (typeof message.sentAt === "number") this.offset.note(message.sentAt, this.now());
    if (message.type === "error") {
      if (this.lost(message.code)) return;
      if (message.code === "rate_limited") {
        // A reaction past the member's limit: said, and nothing else was refused.
        this.refusal = message.message;
        return this.publish({});
      }
      if (message.code === "out_of_turn") {
        // The match moved on without this page (the other member, another tab, a lost answer),
        // or the ball's style was in already: catch up, and the view says which.
        this.chosenSeq = null;
        this.follow();
        return this.publish({ pending: false });
      }
      // Refused (the engine's words), too fast or not understood: whatever was sent last did not
      // count. A ball's style may have been the message refused, or another one: the page asks
      // for the match again, whose clock says whether this side's style is in.
      this.chosenSeq = null;
      this.refusal = message.message;
      if (message.code !== "refused") this.follow();
      return this.publish({ pending: false });
    }
    if (message.type === "reaction") {
      if (message.id !== this.options.id) return;
      const view = this.view;
      const player = view === null ? null : message.side === "host" ? view.host : view.guest;
      const reaction: ShownReaction = {
        key: ++this.keys,
        side: message.side,
        name: player?.name ?? (message.side === "host" ? "The host" : "Your friend"),
        reaction: message.reaction,
        mine: view !== null && message.side === view.side,
      };
      return this.publish({ reaction });
    }
    const caughtUp = this.following;
    const opening = this.view === null;
    this.following = false;
    this.events.add(message.from, message.view.seq, message.events);
    const moved = this.view !== null && message.view.seq !== this.view.seq;
    this.view = message.view;
    if (moved) this.refusal = null;
    const events = this.events.all;
    if (!caughtUp) for (const event of events.slice(this.heard)) this.options.reveal?.(event);
    this.heard = events.length;
    // The notices of a whole match caught up on opening its page are history, not news.
    const notice =
      message.notice === null || opening
        ? this.snapshot.notice
        : { key: ++this.keys, text: message.notice, seq: message.view.seq };
    this.publish({ connection: "live", pending: false, notice });
  }

  protected publish(change: Partial<LiveSnapshot>): void {
    const view = this.view;
    const next: LiveSnapshot = { ...this.snapshot, ...change };
    if (view === null) {
      this.snapshot = next;
    } else {
      const turn = turnIn(view);
      const mine = view.side;
      const other: LiveSide = mine === "host" ? "guest" : "host";
      const ball = turn === "both";
      const opponent = opponentOf(view);
      const playing = view.status === "playing" && opponent !== null;
      const away = playing && !opponent.connected;
      if (this.chosenSeq !== null && this.chosenSeq !== view.seq) this.chosenSeq = null;
      this.snapshot = {
        ...next,
        view,
        game: refereedGame(
          view.reveal,
          view.side === "guest" ? mirrored(view.state) : view.state,
          this.events.all,
          this.refusal,
          view.reveal?.keptId != null,
        ),
        turn,
        chosen: ball && (this.chosenSeq === view.seq || (view.clock?.chosen[mine] ?? false)),
        otherChosen: ball && (view.clock?.chosen[other] ?? false),
        opponentName: opponent?.name ?? FRIEND,
        opponentAway: away,
        opponentConnected: playing ? opponent.connected : null,
        awayUntil: away && opponent.forfeitAt !== null ? this.offset.toPage(opponent.forfeitAt) : null,
        clockEndsAt:
          view.clock === null || view.status !== "playing" ? null : this.offset.toPage(view.clock.deadline),
      };
    }
    this.notify();
  }
}
