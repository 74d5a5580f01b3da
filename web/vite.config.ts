import { fileURLToPath, URL } from "node:url";
import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vitest/config";

// `defineConfig` comes from vitest/config so the `test` key type-checks under `tsc -b` (STACK.md §6).
// API_PROXY_TARGET points the dev and preview servers at another api (default: the local one on 8080).
const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:8080";

/**
 * The @fontsource sheets name a woff file after each woff2 one; every browser we support takes the
 * woff2, so the woff would only be emitted and never fetched (src/styles/fonts.ts).
 */
function woff2Only(): Plugin {
  return {
    name: "woff2-only",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css$/.test(id)) return null;
      return { code: code.replace(/,\s*url\([^)]*\.woff\) format\('woff'\)/g, ""), map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), woff2Only()],
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
    // One jsdom per worker instead of one per file, a worker per core (vitest's default leaves one
    // core idle): on 2 cores 94 s → 16 s, most of it building jsdom 93 times. What a file must not
    // inherit, src/setup-tests.ts resets (modules, storage; the DOM after each test).
    isolate: false,
    maxWorkers: availableParallelism(),
  },
});
