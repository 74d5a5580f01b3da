/**
 * Korean text of sign-in, sign-up and the first sign-in's password change (the session's own texts
 * are in `src/lib/messages.ts`).
 */
export const authMessages = {
  brandFeaturesLabel: "주요 기능",
  features: [
    { title: "실시간 슬롯 모니터링", description: "키워드별 상품 순위 변화를 매일 자동으로 추적합니다." },
    { title: "간편한 수익 관리", description: "캐시 충전과 사용 내역을 한 화면에서 관리합니다." },
    { title: "전문 분석 도구", description: "일별 순위 리포트로 광고 성과를 한눈에 분석합니다." },
  ],
  copyright: (year: number, siteName: string) => `© ${year} ${siteName}. All rights reserved.`,

  loginHeading: "계정에 로그인",
  loginSubtitle: "아이디와 비밀번호를 입력해 주세요.",
  loginSubmit: "로그인",
  loginSubmitting: "로그인 중...",
  loginFailed: "로그인에 실패했습니다.",
  noAccount: "아직 계정이 없으신가요?",
  registerToggle: "회원가입",

  registerHeading: "회원가입",
  registerSubtitle: "정보를 입력하면 바로 서비스를 시작할 수 있습니다.",
  registerSubmit: "가입하기",
  registerSubmitting: "가입 중...",
  registerFailed: "회원가입에 실패했습니다.",
  haveAccount: "이미 계정이 있으신가요?",
  backToLogin: "로그인으로 돌아가기",

  firstPasswordHeading: "비밀번호 변경",
  firstPasswordSubtitle: "처음 로그인하셨습니다. 받은 비밀번호를 본인만 아는 새 비밀번호로 변경해야 계속할 수 있습니다.",
  firstPasswordSubmit: "변경하고 계속하기",
  firstPasswordSubmitting: "변경 중...",
  firstPasswordChanged: "비밀번호가 변경되었습니다.",
  firstPasswordFailed: "비밀번호 변경 중 오류가 발생했습니다.",
  logout: "로그아웃",

  previewBanner: "미리보기 모드",
  previewDescription: "테마 미리보기 화면입니다. 실제 로그인은 동작하지 않습니다.",
} as const;
