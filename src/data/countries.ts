import type { Country } from "../engine/index.ts";

/**
 * The twenty playing nations in ranking order; `id` equals `currentRanking`.
 * `code` is the flag key (flag-icons naming, plus our own `wi`), `colors` the team's kit
 * colours as primary then secondary.
 */
export const countries: readonly Country[] = [
  { id: 1, name: "India", currentRanking: 1, code: "in", abbreviation: "IND", colors: ["#1F4E9E", "#FF9933"] },
  { id: 2, name: "Australia", currentRanking: 2, code: "au", abbreviation: "AUS", colors: ["#FFCD00", "#00843D"] },
  { id: 3, name: "England", currentRanking: 3, code: "gb-eng", abbreviation: "ENG", colors: ["#003A8C", "#D50032"] },
  { id: 4, name: "New Zealand", currentRanking: 4, code: "nz", abbreviation: "NZ", colors: ["#111111", "#C0C0C0"] },
  { id: 5, name: "Pakistan", currentRanking: 5, code: "pk", abbreviation: "PAK", colors: ["#0B6B3A", "#A4D65E"] },
  { id: 6, name: "South Africa", currentRanking: 6, code: "za", abbreviation: "SA", colors: ["#007749", "#FFB81C"] },
  { id: 7, name: "West Indies", currentRanking: 7, code: "wi", abbreviation: "WI", colors: ["#7B0041", "#FFC72C"] },
  { id: 8, name: "Sri Lanka", currentRanking: 8, code: "lk", abbreviation: "SL", colors: ["#1E3A8A", "#FFBE29"] },
  { id: 9, name: "Bangladesh", currentRanking: 9, code: "bd", abbreviation: "BAN", colors: ["#006A4E", "#F42A41"] },
  { id: 10, name: "Afghanistan", currentRanking: 10, code: "af", abbreviation: "AFG", colors: ["#0066B3", "#D32011"] },
  { id: 11, name: "Ireland", currentRanking: 11, code: "ie", abbreviation: "IRE", colors: ["#169B62", "#1D2B53"] },
  { id: 12, name: "Zimbabwe", currentRanking: 12, code: "zw", abbreviation: "ZIM", colors: ["#D21034", "#FFD200"] },
  { id: 13, name: "Netherlands", currentRanking: 13, code: "nl", abbreviation: "NED", colors: ["#FF6600", "#21468B"] },
  { id: 14, name: "Scotland", currentRanking: 14, code: "gb-sct", abbreviation: "SCO", colors: ["#4B2E83", "#0065BD"] },
  { id: 15, name: "Nepal", currentRanking: 15, code: "np", abbreviation: "NEP", colors: ["#003893", "#DC143C"] },
  { id: 16, name: "UAE", currentRanking: 16, code: "ae", abbreviation: "UAE", colors: ["#CE1126", "#00732F"] },
  { id: 17, name: "Oman", currentRanking: 17, code: "om", abbreviation: "OMA", colors: ["#C8102E", "#007A3D"] },
  { id: 18, name: "Namibia", currentRanking: 18, code: "na", abbreviation: "NAM", colors: ["#003580", "#D21034"] },
  { id: 19, name: "Canada", currentRanking: 19, code: "ca", abbreviation: "CAN", colors: ["#D80621", "#FFFFFF"] },
  { id: 20, name: "Kenya", currentRanking: 20, code: "ke", abbreviation: "KEN", colors: ["#006600", "#BB0000"] },
];
