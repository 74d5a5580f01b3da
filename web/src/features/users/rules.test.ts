import { describe, expect, it } from "vitest";
import { allowedUserActions, assignableRoles, changedUserFields, type EditForm } from "@/features/users/rules";
import type { Role } from "@/lib/session-api";

const person = (id: number, role: Role) => ({ id, role });

describe("row actions", () => {
  // The signed-in user, the row's user, and what the row offers.
  it.each([
    ["developer: edit, switch and delete others", person(1, "developer"), person(2, "user"), { edit: true, switchUser: true, delete: true }],
    ["developer: only edit oneself", person(1, "developer"), person(1, "developer"), { edit: true, switchUser: false, delete: false }],
    ["operator: never switches", person(1, "operator"), person(2, "user"), { edit: true, switchUser: false, delete: true }],
    ["operator: never touches developer accounts", person(1, "operator"), person(3, "developer"), { edit: false, switchUser: false, delete: false }],
  ])("%s", (_, actor, target, allowed) => {
    expect(allowedUserActions(actor, target)).toEqual(allowed);
  });

  it("operators cannot grant the developer role", () => {
    expect(assignableRoles(person(1, "operator"))).toEqual(["user", "operator"]);
    expect(assignableRoles(person(1, "developer"))).toEqual(["user", "operator", "developer"]);
  });
});

describe("changed fields", () => {
  const original: EditForm = { fullName: "홍길동", role: "user", isActive: true, password: "" };

  it("sends nothing when nothing changed", () => {
    expect(changedUserFields(original, { ...original, fullName: " 홍길동 " })).toEqual({});
  });

  it("sends only what changed", () => {
    expect(changedUserFields(original, { ...original, role: "operator" })).toEqual({ role: "operator" });
    expect(changedUserFields(original, { ...original, isActive: false, fullName: "김철수" })).toEqual({
      fullName: "김철수",
      isActive: false,
    });
  });

  it("a blank password is left out, a new one sent", () => {
    expect(changedUserFields(original, { ...original, password: "abcd" })).toEqual({ password: "abcd" });
  });
});
