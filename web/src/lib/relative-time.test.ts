import { describe, expect, it } from "vitest";
import { relativeTime } from "@/lib/relative-time";

const now = Date.parse("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("relative time (spec part 2 §2, §9)", () => {
  it("chat times go from hours to the date", () => {
    expect(relativeTime(ago(5 * 60_000), now)).toBe("5분 전");
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe("2026-11-23");
  });

  it("says just now under a minute, then minutes, hours and days", () => {
    expect(relativeTime(ago(0), now)).toBe("방금 전");
    expect(relativeTime(ago(59_999), now)).toBe("방금 전");
    expect(relativeTime(ago(60_000), now)).toBe("1분 전");
    expect(relativeTime(ago(59 * 60_000), now)).toBe("59분 전");
    expect(relativeTime(ago(3_600_000), now)).toBe("1시간 전");
    expect(relativeTime(ago(23 * 3_600_000), now)).toBe("23시간 전");
    expect(relativeTime(ago(24 * 3_600_000), now, { days: 7 })).toBe("1일 전");
    expect(relativeTime(ago(6 * 86_400_000 + 3_600_000), now, { days: 7 })).toBe("6일 전");
  });

  it("says yesterday between 24 and 48 hours in the user's list", () => {
    expect(relativeTime(ago(24 * 3_600_000), now, { days: 7, yesterday: true })).toBe("어제");
    expect(relativeTime(ago(47 * 3_600_000), now, { days: 7, yesterday: true })).toBe("어제");
    expect(relativeTime(ago(48 * 3_600_000), now, { days: 7, yesterday: true })).toBe("2일 전");
    expect(relativeTime(ago(23 * 3_600_000), now, { days: 7, yesterday: true })).toBe("23시간 전");
  });

  it("shows the Korean date from 7 days on", () => {
    expect(relativeTime(ago(7 * 86_400_000), now, { days: 7 })).toBe("2026-11-17");
  });

  it("a time in the future (a fast clock elsewhere) is just now; garbage is blank", () => {
    expect(relativeTime(new Date(now + 5000).toISOString(), now)).toBe("방금 전");
    expect(relativeTime("nope", now)).toBe("");
  });
});
