/**
 * A fresh 32-bit seed for a new match. The seed is the only randomness the page adds: the
 * engine draws every ball from it, so a match replays exactly from its seed and actions.
 */
export function newSeed(): number {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return word[0] ?? 0;
}
