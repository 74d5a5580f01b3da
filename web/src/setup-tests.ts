import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

// Every test starts from real timers, real globals and unspied modules, whatever the last one stubbed.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
