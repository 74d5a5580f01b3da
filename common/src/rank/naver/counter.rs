//! A keyword's Naver ranks, counted as its calls come back. One keyword's calls serve every Naver
//! slot tracking it: they go down the results a hundred at a time and stop at the call that places
//! every tracked MID, or at the tenth (nothing past 1,000 can be read). Rank = the call's `start` +
//! the index of the first item whose `productId` is the MID: no de-duplication, a MID's first
//! appearance counts. Each placed MID keeps that item's `productType` and what it showed.

use std::collections::{BTreeMap, BTreeSet};

use super::{CALL_SIZE, MAX_CALLS, answer::Item};

/// Where one tracked MID was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    pub rank: u32,
    pub item: Item,
}

/// The counting of one keyword on one day.
#[derive(Debug, Clone)]
pub struct NaverCounter {
    tracked: BTreeSet<String>,
    placed: BTreeMap<String, Placed>,
    calls: u32,
    /// Whether the last answer held fewer items than a full call: the results ended there.
    ended: bool,
}

impl NaverCounter {
    /// The counting of `tracked` MIDs (blank ones are no MID).
    pub fn new<I: IntoIterator<Item = S>, S: AsRef<str>>(tracked: I) -> Self {
        Self {
            tracked: tracked
                .into_iter()
                .map(|m| m.as_ref().trim().to_owned())
                .filter(|m| !m.is_empty())
                .collect(),
            placed: BTreeMap::new(),
            calls: 0,
            ended: false,
        }
    }

    /// The `start` of the next call, or `None` when the counting is over: every MID placed, the
    /// tenth call read, or the results ended.
    pub fn next_start(&self) -> Option<u32> {
        let over = self.tracked.is_empty()
            || self.placed.len() == self.tracked.len()
            || self.calls >= MAX_CALLS
            || self.ended;
        (!over).then_some(self.calls * CALL_SIZE + 1)
    }

    /// Reads the answer of the call [`Self::next_start`] asked for.
    pub fn read(&mut self, start: u32, items: &[Item]) {
        for (index, item) in items.iter().enumerate() {
            let rank = start + index as u32;
            if self.tracked.contains(&item.mid) && !self.placed.contains_key(&item.mid) {
                self.placed.insert(
                    item.mid.clone(),
                    Placed {
                        rank,
                        item: item.clone(),
                    },
                );
            }
        }
        self.calls += 1;
        self.ended = items.len() < CALL_SIZE as usize;
    }

    /// Calls read so far.
    pub fn calls(&self) -> u32 {
        self.calls
    }

    /// Each tracked MID's place once the counting is over: `None` is "not within 1,000" (or not
    /// among fewer results).
    pub fn ranks(&self) -> BTreeMap<String, Option<Placed>> {
        self.tracked
            .iter()
            .map(|mid| (mid.clone(), self.placed.get(mid).cloned()))
            .collect()
    }

    /// The fewest calls that place every MID at `deepest` (the deepest tracked rank; `None` when
    /// one is never found, which takes every call the results allow).
    pub fn fewest_calls(deepest: Option<u32>, results: usize) -> u32 {
        let reachable = (results as u32).min(MAX_CALLS * CALL_SIZE);
        let needed = match deepest {
            Some(rank) => rank,
            // A full last call proves nothing ended; a short one ends it.
            None => {
                reachable
                    + u32::from(reachable % CALL_SIZE == 0 && reachable < MAX_CALLS * CALL_SIZE)
            }
        };
        needed.div_ceil(CALL_SIZE).clamp(1, MAX_CALLS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(mid: &str) -> Item {
        Item {
            mid: mid.into(),
            product_type: Some(2),
            name: String::new(),
            lowest_price: None,
            highest_price: None,
            mall_name: None,
            brand: None,
            link: None,
        }
    }

    fn call(first: u32, mids: &[&str]) -> Vec<Item> {
        let mut items: Vec<Item> = (0..CALL_SIZE)
            .map(|i| item(&format!("9{:010}", first + i)))
            .collect();
        for (offset, mid) in mids.iter().enumerate() {
            items[offset * 7] = item(mid);
        }
        items
    }

    #[test]
    fn the_calls_stop_at_the_one_that_places_the_deepest_mid() {
        let mut counter = NaverCounter::new(["111", "222", " "]);
        assert_eq!(counter.next_start(), Some(1));
        counter.read(1, &call(1, &["111"]));
        assert_eq!(counter.next_start(), Some(101));
        counter.read(101, &call(101, &["222", "111"]));
        assert_eq!(counter.next_start(), None, "both placed after two calls");
        let ranks = counter.ranks();
        assert_eq!(
            ranks["111"].as_ref().map(|p| p.rank),
            Some(1),
            "its first appearance counts"
        );
        assert_eq!(ranks["222"].as_ref().map(|p| p.rank), Some(101));
        assert_eq!(counter.calls(), 2);
    }

    #[test]
    fn a_mid_never_found_takes_ten_calls_and_is_not_within_a_thousand() {
        let mut counter = NaverCounter::new(["333"]);
        while let Some(start) = counter.next_start() {
            counter.read(start, &call(start, &[]));
        }
        assert_eq!(counter.calls(), 10);
        assert_eq!(counter.ranks()["333"], None);
    }

    #[test]
    fn short_results_end_the_counting() {
        let mut counter = NaverCounter::new(["444"]);
        counter.read(1, &call(1, &[])[..40]);
        assert_eq!(counter.next_start(), None);
        assert_eq!(NaverCounter::fewest_calls(None, 40), 1);
        assert_eq!(NaverCounter::fewest_calls(Some(101), 1_500), 2);
        assert_eq!(NaverCounter::fewest_calls(None, 1_500), 10);
        assert_eq!(
            NaverCounter::fewest_calls(None, 300),
            4,
            "a full third call proves nothing ended"
        );
    }

    #[test]
    fn no_tracked_mid_needs_no_call() {
        assert_eq!(NaverCounter::new(Vec::<String>::new()).next_start(), None);
    }
}
