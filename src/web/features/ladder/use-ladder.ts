import { useEffect, useState } from "react";
import { fetchLadder, type LadderOutcome } from "./ladder-api.ts";

/** The ladder once loaded (null while it loads), fetched once per mount. */
export function useLadder(): LadderOutcome | null {
  const [outcome, setOutcome] = useState<LadderOutcome | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchLadder(controller.signal).then((answer) => {
      if (!controller.signal.aborted) setOutcome(answer);
    });
    return () => controller.abort();
  }, []);
  return outcome;
}
