import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { RequireMember } from "./auth/require-member.tsx";
import { ErrorBoundary } from "./components/error-boundary.tsx";
import { LoadingScreen } from "./components/loading-screen.tsx";
import { ErrorPage } from "./pages/error-page.tsx";
import { GooglePopupPage } from "./pages/google-popup-page.tsx";
import { GoogleStartPage } from "./pages/google-start-page.tsx";
import { HomePage } from "./pages/home-page.tsx";
import { LoginPage } from "./pages/login-page.tsx";
import { NotFoundPage } from "./pages/not-found-page.tsx";
import { ProfilePage } from "./pages/profile-page.tsx";
import { RegisterPage } from "./pages/register-page.tsx";
import { ROUTES } from "./routes.ts";

/**
 * The game (engine, squads, stadiums, commentary) is its own chunk, fetched when /game opens,
 * so the sign-in screens load only what they show.
 */
const GamePage = lazy(() =>
  import("./features/game/game-page.tsx").then((module) => ({ default: module.GamePage })),
);

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
        <Route path={ROUTES.register} element={<RegisterPage />} />
        <Route
          path={ROUTES.home}
          element={
            <RequireMember>
              <HomePage />
            </RequireMember>
          }
        />
        <Route
          path={ROUTES.profile}
          element={
            <RequireMember>
              <ProfilePage />
            </RequireMember>
          }
        />
        <Route
          path={ROUTES.game}
          element={
            <Suspense fallback={<LoadingScreen label="Loading the match" />}>
              <GamePage />
            </Suspense>
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
