/** Korean text of the system settings page shell (spec part 2 §2 "System settings"). */
export const settingsMessages = {
  tabsLabel: "설정 항목",
  tabs: {
    theme: "테마",
    field: "필드",
    business: "비즈니스",
    feature: "기능",
  },
  comingWithSettings: "시스템 설정 기능이 추가되면 사용할 수 있습니다.",
} as const;
