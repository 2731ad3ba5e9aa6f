import { CareerScreen } from "@/features/archive/index.ts";
import { RecordsSections } from "@/features/records/index.ts";

/**
 * `/stats` (members): career figures from every kept match, per format and overall, then the
 * record book and the achievements the server reads from the same matches. The replays start
 * as soon as this page's code has loaded (see the archive's career screen).
 */
export function StatsPage() {
  return <CareerScreen after={<RecordsSections />} />;
}
