/**
 * A live match's invite (ADR 0019): made with the host's setup and a seed drawn here, shown to
 * whoever has its code, accepted by one other member or withdrawn by its host; and a member's
 * open invites and matches.
 */
import { type Action, CURRENT_RULES_VERSION, type Engine } from "../../engine/index.ts";
import type { InvitePreview } from "../../shared/live-types.ts";
import type { LiveRepository } from "../db/live-repository.ts";
import { freeSeed, newId, playSetup } from "../referee/common.ts";
import type { LiveMessage } from "./live-change.ts";
import type { LiveReading } from "./live-reading.ts";
import { sideIn } from "./live-reading.ts";
import { type AcceptResult, LIVE_LEVEL, type LiveRefereeDeps, type View } from "./live-referee-types.ts";
import { newCode } from "./live-rules.ts";

export interface LiveInvitesDeps {
  readonly engine: Engine;
  readonly live: LiveRepository;
  readonly seedTaken: LiveRefereeDeps["seedTaken"];
  readonly now: () => number;
  readonly load: LiveReading["load"];
  /** The member's view of the match, read afresh. */
  readonly view: (userId: string, id: string) => Promise<View | null>;
  /** The match held here is read again when next used. */
  readonly stale: (id: string) => void;
  readonly tell: (id: string, message: LiveMessage) => Promise<void>;
}

export function liveInvites({ engine, live, seedTaken, now, load, view, stale, tell }: LiveInvitesDeps) {
  return {
    async create(userId: string, setup: readonly Action[], openLimit: number): Promise<View | null> {
      const seed = await freeSeed(userId, seedTaken);
      playSetup(engine, seed, LIVE_LEVEL, setup, "live");
      const id = newId();
      const createdAt = new Date(now());
      for (let tries = 0; ; tries++) {
        const code = newCode();
        const made = await live.create(
          {
            id,
            code,
            hostId: userId,
            seed,
            rulesVersion: CURRENT_RULES_VERSION,
            createdAt,
            actions: setup.map((action) => JSON.stringify(action)),
          },
          openLimit,
        );
        if (made === "too_many") return null;
        if (made === "created") break;
        if (tries > 20) throw new Error("no free invite code");
      }
      const result = await view(userId, id);
      if (result === null) throw new Error("a live match made is gone");
      return result;
    },

    async preview(userId: string, code: string): Promise<InvitePreview | null> {
      const row = await live.findByCode(code.toUpperCase());
      // An invite taken or withdrawn is its two members' business only.
      if (!row || (row.status !== "invited" && sideIn(row, userId) === null)) return null;
      const loaded = await load(row.id);
      if (!loaded) return null;
      const state = loaded.entry.state;
      const country = (id: number | null) => engine.catalog.countries.find((c) => c.id === id)?.name ?? "";
      const format = engine.catalog.formats.find((f) => f.key === state.format);
      return {
        code: row.code,
        id: row.id,
        hostName: row.hostName,
        format: state.format ?? "",
        formatLabel: format?.label ?? "",
        hostTeam: country(state.teamId),
        guestTeam: country(state.opponentId),
        stadium: engine.catalog.stadiums.find((s) => s.id === state.stadiumId)?.name ?? "",
        status: row.status,
        yours: row.hostId === userId,
      };
    },

    async accept(userId: string, code: string): Promise<AcceptResult> {
      const row = await live.findByCode(code.toUpperCase());
      if (!row || (row.status !== "invited" && sideIn(row, userId) === null))
        return { ok: false, status: 404, message: "No such invite" };
      if (row.hostId === userId)
        return { ok: false, status: 409, message: "You cannot accept your own invite" };
      if (row.status !== "invited" || !(await live.accept(row.id, userId, new Date(now())))) {
        const taken = row.status === "cancelled" ? "was withdrawn" : "has been taken already";
        return { ok: false, status: 409, message: `This invite ${taken}` };
      }
      stale(row.id);
      await tell(row.id, { kind: "status" });
      const result = await view(userId, row.id);
      if (result === null) throw new Error("an accepted live match is gone");
      return { ok: true, view: result };
    },

    async cancel(userId: string, id: string): Promise<AcceptResult> {
      const row = await live.find(id);
      if (!row || sideIn(row, userId) === null)
        return { ok: false, status: 404, message: "No such live match" };
      if (row.hostId !== userId || !(await live.cancel(id, userId))) {
        return {
          ok: false,
          status: 409,
          message: "Only an invite nobody has accepted can be withdrawn, by its host",
        };
      }
      stale(id);
      await tell(id, { kind: "status" });
      const result = await view(userId, id);
      if (result === null) throw new Error("a cancelled live match is gone");
      return { ok: true, view: result };
    },

    async open(userId: string): Promise<View[]> {
      const views: View[] = [];
      for (const row of await live.openOf(userId)) {
        const one = await view(userId, row.id);
        if (one !== null && (one.status === "invited" || one.status === "playing")) views.push(one);
      }
      return views;
    },
  };
}
