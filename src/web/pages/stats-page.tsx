import { CareerScreen } from "@/features/archive/index.ts";

/**
 * `/stats` (members): career figures from every kept match, per format and overall. The
 * replays start as soon as this page's code has loaded (see the archive's career screen).
 */
export function StatsPage() {
  return <CareerScreen />;
}
