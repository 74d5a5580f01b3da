import { useState } from "react";
import { useToast } from "@/components/toast";
import { errorMessageOf } from "@/lib/api-client";
import { downloadFile, EXPORT_FORMATS, type ExportFormat } from "@/lib/download";
import { downloadMessages as messages } from "@/lib/messages";

interface ExportButtonsProps {
  /** The export's address for a format (the list's current filters included). */
  urlFor: (format: ExportFormat) => string;
  /** The file name when the server names none. */
  fallbackName: (format: ExportFormat) => string;
  small?: boolean;
}

/** The Excel and CSV download buttons; a failure shows the server's words in a toast. */
export function ExportButtons({ urlFor, fallbackName, small = false }: ExportButtonsProps) {
  const toast = useToast();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadFile({ url: urlFor(format), fallbackName: fallbackName(format) });
    } catch (caught) {
      toast.error(errorMessageOf(caught, messages.failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="export-buttons" role="group" aria-label={messages.exportGroup}>
      {EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className={small ? "button button-small button-secondary" : "button button-secondary"}
          title={format === "xlsx" ? messages.excelTitle : messages.csvTitle}
          disabled={busy !== null}
          onClick={() => void download(format)}
        >
          {busy === format ? messages.downloading : format === "xlsx" ? messages.excel : messages.csv}
        </button>
      ))}
    </div>
  );
}
