/**
 * Full-page navigation outside React (the api client's forced logout, the account switch).
 * Kept in one object so unit tests can replace it: jsdom does not implement navigation.
 */
export const browser = {
  currentPath: (): string => window.location.pathname,
  /** Loads `path` as a fresh page, dropping all in-memory state. */
  go: (path: string): void => {
    window.location.href = path;
  },
};
