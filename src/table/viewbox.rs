//! The part of the table the SVG shows, in UW, and the conversions between
//! the page and the table. The table's y axis points north (side A's edge
//! is y = 0); the SVG's points down, so a table point (x, y) is drawn at
//! (x, depth − y). Zoom and pan change only the view box.

use clouds_core::{clamp_f64, fixed, Point, Table};

/// The margin shown around the table, in UW.
const MARGIN: f64 = 0.6;
/// How far in and out the view may zoom, as a share of the whole table.
const MIN_SHARE: f64 = 0.15;
const MAX_SHARE: f64 = 1.6;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewBox {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
    /// The table's depth, to flip the y axis.
    pub depth: f64,
    /// The whole table's width and depth with the margin.
    full: (f64, f64),
}

impl ViewBox {
    /// The whole table with a margin.
    pub fn fit(table: &Table) -> ViewBox {
        let full = (table.width + 2.0 * MARGIN, table.depth + 2.0 * MARGIN);
        ViewBox {
            x: -MARGIN,
            y: -MARGIN,
            width: full.0,
            height: full.1,
            depth: table.depth,
            full,
        }
    }

    pub fn refit(self) -> ViewBox {
        ViewBox {
            x: -MARGIN,
            y: -MARGIN,
            width: self.full.0,
            height: self.full.1,
            ..self
        }
    }

    /// The SVG's `aspect-ratio`: that of the whole table, so the element is
    /// as tall as the table needs at its width, zoomed or not.
    pub fn aspect_style(&self) -> String {
        format!(
            "aspect-ratio: {} / {}",
            fixed(self.full.0, 3),
            fixed(self.full.1, 3)
        )
    }

    /// Whether the view is zoomed in enough for the units' long labels to
    /// be read on a phone: 0.3 UW drawn at least 11 px on a table drawn
    /// 343 px wide or more.
    pub fn is_close(&self) -> bool {
        self.width < self.full.0 * 0.4
    }

    /// The `viewBox` attribute.
    pub fn attribute(&self) -> String {
        format!(
            "{} {} {} {}",
            fixed(self.x, 3),
            fixed(self.y, 3),
            fixed(self.width, 3),
            fixed(self.height, 3)
        )
    }

    /// Zooms by `factor` (> 1 closer) about the SVG point `at`.
    pub fn zoom(self, factor: f64, at: (f64, f64)) -> ViewBox {
        let share = clamp_f64(self.width / self.full.0 / factor, MIN_SHARE, MAX_SHARE);
        let width = self.full.0 * share;
        let height = self.full.1 * share;
        let fx = (at.0 - self.x) / self.width;
        let fy = (at.1 - self.y) / self.height;
        ViewBox {
            x: at.0 - fx * width,
            y: at.1 - fy * height,
            width,
            height,
            ..self
        }
    }

    /// Zooms about the middle of the view.
    pub fn zoom_centre(self, factor: f64) -> ViewBox {
        let centre = (self.x + self.width / 2.0, self.y + self.height / 2.0);
        self.zoom(factor, centre)
    }

    /// Moves the view by `dx`, `dy` SVG units.
    pub fn pan(self, dx: f64, dy: f64) -> ViewBox {
        ViewBox {
            x: self.x + dx,
            y: self.y + dy,
            ..self
        }
    }

    /// The table point at client pixel (`cx`, `cy`) of an SVG element whose
    /// box on the page is `rect` (left, top, width, height), drawn with
    /// `preserveAspectRatio="xMidYMid meet"`.
    pub fn table_point(&self, rect: (f64, f64, f64, f64), cx: f64, cy: f64) -> Point {
        let (sx, sy) = self.svg_at(rect, cx, cy);
        Point::new(sx, self.depth - sy)
    }

    /// The SVG point at client pixel (`cx`, `cy`).
    pub fn svg_at(&self, rect: (f64, f64, f64, f64), cx: f64, cy: f64) -> (f64, f64) {
        let (left, top, width, height) = rect;
        let scale = (width / self.width).min(height / self.height).max(1e-9);
        let offset_x = (width - self.width * scale) / 2.0;
        let offset_y = (height - self.height * scale) / 2.0;
        (
            self.x + (cx - left - offset_x) / scale,
            self.y + (cy - top - offset_y) / scale,
        )
    }

    /// SVG units per client pixel.
    pub fn units_per_pixel(&self, rect: (f64, f64, f64, f64)) -> f64 {
        let scale = (rect.2 / self.width).min(rect.3 / self.height).max(1e-9);
        1.0 / scale
    }
}

/// An engine angle (radians, counter-clockwise from east, y north) as the
/// degrees of an SVG `rotate` (clockwise, y down).
pub fn svg_degrees(facing: f64) -> f64 {
    -facing.to_degrees()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pixels_map_to_table_points_through_the_flip() {
        let view = ViewBox::fit(&Table::new(20.0, 15.0));
        // A 2000 × 1620 px box shows 21.2 × 16.2 UW: 100 px per UW, wider
        // than needed, so centred with 0 px left over across and 0 down.
        let rect = (0.0, 0.0, 2120.0, 1620.0);
        let p = view.table_point(rect, 60.0, 1560.0);
        assert!(
            (p.x - 0.0).abs() < 1e-9 && (p.y - 0.0).abs() < 1e-9,
            "{p:?}"
        );
        let q = view.table_point(rect, 1060.0, 810.0);
        assert!(
            (q.x - 10.0).abs() < 1e-9 && (q.y - 7.5).abs() < 1e-9,
            "{q:?}"
        );
    }

    #[test]
    fn zooming_keeps_the_point_under_the_pointer() {
        let view = ViewBox::fit(&Table::new(20.0, 15.0));
        let at = (5.0, 4.0);
        let closer = view.zoom(2.0, at);
        assert!((closer.width - view.width / 2.0).abs() < 1e-9);
        let fx = (at.0 - closer.x) / closer.width;
        assert!((fx - (at.0 - view.x) / view.width).abs() < 1e-9);
        assert!(
            (view.zoom(1000.0, at).width - 21.2 * MIN_SHARE).abs() < 1e-9,
            "zoom stops"
        );
    }
}
