import { useCallback } from "react";
import { loginRequest, registerRequest } from "@/features/auth/api";
import { useSession } from "@/lib/session";

/** Sign-in and sign-up: each call that succeeds starts the session (and so leaves the login page). */
export function useSignIn() {
  const { start } = useSession();
  const login = useCallback(
    async (email: string, password: string) => start(await loginRequest(email, password)),
    [start],
  );
  const register = useCallback(
    async (input: { email: string; password: string; fullName: string }) => start(await registerRequest(input)),
    [start],
  );
  return { login, register };
}
