// The first sign-in with a generated password: only the change screen, then home.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, stubApi } from "@/test/fake-api";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

const flagged = userFixture({ id: 1, email: "admin", fullName: "개발자", role: "developer", mustChangePassword: true });

/** The api of a flagged developer: /auth/me answers flagged until the password has changed. */
function serve() {
  let changed = false;
  return stubApi((call) => {
    if (call.url === "/api/settings/public") return ok({ siteName: "Simple Slot" });
    if (call.url === "/api/auth/me") return ok({ ...flagged, mustChangePassword: !changed, switchedBy: null });
    if (call.url === "/api/auth/change-password" && call.method === "PUT") {
      changed = true;
      return ok(null);
    }
    if (call.url === "/api/auth/logout") return ok(null);
    if (!changed) return fail(403, "처음 로그인하셨습니다. 비밀번호를 먼저 변경해 주세요.");
    return undefined;
  });
}

const renderAt = (path: string) => renderSignedIn(path, flagged);

isolateAppTests();

describe("first sign-in with a generated password", () => {
  it("sends every screen to the change screen, which shows no navigation", async () => {
    serve();
    const router = renderAt("/admin/users");
    expect(await screen.findByRole("heading", { name: "비밀번호 변경" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/change-password");
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("checks the confirmation, then changes the password and goes on to /admin", async () => {
    const { calls } = serve();
    const router = renderAt("/");
    fireEvent.change(await screen.findByLabelText("현재 비밀번호"), { target: { value: "Xk7p-Rw2m-abcd-EFGH" } });
    fireEvent.change(screen.getByLabelText("새 비밀번호"), { target: { value: "my-own-pass" } });
    fireEvent.change(screen.getByLabelText("새 비밀번호 확인"), { target: { value: "other" } });
    fireEvent.click(screen.getByRole("button", { name: "변경하고 계속하기" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("새 비밀번호가 일치하지 않습니다.");
    expect(calls.some((call) => call.url === "/api/auth/change-password")).toBe(false);

    fireEvent.change(screen.getByLabelText("새 비밀번호 확인"), { target: { value: "my-own-pass" } });
    fireEvent.click(screen.getByRole("button", { name: "변경하고 계속하기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    const sent = calls.find((call) => call.url === "/api/auth/change-password");
    expect(sent?.body).toEqual({ currentPassword: "Xk7p-Rw2m-abcd-EFGH", password: "my-own-pass" });
  });
});
