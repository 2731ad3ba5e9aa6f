import type { ReactNode } from "react";
import { Link } from "react-router";
import { SiteHeader } from "@/components/site-header.tsx";
import { PLAY_STATE, ROUTES } from "@/routes.ts";
import { useOnline } from "@/features/game/index.ts";
import "./archive.css";

/** The header of the archive and career pages. */
export function ArchiveHeader() {
  return <SiteHeader />;
}

/** Said where a page needs the server and the browser has no network. */
export function OfflineNotice({ what }: { readonly what: string }) {
  return (
    <>
      <ArchiveHeader />
      <main className="page page--stack archive">
        <section className="card archive-offline" role="status" data-testid="offline-notice">
          <h1 className="archive__title">You are offline</h1>
          <p>
            This page needs Howzat&rsquo;s server to show {what}, and this device has no network just now. It
            will load when the connection is back.
          </p>
          <p>
            You can still{" "}
            <Link to={ROUTES.game} state={PLAY_STATE}>
              play a match
            </Link>
            : a member&rsquo;s finished match is kept on this device and saved to your matches once you are
            back online.
          </p>
        </section>
      </main>
    </>
  );
}

/**
 * Shows `children` while the browser is online and the offline notice while it is not, so a
 * page that needs the server says so rather than failing on its first request.
 */
export function OnlineOnly({ what, children }: { readonly what: string; readonly children: ReactNode }) {
  return useOnline() ? children : <OfflineNotice what={what} />;
}
