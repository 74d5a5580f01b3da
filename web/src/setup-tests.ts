import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
