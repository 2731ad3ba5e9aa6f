import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Route, Routes } from "react-router";
import { RequireMember } from "@/auth/require-member.tsx";
import { ErrorBoundary } from "@/components/error-boundary.tsx";
import { LoadingScreen } from "@/components/loading-screen.tsx";
import { preloadableLazy } from "@/components/preloadable-lazy.tsx";
import { GameShell } from "@/features/game/index.ts";
import { ErrorPage } from "@/pages/error-page.tsx";
import { GooglePopupPage } from "@/pages/google-popup-page.tsx";
import { GoogleStartPage } from "@/pages/google-start-page.tsx";
import { LoginPage } from "@/pages/login-page.tsx";
import { NotFoundPage } from "@/pages/not-found-page.tsx";
import { ROUTES } from "./routes.ts";

/** Settles once the browser has painted what is on screen now (or after 100 ms, in a hidden tab). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(resolve, 100);
  });
}

/**
 * The game (engine, squads, stadiums, commentary) is its own chunk, fetched when /game opens,
 * and so are the join, home and profile screens with their stylesheets, so /login loads only
 * what it shows. The error and not-found pages stay in the first chunk: they must show even
 * when a chunk cannot be fetched. The game's chunk is asked for only once its shell (the
 * header and the saved match's bar) is painted: asked for sooner, its download and running
 * would come before that first paint.
 */
const GamePage = lazy(() =>
  afterPaint()
    .then(() => import("@/pages/game-page.tsx"))
    .then((module) => ({ default: module.GamePage })),
);

const RegisterPage = lazy(() =>
  import("@/pages/register-page.tsx").then((module) => ({ default: module.RegisterPage })),
);
const HomePage = lazy(() => import("@/pages/home-page.tsx").then((module) => ({ default: module.HomePage })));
const ProfilePage = lazy(() =>
  import("@/pages/profile-page.tsx").then((module) => ({ default: module.ProfilePage })),
);
// The archive and the career figures load the engine to replay kept matches: their own chunks.
const MatchesPage = lazy(() =>
  import("@/pages/matches-page.tsx").then((module) => ({ default: module.MatchesPage })),
);
const MatchPage = lazy(() =>
  import("@/pages/match-page.tsx").then((module) => ({ default: module.MatchPage })),
);
const RankedPage = lazy(() =>
  import("@/pages/ranked-page.tsx").then((module) => ({ default: module.RankedPage })),
);
const RankedMatchPage = lazy(() =>
  import("@/pages/ranked-page.tsx").then((module) => ({ default: module.RankedMatchPage })),
);
const LivePage = lazy(() => import("@/pages/live-page.tsx").then((module) => ({ default: module.LivePage })));
const LiveJoinPage = lazy(() =>
  import("@/pages/live-page.tsx").then((module) => ({ default: module.LiveJoinPage })),
);
const LiveMatchPage = lazy(() =>
  import("@/pages/live-page.tsx").then((module) => ({ default: module.LiveMatchPage })),
);
// Competitions play the engine in the page: their own chunk, as the game's.
const CompetitionsPage = lazy(() =>
  import("@/pages/competitions-page.tsx").then((module) => ({ default: module.CompetitionsPage })),
);
const CompetitionPage = lazy(() =>
  import("@/pages/competitions-page.tsx").then((module) => ({ default: module.CompetitionPage })),
);
const LadderPage = lazy(() =>
  import("@/pages/ladder-page.tsx").then((module) => ({ default: module.LadderPage })),
);
// Preloaded while the membership is checked, and then drawn in the same render as the answer.
const stats = preloadableLazy(() => import("@/pages/stats-page.tsx").then((module) => module.StatsPage));
// The offline frame is the one split point inside a feature: a dynamic import of the archive's
// index.ts would bring the whole feature into this small chunk.
const OnlineOnly = lazy(() =>
  import("@/features/archive/archive-frame.tsx").then((module) => ({ default: module.OnlineOnly })),
);

/**
 * A members' page that needs the server: it says so when offline, before asking who is signed
 * in. `preload` fetches the page's code while the membership is checked (the career figures
 * start their replays as soon as theirs arrives); a visitor who is not signed in is turned away
 * all the same.
 */
function ServerPage({
  what,
  preload,
  children,
}: {
  readonly what: string;
  readonly preload?: () => Promise<unknown>;
  readonly children: ReactNode;
}) {
  useEffect(() => {
    if (preload && navigator.onLine) void preload();
  }, [preload]);
  return (
    <Lazy label="Loading">
      <OnlineOnly what={what}>
        <RequireMember>
          <Lazy label="Loading">{children}</Lazy>
        </RequireMember>
      </OnlineOnly>
    </Lazy>
  );
}

/** A lazily loaded screen, with the quiet placeholder while its chunk arrives. */
function Lazy({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen label={label} />}>{children}</Suspense>;
}

/**
 * The routes of the spec, the two pages of the Google popup, and a not-found screen.
 * /home and /profile need a signed-in member; /game is open to guests.
 */
export function App() {
  return (
    <ErrorBoundary>
      <Routes>
        <Route path={ROUTES.root} element={<LoginPage />} />
        <Route path={ROUTES.login} element={<LoginPage />} />
        <Route
          path={ROUTES.register}
          element={
            <Lazy label="Loading">
              <RegisterPage />
            </Lazy>
          }
        />
        <Route
          path={ROUTES.home}
          element={
            <ServerPage what="your home page">
              <HomePage />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.profile}
          element={
            <ServerPage what="your profile">
              <ProfilePage />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.game}
          element={
            <Suspense fallback={<GameShell />}>
              <GamePage />
            </Suspense>
          }
        />
        <Route
          path={ROUTES.matches}
          element={
            <ServerPage what="your matches">
              <MatchesPage />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.match}
          element={
            <ServerPage what="this match">
              <MatchPage />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.stats}
          element={
            <ServerPage what="your career figures" preload={stats.preload}>
              <stats.Component />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.ranked}
          element={
            <ServerPage what="your ranked matches">
              <RankedPage />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.rankedMatch}
          element={
            <ServerPage what="your ranked match">
              <RankedMatchPage />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.live}
          element={
            <ServerPage what="your live matches">
              <LivePage />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.liveJoin}
          element={
            <ServerPage what="this invite">
              <LiveJoinPage />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.liveMatch}
          element={
            <ServerPage what="your live match">
              <LiveMatchPage />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.ladder}
          element={
            <ServerPage what="the ladder">
              <LadderPage />
            </ServerPage>
          }
        />
        <Route
          path={ROUTES.competitions}
          element={
            <Lazy label="Loading">
              <CompetitionsPage />
            </Lazy>
          }
        />
        <Route
          path={ROUTES.competition}
          element={
            <Lazy label="Loading">
              <CompetitionPage />
            </Lazy>
          }
        />
        <Route path={ROUTES.error} element={<ErrorPage />} />
        <Route path={ROUTES.googleStart} element={<GoogleStartPage />} />
        <Route path={ROUTES.googleReturn} element={<GooglePopupPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ErrorBoundary>
  );
}
