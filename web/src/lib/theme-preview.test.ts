import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userFixture } from "@/lib/test-fixtures";
import {
  ADMIN_PREVIEW_CHANGED_EVENT,
  applyLookToDocument,
  readAdminPreview,
  writeAdminPreview,
} from "@/lib/theme-preview";
import { signedInAs, stubApi } from "@/test/fake-api";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

const developer = userFixture({ id: 1, email: "dev01", fullName: "개발자", role: "developer" });
const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });

/** The api as the layout needs it: the signed-in `user` and a global luxury theme in the dashboard layout. */
function serve(user: unknown) {
  return stubApi(signedInAs(user, { globalTheme: "luxury", globalLayout: "dashboard" }));
}

const html = () => document.documentElement;

isolateAppTests();

describe("the stored admin preview", () => {
  it("is written, read back and cleared, and every change is announced", () => {
    const listener = vi.fn();
    window.addEventListener(ADMIN_PREVIEW_CHANGED_EVENT, listener);
    expect(readAdminPreview()).toBeNull();

    writeAdminPreview({ theme: "modern", layout: "minimal" });
    expect(readAdminPreview()).toEqual({ theme: "modern", layout: "minimal" });
    expect(JSON.parse(localStorage.getItem("adminPreview") ?? "null")).toEqual({ theme: "modern", layout: "minimal" });

    writeAdminPreview(null);
    expect(readAdminPreview()).toBeNull();
    expect(localStorage.getItem("adminPreview")).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener(ADMIN_PREVIEW_CHANGED_EVENT, listener);
  });

  it("ignores what is not a known theme and layout", () => {
    localStorage.setItem("adminPreview", "not json");
    expect(readAdminPreview()).toBeNull();
    localStorage.setItem("adminPreview", JSON.stringify({ theme: "neon", layout: "classic" }));
    expect(readAdminPreview()).toBeNull();
    localStorage.setItem("adminPreview", JSON.stringify({ theme: "simple", layout: "sideways" }));
    expect(readAdminPreview()).toBeNull();
  });
});

describe("applying a look to the document", () => {
  it("sets the attributes and puts back what was there, removing what was not", () => {
    html().setAttribute("data-theme", "simple");
    html().removeAttribute("data-layout");

    const restore = applyLookToDocument({ theme: "luxury", layout: "dashboard" });
    expect(html().getAttribute("data-theme")).toBe("luxury");
    expect(html().getAttribute("data-layout")).toBe("dashboard");

    restore();
    expect(html().getAttribute("data-theme")).toBe("simple");
    expect(html().hasAttribute("data-layout")).toBe(false);
  });
});

describe("the effective look", () => {
  it("without a preview is the global theme and layout", async () => {
    serve(advertiser);
    renderSignedIn("/profile", advertiser);
    await waitFor(() => expect(html().getAttribute("data-theme")).toBe("luxury"));
    expect(html().getAttribute("data-layout")).toBe("dashboard");
    // the signed-in layout is a chunk of its own (router.tsx), rendered once it has loaded
    await waitFor(() => expect(document.querySelector(".layout-dashboard")).not.toBeNull());
  });

  it("is a developer's stored preview, with the pill that ends it", async () => {
    writeAdminPreview({ theme: "modern", layout: "modern" });
    serve(developer);
    renderSignedIn("/profile", developer);

    const label = await screen.findByText("관리자 미리보기");
    expect(label.closest('[role="status"]')).toHaveTextContent("모던 테마 · 모던 레이아웃");
    await waitFor(() => expect(html().getAttribute("data-theme")).toBe("modern"));
    expect(html().getAttribute("data-layout")).toBe("modern");
    expect(document.querySelector(".layout-modern")).not.toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "미리보기 종료" }));
    await waitFor(() => expect(html().getAttribute("data-theme")).toBe("luxury"));
    expect(html().getAttribute("data-layout")).toBe("dashboard");
    expect(readAdminPreview()).toBeNull();
    expect(screen.queryByRole("button", { name: "미리보기 종료" })).not.toBeInTheDocument();
  });

  it("ignores a stored preview for anyone but a developer", async () => {
    writeAdminPreview({ theme: "simple", layout: "minimal" });
    serve(advertiser);
    renderSignedIn("/profile", advertiser);
    await waitFor(() => expect(html().getAttribute("data-theme")).toBe("luxury"));
    expect(html().getAttribute("data-layout")).toBe("dashboard");
    expect(screen.queryByRole("button", { name: "미리보기 종료" })).not.toBeInTheDocument();
  });

  it("follows a look applied to the document, moving the page rather than remounting it", async () => {
    serve(advertiser);
    renderSignedIn("/profile", advertiser);
    await waitFor(() => expect(document.querySelector(".layout-dashboard")).not.toBeNull());
    const main = document.getElementById("main-content");

    let restore = () => {};
    act(() => {
      restore = applyLookToDocument({ theme: "simple", layout: "modern" });
    });
    await waitFor(() => expect(document.querySelector(".layout-modern")).not.toBeNull());
    expect(document.getElementById("main-content")).toBe(main);

    act(() => restore());
    await waitFor(() => expect(document.querySelector(".layout-dashboard")).not.toBeNull());
    expect(document.getElementById("main-content")).toBe(main);
  });
});
