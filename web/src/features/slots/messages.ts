/**
 * Korean text of the advertiser's slot screens (spec part 1 §2 "My ad slots", §5 rules, §8 messages),
 * grouped by role: list, search, form, bulk edit. Text shared with the operator's screens (status
 * labels, pause and resume, ranks, periods, URL rules) is in `src/lib/slots/messages.ts`.
 */
import { formatNumber as count } from "@/lib/format";


export const slotsMessages = {
  createButton: "슬롯 등록",
  emptyTitle: "등록된 슬롯이 없습니다",
  emptyHint: "슬롯을 등록하면 키워드별 순위와 작업 기간을 여기에서 볼 수 있습니다.",
  emptyHintPreAllocation: "운영팀이 슬롯을 발행하면 여기에 표시됩니다.",
  /** Not "슬롯 등록" again (nor containing it): the page heading has that button, and two alike would be ambiguous. */
  emptyAction: "지금 등록하기",
  refresh: "새로고침",
  reportButton: "효과 보고서",
  refreshing: "새로고침 중...",
  summaryLabel: "슬롯 현황",
  summary: {
    total: "전체",
    empty: "입력 대기",
    waiting: "대기중",
    active: "진행중",
    paused: "일시정지",
    completed: "완료",
  },
  summaryFilterHint: (label: string) => `${label} 슬롯만 보기`,
  summaryAllHint: "전체 슬롯 보기",

  pageSizeLabel: "표시 개수",
  pageSizeOption: (size: number) => `${size}개씩`,
  viewLabel: "보기 방식",
  /** A phone's toolbar: bulk input, page size, view, downloads and refresh open under it. */
  moreTools: "더보기",
  tableView: "테이블 보기",
  cardView: "카드 보기",
  range: (total: number, from: number, to: number) =>
    total === 0 ? "총 0개" : `총 ${count(total)}개 중 ${count(from)}-${count(to)}`,
  selectedCount: (selected: number) => `${count(selected)}개 선택됨`,
  clearSelection: "선택 해제",
  bulkEditButton: "일괄 수정",

  loading: "슬롯 목록을 불러오는 중...",
  tableCaption: "내 광고 슬롯 목록",
  cardsLabel: "내 광고 슬롯 카드 목록",
  columns: {
    select: "선택",
    rank: "순위",
    thumbnail: "썸네일",
    keyword: "키워드",
    url: "URL",
    workPeriod: "작업기간",
    status: "상태",
    actions: "관리",
  },
  selectAll: "현재 페이지 전체 선택",
  selectSlot: (label: string) => `${label} 선택`,
  slotLabel: (slotNumber: number | null, id: number) => `슬롯 #${slotNumber ?? id}`,
  /** Beside a card's keyword title. */
  slotNumber: (slotNumber: number) => `#${slotNumber}`,
  ended: "만료",
  noValue: "-",
  pendingNote: "관리자 승인 대기중",
  rejectionNote: (reason: string) => `반려 사유: ${reason}`,
  refundNote: (reason: string) => `환불 사유: ${reason}`,
  testSlot: "테스트",

  actions: {
    fill: "등록",
    edit: "수정",
    pause: "일시정지",
    resume: "재개",
  },
  /** The row's link to the slot's market view (issue 29). */
  market: "시장 보기",
} as const;

export const slotSearchMessages = {
  toggle: "검색 필터",
  filterApplied: "필터 적용됨",
  searchFieldLabel: "검색 항목",
  searchFields: { all: "전체", keyword: "키워드", url: "URL", productName: "상품명" },
  searchLabel: "검색어",
  searchPlaceholder: "검색어를 입력하세요",
  statusLabel: "상태",
  statusAll: "전체",
  dateFieldLabel: "기간 기준",
  dateFields: { work: "작업기간", created: "등록일" },
  dateFromLabel: "시작일",
  dateToLabel: "종료일",
  dateSeparator: "~",
  hideExpired: "만료 슬롯 숨기기",
  submit: "검색",
  reset: "초기화",
  dateOrder: "시작일은 종료일보다 늦을 수 없습니다.",
} as const;

export const slotFormMessages = {
  createTitle: "슬롯 등록",
  fillTitle: "슬롯 등록",
  editTitle: "슬롯 수정",
  createSubmit: "등록",
  fillSubmit: "등록",
  editSubmit: "저장",
  submitting: "처리 중...",
  loadingFields: "입력 필드를 불러오는 중...",
  fieldsFailed: "입력 필드를 불러오지 못했습니다.",
  createDescription: "등록한 슬롯은 관리자 승인 후 진행됩니다.",
  fillDescription: "발행된 슬롯에 광고 정보를 입력합니다.",
  created: "슬롯이 등록되었습니다. 관리자 승인 후 진행됩니다.",
  filled: "슬롯이 성공적으로 등록되었습니다.",
  createFailed: "슬롯 등록에 실패했습니다.",
  fillFailed: "슬롯 등록에 실패했습니다.",
  noChanges: "변경된 내용이 없습니다.",
} as const;

export const slotValidationMessages = {
  fillNeedsValue: "입력된 내용이 없습니다. 하나 이상의 항목을 입력해 주세요.",
  number: (label: string) => `${label}은(는) 숫자로 입력해 주세요.`,
  email: (label: string) => `${label}의 이메일 형식이 올바르지 않습니다.`,
  option: (label: string) => `${label}의 선택 값이 올바르지 않습니다.`,
} as const;

export const bulkEditMessages = {
  title: "슬롯 일괄 수정",
  steps: { input: "1. 입력", confirm: "2. 최종 확인" },
  stepsLabel: "진행 단계",
  inputDescription: "입력한 항목만 변경되며, 비워 둔 항목은 변경되지 않습니다.",
  keywordLabel: "키워드",
  urlLabel: "URL",
  blankHint: "비워 두면 변경되지 않습니다",
  selectedHeading: (total: number) => `선택한 슬롯 (${count(total)}개)`,
  more: (rest: number) => `외 ${count(rest)}개`,
  keywordOrUrlRequired: "키워드 또는 URL 중 하나 이상 입력해 주세요.",
  next: "다음",
  back: "이전",
  submit: "일괄 수정",
  submitting: "수정 중...",
  confirmDescription: (total: number) => `선택한 ${count(total)}개 슬롯을 아래와 같이 변경합니다.`,
  changesLabel: "변경 내용",
  rankResetWarning: "키워드나 URL을 변경하면 기존 순위 데이터가 초기화됩니다.",
  done: "일괄 수정이 완료되었습니다.",
  failed: "일괄 수정에 실패했습니다.",
} as const;
