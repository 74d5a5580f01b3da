import { useEffect } from "react";

/**
 * A page past the last one (its rows removed meanwhile, or a stale link) moves back to the last
 * page. `totalPages` is undefined until the page has loaded; `rowCount` is how many rows it holds.
 */
export function useBackToLastPage(
  page: number,
  totalPages: number | undefined,
  rowCount: number,
  goToPage: (page: number) => void,
): void {
  useEffect(() => {
    if (totalPages !== undefined && rowCount === 0 && page > 1 && page > totalPages) {
      goToPage(Math.max(1, totalPages));
    }
  }, [page, totalPages, rowCount, goToPage]);
}
