/**
 * User management calls (api contract: docs/api-foundation.md, "Users"; operators and developers only).
 * Every list key starts with `/api/users`, so `revalidateUsers` refreshes all pages after a change.
 */
import useSWR, { type ScopedMutator } from "swr";
import { deleteJson, postJson, putJson } from "@/lib/api-client";
import type { components, operations } from "@/lib/api-types";
import { revalidateList } from "@/lib/swr-cache";
import { USERS_PATH, type UsersPage } from "@/lib/users-api";

type Schemas = components["schemas"];

/** A row of the users list: the account and its slot counts. */
export type UserListItem = Schemas["UserListItem"];

/** The status filter ("" for all). */
export type StatusFilter = "" | Exclude<NonNullable<NonNullable<operations["list_users"]["parameters"]["query"]>["status"]>, "all">;

export interface UsersQuery {
  page: number;
  limit: number;
  search: string;
  status: StatusFilter;
}

export type NewUserInput = Schemas["NewAccountRequest"];

/** Only the fields that changed are sent; a blank password is never sent. */
export type UserChanges = Schemas["UpdateUserRequest"];

/** Admin page sizes (spec part 1 §9). */
export const USER_PAGE_SIZES = [10, 30, 50, 100, 200] as const;

export const usersKeys = {
  all: USERS_PATH,
  list: ({ page, limit, search, status }: UsersQuery): string => {
    const params = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (search.trim()) params.set("search", search.trim());
    if (status) params.set("status", status);
    return `${USERS_PATH}?${params.toString()}`;
  },
  detail: (id: number): string => `${USERS_PATH}/${id}`,
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
