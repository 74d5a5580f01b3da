import { createElement } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SlotThumbnail } from "@/components/slots/slot-thumbnail";
import { productImageUrl } from "@/lib/slots/format";

describe("a product thumbnail", () => {
  it("shows the image of a web address, named after the product", () => {
    render(createElement(SlotThumbnail, { src: " https://thumbnail.coupangcdn.com/a.jpg ", name: "무선 이어폰" }));
    const image = screen.getByRole("img", { name: "무선 이어폰 상품 이미지" });
    expect(image.tagName).toBe("IMG");
    expect(image).toHaveAttribute("src", "https://thumbnail.coupangcdn.com/a.jpg");
  });

  it("is a neutral placeholder box, never a number or the text, when there is no image address", () => {
    for (const src of [null, "", "   ", "12345", "0", "이미지", "javascript:alert(1)"]) {
      const { container, unmount } = render(createElement(SlotThumbnail, { src, name: "무선 이어폰" }));
      const placeholder = screen.getByRole("img", { name: "이미지 없음" });
      expect(placeholder.tagName).toBe("SPAN");
      expect(placeholder).toHaveClass("slot-thumbnail-placeholder");
      expect(container.querySelector("img")).toBeNull();
      expect(container).toHaveTextContent(/^$/);
      unmount();
    }
  });

  it("turns into the placeholder when the image fails to load, not a broken image", () => {
    const { container } = render(createElement(SlotThumbnail, { src: "https://example.com/gone.jpg", name: "무선 이어폰" }));
    fireEvent.error(screen.getByRole("img"));
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: "이미지 없음" })).toBeInTheDocument();
  });
});

describe("what counts as an image address", () => {
  it("http(s), protocol-relative and this site's paths; nothing else", () => {
    expect(productImageUrl("https://a.com/x.jpg")).toBe("https://a.com/x.jpg");
    expect(productImageUrl("//a.com/x.jpg")).toBe("//a.com/x.jpg");
    expect(productImageUrl("/uploads/x.png")).toBe("/uploads/x.png");
    expect([productImageUrl("123"), productImageUrl("a.jpg"), productImageUrl("ftp://a.com/x"), productImageUrl(undefined)]).toEqual([null, null, null, null]);
  });
});
