/** Korean text of maintenance mode (spec part 2 §3 maintenanceMode): the advertisers' page and the staff banner. */
export const maintenanceMessages = {
  title: "시스템 점검 중입니다",
  body: "더 나은 서비스를 위해 점검 중입니다. 잠시 후 다시 이용해 주세요.",
  detail: "점검이 끝나면 이 화면이 자동으로 닫힙니다.",
  retry: "다시 확인",
  logout: "로그아웃",
  banner: "점검 모드가 켜져 있습니다. 일반 사용자는 서비스를 이용할 수 없습니다.",
  bannerLink: "점검 모드 설정",
} as const;
