/**
 * Colours for the two innings on the charts: each side's team colour where it reads on a
 * light background and the two sides can be told apart; otherwise a fallback that does.
 */
import type { Country } from "../../../../engine/index.ts";
import { cssColor } from "./css-color.ts";

/** The outfield green and the ball red of the tokens, for a side whose own colours will not do. */
function fallbacks(): readonly [string, string] {
  return [cssColor("--color-outfield"), cssColor("--color-ball")];
}

function rgb(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return null;
  const n = Number.parseInt(m[1] as string, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Relative luminance (WCAG), 0 black .. 1 white. */
function luminance(hex: string): number {
  const c = rgb(hex);
  if (!c) return 1;
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function distance(a: string, b: string): number {
  const x = rgb(a);
  const y = rgb(b);
  if (!x || !y) return 0;
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** Dark enough to see on the chart's white: at least 3:1 against white. */
function readable(hex: string): boolean {
  return 1.05 / (luminance(hex) + 0.05) >= 3;
}

/** Different enough from the other side's colour to tell the two apart at a glance. */
const MIN_DISTANCE = 90;

/** The colours of innings 1 and 2, from the batting sides in that order. */
export function inningsColors(first: Country | undefined, second: Country | undefined): [string, string] {
  const FALLBACKS = fallbacks();
  const one = [...(first?.colors ?? []), FALLBACKS[0]].find(readable) ?? FALLBACKS[0];
  const two =
    [...(second?.colors ?? []), ...FALLBACKS].find((c) => readable(c) && distance(c, one) >= MIN_DISTANCE) ??
    FALLBACKS[1];
  return [one, two];
}
