//! The combat odds calculator: the player sets up both sides (faction,
//! units, where each stands and on what ground, tactics with their dice,
//! advantages the engine cannot see) and how the lines meet; the core's
//! `combat_odds` reads the combat with the engine's own rules and counts
//! the odds from the dice. The page draws each side's result and the hits
//! it takes, and each unit's chance to break, and says whether a figure
//! was counted exactly or sampled.

use super::charts::{Columns, Series};
use crate::lang::{t, use_lang, CurrentLang};
use crate::lists::Lists;
use clouds_core::{
    combat_odds, decimal, percent, Catalog, CombatOdds, Distribution, FactionId, LabMsg, Lang,
    OddsError, OddsMeeting, OddsPlace, OddsSide, OddsSituation, OddsTactic, OddsUnit, PerSide,
    Side, TableMsg, TerrainKind, UnitId, UnitOdds, UnitPart, MOST_ODDS_UNITS,
};
use leptos::prelude::*;
use std::sync::Arc;

/// A side of `faction` with one unit in the line: `unit`, or the
/// faction's first.
fn side_of(catalog: &Catalog, faction: &FactionId, unit: Option<&UnitId>) -> OddsSide {
    let first = catalog
        .faction(faction)
        .and_then(|f| {
            unit.filter(|u| f.unit(u).is_some())
                .or_else(|| f.units.first().map(|u| &u.id))
        })
        .cloned();
    OddsSide {
        faction: faction.clone(),
        units: first
            .map(|unit| OddsUnit {
                unit,
                place: OddsPlace::Front,
                terrain: None,
                meeting: None,
            })
            .into_iter()
            .collect(),
        tactics: Vec::new(),
        extra_advantages: 0,
        extra_disadvantages: 0,
    }
}

/// The situation the calculator opens with: `unit` of `faction` (or the
/// catalog's first faction) against the same, front to front.
fn first_situation(
    catalog: &Catalog,
    faction: Option<&FactionId>,
    unit: Option<&UnitId>,
) -> OddsSituation {
    let faction = faction
        .filter(|f| catalog.faction(f).is_some())
        .cloned()
        .or_else(|| {
            catalog
                .eras()
                .iter()
                .find_map(|era| catalog.factions_of(&era.id).next().map(|f| f.id.clone()))
        })
        .unwrap_or_else(|| FactionId::new(""));
    let side = side_of(catalog, &faction, unit);
    OddsSituation {
        meeting: OddsMeeting::Contact,
        active: Side::A,
        sides: PerSide::new(side.clone(), side),
    }
}

fn letter(side: Side) -> &'static str {
    match side {
        Side::A => "a",
        Side::B => "b",
    }
}

fn place_value(place: OddsPlace) -> &'static str {
    match place {
        OddsPlace::Front => "front",
        OddsPlace::Flank => "flank",
        OddsPlace::Rear => "rear",
    }
}

fn place_of(value: &str) -> OddsPlace {
    match value {
        "flank" => OddsPlace::Flank,
        "rear" => OddsPlace::Rear,
        _ => OddsPlace::Front,
    }
}

fn place_label(place: OddsPlace) -> LabMsg {
    match place {
        OddsPlace::Front => LabMsg::PlaceFront,
        OddsPlace::Flank => LabMsg::PlaceFlank,
        OddsPlace::Rear => LabMsg::PlaceRear,
    }
}

fn meeting_value(meeting: OddsMeeting) -> &'static str {
    match meeting {
        OddsMeeting::Contact => "contact",
        OddsMeeting::Fire { gap: 1 } => "fire1",
        OddsMeeting::Fire { .. } => "fire2",
    }
}

fn meeting_of(value: &str) -> OddsMeeting {
    match value {
        "fire1" => OddsMeeting::Fire { gap: 1 },
        "fire2" => OddsMeeting::Fire { gap: 2 },
        _ => OddsMeeting::Contact,
    }
}

fn terrain_value(terrain: Option<TerrainKind>) -> String {
    terrain
        .and_then(|kind| TerrainKind::ALL.iter().position(|k| *k == kind))
        .map(|k| k.to_string())
        .unwrap_or_default()
}

fn terrain_of(value: &str) -> Option<TerrainKind> {
    value
        .parse::<usize>()
        .ok()
        .and_then(|k| TerrainKind::ALL.get(k).copied())
}

fn part_label(part: UnitPart) -> LabMsg {
    match part {
        UnitPart::CloseCombat => LabMsg::CloseCombat,
        UnitPart::Fire => LabMsg::Fires,
        UnitPart::StrengthOnly => LabMsg::StrengthOnly,
        UnitPart::OutOfCombat => LabMsg::OutOfCombat,
    }
}

/// The calculator, opening on `unit` of `faction` if given.
#[component]
pub fn OddsPanel(faction: Option<FactionId>, unit: Option<UnitId>) -> impl IntoView {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    let situation = RwSignal::new(
        catalog.with_untracked(|c| first_situation(c, faction.as_ref(), unit.as_ref())),
    );
    let odds = Memo::new(move |_| {
        let situation = situation.get();
        catalog.with(|c| combat_odds(c, &situation))
    });
    view! {
        <section class="odds" data-testid="odds">
            <p class="hint">{t(LabMsg::OddsIntro)}</p>
            <div class="odds-common">
                <label class="field">
                    <span>{t(LabMsg::HowTheyMeet)}</span>
                    <select data-testid="odds-meeting"
                        prop:value=move || meeting_value(situation.with(|s| s.meeting))
                        on:change:target=move |ev| {
                            let meeting = meeting_of(&ev.target().value());
                            situation.update(|s| s.meeting = meeting);
                        }>
                        <option value="contact">{t(LabMsg::MeetContact)}</option>
                        <option value="fire1">{t(LabMsg::MeetFire)}</option>
                        <option value="fire2">{t(LabMsg::MeetFireFar)}</option>
                    </select>
                </label>
                <label class="field">
                    <span>{t(LabMsg::ActiveSide)}</span>
                    <select data-testid="odds-active"
                        prop:value=move || letter(situation.with(|s| s.active))
                        on:change:target=move |ev| {
                            let active = if ev.target().value() == "b" { Side::B } else { Side::A };
                            situation.update(|s| s.active = active);
                        }>
                        {Side::ALL.map(|side| view! {
                            <option value=letter(side)>{move || TableMsg::side(side).text(lang.get())}</option>
                        }).collect_view()}
                    </select>
                </label>
            </div>
            <div class="odds-sides">
                <SideForm side=Side::A situation />
                <SideForm side=Side::B situation />
            </div>
            <OddsFigures odds=odds.into() />
        </section>
    }
}

/// One side of the situation and its edits: what the side's form reads
/// and changes.
#[derive(Clone, Copy)]
struct SideEdit {
    situation: RwSignal<OddsSituation>,
    side: Side,
    catalog: Signal<Arc<Catalog>>,
    lang: CurrentLang,
}

impl SideEdit {
    /// The side now (tracked).
    fn now(self) -> OddsSide {
        self.situation.with(|x| x.sides[self.side].clone())
    }

    fn edit(self, change: impl FnOnce(&mut OddsSide)) {
        self.situation.update(|x| change(&mut x.sides[self.side]));
    }

    /// The unit `k` of the line, changed.
    fn edit_unit(self, k: usize, change: impl FnOnce(&mut OddsUnit)) {
        self.edit(|side| {
            if let Some(unit) = side.units.get_mut(k) {
                change(unit);
            }
        });
    }

    /// Another faction: its first unit alone, front to front.
    fn set_faction(self, value: String) {
        let fresh = self
            .catalog
            .with_untracked(|c| side_of(c, &FactionId::new(value.as_str()), None));
        self.edit(|side| *side = fresh);
    }

    /// One more unit in the line, like the last, at the front.
    fn add_unit(self) {
        self.edit(|side| {
            let units = &mut side.units;
            if let Some(last) = units.last().cloned() {
                if units.len() < MOST_ODDS_UNITS {
                    units.push(OddsUnit {
                        place: OddsPlace::Front,
                        ..last
                    });
                }
            }
        });
    }

    /// The unit `k` out of the line.
    fn remove_unit(self, k: usize) {
        self.edit(|side| {
            if k < side.units.len() {
                side.units.remove(k);
            }
        });
    }

    /// Tactic `t` played (with a die of 3 to start) or not.
    fn play_tactic(self, t: usize, on: bool) {
        self.edit(|side| {
            side.tactics.retain(|p| p.tactic != t);
            if on {
                side.tactics.push(OddsTactic { tactic: t, die: 3 });
            }
        });
    }

    fn set_die(self, t: usize, die: u8) {
        self.edit(|side| {
            if let Some(p) = side.tactics.iter_mut().find(|p| p.tactic == t) {
                p.die = die;
            }
        });
    }

    /// The advantages (or disadvantages) added by hand.
    fn extra(self, advantages: bool) -> u32 {
        self.situation.with(|x| {
            let side = &x.sides[self.side];
            if advantages {
                side.extra_advantages
            } else {
                side.extra_disadvantages
            }
        })
    }

    fn set_extra(self, advantages: bool, n: u32) {
        self.edit(|side| {
            if advantages {
                side.extra_advantages = n
            } else {
                side.extra_disadvantages = n
            }
        });
    }
}

/// One side's faction, units, tactics and hand-added advantages.
#[component]
fn SideForm(side: Side, situation: RwSignal<OddsSituation>) -> impl IntoView {
    let lang = use_lang();
    let edit = SideEdit {
        situation,
        side,
        catalog: expect_context::<Lists>().catalog(),
        lang,
    };
    let key = letter(side);
    view! {
        <fieldset class=format!("odds-side odds-{key}") data-testid=format!("odds-side-{key}")>
            <legend>{move || TableMsg::side(side).text(lang.get())}</legend>
            <label class="field">
                <span>{t(LabMsg::Faction)}</span>
                <select data-testid=format!("odds-faction-{key}")
                    on:change:target=move |ev| edit.set_faction(ev.target().value())>
                    {move || faction_options(edit)}
                </select>
            </label>
            <ul class="odds-units">{move || unit_rows(edit)}</ul>
            <button type="button" data-testid=format!("odds-add-{key}") on:click=move |_| edit.add_unit()
                disabled=move || situation.with(|x| x.sides[side].units.len() >= MOST_ODDS_UNITS)>
                {t(LabMsg::AddUnit)}
            </button>
            <details class="odds-tactics">
                <summary>{t(LabMsg::TacticsPlayed)}</summary>
                <ul>{move || tactic_rows(edit)}</ul>
            </details>
            <div class="odds-extras">{extra_field(edit, true)}{extra_field(edit, false)}</div>
        </fieldset>
    }
}

/// Every era's factions, the side's chosen.
fn faction_options(edit: SideEdit) -> impl IntoView {
    let lang = edit.lang.get();
    let current = edit.now().faction;
    edit.catalog.with(|c| {
        c.eras()
            .iter()
            .map(|era| {
                let options = c
                    .factions_of(&era.id)
                    .map(|f| {
                        view! {
                            <option value=f.id.to_string() selected=f.id == current>
                                {f.name.get(lang).to_owned()}
                            </option>
                        }
                    })
                    .collect_view();
                view! { <optgroup label=era.name.get(lang).to_owned()>{options}</optgroup> }
            })
            .collect_view()
    })
}

/// The side's units in the line, each with where it stands and on what.
fn unit_rows(edit: SideEdit) -> impl IntoView {
    let lang = edit.lang.get();
    let odds_side = edit.now();
    let count = odds_side.units.len();
    let unit_choices: Vec<(String, String)> = edit.catalog.with(|c| {
        c.faction(&odds_side.faction)
            .map(|f| {
                f.units
                    .iter()
                    .map(|u| (u.id.to_string(), u.name.get(lang).to_owned()))
                    .collect()
            })
            .unwrap_or_default()
    });
    odds_side
        .units
        .into_iter()
        .enumerate()
        .map(|(k, unit)| unit_row(edit, k, unit, &unit_choices, count, lang))
        .collect_view()
}

/// The unit `k` of `count` in the line: which, where, on what, and its
/// removal (not of the last one).
fn unit_row(
    edit: SideEdit,
    k: usize,
    unit: OddsUnit,
    unit_choices: &[(String, String)],
    count: usize,
    lang: Lang,
) -> impl IntoView {
    let key = letter(edit.side);
    let current = unit.unit.to_string();
    let options = unit_choices
        .iter()
        .map(|(id, name)| {
            view! { <option value=id.clone() selected=*id == current>{name.clone()}</option> }
        })
        .collect_view();
    let places = [OddsPlace::Front, OddsPlace::Flank, OddsPlace::Rear]
        .map(|p| {
            view! {
                <option value=place_value(p) selected=p == unit.place>{place_label(p).text(lang)}</option>
            }
        })
        .collect_view();
    let terrains = TerrainKind::ALL
        .iter()
        .map(|kind| {
            view! {
                <option value=terrain_value(Some(*kind)) selected=unit.terrain == Some(*kind)>
                    {TableMsg::terrain(*kind).text(lang)}
                </option>
            }
        })
        .collect_view();
    view! {
        <li class="odds-unit" data-testid=format!("odds-unit-{key}-{k}")>
            <select aria-label=LabMsg::Unit.text(lang) data-testid=format!("odds-unit-select-{key}-{k}")
                on:change:target=move |ev| {
                    let id = UnitId::new(ev.target().value().as_str());
                    edit.edit_unit(k, |u| u.unit = id);
                }>
                {options}
            </select>
            <select aria-label=LabMsg::Placement.text(lang)
                on:change:target=move |ev| {
                    let place = place_of(&ev.target().value());
                    edit.edit_unit(k, |u| u.place = place);
                }>
                {places}
            </select>
            <select aria-label=LabMsg::Terrain.text(lang)
                on:change:target=move |ev| {
                    let terrain = terrain_of(&ev.target().value());
                    edit.edit_unit(k, |u| u.terrain = terrain);
                }>
                <option value="" selected=unit.terrain.is_none()>{LabMsg::OpenGround.text(lang)}</option>
                {terrains}
            </select>
            {pair_meeting(edit, k, &unit, lang)}
            <button type="button" class="remove" disabled=count <= 1
                on:click=move |_| edit.remove_unit(k)>
                {LabMsg::RemoveUnit.text(lang)}
            </button>
        </li>
    }
}

/// For a unit of side A's front line: how it meets the enemy unit
/// opposite, when not as the whole combat (a mixed combat: some pairs in
/// contact, some firing). Side A's choice sets the pair's.
fn pair_meeting(edit: SideEdit, k: usize, unit: &OddsUnit, lang: Lang) -> Option<impl IntoView> {
    (edit.side == Side::A && unit.place == OddsPlace::Front).then(|| {
        let now = unit.meeting.map_or("", meeting_value);
        let choices = [
            ("", LabMsg::MeetAsCombat),
            ("contact", LabMsg::MeetContact),
            ("fire1", LabMsg::MeetFire),
            ("fire2", LabMsg::MeetFireFar),
        ]
        .map(|(value, label)| view! { <option value=value selected=value == now>{label.text(lang)}</option> })
        .collect_view();
        view! {
            <select aria-label=LabMsg::PairMeeting.text(lang) title=LabMsg::PairMeeting.text(lang)
                data-testid=format!("odds-pair-meeting-{k}")
                on:change:target=move |ev| {
                    let value = ev.target().value();
                    let meeting = (!value.is_empty()).then(|| meeting_of(&value));
                    edit.edit_unit(k, |u| u.meeting = meeting);
                }>
                {choices}
            </select>
        }
    })
}

/// The faction's tactics, each played or not, with its die.
fn tactic_rows(edit: SideEdit) -> impl IntoView {
    let lang = edit.lang.get();
    let key = letter(edit.side);
    let odds_side = edit.now();
    let board = edit.catalog.with(|c| {
        c.faction(&odds_side.faction)
            .map(|f| f.tactics.clone())
            .unwrap_or_default()
    });
    board
        .into_iter()
        .enumerate()
        .map(|(t, tactic)| {
            let played = odds_side.tactics.iter().find(|p| p.tactic == t).map(|p| p.die);
            let dice = (1..=6u8)
                .map(|d| view! { <option value=d.to_string() selected=played == Some(d)>{d}</option> })
                .collect_view();
            view! {
                <li class="odds-tactic">
                    <label class="check" title=tactic.text.get(lang).to_owned()>
                        <input type="checkbox" data-testid=format!("odds-tactic-{key}-{t}") prop:checked=played.is_some()
                            on:change:target=move |ev| edit.play_tactic(t, ev.target().checked()) />
                        {tactic.name.get(lang).to_owned()}
                    </label>
                    <select aria-label=LabMsg::TacticDie.text(lang) disabled=played.is_none()
                        on:change:target=move |ev| edit.set_die(t, ev.target().value().parse().unwrap_or(3))>
                        {dice}
                    </select>
                </li>
            }
        })
        .collect_view()
}

/// The advantages (or disadvantages) the engine cannot see, added by hand.
fn extra_field(edit: SideEdit, advantages: bool) -> impl IntoView {
    let key = letter(edit.side);
    let label = if advantages {
        LabMsg::ExtraAdvantages
    } else {
        LabMsg::ExtraDisadvantages
    };
    view! {
        <label class="field odds-extra">
            <span>{t(label)}</span>
            <input type="number" min="0" max="6" inputmode="numeric"
                data-testid=format!("odds-{}-{key}", if advantages { "adv" } else { "disadv" })
                prop:value=move || edit.extra(advantages).to_string()
                on:input:target=move |ev| {
                    let n = ev.target().value().trim().parse::<u32>().unwrap_or(0).min(6);
                    edit.set_extra(advantages, n);
                } />
        </label>
    }
}

/// A distribution as columns of the chance of each value.
fn distribution_chart(
    d: &Distribution,
    side: Side,
    testid: &'static str,
    title: String,
    x_title: String,
    lang: Lang,
) -> impl IntoView {
    let (low, high) = (d.lowest(), d.highest());
    let series = vec![Series {
        label: TableMsg::side(side).text(lang).to_owned(),
        class: if side == Side::A { "odds-a" } else { "odds-b" },
        values: (low..=high).map(|v| d.chance_of(v)).collect(),
    }];
    view! {
        <Columns series categories=(low..=high).map(|v| v.to_string()).collect() testid title x_title
            y_title=LabMsg::Chance.text(lang).to_owned() />
    }
}

#[component]
fn OddsFigures(odds: Signal<Result<CombatOdds, OddsError>>) -> impl IntoView {
    let lang = use_lang();
    move || {
        let lang = lang.get();
        match odds.get() {
            Err(error) => view! {
                <p class="refusal" role="alert" data-testid="odds-error">{error.describe(lang)}</p>
            }
            .into_any(),
            Ok(odds) => {
                let exact = odds.exact();
                let words = |m: LabMsg| m.text(lang).to_owned();
                let sides = Side::ALL
                    .map(|side| {
                        let o = &odds.sides[side];
                        let key = letter(side);
                        let reads = format!(
                            "{} {} · {} {} · {} {} · {} {} · {} {}",
                            o.dice,
                            words(LabMsg::Dice),
                            o.strength,
                            words(LabMsg::Strength),
                            o.advantages,
                            words(LabMsg::Advantages),
                            o.disadvantages,
                            words(LabMsg::Disadvantages),
                            o.bonus,
                            words(LabMsg::Bonus),
                        );
                        let (rolls, keeps) = (words(LabMsg::Rolls), words(LabMsg::Keeps));
                        view! {
                            <div class=format!("odds-side-figures odds-{key}") data-testid=format!("odds-figures-{key}")>
                                <h4>{TableMsg::side(side).text(lang)}</h4>
                                <p><span class="hint">{words(LabMsg::EngineReads)}": "</span>{reads}</p>
                                <p>{format!("{rolls} {} · {keeps} {}", o.rolled, o.kept)}</p>
                                <p>
                                    {words(LabMsg::CombatResult)}": "{words(LabMsg::Mean)}" "
                                    <strong data-testid=format!("odds-mean-{key}")>{decimal(lang, o.result.mean())}</strong>
                                    {format!(" ({}–{})", o.result.lowest(), o.result.highest())}
                                </p>
                                <p>
                                    {words(LabMsg::HitsTaken)}": "{words(LabMsg::Mean)}" "
                                    <strong data-testid=format!("odds-hits-{key}")>{decimal(lang, o.hits.mean())}</strong>
                                </p>
                                <p>
                                    {words(LabMsg::WinsCombat)}": "
                                    <strong data-testid=format!("odds-wins-{key}")>{percent(lang, o.fewer_hits)}</strong>
                                </p>
                                {distribution_chart(&o.result, side, if side == Side::A { "odds-chart-result-a" } else { "odds-chart-result-b" },
                                    words(LabMsg::CombatResult), words(LabMsg::CombatResult), lang)}
                                {distribution_chart(&o.hits, side, if side == Side::A { "odds-chart-hits-a" } else { "odds-chart-hits-b" },
                                    words(LabMsg::HitsTaken), words(LabMsg::HitsTaken), lang)}
                            </div>
                        }
                    })
                    .collect_view();
                view! {
                    <div class="odds-result" data-testid="odds-result">
                        <p class="odds-exact" data-testid="odds-exact">
                            {if exact { words(LabMsg::Exact) } else { words(LabMsg::Sampled) }}
                        </p>
                        <div class="odds-side-results">{sides}</div>
                        <UnitsTable units=odds.units.clone() lang />
                    </div>
                }
                .into_any()
            }
        }
    }
}

#[component]
fn UnitsTable(units: Vec<UnitOdds>, lang: Lang) -> impl IntoView {
    let words = |m: LabMsg| m.text(lang).to_owned();
    let rows = units
        .into_iter()
        .map(|u| {
            let part = if u.flanking {
                format!(
                    "{} · {}",
                    part_label(u.part).text(lang),
                    LabMsg::Flanking.text(lang)
                )
            } else {
                part_label(u.part).text(lang).to_owned()
            };
            let bonus = match u.discipline_bonus {
                0 => String::new(),
                b if b > 0 => format!(" (+{b})"),
                b => format!(" ({b})"),
            };
            view! {
                <tr class=format!("odds-{}", letter(u.side))>
                    <td><span class="swatch"></span>{u.name.get(lang).to_owned()}</td>
                    <td data-testid="odds-part">{part}</td>
                    <td>{u.dice}</td>
                    <td>{u.strength}</td>
                    <td>{format!("+{} / −{}", u.advantages, u.disadvantages)}</td>
                    <td>{format!("{}+{bonus}", u.discipline)}</td>
                    <td data-testid="odds-break">{percent(lang, u.break_chance)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="odds-units-table" data-testid="odds-units">
            <thead>
                <tr>
                    <th scope="col">{words(LabMsg::Unit)}</th>
                    <th scope="col">{words(LabMsg::TakesPart)}</th>
                    <th scope="col">{words(LabMsg::Dice)}</th>
                    <th scope="col">{words(LabMsg::Strength)}</th>
                    <th scope="col">{format!("{} / {}", words(LabMsg::Advantages), words(LabMsg::Disadvantages))}</th>
                    <th scope="col">{words(LabMsg::Discipline)}</th>
                    <th scope="col">{words(LabMsg::BreakWhenTesting)}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
