/**
 * User management calls (api contract: docs/api-foundation.md, "Users"; operators and developers only).
 * Every list key starts with `/api/users`, so `revalidateUsers` refreshes all pages after a change.
 */
import useSWR, { type ScopedMutator } from "swr";
import { deleteJson, postJson, putJson, type Pagination } from "@/lib/api-client";
import type { Role, UserView } from "@/lib/session-api";
import { revalidateList } from "@/lib/swr-cache";

export interface UserListItem extends UserView {
  allocatedSlots: number;
  usedSlots: number;
}

export interface UsersPage {
  users: UserListItem[];
  pagination: Pagination;
}

export type StatusFilter = "" | "active" | "inactive";

export interface UsersQuery {
  page: number;
  limit: number;
  search: string;
  status: StatusFilter;
}

export interface NewUserInput {
  email: string;
  password: string;
  fullName: string;
}

/** Only the fields that changed are sent; a blank password is never sent. */
export interface UserChanges {
  fullName?: string;
  role?: Role;
  isActive?: boolean;
  password?: string;
}

/** Admin page sizes (spec part 1 §9). */
export const USER_PAGE_SIZES = [10, 30, 50, 100, 200] as const;

export const usersKeys = {
  all: "/api/users",
  list: ({ page, limit, search, status }: UsersQuery): string => {
    const params = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (search.trim()) params.set("search", search.trim());
    if (status) params.set("status", status);
    return `/api/users?${params.toString()}`;
  },
  detail: (id: number): string => `/api/users/${id}`,
};

/** One page of users; the previous page stays on screen while the next loads. */
export function useUsers(query: UsersQuery) {
  return useSWR<UsersPage>(usersKeys.list(query), { keepPreviousData: true });
}

export function createUser(input: NewUserInput): Promise<UserListItem> {
  return postJson<NewUserInput, UserListItem>(usersKeys.all, { arg: input });
}

export function updateUser(id: number, changes: UserChanges): Promise<UserListItem> {
  return putJson<UserChanges, UserListItem>(usersKeys.detail(id), { arg: changes });
}

export function deleteUser(id: number): Promise<null> {
  return deleteJson<null>(usersKeys.detail(id));
}

/** Refetches every cached user list page. */
export function revalidateUsers(mutate: ScopedMutator): Promise<unknown> {
  return revalidateList(mutate, usersKeys.all);
}
