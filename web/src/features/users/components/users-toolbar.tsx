import { SearchBox } from "@/components/search-box";
import { SelectField } from "@/components/select-field";
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
  return (
    <div className="toolbar" role="search">
      <SearchBox
        label={usersMessages.searchLabel}
        className="toolbar-search"
        placeholder={usersMessages.searchPlaceholder}
        value={props.search}
        onChange={props.onSearchChange}
      />
      <SelectField
        label={usersMessages.statusFilterLabel}
        value={props.status}
        onChange={(value) => props.onStatusChange(value as StatusFilter)}
        options={[
          ["", usersMessages.statusAll],
          ["active", usersMessages.statusActive],
          ["inactive", usersMessages.statusInactive],
        ]}
      />
      <SelectField
        label={usersMessages.pageSizeLabel}
        value={props.pageSize}
        onChange={(value) => props.onPageSizeChange(Number(value))}
        options={USER_PAGE_SIZES.map((size) => [size, usersMessages.pageSizeOption(size)] as const)}
      />
      {props.total !== null && <p className="toolbar-total">{usersMessages.total(props.total)}</p>}
    </div>
  );
}
