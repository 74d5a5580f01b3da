/**
 * Korean text of the operator's slot screens (spec part 1 §2 "Admin slot management", §5 "Operator
 * decisions", §8), grouped by role: list, search, row actions, modals, logs. Status labels and the
 * texts shared with the advertiser's screens are in `src/lib/slots/messages.ts`.
 */
import { formatNumber as count } from "@/lib/format";


export const adminSlotsMessages = {
  tableCaption: "슬롯 목록",
  emptyTitle: "등록된 슬롯이 없습니다",
  emptyHint: "광고주가 슬롯을 등록하면 여기에서 승인합니다.",
  emptyHintPreAllocation: "사용자 관리에서 광고주에게 슬롯을 발행하면 여기에 표시됩니다.",
  loading: "슬롯 목록을 불러오는 중...",
  refresh: "새로고침",
  refreshing: "새로고침 중...",
  range: (total: number, from: number, to: number, capped = false) =>
    total === 0 ? "총 0개" : `총 ${count(total)}개${capped ? " 이상" : ""} 중 ${count(from)}-${count(to)}`,
  pageSizeLabel: "표시 개수",
  pageSizeOption: (size: number) => `${size}개씩`,
  statusLabel: "상태",
  statusAll: "전체",
  columns: {
    thumbnail: "썸네일",
    keyword: "키워드",
    rank: "순위",
    advertiser: "광고주",
    appliedAt: "신청일",
    period: "작업기간",
    actions: "관리",
  },
  slotNumber: (value: number) => `#${value}`,
  testSlot: "테스트",
  inactiveUser: "비활성 회원",
  noValue: "-",
  noKeyword: "키워드 없음",
  openUrl: "새 창에서 열기",
  yesterdayRank: (text: string) => `어제 ${text}`,
  rejectionNote: (reason: string) => `반려 사유: ${reason}`,
  refundNote: (reason: string) => `환불 사유: ${reason}`,
  booleanYes: "예",
} as const;

export const adminSearchMessages = {
  freeTextLabel: "검색",
  freeTextPlaceholder: "키워드, URL, 상품명으로 검색",
  panelLabel: "슬롯 검색",
  plainToggle: "일반 검색",
  advancedToggle: "고급 검색",
  disabledHint: (other: string) => `${other}을 닫으면 사용할 수 있습니다.`,
  filterApplied: "필터 적용됨",
  keyword: "키워드",
  advertiser: "광고주",
  advertiserPlaceholder: "이름 또는 아이디",
  url: "URL",
  productName: "상품명",
  userId: "사용자 ID",
  slotNumber: "슬롯 번호",
  dateField: "기간 기준",
  dateFields: { created: "신청일", work: "작업기간" },
  dateFrom: "시작일",
  dateTo: "종료일",
  shortcutsLabel: "기간 빠른 선택",
  shortcuts: { today: "오늘", week: "1주일", month: "1개월", threeMonths: "3개월", sixMonths: "6개월" },
  status: "진행 상태",
  submit: "검색",
  reset: "초기화",
  dateOrder: "시작일은 종료일보다 늦을 수 없습니다.",
  oneTextOnly: "키워드, URL, 상품명은 한 번에 하나만 검색할 수 있습니다.",
  wholeNumber: (label: string) => `${label}은(는) 1 이상의 숫자로 입력해 주세요.`,
} as const;

export const adminActionMessages = {
  approve: "승인",
  reject: "반려",
  menuLabel: "슬롯 관리 메뉴",
  edit: "수정",
  pause: "일시정지",
  resume: "재개",
  refund: "환불",
  extend: "연장",
  delete: "삭제",
  recrawl: "순위 재수집",
  logs: "로그 보기",
  /** The slot's market view (issue 29). */
  market: "시장 보기",

  approved: "슬롯이 승인되었습니다.",
  rejected: "슬롯이 반려되었습니다.",
  refunded: "환불이 완료되었습니다.",
  deleted: "슬롯이 삭제되었습니다.",
  approveFailed: "슬롯 승인에 실패했습니다.",
  rejectFailed: "슬롯 반려에 실패했습니다.",
  refundFailed: "환불에 실패했습니다.",
  deleteFailed: "슬롯 삭제에 실패했습니다.",

  deleteTitle: "슬롯 삭제",
  deleteConfirm: "슬롯을 삭제하시겠습니까? 삭제한 슬롯은 목록에서 사라집니다.",

  recrawlTitle: "순위 재수집",
  recrawlConfirm: (keyword: string) => `'${keyword}' 키워드의 오늘 순위를 지금 다시 수집하시겠습니까?`,
  recrawlRequested: "순위 재수집을 요청했습니다.",
  recrawlAlreadyQueued: "이미 수집 대기 중입니다.",
  recrawlFailed: "순위 재수집 요청에 실패했습니다.",
} as const;

/** The work period's two dates (approve, edit). */
export const periodMessages = {
  startLabel: "시작일",
  endLabel: "종료일",
} as const;

export const approveMessages = {
  title: "슬롯 승인",
  priceLabel: "승인 금액 (원)",
  priceHintCashOff: "캐시 시스템을 사용하지 않으므로 0원보다 큰 금액을 입력해야 합니다.",
  priceHintCashOn: "0원이면 슬롯 신청 금액으로 승인합니다.",
  pricePreview: (value: number) => `${count(value)}원`,
  priceRequired: "승인 금액은 0원보다 커야 합니다.",
  priceInvalid: "승인 금액은 0 이상의 정수로 입력해 주세요.",
  periodHint: "비워 두면 오늘부터 30일 동안 진행됩니다.",
  quoteLoading: "승인 금액과 기간을 불러오는 중...",
  quoteFailed: "승인 금액과 기간을 불러오지 못했습니다. 창을 닫고 다시 시도해 주세요.",
  periodOrder: "종료일은 시작일과 같거나 그 이후여야 합니다.",
  submit: "승인",
  submitting: "승인 중...",
} as const;

export const rejectMessages = {
  title: "슬롯 반려",
  reasonLabel: "반려 사유",
  reasonPlaceholder: "광고주에게 보여 줄 반려 사유를 입력해 주세요.",
  reasonRequired: "반려 사유를 입력해 주세요.",
  submit: "반려",
  submitting: "반려 중...",
} as const;

export const refundMessages = {
  title: "슬롯 환불",
  description: "환불한 슬롯은 진행이 중단되며 되돌릴 수 없습니다.",
  reasonLabel: "환불 사유",
  reasonPlaceholder: "환불 사유를 입력해 주세요.",
  reasonRequired: "환불 사유를 입력해 주세요.",
  submit: "환불",
  submitting: "환불 중...",
  confirmTitle: "환불 확인",
  confirm: "이 슬롯을 환불하시겠습니까? 환불 후에는 되돌릴 수 없습니다.",
  quoteLabel: "환불 예정 캐시",
  quoteLoading: "환불 금액을 계산하는 중...",
  quoteFailed: "환불 금액을 불러오지 못했습니다.",
  quoteAmount: (amount: number) => `${count(amount)}원`,
  quoteDetail: (price: number, unused: number, total: number) =>
    total > 0
      ? `결제 금액 ${count(price)}원 중 사용하지 않은 ${unused}일 / 전체 ${total}일분 (원 단위 미만 버림)`
      : `결제 금액 ${count(price)}원 전액 (시작 전)`,
  quoteNothing: "결제된 캐시가 없어 환불되는 금액이 없습니다.",
} as const;

export const adminEditMessages = {
  title: "슬롯 수정",
  keywordLabel: "키워드",
  urlLabel: "URL",
  midLabel: "MID",
  keywordRequired: "키워드를 입력해 주세요.",
  urlRequired: "URL을 입력해 주세요.",
  periodOrder: "종료일은 시작일과 같거나 그 이후여야 합니다.",
  loadingFields: "입력 필드를 불러오는 중...",
  submit: "저장",
  submitting: "저장 중...",
} as const;

export const slotLogMessages = {
  title: "변경 이력",
  subtitle: (label: string) => `${label}의 변경 이력`,
  loading: "변경 이력을 불러오는 중...",
  loadFailed: "변경 이력을 불러오지 못했습니다.",
  empty: "변경 이력이 없습니다.",
  caption: "슬롯 변경 이력",
  columns: {
    changeType: "구분",
    field: "필드",
    change: "변경 내용",
    description: "설명",
    who: "처리자",
    when: "일시",
    ip: "IP",
  },
  arrow: "→",
  changeTypes: {
    field_update: "필드 수정",
    status_change: "상태 변경",
    fill_empty: "빈 슬롯 입력",
    approve: "승인",
    reject: "반려",
    refund: "환불",
    pause: "일시정지",
    resume: "재개",
    create: "등록",
    delete: "삭제",
    rank_reset: "순위 초기화",
  } as Record<string, string>,
  fieldNames: {
    keyword: "키워드",
    url: "URL",
    mid: "MID",
    period: "작업기간",
    status: "상태",
  } as Record<string, string>,
  system: "시스템",
} as const;

/** The extend modal (spec part 2 §2, §8 "Extend", §9 extension choices). */
export const extendMessages = {
  title: "슬롯 연장",
  daysLabel: "연장 기간",
  days: (n: number) => `${n}일`,
  submit: (n: number) => `${n}일 연장`,
  submitting: "연장 중...",
  rule: "종료일 다음 날부터(이미 종료된 경우 오늘부터) 새 슬롯으로 연장됩니다. 테스트 슬롯은 3일간 무료로 연장됩니다.",
  failed: "연장에 실패했습니다.",
  networkError: "연장 중 오류가 발생했습니다.",
} as const;
