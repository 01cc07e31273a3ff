//! The report's two kinds of plot, drawn as SVG text by hand (no library, nothing fetched):
//! rates with their 95% intervals, a row each, and a histogram. Every label passes through
//! `esc`; numbers are written with a fixed precision so that the same results give the same
//! page.

use super::esc;
use grimoire_core::sim::stats::wilson;
use std::fmt::Write;

/// One rate on a row: `wins` of `games`, drawn as a dot on its interval.
pub struct Mark {
    pub wins: u64,
    pub games: u64,
    /// The CSS class of the mark (its colour and fill), and what its tooltip calls it.
    pub class: &'static str,
    pub what: &'static str,
}

/// A row of an interval plot: its label and its rates (one or two).
pub struct Row {
    pub label: String,
    pub marks: Vec<Mark>,
}

const LABEL: f64 = 330.0;
const WIDTH: f64 = 500.0;
const ROW: f64 = 24.0;
const TOP: f64 = 26.0;

/// Rates with their intervals on a 0–100% axis, a dashed line at 50%: `id` names the plot
/// (the page's tests look for it). With `bars`, each row's first rate is also a bar from 0.
pub fn interval_plot(id: &str, rows: &[Row], bars: bool) -> String {
    let height = TOP + ROW * rows.len() as f64 + 8.0;
    let x = |rate: f64| LABEL + WIDTH * rate;
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg id="{id}" class="plot" role="img" width="{w}" height="{height:.0}" viewBox="0 0 {w} {height:.0}">"#,
        w = LABEL + WIDTH + 20.0,
    );
    for tick in 0..=4 {
        let at = x(tick as f64 / 4.0);
        let _ = write!(
            s,
            r#"<line class="grid" x1="{at:.1}" y1="{y1}" x2="{at:.1}" y2="{y2:.1}"/><text class="tick" x="{at:.1}" y="14" text-anchor="middle">{p}%</text>"#,
            y1 = TOP - 6.0,
            y2 = height - 6.0,
            p = tick * 25,
        );
    }
    let _ = write!(
        s,
        r#"<line class="even" x1="{m:.1}" y1="{y1}" x2="{m:.1}" y2="{y2:.1}"/>"#,
        m = x(0.5),
        y1 = TOP - 6.0,
        y2 = height - 6.0,
    );
    for (i, row) in rows.iter().enumerate() {
        let mid = TOP + ROW * i as f64 + ROW / 2.0;
        let _ = write!(
            s,
            r#"<text class="label" x="{lx:.1}" y="{ty:.1}" text-anchor="end">{}</text>"#,
            esc(&row.label),
            lx = LABEL - 8.0,
            ty = mid + 4.0,
        );
        let n = row.marks.len().max(1) as f64;
        for (j, m) in row.marks.iter().enumerate() {
            let y = mid + (j as f64 - (n - 1.0) / 2.0) * 7.0;
            let rate = m.wins as f64 / m.games.max(1) as f64;
            let (lo, hi) = wilson(m.wins, m.games);
            let _ = write!(s, r#"<g class="mark {}">"#, m.class);
            let _ = write!(
                s,
                "<title>{}, {}: {:.1}% ({:.1}–{:.1}%), {} of {} games</title>",
                esc(&row.label),
                m.what,
                100.0 * rate,
                100.0 * lo,
                100.0 * hi,
                m.wins,
                m.games
            );
            if bars && j == 0 {
                let _ = write!(
                    s,
                    r#"<rect class="bar" x="{LABEL}" y="{:.1}" width="{:.1}" height="{:.1}"/>"#,
                    mid - ROW * 0.35,
                    WIDTH * rate,
                    ROW * 0.7
                );
            }
            if m.games > 0 {
                let _ = write!(
                    s,
                    r#"<line class="ci" x1="{a:.1}" y1="{y:.1}" x2="{b:.1}" y2="{y:.1}"/><line class="ci" x1="{a:.1}" y1="{y0:.1}" x2="{a:.1}" y2="{y1:.1}"/><line class="ci" x1="{b:.1}" y1="{y0:.1}" x2="{b:.1}" y2="{y1:.1}"/><circle class="dot" cx="{c:.1}" cy="{y:.1}" r="3.5"/>"#,
                    a = x(lo),
                    b = x(hi),
                    c = x(rate),
                    y0 = y - 3.0,
                    y1 = y + 3.0,
                );
            }
            s.push_str("</g>");
        }
    }
    s.push_str("</svg>");
    s
}

/// A histogram of counts by value (games by turns): one bar a bin, bins of equal width chosen
/// so that there are at most about 40; the axis names the first value of some bins.
pub fn histogram(id: &str, counts: &[(u32, u64)], axis: &str) -> String {
    let (w, h, left, bottom) = (760.0, 240.0, 50.0, 36.0);
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg id="{id}" class="plot" role="img" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
    );
    let (Some(&(min, _)), Some(&(max, _))) = (counts.first(), counts.last()) else {
        s.push_str(r#"<text class="label" x="20" y="30">no game ended</text></svg>"#);
        return s;
    };
    let width = (max - min) / 40 + 1;
    let bins = ((max - min) / width + 1) as usize;
    let mut tally = vec![0u64; bins];
    for &(v, n) in counts {
        tally[((v - min) / width) as usize] += n;
    }
    let top = tally.iter().copied().max().unwrap_or(1).max(1);
    let (plot_w, plot_h) = (w - left - 10.0, h - bottom - 12.0);
    let bar = plot_w / bins as f64;
    let _ = write!(
        s,
        r#"<line class="axis" x1="{left}" y1="{y:.1}" x2="{x2:.1}" y2="{y:.1}"/><text class="tick" x="{tx}" y="{ty:.1}" text-anchor="end">{top}</text><text class="tick" x="{tx}" y="{by:.1}" text-anchor="end">0</text><text class="tick" x="{cx:.1}" y="{ay:.1}" text-anchor="middle">{}</text>"#,
        esc(axis),
        y = 12.0 + plot_h,
        x2 = left + plot_w,
        tx = left - 6.0,
        ty = 20.0,
        by = 12.0 + plot_h,
        cx = left + plot_w / 2.0,
        ay = h - 4.0,
    );
    let every = bins.div_ceil(10).max(1);
    for (i, &n) in tally.iter().enumerate() {
        let from = min + i as u32 * width;
        let height = plot_h * n as f64 / top as f64;
        let range = if width == 1 {
            from.to_string()
        } else {
            format!("{from}–{}", from + width - 1)
        };
        let _ = write!(
            s,
            r#"<rect class="bar" x="{x:.1}" y="{y:.1}" width="{bw:.1}" height="{height:.1}"><title>{range}: {n} game(s)</title></rect>"#,
            x = left + bar * i as f64 + 1.0,
            y = 12.0 + plot_h - height,
            bw = (bar - 2.0).max(1.0),
        );
        if i % every == 0 {
            let _ = write!(
                s,
                r#"<text class="tick" x="{x:.1}" y="{y:.1}" text-anchor="middle">{from}</text>"#,
                x = left + bar * (i as f64 + 0.5),
                y = 12.0 + plot_h + 14.0,
            );
        }
    }
    s.push_str("</svg>");
    s
}
