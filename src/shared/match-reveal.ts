/**
 * What replays a refereed match once it is over, as ranked and live matches send it: the seed
 * the server kept secret while it was played, the rules version and every action. Each kind adds
 * where the match was kept in the member's archive.
 */
export interface MatchReveal<Act> {
  /** The match's wide seed (32 hexadecimal digits, 128 bits); a uint32 for a match made before. */
  readonly seed: number | string;
  readonly rulesVersion: number;
  readonly actions: readonly Act[];
}
