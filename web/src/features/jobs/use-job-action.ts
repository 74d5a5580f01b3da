import { useState } from "react";
import { useToast } from "@/components/toast";
import { refreshJobs } from "@/features/jobs/api";
import { jobsMessages as m } from "@/features/jobs/messages";
import { errorMessageOf } from "@/lib/api-client";

/**
 * Runs one console action at a time: busy while it runs, its answer (a Korean sentence) or the
 * server's error as a toast, and the counts, lists and open job read again afterwards.
 */
export function useJobAction() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      toast.success(await action());
    } catch (failure) {
      toast.error(errorMessageOf(failure, m.actionFailed));
    } finally {
      setBusy(false);
      void refreshJobs();
    }
  };
  return { busy, run };
}
