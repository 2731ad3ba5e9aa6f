import { useEffect, useState } from "react";
import type { LadderKind } from "../../../shared/ladder-types.ts";
import { fetchLadder, type LadderOutcome } from "./ladder-api.ts";

/** One ladder once loaded (null while it loads), fetched once per mount. */
export function useLadder(kind: LadderKind): LadderOutcome | null {
  const [outcome, setOutcome] = useState<LadderOutcome | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchLadder(kind, controller.signal).then((answer) => {
      if (!controller.signal.aborted) setOutcome(answer);
    });
    return () => controller.abort();
  }, [kind]);
  return outcome;
}
