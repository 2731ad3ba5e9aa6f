import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./scripts/vite-precompress.ts";
import { webAlias } from "./scripts/web-alias.ts";

const apiPort = process.env.API_PORT ?? "3001";

/** The outfield green of the CSS tokens (--color-outfield): the installed app's bars. */
const THEME_COLOR = "#0b3d2e";
/** The cream page background (--color-cream): the splash screen. */
const BACKGROUND_COLOR = "#f7f3e8";

export default defineConfig({
  root: "src/web",
  resolve: { alias: webAlias },
  plugins: [
    react(),
    // The service worker precaches the app shell and every chunk (the game, its workers, the
    // charts), so a whole match plays with the network off. A new version waits until every
    // tab of the old one has closed: it is picked up on the next visit, never mid-match. The
    // page registers the worker itself, lazily (see main.tsx), so /login's entry stays small.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "Howzat",
        short_name: "Howzat",
        description: "Play a ball-by-ball cricket match against the computer, with live commentary.",
        start_url: "/game",
        scope: "/",
        display: "standalone",
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
        // Source maps and the precompressed copies are not part of the app.
        globIgnores: ["**/*.map", "**/*.br", "**/*.gz"],
        // No navigateFallback (the plugin's default is the shell): that would answer every page load from the shell precached at
        // install, with the headers it had then, so a change of security headers on the server
        // would never reach a returning visitor until the front end changed. Pages come from
        // the network first; only when it fails (offline, or no answer within a few seconds)
        // does the worker fall back to a page it kept, or else to the precached shell.
        navigateFallback: null,
        runtimeCaching: [
          {
            // The API is never answered from a cache: offline, it fails and the page says so.
            // The Google sign-in popup's pages are not either: the server sends them with their
            // own opener policy (so the popup can tell the page it opened from), which a cached
            // shell lacks. (The worker serialises this function on its own: it must stay
            // self-contained.)
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" &&
              !url.pathname.startsWith("/api/") &&
              !url.pathname.startsWith("/auth/"),
            handler: "NetworkFirst",
            options: {
              cacheName: "howzat-pages",
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 20 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: "/index.html" },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        skipWaiting: false,
        clientsClaim: false,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // `ws`: the ranked matches' WebSocket goes through the same proxy.
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false, ws: true } },
  },
});
