/**
 * Korean text of the prepaid cash screens (spec part 1 §2 "Cash", "Admin cash approval", §8), grouped
 * by role: labels, buttons, alerts, errors. Server errors are shown as sent, never rewritten here.
 */
import { formatNumber as count } from "@/lib/format";

export const cashMessages = {
  /** `amount` is already formatted with separators ("12,000"). */
  none: "-",
  bonusWithPercentage: (amount: string, percentage: number) => `${amount} (${percentage}%)`,

  // Charge form
  chargeTitle: "캐시 충전",
  chargeDescription: "입금 후 충전을 신청하면 관리자 확인 후 잔액에 반영됩니다.",
  balanceLabel: "보유 캐시",
  balanceLoading: "확인 중...",
  balanceFailed: "보유 캐시를 불러오지 못했습니다.",
  presetsLabel: "금액 추가",
  presetsHint: "버튼을 누를 때마다 금액이 더해집니다.",
  preset: (amount: string) => `+${amount}`,
  resetAmount: "금액 초기화",
  amountLabel: "충전 금액",
  amountPlaceholder: "직접 입력",
  amountHint: (min: string, max: string) => `최소 ${min}, 최대 ${max}까지 신청할 수 있습니다.`,
  amountUnit: "원",
  depositAtLabel: "입금 예정 일시",
  accountHolderLabel: "입금자명",
  accountHolderPlaceholder: "입금하시는 분의 이름",
  total: (amount: string) => `충전 신청 금액: ${amount}`,
  submit: "충전 신청",
  submitting: "신청 중...",
  submitted: "충전 신청이 완료되었습니다. 관리자 확인 후 잔액에 반영됩니다.",
  closingSoon: "잠시 후 창이 닫힙니다.",
  viewHistory: "충전 내역 보기",
  chargeFailed: "충전 신청에 실패했습니다.",

  // Sidebar
  sidebarLabel: "보유 캐시",
  sidebarBalance: (amount: string) => `보유 캐시 ${amount}`,
  sidebarLoading: "보유 캐시 확인 중...",
  sidebarFailed: "보유 캐시 확인 실패",
  chargeButton: "캐시충전",
  retryBalance: "잔액 다시 확인",

  // Access
  cashDisabled: "캐시 시스템을 사용하지 않습니다.",
  historyDisabled: "캐시 내역 기능을 사용하지 않습니다.",

  // History
  historyTabsLabel: "캐시 내역 구분",
  tabs: { charges: "충전 내역", usage: "사용 내역" },
  chargeColumns: { requestedAt: "신청 일시", amount: "금액", bonus: "보너스", accountHolder: "입금자명", status: "상태" },
  usageColumns: { transactionAt: "일시", type: "유형", amount: "금액", balanceAfter: "잔액", description: "내용" },
  chargesCaption: "충전 신청 내역",
  usageCaption: "캐시 사용 내역",
  chargeStatuses: { pending: "대기", approved: "승인", rejected: "반려", cancelled: "취소" },
  historyTypes: { charge: "충전", purchase: "구매", refund: "환불", withdrawal: "출금", bonus: "보너스", expire: "소멸" },
  typeFilterLabel: "유형",
  typeFilterAll: "전체",
  rejectReason: (reason: string) => `반려 사유: ${reason}`,
  empty: "내역이 없습니다.",
  loading: "내역을 불러오는 중...",
  chargesFailed: "충전 내역을 불러오지 못했습니다.",
  historyFailed: "사용 내역을 불러오지 못했습니다.",
  refresh: "새로고침",
  totalCount: (value: number) => `총 ${count(value)}건`,

  // Admin approval
  adminCaption: "대기 중인 충전 요청",
  /** The name of a request's action menu on a phone. */
  rowMenu: (userName: string) => `${userName} 충전 요청 메뉴`,
  adminDescription: "입금을 확인한 뒤 승인하면 사용자의 잔액에 바로 반영됩니다. 오래된 요청부터 표시됩니다.",
  adminColumns: {
    requestedAt: "신청 일시",
    user: "사용자",
    amount: "금액",
    depositAt: "입금 예정 일시",
    accountHolder: "입금자명",
    actions: "처리",
  },
  adminEmpty: "대기 중인 충전 요청이 없습니다.",
  adminLoading: "충전 요청을 불러오는 중...",
  adminFailed: "충전 요청을 불러오지 못했습니다.",
  pendingCount: (value: number) => `대기 ${count(value)}건`,
  approve: "승인",
  reject: "반려",
  approveTitle: "충전 요청 승인",
  approveConfirm: (name: string, amount: string) => `${name}님의 ${amount} 충전 요청을 승인하시겠습니까?`,
  approved: (name: string, amount: string) => `${name}님의 ${amount} 충전 요청을 승인했습니다.`,
  approveFailed: "충전 요청 승인에 실패했습니다.",
  rejectTitle: "충전 요청 반려",
  rejectConfirm: (name: string, amount: string) => `${name}님의 ${amount} 충전 요청을 반려하시겠습니까?`,
  rejectReasonLabel: "반려 사유 (선택)",
  rejectReasonPlaceholder: "사용자에게 전달할 사유를 입력하세요. 비워 두어도 됩니다.",
  rejecting: "반려 중...",
  rejected: (name: string, amount: string) => `${name}님의 ${amount} 충전 요청을 반려했습니다.`,
  rejectFailed: "충전 요청 반려에 실패했습니다.",
  userCell: (name: string, loginId: string) => `${name} (${loginId})`,

  // Admin dashboard section
  dashboardTitle: "캐시 충전 요청",
  dashboardCounts: { pending: "대기", approved: "승인", rejected: "반려" },
  dashboardCount: (value: number) => `${count(value)}건`,
  dashboardLink: "캐시 승인으로 이동",
  dashboardLoading: "충전 요청 현황을 불러오는 중...",
  dashboardFailed: "충전 요청 현황을 불러오지 못했습니다.",
  dashboardRetry: "충전 요청 현황 다시 불러오기",

  errors: {
    amountRequired: "충전 금액을 입력해 주세요.",
    amountMin: (min: string) => `최소 충전 금액은 ${min}입니다.`,
    amountMax: (max: string) => `최대 충전 금액은 ${max}입니다.`,
    depositAtRequired: "입금 예정 일시를 입력해 주세요.",
    depositAtInvalid: "입금 예정 일시를 올바르게 입력해 주세요.",
    accountHolderRequired: "입금자명을 입력해 주세요.",
  },
} as const;
