import { ArchiveScreen } from "@/features/archive/index.ts";

/**
 * `/matches` (members): every kept match, newest first, a page at a time, filtered by format
 * and by a team on either side; each opens its full result screen.
 */
export function MatchesPage() {
  return <ArchiveScreen />;
}
