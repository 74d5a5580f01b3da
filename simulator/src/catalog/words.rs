//! The words product names are built from: invented brand-like names, adjectives, colours and
//! pack sizes. Names read like the marketplace's (`브랜드 형용사 키워드 모델, 색상, 수량`) without
//! naming real companies.

/// Brand-like words put before the keyword.
pub(crate) const BRANDS: &[&str] = &[
    "루미에르",
    "하이플러스",
    "데일리온",
    "모노스퀘어",
    "그린마켓",
    "누리온",
    "바른생활",
    "오브제랩",
    "스마일홈",
    "해피데이",
    "코지룸",
    "프라임원",
    "클린업",
    "심플라인",
    "네이처팜",
    "에코웨이",
    "트루핏",
    "베스트원",
    "제이앤케이",
    "한빛",
    "새벽상점",
    "온담",
    "리빙코어",
    "메이드림",
];

/// Words that go between the brand and the keyword.
pub(crate) const ADJECTIVES: &[&str] = &[
    "프리미엄",
    "가성비",
    "대용량",
    "초경량",
    "저소음",
    "휴대용",
    "고급형",
    "미니",
    "슬림",
    "튼튼한",
    "신제품",
    "국내산",
    "친환경",
    "2026년형",
    "리뉴얼",
    "실속형",
    "전문가용",
    "가정용",
    "업소용",
    "심플",
];

/// Model-like suffixes after the keyword; empty means none.
pub(super) const MODELS: &[&str] = &[
    "",
    "",
    "",
    "",
    "플러스",
    "프로",
    "맥스",
    "라이트",
    "S2",
    "X10",
    "V3",
    "에어",
    "오리지널",
    "세트",
];

/// Colour options.
pub(super) const COLOURS: &[&str] = &[
    "화이트",
    "블랙",
    "그레이",
    "네이비",
    "베이지",
    "핑크",
    "블루",
    "그린",
    "아이보리",
    "혼합색상",
];

/// Pack-size options.
pub(super) const COUNTS: &[&str] = &[
    "1개", "1개", "1개", "2개", "3개", "1세트", "2개입", "5개입", "10개입", "30개입",
];
