import { describe, expect, it } from "vitest";
import { decodeJwtPayload, expiresWithin, tokenExpiresAt } from "@/lib/jwt";
import { makeJwt } from "@/test/fake-api";

describe("JWT exp decoding", () => {
  it("reads the payload, including non-ASCII claims", () => {
    const token = makeJwt(900, { name: "홍길동", switchedBy: 3 });
    expect(decodeJwtPayload(token)).toMatchObject({ sub: "1", name: "홍길동", switchedBy: 3 });
  });

  it("returns exp in milliseconds", () => {
    const token = makeJwt(900);
    const expiresAt = tokenExpiresAt(token);
    expect(expiresAt).not.toBeNull();
    expect(Math.abs((expiresAt ?? 0) - (Date.now() + 900_000))).toBeLessThan(2000);
  });

  it("rejects malformed tokens", () => {
    expect(decodeJwtPayload("opaque-refresh-token")).toBeNull();
    expect(decodeJwtPayload("a.!!!.c")).toBeNull();
    expect(tokenExpiresAt("a.b.c")).toBeNull();
  });

  it("ignores a token without exp", () => {
    const token = makeJwt(0, { exp: undefined });
    expect(tokenExpiresAt(token)).toBeNull();
    expect(expiresWithin(token, 60_000)).toBe(false);
  });

  it("tells whether the token expires within the margin", () => {
    expect(expiresWithin(makeJwt(30), 60_000)).toBe(true);
    expect(expiresWithin(makeJwt(-10), 60_000)).toBe(true);
    expect(expiresWithin(makeJwt(900), 60_000)).toBe(false);
  });
});
