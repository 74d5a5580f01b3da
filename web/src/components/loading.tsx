import { commonMessages } from "@/lib/messages";

interface LoadingProps {
  label?: string;
  fullPage?: boolean;
}

/** A spinner with a visible Korean label; `fullPage` centres it in the viewport. */
export function Loading({ label = commonMessages.loading, fullPage = false }: LoadingProps) {
  return (
    <div className={fullPage ? "loading loading-full" : "loading"} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
