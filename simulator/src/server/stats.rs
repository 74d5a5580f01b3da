//! Request counters for tests and benchmarks (`GET /__stats`): plain atomics, counted as requests
//! arrive, whatever they were answered with.

use std::sync::atomic::{AtomicU64, Ordering};

use serde::Serialize;

/// The live counters.
#[derive(Debug, Default)]
pub struct Stats {
    searches: AtomicU64,
    pages: AtomicU64,
    products: AtomicU64,
    faults: AtomicU64,
    throttled: AtomicU64,
}

/// The counters at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StatsSnapshot {
    /// Searches started: `/np/search` requests for page 1.
    pub search_requests: u64,
    /// Every `/np/search` request, whatever its page.
    pub page_requests: u64,
    /// `/vp/products/…` requests.
    pub product_requests: u64,
    /// Requests answered with a configured fault.
    pub faults_served: u64,
    /// Requests refused with 429 by the request cap.
    pub throttled: u64,
}

impl Stats {
    /// A search page request arrived.
    pub fn search_page(&self, page: u32) {
        self.pages.fetch_add(1, Ordering::Relaxed);
        if page == 1 {
            self.searches.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// A product page request arrived.
    pub fn product(&self) {
        self.products.fetch_add(1, Ordering::Relaxed);
    }

    /// A fault was served.
    pub fn fault(&self) {
        self.faults.fetch_add(1, Ordering::Relaxed);
    }

    /// A request was refused by the cap.
    pub fn throttled(&self) {
        self.throttled.fetch_add(1, Ordering::Relaxed);
    }

    /// The counters now.
    pub fn snapshot(&self) -> StatsSnapshot {
        StatsSnapshot {
            search_requests: self.searches.load(Ordering::Relaxed),
            page_requests: self.pages.load(Ordering::Relaxed),
            product_requests: self.products.load(Ordering::Relaxed),
            faults_served: self.faults.load(Ordering::Relaxed),
            throttled: self.throttled.load(Ordering::Relaxed),
        }
    }

    /// Sets every counter back to 0.
    pub fn reset(&self) {
        for counter in [
            &self.searches,
            &self.pages,
            &self.products,
            &self.faults,
            &self.throttled,
        ] {
            counter.store(0, Ordering::Relaxed);
        }
    }
}
