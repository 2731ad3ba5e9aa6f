import { useContext, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { fetchMember } from "@/api/fetch-member.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { currentOwner, GUEST, rememberMember } from "@/auth/known-member.ts";
import { MemberContext } from "@/auth/member-context.ts";
import { useSignOut } from "@/auth/use-sign-out.ts";
import { CricketBall } from "./cricket-ball.tsx";
import { PRODUCT_NAME } from "./brand-title.tsx";
import { PLAY_STATE, ROUTES } from "@/routes.ts";

/** Who the header is for: a member (their pages and Sign out) or a guest (Play, Competitions, Sign in, Register). */
export type HeaderAudience = "member" | "guest";

/**
 * Whether a member is signed in, for the header. A members' page knows (its guard provides the
 * member); elsewhere the member last known here answers at once (so a member's header does not
 * flicker, offline included), and the server's answer, when it comes, settles it.
 */
export function useAudience(ask: boolean): HeaderAudience {
  const guarded = useContext(MemberContext) !== null;
  const [known, setKnown] = useState<HeaderAudience>(() => (currentOwner() === GUEST ? "guest" : "member"));
  useEffect(() => {
    if (guarded || !ask) return;
    const controller = new AbortController();
    void fetchMember(controller.signal).then((lookup) => {
      if (controller.signal.aborted) return;
      if (lookup.kind === "member") {
        rememberMember(lookup.member.id);
        setKnown("member");
      } else if (lookup.kind === "signed-out") {
        rememberMember(null);
        setKnown("guest");
      }
    });
    return () => controller.abort();
  }, [guarded, ask]);
  return guarded ? "member" : known;
}

interface NavItem {
  readonly label: string;
  readonly to: string;
  /** The addresses on which this item is the page on show. */
  readonly current: readonly string[];
  /** Also the page on show at any address under this one (a live match, an invite). */
  readonly under?: string;
  readonly state?: unknown;
}

const PLAY: NavItem = { label: "Play", to: ROUTES.game, current: [ROUTES.game], state: PLAY_STATE };

const COMPETITIONS: NavItem = {
  label: "Competitions",
  to: ROUTES.competitions,
  current: [ROUTES.competitions],
  under: `${ROUTES.competitions}/`,
};

const ITEMS: Readonly<Record<HeaderAudience, readonly NavItem[]>> = {
  member: [
    PLAY,
    COMPETITIONS,
    { label: "Live", to: ROUTES.live, current: [ROUTES.live], under: `${ROUTES.live}/` },
    { label: "Matches", to: ROUTES.matches, current: [ROUTES.matches] },
    { label: "Stats", to: ROUTES.stats, current: [ROUTES.stats] },
    { label: "Ladder", to: ROUTES.ladder, current: [ROUTES.ladder] },
    { label: "Profile", to: ROUTES.profile, current: [ROUTES.profile] },
  ],
  guest: [
    PLAY,
    COMPETITIONS,
    { label: "Sign in", to: ROUTES.login, current: [ROUTES.login, ROUTES.root] },
    { label: "Register", to: ROUTES.register, current: [ROUTES.register] },
  ],
};

/** Whether the item is the page on show at `pathname`. */
function isCurrent(item: NavItem, pathname: string): boolean {
  return item.current.includes(pathname) || (item.under !== undefined && pathname.startsWith(item.under));
}

/**
 * The green bar on top of every page but the Google popup's: the name (home for a member, the
 * start for a guest) and one navigation, the same on every page: Play, Competitions, Live (play a friend),
 * Matches, Stats, Profile and Sign out for a member; Play, Competitions, Sign in and Register for a guest. The page on show is marked
 * `aria-current="page"`. Signing out works from any page and lands on /login, as from home.
 * `audience` fixes who it is for; left out, the header finds out (`ask: false` goes by the
 * member last known here without asking the server, for pages shown when something failed).
 */
export function SiteHeader({
  audience,
  ask = true,
}: {
  readonly audience?: HeaderAudience;
  readonly ask?: boolean;
}) {
  const found = useAudience(ask && audience === undefined);
  const who = audience ?? found;
  const { pathname } = useLocation();
  const out = useSignOut();
  const home = who === "member" ? ROUTES.home : ROUTES.root;
  // A guest's start is the sign-in screen, which its own item marks.
  const atHome = who === "member" && pathname === home;

  return (
    <header className="site-header">
      <div className="site-header__inner" data-audience={who}>
        <Link
          to={home}
          className="site-header__brand"
          // The visible name first, so a voice command of what is seen still finds it.
          aria-label={`${PRODUCT_NAME} ${who === "member" ? "home" : "start"}`}
          aria-current={atHome ? "page" : undefined}
        >
          <CricketBall size={28} />
          <span className="brand brand--on-dark">{PRODUCT_NAME}</span>
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul className="site-header__links">
            {ITEMS[who].map((item) => (
              <li key={item.label}>
                <Link
                  to={item.to}
                  state={item.state}
                  className="site-header__link"
                  aria-current={isCurrent(item, pathname) ? "page" : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {who === "member" ? (
          <button
            type="button"
            className="button button--on-dark site-header__sign-out"
            onClick={() => void out.signOut()}
            disabled={out.busy}
          >
            {out.busy ? "Signing out…" : "Sign out"}
          </button>
        ) : null}
      </div>
      {out.failed ? (
        <p className="site-header__message" role="alert">
          {USER_MESSAGES.signOutFailed}
        </p>
      ) : null}
    </header>
  );
}
