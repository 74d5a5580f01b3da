/**
 * Korean text shared by every slot screen (spec part 1 §4 labels, §5 rules, §9 display): status
 * labels, the pause/resume exchange, the edit that resets ranks, field values, ranks, periods,
 * thumbnails and the URL rules. Each screen's own text is in its feature's `messages.ts`.
 */
import type { DisplayStatus } from "@/lib/slots/api";

export const slotStatusLabels: Record<DisplayStatus, string> = {
  empty: "입력 대기",
  pending: "승인 대기",
  waiting: "대기중",
  active: "진행중",
  completed: "완료",
  paused: "일시정지",
  rejected: "반려",
  refunded: "환불",
  expired: "만료",
  inactive: "비활성",
  deleted: "삭제됨",
};

/** A slot list that could not be read (spec part 2 §8 "Slot list"): refused, or never reached the server. */
export const slotListLoadMessages = {
  failed: "슬롯 정보를 불러오지 못했습니다.",
  error: "슬롯 정보를 불러오는 중 오류가 발생했습니다.",
} as const;

/** Pausing and resuming, the same for an advertiser and an operator. */
export const slotStatusChangeMessages = {
  pauseTitle: "슬롯 일시정지",
  pauseConfirm: "슬롯을 일시정지하시겠습니까? 만료일은 변경되지 않습니다.",
  resumeTitle: "슬롯 재개",
  resumeConfirm: "슬롯을 재개하시겠습니까?",
  paused: "슬롯이 일시정지되었습니다.",
  resumed: "슬롯이 재개되었습니다.",
  pauseFailed: "슬롯 일시정지에 실패했습니다.",
  resumeFailed: "슬롯 재개에 실패했습니다.",
} as const;

/** Editing a slot's fields (advertiser and operator forms). */
export const slotEditMessages = {
  rankResetConfirmTitle: "순위 데이터 초기화",
  rankResetConfirm: "키워드나 URL을 변경하면 기존 순위 데이터가 초기화됩니다. 계속하시겠습니까?",
  updated: "슬롯이 성공적으로 수정되었습니다.",
  updateFailed: "슬롯 수정에 실패했습니다.",
} as const;

/** The configured fields, as inputs and as list values. */
export const slotFieldMessages = {
  required: (label: string) => `${label}은(는) 필수 항목입니다.`,
  booleanYes: "예",
  selectPlaceholder: "선택하세요",
  openUrl: "새 창에서 열기",
  extraKeywords: "추가 키워드",
  moreKeywords: (rest: number) => `외 ${rest}개`,
} as const;

export const rankMessages = {
  /** The rank of a slot not approved yet: the crawl has not started on it. */
  unapproved: "승인 전",
  measuring: "측정중",
  measuringWithYesterday: (rank: number) => `측정중 (어제 ${rank}위)`,
  noRank: "순위 없음",
  rank: (rank: number) => `${rank}위`,
  /** A change in whole places: "▲3", "▼2", "-". */
  up: (places: number) => `▲${places}`,
  down: (places: number) => `▼${places}`,
  flat: "-",
  sinceYesterday: {
    up: (places: number) => `어제보다 ${places}위 상승`,
    down: (places: number) => `어제보다 ${places}위 하락`,
    flat: "어제와 동일",
  },
  openHistory: "순위 이력 보기",
  currentRank: "현재 순위",
  yesterdayRank: "어제 순위",
  firstRank: "최초 순위",
  lastChecked: "마지막 확인",
  historyEmpty: "순위 이력이 없습니다.",
  /** The one empty state where a chart or a slot's rank figures would be (`NoRankState`), and why. */
  noRankTitle: "아직 측정된 순위가 없습니다",
  noRankReasons: {
    unapproved: "승인 전인 슬롯입니다. 승인되면 매일 순위를 측정합니다.",
    firstCrawlPending: "첫 순위 측정 전입니다. 순위는 매일 측정되어 이곳에 쌓입니다.",
    noneInRange: "이 기간에는 측정한 날이 없습니다.",
    notFound: "측정했지만 검색 결과 500위 안에서 상품을 찾지 못했습니다.",
  },
} as const;

/** The work period: D-n, the dates and the extension label. */
export const expiryMessages = {
  daysLeft: (days: number) => `D-${days}`,
  ended: "만료",
  period: (start: string, end: string) => `${start} ~ ${end}`,
  noPeriod: "기간 미정",
  extended: "연장",
  extendedTitle: (days: number | null) => (days ? `${days}일 연장된 슬롯` : "연장된 슬롯"),
} as const;

export const thumbnailMessages = {
  placeholder: "이미지 없음",
  alt: (name: string) => `${name} 상품 이미지`,
  altDefault: "상품 이미지",
} as const;

/**
 * The marketplace URL rules' messages, word for word the api's (`AppError::Url*` in
 * common/src/error.rs); `common/fixtures/url_cases.json` checks both sides against the same text.
 */
export const urlMessages = {
  required: "URL을 입력해 주세요.",
  protocol: "URL은 http:// 또는 https://로 시작해야 합니다.",
  invalid: "올바른 URL 형식이 아닙니다.",
  marketplaceOnly: (domain: string) => `${domain} 상품 URL만 등록할 수 있습니다.`,
  productPath: "상품 페이지 URL(/vp/products/숫자)이 아닙니다. 상품 상세 페이지의 주소를 입력해 주세요.",
  itemIds: "URL에 숫자로 된 itemId와 vendorItemId가 있어야 합니다. 상품 옵션을 선택한 뒤의 주소를 입력해 주세요.",
  otherMarketplace: (slot: string, other: string) => `${slot} 슬롯에는 ${other} 주소를 넣을 수 없습니다. ${slot} 상품 주소를 입력해 주세요.`,
  naverMidRequired: "네이버 쇼핑 슬롯에는 MID(네이버 쇼핑 상품 번호)를 입력해 주세요.",
  naverMidInvalid: "MID는 숫자로만 입력해 주세요.",
  naverMidMismatch: (urlMid: string) => `입력한 MID와 가격비교 주소의 MID(${urlMid})가 다릅니다. 둘 중 하나만 입력하거나 같게 맞춰 주세요.`,
  naverShortLink: "naver.me 단축 주소는 쓸 수 없습니다. 상품 페이지를 연 뒤 주소창의 전체 주소를 붙여 넣어 주세요.",
  naverNotProductPage: "네이버 쇼핑 상품 주소가 아닙니다. 스마트스토어·브랜드스토어 상품 또는 가격비교(카탈로그) 주소를 입력해 주세요.",
} as const;

/** The marketplaces by the names their sellers use (issue 39). */
export const marketplaceNames = { coupang: "쿠팡", naver: "네이버 쇼핑" } as const;

/** What the slot forms need from the field settings, and who can set it up (`FieldSetupNotice`). */
export const fieldSetupMessages = {
  noEnabledFields: "활성화된 입력 필드가 없습니다.",
  coreFieldsMissing: "키워드와 랜딩 URL 입력 필드가 활성화되어 있어야 슬롯을 등록할 수 있습니다.",
  askOperator: "슬롯 등록에 필요한 입력 항목이 아직 준비되지 않았습니다. 담당 운영자에게 문의해 주세요.",
  askDeveloper: "개발자 계정으로 시스템 설정의 입력 필드 설정에서 키워드와 랜딩 URL 필드를 활성화해 주세요.",
  openFieldSettings: "입력 필드 설정 열기",
  dashboardTitle: "슬롯 등록 준비가 끝나지 않았습니다",
} as const;
