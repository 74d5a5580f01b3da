//! Korean success messages the api sends as data (failures are `AppError`'s catalogue).

/// After `DELETE /slots/{id}/rank-data`.
pub fn rank_data_deleted(rows: u64) -> String {
    format!("순위 데이터가 삭제되었습니다. ({rows}건)")
}

/// After a bulk edit.
pub fn slots_updated(count: usize) -> String {
    format!("{count}개 슬롯이 수정되었습니다.")
}
