import type { Country } from "../../../../engine/index.ts";
import { flagOf } from "@/features/game/state/catalog-lookup.ts";

/**
 * A country's flag. Decorative by default (the name is always written beside it); pass
 * `labelled` where the flag stands alone.
 */
export function Flag({
  country,
  className = "flag",
  labelled = false,
}: {
  readonly country: Country | undefined;
  readonly className?: string;
  readonly labelled?: boolean;
}) {
  const src = flagOf(country);
  if (!country || !src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={labelled ? `Flag of ${country.name}` : ""}
      width={32}
      height={24}
      decoding="async"
    />
  );
}
