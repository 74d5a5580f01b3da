import "@testing-library/jest-dom/vitest";
import { cleanup, configure, getConfig } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

// A find or waitFor resolves as soon as the DOM shows what it looks for, which can be before React
// has run that commit's effects (a listener, a reset on mount): one more turn of the event loop, in
// which React's scheduler runs them, so the next step of the test meets the page as a user would.
const { asyncWrapper } = getConfig();
configure({
  // A ceiling, not a wait: on a loaded 2-core machine (the test command beside other work) a lazy
  // route's first render can take over the default second.
  asyncUtilTimeout: 3000,
  asyncWrapper: (callback) =>
    asyncWrapper(async () => {
      const result = await callback();
      await new Promise((resolve) => setImmediate(resolve));
      return result;
    }),
});

// Every test starts from real timers, real globals and unspied modules, whatever the last one stubbed.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Test files share one jsdom per worker (vite.config.ts: isolate false): each file starts from
// fresh app modules (module-level caches, mocks applied to what it imports) and empty storage.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
