import { useEffect, useState } from "react";
import { fetchRecords, type RecordsOutcome } from "./records-api.ts";

/** The member's records once loaded (null while they load), fetched once per mount. */
export function useRecords(): RecordsOutcome | null {
  const [outcome, setOutcome] = useState<RecordsOutcome | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchRecords(controller.signal).then((answer) => {
      if (!controller.signal.aborted) setOutcome(answer);
    });
    return () => controller.abort();
  }, []);
  return outcome;
}
