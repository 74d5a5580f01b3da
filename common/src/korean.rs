//! Korean grammar for texts composed from parts: the particle a word takes depends on its last
//! syllable. A leaf: it imports nothing of the crate, so the error catalogue can use it.

/// The topic particle after `word`: 은 after a final consonant (제목은), 는 after a vowel (메모는).
pub fn topic_particle(word: &str) -> &'static str {
    let has_final_consonant = word
        .chars()
        .last()
        .map(u32::from)
        .filter(|c| (0xAC00..=0xD7A3).contains(c))
        .is_some_and(|c| (c - 0xAC00) % 28 != 0);
    if has_final_consonant { "은" } else { "는" }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_topic_particle_follows_the_last_syllable() {
        assert_eq!(
            ["제목", "내용", "메모", "사유", "설명", "메시지"].map(super::topic_particle),
            ["은", "은", "는", "는", "은", "는"]
        );
    }
}
