/**
 * A colour token of styles.css (the one place colours are written), read from the page. A
 * canvas cannot be given `var(--color-…)`, so the charts read the value the token holds; where
 * there is no page (a test without the stylesheet) the answer is an empty string.
 */
export function cssColor(token: `--color-${string}`): string {
  if (typeof document === "undefined") return "";
  return getComputedStyle(document.documentElement).getPropertyValue(token).trim();
}
