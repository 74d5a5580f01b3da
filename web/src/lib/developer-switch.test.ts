import { beforeEach, describe, expect, it } from "vitest";
import {
  backupDeveloperSession,
  isSwitchedFromDeveloper,
  readDeveloperBackup,
  restoreDeveloperSession,
} from "@/lib/developer-switch";
import { storageKeys } from "@/lib/session-storage";

const developer = { id: 1, email: "dev01", fullName: "개발자", role: "developer" };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.accessToken, "dev-access");
  localStorage.setItem(storageKeys.refreshToken, "dev-refresh");
  localStorage.setItem(storageKeys.user, JSON.stringify(developer));
});

describe("developer switch", () => {
  it("backs up the developer session as JSON and sets the flag", () => {
    backupDeveloperSession();
    expect(isSwitchedFromDeveloper()).toBe(true);
    expect(localStorage.getItem(storageKeys.switchedFromDeveloper)).toBe("true");
    expect(JSON.parse(localStorage.getItem(storageKeys.developerBackup) ?? "null")).toEqual({
      accessToken: "dev-access",
      refreshToken: "dev-refresh",
      user: developer,
    });
  });

  it("keeps the first backup on a second switch", () => {
    backupDeveloperSession();
    localStorage.setItem(storageKeys.accessToken, "switched-access");
    backupDeveloperSession();
    expect(readDeveloperBackup()?.accessToken).toBe("dev-access");
  });

  it("restores tokens and user, then clears flag and backup", () => {
    backupDeveloperSession();
    localStorage.setItem(storageKeys.accessToken, "switched-access");
    localStorage.setItem(storageKeys.refreshToken, "switched-refresh");
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 2 }));

    expect(restoreDeveloperSession()).toBe(true);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe("dev-access");
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe("dev-refresh");
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? "null")).toEqual(developer);
    expect(localStorage.getItem(storageKeys.switchedFromDeveloper)).toBeNull();
    expect(localStorage.getItem(storageKeys.developerBackup)).toBeNull();
  });

  it("reports a missing or broken backup and changes nothing", () => {
    localStorage.setItem(storageKeys.switchedFromDeveloper, "true");
    expect(restoreDeveloperSession()).toBe(false);
    localStorage.setItem(storageKeys.developerBackup, "{not json");
    expect(restoreDeveloperSession()).toBe(false);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe("dev-access");
  });
});
