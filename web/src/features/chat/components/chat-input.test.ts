import { createElement } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatInput } from "@/features/chat/components/chat-input";
import { MAX_CONTENT } from "@/features/chat/format";

const HINT = "Enter로 보내고, Shift+Enter로 줄을 바꿉니다.";

/** jsdom has no matchMedia: the primary pointer is a finger when `coarse`, a mouse otherwise. */
function pointer(coarse: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: coarse && query === "(pointer: coarse)",
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe("the chat box's hint", () => {
  it("names Enter and Shift+Enter where there is a keyboard and a mouse", () => {
    pointer(false);
    render(createElement(ChatInput, { onSend: vi.fn() }));
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription(HINT);
  });

  it("leaves the keyboard hint out on a touch screen, but still says when the text is too long", () => {
    pointer(true);
    render(createElement(ChatInput, { onSend: vi.fn() }));
    const box = screen.getByRole("textbox");
    expect(screen.queryByText(HINT)).toBeNull();
    expect(box).not.toHaveAttribute("aria-describedby");
    fireEvent.change(box, { target: { value: "가".repeat(MAX_CONTENT + 1) } });
    expect(box).toHaveAccessibleDescription(`메시지는 ${MAX_CONTENT.toLocaleString("ko-KR")}자 이하로 입력해 주세요.`);
  });
});
