/**
 * A developer acting as another user (spec part 2 §4, "Developer switch"): before the switched
 * tokens are stored, the developer's own tokens and user are kept in `developer_backup` and
 * `switched_from_developer` is set; switching back restores them and clears both keys.
 */
import {
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  storageKeys,
  storeSession,
  storeUser,
} from "@/lib/session-storage";

export interface DeveloperBackup {
  accessToken: string;
  refreshToken: string;
  user: unknown;
}

export function isSwitchedFromDeveloper(): boolean {
  return localStorage.getItem(storageKeys.switchedFromDeveloper) === "true";
}

export function readDeveloperBackup(): DeveloperBackup | null {
  const raw = localStorage.getItem(storageKeys.developerBackup);
  if (!raw) return null;
  try {
    const backup = JSON.parse(raw) as Partial<DeveloperBackup>;
    if (typeof backup.accessToken !== "string" || typeof backup.refreshToken !== "string") return null;
    const user = typeof backup.user === "string" ? JSON.parse(backup.user) : backup.user;
    return { accessToken: backup.accessToken, refreshToken: backup.refreshToken, user };
  } catch {
    return null;
  }
}

/**
 * Saves the current (developer) session and flags the switch. An existing backup is kept, so the
 * original developer session survives a second switch.
 */
export function backupDeveloperSession(): void {
  if (!readDeveloperBackup()) {
    const backup: DeveloperBackup = {
      accessToken: getAccessToken() ?? "",
      refreshToken: getRefreshToken() ?? "",
      user: getStoredUser<unknown>(),
    };
    localStorage.setItem(storageKeys.developerBackup, JSON.stringify(backup));
  }
  localStorage.setItem(storageKeys.switchedFromDeveloper, "true");
}

/** Forgets the switch flag and the backup. */
export function clearDeveloperSwitch(): void {
  localStorage.removeItem(storageKeys.switchedFromDeveloper);
  localStorage.removeItem(storageKeys.developerBackup);
}

/** Puts the developer's session back; false (and nothing changed) when the backup is missing. */
export function restoreDeveloperSession(): boolean {
  const backup = readDeveloperBackup();
  if (!backup || !backup.accessToken) return false;
  storeSession({ accessToken: backup.accessToken, refreshToken: backup.refreshToken });
  if (backup.user) storeUser(backup.user);
  else localStorage.removeItem(storageKeys.user);
  clearDeveloperSwitch();
  return true;
}
