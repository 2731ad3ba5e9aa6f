/**
 * The shapes a competition's requests must have (ADR 0029, "On the server"). They bound sizes and
 * types only: whether a definition makes a competition, and whether a fixture's record is the
 * match it says, is the engine's to decide.
 */
import { z } from "zod";
import { isComputerLevel, type ComputerLevel } from "../../engine/index.ts";
import { MAX_MATCH_ACTIONS } from "../../shared/api-types.ts";
import { actionSchema } from "./match-routes.ts";

/** A competition's id as the page makes it: letters, digits, - and _. */
export const COMPETITION_ID = /^[A-Za-z0-9_-]{1,64}$/;

const team = z.number().int().min(0).max(10_000);
const level = z.custom<ComputerLevel>(isComputerLevel, "level must be one of classic, club, international");

const kind = z.discriminatedUnion("type", [
  z.object({ type: z.literal("series"), matches: z.union([z.literal(3), z.literal(5)]) }).strict(),
  z.object({ type: z.literal("worldCup"), draw: z.enum(["roundRobin", "groups"]) }).strict(),
  z
    .object({
      type: z.literal("league"),
      legs: z.union([z.literal(1), z.literal(2)]),
      qualifiers: z.union([z.literal(2), z.literal(4)]),
    })
    .strict(),
]);

/** `POST /api/competitions`: a definition (the rules version is checked after the shape). */
export const definitionSchema = z
  .object({
    id: z.string().regex(COMPETITION_ID, "id must be 1 to 64 letters, digits, - or _"),
    name: z.string().trim().min(1, "name must not be empty").max(80, "name must be at most 80 characters"),
    kind,
    format: z.string().max(20),
    level,
    rulesVersion: z.number().int(),
    seed: z.number().int().min(0).max(0xffffffff),
    memberTeam: team,
    teams: z.array(team).min(2).max(10),
  })
  .strict();

/** `POST /api/competitions/:id/fixtures`: which fixture, and the record of its match. */
export const fixtureSchema = z
  .object({
    fixtureId: z.string().regex(/^[A-Za-z0-9]{1,16}$/, "fixtureId must name a fixture (as G17, M2 or SF1)"),
    record: z
      .object({
        seed: z.number().int().min(0).max(0xffffffff),
        level,
        rulesVersion: z.number().int(),
        knockout: z.literal(true).optional(),
        actions: z.array(actionSchema).min(1).max(MAX_MATCH_ACTIONS),
      })
      .strict(),
  })
  .strict();

/** The first problem of a failed parse, said with where it is: "The fixture is not in the expected form (record.seed)". */
export function shapeMessage(what: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  const custom =
    issue?.code === "custom" ||
    issue?.code === "invalid_format" ||
    issue?.code === "too_small" ||
    issue?.code === "too_big";
  return `${what} is not in the expected form${where}${custom && issue ? `: ${issue.message}` : ""}`;
}
