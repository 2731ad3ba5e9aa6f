/**
 * Team colours as CSS custom properties, set inline on a card or the scoreboard so the
 * stylesheet can paint bands and stripes in them.
 */
import type { CSSProperties } from "react";
import type { Country } from "../../../../engine/index.ts";

/** `--team-primary` and `--team-secondary` for a country (neutral when unknown). */
export function teamColorVars(country: Country | undefined): CSSProperties {
  const [primary, secondary] = country?.colors ?? ["var(--color-outfield-mid)", "var(--color-gold)"];
  return { "--team-primary": primary, "--team-secondary": secondary } as CSSProperties;
}
