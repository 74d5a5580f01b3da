//! `AppError`: every failure a caller can meet, with its HTTP status and its Korean message (the
//! `Display` text). This enum is the backend's message catalogue: a new failure is a new variant.
//! Internal causes (database, I/O) are logged and never sent. The sub-catalogues below hold the
//! refusals that carry their own data: a grid's row problems, spreadsheet and upload refusals.

pub mod rows;
pub mod spreadsheet;
pub mod upload;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    // --- authentication
    #[error("로그인이 필요합니다.")]
    Unauthenticated,
    #[error("세션이 만료되었습니다. 다시 로그인해 주세요.")]
    SessionExpired,
    #[error("아이디 또는 비밀번호가 올바르지 않습니다.")]
    InvalidCredentials,
    #[error("비활성화된 계정입니다. 관리자에게 문의해 주세요.")]
    AccountInactive,
    #[error("로그인에 여러 번 실패하여 계정이 잠시 잠겼습니다. {minutes}분 후 다시 시도해 주세요.")]
    LoginLocked { minutes: i64 },
    #[error("로그인 시도가 너무 많습니다. {seconds}초 후 다시 시도해 주세요.")]
    SignInTooFrequent { seconds: i64 },
    #[error("요청 내용이 너무 큽니다. {max_mb}MB 이하로 보내 주세요.")]
    BodyTooLarge { max_mb: u64 },
    #[error("로그인 정보가 만료되었습니다. 다시 로그인해 주세요.")]
    InvalidRefreshToken,

    // --- idempotency keys (a repeated request answered once)
    #[error("Idempotency-Key는 {max}자 이하의 영문, 숫자와 기호로 보내 주세요.")]
    IdempotencyKeyInvalid { max: usize },
    #[error(
        "같은 Idempotency-Key로 내용이 다른 요청을 보낼 수 없습니다. 새 요청에는 새 키를 사용해 주세요."
    )]
    IdempotencyKeyReused,
    #[error("같은 요청을 아직 처리하고 있습니다. 잠시 후 다시 확인해 주세요.")]
    IdempotencyKeyInProgress,
    #[error("현재 회원가입이 중단되어 있습니다. 관리자에게 문의해 주세요.")]
    RegistrationClosed,
    /// The account still has its generated first password (`users.must_change_password`).
    #[error("처음 로그인하셨습니다. 비밀번호를 먼저 변경해 주세요.")]
    PasswordChangeRequired,

    // --- authorisation
    #[error("권한이 없습니다.")]
    Forbidden,
    #[error("개발자 계정만 사용자 전환을 할 수 있습니다.")]
    DeveloperOnly,
    #[error("운영자는 개발자 계정을 변경하거나 개발자 역할을 부여할 수 없습니다.")]
    DeveloperAccountProtected,

    // --- account fields
    #[error("아이디를 입력해 주세요.")]
    LoginIdRequired,
    #[error("아이디는 영문과 숫자만 사용할 수 있습니다.")]
    LoginIdInvalid,
    #[error("아이디는 {max}자 이하로 입력해 주세요.")]
    LoginIdTooLong { max: usize },
    #[error("이미 사용 중인 아이디입니다.")]
    LoginIdTaken,
    #[error("비밀번호를 입력해 주세요.")]
    PasswordRequired,
    #[error("비밀번호는 {min}자 이상이어야 합니다.")]
    PasswordTooShort { min: usize },
    #[error("비밀번호는 {max}자 이하로 입력해 주세요.")]
    PasswordTooLong { max: usize },
    #[error("이름을 입력해 주세요.")]
    FullNameRequired,
    #[error("현재 비밀번호를 입력해 주세요.")]
    CurrentPasswordRequired,
    #[error("현재 비밀번호가 올바르지 않습니다.")]
    CurrentPasswordWrong,
    #[error("새 비밀번호를 입력해 주세요.")]
    NewPasswordRequired,
    #[error("역할은 user, operator, developer 중 하나여야 합니다.")]
    RoleInvalid,
    #[error("상태는 active 또는 inactive 중 하나여야 합니다.")]
    StatusFilterInvalid,
    #[error("변경할 내용이 없습니다.")]
    NothingToUpdate,

    // --- users
    #[error("사용자를 찾을 수 없습니다.")]
    UserNotFound,
    #[error("자기 자신의 계정은 삭제할 수 없습니다.")]
    CannotDeleteSelf,
    #[error("자기 자신의 역할이나 활성 상태는 변경할 수 없습니다.")]
    CannotDemoteSelf,
    #[error("본인 비밀번호는 내 정보에서 현재 비밀번호와 함께 변경해 주세요.")]
    OwnPasswordNeedsProfile,
    #[error("자기 자신으로는 전환할 수 없습니다.")]
    CannotSwitchToSelf,
    #[error("비활성화된 사용자로는 전환할 수 없습니다.")]
    CannotSwitchToInactive,

    // --- slots
    #[error("슬롯을 찾을 수 없습니다.")]
    SlotNotFound,
    #[error("입력 대기 중인 빈 슬롯만 등록할 수 있습니다.")]
    SlotNotFillable,
    #[error("현재 상태에서는 슬롯을 수정할 수 없습니다.")]
    SlotNotEditable,
    #[error("진행 중이거나 시작 전인 슬롯만 일시정지할 수 있습니다.")]
    SlotNotPausable,
    #[error("일시정지된 슬롯만 재개할 수 있습니다. 종료된 슬롯은 재개할 수 없습니다.")]
    SlotNotResumable,
    #[error("승인 대기 중인 슬롯만 승인하거나 반려할 수 있습니다.")]
    SlotNotPending,
    #[error("진행 중이거나 일시정지된 슬롯만 환불할 수 있습니다.")]
    SlotNotRefundable,
    #[error("선슬롯 발행 모드에서만 슬롯을 연장할 수 있습니다.")]
    ExtensionNeedsPreAllocation,
    #[error("승인되어 진행 중인 슬롯만 연장할 수 있습니다.")]
    ExtensionNotApproved,
    #[error("이미 연장된 슬롯입니다.")]
    ExtensionAlreadyExists,
    #[error("종료일이 없는 슬롯은 연장할 수 없습니다.")]
    ExtensionNoEndDate,
    #[error("종료 {window}일 전부터 연장할 수 있습니다. (종료까지 {days_left}일 남음)")]
    ExtensionTooEarly { window: i64, days_left: i64 },
    #[error("반려, 만료, 환불 또는 완료된 슬롯만 삭제할 수 있습니다.")]
    SlotNotDeletable,

    #[error("알 수 없는 슬롯 상태입니다.")]
    SlotStatusInvalid,
    #[error("승인 금액은 0원보다 커야 합니다.")]
    ApprovalPriceInvalid,
    #[error("반려 사유를 입력해 주세요.")]
    RejectionReasonRequired,
    #[error("환불 사유를 입력해 주세요.")]
    RefundReasonRequired,
    #[error("종료일은 시작일과 같거나 그 이후여야 합니다.")]
    SlotPeriodInvalid,
    #[error("이 상태로는 변경할 수 없습니다. (paused, active, deleted, refunded 중 하나)")]
    StatusChangeInvalid,
    #[error("슬롯은 한 사람당 최대 {max}개까지 등록할 수 있습니다.")]
    SlotLimitReached { max: i64 },
    #[error(
        "슬롯은 한 사람당 최대 {max}개까지 보유할 수 있어 {room}개만 더 등록할 수 있습니다. 등록할 행을 {room}개 이하로 줄여 주세요."
    )]
    SlotLimitRoom { room: i64, max: i64 },
    #[error("선슬롯 발행 모드에서는 새 슬롯을 등록할 수 없습니다. 발급된 빈 슬롯에 입력해 주세요.")]
    SlotCreateNeedsNormalMode,
    #[error("슬롯 등록은 광고주 계정에서만 할 수 있습니다.")]
    SlotCreateForAdvertisersOnly,
    #[error("빈 슬롯에 입력할 내용을 하나 이상 입력해 주세요.")]
    FillNeedsAField,

    // --- pre-allocation and extension
    #[error("선슬롯 발행 모드에서만 빈 슬롯을 발행할 수 있습니다.")]
    AllocationNeedsPreAllocation,
    #[error("슬롯 개수는 1개 이상이어야 합니다.")]
    AllocationCountTooSmall,
    #[error("슬롯 개수는 {max}개를 초과할 수 없습니다.")]
    AllocationCountTooLarge { max: i64 },
    #[error("시작일을 입력해 주세요.")]
    AllocationStartRequired,
    #[error("종료일을 입력해 주세요.")]
    AllocationEndRequired,
    #[error("작업 수는 0 이상이어야 합니다.")]
    AllocationWorkCountInvalid,
    #[error("금액은 0원 이상이어야 합니다.")]
    AllocationAmountInvalid,
    #[error("광고주(일반 사용자) 계정에만 슬롯을 발행할 수 있습니다.")]
    AllocationTargetNotAdvertiser,
    #[error("비활성화된 사용자에게는 슬롯을 발행할 수 없습니다.")]
    AllocationTargetInactive,
    #[error("발행 내역을 찾을 수 없습니다.")]
    AllocationNotFound,
    #[error("정렬 기준은 created_at, user_name, slot_count 중 하나여야 합니다.")]
    AllocationSortInvalid,
    #[error("연장 기간은 {choices} 중 하나여야 합니다.")]
    ExtensionDaysInvalid { choices: String },
    #[error("연장 작업을 찾을 수 없습니다.")]
    ExtensionBatchNotFound,
    #[error("수정할 슬롯을 선택해 주세요.")]
    BulkNoSlots,
    #[error("키워드 또는 URL 중 하나 이상을 입력해 주세요.")]
    BulkNeedsKeywordOrUrl,
    #[error("{reason}")]
    BulkSlotRefused { reason: String },
    #[error("입력 오류를 먼저 수정해 주세요.")]
    BulkRowsInvalid { rows: Vec<rows::RowError> },
    #[error("등록할 슬롯 정보를 입력해 주세요.")]
    BulkNoRows,
    #[error("한 번에 최대 {max}행까지 등록할 수 있습니다.")]
    BulkTooManyRows { max: usize },
    #[error("행 번호가 올바르지 않거나 겹칩니다.")]
    BulkRowNumberInvalid,
    #[error("같은 슬롯을 두 행에서 입력할 수 없습니다.")]
    BulkSlotTwice,
    #[error("슬롯 등록에 실패했습니다.")]
    BulkRowFailed,
    #[error("대량 등록 내역을 찾을 수 없습니다.")]
    RegistrationBatchNotFound,
    #[error(transparent)]
    Import(#[from] spreadsheet::ImportError),
    #[error("업로드할 엑셀 파일을 선택해 주세요.")]
    ImportFileMissing,
    #[error("내보내기 형식은 xlsx 또는 csv여야 합니다.")]
    ExportFormatInvalid,
    #[error(transparent)]
    Export(#[from] spreadsheet::ExportError),

    /// Free text past its length (`text::Field`): "제목은 100자 이하로…", "메모는 500자 이하로…".
    #[error("{field}{particle} {max}자 이하로 입력해 주세요.", particle = crate::korean::topic_particle(.field))]
    TextTooLong { field: &'static str, max: usize },

    // --- announcements
    #[error("제목과 내용을 입력해 주세요.")]
    AnnouncementTitleAndContentRequired,
    #[error("분류, 중요도, 내용 형식 중 올바르지 않은 값이 있습니다.")]
    AnnouncementChoiceInvalid,
    #[error("게시 기간의 날짜 형식이 올바르지 않습니다. (예: 2026-12-01)")]
    AnnouncementDateInvalid,
    #[error("게시 종료일은 시작일과 같거나 그 이후여야 합니다.")]
    AnnouncementPeriodInvalid,
    #[error("이미지는 {max}개까지 넣을 수 있습니다.")]
    AnnouncementTooManyImages { max: usize },
    #[error("이미지 주소는 http:// 또는 https://로 시작해야 합니다.")]
    AnnouncementImageInvalid,
    #[error("공지사항을 찾을 수 없습니다.")]
    AnnouncementNotFound,

    // --- uploads (their own catalogue: `uploads::UploadError`)
    #[error(transparent)]
    Upload(#[from] upload::UploadError),

    // --- support chat
    #[error("채팅방을 찾을 수 없습니다.")]
    ChatRoomNotFound,
    #[error("답변할 채팅방을 선택해 주세요.")]
    ChatRoomRequired,
    #[error("종료된 상담입니다. 상담을 다시 열고 답변해 주세요.")]
    ChatRoomClosed,
    #[error("채팅방 상태는 active, closed, archived 중 하나여야 합니다.")]
    ChatRoomStatusInvalid,
    #[error("메시지를 입력해 주세요.")]
    ChatMessageBlank,
    #[error("한 번에 불러올 메시지는 1~{max}개입니다.")]
    ChatLimitInvalid { max: i64 },
    #[error("불러올 위치(before, after)는 메시지 번호로 입력해 주세요.")]
    ChatWindowInvalid,

    // --- notifications
    #[error("알림 유형은 info, success, warning, error, custom, promotion 중 하나여야 합니다.")]
    NotificationTypeInvalid,
    #[error("우선순위는 normal 또는 high 중 하나여야 합니다.")]
    NotificationPriorityInvalid,
    #[error("제목과 내용을 입력해주세요.")]
    NotificationTitleAndMessageRequired,
    #[error("알림을 받을 사용자를 선택해주세요.")]
    NotificationRecipientsRequired,
    #[error("한 번에 최대 {max}명까지 선택할 수 있습니다.")]
    NotificationTooManyRecipients { max: usize },
    #[error("알림을 받을 수 없는 사용자가 포함되어 있습니다. 활성 일반 사용자만 선택해 주세요.")]
    NotificationRecipientInvalid,
    #[error("표시 시간은 1초에서 60초 사이여야 합니다.")]
    NotificationDurationInvalid,
    #[error("기간은 all, today, week, month 중 하나여야 합니다.")]
    NotificationPeriodInvalid,
    #[error("알림을 찾을 수 없습니다.")]
    NotificationNotFound,
    #[error("발송 내역을 찾을 수 없습니다.")]
    NotificationSendNotFound,
    #[error("순위 알림 기준은 1위에서 499위 사이여야 합니다.")]
    RankAlertThresholdInvalid,

    // --- slot fields
    #[error("URL을 입력해 주세요.")]
    UrlRequired,
    #[error("URL은 http:// 또는 https://로 시작해야 합니다.")]
    UrlProtocolInvalid,
    #[error("올바른 URL 형식이 아닙니다.")]
    UrlInvalid,
    #[error("{domain} 상품 URL만 등록할 수 있습니다.")]
    UrlNotMarketplace { domain: String },
    #[error(
        "상품 페이지 URL(/vp/products/숫자)이 아닙니다. 상품 상세 페이지의 주소를 입력해 주세요."
    )]
    UrlNotProductPage,
    #[error(
        "URL에 숫자로 된 itemId와 vendorItemId가 있어야 합니다. 상품 옵션을 선택한 뒤의 주소를 입력해 주세요."
    )]
    UrlMissingItemIds,
    /// A slot's address is the other marketplace's (issue 39): each names the two.
    #[error("{slot} 슬롯에는 {other} 주소를 넣을 수 없습니다. {slot} 상품 주소를 입력해 주세요.")]
    UrlOtherMarketplace {
        slot: &'static str,
        other: &'static str,
    },
    #[error("네이버 쇼핑 슬롯에는 MID(네이버 쇼핑 상품 번호)를 입력해 주세요.")]
    NaverMidRequired,
    #[error("MID는 숫자로만 입력해 주세요.")]
    NaverMidInvalid,
    #[error(
        "입력한 MID와 가격비교 주소의 MID({url_mid})가 다릅니다. 둘 중 하나만 입력하거나 같게 맞춰 주세요."
    )]
    NaverMidMismatch { url_mid: String },
    #[error(
        "naver.me 단축 주소는 쓸 수 없습니다. 상품 페이지를 연 뒤 주소창의 전체 주소를 붙여 넣어 주세요."
    )]
    NaverShortLink,
    #[error(
        "네이버 쇼핑 상품 주소가 아닙니다. 스마트스토어·브랜드스토어 상품 또는 가격비교(카탈로그) 주소를 입력해 주세요."
    )]
    NaverUrlNotProductPage,
    #[error("키워드를 입력해 주세요.")]
    KeywordRequired,
    #[error("키워드는 최대 {max}개까지 입력할 수 있습니다.")]
    TooManyKeywords { max: usize },
    #[error("{label}은(는) 필수 항목입니다.")]
    FieldRequired { label: String },
    #[error("{label}은(는) 숫자로 입력해 주세요.")]
    FieldNotNumber { label: String },
    #[error("{label}의 이메일 형식이 올바르지 않습니다.")]
    FieldNotEmail { label: String },
    #[error("{label}은(는) YYYY-MM-DD 형식의 날짜로 입력해 주세요.")]
    FieldNotDate { label: String },
    #[error("{label}의 선택 값이 올바르지 않습니다.")]
    FieldNotOption { label: String },
    #[error("입력 항목에는 글자, 숫자 또는 예/아니오 값만 넣을 수 있습니다.")]
    FieldValueNotScalar,

    // --- field configuration
    #[error("필드 키와 라벨은 필수입니다.")]
    FieldKeyAndLabelRequired,
    #[error("필드 키는 영문으로 시작하고 영문, 숫자, 밑줄만 사용할 수 있습니다.")]
    FieldKeyInvalid,
    #[error("이미 있는 필드 키입니다.")]
    FieldKeyTaken,
    #[error(
        "필드 유형은 text, textarea, number, email, url, select, date, boolean 중 하나여야 합니다."
    )]
    FieldTypeInvalid,
    #[error("필드 설정을 찾을 수 없습니다.")]
    FieldConfigNotFound,
    #[error("기본 필드는 삭제할 수 없습니다. 대신 비활성화해 주세요.")]
    SystemFieldNotDeletable,

    // --- cash
    #[error("캐시가 부족합니다. 필요한 금액: {}원, 현재 잔액: {}원", crate::money::won(*.required), crate::money::won(*.balance))]
    InsufficientCash { required: i64, balance: i64 },
    #[error("비용을 계산할 슬롯 수는 0개에서 {max}개 사이여야 합니다.")]
    SlotQuoteCountInvalid { max: i64 },
    #[error("충전 요청을 찾을 수 없습니다.")]
    ChargeNotFound,
    #[error("대기 중인 요청만 승인할 수 있습니다.")]
    ChargeNotPending,
    #[error("대기 중인 요청만 반려할 수 있습니다.")]
    ChargeNotPendingForReject,
    #[error("충전 금액을 입력해 주세요.")]
    CashAmountRequired,
    #[error("최소 충전 금액은 {}원입니다.", crate::money::won(*.min))]
    CashAmountTooSmall { min: i64 },
    #[error("최대 충전 금액은 {}원입니다.", crate::money::won(*.max))]
    CashAmountTooLarge { max: i64 },
    #[error("입금 예정 일시를 입력해 주세요.")]
    DepositAtRequired,
    #[error("입금자명을 입력해 주세요.")]
    AccountHolderRequired,
    #[error("캐시 시스템을 사용하지 않습니다.")]
    CashSystemOff,
    #[error("내역 유형은 charge, purchase, refund, withdrawal, bonus, expire 중 하나여야 합니다.")]
    CashTypeInvalid,
    #[error("충전 요청 상태는 pending, approved, rejected, cancelled 중 하나여야 합니다.")]
    ChargeStatusInvalid,

    // --- rank crawls
    #[error("순위 수집 작업을 찾을 수 없습니다.")]
    CrawlRunNotFound,
    #[error("진행 중인 슬롯만 순위를 재수집할 수 있습니다.")]
    SlotNotTracked,
    #[error("수집 상태는 queued, running, done, failed 중 하나여야 합니다.")]
    CrawlStatusInvalid,
    #[error("조회 기간이 올바르지 않습니다. 시작일이 종료일보다 앞서고 {max}일 이내여야 합니다.")]
    RankRangeInvalid { max: i64 },
    /// A date from the request that PostgreSQL cannot hold (before 4713 BC, or a timestamp past
    /// its range): found by the database, for every filter at once.
    #[error("날짜가 너무 이르거나 늦습니다. 올바른 날짜를 입력해 주세요.")]
    DateOutOfRange,
    #[error("집계 단위는 day, week, month 중 하나여야 합니다.")]
    BusinessUnitInvalid,

    // --- the effect report
    #[error("보고서를 만들 광고주를 선택해 주세요.")]
    ReportAdvertiserRequired,
    #[error("보고서 형식은 pdf, xlsx 중 하나여야 합니다.")]
    ReportFormatInvalid,
    #[error(
        "슬롯이 {limit}개를 넘는 보고서({slots}개)는 바로 받을 수 없습니다. 보고서 만들기(POST)로 요청하면 작업으로 만들어 드립니다."
    )]
    ReportTooLarge { slots: usize, limit: usize },
    #[error("보고서 작업을 찾을 수 없습니다.")]
    ReportJobNotFound,
    #[error("보고서를 아직 만들고 있습니다. 다 만들어진 뒤 받아 주세요.")]
    ReportNotReady,
    #[error("보고서 작업이 취소되어 파일이 없습니다. 보고서를 다시 만들어 주세요.")]
    ReportFileMissing,

    // --- the jobs console
    #[error("작업을 찾을 수 없습니다.")]
    JobNotFound,
    #[error("알 수 없는 대기열입니다: {queue}")]
    JobQueueUnknown { queue: String },
    #[error("작업 상태는 all, pending, running, failed, dead, done 중 하나여야 합니다.")]
    JobStateInvalid,
    #[error("다시 실행할 실패 작업의 상태는 failed 또는 dead여야 합니다.")]
    JobRetryStateInvalid,
    #[error("실패한 작업만 다시 실행할 수 있습니다.")]
    JobNotRetryable,
    #[error("아직 시작하지 않은 대기 작업만 취소할 수 있습니다.")]
    JobNotCancellable,
    #[error("알림 발송은 시작되면 되돌릴 수 없어 취소할 수 없습니다.")]
    JobKindNotCancellable,
    #[error("예약된 대기 작업만 지금 실행할 수 있습니다.")]
    JobNotScheduled,

    // --- settings (spec part 2 §3, §5, §8)
    #[error("관리자만 설정을 변경할 수 있습니다.")]
    SettingsDeveloperOnly,
    #[error("알 수 없는 설정 항목입니다: {key}")]
    SettingUnknown { key: String },
    #[error("{label} 항목의 분류는 {category}입니다.")]
    SettingCategoryWrong {
        label: &'static str,
        category: &'static str,
    },
    #[error("{label}은(는) 0 이상의 정수로 입력해 주세요.")]
    SettingNotWholeNumber { label: &'static str },
    #[error("{label}은(는) {min}~{max} 사이로 입력해 주세요.")]
    SettingOutOfRange {
        label: &'static str,
        min: i64,
        max: i64,
    },
    #[error("{label} 값은 켜짐 또는 꺼짐(true 또는 false)이어야 합니다.")]
    SettingNotSwitch { label: &'static str },
    #[error("{label} 값은 {choices} 중 하나여야 합니다.")]
    SettingNotChoice {
        label: &'static str,
        choices: String,
    },
    #[error("{label}을(를) 입력해 주세요.")]
    SettingTextRequired { label: &'static str },
    #[error("{label}은(는) {max}자 이하로 입력해 주세요.")]
    SettingTextTooLong { label: &'static str, max: usize },
    #[error("{label}은(는) http:// 또는 https://로 시작하는 주소여야 합니다.")]
    SettingUrlInvalid { label: &'static str },
    #[error("최소 충전 금액은 최대 충전 금액보다 클 수 없습니다.")]
    CashChargeRangeInvalid,
    #[error("상담 시작 시각은 종료 시각보다 빨라야 합니다.")]
    ChatBusinessHoursInvalid,
    #[error("변경할 설정이 없습니다.")]
    SettingsEmpty,
    #[error("현재 사용할 수 없는 기능입니다.")]
    FeatureDisabled,
    #[error("시스템 점검 중입니다. 점검이 끝난 뒤 다시 이용해 주세요.")]
    UnderMaintenance,

    // --- request shape
    #[error("요청 형식이 올바르지 않습니다. 입력값을 확인해 주세요.")]
    MalformedRequest,
    /// A value refused while a request was read into its types: the message of the rule that
    /// refused it (see [`AppError::as_serde_message`]).
    #[error("{0}")]
    InvalidInput(String),
    #[error("WebSocket 연결 요청이 아닙니다.")]
    NotWebSocket,
    #[error("페이지 번호와 개수는 1 이상의 숫자여야 합니다.")]
    PaginationInvalid,
    #[error("요청한 API를 찾을 수 없습니다.")]
    ApiNotFound,

    /// The database cannot be reached (restarting, or the connection was lost): a 503 with
    /// `Retry-After`, never a 500; the processes stay up and reconnect (docs/operations.md).
    #[error("일시적으로 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.")]
    DatabaseUnavailable,
    #[error(
        "데이터베이스 스키마가 최신이 아닙니다. 적용되지 않은 마이그레이션 {pending}개가 있습니다."
    )]
    MigrationsPending { pending: usize },

    // --- internal: logged, never sent
    #[error("서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.")]
    Database(sqlx::Error),
    #[error("서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.")]
    Internal(#[from] anyhow::Error),
}

/// A lost or refused connection is [`AppError::DatabaseUnavailable`] (503, retry later), any
/// other database failure [`AppError::Database`] (500), so `?` on a query picks the right one.
impl From<sqlx::Error> for AppError {
    fn from(error: sqlx::Error) -> Self {
        if is_connection_lost(&error) {
            tracing::warn!(%error, "database unavailable");
            Self::DatabaseUnavailable
        } else if is_date_out_of_range(&error) {
            Self::DateOutOfRange
        } else {
            Self::Database(error)
        }
    }
}

/// Whether `error` says the database is out of reach rather than that a statement failed: the
/// socket broke or was refused, no connection came within the pool's acquire timeout, or the
/// server is shutting down or starting (SQLSTATE class 57P, e.g. 57P01 admin_shutdown, 57P03
/// cannot_connect_now) or reported a connection exception (class 08).
pub fn is_connection_lost(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(db) => db
            .code()
            .is_some_and(|code| code.starts_with("57P") || code.starts_with("08")),
        _ => false,
    }
}

/// Whether PostgreSQL refused a date or time value as out of its range (SQLSTATE 22008,
/// datetime_field_overflow): the only source of such a value is a request's date filter, which
/// chrono reads in a wider calendar (to ±262,143) than PostgreSQL holds.
fn is_date_out_of_range(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(db) if db.code().as_deref() == Some("22008"))
}

/// The HTTP status of an error, as a bare number so `common` needs no HTTP crate.
/// Marks a rule's message inside a serde error's text (serde adds its own words around it).
const SERDE_MARK: char = '\u{1}';

impl AppError {
    /// This error's message, marked so that a serde error carrying it can be turned back into a
    /// 400 with the same Korean text ([`AppError::from_serde_text`]).
    pub fn as_serde_message(&self) -> String {
        format!("{SERDE_MARK}{self}{SERDE_MARK}")
    }

    /// The rule's message marked inside a serde error's text, if there is one.
    pub fn from_serde_text(text: &str) -> Option<AppError> {
        let (_, rest) = text.split_once(SERDE_MARK)?;
        let (message, _) = rest.split_once(SERDE_MARK)?;
        Some(AppError::InvalidInput(message.to_owned()))
    }
}

impl AppError {
    pub fn status_code(&self) -> u16 {
        use AppError::*;
        match self {
            Unauthenticated | SessionExpired | InvalidCredentials | InvalidRefreshToken => 401,
            AccountInactive
            | RegistrationClosed
            | PasswordChangeRequired
            | Forbidden
            | DeveloperOnly
            | DeveloperAccountProtected
            | OwnPasswordNeedsProfile
            | SlotCreateForAdvertisersOnly
            | SettingsDeveloperOnly
            | FeatureDisabled => 403,
            UserNotFound
            | ApiNotFound
            | SlotNotFound
            | FieldConfigNotFound
            | ChargeNotFound
            | CrawlRunNotFound
            | AllocationNotFound
            | ExtensionBatchNotFound
            | ReportJobNotFound
            | ReportFileMissing
            | RegistrationBatchNotFound
            | NotificationNotFound
            | NotificationSendNotFound
            | ChatRoomNotFound
            | AnnouncementNotFound
            | JobNotFound => 404,
            LoginIdTaken
            | CannotSwitchToInactive
            | SlotNotFillable
            | SlotNotEditable
            | SlotNotPausable
            | SlotNotResumable
            | SlotNotPending
            | SlotNotRefundable
            | ExtensionNeedsPreAllocation
            | ExtensionNotApproved
            | ExtensionAlreadyExists
            | ExtensionNoEndDate
            | ExtensionTooEarly { .. }
            | SlotNotDeletable
            | SlotLimitReached { .. }
            | SlotLimitRoom { .. }
            | SlotCreateNeedsNormalMode
            | AllocationNeedsPreAllocation
            | AllocationTargetNotAdvertiser
            | AllocationTargetInactive
            | BulkSlotRefused { .. }
            | FieldKeyTaken
            | SystemFieldNotDeletable
            | InsufficientCash { .. }
            | ChargeNotPending
            | ChargeNotPendingForReject
            | CashSystemOff
            | SlotNotTracked
            | JobNotRetryable
            | JobNotCancellable
            | JobKindNotCancellable
            | JobNotScheduled
            | ChatRoomClosed
            | ReportTooLarge { .. }
            | ReportNotReady
            | IdempotencyKeyInProgress => 409,
            IdempotencyKeyReused => 422,
            LoginLocked { .. } | SignInTooFrequent { .. } => 429,
            BodyTooLarge { .. } => 413,
            DatabaseUnavailable | MigrationsPending { .. } | UnderMaintenance => 503,
            IdempotencyKeyInvalid { .. }
            | LoginIdRequired
            | LoginIdInvalid
            | LoginIdTooLong { .. }
            | PasswordRequired
            | PasswordTooShort { .. }
            | PasswordTooLong { .. }
            | FullNameRequired
            | CurrentPasswordRequired
            | CurrentPasswordWrong
            | NewPasswordRequired
            | RoleInvalid
            | StatusFilterInvalid
            | JobQueueUnknown { .. }
            | JobStateInvalid
            | JobRetryStateInvalid
            | NothingToUpdate
            | CannotDeleteSelf
            | CannotDemoteSelf
            | CannotSwitchToSelf
            | MalformedRequest
            | InvalidInput(_)
            | PaginationInvalid
            | UrlRequired
            | UrlProtocolInvalid
            | UrlInvalid
            | UrlNotMarketplace { .. }
            | UrlNotProductPage
            | UrlMissingItemIds
            | UrlOtherMarketplace { .. }
            | NaverMidRequired
            | NaverMidInvalid
            | NaverMidMismatch { .. }
            | NaverShortLink
            | NaverUrlNotProductPage
            | KeywordRequired
            | FieldRequired { .. }
            | FieldNotNumber { .. }
            | FieldNotEmail { .. }
            | FieldNotDate { .. }
            | FieldNotOption { .. }
            | TooManyKeywords { .. }
            | BulkRowsInvalid { .. }
            | BulkNoRows
            | BulkTooManyRows { .. }
            | BulkRowNumberInvalid
            | BulkSlotTwice
            | FieldValueNotScalar
            | SlotStatusInvalid
            | ApprovalPriceInvalid
            | RejectionReasonRequired
            | RefundReasonRequired
            | SlotPeriodInvalid
            | StatusChangeInvalid
            | FillNeedsAField
            | AllocationCountTooSmall
            | AllocationCountTooLarge { .. }
            | AllocationStartRequired
            | AllocationEndRequired
            | AllocationWorkCountInvalid
            | AllocationAmountInvalid
            | TextTooLong { .. }
            | AnnouncementTitleAndContentRequired
            | AnnouncementChoiceInvalid
            | AnnouncementDateInvalid
            | AnnouncementPeriodInvalid
            | AnnouncementTooManyImages { .. }
            | AnnouncementImageInvalid
            | ChatRoomRequired
            | ChatRoomStatusInvalid
            | ChatMessageBlank
            | ChatLimitInvalid { .. }
            | ChatWindowInvalid
            | NotificationTypeInvalid
            | NotificationPriorityInvalid
            | NotificationTitleAndMessageRequired
            | NotificationRecipientsRequired
            | NotificationTooManyRecipients { .. }
            | NotificationRecipientInvalid
            | NotificationDurationInvalid
            | NotificationPeriodInvalid
            | AllocationSortInvalid
            | RankAlertThresholdInvalid
            | ExtensionDaysInvalid { .. }
            | BulkNoSlots
            | BulkNeedsKeywordOrUrl
            | FieldKeyAndLabelRequired
            | FieldKeyInvalid
            | FieldTypeInvalid
            | CashAmountRequired
            | SlotQuoteCountInvalid { .. }
            | CashAmountTooSmall { .. }
            | CashAmountTooLarge { .. }
            | DepositAtRequired
            | AccountHolderRequired
            | CashTypeInvalid
            | ChargeStatusInvalid
            | CrawlStatusInvalid
            | RankRangeInvalid { .. }
            | DateOutOfRange
            | BusinessUnitInvalid
            | ReportAdvertiserRequired
            | ReportFormatInvalid
            | SettingUnknown { .. }
            | SettingCategoryWrong { .. }
            | SettingNotWholeNumber { .. }
            | SettingOutOfRange { .. }
            | SettingNotSwitch { .. }
            | SettingNotChoice { .. }
            | SettingTextRequired { .. }
            | SettingTextTooLong { .. }
            | SettingUrlInvalid { .. }
            | CashChargeRangeInvalid
            | ChatBusinessHoursInvalid
            | SettingsEmpty
            | NotWebSocket => 400,
            Import(spreadsheet::ImportError::TooBig) => 413,
            Upload(e) => e.status_code(),
            Import(_) | ImportFileMissing | ExportFormatInvalid => 400,
            Database(_) | Internal(_) | BulkRowFailed | Export(_) => 500,
        }
    }

    /// What an error carries beyond its message, sent as the envelope's `data`: the problems of
    /// every row of a refused bulk registration.
    pub fn details(&self) -> Option<serde_json::Value> {
        match self {
            Self::BulkRowsInvalid { rows } => Some(serde_json::json!({ "rowErrors": rows })),
            _ => None,
        }
    }
}

/// Maps a named constraint violation to a client error, so a race the checks could not see (two
/// sign-ups of one id at once) still gets the right message.
pub trait ResultExt<T> {
    fn on_constraint(self, name: &str, map: impl FnOnce() -> AppError) -> Result<T, AppError>;
}

impl<T, E: Into<AppError>> ResultExt<T> for Result<T, E> {
    fn on_constraint(self, name: &str, map: impl FnOnce() -> AppError) -> Result<T, AppError> {
        self.map_err(|e| match e.into() {
            AppError::Database(sqlx::Error::Database(db)) if db.constraint() == Some(name) => map(),
            other => other,
        })
    }
}

/// The JSON envelope of every api answer: `{ success, data, error }`.
#[derive(Debug, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct Envelope<T> {
    pub success: bool,
    pub data: Option<T>,
    pub error: Option<String>,
}

#[cfg(feature = "http")]
mod http {
    use super::{AppError, Envelope};
    use axum::{
        Json,
        http::StatusCode,
        response::{IntoResponse, Response},
    };

    /// `Retry-After` of a 503 while the database is unreachable.
    const DATABASE_RETRY_AFTER_SECS: i64 = 5;

    impl IntoResponse for AppError {
        fn into_response(self) -> Response {
            let status = StatusCode::from_u16(self.status_code())
                .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            if status.is_server_error() {
                tracing::error!(error = ?self, "request failed");
            }
            let retry_after = match &self {
                AppError::LoginLocked { minutes } => Some(minutes * 60),
                AppError::SignInTooFrequent { seconds } => Some(*seconds),
                // A restart takes seconds; clients and proxies may try again soon.
                AppError::DatabaseUnavailable => Some(DATABASE_RETRY_AFTER_SECS),
                _ => None,
            };
            let body = Envelope {
                success: false,
                data: self.details(),
                error: Some(self.to_string()),
            };
            let mut response = (status, Json(body)).into_response();
            if let Some(seconds) = retry_after {
                response.headers_mut().insert(
                    axum::http::header::RETRY_AFTER,
                    axum::http::HeaderValue::from(seconds.max(1)),
                );
            }
            response
        }
    }
}
