import { useId, useMemo, useState } from "react";
import { AlertBox } from "@/components/alert-box";
import { Modal } from "@/components/modal";
import { ProgressBar } from "@/components/progress-bar";
import { useToast } from "@/components/toast";
import { reportJobKeys, useReportJob, type ReportJob } from "@/features/effect-report/api";
import { effectReportMessages as messages } from "@/features/effect-report/messages";
import {
  defaultPeriod,
  isCompletePeriod,
  REPORT_FORMATS,
  reportUrl,
  type ReportFormat,
  type ReportPeriod,
} from "@/features/effect-report/report";
import { errorMessageOf } from "@/lib/api-client";
import { downloadFile, downloadFileOrJob } from "@/lib/download";
import { kstToday } from "@/lib/slots/format";
import "@/styles/effect-report.css";

interface EffectReportDialogProps {
  /** Staff: the advertiser the report is for (id and how to name them); an advertiser's own: none. */
  advertiser?: { id: number; name: string };
  onClose: () => void;
}

/**
 * The effect report's small dialog: a period (the last 30 days by default) and the two formats,
 * each a download button. A refusal (a period over a year, another advertiser's report) shows the
 * server's words in the dialog; a finished download closes it with a toast. A large report is made
 * by a job (the server answers 202): the dialog follows its progress, then offers its file. It
 * opens focused on its title, so a screen reader starts there and no date picker opens under a finger.
 */
export function EffectReportDialog({ advertiser, onClose }: EffectReportDialogProps) {
  const id = useId();
  const toast = useToast();
  const today = useMemo(() => kstToday(), []);
  const [period, setPeriod] = useState<ReportPeriod>(() => defaultPeriod(today));
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const valid = isCompletePeriod(period);

  const fetchFile = async (format: ReportFormat, fetch: () => Promise<string | ReportJob>) => {
    setBusy(format);
    setProblem(null);
    try {
      const got = await fetch();
      if (typeof got === "string") {
        toast.success(messages.downloaded(got));
        onClose();
      } else {
        setJobId(got.id);
      }
    } catch (caught) {
      setProblem(errorMessageOf(caught, messages.failed));
    } finally {
      setBusy(null);
    }
  };

  const download = (format: ReportFormat) =>
    fetchFile(format, async () => {
      const got = await downloadFileOrJob<ReportJob>({ url: reportUrl(period, format, advertiser?.id), fallbackName: `report.${format}` });
      return got.job ?? got.file;
    });

  if (jobId !== null) {
    return (
      <ReportJobProgress
        id={jobId}
        title={advertiser ? messages.titleFor(advertiser.name) : messages.title}
        busy={busy !== null}
        problem={problem}
        onClose={onClose}
        onDownload={(format) =>
          void fetchFile(format, () => downloadFile({ url: reportJobKeys.file(jobId), fallbackName: `report.${format}` }))
        }
      />
    );
  }

  const change = (key: keyof ReportPeriod) => (value: string) => setPeriod((current) => ({ ...current, [key]: value }));

  return (
    <Modal
      title={advertiser ? messages.titleFor(advertiser.name) : messages.title}
      onClose={onClose}
      busy={busy !== null}
      size="small"
      testId="effect-report-dialog"
      focusTitle
    >
      <div className="modal-body">
        <p className="effect-report-intro">{messages.intro}</p>
        <fieldset className="effect-report-period">
          <legend className="field-label">{messages.periodLegend}</legend>
          <div className="effect-report-dates">
            <label className="field" htmlFor={`${id}-start`}>
              <span className="field-label">{messages.startLabel}</span>
              <input id={`${id}-start`} className="input" type="date" value={period.startDate} max={period.endDate || today} onChange={(e) => change("startDate")(e.target.value)} />
            </label>
            <label className="field" htmlFor={`${id}-end`}>
              <span className="field-label">{messages.endLabel}</span>
              <input id={`${id}-end`} className="input" type="date" value={period.endDate} min={period.startDate || undefined} onChange={(e) => change("endDate")(e.target.value)} />
            </label>
          </div>
        </fieldset>
        {!valid && <AlertBox>{messages.missingDates}</AlertBox>}
        {problem && <AlertBox>{problem}</AlertBox>}
      </div>
      <div className="modal-footer effect-report-formats" role="group" aria-label={messages.formatsLabel}>
        {/* The primary download last, where every dialog keeps its main button. */}
        {[...REPORT_FORMATS].reverse().map((format) => (
          <button
            key={format}
            type="button"
            className={format === "pdf" ? "button button-primary" : "button button-secondary"}
            disabled={!valid || busy !== null}
            onClick={() => void download(format)}
          >
            {busy === format ? messages.downloading : messages[format]}
          </button>
        ))}
      </div>
    </Modal>
  );
}

interface ReportJobProgressProps {
  id: number;
  title: string;
  busy: boolean;
  problem: string | null;
  onClose: () => void;
  onDownload: (format: ReportFormat) => void;
}

/** A large report being made by a job: its slots done of all, polled; then its file's button. */
function ReportJobProgress({ id, title, busy, problem, onClose, onDownload }: ReportJobProgressProps) {
  const { data: job, error } = useReportJob(id);
  const done = job ? job.succeeded + job.failed : 0;
  const total = job?.total ?? 0;
  const finished = job?.status === "done";
  return (
    <Modal title={title} onClose={onClose} busy={busy} size="small" testId="effect-report-dialog" focusTitle>
      <div className="modal-body effect-report-job" aria-live="polite">
        {!finished && <p className="effect-report-intro">{messages.jobIntro(total)}</p>}
        <ProgressBar label={messages.progressLabel} done={done} total={total} valueText={messages.progress(done, total)} />
        {!finished && <p className="effect-report-progress">{done > 0 ? messages.progress(done, total) : messages.queued}</p>}
        {finished && job.ready && <AlertBox kind="success">{messages.ready}</AlertBox>}
        {finished && !job.ready && <AlertBox>{messages.cancelled}</AlertBox>}
        {error && !finished && <p className="field-hint">{messages.pollFailed}</p>}
        {problem && <AlertBox>{problem}</AlertBox>}
      </div>
      {job && (!finished || job.ready) && (
        <div className="modal-footer effect-report-formats">
          <button
            type="button"
            className="button button-primary"
            disabled={!finished || !job.ready || busy}
            onClick={() => onDownload(job.format)}
          >
            {busy ? messages.downloading : messages[job.format]}
          </button>
        </div>
      )}
    </Modal>
  );
}
