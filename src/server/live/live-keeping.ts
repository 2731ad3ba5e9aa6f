/**
 * Keeping a finished live match (ADR 0019, 0023): a copy in each member's archive from their side
 * of it, then the head-to-head ladder's rating, each step once whichever process gets there
 * first, and a few matches at a time per process.
 */
import type { LiveRepository, LiveRow } from "../db/live-repository.ts";
import { concurrencyLimit } from "../referee/common.ts";
import { outcomeOf, scoreOf } from "../referee/rating.ts";
import type { LiveMessage } from "./live-change.ts";
import type { Entry, LiveRefereeDeps } from "./live-referee-types.ts";
import { recordOf } from "./live-rules.ts";

export interface LiveKeepingDeps {
  readonly live: LiveRepository;
  readonly keep: LiveRefereeDeps["keep"];
  readonly rate: LiveRefereeDeps["rate"];
  readonly tell: (id: string, message: LiveMessage) => Promise<void>;
  /** The match held here is read again when next used. */
  readonly stale: (id: string) => void;
  readonly now: () => number;
  /** How many matches are kept and rated at once ({@link LiveRefereeDeps.keepingAtOnce}). */
  readonly atOnce: number;
}

/** Keeps a finished match in both archives, then rates it (each step once); answers its row after. */
export function liveKeeping({
  live,
  keep,
  rate,
  tell,
  stale,
  now,
  atOnce,
}: LiveKeepingDeps): (row: LiveRow, entry: Entry) => Promise<LiveRow> {
  const keeping = concurrencyLimit(atOnce);
  const finishNow = async (row: LiveRow, entry: Entry): Promise<LiveRow> => {
    // Read again once its turn has come: another process may have kept it while this one waited.
    let stored = (await live.find(row.id)) ?? row;
    if (stored.status === "playing" && stored.guestId !== null) {
      const record = recordOf(row, entry.actions);
      const hostKept = await keep(stored.hostId, record, entry.state, "user");
      const guestKept = await keep(stored.guestId, record, entry.state, "friend");
      const at = new Date(now());
      // The row as this write left it, or, when another process finished it first, as it is.
      stored = (await live.finish(row.id, hostKept, guestKept, at))
        ? { ...stored, status: "finished", finishedAt: at, hostKeptId: hostKept, guestKeptId: guestKept }
        : ((await live.find(row.id)) ?? stored);
      stale(row.id);
      await tell(row.id, { kind: "status" });
    }
    if (stored.status === "finished" && stored.ratedAt === null) {
      // Rated by this call or already (rating marks the match once): either way it is rated now.
      // The state's own team is the host's: its outcome is the host's.
      await rate(stored, scoreOf(outcomeOf(entry.state)));
      stored = { ...stored, ratedAt: new Date(now()) };
    }
    return stored;
  };
  return (row, entry) => keeping(() => finishNow(row, entry));
}
