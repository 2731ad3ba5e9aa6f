import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress.ts";

const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  root: "src/web",
  plugins: [react(), precompress()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
