/**
 * Playing ahead in a ranked match (ADR 0030): the member's plan and stops, checked, then
 * played by the engine's own play ahead (`playStretch`, the function a match on the page plays
 * its stretches with) from the match as the server holds it. The plan's draws come from
 * `playAheadRng` of the match's seed, which only the server has, so the page can no more read
 * them than it can the computer's. Each action played is an ordinary action: the referee stores
 * them as if the member had sent each one.
 */
import { z } from "zod";
import {
  type Engine,
  type MatchState,
  type PlayAheadPlan,
  type PlayAheadStops,
  type PlayAheadUntil,
  playAheadRng,
  playStretch,
  type Seed,
  type Stretch,
} from "../../engine/index.ts";
import { MAX_MATCH_ACTIONS } from "../../shared/api-types.ts";
import { RANKED_AHEAD_STEPS, type RankedPlayAheadRequest } from "../../shared/ranked-types.ts";

/** A play-ahead request as the referee takes it. */
export type PlayAheadRequest = RankedPlayAheadRequest<PlayAheadPlan, PlayAheadUntil, PlayAheadStops>;

const NO_COACH =
  "The coach's advice is not offered in ranked matches: bat and bowl with Attack, Balanced or Defend";

const approach = (side: string) =>
  z.string().superRefine((value, context) => {
    if (value === "coach") context.addIssue({ code: "custom", message: NO_COACH });
    else if (value !== "attack" && value !== "balanced" && value !== "defend")
      context.addIssue({ code: "custom", message: `${side} must be attack, balanced or defend` });
  });

const requestSchema = z
  .object({
    seq: z
      .number({ message: "seq must be the number of the match's next action" })
      .int()
      .min(0)
      .max(MAX_MATCH_ACTIONS),
    plan: z
      .object(
        {
          batting: approach("plan.batting"),
          bowling: approach("plan.bowling"),
          rotation: z
            .array(z.number().int().min(0).max(100_000), {
              message: "plan.rotation must be a list of player ids",
            })
            .max(11, "plan.rotation names at most 11 bowlers")
            .refine((ids) => new Set(ids).size === ids.length, "plan.rotation names each bowler once")
            .optional(),
        },
        { message: "plan must say how to bat and how to bowl" },
      )
      .strict(),
    until: z.enum(["over", "wicket", "innings", "match"], {
      message: "until must be over, wicket, innings or match",
    }),
    stops: z
      .object({
        milestone: z.boolean().optional(),
        lastOver: z.boolean().optional(),
        swing: z.boolean().optional(),
      })
      .strict()
      .optional(),
    startChance: z.number().min(0).max(1).nullable().optional(),
  })
  .strict();

/** The request, or what is wrong with it as a sentence for the 400. */
export function parsePlayAhead(
  body: unknown,
):
  | { readonly ok: true; readonly request: PlayAheadRequest }
  | { readonly ok: false; readonly message: string } {
  const parsed = requestSchema.safeParse(body ?? {});
  if (parsed.success) return { ok: true, request: parsed.data as PlayAheadRequest };
  const issue = parsed.error.issues[0];
  if (issue?.code === "unrecognized_keys") {
    return { ok: false, message: `A play-ahead request does not take ${issue.keys.join(", ")}` };
  }
  const where = issue?.path.join(".") ?? "";
  const message = issue?.message ?? "The plan is not valid";
  // Zod's own messages (a missing field, a wrong type) name no field: say which.
  return {
    ok: false,
    message: issue?.code === "invalid_type" && where !== "" ? `${where}: ${message}` : message,
  };
}

/** A stretch played by the server, and whether it reached its own end (not only the bound). */
export interface RankedStretch {
  readonly stretch: Stretch;
  readonly done: boolean;
}

/**
 * Plays `request`'s plan from `state` (the match after `played` actions, of `seed`) until its
 * stretch ends or a ticked stop is met, but never past the end of the innings nor more than
 * {@link RANKED_AHEAD_STEPS} actions: a stretch to the end of the match is played an innings a
 * request, and `done` says whether the member's stretch is over.
 */
export function playRankedStretch(
  engine: Engine,
  seed: Seed,
  played: number,
  state: MatchState,
  request: PlayAheadRequest,
): RankedStretch {
  const bounded: PlayAheadUntil = request.until === "match" ? "innings" : request.until;
  const stretch = playStretch(engine, state, request.plan, bounded, playAheadRng(seed, played), {
    maxSteps: RANKED_AHEAD_STEPS,
    ...(request.stops === undefined ? {} : { stops: request.stops }),
    ...(request.startChance === undefined ? {} : { startChance: request.startChance }),
  });
  const matchOver = engine.stage(stretch.state).name === "finished";
  const done =
    stretch.ended &&
    (request.until !== "match" || matchOver || stretch.stop !== null || !inPlay(engine, stretch.state));
  return { stretch, done };
}

/** Whether the plan has anything to play in `state` (an innings is on and waits for a ball or a bowler). */
export function inPlay(engine: Engine, state: MatchState): boolean {
  if (engine.stage(state).innings === null) return false;
  const input = engine.nextInput(state);
  return input === "playBall" || input === "chooseBowler";
}
