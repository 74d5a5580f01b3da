import { beforeEach, describe, expect, it, vi } from "vitest";
import { getJson, postForm, postJson } from "@/lib/api-client";
import { browser } from "@/lib/browser";
import { storageKeys } from "@/lib/session-storage";
import { fail, makeJwt, ok, stubFetch } from "@/test/fake-api";

const charge = { amount: 50_000, depositAt: "2026-11-24T10:00", accountHolder: "홍길동" };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.accessToken, makeJwt(900));
  localStorage.setItem(storageKeys.refreshToken, "refresh-1");
  vi.spyOn(browser, "go").mockImplementation(() => undefined);
  vi.spyOn(browser, "currentPath").mockImplementation(() => "/cash");
});

const keyOf = (headers: Record<string, string>) => headers["Idempotency-Key"];

describe("one key per submission", () => {
  it("sends a double click once and gives both callers the one answer", async () => {
    const { calls } = stubFetch(() => ok({ id: 9 }, 201));

    const [first, second] = await Promise.all([
      postJson("/api/cash/charges", { arg: charge }),
      postJson("/api/cash/charges", { arg: charge }),
    ]);

    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0].headers)).toMatch(/^[0-9a-f]{32}$/);
    expect([first, second]).toEqual([{ id: 9 }, { id: 9 }]);
  });

  it("retries a submission that got no answer with the same key, and a success ends it", async () => {
    let answers = 0;
    const { calls } = stubFetch(() => {
      answers += 1;
      if (answers === 1) throw new TypeError("Failed to fetch");
      if (answers === 2) return fail(503, "데이터베이스에 연결할 수 없습니다.");
      return ok({ id: 9 }, 201);
    });

    await expect(postJson("/api/cash/charges", { arg: charge })).rejects.toMatchObject({ status: 0 });
    await expect(postJson("/api/cash/charges", { arg: charge })).rejects.toMatchObject({ status: 503 });
    await expect(postJson("/api/cash/charges", { arg: charge })).resolves.toEqual({ id: 9 });
    await postJson("/api/cash/charges", { arg: charge });

    const sent = calls.map((c) => keyOf(c.headers));
    expect(sent[0]).toBeTruthy();
    expect(sent.slice(0, 3)).toEqual([sent[0], sent[0], sent[0]]);
    expect(sent[3]).not.toBe(sent[0]);
  });

  it("gives a refused submission a new key next time, and another body its own key", async () => {
    let answers = 0;
    const { calls } = stubFetch(() => {
      answers += 1;
      return answers === 1 ? fail(400, "금액을 입력해 주세요.") : ok({ id: answers }, 201);
    });

    await postJson("/api/cash/charges", { arg: charge }).catch(() => undefined);
    await postJson("/api/cash/charges", { arg: charge });
    await postJson("/api/cash/charges", { arg: { ...charge, amount: 60_000 } });

    const sent = calls.map((c) => keyOf(c.headers));
    expect(new Set(sent).size).toBe(3);
  });

  it("keeps the key while the server says the first sending still runs", async () => {
    let answers = 0;
    const { calls } = stubFetch(() => {
      answers += 1;
      if (answers === 1) {
        return new Response(JSON.stringify({ success: false, data: null, error: "처리 중" }), {
          status: 409,
          headers: { "Content-Type": "application/json", "Idempotent-In-Progress": "true" },
        });
      }
      return ok({ id: 9 }, 201);
    });

    await expect(postJson("/api/cash/charges", { arg: charge })).rejects.toMatchObject({ status: 409 });
    await expect(postJson("/api/cash/charges", { arg: charge })).resolves.toEqual({ id: 9 });

    expect(keyOf(calls[1].headers)).toBe(keyOf(calls[0].headers));
  });

  it("sends no key on reads and file uploads", async () => {
    const { calls } = stubFetch(() => ok({}));

    await getJson("/api/cash/balance");
    await postForm("/api/slots/import", new FormData());

    expect(calls.map((c) => keyOf(c.headers))).toEqual([undefined, undefined]);
  });
});
