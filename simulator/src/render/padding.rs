//! Brings a search page up to the real site's weight (0.8–1.6 MB, mostly inline scripts and
//! styles) with filler the browser would ignore: a `<style>` block and a minified script in
//! `<head>`, Next.js flight chunks (`self.__next_f.push(…)`) and a JSON state blob before
//! `</body>`. The result list, the title and the texts are untouched, so a parser reads the same
//! cards from a padded page as from the bare one.
//!
//! The filler is a pure function of `(seed, keyword, day, page)`, like everything served, and it
//! never holds `</script` or `</style` (its JS spells `<\/script>` as real bundles do), so it
//! cannot end its own element early.

use std::{fmt, str::FromStr};

use chrono::Datelike;
use serde::{Deserialize, Serialize};

use super::put;
use crate::{page::PageModel, rng};

/// The padded size of a search page: each page draws its own target in `min_bytes..=max_bytes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PadRange {
    pub min_bytes: usize,
    pub max_bytes: usize,
}

impl PadRange {
    /// The real site's spread, 0.6–1.6 MB.
    pub const REAL_SITE: PadRange = PadRange {
        min_bytes: 600_000,
        max_bytes: 1_600_000,
    };

    /// This page's target size.
    fn target(&self, seed: u64, model: &PageModel) -> usize {
        let draw = rng::unit(page_key(seed, model, 1));
        self.min_bytes + ((self.max_bytes - self.min_bytes) as f64 * draw) as usize
    }
}

impl fmt::Display for PadRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.min_bytes, self.max_bytes)
    }
}

/// Why a size range could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "a page size or range such as 1MB, 600KB-1.6MB or 600000-1600000 (at most 64MB), got {0:?}"
)]
pub struct PadRangeError(String);

impl FromStr for PadRange {
    type Err = PadRangeError;

    /// `1MB`, `600KB-1.6MB`, `600000-1600000` (bytes; KB and MB are powers of 1000).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let error = || PadRangeError(s.to_owned());
        let (min, max) = s.split_once('-').unwrap_or((s, s));
        let (min_bytes, max_bytes) = (bytes(min).ok_or_else(error)?, bytes(max).ok_or_else(error)?);
        (min_bytes <= max_bytes && max_bytes <= 64_000_000)
            .then_some(PadRange {
                min_bytes,
                max_bytes,
            })
            .ok_or_else(error)
    }
}

fn bytes(s: &str) -> Option<usize> {
    let s = s.trim().to_ascii_uppercase();
    let (number, unit) = match s.strip_suffix("MB").or_else(|| s.strip_suffix('M')) {
        Some(n) => (n, 1e6),
        None => match s.strip_suffix("KB").or_else(|| s.strip_suffix('K')) {
            Some(n) => (n, 1e3),
            None => (s.strip_suffix('B').unwrap_or(&s), 1.0),
        },
    };
    let value: f64 = number.trim().parse().ok()?;
    (value.is_finite() && value >= 0.0).then(|| (value * unit).round() as usize)
}

/// `html` (a rendered search page of `model`) grown to its drawn target size; a page already
/// that big, or without `</head>` and `</body>`, comes back as it was.
pub fn pad_search_page(html: String, model: &PageModel, seed: u64, range: &PadRange) -> String {
    let target = range.target(seed, model);
    let (Some(head_end), Some(body_end)) = (html.find("</head>"), html.rfind("</body>")) else {
        return html;
    };
    let Some(filler) = target.checked_sub(html.len()).filter(|f| *f > 0) else {
        return html;
    };
    let mut rng = rng::Rng::new(page_key(seed, model, 2));
    // Roughly the real site's mix: styles and the head bundle a third, body scripts the rest.
    let (style, head_js, flight) = (filler * 15 / 100, filler * 15 / 100, filler * 30 / 100);
    let state = filler - style - head_js - flight;

    let mut out = String::with_capacity(target + 4_096);
    out.push_str(&html[..head_end]);
    style_block(&mut out, &mut rng, style);
    script_block(&mut out, &mut rng, head_js);
    out.push_str(&html[head_end..body_end]);
    flight_chunks(&mut out, &mut rng, flight);
    state_blob(&mut out, &mut rng, model, state);
    out.push_str(&html[body_end..]);
    out
}

fn page_key(seed: u64, model: &PageModel, purpose: u64) -> u64 {
    rng::key(&[
        seed,
        rng::hash_str(&model.keyword),
        model.day.num_days_from_ce() as u64,
        u64::from(model.page),
        0x7061_6464 ^ purpose, // "padd": apart from the catalog's and the page's streams
    ])
}

/// A short made-up identifier, as minifiers and CSS modules write them.
fn ident(rng: &mut rng::Rng) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$";
    let len = rng.range(1, 4) as usize;
    (0..len)
        .map(|_| LETTERS[rng.index(LETTERS.len())] as char)
        .collect()
}

fn hash5(rng: &mut rng::Rng) -> String {
    format!("{:05x}", rng.next_u64() & 0xf_ffff)
}

fn style_block(out: &mut String, rng: &mut rng::Rng, bytes: usize) {
    let end = out.len() + bytes;
    put!(
        out,
        "<style data-n-href=\"/_next/static/css/{}.css\">",
        hash5(rng)
    );
    while out.len() < end {
        let (block, part) = (
            ["Header", "Footer", "Carousel", "Banner", "Filter", "Modal"][rng.index(6)],
            ["wrap", "item", "title", "icon", "list", "button"][rng.index(6)],
        );
        put!(
            out,
            ".{block}_{part}__{}{{display:flex;margin:{}px {}px;padding:0 {}px;color:#{:06x};\
             background:url(/_next/static/media/{}.svg) no-repeat;transition:opacity .{}s ease}}\
             @media (max-width:{}px){{.{block}_{part}__{}>li:nth-child({}n+1){{width:{}%}}}}",
            hash5(rng),
            rng.range(0, 24),
            rng.range(0, 24),
            rng.range(0, 16),
            rng.next_u64() & 0xff_ffff,
            hash5(rng),
            rng.range(1, 9),
            rng.range(320, 1280),
            hash5(rng),
            rng.range(2, 6),
            rng.range(10, 100),
        );
    }
    out.push_str("</style>\n");
}

fn script_block(out: &mut String, rng: &mut rng::Rng, bytes: usize) {
    let end = out.len() + bytes;
    put!(out, "<script>");
    while out.len() < end {
        js_statement(out, rng);
    }
    out.push_str("</script>\n");
}

/// One minified statement, with the characters real bundles are full of: comparisons, markup in
/// strings, and the escaped closing tag.
fn js_statement(out: &mut String, rng: &mut rng::Rng) {
    let (a, b, c) = (ident(rng), ident(rng), ident(rng));
    match rng.index(4) {
        0 => put!(
            out,
            "function {a}({b},{c}){{for(var i=0;i<{b}.length&&i<{};i++)if({b}[i]>{c})return {b}[i];return null}}",
            rng.range(4, 400)
        ),
        1 => put!(
            out,
            "var {a}=\"<div class=\\\"{b}\\\"><a href=\\\"/np/campaigns/{}\\\">\"+{c}+\"</a></div>\";",
            rng.range(10, 9_999)
        ),
        2 => put!(
            out,
            "{a}.loadScript=function(){{document.write(\"<script src='/_next/static/chunks/{}.js'><\\/script>\")}};",
            hash5(rng)
        ),
        _ => put!(
            out,
            "!function(){{var {a}={{id:{},n:\"{b}\",v:[{},{},{}]}};window.{c}=({a}.v[0]<<2)>>>1}}();",
            rng.range(1, 1_000_000),
            rng.range(0, 99),
            rng.range(0, 99),
            rng.range(0, 99)
        ),
    }
}

fn flight_chunks(out: &mut String, rng: &mut rng::Rng, bytes: usize) {
    let end = out.len() + bytes;
    while out.len() < end {
        // One chunk per push, as the site sends them: tens of KB each.
        let chunk_end = (out.len() + rng.range(20_000, 60_000) as usize).min(end);
        put!(out, "<script>self.__next_f.push([1,\"");
        while out.len() < chunk_end {
            put!(
                out,
                "{:x}:I[\\\"{}\\\",[\\\"static/chunks/{}.js\\\"],\\\"{}\\\"]\\n",
                rng.range(16, 4_096),
                rng.range(1_000, 99_999),
                hash5(rng),
                ident(rng)
            );
        }
        out.push_str("\"])</script>\n");
    }
}

/// A JSON state blob, `<` written `\u003c` as a JSON-in-HTML serialiser does.
fn state_blob(out: &mut String, rng: &mut rng::Rng, model: &PageModel, bytes: usize) {
    let end = out.len() + bytes;
    put!(
        out,
        "<script id=\"__APOLLO_STATE__\" type=\"application/json\">{{\"page\":{},\"entries\":[",
        model.page
    );
    let mut first = true;
    while out.len() < end {
        if !std::mem::take(&mut first) {
            out.push(',');
        }
        put!(
            out,
            "{{\"id\":{},\"type\":\"{}\",\"html\":\"\\u003cspan class=\\\"{}\\\"\\u003e{}\\u003c/span\\u003e\",\"score\":{}.{},\"flags\":[{},{}]}}",
            rng.range(1_000_000, 99_999_999),
            ["banner", "widget", "recommendation", "filter"][rng.index(4)],
            ident(rng),
            ["오늘의 발견", "로켓배송", "무료배송", "한정 특가"][rng.index(4)],
            rng.range(0, 9),
            rng.range(0, 999),
            rng.chance(0.5),
            rng.chance(0.5)
        );
    }
    out.push_str("]}</script>\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{config::Layout, page::search_page, render};
    use chrono::NaiveDate;

    fn bare_and_padded(layout: Layout, page: u32) -> (String, String) {
        let day = NaiveDate::from_ymd_opt(2026, 11, 22).expect("a valid date");
        let model = search_page("무선 마우스", day, 1, page, 72);
        let bare = render::search_page(&model, layout, "127.0.0.1:8090");
        let padded = pad_search_page(bare.clone(), &model, 1, &PadRange::REAL_SITE);
        (bare, padded)
    }

    #[test]
    fn padded_pages_weigh_what_the_real_site_does_and_keep_the_result_list() {
        for layout in [Layout::Current, Layout::Legacy] {
            let mut sizes = Vec::new();
            for page in 1..=4 {
                let (bare, padded) = bare_and_padded(layout, page);
                assert!(
                    (600_000..=1_604_096).contains(&padded.len()),
                    "{layout:?} page {page}: {} bytes",
                    padded.len()
                );
                let list = |html: &str| {
                    let start = html
                        .find("<ul id=\"product")
                        .or_else(|| html.find("<ul id=\"productList"));
                    let start = start.expect("a result list");
                    html[start..start + html[start..].find("</ul>").expect("closed")].to_owned()
                };
                assert_eq!(list(&padded), list(&bare));
                assert_eq!(
                    bare_and_padded(layout, page).1,
                    padded,
                    "the same page pads the same"
                );
                sizes.push(padded.len());
            }
            sizes.dedup();
            assert!(sizes.len() > 1, "pages draw their own sizes");
        }
    }

    #[test]
    fn the_filler_never_closes_its_elements_early() {
        let (bare, padded) = bare_and_padded(Layout::Current, 2);
        let count = |html: &str, what: &str| html.matches(what).count();
        // Every element the filler opens is closed exactly once, by its own closing tag.
        assert_eq!(
            count(&padded, "<script") - count(&bare, "<script"),
            count(&padded, "</script>") - count(&bare, "</script>")
                + count(&padded, "<script src='")
        );
        assert_eq!(count(&padded, "</style>") - count(&bare, "</style>"), 1);
        assert!(padded.starts_with("<!DOCTYPE html>") && padded.ends_with("</html>\n"));
    }

    #[test]
    fn sizes_and_ranges_are_read_in_bytes_kb_or_mb() {
        assert_eq!("600000-1600000".parse(), Ok(PadRange::REAL_SITE));
        assert_eq!("0.6MB-1.6MB".parse(), Ok(PadRange::REAL_SITE));
        assert_eq!("600kb - 1.6m".parse(), Ok(PadRange::REAL_SITE));
        assert_eq!(
            "1MB".parse(),
            Ok(PadRange {
                min_bytes: 1_000_000,
                max_bytes: 1_000_000
            })
        );
        assert!("2MB-1MB".parse::<PadRange>().is_err());
        assert!("big".parse::<PadRange>().is_err());
        assert!("100MB".parse::<PadRange>().is_err());
    }
}
