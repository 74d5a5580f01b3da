import { createElement } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextField } from "@/components/text-field";

/** The required mark belongs where a value is edited (issue 40), not on a field that only shows one. */
describe("TextField's required mark", () => {
  it("marks a required field a user fills in", () => {
    const { container } = render(createElement(TextField, { label: "이름", required: true, defaultValue: "" }));
    expect(container.querySelector(".field-required")).toHaveTextContent("*");
    expect(screen.getByRole("textbox", { name: "이름" })).toBeRequired();
  });

  it("leaves the mark off a read-only field, which shows a value rather than asks for one", () => {
    const { container } = render(createElement(TextField, { label: "이름", required: true, readOnly: true, value: "홍길동" }));
    expect(container.querySelector(".field-required")).toBeNull();
    expect(screen.getByRole("textbox", { name: "이름" })).not.toBeRequired();
  });

  it("keeps the mark while a form is busy saving (disabled is still the form being edited)", () => {
    const { container } = render(createElement(TextField, { label: "이름", required: true, disabled: true, defaultValue: "" }));
    expect(container.querySelector(".field-required")).toHaveTextContent("*");
  });
});
