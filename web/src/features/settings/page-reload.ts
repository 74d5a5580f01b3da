/**
 * The full reload after a theme save (spec part 2 §4: "applied on save, after which the page
 * reloads"), in an object so tests can replace it: jsdom does not implement navigation.
 */
export const pageReload = {
  /** Wait before reloading, so the saved message can be read. */
  delayMs: 900,
  reload: (): void => window.location.reload(),
};
