import { describe, expect, it } from "vitest";
import { checkForm, closedIds, emptyForm, inputOf, isImageAddress, pinnedButHidden, rememberClosed, stateOn, withImage, type Announcement } from "@/features/announcements/rules";

const announcement: Announcement = {
  id: 4,
  title: "점검 안내",
  content: "<p>오늘 밤</p>",
  contentType: "html",
  category: "maintenance",
  priority: "high",
  isPinned: true,
  isActive: true,
  startDate: "2026-11-20",
  endDate: "2026-11-30",
  images: [],
  authorId: 1,
  authorName: "운영자",
  viewCount: 3,
  isRead: false,
  createdAt: "2026-11-20T00:00:00Z",
  updatedAt: "2026-11-20T00:00:00Z",
};

describe("an announcement's state", () => {
  it("is shown within its dates, scheduled before, ended after, inactive when switched off", () => {
    expect(stateOn(announcement, "2026-11-24")).toBe("shown");
    expect(stateOn(announcement, "2026-11-19")).toBe("scheduled");
    expect(stateOn(announcement, "2026-12-01")).toBe("ended");
    expect(stateOn({ ...announcement, isActive: false }, "2026-11-24")).toBe("inactive");
    expect(stateOn({ ...announcement, startDate: null, endDate: null }, "2030-01-01")).toBe("shown");
  });

  it("warns when pinned but inactive", () => {
    expect(pinnedButHidden({ isPinned: true, isActive: false })).toBe(true);
    expect(pinnedButHidden({ isPinned: true, isActive: true })).toBe(false);
  });

  it("a toggle sends the whole record with one change", () => {
    expect(inputOf(announcement, { isActive: false })).toMatchObject({ title: "점검 안내", isPinned: true, isActive: false, contentType: "html" });
  });
});

describe("the form", () => {
  it("needs a title and content, dates in order and web image addresses", () => {
    const filled = { ...emptyForm(), title: " 점검 ", content: "내용" };
    expect(checkForm({ ...filled, title: "" })).toMatchObject({ ok: false, field: "title", message: "제목과 내용을 입력해 주세요." });
    expect(checkForm({ ...filled, content: "  " })).toMatchObject({ ok: false, field: "content" });
    expect(checkForm({ ...filled, startDate: "2026-12-02", endDate: "2026-12-01" })).toMatchObject({ field: "endDate" });
    expect(checkForm({ ...filled, images: "javascript:alert(1)" })).toMatchObject({ field: "images" });
    expect(checkForm({ ...filled, images: "https://example.com/a.png\n\n https://example.com/b.png " })).toMatchObject({
      ok: true,
      input: { title: "점검", images: ["https://example.com/a.png", "https://example.com/b.png"], startDate: null, endDate: null },
    });
  });
});

describe("image addresses", () => {
  const upload = "/api/uploads/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f";

  it("are web addresses or our own uploads, as the server takes them", () => {
    expect(isImageAddress("https://example.com/a.png")).toBe(true);
    expect(isImageAddress(upload)).toBe(true);
    for (const bad of ["/local.png", "/api/uploads/not-an-id", `${upload}/x`, `//evil.example${upload}`, "data:image/png;base64,AA"]) {
      expect(isImageAddress(bad), bad).toBe(false);
    }
  });

  it("an uploaded image is added as the last line", () => {
    expect(withImage("", upload)).toBe(upload);
    expect(withImage("https://example.com/a.png\n\n", upload)).toBe(`https://example.com/a.png\n${upload}`);
    expect(checkForm({ ...emptyForm(), title: "t", content: "c", images: withImage("", upload) })).toMatchObject({ ok: true, input: { images: [upload] } });
  });
});

describe("closing on the bar", () => {
  it("is remembered for the session", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(closedIds(storage)).toEqual([]);
    rememberClosed(4, storage);
    expect(rememberClosed(9, storage)).toEqual([4, 9]);
    store.set("closedPinnedAnnouncements", "garbage");
    expect(closedIds(storage)).toEqual([]);
  });
});
