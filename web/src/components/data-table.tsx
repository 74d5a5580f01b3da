import { useLayoutEffect, useRef, useState, type HTMLAttributes, type Key, type ReactNode, type RefObject, type TdHTMLAttributes } from "react";

type DataAttributes = { [name: `data-${string}`]: string | undefined };
type CellAttributes = TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;
type RowAttributes = HTMLAttributes<HTMLTableRowElement> & DataAttributes;

/** One column: its header, how a row fills its cell, and how the cell is marked. */
export interface Column<T, S extends string = string> {
  /** The header cell's content; a string also labels the cell on a phone card. */
  header: ReactNode;
  /** The phone card's label when the header is not plain text. */
  label?: string;
  /** React key when the header is not plain text. */
  id?: string;
  cell: (row: T, index: number) => ReactNode;
  /** Class of every body cell in this column. */
  className?: string;
  /** Class of the header cell. */
  headerClassName?: string;
  /** More attributes of a body cell (an id, a title, a class that depends on the row). */
  cellProps?: (row: T) => CellAttributes;
  /** The cell names its row: a `<th scope="row">`. */
  rowHeader?: boolean;
  /** The header is a button that sorts by this key (see `DataTableProps.sort`). */
  sortKey?: S;
  /**
   * Its place on a phone card (`DataTableProps.stack`): "title" heads the card, "menu" sits in the
   * card's top corner (the row's one menu, `RowActions`), "hidden" is left off the card (not
   * essential on a phone). Without it the cell is one label: value line.
   */
  phone?: "title" | "menu" | "hidden";
}

const PHONE_CLASS = { title: "cell-stack-title", menu: "cell-stack-menu", hidden: "cell-phone-hidden" } as const;

/** The table's sort: the active key and order, and what a header click asks for. */
export interface TableSort<S extends string> {
  by: S;
  order: "asc" | "desc";
  onSort: (key: S) => void;
  /** The sort buttons' title. */
  hint?: string;
}

export interface DataTableProps<T, S extends string = string> {
  columns: Array<Column<T, S>>;
  rows: readonly T[];
  /** A row's React key; without it the row's `id` (rows without an `id` must say). */
  rowKey?: (row: T) => Key;
  /** A body row's `data-testid`. */
  rowTestId?: (row: T) => string;
  /** More attributes of a body row (a class). */
  rowProps?: (row: T, index: number) => RowAttributes;
  /** Classes after `table` (e.g. `cash-table`). */
  className?: string;
  /** A visually hidden caption: the table's accessible name. */
  caption?: string;
  /** The accessible name when there is no caption. */
  label?: string;
  /** Marks the table busy, and shows `loadingText` instead of `emptyText` while there are no rows. */
  loading?: boolean;
  /** Overrides `aria-busy` when it differs from `loading`. */
  busy?: boolean;
  loadingText?: ReactNode;
  /** The one row shown when there are no rows; without it an empty table has an empty body. */
  emptyText?: ReactNode;
  sort?: TableSort<S>;
  /**
   * Phones (640px and narrower) show each row as a card (`table-stack`): the title column first, the
   * row menu in its corner, then a label: value line per column not hidden on phones (`Column.phone`).
   */
  stack?: boolean;
  /** Classes after `table-wrapper`. */
  wrapperClassName?: string;
}

function joined(...classes: Array<string | false | null | undefined>): string | undefined {
  return classes.filter(Boolean).join(" ") || undefined;
}

function labelOf<T, S extends string>(column: Column<T, S>): string | undefined {
  return column.label ?? (typeof column.header === "string" ? column.header : undefined);
}

function SortHeader<S extends string>({ header, sortKey, sort }: { header: ReactNode; sortKey: S; sort: TableSort<S> }) {
  const active = sort.by === sortKey;
  const ascending = sort.order === "asc";
  return (
    <button type="button" className="sort-button" onClick={() => sort.onSort(sortKey)} title={sort.hint}>
      {header}
      <span aria-hidden="true" className="sort-mark">
        {active ? (ascending ? "▲" : "▼") : "↕"}
      </span>
    </button>
  );
}

function ariaSort<S extends string>(sortKey: S | undefined, sort: TableSort<S> | undefined) {
  if (sortKey === undefined || !sort) return undefined;
  if (sort.by !== sortKey) return "none";
  return sort.order === "asc" ? "ascending" : "descending";
}

/**
 * Whether the element scrolls (its content is wider or taller than its box), measured again whenever
 * it or its first child (the table) changes size.
 */
function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setScrolls(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return; // jsdom: no layout, nothing scrolls
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * The one table of the admin screens: header row (optionally sortable, with `aria-sort`), a row per
 * item, and one full-width row for loading or no data. Every cell carries its column's label
 * (`data-label`), so with `stack` a phone shows each row as a card of label: value lines. A table
 * wider than its box (a phone) scrolls in its wrapper, which then takes focus and is a region named
 * like the table, so the keyboard can scroll it too (WCAG 2.1.1).
 */
export function DataTable<T, S extends string = string>(props: DataTableProps<T, S>) {
  const { columns, rows, rowTestId, rowProps, loading = false, sort, stack = false } = props;
  const rowKey = props.rowKey ?? ((row: T) => (row as { id: Key }).id);
  const busy = props.busy ?? loading;
  const status = loading ? props.loadingText : props.emptyText;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(wrapperRef);
  const name = props.caption ?? props.label;
  return (
    <div
      ref={wrapperRef}
      className={joined("table-wrapper", props.wrapperClassName)}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls && name ? "region" : undefined}
      aria-label={scrolls ? name : undefined}
    >
      <table className={joined("table", stack && "table-stack", props.className)} aria-busy={busy || undefined} aria-label={props.label}>
        {props.caption && <caption className="visually-hidden">{props.caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.id ?? labelOf(column) ?? index}
                scope="col"
                className={joined(column.headerClassName, column.phone === "hidden" && PHONE_CLASS.hidden)}
                aria-sort={ariaSort(column.sortKey, sort)}
              >
                {column.sortKey !== undefined && sort ? (
                  <SortHeader header={column.header} sortKey={column.sortKey} sort={sort} />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0
            ? status !== undefined && (
                <tr>
                  <td colSpan={columns.length} className="table-empty">
                    {status}
                  </td>
                </tr>
              )
            : rows.map((row, rowIndex) => (
                <tr key={rowKey(row)} data-testid={rowTestId?.(row)} {...rowProps?.(row, rowIndex)}>
                  {columns.map((column, index) => {
                    const extra = column.cellProps?.(row);
                    const cell = {
                      ...extra,
                      className: joined(column.className, column.phone && PHONE_CLASS[column.phone], extra?.className),
                      "data-label": labelOf(column),
                      children: column.cell(row, rowIndex),
                    };
                    const key = column.id ?? labelOf(column) ?? index;
                    return column.rowHeader ? <th key={key} scope="row" {...cell} /> : <td key={key} {...cell} />;
                  })}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
