/** Korean text of the admin dashboard (spec part 1 §2 "Admin dashboard"). */
import { formatNumber as count } from "@/lib/format";

export const dashboardMessages = {
  loading: "대시보드를 불러오는 중...",
  loadFailed: "대시보드 정보를 불러오지 못했습니다.",
  cardsLabel: "슬롯 요약",
  cards: {
    total: "전체 슬롯",
    active: "진행중 슬롯",
    pending: "승인 대기",
    inactive: "비활성",
  },
  cardHints: {
    total: "등록된 모든 슬롯",
    active: "현재 진행 중인 슬롯",
    pending: "관리자 승인을 기다리는 슬롯",
    inactive: "일시정지, 완료, 반려, 환불된 슬롯",
  },
  slotCount: (value: number) => `${count(value)}개`,
  statusTitle: "슬롯 상태별 현황",
  statusEmpty: "표시할 슬롯이 없습니다.",
  statuses: {
    empty: "입력 대기",
    waiting: "대기중",
    active: "진행중",
    completed: "완료",
    paused: "일시정지",
    rejectedRefunded: "반려/환불",
  },
  membersTitle: "회원 현황",
  members: {
    total: "전체 회원",
    active: "활성",
    inactive: "비활성",
  },
  memberCount: (value: number) => `${count(value)}명`,
  activeRatio: (ratio: string) => `활성 비율 ${ratio}%`,
  quickTitle: "바로가기",
  quick: {
    slots: "슬롯 승인",
    slotsPreAllocation: "슬롯 관리",
    users: "사용자 관리",
    announcements: "공지사항 관리",
    notifications: "알림 발송",
    chat: "채팅 관리",
    settings: "시스템 설정",
  },
  attentionBadge: (value: number) => `처리 대기 ${count(value)}건`,
} as const;
