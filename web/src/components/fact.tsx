import type { HTMLAttributes, ReactNode } from "react";

interface FactProps {
  label: ReactNode;
  /** Class of the pair's wrapper. */
  className?: string;
  /** More attributes of the value (a test id, a class). */
  valueProps?: HTMLAttributes<HTMLElement> & { "data-testid"?: string };
  children: ReactNode;
}

/** One label: value pair of a description list (`<dl>`), in its own `div`. */
export function Fact({ label, className, valueProps, children }: FactProps) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd {...valueProps}>{children}</dd>
    </div>
  );
}
