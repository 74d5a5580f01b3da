import { useId } from "react";
import { USER_PAGE_SIZES, type StatusFilter } from "@/features/users/api";
import { usersMessages } from "@/features/users/messages";

interface UsersToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatusFilter;
  onStatusChange: (value: StatusFilter) => void;
  pageSize: number;
  onPageSizeChange: (value: number) => void;
  total: number | null;
}

/** Search box (debounced by the caller), status filter and page-size select. */
export function UsersToolbar(props: UsersToolbarProps) {
  const id = useId();
  return (
    <div className="toolbar" role="search">
      <div className="field toolbar-search">
        <label className="field-label" htmlFor={`${id}-search`}>
          {usersMessages.searchLabel}
        </label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          placeholder={usersMessages.searchPlaceholder}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-status`}>
          {usersMessages.statusFilterLabel}
        </label>
        <select
          id={`${id}-status`}
          className="input"
          value={props.status}
          onChange={(event) => props.onStatusChange(event.target.value as StatusFilter)}
        >
          <option value="">{usersMessages.statusAll}</option>
          <option value="active">{usersMessages.statusActive}</option>
          <option value="inactive">{usersMessages.statusInactive}</option>
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-size`}>
          {usersMessages.pageSizeLabel}
        </label>
        <select
          id={`${id}-size`}
          className="input"
          value={props.pageSize}
          onChange={(event) => props.onPageSizeChange(Number(event.target.value))}
        >
          {USER_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {usersMessages.pageSizeOption(size)}
            </option>
          ))}
        </select>
      </div>
      {props.total !== null && <p className="toolbar-total">{usersMessages.total(props.total)}</p>}
    </div>
  );
}
