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

// Offline play: the service worker and the sending of matches finished offline. Loaded after
// the page, as its own chunk, so the first screen's script carries none of it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener(
    "load",
    () => void import("./offline/start-offline.ts").then((m) => m.startOffline()),
  );
}
