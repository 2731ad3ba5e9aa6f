/**
 * How far the server's clock is ahead of the page's (negative: behind), estimated from the
 * server's `sentAt` stamp on each message. A message is received after it was sent, so each
 * stamp less the page's time of receipt is the offset less that message's travel time: a lower
 * bound of the offset, the closer the faster the message came. The estimate is the largest of
 * the last few, so a page clock set again later (ahead or behind) is followed within a few
 * messages.
 */

/** How many of the latest samples are kept. */
const SAMPLES = 8;

export class ClockOffset {
  private readonly samples: number[] = [];

  /** Notes a message the server sent at `sentAt` (its clock) that arrived at `receivedAt` (the page's). */
  note(sentAt: number, receivedAt: number): void {
    if (!Number.isFinite(sentAt)) return;
    this.samples.push(sentAt - receivedAt);
    if (this.samples.length > SAMPLES) this.samples.shift();
  }

  /** The server's clock less the page's, in ms; 0 before any stamped message. */
  get ms(): number {
    return this.samples.length === 0 ? 0 : Math.max(...this.samples);
  }

  /** A moment on the server's clock (a deadline) on the page's clock. */
  toPage(serverTime: number): number {
    return serverTime - this.ms;
  }
}
