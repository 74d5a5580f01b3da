import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, postForm } from "@/lib/api-client";
import { browser } from "@/lib/browser";
import { downloadFile, filenameFromDisposition } from "@/lib/download";
import { storageKeys } from "@/lib/session-storage";
import { fail, makeJwt, ok, stubFetch } from "@/test/fake-api";

// jsdom has no object URLs: the test supplies them for the duration of each test.
const objectUrls = { create: (_blob: Blob) => "blob:0" };

beforeEach(() => {
  Object.assign(URL, { createObjectURL: (blob: Blob) => objectUrls.create(blob), revokeObjectURL: () => undefined });
  localStorage.clear();
  localStorage.setItem(storageKeys.accessToken, makeJwt(900));
  localStorage.setItem(storageKeys.refreshToken, "refresh");
  vi.spyOn(browser, "go").mockImplementation(() => undefined);
});

afterEach(() => {
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
  objectUrls.create = () => "blob:0";
});

describe("the file name of Content-Disposition", () => {
  it("decodes the UTF-8 filename* form", () => {
    const header = "attachment; filename=\"slots.xlsx\"; filename*=UTF-8''%EC%8A%AC%EB%A1%AF%20%EB%AA%A9%EB%A1%9D.xlsx";
    expect(filenameFromDisposition(header)).toBe("슬롯 목록.xlsx");
  });

  it("falls back to the plain filename, quoted or not", () => {
    expect(filenameFromDisposition('attachment; filename="rank.csv"')).toBe("rank.csv");
    expect(filenameFromDisposition("attachment; filename=rank.csv")).toBe("rank.csv");
  });

  it("is null without a name or with a broken escape and no plain name", () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition("attachment")).toBeNull();
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
  });
});

describe("downloading a file", () => {
  it("fetches with the bearer token and saves the blob under the server's name", async () => {
    const { calls } = stubFetch(
      () =>
        new Response("PK", {
          status: 200,
          headers: { "Content-Disposition": "attachment; filename*=UTF-8''%ED%85%9C%ED%94%8C%EB%A6%BF.xlsx" },
        }),
    );
    const sizes: number[] = [];
    objectUrls.create = (blob: Blob) => {
      sizes.push(blob.size);
      return "blob:1";
    };
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });

    const name = await downloadFile({ url: "/api/slots/import-template", fallbackName: "template.xlsx" });

    expect(name).toBe("템플릿.xlsx");
    expect(sizes).toEqual([2]);
    expect(clicks).toEqual(["템플릿.xlsx"]);
    expect(calls[0].headers.Authorization).toMatch(/^Bearer /);
    expect(calls[0].headers.Accept).toBe("*/*");
  });

  it("sends a JSON body for POST exports and uses the fallback name", async () => {
    const { calls } = stubFetch(() => new Response("PK", { status: 200 }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });

    await downloadFile({ url: "/api/slots/grid-export", method: "POST", body: { rows: [{ keywords: "a" }] }, fallbackName: "grid.xlsx" });

    expect(calls[0]).toMatchObject({ method: "POST", body: { rows: [{ keywords: "a" }] } });
    expect(clicks).toEqual(["grid.xlsx"]);
  });

  it("throws the server's message when refused", async () => {
    stubFetch(() => fail(400, "내보낼 행이 없습니다."));
    const error = await downloadFile({ url: "/api/slots/export?format=xlsx", fallbackName: "x.xlsx" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "내보낼 행이 없습니다." });
  });
});

describe("uploading a form", () => {
  it("sends the FormData as is, without a JSON content type", async () => {
    const { mock } = stubFetch(() => ok({ columns: ["keywords"], rows: [] }));
    const form = new FormData();
    form.append("file", new Blob(["x"]), "a.xlsx");

    await postForm("/api/slots/import", form);

    const init = mock.mock.calls[0][1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("keeps the refusal's data on the error", async () => {
    stubFetch(() =>
      new Response(JSON.stringify({ success: false, data: { rowErrors: [{ row: 2, field: "keywords", message: "x" }] }, error: "입력 오류를 먼저 수정해 주세요." }), {
        status: 400,
      }),
    );
    const error = await postForm("/api/slots/import", new FormData()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, data: { rowErrors: [{ row: 2, field: "keywords", message: "x" }] } });
  });
});
