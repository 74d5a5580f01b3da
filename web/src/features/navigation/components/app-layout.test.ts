import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { userFixture } from "@/lib/test-fixtures";
import { ok, signedInAs, stubApi } from "@/test/fake-api";
import { focusablesIn } from "@/lib/focus";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

// The layouts' menus on a phone: the classic and dashboard sidebars as drawers behind a menu
// button, the modern header's collapsing panel, and minimal's floating menu standing in for the
// sidebar. CSS hides what a width does not show; these check the states the CSS keys off.

const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });

/** Renders /profile for the advertiser with `layout` as the site's layout, once that layout shows. */
async function renderLayout(layout: string) {
  stubApi(signedInAs(advertiser, { globalTheme: "simple", globalLayout: layout }), (call) => {
    if (call.url === "/api/cash/balance") return ok({ balance: 12000 });
    return undefined;
  });
  renderSignedIn("/profile", advertiser);
  await waitFor(() => expect(document.querySelector(`.layout-${layout}`)).not.toBeNull());
}

/** Tab from the panel's last focusable element comes back to its first, and Shift+Tab the other way. */
function expectTabToStayIn(panel: HTMLElement) {
  const inside = focusablesIn(panel);
  expect(inside.length).toBeGreaterThan(1);
  const [first, last] = [inside[0], inside[inside.length - 1]];
  last.focus();
  fireEvent.keyDown(document.activeElement ?? document, { key: "Tab" });
  expect(first).toHaveFocus();
  fireEvent.keyDown(document.activeElement ?? document, { key: "Tab", shiftKey: true });
  expect(last).toHaveFocus();
}

/** The button that opens the layout's menu (the drawer's own close button is not it). */
const menuButton = () => screen.getByRole("button", { name: "메뉴 열기" });

isolateAppTests();

/** Makes the window phone wide for the test (jsdom has no matchMedia: a desk otherwise). */
function atPhoneWidth() {
  const before = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = before;
  });
}

describe("the phone menus", () => {
  it.each([
    ["classic", "sidebar-left"],
    ["dashboard", "sidebar-right"],
  ])("%s: the menu button opens the sidebar drawer; Escape closes it and returns focus", async (layout, sideClass) => {
    await renderLayout(layout);
    const button = menuButton();
    const drawer = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(drawer).toHaveClass(sideClass);
    expect(drawer).not.toHaveClass("sidebar-open");

    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(drawer).toHaveClass("sidebar-open");
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    expectTabToStayIn(drawer as HTMLElement);

    fireEvent.keyDown(document, { key: "Escape" });
    expect(drawer).not.toHaveClass("sidebar-open");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("classic: the drawer closes from its own close button", async () => {
    await renderLayout("classic");
    const button = menuButton();
    fireEvent.click(button);
    const drawer = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
    const close = within(drawer).getByRole("button", { name: "메뉴 닫기" });
    close.focus();
    fireEvent.click(close);
    expect(drawer).not.toHaveClass("sidebar-open");
    expect(button).toHaveFocus();
  });

  it("modern: the header's menu button shows the menus panel", async () => {
    atPhoneWidth();
    await renderLayout("modern");
    const header = document.querySelector(".top-nav") as HTMLElement;
    fireEvent.click(menuButton());
    expect(header).toHaveClass("top-nav-open");
    fireEvent.click(within(header).getByRole("button", { name: "메뉴 닫기" }));
    expect(header).not.toHaveClass("top-nav-open");
  });

  it("minimal: the floating menu shows what the sidebar would, the user and the cash box included", async () => {
    await renderLayout("minimal");
    expect(screen.queryByRole("dialog", { name: "메뉴" })).not.toBeInTheDocument();

    fireEvent.click(menuButton());
    const popup = screen.getByRole("dialog", { name: "메뉴" });
    expect(within(popup).getByText("advertiser01")).toBeInTheDocument();
    expect(await within(popup).findByText("보유 캐시 12,000원")).toBeInTheDocument();
    expect(within(popup).getByRole("link", { name: "내 정보" })).toBeInTheDocument();
    expect(within(popup).getByRole("button", { name: "로그아웃" })).toBeInTheDocument();
    expectTabToStayIn(popup);
  });
});

describe("the desk's header", () => {
  it("modern: the user's name opens the personal menu by keyboard; Escape closes it and returns focus", async () => {
    await renderLayout("modern");
    const button = screen.getByRole("button", { name: /홍길동/ });
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("group", { name: "내 메뉴" });
    const profile = within(panel).getByRole("link", { name: "내 정보" });
    expect(profile).toHaveFocus();
    fireEvent.keyDown(profile, { key: "ArrowDown" });
    expect(within(panel).getByRole("button", { name: "로그아웃" })).toHaveFocus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("group", { name: "내 메뉴" })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("minimal: the main links stand in the top line, the profile under the user's name, the rest still behind the menu button", async () => {
    await renderLayout("minimal");
    const bar = document.querySelector(".minimal-bar") as HTMLElement;
    const nav = within(bar).getByRole("navigation", { name: "주 메뉴" });
    const announcements = within(nav).getByRole("link", { name: "공지사항" });
    expect(announcements).toHaveAttribute("href", "/announcements");
    expect(within(nav).queryByRole("link", { name: "내 정보" })).not.toBeInTheDocument();
    expect(within(bar).getByRole("link", { name: /홍길동/ })).toHaveAttribute("href", "/profile");
    // Reached by Tab like any link, and the floating button still opens the whole menu with logout.
    announcements.focus();
    expect(announcements).toHaveFocus();
    fireEvent.click(menuButton());
    expect(within(screen.getByRole("dialog", { name: "메뉴" })).getByRole("button", { name: "로그아웃" })).toBeInTheDocument();
  });

  it("minimal for staff: the admin menu in the top line, their own group under the floating button", async () => {
    const operator = userFixture({ id: 2, email: "operator01", fullName: "김운영", role: "operator" });
    stubApi(signedInAs(operator, { globalTheme: "simple", globalLayout: "minimal" }), (call) => {
      if (call.url === "/api/cash/balance") return ok({ balance: 0 });
      return undefined;
    });
    renderSignedIn("/profile", operator);
    await waitFor(() => expect(document.querySelector(".layout-minimal")).not.toBeNull());
    const nav = within(document.querySelector(".minimal-bar") as HTMLElement).getByRole("navigation", { name: "주 메뉴" });
    expect(within(nav).getByRole("link", { name: "대시보드" })).toHaveAttribute("href", "/admin");
    expect(within(nav).queryByRole("link", { name: "공지사항" })).not.toBeInTheDocument();
    fireEvent.click(menuButton());
    expect(within(screen.getByRole("dialog", { name: "메뉴" })).getByRole("link", { name: "공지사항" })).toBeInTheDocument();
  });

  it("minimal on a phone: the top line holds the buttons, no links", async () => {
    atPhoneWidth();
    await renderLayout("minimal");
    const bar = document.querySelector(".minimal-bar") as HTMLElement;
    expect(within(bar).queryByRole("navigation")).not.toBeInTheDocument();
    expect(within(bar).getByRole("button", { name: "메뉴 열기" })).toBeInTheDocument();
  });

  it("classic: a sidebar group folds and stays folded", async () => {
    await renderLayout("classic");
    const toggle = screen.getByRole("button", { name: "내 메뉴" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "캐시 충전" })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("nav-collapsed-sections") ?? "[]")).toEqual(["user"]);
  });
});
