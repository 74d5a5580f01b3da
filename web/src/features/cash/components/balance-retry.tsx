import { cashMessages } from "@/features/cash/messages";

/** After a balance that could not be read: a space and a link-style button that reads it again. */
export function BalanceRetry({ failed, onRetry }: { failed: boolean; onRetry: () => unknown }) {
  if (!failed) return null;
  return (
    <>
      {" "}
      <button type="button" className="link-button" onClick={() => void onRetry()}>
        {cashMessages.retryBalance}
      </button>
    </>
  );
}
