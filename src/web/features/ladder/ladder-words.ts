/** How the ladder's figures are said: places and counts of matches. */

/** "1st", "2nd", "13th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** "1 match", "7 matches". */
export function matchesText(matches: number): string {
  return `${matches} ${matches === 1 ? "match" : "matches"}`;
}
