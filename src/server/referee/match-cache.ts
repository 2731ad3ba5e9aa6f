/**
 * The matches a referee holds in memory (ranked and live alike): the latest copy of each, least
 * recently used first, and no more than `size` of them. A match forgotten here is read again
 * from the database when next used, so the bound costs a reading, never a result.
 */
export interface MatchCache<Entry> {
  get(id: string): Entry | undefined;
  /** Holds `entry` as the match's newest copy, the most recently used. */
  remember(id: string, entry: Entry): void;
  /** Replaces the copy held without making it the most recently used (nothing when none is). */
  replace(id: string, entry: Entry): void;
  delete(id: string): void;
  entries(): IterableIterator<[string, Entry]>;
  ids(): IterableIterator<string>;
}

/** `forgotten` hears of each match dropped to keep within `size`. */
export function matchCache<Entry>(size: number, forgotten?: (id: string) => void): MatchCache<Entry> {
  const held = new Map<string, Entry>();
  return {
    get: (id) => held.get(id),
    remember(id, entry) {
      held.delete(id);
      held.set(id, entry);
      while (held.size > size) {
        const oldest = held.keys().next().value as string;
        held.delete(oldest);
        forgotten?.(oldest);
      }
    },
    replace(id, entry) {
      if (held.has(id)) held.set(id, entry);
    },
    delete: (id) => void held.delete(id),
    entries: () => held.entries(),
    ids: () => held.keys(),
  };
}
