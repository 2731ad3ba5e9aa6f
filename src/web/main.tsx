import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
// The global sheet declares the cascade layers, so it must come before any screen's sheet.
import "./styles.css";
import { App } from "./app.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

// Offline play: the service worker and the sending of matches finished offline. Loaded once
// the page has loaded and gone quiet, as its own chunk, so neither the first screen's script
// nor its loading carries any of it (installing the worker downloads the whole app).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const start = () => void import("@/offline/start-offline.ts").then((m) => m.startOffline());
  window.addEventListener("load", () => {
    if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  });
}
