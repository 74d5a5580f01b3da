//! Request counters for tests and benchmarks (`GET /__stats`): plain atomics, counted as requests
//! arrive, whatever they were answered with.

use std::{
    sync::{
        Mutex, PoisonError,
        atomic::{AtomicU64, Ordering},
    },
    time::Instant,
};

use serde::Serialize;

/// The live counters.
#[derive(Debug)]
pub struct Stats {
    searches: AtomicU64,
    pages: AtomicU64,
    products: AtomicU64,
    faults: AtomicU64,
    throttled: AtomicU64,
    /// Search requests being answered now, and the most at once.
    in_flight: AtomicU64,
    peak_in_flight: AtomicU64,
    /// When the last search request arrived, and the shortest time between two arrivals (µs).
    last_arrival: Mutex<Option<Instant>>,
    min_gap_us: AtomicU64,
}

/// Counts a search request as under way until dropped.
pub struct InFlight<'a>(&'a Stats);

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The counters at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
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
    /// The most `/np/search` requests answered at once (politeness tests read it).
    pub peak_in_flight: u64,
    /// The shortest time between two `/np/search` arrivals, in ms (`None` before the second).
    pub min_gap_ms: Option<f64>,
}

impl Default for Stats {
    fn default() -> Self {
        Self {
            searches: AtomicU64::new(0),
            pages: AtomicU64::new(0),
            products: AtomicU64::new(0),
            faults: AtomicU64::new(0),
            throttled: AtomicU64::new(0),
            in_flight: AtomicU64::new(0),
            peak_in_flight: AtomicU64::new(0),
            last_arrival: Mutex::new(None),
            min_gap_us: AtomicU64::new(u64::MAX),
        }
    }
}

impl Stats {
    /// A search page request arrived; it counts as under way while the guard lives.
    pub fn search_page(&self, page: u32) -> InFlight<'_> {
        let now = Instant::now();
        let previous = self
            .last_arrival
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .replace(now);
        if let Some(previous) = previous {
            let gap = now.saturating_duration_since(previous).as_micros() as u64;
            self.min_gap_us.fetch_min(gap, Ordering::Relaxed);
        }
        let in_flight = self.in_flight.fetch_add(1, Ordering::Relaxed) + 1;
        self.peak_in_flight.fetch_max(in_flight, Ordering::Relaxed);
        self.pages.fetch_add(1, Ordering::Relaxed);
        if page == 1 {
            self.searches.fetch_add(1, Ordering::Relaxed);
        }
        InFlight(self)
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
            peak_in_flight: self.peak_in_flight.load(Ordering::Relaxed),
            min_gap_ms: match self.min_gap_us.load(Ordering::Relaxed) {
                u64::MAX => None,
                us => Some(us as f64 / 1000.0),
            },
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
            &self.peak_in_flight,
        ] {
            counter.store(0, Ordering::Relaxed);
        }
        self.min_gap_us.store(u64::MAX, Ordering::Relaxed);
        *self
            .last_arrival
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = None;
    }
}
