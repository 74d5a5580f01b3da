import { useState } from "react";
import { SearchBox } from "@/components/search-box";
import { sendMessages as m } from "@/features/notifications/messages";
import { MAX_RECIPIENTS, type Recipient } from "@/features/notifications/send-form";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { errorMessageOf } from "@/lib/api-client";
import { useAdvertiserSearch } from "@/lib/users-api";

interface RecipientPickerProps {
  id: string;
  /** The one-advertiser choice: picking another replaces the pick. */
  single: boolean;
  selected: Recipient[];
  invalid?: boolean;
  onToggle: (recipient: Recipient) => void;
}

/** Search debounce (spec part 2 §9: 500 ms). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * Active advertisers to pick from (spec part 2 §5: only role user), searched by name or login id;
 * the picks stay listed as removable chips above the results, up to 100.
 */
export function RecipientPicker({ id, single, selected, invalid, onToggle }: RecipientPickerProps) {
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading } = useAdvertiserSearch(term);
  const found = data?.users ?? [];
  const more = (data?.pagination.total ?? 0) - found.length;
  const picked = new Set(selected.map((r) => r.id));
  const name = (r: Recipient) => r.fullName || r.email;

  return (
    <div className="recipient-picker">
      <SearchBox id={id} label={m.pickerSearch} value={search} placeholder={m.pickerPlaceholder} aria-invalid={invalid} onChange={setSearch} />
      {selected.length > 0 && (
        <div className="recipient-chips" aria-label={m.pickerSelected(selected.length, MAX_RECIPIENTS)}>
          {!single && <span className="field-hint">{m.pickerSelected(selected.length, MAX_RECIPIENTS)}</span>}
          {selected.map((r) => (
            <button key={r.id} type="button" className="recipient-chip" aria-label={m.pickerRemove(name(r))} onClick={() => onToggle(r)}>
              {name(r)} <span aria-hidden="true">×</span>
            </button>
          ))}
        </div>
      )}
      <ul className="recipient-results" aria-busy={isLoading || undefined}>
        {error ? (
          <li className="recipient-note">{errorMessageOf(error, m.pickerFailed)}</li>
        ) : isLoading && !data ? (
          <li className="recipient-note">{m.pickerLoading}</li>
        ) : found.length === 0 ? (
          <li className="recipient-note">{m.pickerEmpty}</li>
        ) : (
          found.map((user) => (
            <li key={user.id}>
              <label className="recipient-option">
                <input
                  type={single ? "radio" : "checkbox"}
                  name={single ? `${id}-pick` : undefined}
                  checked={picked.has(user.id)}
                  disabled={!single && !picked.has(user.id) && selected.length >= MAX_RECIPIENTS}
                  onChange={() => onToggle({ id: user.id, fullName: user.fullName, email: user.email })}
                />
                <span className="recipient-name">{user.fullName}</span>
                <span className="recipient-login">{user.email}</span>
              </label>
            </li>
          ))
        )}
        {more > 0 && <li className="recipient-note">{m.pickerMore(more)}</li>}
      </ul>
    </div>
  );
}
