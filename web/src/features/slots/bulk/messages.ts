/**
 * Korean text of bulk registration (spec part 2 §2 "Spreadsheet bulk registration", §5
 * "Spreadsheet cells", "Bulk registration blocked", "File upload helper", §8 "Bulk registration",
 * "Excel") and of the bulk input table (part 1 §2, §5, §8 "Bulk input"), grouped by role: page,
 * grid, summary, blocking reasons, confirmation, progress and result, Excel. Refusals the server
 * words itself (row errors, import errors) are shown as sent.
 */
import { formatNumber } from "@/lib/format";

const count = (value: number) => formatNumber(value);
const won = (value: number) => `${formatNumber(value)}원`;

export const bulkPageMessages = {
  title: "슬롯 대량 등록",
  description: "엑셀처럼 표에 입력하거나 엑셀·구글 시트에서 복사한 내용을 붙여넣어 여러 슬롯을 한 번에 등록합니다.",
  back: "슬롯 목록으로",
  openButton: "대량 등록",
  loadingFields: "입력 필드를 불러오는 중...",
  fieldsFailed: "입력 필드를 불러오지 못했습니다.",
  preAllocationOnly: "선슬롯 운영 중에는 슬롯을 새로 등록할 수 없습니다. 발행된 슬롯을 목록에서 선택해 일괄 입력해 주세요.",
} as const;

export const bulkGridMessages = {
  gridLabel: "슬롯 대량 입력 표",
  keyboardHint:
    "셀을 선택하고 바로 입력하세요. Enter·Tab으로 다음 셀, F2로 기존 내용 수정, Esc로 취소, Ctrl+C·Ctrl+V로 복사·붙여넣기를 할 수 있습니다.",
  keywordsPlaceholder: "키워드1, 키워드2 (최대 10개)",
  urlPlaceholder: "https://www.coupang.com/vp/products/...",
  datePlaceholder: "YYYY-MM-DD",
  addRows: "행 추가",
  addRowsTitle: (rows: number) => `빈 행 ${count(rows)}개를 아래에 추가합니다.`,
  rowCount: (rows: number, max: number) => `${count(rows)} / ${count(max)}행`,
  rowLimit: (max: number) => `최대 ${count(max)}행까지 입력할 수 있습니다.`,
  pasteTruncated: (max: number, dropped: number) => `최대 ${count(max)}행까지 입력할 수 있어 ${count(dropped)}행은 붙여넣지 않았습니다.`,
  clear: "모두 지우기",
  clearConfirm: "입력한 내용을 모두 지우시겠습니까?",
  slotRow: (slotNumber: number) => `#${slotNumber}`,
} as const;

export const bulkValidationMessages = {
  tooManyKeywords: (max: number) => `키워드는 최대 ${max}개까지 입력할 수 있습니다.`,
  keywordTooLong: (max: number) => `키워드는 ${max}자 이하로 입력해 주세요.`,
  date: (label: string) => `${label}은(는) YYYY-MM-DD 형식의 날짜로 입력해 주세요.`,
  errorsHeading: (total: number) => `입력 오류 ${count(total)}건`,
  cellLine: (row: string, label: string, message: string) => `${row} ${label}: ${message}`,
  rowLine: (row: string, message: string) => `${row}: ${message}`,
  rowName: (row: number) => `${row}행`,
  more: (rest: number) => `외 ${count(rest)}건`,
} as const;

export const bulkSummaryMessages = {
  label: "등록 요약",
  rows: "입력된 슬롯",
  rowsValue: (rows: number) => `${count(rows)}건`,
  errors: "입력 오류",
  errorsValue: (errors: number) => `${count(errors)}건`,
  balance: "보유 캐시",
  required: "필요 금액",
  won,
  balanceLoading: "확인 중...",
  room: "추가 등록 가능",
  roomValue: (room: number) => `${count(room)}개`,
  freeFill: "발행된 슬롯 입력은 캐시가 차감되지 않습니다.",
} as const;

/** Why the register button does nothing yet (spec part 2 §5 "Bulk registration blocked"). */
export const bulkBlockMessages = {
  fixErrors: "입력 오류를 먼저 수정해 주세요.",
  noRows: "등록할 슬롯 정보를 입력해 주세요.",
  insufficientCash: (required: number, balance: number) => `캐시가 부족합니다. 필요한 금액: ${won(required)}, 현재 잔액: ${won(balance)}`,
  overLimit: (room: number) => `슬롯은 ${count(room)}개만 더 등록할 수 있습니다. 등록할 행을 ${count(room)}개 이하로 줄여 주세요.`,
} as const;

export const bulkRegisterMessages = {
  register: "등록하기",
  registerCount: (rows: number) => `${count(rows)}건 등록하기`,
  submitting: "확인 중...",
  confirmTitle: "슬롯 대량 등록",
  confirm: (rows: number) => `${count(rows)}건의 슬롯을 등록하시겠습니까?`,
  confirmCost: (total: number) => `총 비용: ${won(total)}`,
  confirmButton: "등록",
  progressLabel: "등록 진행률",
  progress: (done: number, total: number) => `${count(done)} / ${count(total)}건 처리 중...`,
  queued: "등록을 준비하고 있습니다...",
  pollFailed: "진행 상황을 확인하지 못했습니다. 잠시 후 다시 확인합니다.",
  failed: "대량 등록 중 오류가 발생했습니다.",
  succeeded: (rows: number) => `${count(rows)}건의 슬롯이 등록되었습니다. 관리자 승인 후 진행됩니다.`,
  filled: (rows: number) => `${count(rows)}건의 슬롯이 입력되었습니다.`,
} as const;

/** The result summary (spec part 2 §8 "Bulk registration"). */
export const bulkResultMessages = {
  heading: "등록 결과",
  counts: (succeeded: number, failed: number) => `${count(succeeded)}건 성공, ${count(failed)}건 실패`,
  allFailed: "모든 슬롯 등록에 실패했습니다.",
  failureLine: (row: string, message: string) => `${row}: ${message}`,
  rowFailed: "등록 실패",
  more: (rest: number) => `외 ${count(rest)}건`,
  keptRows: "실패한 행만 표에 남겼습니다. 수정한 뒤 다시 등록해 주세요.",
  unknownRows: (unknown: number) => `실패한 ${count(unknown)}건은 행을 확인할 수 없어 표에 남기지 않았습니다. 슬롯 목록에서 확인해 주세요.`,
  dismiss: "닫기",
} as const;

/** Excel import, the template and exporting the grid (spec part 2 §5 "File upload helper", §8 "Excel"). */
export const bulkExcelMessages = {
  group: "엑셀",
  import: "엑셀 가져오기",
  importing: "가져오는 중...",
  template: "템플릿 다운로드",
  templateBusy: "내려받는 중...",
  export: "엑셀로 내보내기",
  exporting: "내보내는 중...",
  /** The server's own words (common/src/spreadsheet/error.rs), checked here before uploading. */
  notSpreadsheet: "엑셀 파일(.xlsx, .xls)만 가져올 수 있습니다.",
  tooLarge: (megabytes: number) => `파일은 ${megabytes}MB 이하만 가져올 수 있습니다.`,
  replaceConfirmTitle: "엑셀 가져오기",
  replaceConfirm: "표에 입력한 내용을 엑셀 파일의 내용으로 바꾸시겠습니까?",
  replace: "바꾸기",
  imported: (rows: number) => `${count(rows)}행을 불러왔습니다. 내용을 확인한 뒤 등록해 주세요.`,
  importedTruncated: (rows: number, max: number) => `${count(rows)}행 중 처음 ${count(max)}행만 불러왔습니다.`,
  importFailed: "엑셀 파일을 가져오지 못했습니다.",
  templateFailed: "템플릿을 내려받지 못했습니다.",
  exportFailed: "엑셀로 내보내지 못했습니다.",
  nothingToExport: "내보낼 내용이 없습니다.",
  templateName: "슬롯_대량등록_템플릿.xlsx",
  exportName: "슬롯_대량등록.xlsx",
} as const;

/** The bulk input table of the slot list (spec part 1 §2 modals, §5 and §8 "Bulk input"). */
export const bulkInputMessages = {
  openButton: "일괄 입력",
  fillSelectedButton: "선택 슬롯 일괄 입력",
  title: "슬롯 일괄 입력",
  fillTitle: "선택 슬롯 일괄 입력",
  description: "입력한 행마다 슬롯이 등록됩니다. 비어 있는 행은 건너뜁니다.",
  fillDescription: (slots: number) => `선택한 발행 슬롯 ${count(slots)}개에 광고 정보를 입력합니다. 비어 있는 행은 건너뜁니다.`,
  noFillable: "입력할 수 있는 빈 슬롯이 선택되지 않았습니다.",
  closeConfirm: "입력한 내용이 저장되지 않습니다. 닫으시겠습니까?",
} as const;
