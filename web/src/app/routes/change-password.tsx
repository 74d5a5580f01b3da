import { FirstPasswordGate } from "@/features/auth/components/first-password-gate";

/** /change-password: the only screen of a first sign-in with a generated password. */
export function ChangePasswordRoute() {
  return <FirstPasswordGate />;
}
