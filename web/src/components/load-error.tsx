import { AlertBox } from "@/components/alert-box";
import { errorMessageOf } from "@/lib/api-client";
import { commonMessages } from "@/lib/messages";

interface LoadErrorProps {
  error: unknown;
  /** Shown when the error carries no message of its own. */
  fallback: string;
  /** Asks again (an SWR `mutate`). */
  onRetry: () => unknown;
  retryLabel?: string;
}

/** A read that failed: the server's message (or `fallback`) and a link-style button that asks again. */
export function LoadError({ error, fallback, onRetry, retryLabel = commonMessages.retry }: LoadErrorProps) {
  return (
    <AlertBox>
      {errorMessageOf(error, fallback)}{" "}
      <button type="button" className="link-button" onClick={() => void onRetry()}>
        {retryLabel}
      </button>
    </AlertBox>
  );
}
