/**
 * Korean text of /admin/settings (spec part 2 §2 "System settings", §3, §8 "Settings"): tabs,
 * each setting's label and help, validation messages, the theme and layout names, and the saved
 * and failed alerts. Also the sentence a route shows when its feature flag is off.
 */

/** True when the word's last syllable has a final consonant (받침), for 은/는 and 을/를. */
function hasFinalConsonant(word: string): boolean {
  const trimmed = word.replace(/\s*\([^)]*\)\s*$/, "").trim(); // "알림 표시 시간(ms)" reads as "시간"
  const last = trimmed.at(-1) ?? "";
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  // Latin letters and digits as read aloud in Korean: L(엘), M(엠), N(엔), R(알), 0(영), 1(일)...
  return /[lmnr0136789]$/i.test(last);
}

/** "사이트 이름" → "사이트 이름은", "로고 URL" → "로고 URL은". */
export const topic = (label: string) => `${label}${hasFinalConsonant(label) ? "은" : "는"}`;
/** "사이트 이름" → "사이트 이름을". */
export const object = (label: string) => `${label}${hasFinalConsonant(label) ? "을" : "를"}`;

const won = (value: number) => value.toLocaleString("ko-KR");

export const settingsMessages = {
  tabsLabel: "설정 항목",
  tabs: {
    theme: "테마",
    field: "필드",
    business: "비즈니스",
    feature: "기능",
  },
  comingWithSettings: "시스템 설정 기능이 추가되면 사용할 수 있습니다.",
  loading: "설정을 불러오는 중...",
  loadFailed: "설정을 불러오지 못했습니다.",
  loadFailedHint: "화면은 기본 테마(심플)와 기본 레이아웃(클래식)으로 표시됩니다.",
  save: "저장",
  saving: "저장 중...",
  revert: "되돌리기",
  unsaved: "저장하지 않은 변경 사항이 있습니다.",
  fixErrors: "입력 내용을 확인해 주세요.",
  on: "켜짐",
  off: "꺼짐",

  /** Toasts (spec part 2 §8): saved and failed per tab, and for the site information alone. */
  saved: {
    theme: "테마 설정이 저장되었습니다.",
    business: "비즈니스 설정이 저장되었습니다.",
    feature: "기능 설정이 저장되었습니다.",
    site: "사이트 정보가 저장되었습니다.",
  },
  saveFailed: {
    theme: "테마 설정 저장에 실패했습니다.",
    business: "비즈니스 설정 저장에 실패했습니다.",
    feature: "기능 설정 저장에 실패했습니다.",
    site: "사이트 정보 저장에 실패했습니다.",
  },
  failedWith: (failed: string, reason: string) => `${failed} ${reason}`,

  tabIntro: {
    business: "사이트 정보, 캐시와 슬롯 운영 방식을 설정합니다. 저장하면 모든 사용자에게 바로 적용됩니다.",
    feature: "채팅, 알림과 메뉴 기능을 켜고 끕니다. 꺼진 기능의 메뉴는 숨겨지고 화면은 접근 불가로 표시됩니다.",
  },

  sections: {
    site: "사이트 정보",
    cash: "캐시",
    slots: "슬롯 운영",
    access: "회원가입 및 점검",
    chat: "1:1 채팅",
    notification: "알림",
    menus: "메뉴 기능",
  },

  units: {
    won: "원",
    count: "개",
    ms: "ms",
  },
  secondsHint: (ms: number) => `${(ms / 1000).toLocaleString("ko-KR", { maximumFractionDigits: 3 })}초 동안 표시됩니다.`,

  /** Label and help text of every setting, by key. */
  fields: {
    siteName: { label: "사이트 이름", help: "브라우저 탭, 로그인 화면과 메뉴에 표시되는 이름입니다. (1~50자)" },
    siteTitle: { label: "사이트 제목", help: "브라우저 탭에서 사이트 이름 뒤에 붙는 설명입니다. 비워 둘 수 있습니다. (100자 이하)" },
    logoUrl: { label: "로고 URL", help: "http:// 또는 https://로 시작하는 이미지 주소입니다. 비워 두면 사이트 이름이 대신 표시됩니다." },
    useCashSystem: { label: "캐시 시스템 사용", help: "끄면 캐시 충전·캐시 내역 메뉴와 캐시 승인 화면이 숨겨집니다." },
    cashChargeMode: { label: "캐시 충전 방식", help: "사이드바의 캐시충전 버튼이 여는 화면입니다." },
    defaultSlotPrice: { label: "기본 슬롯 가격", help: "슬롯을 승인할 때 기본으로 제안되는 가격입니다." },
    minCashCharge: { label: "최소 충전 금액", help: "한 번에 신청할 수 있는 가장 작은 충전 금액입니다." },
    maxCashCharge: { label: "최대 충전 금액", help: "한 번에 신청할 수 있는 가장 큰 충전 금액입니다." },
    slotAutoApproval: { label: "슬롯 자동 승인", help: "광고주가 등록한 슬롯을 기본 슬롯 가격으로 바로 승인합니다." },
    cashAutoApproval: { label: "캐시 자동 승인", help: "충전 신청을 접수와 동시에 승인합니다." },
    maxSlotsPerUser: { label: "사용자당 최대 슬롯 수", help: "광고주 한 명이 가질 수 있는 슬롯 수의 상한입니다. (1~100,000개)" },
    maintenanceMode: {
      label: "점검 모드",
      help: "켜면 일반 사용자(광고주)는 점검 안내 화면만 보게 됩니다. 운영자와 개발자는 계속 이용할 수 있습니다.",
    },
    registrationEnabled: { label: "회원가입 허용", help: "끄면 로그인 화면에서 회원가입을 할 수 없습니다." },
    slotOperationMode: { label: "슬롯 운영 방식", help: "일반은 광고주가 등록하고 관리자가 승인합니다. 선슬롯 발행은 관리자가 빈 슬롯을 미리 발행합니다." },
    defaultSlotAllocation: { label: "기본 할당 개수", help: "선슬롯 발행 화면에 기본으로 입력되는 슬롯 개수입니다. (1~100개)" },
    chatEnabled: { label: "1:1 채팅 사용", help: "광고주 화면의 1:1 문의 버튼과 관리자 채팅 관리 메뉴를 표시합니다." },
    chatMaxMessages: { label: "채팅 최대 메시지 수", help: "채팅방에서 불러오는 최근 메시지 수입니다. (1~1,000개)" },
    chatSoundEnabled: { label: "채팅 알림음", help: "새 채팅 메시지가 오면 소리로 알립니다." },
    chatEnabledSimple: { label: "심플 테마 채팅", help: "심플 테마에서 1:1 채팅 버튼을 표시합니다. (1:1 채팅 사용이 켜져 있을 때)" },
    chatEnabledModern: { label: "모던 테마 채팅", help: "모던 테마에서 1:1 채팅 버튼을 표시합니다. (1:1 채팅 사용이 켜져 있을 때)" },
    chatEnabledLuxury: { label: "럭셔리 테마 채팅", help: "럭셔리 테마에서 1:1 채팅 버튼을 표시합니다. (1:1 채팅 사용이 켜져 있을 때)" },
    chatAutoReply: { label: "채팅 자동 응답", help: "상담 시간 밖에 광고주가 문의하면 이 문구로 한 번 자동 답변합니다. 비워 두면 보내지 않습니다. (500자 이내)" },
    chatBusinessStart: { label: "상담 시작 시각", help: "평일 상담을 시작하는 시각(한국 시간, 0~23시)입니다." },
    chatBusinessEnd: { label: "상담 종료 시각", help: "평일 상담을 마치는 시각(한국 시간, 1~24시)입니다. 시작 시각보다 늦어야 합니다." },
    notificationEnabled: { label: "알림 사용", help: "알림 벨과 관리자 알림 발송 기능을 사용합니다." },
    notificationSound: { label: "알림음", help: "새 알림이 오면 소리로 알립니다." },
    notificationAutoRead: { label: "알림 자동 읽음", help: "화면에 표시된 알림을 자동으로 읽음 처리합니다." },
    notificationDuration: { label: "알림 표시 시간", help: "알림 메시지가 화면에 머무는 시간입니다. (1,000~60,000ms)" },
    featureCashHistory: { label: "캐시 내역 메뉴", help: "캐시 시스템이 켜져 있을 때 캐시 내역 메뉴와 화면을 제공합니다." },
    featureRanking: { label: "랭킹 메뉴", help: "랭킹 메뉴와 화면을 제공합니다." },
    featureSlotManagement: {
      label: "광고 슬롯 메뉴",
      help: "광고주의 광고 슬롯 메뉴와 화면(/slots)을 제공합니다. 관리자 슬롯 관리는 그대로입니다.",
    },
  },

  options: {
    cashChargeMode: { modal: "모달 창", page: "별도 페이지" },
    slotOperationMode: { normal: "일반 (등록 후 승인)", "pre-allocation": "선슬롯 발행" },
  },

  /** Field messages; the same rules the server applies. */
  errors: {
    required: (label: string) => `${object(label)} 입력해 주세요.`,
    tooLong: (label: string, max: number) => `${topic(label)} ${max}자 이하로 입력해 주세요.`,
    url: (label: string) => `${topic(label)} http:// 또는 https://로 시작하는 주소여야 합니다.`,
    wholeNumber: (label: string) => `${topic(label)} 0 이상의 정수로 입력해 주세요.`,
    range: (label: string, min: number, max: number) => `${topic(label)} ${won(min)}~${won(max)} 사이로 입력해 주세요.`,
    choice: (label: string) => `${object(label)} 선택해 주세요.`,
    invalid: (label: string) => `${topic(label)} 보이지 않는 문자만으로 입력할 수 없습니다.`,
  },

  theme: {
    title: "테마와 레이아웃",
    description: "선택하면 이 화면에 바로 미리 보여 줍니다. 저장하면 모든 사용자에게 적용되고 페이지를 다시 불러옵니다.",
    themeLegend: "전체 테마",
    layoutLegend: "전체 레이아웃",
    current: "현재 적용됨",
    previewing: "선택한 테마와 레이아웃을 이 화면에 미리 보여 주는 중입니다. 저장하지 않으면 다른 화면에는 적용되지 않습니다.",
    loginPreview: "로그인 화면 미리보기",
    loginPreviewTitle: "로그인 화면 미리보기",
    loginPreviewFrame: (name: string) => `${name} 테마 로그인 화면`,
    loginPreviewThemes: "미리 볼 테마",
    names: {
      simple: "심플",
      modern: "모던",
      luxury: "럭셔리",
    },
    descriptions: {
      simple: "밝고 깔끔한 화면에 파란색 강조. 테두리 중심의 단정한 디자인입니다.",
      modern: "보라색 그라데이션과 둥근 모서리, 부드러운 그림자의 세련된 디자인입니다.",
      luxury: "짙은 남색과 금색 포인트, 세리프 제목의 고급스러운 디자인입니다.",
    },
    layouts: {
      classic: "클래식",
      modern: "모던",
      minimal: "미니멀",
      dashboard: "대시보드",
    },
    layoutDescriptions: {
      classic: "왼쪽 사이드바 메뉴",
      modern: "상단 내비게이션과 하단 푸터",
      minimal: "사이드바 없이 얇은 상단 줄의 메뉴와 떠 있는 메뉴 버튼",
      dashboard: "오른쪽 사이드바, 넓은 본문",
    },
    adminPreview: "관리자 미리보기 모드",
    adminPreviewHelp: "전체 사용자에게 저장하지 않고, 이 브라우저의 개발자 계정에만 선택한 테마와 레이아웃을 적용합니다.",
    adminPreviewOn: (theme: string, layout: string) => `미리보기 적용 중: ${theme} 테마 · ${layout} 레이아웃`,
    adminPreviewOff: "미리보기 모드가 꺼져 있습니다. 저장된 전체 테마와 레이아웃이 적용됩니다.",
    adminPreviewEnabled: "관리자 미리보기 모드를 켰습니다.",
    adminPreviewDisabled: "관리자 미리보기 모드를 껐습니다.",
  },

  /** The access-denied sentence of a route whose feature flag is off. */
  featureOff: {
    ranking: "랭킹 기능이 꺼져 있어 이용할 수 없습니다.",
    slots: "광고 슬롯 기능이 꺼져 있어 이용할 수 없습니다.",
  },
} as const;
