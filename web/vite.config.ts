import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// `defineConfig` comes from vitest/config so the `test` key type-checks under `tsc -b` (STACK.md §6).
// API_PROXY_TARGET points the dev and preview servers at another api (default: the local one on 8080).
const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  // The Rust api listens on 8080; `ws` also forwards the push WebSocket under /api/ws.
  server: {
    proxy: { "/api": { target: apiTarget, ws: true } },
  },
  preview: {
    proxy: { "/api": { target: apiTarget, ws: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change with upgrades, not with our code: one chunk a deploy of
        // ours leaves cached. Screens are split by the router's lazy imports (src/app/router.tsx).
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/setup-tests.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
