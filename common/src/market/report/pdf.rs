//! The effect report as a PDF an operator forwards as it is: A4 portrait, one page per
//! [`SLOTS_PER_PAGE`] slots, each page headed by the title, the advertiser, the period and the
//! totals; per slot a row of its figures and a small chart of its rank drawn as vector lines
//! (rank 1 at the top, a day not within 500 a gap). The text is set in Pretendard (SIL Open Font
//! License, `common/assets/fonts/`), embedded and subset by krilla to the glyphs the report uses,
//! so a page of ten slots weighs tens of kilobytes, not the font's 1.5 MB.

use krilla::{
    Document,
    color::rgb,
    geom::{PathBuilder, Point, Rect},
    metadata::Metadata,
    num::NormalizedF32,
    page::PageSettings,
    paint::{Fill, Stroke},
    surface::Surface,
    text::{Font, TextDirection},
};
use skrifa::{FontRef, MetadataProvider, instance::LocationRef, instance::Size};

use chrono::NaiveDate;

use super::{EffectReport, SlotReport};
use crate::{error::AppError, messages};

/// Slots on one page.
pub const SLOTS_PER_PAGE: usize = 10;

/// Pretendard Regular 1.3.9 (`common/assets/fonts/Pretendard-LICENSE.txt`).
static FONT: &[u8] = include_bytes!("../../../assets/fonts/Pretendard-Regular.otf");
/// The whole font's size, which the subset stays far below.
pub const FONT_BYTES: usize = FONT.len();

const PAGE_W: f32 = 595.0;
const PAGE_H: f32 = 842.0;
const MARGIN: f32 = 36.0;
const TABLE_TOP: f32 = 150.0;
const HEAD_H: f32 = 22.0;
const ROW_H: f32 = 58.0;
/// Column widths (sum: the page less its margins); the last is the chart's.
const COLUMNS: [f32; 7] = [168.0, 64.0, 46.0, 46.0, 46.0, 45.0, 108.0];

const INK: (u8, u8, u8) = (33, 37, 41);
const MUTED: (u8, u8, u8) = (108, 117, 125);
const RULE: (u8, u8, u8) = (222, 226, 230);
const ACCENT: (u8, u8, u8) = (37, 99, 235);
/// A rank that rose (red) and one that fell (blue), as Koreans read a change: the web's simple
/// theme's `--color-rise` and `--color-fall`.
const RISE: (u8, u8, u8) = (198, 40, 40);
const FALL: (u8, u8, u8) = (29, 95, 214);

/// The colour of a change in places: red up, blue down, ink for none.
fn change_color(places: f64) -> (u8, u8, u8) {
    if places > 0.0 {
        RISE
    } else if places < 0.0 {
        FALL
    } else {
        INK
    }
}

/// The report's PDF bytes.
pub fn pdf(report: &EffectReport) -> Result<Vec<u8>, AppError> {
    let font = Font::new(FONT.into(), 0)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("the report font does not load")))?;
    let widths = Widths::new()?;
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(format!(
                "{} - {}",
                messages::REPORT_TITLE,
                report.advertiser.name
            ))
            .language("ko".to_owned())
            .creator("Simple Slot".to_owned()),
    );
    let pages: Vec<&[SlotReport]> = if report.slots.is_empty() {
        vec![&[]]
    } else {
        report.slots.chunks(SLOTS_PER_PAGE).collect()
    };
    let settings = PageSettings::from_wh(PAGE_W, PAGE_H)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("page size")))?;
    for (index, slots) in pages.iter().enumerate() {
        let mut page = document.start_page_with(settings.clone());
        let mut pen = Pen {
            surface: page.surface(),
            font: font.clone(),
            widths: &widths,
        };
        pen.page(report, slots, (index + 1, pages.len()));
        drop(pen); // the surface's drop writes the page's content
        page.finish();
    }
    document
        .finish()
        .map_err(|e| AppError::Internal(anyhow::anyhow!("the report PDF: {e:?}")))
}

impl Pen<'_, '_> {
    /// One page: the header, `slots` (or the word that there are none), the footer.
    fn page(&mut self, report: &EffectReport, slots: &[SlotReport], (page, pages): (usize, usize)) {
        let pen = self;
        pen.header(report);
        if slots.is_empty() {
            pen.text(
                MARGIN,
                TABLE_TOP + 24.0,
                11.0,
                MUTED,
                messages::REPORT_EMPTY,
            );
        } else {
            pen.table_head();
            for (row, slot) in slots.iter().enumerate() {
                let days = (
                    slot.start_date.max(report.start),
                    slot.end_date.min(report.end),
                );
                pen.row(TABLE_TOP + HEAD_H + ROW_H * row as f32, slot, days);
            }
        }
        pen.footer(page, pages);
    }
}

/// Advance widths of the font, to fit text into a cell.
struct Widths {
    font: FontRef<'static>,
}

impl Widths {
    fn new() -> Result<Self, AppError> {
        let font = FontRef::new(FONT).map_err(|e| AppError::Internal(anyhow::anyhow!("{e}")))?;
        Ok(Self { font })
    }

    fn of(&self, size: f32, text: &str) -> f32 {
        let charmap = self.font.charmap();
        let metrics = self
            .font
            .glyph_metrics(Size::new(size), LocationRef::default());
        text.chars()
            .map(|c| {
                charmap
                    .map(c)
                    .and_then(|g| metrics.advance_width(g))
                    .unwrap_or(size * 0.5)
            })
            .sum()
    }

    /// `text` cut to `width` with an ellipsis.
    fn fit(&self, size: f32, text: &str, width: f32) -> String {
        if self.of(size, text) <= width {
            return text.to_owned();
        }
        let room = width - self.of(size, "…");
        let mut out = String::new();
        let mut used = 0.0;
        for c in text.chars() {
            let w = self.of(size, c.encode_utf8(&mut [0; 4]));
            if used + w > room {
                break;
            }
            used += w;
            out.push(c);
        }
        out.push('…');
        out
    }
}

/// A page's drawing tools.
struct Pen<'a, 'p> {
    surface: Surface<'p>,
    font: Font,
    widths: &'a Widths,
}

fn fill((r, g, b): (u8, u8, u8)) -> Fill {
    Fill {
        paint: rgb::Color::new(r, g, b).into(),
        ..Fill::default()
    }
}

fn stroke((r, g, b): (u8, u8, u8), width: f32) -> Stroke {
    Stroke {
        paint: rgb::Color::new(r, g, b).into(),
        width,
        opacity: NormalizedF32::ONE,
        ..Stroke::default()
    }
}

impl Pen<'_, '_> {
    /// Text with its baseline at `y` (from the top of the page).
    fn text(&mut self, x: f32, y: f32, size: f32, color: (u8, u8, u8), text: &str) {
        if text.is_empty() {
            return;
        }
        self.surface.set_fill(Some(fill(color)));
        self.surface.draw_text(
            Point::from_xy(x, y),
            self.font.clone(),
            size,
            text,
            false,
            TextDirection::Auto,
        );
    }

    /// Text ending at `right`.
    fn text_right(&mut self, right: f32, y: f32, size: f32, color: (u8, u8, u8), text: &str) {
        let x = right - self.widths.of(size, text);
        self.text(x, y, size, color, text);
    }

    /// Text fitted into `width` from `x`.
    fn text_fit(&mut self, x: f32, y: f32, size: f32, color: (u8, u8, u8), text: &str, width: f32) {
        let fitted = self.widths.fit(size, text, width);
        self.text(x, y, size, color, &fitted);
    }

    fn line(&mut self, points: &[(f32, f32)], color: (u8, u8, u8), width: f32) {
        if points.len() < 2 {
            return;
        }
        let mut path = PathBuilder::new();
        path.move_to(points[0].0, points[0].1);
        for &(x, y) in &points[1..] {
            path.line_to(x, y);
        }
        if let Some(path) = path.finish() {
            self.surface.set_fill(None);
            self.surface.set_stroke(Some(stroke(color, width)));
            self.surface.draw_path(&path);
            self.surface.set_stroke(None);
        }
    }

    fn dot(&mut self, (x, y): (f32, f32), color: (u8, u8, u8)) {
        let mut path = PathBuilder::new();
        let Some(square) = Rect::from_xywh(x - 1.5, y - 1.5, 3.0, 3.0) else {
            return;
        };
        path.push_rect(square);
        if let Some(path) = path.finish() {
            self.surface.set_stroke(None);
            self.surface.set_fill(Some(fill(color)));
            self.surface.draw_path(&path);
        }
    }

    fn header(&mut self, report: &EffectReport) {
        let right = PAGE_W - MARGIN;
        self.text(MARGIN, 58.0, 20.0, INK, messages::REPORT_TITLE);
        let made_on = messages::report_made_on(&report.made_on.to_string());
        self.text_right(right, 58.0, 9.0, MUTED, &made_on);
        let advertiser = format!(
            "{} ({})",
            report.advertiser.name, report.advertiser.login_id
        );
        let subtitle = messages::report_subtitle(
            &advertiser,
            &report.start.to_string(),
            &report.end.to_string(),
        );
        self.text_fit(MARGIN, 80.0, 10.5, MUTED, &subtitle, right - MARGIN);
        // The totals: three figures side by side.
        let totals = &report.totals;
        let figures = [
            (
                messages::REPORT_TOTAL_SLOTS,
                messages::report_slots(totals.slots),
                INK,
            ),
            (
                messages::REPORT_TOTAL_DAYS,
                messages::report_days(totals.days_run),
                INK,
            ),
            (
                messages::REPORT_TOTAL_IMPROVEMENT,
                totals.average_improvement.map_or(
                    messages::REPORT_NONE.to_owned(),
                    messages::report_average_change,
                ),
                change_color(totals.average_improvement.unwrap_or(0.0)),
            ),
        ];
        let cell = (right - MARGIN) / figures.len() as f32;
        self.line(&[(MARGIN, 94.0), (right, 94.0)], RULE, 0.8);
        for (i, (label, value, color)) in figures.iter().enumerate() {
            let x = MARGIN + cell * i as f32;
            self.text(x, 110.0, 8.5, MUTED, label);
            self.text(x, 130.0, 15.0, *color, value);
        }
        self.line(&[(MARGIN, 140.0), (right, 140.0)], RULE, 0.8);
    }

    fn table_head(&mut self) {
        let mut x = MARGIN;
        for (i, (label, width)) in messages::REPORT_HEADER.iter().zip(COLUMNS).enumerate() {
            if (2..6).contains(&i) {
                self.text_right(x + width - 4.0, TABLE_TOP + 14.0, 8.0, MUTED, label);
            } else {
                self.text(x + 4.0, TABLE_TOP + 14.0, 8.0, MUTED, label);
            }
            x += width;
        }
        let y = TABLE_TOP + HEAD_H;
        self.line(&[(MARGIN, y), (PAGE_W - MARGIN, y)], INK, 0.6);
    }

    fn row(&mut self, top: f32, slot: &SlotReport, days: (NaiveDate, NaiveDate)) {
        let mut x = MARGIN;
        let base = top + 22.0;
        let [keyword_w, period_w, ..] = COLUMNS;
        self.text_fit(x + 4.0, base, 10.0, INK, &slot.keyword, keyword_w - 8.0);
        let product = slot.product.as_deref().unwrap_or(messages::REPORT_NONE);
        self.text_fit(x + 4.0, base + 15.0, 8.0, MUTED, product, keyword_w - 8.0);
        x += keyword_w;
        self.text(x + 4.0, base, 8.5, INK, &slot.start_date.to_string());
        self.text(x + 4.0, base + 15.0, 8.5, MUTED, &slot.end_date.to_string());
        x += period_w;
        let e = &slot.effect;
        let rank =
            |r: Option<i32>| r.map_or(messages::REPORT_NONE.to_owned(), messages::report_rank);
        let figures = [
            rank(e.first_rank),
            rank(e.last_rank),
            rank(e.best_rank),
            messages::report_days(e.days_in_top_10),
        ];
        for (figure, width) in figures.iter().zip(&COLUMNS[2..6]) {
            self.text_right(x + width - 4.0, base, 9.5, INK, figure);
            x += width;
        }
        if let Some(change) = e.change.filter(|c| *c != 0) {
            let shown = messages::report_places(f64::from(change));
            let color = change_color(f64::from(change));
            self.text_right(x - COLUMNS[5] - 4.0, base + 15.0, 7.5, color, &shown);
        }
        self.chart(
            x + 6.0,
            top + 8.0,
            COLUMNS[6] - 8.0,
            ROW_H - 18.0,
            slot,
            days,
        );
        let bottom = top + ROW_H;
        self.line(&[(MARGIN, bottom), (PAGE_W - MARGIN, bottom)], RULE, 0.5);
    }

    /// The slot's ranks over its days within the report (`from..=to`), in a `w` × `h` box at
    /// (`x`, `y`): the axis fitted to its best and worst rank (written at the right), a run of
    /// consecutive days within 500 a line, a gap otherwise.
    fn chart(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        slot: &SlotReport,
        (from, to): (NaiveDate, NaiveDate),
    ) {
        let plot_w = w - 18.0;
        self.line(&[(x, y + h), (x + plot_w, y + h)], RULE, 0.5);
        let span = (to - from).num_days().max(1) as f32;
        let ranked = slot.ranks.iter().filter(|(_, r)| *r > 0).map(|(_, r)| *r);
        let (best, worst) = ranked.fold((i32::MAX, 0), |(b, w), r| (b.min(r), w.max(r)));
        if worst == 0 {
            return;
        }
        let scale = (worst - best).max(1) as f32;
        let point = |day: NaiveDate, rank: i32| {
            let px = x + plot_w * (day - from).num_days() as f32 / span;
            let py = if worst == best {
                y + h / 2.0
            } else {
                y + 3.0 + (h - 6.0) * (rank - best) as f32 / scale
            };
            (px, py)
        };
        let mut run: Vec<(f32, f32)> = Vec::new();
        let mut previous: Option<NaiveDate> = None;
        for &(day, rank) in &slot.ranks {
            let follows = previous.is_some_and(|p| (day - p).num_days() == 1);
            if rank <= 0 || !follows {
                self.draw_run(&run);
                run.clear();
            }
            if rank > 0 {
                run.push(point(day, rank));
            }
            previous = Some(day);
        }
        self.draw_run(&run);
        let labels = x + plot_w + 3.0;
        self.text(labels, y + 6.0, 6.0, MUTED, &best.to_string());
        if worst != best {
            self.text(labels, y + h, 6.0, MUTED, &worst.to_string());
        }
    }

    fn draw_run(&mut self, run: &[(f32, f32)]) {
        match run {
            [] => {}
            [only] => self.dot(*only, ACCENT),
            _ => self.line(run, ACCENT, 1.1),
        }
    }

    fn footer(&mut self, page: usize, pages: usize) {
        let y = PAGE_H - 28.0;
        self.text(MARGIN, y, 7.5, MUTED, messages::REPORT_CHART_NOTE);
        self.text_right(
            PAGE_W - MARGIN,
            y,
            7.5,
            MUTED,
            &messages::report_page(page, pages),
        );
    }
}
