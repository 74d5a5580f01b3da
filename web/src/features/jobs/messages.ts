/** Korean text of the jobs console (/admin/jobs) and its card on the admin dashboard. */
import { formatNumber as count } from "@/lib/format";

export const jobsMessages = {
  title: "작업 현황",
  description: "대기열별 작업과 작업자를 확인하고, 실패한 작업을 다시 실행하거나 대기 작업을 취소합니다.",
  loading: "작업 현황을 불러오는 중...",
  loadFailed: "작업 현황을 불러오지 못했습니다.",
  updatedAt: (time: string) => `${time} 기준 · 5초마다 갱신`,

  queuesTitle: "대기열",
  queuesLabel: "대기열 선택",
  counts: {
    pending: "대기",
    scheduled: "예약",
    running: "진행",
    failed: "재시도",
    dead: "중단",
    done24h: "24시간 완료",
  },
  count: (value: number) => count(value),

  workersTitle: "작업자",
  workersCaption: "실행 중인 작업자 프로세스",
  noWorkers: "최근 10분 안에 신호를 보낸 작업자가 없습니다. 작업자를 실행해 주세요.",
  workerColumns: {
    name: "작업자",
    host: "호스트",
    state: "상태",
    running: "처리 중",
    heartbeat: "마지막 신호",
    queues: "대기열",
  },
  workerAlive: "정상",
  workerSilent: "응답 없음",
  secondsAgo: (seconds: number) => (seconds < 60 ? `${count(Math.max(0, seconds))}초 전` : `${count(Math.floor(seconds / 60))}분 전`),

  jobsTitle: (queue: string) => `${queue} 작업`,
  searchLabel: "검색",
  searchPlaceholder: "작업 ID 또는 대상 번호",
  stateLabel: "상태",
  stateAll: "전체",
  states: {
    pending: "대기",
    running: "진행 중",
    failed: "재시도 대기",
    dead: "중단",
    done: "완료",
  } as Record<string, string>,
  total: (value: number, capped: boolean) => (capped ? `${count(value)}건 이상` : `총 ${count(value)}건`),
  jobsCaption: "작업 목록",
  jobsLoading: "작업 목록을 불러오는 중...",
  noJobs: "조건에 맞는 작업이 없습니다.",
  columns: {
    id: "작업 ID",
    state: "상태",
    row: "대상",
    attempts: "시도",
    runAt: "실행 예정",
    doneAt: "끝난 시각",
    worker: "작업자",
    error: "오류",
  },
  attempts: (attempts: number, max: number) => `${count(attempts)} / ${count(max)}`,
  openJob: (id: string) => `작업 ${id} 자세히 보기`,
  rowKinds: {
    crawlRun: "순위 수집",
    registrationBatch: "대량 등록",
    extensionBatch: "일괄 연장",
    notificationSend: "알림 발송",
    reportBatch: "효과 보고서",
  } as Record<string, string>,
  rowLabel: (kind: string, id: number) => `${jobsMessagesRowKind(kind)} #${id}`,
  none: "-",

  retryAll: "실패 작업 모두 다시 실행",
  retryAllConfirm: (queue: string, scope: string) => `${queue} 대기열의 ${scope} 작업을 모두 지금 다시 실행할까요?`,
  retryAllScopes: { failed: "재시도 대기", dead: "중단된", both: "실패한" } as Record<string, string>,
  retriedAll: (value: number) => (value === 0 ? "다시 실행할 실패 작업이 없습니다." : `${count(value)}개 작업을 다시 실행합니다.`),

  detailTitle: "작업 상세",
  detailLoading: "작업을 불러오는 중...",
  detail: {
    queue: "대기열",
    state: "상태",
    attempts: "시도",
    runAt: "실행 예정",
    lockAt: "작업자가 잡은 시각",
    worker: "작업자",
    doneAt: "끝난 시각",
    error: "마지막 오류",
    storedError: "저장된 원문",
    row: "대상 진행",
    payload: "작업 내용",
  },
  scheduledNote: "예약됨",
  progress: (processed: number, total: number | null | undefined, failed: number) =>
    `${count(processed)}${total == null ? "" : ` / ${count(total)}`} 처리${failed > 0 ? ` · 실패 ${count(failed)}` : ""}`,
  rowStatus: (status: string) => `상태: ${rowStatuses[status] ?? status}`,
  rowGone: "대상 기록이 없습니다.",

  retry: "다시 실행",
  runNow: "지금 실행",
  cancel: "작업 취소",
  cancelConfirm: "이 대기 작업을 취소할까요? 처리하지 않은 항목은 실패로 기록되며 되돌릴 수 없습니다.",
  retryConfirm: "이 작업을 지금 다시 실행할까요?",
  done: {
    retry: "작업을 다시 실행합니다.",
    cancel: "작업을 취소했습니다.",
    "run-now": "작업을 지금 실행합니다.",
  } as Record<string, string>,
  actionFailed: "작업을 처리하지 못했습니다.",

  cardTitle: "작업 현황",
  cardOpen: "작업 현황 열기",
  cardFailed: (value: number) => `실패 ${count(value)}`,
  cardPending: (value: number) => `대기 ${count(value)}`,
  cardRunning: (value: number) => `진행 ${count(value)}`,
  cardWorkers: (alive: number) => (alive === 0 ? "작업자 없음" : `작업자 ${count(alive)}대`),
} as const;

/** Our rows' own statuses (crawl runs, batches, sends). */
const rowStatuses: Record<string, string> = {
  queued: "대기",
  running: "진행 중",
  done: "완료",
  failed: "실패",
  sending: "발송 중",
  sent: "발송 완료",
};

function jobsMessagesRowKind(kind: string): string {
  return jobsMessages.rowKinds[kind] ?? kind;
}
