import { validationMessages } from "@/lib/messages";
import { describe, expect, it } from "vitest";
import {
  validateLogin,
  validateLoginId,
  validateNewAccount,
  validateOptionalPassword,
  validatePassword,
  validatePasswordChange,
  validatePasswordConfirm,
  validateRegistration,
} from "@/lib/validation";

describe("login id", () => {
  it.each(["advertiser01", "ABC", "123", "a1B2"])("accepts %s", (id) => {
    expect(validateLoginId(id)).toBeNull();
  });

  it.each(["user@example.com", "홍길동", "a b", "a_b", "a-b", "a.b"])("rejects %s", (id) => {
    expect(validateLoginId(id)).toBe(validationMessages.loginIdFormat);
  });

  it("requires a value", () => {
    expect(validateLoginId("  ")).toBe("아이디를 입력해 주세요.");
  });
});

describe("password", () => {
  it("needs at least 4 characters", () => {
    expect(validatePassword("")).toBe("비밀번호를 입력해 주세요.");
    expect(validatePassword("abc")).toBe("비밀번호는 4자 이상이어야 합니다.");
    expect(validatePassword("abcd")).toBeNull();
  });

  it("must match its confirmation", () => {
    expect(validatePasswordConfirm("abcd", "abce")).toBe("비밀번호가 일치하지 않습니다.");
    expect(validatePasswordConfirm("abcd", "")).toBe("비밀번호 확인을 입력해 주세요.");
    expect(validatePasswordConfirm("abcd", "abcd")).toBeNull();
  });

  it("is optional in the admin edit form", () => {
    expect(validateOptionalPassword("")).toBeNull();
    expect(validateOptionalPassword("abc")).toBe("비밀번호는 4자 이상이어야 합니다.");
  });
});

describe("forms", () => {
  it("login requires both fields only", () => {
    expect(validateLogin({ email: "", password: "x" })).toEqual({ field: "email", message: "아이디를 입력해 주세요." });
    expect(validateLogin({ email: "a", password: "" })).toMatchObject({ field: "password" });
    expect(validateLogin({ email: "a", password: "x" })).toBeNull();
  });

  it("registration reports the first failing field", () => {
    const valid = { email: "new01", password: "abcd", passwordConfirm: "abcd", fullName: "홍길동" };
    expect(validateRegistration(valid)).toBeNull();
    expect(validateRegistration({ ...valid, email: "new_01" })).toMatchObject({ field: "email" });
    expect(validateRegistration({ ...valid, passwordConfirm: "abce" })).toEqual({
      field: "passwordConfirm",
      message: "비밀번호가 일치하지 않습니다.",
    });
    expect(validateRegistration({ ...valid, fullName: " " })).toEqual({
      field: "fullName",
      message: "이름을 입력해 주세요.",
    });
  });

  it("a new account needs id, password and name", () => {
    expect(validateNewAccount({ email: "a1", password: "abc", fullName: "x" })).toMatchObject({ field: "password" });
    expect(validateNewAccount({ email: "a1", password: "abcd", fullName: "x" })).toBeNull();
  });

  it("password change: current required, new at least 4 and confirmed", () => {
    const valid = { currentPassword: "old", newPassword: "abcd", newPasswordConfirm: "abcd" };
    expect(validatePasswordChange(valid)).toBeNull();
    expect(validatePasswordChange({ ...valid, currentPassword: "" })).toEqual({
      field: "currentPassword",
      message: "현재 비밀번호를 입력해 주세요.",
    });
    expect(validatePasswordChange({ ...valid, newPassword: "abc", newPasswordConfirm: "abc" })).toMatchObject({
      field: "newPassword",
    });
    expect(validatePasswordChange({ ...valid, newPasswordConfirm: "abce" })).toEqual({
      field: "newPasswordConfirm",
      message: "새 비밀번호가 일치하지 않습니다.",
    });
  });
});
