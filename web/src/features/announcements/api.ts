/**
 * Announcement calls (`/api/announcements…`, docs/api-announcements.md). Every key starts with
 * `/api/announcements`, so a change refreshes every list at once.
 */
import useSWR, { mutate } from "swr";
import type { Announcement, AnnouncementInput, Category } from "@/features/announcements/rules";
import { deleteJson, fetcher, getJson, postForm, postJson, putJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";

type Page = components["schemas"]["AnnouncementsView"];
export type UploadedImage = components["schemas"]["UploadedImageView"];

const BASE = "/api/announcements";

export interface ListQuery {
  page: number;
  limit: number;
  search: string;
  category: Category | "";
  /** Staff: every announcement, filtered by state. */
  admin?: { status: "all" | "active" | "inactive" };
}

export const announcementKeys = {
  pinned: `${BASE}/pinned?limit=20`,
  list: (q: ListQuery): string => {
    const params = new URLSearchParams({ page: String(q.page), limit: String(q.limit) });
    if (q.search) params.set("search", q.search);
    if (q.category) params.set("category", q.category);
    if (q.admin) {
      params.set("includeInactive", "true");
      if (q.admin.status !== "all") params.set("status", q.admin.status);
    }
    return `${BASE}?${params}`;
  },
};

function refresh(): Promise<unknown> {
  return mutate((key) => typeof key === "string" && key.startsWith(BASE));
}

export const usePinned = () => useSWR<Page>(announcementKeys.pinned, fetcher);
export const useAnnouncements = (q: ListQuery) => useSWR<Page>(announcementKeys.list(q), fetcher, { keepPreviousData: true });

/** Opens one: counts the reader's view once and marks it read for them. */
export async function openAnnouncement(id: number): Promise<Announcement> {
  const opened = await getJson<Announcement>(`${BASE}/${id}`);
  void refresh();
  return opened;
}

export async function createAnnouncement(input: AnnouncementInput): Promise<Announcement> {
  const made = await postJson<AnnouncementInput, Announcement>(BASE, { arg: input });
  await refresh();
  return made;
}

export async function updateAnnouncement(id: number, input: AnnouncementInput): Promise<Announcement> {
  const saved = await putJson<AnnouncementInput, Announcement>(`${BASE}/${id}`, { arg: input });
  await refresh();
  return saved;
}

export async function deleteAnnouncement(id: number): Promise<void> {
  await deleteJson<unknown>(`${BASE}/${id}`);
  await refresh();
}

/**
 * Uploads an image for an announcement (staff; docs/api-announcements.md "Images"): the server
 * decides the type by the bytes and answers the address to put in `images`.
 */
export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append("file", file);
  return postForm<UploadedImage>("/api/uploads/images", form);
}
