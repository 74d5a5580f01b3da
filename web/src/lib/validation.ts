/**
 * Client-side form rules of spec part 1 §5: login id letters and digits only, password minimum
 * length, confirmation equal to the password, required fields. Each check returns the Korean
 * message to show, or null when the value passes. The server checks again.
 */
import { apiLimits } from "@/lib/api-limits";
import { validationMessages } from "@/lib/messages";

/** Minimum password length in every screen of this app (spec part 1 §9): the server's rule. */
export const PASSWORD_MIN_LENGTH = apiLimits.NewAccountRequest.password.minLength;

const LOGIN_ID_PATTERN = /^[A-Za-z0-9]+$/;

/** A failed check: which field to focus and what to say. */
export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

/** Focuses the control named `name` in `form`: the field a failed check names. */
export function focusNamed(form: HTMLFormElement | null, name: string): void {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}

/** Login ids are required and consist of ASCII letters and digits only. */
export function validateLoginId(value: string): string | null {
  if (isBlank(value)) return validationMessages.loginIdRequired;
  if (!LOGIN_ID_PATTERN.test(value.trim())) return validationMessages.loginIdFormat;
  return null;
}

export function validatePassword(value: string, min: number = PASSWORD_MIN_LENGTH): string | null {
  if (value.length === 0) return validationMessages.passwordRequired;
  if (value.length < min) return validationMessages.passwordMin(min);
  return null;
}

export function validatePasswordConfirm(
  password: string,
  confirm: string,
  mismatch: string = validationMessages.passwordMismatch,
): string | null {
  if (confirm.length === 0) return validationMessages.passwordConfirmRequired;
  if (password !== confirm) return mismatch;
  return null;
}

export function validateName(value: string): string | null {
  return isBlank(value) ? validationMessages.nameRequired : null;
}

/** Returns the first failing check of a list of `[field, message | null]` pairs. */
export function firstError<F extends string>(checks: Array<[F, string | null]>): FieldError<F> | null {
  for (const [field, message] of checks) {
    if (message) return { field, message };
  }
  return null;
}

export interface LoginInput {
  email: string;
  password: string;
}

/** Login only requires both fields (no format rule: existing ids are accepted as typed). */
export function validateLogin(input: LoginInput): FieldError<keyof LoginInput> | null {
  return firstError<keyof LoginInput>([
    ["email", isBlank(input.email) ? validationMessages.loginIdRequired : null],
    ["password", input.password.length === 0 ? validationMessages.passwordRequired : null],
  ]);
}

export interface NewAccountInput {
  email: string;
  password: string;
  fullName: string;
}

/** Admin "add user": id format, password minimum, name required. */
export function validateNewAccount(input: NewAccountInput): FieldError<keyof NewAccountInput> | null {
  return firstError<keyof NewAccountInput>([
    ["email", validateLoginId(input.email)],
    ["password", validatePassword(input.password)],
    ["fullName", validateName(input.fullName)],
  ]);
}

export interface RegistrationInput extends NewAccountInput {
  passwordConfirm: string;
}

/** Sign-up: the new-account rules plus a matching confirmation. */
export function validateRegistration(input: RegistrationInput): FieldError<keyof RegistrationInput> | null {
  return firstError<keyof RegistrationInput>([
    ["email", validateLoginId(input.email)],
    ["password", validatePassword(input.password)],
    ["passwordConfirm", validatePasswordConfirm(input.password, input.passwordConfirm)],
    ["fullName", validateName(input.fullName)],
  ]);
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

/** Profile password change: current password required, new one at least 4 and confirmed. */
export function validatePasswordChange(
  input: PasswordChangeInput,
): FieldError<keyof PasswordChangeInput> | null {
  const newPassword =
    input.newPassword.length === 0
      ? validationMessages.newPasswordRequired
      : input.newPassword.length < PASSWORD_MIN_LENGTH
        ? validationMessages.newPasswordMin(PASSWORD_MIN_LENGTH)
        : null;
  return firstError<keyof PasswordChangeInput>([
    ["currentPassword", input.currentPassword.length === 0 ? validationMessages.currentPasswordRequired : null],
    ["newPassword", newPassword],
    [
      "newPasswordConfirm",
      input.newPasswordConfirm === input.newPassword ? null : validationMessages.newPasswordMismatch,
    ],
  ]);
}

/** An optional password (admin edit): blank means unchanged, otherwise the minimum applies. */
export function validateOptionalPassword(value: string): string | null {
  return value.length === 0 ? null : validatePassword(value);
}
