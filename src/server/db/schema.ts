import type { ColumnType, Generated } from "kysely";

/**
 * Row types of our tables. The auth tables follow Better Auth's core schema (camelCase
 * columns), with the member fields of the registration form added to `user`.
 */
export interface DatabaseSchema {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  abuseLimit: AbuseLimitTable;
  match: MatchTable;
  rankedMatch: RankedMatchTable;
  rankedAction: RankedActionTable;
  rating: RatingTable;
  liveMatch: LiveMatchTable;
  liveAction: LiveActionTable;
  liveChoice: LiveChoiceTable;
  livePresence: LivePresenceTable;
  ratingChange: RatingChangeTable;
  liveRematch: LiveRematchTable;
  achievement: AchievementTable;
  competition: CompetitionTable;
  competitionFixture: CompetitionFixtureTable;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** SQLite keeps booleans as 0/1; PostgreSQL as boolean. */
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;

interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  phone: string | null;
  address: string | null;
  dob: string | null;
  gender: string | null;
}

interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: ColumnType<number, number | bigint, number | bigint>;
}

/** One of our abuse counters: hits of `key` in the window that ends at `expiresAt` (epoch ms). */
interface AbuseLimitTable {
  key: string;
  count: number;
  expiresAt: ColumnType<number, number | bigint, number | bigint>;
}

type WideSeedColumn = ColumnType<string | null, string | null | undefined, string | null>;

/** A finished match of a member, kept as its seed and actions (the engine replays it). */
interface MatchTable {
  id: Generated<number>;
  userId: string;
  createdAt: Timestamp;
  /** A narrow seed, or a wide seed's key (src/server/db/seed-columns.ts). */
  seed: number;
  /** The wide seed (migration 0011); null for a narrow one. */
  wideSeed: WideSeedColumn;
  actions: string;
  summary: string;
  /** The opponent level it was played at. */
  level: ColumnType<string, string | undefined, string>;
  /** The rules version it was played by (1 for every match kept before versions existed). */
  rulesVersion: ColumnType<number, number | undefined, number>;
  /** The format's key; null only for a summary the backfill could not read. */
  format: string | null;
  /** The member's country, and the computer's. */
  teamId: number | null;
  opponentId: number | null;
  /** The engine's career line of the match as JSON; null for a match kept before lines were stored. */
  careerLine: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The first-ball values the computer's toss decision read, as JSON (rules version 2 on, a toss
   * the computer won in Club or International); null otherwise and for matches kept before.
   */
  tossValues: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Which side of the replay is the member's (migration 0012): "user", or "friend" for the
   * guest's copy of a live match; its summary, teams and career line are from that side.
   */
  side: ColumnType<string, string | undefined, string>;
  /**
   * The facts the record book reads of the match (engine/records/book-facts.ts) as JSON, from the
   * server's replay when it was kept (migration 0015); null for a match kept before.
   */
  bookFacts: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Whether the match was created as a knockout, a tie going to super overs (migration 0016;
   * rules version 3 on); false for every other and every match kept before.
   */
  knockout: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
}

/**
 * A ranked match against the computer, refereed by the server: its seed is known only here
 * until the match is finished.
 */
interface RankedMatchTable {
  /** Random and URL-safe (the page names the match by it). */
  id: string;
  userId: string;
  /** A uint32, or a wide seed's key (PostgreSQL returns a bigint as a string). */
  seed: ColumnType<number | string, number, number>;
  /** The wide seed (migration 0011); null for a narrow one. */
  wideSeed: WideSeedColumn;
  level: string;
  rulesVersion: number;
  createdAt: Timestamp;
  /** Null while the match is on. */
  finishedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The kept match's id in the member's archive, once finished. */
  keptId: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the match counted on the member's rating (migration 0009); null until then. */
  ratedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /**
   * How it ended when not played out (migration 0013): "abandoned" or "idle" (a loss), or
   * "closed" (beyond a member's newest when three were allowed; not rated). Null otherwise.
   */
  endedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One action of a ranked match: the `seq`-th (0-based), as JSON. */
interface RankedActionTable {
  matchId: string;
  seq: number;
  action: string;
  createdAt: Timestamp;
}

/**
 * A member's Glicko-2 rating of one kind (ADR 0018): "computer" for ranked matches against the
 * International computer. One row per member and kind, made with their first rated match.
 */
interface RatingTable {
  userId: string;
  kind: string;
  rating: number;
  rd: number;
  vol: number;
  matches: number;
  wins: number;
  losses: number;
  ties: number;
  updatedAt: Timestamp;
}

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A live match between two members (migration 0010): its seed is known only here until the end. */
interface LiveMatchTable {
  id: string;
  /** The invite's short code. */
  code: string;
  hostId: string;
  guestId: ColumnType<string | null, string | null | undefined, string | null>;
  /** A uint32, or a wide seed's key (PostgreSQL returns a bigint as a string). */
  seed: ColumnType<number | string, number, number>;
  /** The wide seed (migration 0011); null for a narrow one. */
  wideSeed: WideSeedColumn;
  rulesVersion: number;
  /** "invited", "playing", "finished", "forfeited" or "cancelled". */
  status: string;
  createdAt: Timestamp;
  acceptedAt: NullableTime;
  finishedAt: NullableTime;
  forfeitedBy: ColumnType<string | null, string | null | undefined, string | null>;
  hostKeptId: ColumnType<number | null, number | null | undefined, number | null>;
  guestKeptId: ColumnType<number | null, number | null | undefined, number | null>;
  ratedAt: NullableTime;
  /** When the side's last socket on the match closed. */
  hostLeftAt: NullableTime;
  guestLeftAt: NullableTime;
}

/** One action of a live match: the `seq`-th (0-based), as JSON. */
interface LiveActionTable {
  matchId: string;
  seq: number;
  action: string;
  at: Timestamp;
  timedOut: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One side's hidden style for the ball that will be the match's `seq`-th action. */
interface LiveChoiceTable {
  matchId: string;
  seq: number;
  side: string;
  style: string;
  at: Timestamp;
}

/** A process holding a socket of one side on a match. */
interface LivePresenceTable {
  matchId: string;
  side: string;
  process: string;
  at: Timestamp;
}

/**
 * What one rated match did to a member's rating (migration 0014, ADR 0032): the ladder
 * ("computer" or "friend"), before and after, the member's score, and the other member of a
 * live match (null against the computer).
 */
interface RatingChangeTable {
  userId: string;
  matchId: string;
  kind: string;
  ratingBefore: number;
  rdBefore: number;
  ratingAfter: number;
  rdAfter: number;
  score: number;
  opponentId: string | null;
  createdAt: Timestamp;
}

/** A rematch offered after a live match (migration 0014): the new match's invite, and for whom. */
interface LiveRematchTable {
  rematchId: string;
  matchId: string;
  byId: string;
  forId: string;
  /** 1 when each member plays the other's side of the match before, 0 for the same sides. */
  swapped: number;
  createdAt: Timestamp;
}

/**
 * An achievement a member has earned (migration 0015, ADR 0033): once each, with the kept match
 * that earned it (its archive id; the match may since have been let go) and when the member was
 * told of it (null while it is new).
 */
interface AchievementTable {
  userId: string;
  achievementId: string;
  matchId: number | null;
  earnedAt: Timestamp;
  seenAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * A member's competition (migration 0017, ADR 0029 "On the server"): its definition as JSON, and
 * whether it is finished and its champion as its kept fixtures leave it.
 */
interface CompetitionTable {
  userId: string;
  id: string;
  definition: string;
  finished: Bool;
  champion: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A competition's played fixture, once: the record the server replayed and the match it read (JSON). */
interface CompetitionFixtureTable {
  userId: string;
  competitionId: string;
  fixtureId: string;
  record: string;
  match: string;
  playedAt: Timestamp;
}
