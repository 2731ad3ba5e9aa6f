import type { Format } from "../engine/index.ts";

/** The match formats, shortest first. Every format is one innings a side. */
export const formats: readonly Format[] = [
  { key: "micro", label: "Micro", overs: 1, innings: 1 },
  { key: "mini", label: "Mini", overs: 5, innings: 1 },
  { key: "10aSide", label: "10 a side", overs: 10, innings: 1 },
  { key: "t20", label: "T20", overs: 20, innings: 1 },
  { key: "oneDay", label: "One Day", overs: 50, innings: 1 },
];
