/** Korean text of the rank-history modal: range, chart, daily table and the rank analysis report. */
export const rankHistoryMessages = {
  title: "순위 이력",
  /** The toolbar's link to the slot's market view (issue 29). */
  openMarket: "시장 보기",
  startDate: "시작일",
  endDate: "종료일",
  rangeGroup: "조회 기간",
  lastDays: (days: number) => `${days}일`,
  invalidRange: "시작일은 종료일보다 늦을 수 없습니다.",
  loading: "순위 이력을 불러오는 중입니다.",
  loadFailed: "순위 이력 조회에 실패했습니다.",
  chart: "순위 추이 차트",
  chartSeries: "순위",
  periodStart: "시작",
  periodEnd: "종료",
  /** The chart's caption: the shaded days are the slot's period. */
  period: (startDate: string, endDate: string) => `슬롯 기간 ${startDate} ~ ${endDate}`,
  table: "일별 순위",
  columnDate: "날짜",
  columnRank: "순위",
  columnBest: "최고",
  columnWorst: "최저",
  columnAverage: "평균",
  columnChange: "전일 대비",
  /** A day's change, in words for screen readers. */
  sinceDayBefore: {
    up: (places: number) => `전날보다 ${places}위 상승`,
    down: (places: number) => `전날보다 ${places}위 하락`,
    flat: "전날과 동일",
  },
  openReport: "순위 분석 리포트",
  reportTitle: "순위 분석 리포트",
  backToChart: "차트로 돌아가기",
  reportCards: "일별 순위 카드",
  bestRank: "최고 순위",
  averageRank: "평균 순위",
  measuredDays: "측정 일수",
  days: (count: number) => `${count}일`,
  averageValue: (value: string) => `${value}위`,
  /** Sunday first, as Date.getUTCDay() counts. */
} as const;
