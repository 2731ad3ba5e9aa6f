/**
 * Turns a caption into what the synthesiser should say. Scores are written "14/3", which
 * voices read as a fraction or a date; commentators say "14 for 3".
 */
export function spokenText(caption: string): string {
  return caption.replace(/\b(\d+)\/(\d+)\b/g, "$1 for $2");
}
