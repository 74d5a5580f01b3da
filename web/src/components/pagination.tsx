import { paginationMessages } from "@/lib/messages";

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** How many page buttons to show around the current page (admin lists: 5). */
  windowSize?: number;
}

/** The pages shown around `page`: a window of `size` consecutive pages inside 1..total. */
export function pageWindow(page: number, totalPages: number, size: number): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** Previous / numbered / next buttons; the current page carries aria-current. */
export function Pagination({ page, totalPages, onChange, windowSize = 5 }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={paginationMessages.label}>
      <button type="button" className="page-button" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        {paginationMessages.previous}
      </button>
      {pageWindow(page, totalPages, windowSize).map((number) => (
        <button
          key={number}
          type="button"
          className={number === page ? "page-button page-button-current" : "page-button"}
          aria-current={number === page ? "page" : undefined}
          aria-label={paginationMessages.page(number)}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="page-button"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
      >
        {paginationMessages.next}
      </button>
    </nav>
  );
}
