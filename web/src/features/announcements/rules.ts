/**
 * Announcement rules the screens share (spec part 2 §2, §4, §5): an announcement's state on a day,
 * the form's checks in the server's words, and the whole record a toggle sends back (the spec's
 * PUT with the full record).
 */
import { announcementMessages as m } from "@/features/announcements/messages";
import { apiEnums } from "@/lib/api-enums";
import { apiLimits } from "@/lib/api-limits";
import type { components } from "@/lib/api-types";

type Schemas = components["schemas"];
export type Announcement = Schemas["AnnouncementView"];
export type AnnouncementInput = Schemas["AnnouncementInput"];
export type Category = Schemas["AnnouncementCategory"];
export type Priority = Schemas["AnnouncementPriority"];
export type ContentType = Schemas["ContentType"];

export const CATEGORIES: readonly Category[] = apiEnums.AnnouncementCategory;
export const PRIORITIES: readonly Priority[] = apiEnums.AnnouncementPriority;
export const CONTENT_TYPES: readonly ContentType[] = apiEnums.ContentType;
/** Images one announcement may hold (the server's rule). */
export const MAX_IMAGES = apiLimits.AnnouncementInput.images.maxItems;
/** Largest image upload (spec part 2 §5 "File upload helper"); the server checks again. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** An image address the server keeps: http(s), or one of our uploads (`/api/uploads/{uuid}`). */
export function isImageAddress(address: string): boolean {
  return (
    /^https?:\/\/[^\s/"'<>`][^\s"'<>`]*$/.test(address) ||
    /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(address)
  );
}

/** The form's image lines as addresses (blank lines dropped). */
export function imageAddresses(images: string): string[] {
  return images.split("\n").map((line) => line.trim()).filter(Boolean);
}

/** The form's image lines with `address` added at the end. */
export function withImage(images: string, address: string): string {
  return [...imageAddresses(images), address].join("\n");
}
/** The pinned bar turns every 5 s (spec part 2 §9). */
export const ROTATE_MS = 5000;

export type State = "shown" | "scheduled" | "ended" | "inactive";

/** Where an announcement stands on KST day `today` (YYYY-MM-DD). */
export function stateOn(a: Pick<Announcement, "isActive" | "startDate" | "endDate">, today: string): State {
  if (!a.isActive) return "inactive";
  if (a.startDate && a.startDate > today) return "scheduled";
  if (a.endDate && a.endDate < today) return "ended";
  return "shown";
}

/** Pinned but nobody sees it: the management table's warning mark. */
export function pinnedButHidden(a: Pick<Announcement, "isPinned" | "isActive">): boolean {
  return a.isPinned && !a.isActive;
}

/** The fields a record's request and its form carry over unchanged. */
function keptFields({ title, content, contentType, category, priority, isPinned, isActive }: Announcement) {
  return { title, content, contentType, category, priority, isPinned, isActive };
}

/** The whole record as it would be sent back, with `change` applied. */
export function inputOf(a: Announcement, change: Partial<AnnouncementInput> = {}): AnnouncementInput {
  return {
    ...keptFields(a),
    startDate: a.startDate,
    endDate: a.endDate,
    images: a.images,
    ...change,
  };
}

export interface AnnouncementForm {
  title: string;
  content: string;
  contentType: ContentType;
  category: Category;
  priority: Priority;
  isPinned: boolean;
  isActive: boolean;
  startDate: string;
  endDate: string;
  /** One address a line. */
  images: string;
}

export function emptyForm(): AnnouncementForm {
  return {
    title: "",
    content: "",
    contentType: "text",
    category: "general",
    priority: "normal",
    isPinned: false,
    isActive: true,
    startDate: "",
    endDate: "",
    images: "",
  };
}

export function formOf(a: Announcement): AnnouncementForm {
  return {
    ...keptFields(a),
    startDate: a.startDate ?? "",
    endDate: a.endDate ?? "",
    images: a.images.join("\n"),
  };
}

export type FormField = "title" | "content" | "endDate" | "images";
export type FormCheck = { ok: true; input: AnnouncementInput } | { ok: false; field: FormField; message: string };

/** The request, or the first problem (the server checks again and cleans HTML). */
export function checkForm(form: AnnouncementForm): FormCheck {
  if (!form.title.trim()) return { ok: false, field: "title", message: m.titleAndContentRequired };
  if (!form.content.trim()) return { ok: false, field: "content", message: m.titleAndContentRequired };
  if (form.startDate && form.endDate && form.endDate < form.startDate) {
    return { ok: false, field: "endDate", message: m.periodInvalid };
  }
  const images = imageAddresses(form.images);
  if (images.length > MAX_IMAGES) return { ok: false, field: "images", message: m.tooManyImages(MAX_IMAGES) };
  if (images.some((address) => !isImageAddress(address))) {
    return { ok: false, field: "images", message: m.imagesInvalid };
  }
  return {
    ok: true,
    input: {
      title: form.title.trim(),
      content: form.content,
      contentType: form.contentType,
      category: form.category,
      priority: form.priority,
      isPinned: form.isPinned,
      isActive: form.isActive,
      startDate: form.startDate || null,
      endDate: form.endDate || null,
      images,
    },
  };
}

/** The announcements closed on the bar this session (spec part 2 §2: closable per announcement). */
const CLOSED_KEY = "closedPinnedAnnouncements";

export function closedIds(storage: Pick<Storage, "getItem"> = sessionStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CLOSED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

export function rememberClosed(id: number, storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage): number[] {
  const ids = [...new Set([...closedIds(storage), id])];
  storage.setItem(CLOSED_KEY, JSON.stringify(ids));
  return ids;
}
