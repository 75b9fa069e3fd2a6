//! The table as SVG, drawn from the engine's position: terrain, overlays,
//! units, commanders, combat markers and the ghost of a move being
//! dragged. The view box is in UW; zoom and pan change only it.
//!
//! Pointer handling follows the usual board pattern: a press that moves
//! less than a few pixels is a click; a press on a unit that may move
//! starts a drag whose ghost the engine's plan places, at most once a
//! frame; a press elsewhere pans; two fingers pinch-zoom; the wheel zooms
//! about the pointer.

use super::context::{use_play, Play};
use super::drag::{MoveDraft, Piece, Verdict};
use super::labels::{side_code, unit_label, unit_name};
use super::marker_spots::{self, MarkerSpotsLayer};
use super::overlays::OverlayLayer;
use super::picking::click_unit;
use super::pregame::hooks::{use_pre_game, PreGameHooks};
use super::pregame::tools::{use_tools, SetUpTools};
use super::scenario_status::ObjectivesLayer;
use super::terrain::TerrainLayer;
use super::viewbox::{svg_degrees, ViewBox};
use crate::numbers::number;
use crate::stages::Stages;
use clouds_core::{
    fixed, shortest, CommanderId, Game, MarkerId, Point, Side, Table, TableMsg, TableUnitId,
    COMBAT_RADIUS, COMMANDER_BASE_RADIUS,
};
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;

/// How far (CSS pixels) a press may move and still be a click.
const CLICK_SLOP: f64 = 5.0;

/// What the pointer is doing.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Gesture {
    Idle,
    Pressed {
        piece: Option<Piece>,
        x: f64,
        y: f64,
    },
    Dragging,
    /// A unit dragged to a new place while setting up.
    Placing {
        unit: TableUnitId,
    },
    Panning {
        x: f64,
        y: f64,
    },
    Pinching {
        distance: f64,
    },
}

/// The pointers down now (for pinch), by id, with where they are.
type Touches = Vec<(i32, f64, f64)>;

/// Units drawn per browser task as the table first comes in: each is a
/// dozen reactive views, and sixty at once hold up the first click (fifteen
/// took 30 to 70 ms on the build machine, a long task for Lighthouse's
/// phone, which counts it four times as long).
const UNITS_PER_STAGE: usize = 6;

/// The stages the table's `units` units take to come in, from stage 0.
pub fn unit_stages(units: usize) -> usize {
    units.div_ceil(UNITS_PER_STAGE).max(1)
}

/// The board's pointer handling: what a press, a move, a release, a
/// cancel and the wheel do, over the game being played, the set-up tools
/// and, on the pre-game page, the sequence's hooks.
#[derive(Clone)]
struct Board {
    play: Play,
    tools: SetUpTools,
    pre_game: Option<PreGameHooks>,
    svg: NodeRef<leptos::svg::Svg>,
    gesture: StoredValue<Gesture>,
    touches: StoredValue<Touches>,
    /// The latest point a drag is aimed at, planned at the next frame.
    pending: Rc<Cell<Option<Point>>>,
    /// Whether that frame is asked for already.
    frame_asked: Rc<Cell<bool>>,
}

impl Board {
    fn new() -> Board {
        Board {
            play: use_play(),
            tools: use_tools(),
            pre_game: use_pre_game(),
            svg: NodeRef::new(),
            gesture: StoredValue::new(Gesture::Idle),
            touches: StoredValue::new(Touches::new()),
            pending: Rc::new(Cell::new(None)),
            frame_asked: Rc::new(Cell::new(false)),
        }
    }

    /// The board's box on the page (left, top, width, height).
    fn rect(&self) -> (f64, f64, f64, f64) {
        self.svg
            .get_untracked()
            .map(|svg| {
                let r = svg.get_bounding_client_rect();
                (r.left(), r.top(), r.width(), r.height())
            })
            .unwrap_or((0.0, 0.0, 1.0, 1.0))
    }

    /// The table's point under the page's point `(x, y)`.
    fn table_point(&self, x: f64, y: f64) -> Point {
        self.play
            .view
            .get_untracked()
            .table_point(self.rect(), x, y)
    }

    /// One engine plan a frame, for the latest pointer position.
    fn schedule_plan(&self, target: Point) {
        self.pending.set(Some(target));
        if self.frame_asked.replace(true) {
            return;
        }
        let (play, pending, frame_asked) =
            (self.play, self.pending.clone(), self.frame_asked.clone());
        request_animation_frame(move || {
            frame_asked.set(false);
            if let Some(target) = pending.take() {
                replan(play, target);
            }
        });
    }

    fn down(&self, ev: web_sys::PointerEvent) {
        let (gesture, touches) = (self.gesture, self.touches);
        touches.update_value(|t| {
            t.push((ev.pointer_id(), ev.client_x().into(), ev.client_y().into()))
        });
        if touches.with_value(Vec::len) == 2 {
            gesture.set_value(Gesture::Pinching {
                distance: touches.with_value(spread),
            });
            self.play.draft.set(None);
            return;
        }
        let piece = piece_under(&ev);
        gesture.set_value(Gesture::Pressed {
            piece,
            x: ev.client_x().into(),
            y: ev.client_y().into(),
        });
        if let Some(svg) = self.svg.get_untracked() {
            let _ = svg.set_pointer_capture(ev.pointer_id());
        }
    }

    fn moved(&self, ev: web_sys::PointerEvent) {
        let (cx, cy): (f64, f64) = (ev.client_x().into(), ev.client_y().into());
        self.touches.update_value(|t| {
            if let Some(p) = t.iter_mut().find(|p| p.0 == ev.pointer_id()) {
                p.1 = cx;
                p.2 = cy;
            }
        });
        let (play, gesture) = (self.play, self.gesture);
        match gesture.get_value() {
            Gesture::Idle => {}
            Gesture::Pressed { piece, x, y } => self.leave_press(piece, x, y, cx, cy),
            Gesture::Dragging => self.schedule_plan(self.table_point(cx, cy)),
            Gesture::Placing { unit } => self.place(unit, self.table_point(cx, cy)),
            Gesture::Panning { x, y } => {
                let per_pixel = play.view.get_untracked().units_per_pixel(self.rect());
                play.view
                    .update(|v| *v = v.pan((x - cx) * per_pixel, (y - cy) * per_pixel));
                gesture.set_value(Gesture::Panning { x: cx, y: cy });
            }
            Gesture::Pinching { distance } => {
                let now = self.touches.with_value(spread);
                if distance > 1.0 && now > 1.0 {
                    let (mx, my) = self.touches.with_value(midpoint);
                    let at = play.view.get_untracked().svg_at(self.rect(), mx, my);
                    play.view.update(|v| *v = v.zoom(now / distance, at));
                    gesture.set_value(Gesture::Pinching { distance: now });
                }
            }
        }
    }

    /// A press at `(x, y)` that has moved to `(cx, cy)`: once past the
    /// click's slop, a drag of the piece pressed, a placing, or a pan.
    fn leave_press(&self, piece: Option<Piece>, x: f64, y: f64, cx: f64, cy: f64) {
        if Point::new(cx - x, cy - y).length() < CLICK_SLOP {
            return;
        }
        let (play, gesture) = (self.play, self.gesture);
        match piece {
            Some(p) if may_drag(play, p) => {
                super::moves::start_draft(play, p, play.move_kind.get_untracked());
                gesture.set_value(Gesture::Dragging);
                self.schedule_plan(self.table_point(cx, cy));
            }
            Some(Piece::Unit(unit)) if self.pre_game.is_some_and(|h| (h.may_drag)(play, unit)) => {
                gesture.set_value(Gesture::Placing { unit });
                self.place(unit, self.table_point(cx, cy));
            }
            _ => gesture.set_value(Gesture::Panning { x: cx, y: cy }),
        }
    }

    fn up(&self, ev: web_sys::PointerEvent) {
        self.touches
            .update_value(|t| t.retain(|p| p.0 != ev.pointer_id()));
        let was = self.gesture.get_value();
        self.gesture.set_value(Gesture::Idle);
        let play = self.play;
        match was {
            Gesture::Pressed {
                piece: Some(Piece::Unit(unit)),
                ..
            } => self.click_or_pick(unit),
            Gesture::Pressed {
                piece: Some(Piece::Commander(commander)),
                ..
            } => play.picked_commander.update(|picked| {
                *picked = (*picked != Some(commander)).then_some(commander);
            }),
            Gesture::Pressed { piece: None, .. } => {
                let at = self.table_point(ev.client_x().into(), ev.client_y().into());
                let placed = self
                    .pre_game
                    .is_some_and(|h| (h.click_table)(play, self.tools, at));
                if !marker_spots::click_spot(play, at) && !placed {
                    play.picked.set(None);
                }
            }
            Gesture::Placing { .. } => {
                if let Some(hooks) = self.pre_game {
                    (hooks.drop_ghost)(play, self.tools);
                }
            }
            Gesture::Dragging => {
                self.pending.set(None);
                replan(
                    play,
                    self.table_point(ev.client_x().into(), ev.client_y().into()),
                );
                super::moves::commit_draft(play);
            }
            _ => {}
        }
    }

    fn cancel(&self, ev: web_sys::PointerEvent) {
        self.touches
            .update_value(|t| t.retain(|p| p.0 != ev.pointer_id()));
        match self.gesture.get_value() {
            Gesture::Dragging => self.play.draft.set(None),
            Gesture::Placing { .. } => self.tools.ghost.set(None),
            _ => {}
        }
        self.gesture.set_value(Gesture::Idle);
    }

    fn wheel(&self, ev: web_sys::WheelEvent) {
        ev.prevent_default();
        let view = self.play.view;
        let at =
            view.get_untracked()
                .svg_at(self.rect(), ev.client_x().into(), ev.client_y().into());
        let factor = if ev.delta_y() < 0.0 { 1.15 } else { 1.0 / 1.15 };
        view.update(|v| *v = v.zoom(factor, at));
    }

    /// A click on a unit: while setting up, it picks the unit to place
    /// again; otherwise it does what a click does at the step due.
    fn click_or_pick(&self, unit: TableUnitId) {
        if !self
            .pre_game
            .is_some_and(|h| (h.pick_unit)(self.play, self.tools, unit))
        {
            click_unit(self.play, unit);
        }
    }

    /// A key pressed on the table itself (a unit's keys are its own),
    /// which the pre-game sequence may use to place.
    fn key(&self, ev: web_sys::KeyboardEvent) {
        if ev.target() != ev.current_target() {
            return;
        }
        if let Some(hooks) = self.pre_game {
            (hooks.key_table)(self.play, self.tools, &ev);
        }
    }

    /// A unit dragged to a new place in the pre-game sequence.
    fn place(&self, unit: TableUnitId, at: Point) {
        if let Some(hooks) = self.pre_game {
            (hooks.drag_to)(self.play, self.tools, unit, at);
        }
    }
}

/// What the board draws, each list as the engine's ids: units come in a
/// stage at a time as the page opens.
struct Pieces {
    table: Memo<Table>,
    units: Memo<Vec<TableUnitId>>,
    commanders: Memo<Vec<CommanderId>>,
    markers: Memo<Vec<MarkerId>>,
}

impl Pieces {
    fn new(play: Play) -> Pieces {
        let units_drawn = expect_context::<Stages>().items_drawn(UNITS_PER_STAGE);
        Pieces {
            table: Memo::new(move |_| play.with_game(|g| *g.position().table())),
            units: Memo::new(move |_| {
                let drawn = units_drawn.get();
                play.with_game(|g| {
                    g.position()
                        .units()
                        .iter()
                        .take(drawn)
                        .map(|u| u.id)
                        .collect::<Vec<_>>()
                })
            }),
            commanders: Memo::new(move |_| {
                play.with_game(|g| {
                    g.position()
                        .commanders()
                        .iter()
                        .map(|c| c.id)
                        .collect::<Vec<_>>()
                })
            }),
            markers: Memo::new(move |_| {
                play.with_game(|g| {
                    g.position()
                        .markers()
                        .iter()
                        .map(|m| m.id)
                        .collect::<Vec<_>>()
                })
            }),
        }
    }
}

#[component]
pub fn TableBoard() -> impl IntoView {
    let board = Board::new();
    let play = board.play;
    let pre_game = board.pre_game;
    let Pieces {
        table,
        units,
        commanders,
        markers,
    } = Pieces::new(play);
    // Each handler holds the board; the frame asked for is shared.
    let (b1, b2, b3, b4, b5, b6) = (
        board.clone(),
        board.clone(),
        board.clone(),
        board.clone(),
        board.clone(),
        board.clone(),
    );
    let b6b = b6.clone();
    view! {
        <svg
            node_ref=board.svg
            class="table-svg"
            class:gliding=move || play.showing.with(|left| !left.is_empty())
            class:close=move || play.view.with(ViewBox::is_close)
            data-testid="table"
            data-depth=move || number(table.get().depth)
            // On the pre-game page the table takes the focus, so that the
            // keyboard can place what a click would.
            role=if pre_game.is_some() { "application" } else { "img" }
            tabindex=pre_game.map(|_| "0")
            aria-label=move || match pre_game {
                Some(hooks) => (hooks.table_label)(play.lang()),
                None => TableMsg::TableLabel.text(play.lang()),
            }
            viewBox=move || play.view.get().attribute()
            style=move || play.view.with(|v| v.aspect_style())
            preserveAspectRatio="xMidYMid meet"
            on:pointerdown=move |ev| b1.down(ev)
            on:pointermove=move |ev| b2.moved(ev)
            on:pointerup=move |ev| b3.up(ev)
            on:pointercancel=move |ev| b4.cancel(ev)
            on:wheel=move |ev| b5.wheel(ev)
            on:keydown=move |ev| b6.key(ev)
            on:blur=move |_| b6b.tools.cursor.set(None)
        >
            <g class="layer-table">
                <rect class="cloth" x="0" y="0"
                    width=move || number(table.get().width) height=move || number(table.get().depth) />
                <Grid width=Signal::derive(move || table.get().width) depth=Signal::derive(move || table.get().depth) />
            </g>
            <TerrainLayer />
            <ObjectivesLayer />
            {pre_game.map(|hooks| (hooks.layer)())}
            <OverlayLayer />
            <g class="layer-units">
                <For each=move || units.get() key=|id| *id let:id>
                    <UnitGlyph id />
                </For>
            </g>
            // Above the units, so a marker's number is never under a label.
            <g class="layer-markers">
                <For each=move || markers.get() key=|id| *id let:id>
                    <MarkerGlyph id />
                </For>
            </g>
            <g class="layer-commanders">
                <For each=move || commanders.get() key=|id| *id let:id>
                    <CommanderGlyph id />
                </For>
            </g>
            // Above the units: a spot usually lies where two units touch.
            <MarkerSpotsLayer />
            <Ghost />
            {pre_game.map(|hooks| (hooks.cursor)())}
        </svg>
    }
}

/// Faint lines every UW, so distances can be judged by eye.
#[component]
fn Grid(width: Signal<f64>, depth: Signal<f64>) -> impl IntoView {
    let path = move || {
        let (w, d) = (width.get(), depth.get());
        let mut path = String::new();
        let mut x = 1.0;
        while x < w {
            path.push_str(&format!("M{} 0V{}", shortest(x), shortest(d)));
            x += 1.0;
        }
        let mut y = 1.0;
        while y < d {
            path.push_str(&format!("M0 {}H{}", shortest(y), shortest(w)));
            y += 1.0;
        }
        path
    };
    view! { <path class="grid" d=path /> }
}

/// What a unit looks like now: everything its `<g>` needs.
#[derive(Clone, Debug, PartialEq)]
struct UnitLook {
    x: f64,
    y: f64,
    facing: f64,
    depth: f64,
    side: Side,
    label: String,
    name: String,
    class: &'static str,
}

fn unit_look(play: Play, game: &Game, id: TableUnitId) -> Option<UnitLook> {
    let unit = game.position().unit(id)?;
    let lang = play.lang();
    let battery = play.battery.get();
    let picked = play.picked.get() == Some(id) || battery == Some(id);
    let dragged = play
        .draft
        .with(|d| d.as_ref().is_some_and(|d| d.piece == Piece::Unit(id)));
    let aimed_at = play.targets.with(|t| t.iter().any(|t| t.target == id));
    let hit_pick = play.hit_units.with(|h| h.contains(&id));
    let class = play.marks.with(|marks| {
        if dragged {
            "unit dragged"
        } else if picked || hit_pick || aimed_at {
            "unit picked"
        } else if marks.movable.contains(&id) {
            "unit movable"
        } else if marks.choosable.contains(&id) {
            "unit choosable"
        } else if marks.batteries.contains(&id) {
            "unit battery"
        } else if game.is_activated(id) {
            "unit spent"
        } else {
            "unit"
        }
    });
    Some(UnitLook {
        x: unit.placement.centre.x,
        y: unit.placement.centre.y,
        facing: unit.placement.facing,
        depth: unit.depth,
        side: unit.side,
        label: unit_label(game, id, lang),
        name: unit_name(game, id, lang),
        class,
    })
}

/// The width a long label is squeezed into, so it stays within its
/// unit's 1 UW: labels of five characters or more ("CAH46") would spill
/// over their neighbours.
fn squeezed(label: &str) -> Option<&'static str> {
    (label.chars().count() >= 5).then_some("0.9")
}

/// One unit: a stable `<g>` whose attributes follow the unit, so that a
/// move changes a few attributes and keeps the keyboard's focus.
#[component]
fn UnitGlyph(id: TableUnitId) -> impl IntoView {
    let play = use_play();
    let look = Memo::new(move |_| play.with_game(|g| unit_look(play, g, id)));
    let depth_flip = move || play.view.with(|v| v.depth);
    let on_key = move |ev: web_sys::KeyboardEvent| super::keys::unit_key(play, id, &ev);
    let read = move |f: fn(&UnitLook) -> String| {
        move || look.with(|l| l.as_ref().map(f).unwrap_or_default())
    };
    let depth = move || look.with(|l| l.as_ref().map_or(0.5, |l| l.depth));
    let side = move || look.with(|l| l.as_ref().map_or("a", |l| side_code(l.side)));
    // A unit's player never changes: each seat of a team has its shade.
    let seat = play.with_game_untracked(|g| g.position().unit(id).map_or(1, |u| u.seat.number()));
    view! {
        <g class=move || look.with(|l| l.as_ref().map(|l| format!("{} side-{} seat-{seat}", l.class, side_code(l.side))).unwrap_or_default())
            data-testid="table-unit"
            data-unit=id.0
            data-side=side
            data-player=seat
            data-x=read(|l| fixed(l.x, 3).to_string())
            data-y=read(|l| fixed(l.y, 3).to_string())
            data-facing=read(|l| fixed(l.facing.to_degrees().rem_euclid(360.0), 1).to_string())
            tabindex="0"
            role="button"
            aria-label=read(|l| l.name.clone())
            on:keydown=on_key
        >
            // Placed by a style, not an attribute, so that the general's
            // moves can glide (a transition on the transform).
            <g class="unit-at" style:transform=move || look.with(|l| l.as_ref().map(|l| format!(
                "translate({}px, {}px) rotate({}deg)", fixed(l.x, 4), fixed(depth_flip() - l.y, 4), fixed(svg_degrees(l.facing), 3)
            )).unwrap_or_default())>
                <rect class="base" x=move || number(-depth() / 2.0) y="-0.5" width=move || number(depth()) height="1" />
                <line class="front" x1=move || number(depth() / 2.0) y1="-0.5" x2=move || number(depth() / 2.0) y2="0.5" />
            </g>
            <g class="unit-at" style:transform=move || look.with(|l| l.as_ref().map(|l| format!(
                "translate({}px, {}px)", fixed(l.x, 4), fixed(depth_flip() - l.y, 4)
            )).unwrap_or_default())>
                // The initials and number where the table is drawn large
                // enough to read them; the number alone, larger, where it
                // is not (a phone): the full name is the unit's title and
                // accessible name, and the panel's when it is picked.
                <text class="unit-label long" x="0" y="0"
                    textLength=move || look.with(|l| l.as_ref().and_then(|l| squeezed(&l.label)))
                    lengthAdjust="spacingAndGlyphs">{read(|l| l.label.clone())}</text>
                <text class="unit-label short" x="0" y="0">{id.0}</text>
            </g>
            <title>{read(|l| l.name.clone())}</title>
        </g>
    }
}

/// How a commander is drawn.
#[derive(Clone, Debug, PartialEq)]
struct CommanderLook {
    at: Point,
    side: Side,
    class: String,
    movable: bool,
    name: String,
}

fn commander_look(play: Play, game: &Game, id: CommanderId) -> Option<CommanderLook> {
    let commander = game.position().commanders().iter().find(|c| c.id == id)?;
    let sub = game.commanders().iter().any(|c| c.id == id && c.sub);
    let movable = play.marks.with(|m| m.commanders.contains(&id));
    Some(CommanderLook {
        at: commander.at,
        side: commander.side,
        class: format!(
            "commander side-{}{}{}",
            side_code(commander.side),
            if sub { " sub" } else { "" },
            if movable { " movable" } else { "" }
        ),
        movable,
        name: super::labels::commander_name(game, id, play.lang()),
    })
}

/// A commander: a stable `<g>`, like a unit's, so that the keyboard's
/// focus stays on it while it is moved by the arrow keys. Focusable when
/// it may move.
#[component]
fn CommanderGlyph(id: CommanderId) -> impl IntoView {
    let play = use_play();
    let look = Memo::new(move |_| play.with_game(|g| commander_look(play, g, id)));
    let depth = move || play.view.with(|v| v.depth);
    let read = move |f: fn(&CommanderLook) -> String| {
        move || look.with(|l| l.as_ref().map(f).unwrap_or_default())
    };
    let at = move || look.with(|l| l.as_ref().map_or(Point::new(0.0, 0.0), |l| l.at));
    let movable = move || look.with(|l| l.as_ref().is_some_and(|l| l.movable));
    view! {
        <Show when=move || look.with(Option::is_some)>
            <g class=read(|l| l.class.clone()) data-testid="table-commander" data-commander=id.0
                data-side=move || look.with(|l| l.as_ref().map_or("a", |l| side_code(l.side)))
                role=move || if movable() { "button" } else { "img" }
                tabindex=move || movable().then_some("0") aria-label=read(|l| l.name.clone())
                data-x=move || fixed(at().x, 3).to_string() data-y=move || fixed(at().y, 3).to_string()
                on:keydown=move |ev| super::keys::commander_key(play, id, &ev)>
                <circle cx=move || number(at().x) cy=move || number(depth() - at().y) r=number(COMMANDER_BASE_RADIUS) />
                <text class="commander-label" x=move || number(at().x) y=move || number(depth() - at().y)>"★"</text>
                <title>{read(|l| l.name.clone())}</title>
            </g>
        </Show>
    }
}

#[component]
fn MarkerGlyph(id: MarkerId) -> impl IntoView {
    let play = use_play();
    let look = Memo::new(move |_| {
        play.with_game(|g| {
            g.position()
                .markers()
                .iter()
                .find(|m| m.id == id)
                .map(|m| (m.at, m.price))
        })
    });
    let depth = move || play.view.with(|v| v.depth);
    let lang = move || play.lang();
    move || {
        look.get().map(|(at, price)| {
            view! {
                <g class="marker" data-testid="combat-marker" data-price=price
                    data-x=number(at.x) data-y=number(at.y)>
                    <circle class="marker-radius" cx=number(at.x) cy=number(depth() - at.y) r=number(COMBAT_RADIUS) />
                    <circle class="marker-dot" cx=number(at.x) cy=number(depth() - at.y) r="0.35" />
                    <text class="marker-price" x=number(at.x) y=number(depth() - at.y)>{price}</text>
                    <title>{format!("{} · {} {price}", TableMsg::Marker.text(lang()), TableMsg::Price.text(lang()))}</title>
                </g>
            }
        })
    }
}

/// The ghost of a move being drafted: where the engine would put the unit,
/// coloured by its verdict, with the distance against the allowance.
#[component]
fn Ghost() -> impl IntoView {
    let play = use_play();
    let depth = move || play.view.with(|v| v.depth);
    move || {
        play.draft.get().map(|draft| {
            let ghost = draft.ghost();
            let class = match &draft.verdict {
                Verdict::Legal { .. } => "ghost legal",
                Verdict::TooFar { .. } => "ghost too-far",
                Verdict::Refused { .. } => "ghost refused",
            };
            let (gx, gy) = (ghost.centre.x, depth() - ghost.centre.y);
            let reading = match draft.allowed {
                Some(allowed) => format!("{} / {} UW", fixed(draft.distance, 1), fixed(allowed, 1)),
                None => format!("{} UW", fixed(draft.distance, 1)),
            };
            let from = (draft.from.centre.x, depth() - draft.from.centre.y);
            let shape = match draft.piece {
                Piece::Unit(_) => {
                    let d = unit_depth(play, &draft);
                    view! {
                        <g transform=format!("translate({} {}) rotate({})", fixed(gx, 4), fixed(gy, 4), fixed(svg_degrees(ghost.facing), 3))>
                            <rect class="base" x=number(-d / 2.0) y="-0.5" width=number(d) height="1" />
                            <line class="front" x1=number(d / 2.0) y1="-0.5" x2=number(d / 2.0) y2="0.5" />
                        </g>
                    }
                    .into_any()
                }
                Piece::Commander(_) => view! { <circle cx=number(gx) cy=number(gy) r=number(COMMANDER_BASE_RADIUS) /> }.into_any(),
            };
            view! {
                <g class=class data-testid="move-ghost">
                    <line class="ghost-path" x1=number(from.0) y1=number(from.1) x2=number(gx) y2=number(gy) />
                    {shape}
                    <text class="ghost-reading" data-testid="move-distance" x=number(gx) y=number(gy - 0.8)>{reading}</text>
                </g>
            }
        })
    }
}

fn unit_depth(play: Play, draft: &MoveDraft) -> f64 {
    match draft.piece {
        Piece::Unit(id) => {
            play.with_game_untracked(|g| g.position().unit(id).map_or(0.5, |u| u.depth))
        }
        Piece::Commander(_) => 0.0,
    }
}

/// The unit or commander under the pointer, from the `data-` hooks of the
/// element pressed or its parents.
fn piece_under(ev: &web_sys::PointerEvent) -> Option<Piece> {
    let element = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    if let Some(unit) = element.closest("[data-unit]").ok().flatten() {
        let id = unit.get_attribute("data-unit")?.parse().ok()?;
        return Some(Piece::Unit(TableUnitId(id)));
    }
    let commander = element.closest("[data-commander]").ok().flatten()?;
    let id = commander.get_attribute("data-commander")?.parse().ok()?;
    Some(Piece::Commander(CommanderId(id)))
}

fn may_drag(play: Play, piece: Piece) -> bool {
    play.marks.with_untracked(|marks| match piece {
        Piece::Unit(unit) => marks.movable.contains(&unit),
        Piece::Commander(commander) => marks.commanders.contains(&commander),
    })
}

/// Points the draft at `target` and asks the engine again.
fn replan(play: Play, target: Point) {
    let Some(draft) = play.draft.get_untracked() else {
        return;
    };
    let lang = play.lang();
    let judged = play.with_game_untracked(|g| draft.aim(target).judged(g, lang));
    play.draft.set(Some(judged));
}

fn spread(touches: &Touches) -> f64 {
    match touches.as_slice() {
        [a, b, ..] => Point::new(a.1 - b.1, a.2 - b.2).length(),
        _ => 0.0,
    }
}

fn midpoint(touches: &Touches) -> (f64, f64) {
    match touches.as_slice() {
        [a, b, ..] => ((a.1 + b.1) / 2.0, (a.2 + b.2) / 2.0),
        _ => (0.0, 0.0),
    }
}
