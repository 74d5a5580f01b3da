/**
 * Shared Korean words and messages used across features: buttons, generic states, API fallbacks,
 * validation and page headings. Feature-specific text lives in `src/features/<name>/messages.ts`.
 */

export const commonMessages = {
  confirm: "확인",
  cancel: "취소",
  save: "저장",
  edit: "수정",
  delete: "삭제",
  close: "닫기",
  add: "추가",
  reset: "초기화",
  loading: "불러오는 중...",
  retry: "다시 시도",
  saving: "저장 중...",
  processing: "처리 중...",
  noData: "데이터가 없습니다.",
  noSearchResults: "검색 결과가 없습니다.",
  /** An empty search's state (components/empty-state.tsx). */
  emptySearchTitle: "검색 결과가 없습니다",
  emptySearchHint: "다른 검색어나 조건으로 찾아보세요.",
  clearSearch: "검색 초기화",
  confirmTitle: "확인이 필요합니다",
  dismissToast: "알림 닫기",
  empty: "-",
  /** A row's menu button (desk widths: the actions beyond the row's buttons). */
  more: "더보기",
  /** A long list's button on a phone (components/phone-show-more.tsx): the items it shows. */
  showMore: (rest: number) => `더보기 (${rest}개)`,
  showLess: "접기",
  /** The name of a phone card's one menu button ("⋯"). */
  rowMenu: "작업 메뉴",
  /** Whole won (lib/format.ts `formatWon`): "12,000원". */
  won: (amount: string) => `${amount}원`,
} as const;

/** The fields of a new account (sign-up, and an admin adding a user). */
export const accountFieldMessages = {
  loginIdLabel: "아이디",
  loginIdHint: "영문과 숫자만 사용할 수 있습니다.",
  loginIdPlaceholder: "아이디를 입력하세요",
  passwordLabel: "비밀번호",
  passwordHint: (min: number) => `${min}자 이상 입력해 주세요.`,
  passwordPlaceholder: "비밀번호를 입력하세요",
  passwordConfirmLabel: "비밀번호 확인",
  passwordConfirmPlaceholder: "비밀번호를 다시 입력하세요",
  nameLabel: "이름",
  namePlaceholder: "이름을 입력하세요",
} as const;

/** The fields of a password change (the profile and the first sign-in). */
export const passwordChangeMessages = {
  currentPasswordLabel: "현재 비밀번호",
  newPasswordLabel: "새 비밀번호",
  newPasswordHint: (min: number) => `${min}자 이상 입력해 주세요.`,
  newPasswordConfirmLabel: "새 비밀번호 확인",
} as const;

/** Relative times (spec part 2 §2 notifications, §9 chat) and the words of dates (src/lib/format.ts). */
export const timeMessages = {
  justNow: "방금 전",
  minutesAgo: (n: number) => `${n}분 전`,
  hoursAgo: (n: number) => `${n}시간 전`,
  daysAgo: (n: number) => `${n}일 전`,
  yesterday: "어제",
  /** Sunday first, as `Date.getUTCDay()` counts (src/lib/format.ts). */
  weekdays: ["일", "월", "화", "수", "목", "금", "토"],
  dayWithWeekday: (day: string, weekday: string) => `${day} (${weekday})`,
} as const;

export const errorMessages = {
  network: "서버와 통신 중 오류가 발생했습니다.",
  timeout: "서버 응답 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.",
  server: "서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  badRequest: "요청 내용을 확인해 주세요.",
  unauthorized: "로그인이 필요합니다.",
  forbidden: "권한이 없습니다.",
  notFound: "요청한 정보를 찾을 수 없습니다.",
  conflict: "이미 처리되었거나 중복된 요청입니다.",
  payloadTooLarge: "보낸 내용이 허용된 크기를 넘었습니다.",
  tooManyRequests: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  unknown: "알 수 없는 오류가 발생했습니다.",
  sessionExpired: "세션이 만료되었습니다. 다시 로그인해 주세요.",
  forbiddenRelogin: "권한이 없습니다. 다시 로그인해 주세요.",
  /** The server's 403 for a switched-off feature flag (common/src/error.rs FeatureDisabled). */
  featureDisabled: "현재 사용할 수 없는 기능입니다.",
} as const;

/** Why the login page opens after the session ended on its own. */
export const sessionMessages = {
  restoreFailed: "사용자 정보를 가져올 수 없습니다. 다시 로그인해 주세요.",
  backupMissing: "원래 계정 정보를 찾을 수 없습니다.",
  /** The restore got no answer; the stored user is shown meanwhile. */
  reconnecting: "서버에 연결할 수 없어 마지막으로 확인한 로그인 정보로 표시하고 있습니다. 다시 연결하는 중입니다...",
  /** The restore got no answer and no user is stored. */
  reconnectingNoUser: "서버에 연결할 수 없습니다. 다시 연결하는 중입니다...",
} as const;

export const validationMessages = {
  loginIdRequired: "아이디를 입력해 주세요.",
  loginIdFormat: "아이디는 영문과 숫자만 사용할 수 있습니다.",
  passwordRequired: "비밀번호를 입력해 주세요.",
  passwordMin: (min: number) => `비밀번호는 ${min}자 이상이어야 합니다.`,
  newPasswordMin: (min: number) => `새 비밀번호는 ${min}자 이상이어야 합니다.`,
  passwordConfirmRequired: "비밀번호 확인을 입력해 주세요.",
  passwordMismatch: "비밀번호가 일치하지 않습니다.",
  newPasswordMismatch: "새 비밀번호가 일치하지 않습니다.",
  currentPasswordRequired: "현재 비밀번호를 입력해 주세요.",
  newPasswordRequired: "새 비밀번호를 입력해 주세요.",
  nameRequired: "이름을 입력해 주세요.",
} as const;

export const pageMessages = {
  accessDeniedTitle: "접근 권한이 없습니다.",
  accessDeniedBody: "이 페이지는 관리자만 이용할 수 있습니다.",
  accessDeniedDeveloperBody: "이 페이지는 개발자 계정만 이용할 수 있습니다.",
  goHome: "홈으로 이동",
  notFoundTitle: "페이지를 찾을 수 없습니다.",
  notFoundBody: "주소가 올바른지 확인해 주세요. 페이지가 이동되었거나 삭제되었을 수 있습니다.",
  notFoundCode: "404",
  loadingSession: "로그인 정보를 확인하는 중...",
} as const;

/** Headings (h1) of the route pages. */
export const pageTitles = {
  slots: "광고 슬롯 관리",
  cash: "캐시 충전",
  cashCharge: "캐시 충전",
  cashHistory: "캐시 내역",
  profile: "내 정보",
  announcements: "공지사항",
  notifications: "알림",
  chatTest: "1:1 문의",
  notificationTest: "알림 테스트",
  ranking: "랭킹",
  adminDashboard: "관리자 대시보드",
  /** The browser tab's title while the dashboard is open (the heading has no site name). */
  adminDashboardTab: (siteName: string) => `관리자 대시보드 - ${siteName}`,
  adminSlots: "슬롯 승인",
  adminSlotsPreAllocation: "슬롯 관리",
  adminCash: "캐시 승인",
  adminUsers: "사용자 관리",
  adminChat: "고객 문의 관리",
  adminSettings: "시스템 설정",
  adminNotifications: "알림 발송",
  adminNotificationHistory: "알림 내역",
  adminJobs: "작업 현황",
  adminAnnouncements: "공지사항 관리",
  adminSlotAllocationHistory: "슬롯 발행 내역",
} as const;

export const paginationMessages = {
  label: "페이지 이동",
  previous: "이전",
  next: "다음",
  page: (page: number) => `${page} 페이지`,
} as const;

/** The spreadsheet grid's own words (components/sheet): names for assistive technology. */
export const sheetMessages = {
  required: "필수",
  requiredColumn: (label: string) => `${label} (필수)`,
  corner: "전체 선택",
  rowHeader: "행",
  cell: (row: string, label: string) => `${row}행 ${label}`,
  emptyOption: "(비움)",
  choose: (label: string) => `${label} 선택`,
} as const;

/** File downloads and exports shared by every screen that offers them. */
export const downloadMessages = {
  excel: "엑셀",
  csv: "CSV",
  exportGroup: "내려받기",
  excelTitle: "엑셀 파일(.xlsx)로 내려받기",
  csvTitle: "CSV 파일로 내려받기",
  downloading: "내려받는 중...",
  failed: "파일을 내려받지 못했습니다.",
} as const;
