/**
 * The record book and achievements (ADR 0033): both sections of /stats, and the home page's
 * news of achievements earned since the member was last told. Everything else under
 * features/records is the feature's own (see docs/decisions/0013-feature-borders.md).
 */
export { NewAchievements } from "./new-achievements.tsx";
export { RecordsSections } from "./records-sections.tsx";
