/**
 * Competitions played in the browser (ADR 0029, "In the browser"): the hub at /competitions,
 * one competition's page, what a group match needs (on /game, once its first innings is over) and
 * the way back from a fixture's result screen on /game. Everything
 * else under features/competitions is the feature's own (see docs/decisions/0013-feature-borders.md).
 */
export { CompetitionsHub } from "./competitions-hub.tsx";
export { CompetitionScreen } from "./competition-screen.tsx";
export { CompetitionReturn } from "./competition-return.tsx";
export { CompetitionNeed } from "./competition-need.tsx";
