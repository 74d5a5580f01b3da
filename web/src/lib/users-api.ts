/**
 * The users calls more than one feature makes (api contract: docs/api-foundation.md, "Users"; staff
 * only): the list's path, which user management builds its keys on, and the active-advertiser
 * search of the recipient and pre-allocation pickers.
 */
import useSWR from "swr";
import type { components } from "@/lib/api-types";

export type UsersPage = components["schemas"]["UsersPage"];

/** Every users key starts here, so refreshing by this prefix refreshes every cached list. */
export const USERS_PATH = "/api/users";

/** Active advertisers (role user) matching `search`, the first 20 (spec part 2 §5). */
export function advertiserSearchKey(search: string): string {
  const params = new URLSearchParams({ page: "1", limit: "20", role: "user", status: "active" });
  if (search) params.set("search", search);
  return `${USERS_PATH}?${params}`;
}

/** The advertiser picker's search; `paused` asks nothing (an advertiser is already chosen). */
export function useAdvertiserSearch(search: string, paused = false) {
  return useSWR<UsersPage>(paused ? null : advertiserSearchKey(search), { keepPreviousData: true });
}
