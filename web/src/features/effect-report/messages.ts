import { formatNumber } from "@/lib/format";

/** The effect report dialog's words (the report itself is written by the server). */
export const effectReportMessages = {
  title: "효과 보고서",
  titleFor: (name: string) => `효과 보고서 · ${name}`,
  openButton: "효과 보고서",
  intro: "기간 안에 운영된 슬롯의 시작·최근·최고 순위, TOP10 일수, 순위 추이를 담습니다.",
  startLabel: "시작일",
  endLabel: "종료일",
  periodLegend: "기간",
  formatsLabel: "받을 형식",
  pdf: "PDF 받기",
  xlsx: "엑셀 받기",
  downloading: "만드는 중…",
  downloaded: (name: string) => `${name} 파일을 받았습니다.`,
  failed: "보고서를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.",
  missingDates: "시작일과 종료일을 모두 입력해 주세요.",
  // A large report, made by a job.
  jobIntro: (total: number) => `슬롯이 ${formatNumber(total)}개라 보고서를 작업으로 만들고 있습니다. 다 만들어지면 받을 수 있습니다.`,
  progressLabel: "보고서 작성 진행률",
  progress: (done: number, total: number) => `슬롯 ${formatNumber(done)} / ${formatNumber(total)}개 처리 중`,
  queued: "작업 차례를 기다리고 있습니다…",
  ready: "보고서가 준비되었습니다.",
  cancelled: "보고서 작업이 취소되어 파일이 없습니다. 다시 만들어 주세요.",
  pollFailed: "진행 상황을 확인하지 못했습니다. 잠시 후 다시 확인합니다.",
} as const;
