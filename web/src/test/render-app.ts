/**
 * Rendering the whole app in a test: a signed-in session in local storage, the real routes in a
 * memory router, and a fresh SWR cache, so each test starts clean. Pair with `stubFetch`.
 */
import { createElement } from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { beforeEach, vi } from "vitest";
import { swrConfig } from "@/app/provider";
import { routes } from "@/app/router";
import { browser } from "@/lib/browser";
import { commonMessages } from "@/lib/messages";
import { storageKeys } from "@/lib/session-storage";
import { makeJwt } from "@/test/fake-api";

/** Each test of the file starts with empty storage and no real navigation (stubs end with each test: setup-tests.ts). */
export function isolateAppTests(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.spyOn(browser, "go").mockImplementation(() => undefined);
  });
}

/** Renders the app at `path` as `user` (stored the way the client stores a session). */
export function renderSignedIn(path: string, user: unknown) {
  localStorage.setItem(storageKeys.accessToken, makeJwt(900));
  localStorage.setItem(storageKeys.refreshToken, "refresh");
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  return renderApp(path);
}

/** Renders the app at `path` with whatever session the test stored. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    createElement(
      SWRConfig,
      { value: { ...swrConfig, provider: () => new Map(), dedupingInterval: 0 } },
      createElement(RouterProvider, { router }),
    ),
  );
  return router;
}

/** Presses the confirm dialog's OK; the confirmation resolves a promise, so its continuation runs inside act. */
export async function confirmDialog() {
  const dialog = await screen.findByRole("alertdialog");
  await act(async () => {
    fireEvent.click(within(dialog).getByRole("button", { name: commonMessages.confirm }));
  });
}

/** Opens the row's "더보기" menu and picks `item` from it. */
export async function pickFromRowMenu(row: HTMLElement, item: string) {
  fireEvent.click(within(row).getByRole("button", { name: commonMessages.more }));
  fireEvent.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: item }));
}

/**
 * Presses `button` in the row with test id `rowTestId` (once it shows), or picks it from the row's
 * "더보기" menu when `fromMenu`, and returns the dialog that opens: the confirm dialog
 * (`alertdialog`) unless told otherwise, named `name` when given.
 */
export async function openRowDialog(
  rowTestId: string,
  button: string,
  { role = "alertdialog", name, fromMenu = false }: { role?: "dialog" | "alertdialog"; name?: string; fromMenu?: boolean } = {},
) {
  const row = await screen.findByTestId(rowTestId);
  if (fromMenu) await pickFromRowMenu(row, button);
  else fireEvent.click(within(row).getByRole("button", { name: button }));
  return screen.findByRole(role, name === undefined ? undefined : { name });
}

/** Presses `button` in `container` inside act (the press resolves a promise: its continuation runs in act). */
export async function pressIn(container: HTMLElement, button: string) {
  await act(async () => {
    fireEvent.click(within(container).getByRole("button", { name: button }));
  });
}
