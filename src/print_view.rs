//! The print view of an army (`#print=<payload>`): the action board as a
//! card to play on, the army sheet, and the quick reference card, laid out
//! for A4 or Letter in the language currently shown.

use super::army_sheet::{rules_present, SheetUnits};
use super::builder::board_panel::turn_label;
use super::frame::load_failure;
use super::lang::{t, use_lang};
use super::lists::Lists;
use super::route::app_url;
use clouds_core::qr_svg;
use clouds_core::summarize;
use clouds_core::Roster;
use clouds_core::ShellMsg;
use clouds_core::{count_noun, Lang, Msg, Noun};
use clouds_core::{decode_army, share_link};
use clouds_core::{reference_blocks, terrain_table};
use clouds_core::{Catalog, Faction};
use leptos::prelude::*;
use std::sync::Arc;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Paper {
    A4,
    Letter,
}

impl Paper {
    fn css(self) -> &'static str {
        match self {
            Paper::A4 => "@page { size: A4 portrait; margin: 12mm; }",
            Paper::Letter => "@page { size: letter portrait; margin: 12mm; }",
        }
    }

    fn code(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }
}

/// Letter for the Americas' locales, A4 elsewhere.
fn default_paper() -> Paper {
    let tag = web_sys::window()
        .and_then(|window| window.navigator().language())
        .unwrap_or_default();
    if ["en-US", "en-CA", "es-MX"].contains(&tag.as_str()) {
        Paper::Letter
    } else {
        Paper::A4
    }
}

#[component]
pub fn PrintView(payload: String) -> impl IntoView {
    let lang = use_lang();
    let catalog = expect_context::<Lists>().catalog();
    let decoded = catalog.with_untracked(|c| decode_army(&payload, c, lang.now()));
    let paper = RwSignal::new(default_paper());
    let army = match decoded {
        Err(error) => {
            return load_failure!(
                "link-error",
                heading: { t(Msg::LinkUnreadable) },
                reason: { move || error.message(lang.get()) },
                back: ("#armies", { t(ShellMsg::BackToArmies) }),
            )
            .into_any();
        }
        Ok(shared) => shared.roster,
    };
    let link = share_link(&app_url(), &payload);
    let print_now = |_| {
        if let Some(window) = web_sys::window() {
            let _ = window.print();
        }
    };
    let pages = move || {
        let lang = lang.get();
        catalog.with(|catalog| {
            let faction = catalog.faction(&army.faction)?;
            Some(view! {
                <BoardCard faction=Arc::new(faction.clone()) lang />
                <ArmySheet roster=army.clone() catalog=catalog.clone() link=link.clone() lang />
                <ReferenceCard lang />
            })
        })
    };
    view! {
        <style>{move || paper.get().css()}</style>
        <div class="print-controls no-print">
            <a href="#armies">"← "{t(ShellMsg::BackToArmies)}</a>
            <label>
                {t(Msg::Paper)}" "
                <select
                    data-testid="paper-size"
                    on:change:target=move |ev| {
                        paper.set(if ev.target().value() == "letter" { Paper::Letter } else { Paper::A4 })
                    }
                >
                    <option value="a4" selected=move || paper.get() == Paper::A4>"A4"</option>
                    <option value="letter" selected=move || paper.get() == Paper::Letter>"Letter"</option>
                </select>
            </label>
            <button class="primary" data-testid="print-now" on:click=print_now>{t(Msg::Print)}</button>
            <span class="hint">{t(Msg::PrintHint)}</span>
        </div>
        <div class="print-view" data-testid="print-view" data-paper=move || paper.get().code()>
            {pages}
        </div>
    }
    .into_any()
}

/// The action board: a card to place dice on.
#[component]
fn BoardCard(faction: Arc<Faction>, lang: Lang) -> impl IntoView {
    let entry = |name: String, text: String, turn: Option<&'static str>| {
        view! {
            <div class="board-entry">
                <span class="d-box" aria-hidden="true">"D"</span>
                <div>
                    <strong>{name}</strong>
                    {turn.map(|t| view! { <em>" · "{t}</em> })}
                    <p>{text}</p>
                </div>
            </div>
        }
    };
    let actions = faction
        .actions
        .iter()
        .map(|a| {
            entry(
                a.name.get(lang).to_owned(),
                a.text.get(lang).to_owned(),
                None,
            )
        })
        .collect_view();
    let tactics = faction
        .tactics
        .iter()
        .map(|t| {
            entry(
                t.name.get(lang).to_owned(),
                t.text.get(lang).to_owned(),
                turn_label(t.turn, lang),
            )
        })
        .collect_view();
    view! {
        <section class="print-page board-card" data-testid="print-board">
            <header class="card-head">
                <h2>{faction.name.get(lang).to_owned()}" — "{Msg::ActionBoard.text(lang)}</h2>
                <p>
                    {Msg::CommandRadius.text(lang)}": "<strong>{faction.command_radius}" UW"</strong>
                    " · "{Msg::DieNote.text(lang)}
                </p>
            </header>
            <div class="board-columns">
                <div>
                    <h3>{Msg::Actions.text(lang)}</h3>
                    {actions}
                </div>
                <div>
                    <h3>{Msg::Tactics.text(lang)}</h3>
                    {tactics}
                </div>
            </div>
        </section>
    }
}

/// The army sheet: commander, numbers, units, rules, assets and the QR code.
#[component]
pub(crate) fn ArmySheet(
    roster: Roster,
    catalog: Arc<Catalog>,
    link: String,
    lang: Lang,
) -> impl IntoView {
    let Some(faction) = catalog.faction(&roster.faction).cloned() else {
        return ().into_any();
    };
    let summary = summarize(&roster, &faction, &catalog.glossary);
    let commander = roster.commander.map_or_else(
        || Msg::ChooseSkill.text(lang).to_owned(),
        |skill| {
            format!(
                "{} — {}, {}",
                skill.name(lang),
                count_noun(lang, skill.action_dice().into(), Noun::Die),
                count_noun(lang, skill.points().into(), Noun::Point)
            )
        },
    );
    let rating_rows = summary
        .rating_terms
        .iter()
        .map(|term| {
            let (label, detail) = term.describe(lang, &faction);
            view! {
                <tr>
                    <th scope="row">{label}</th>
                    <td>{detail}</td>
                    <td class="points">{format!("{:+}", term.value())}</td>
                </tr>
            }
        })
        .collect_view();
    let rules = rules_present(&roster, &faction, &catalog.glossary, lang)
        .into_iter()
        .map(|(name, text)| view! { <li><strong>{name}</strong>" — "{text}</li> })
        .collect_view();
    let qr = qr_svg(&link).unwrap_or_default();
    view! {
        <section class="print-page army-sheet" data-testid="print-sheet">
            <header class="card-head sheet-head">
                <div>
                    <h2>{roster.name.clone()}</h2>
                    <p>{faction.name.get(lang).to_owned()}</p>
                    <table class="sheet-facts">
                        <tbody>
                            <tr><th scope="row">{Msg::PointsWord.text(lang)}</th><td>{summary.total}" / "{summary.limit}</td></tr>
                            <tr><th scope="row">{Msg::Commander.text(lang)}</th><td>{commander}</td></tr>
                            <tr><th scope="row">{Msg::ArmyMorale.text(lang)}</th><td data-testid="print-morale">{summary.army_morale()}</td></tr>
                            <tr><th scope="row">{Msg::StrategicRating.text(lang)}</th><td data-testid="print-rating">{summary.strategic_rating()}</td></tr>
                        </tbody>
                    </table>
                </div>
                <figure class="qr">
                    <div class="qr-code" inner_html=qr></div>
                    <figcaption>{Msg::QrCaption.text(lang)}</figcaption>
                </figure>
            </header>
            <SheetUnits roster=roster.clone() faction=Arc::new(faction.clone()) glossary=Arc::new(catalog.glossary.clone()) />
            <div class="sheet-lower">
                <section class="keep-together">
                    <h3>{Msg::StrategicRating.text(lang)}</h3>
                    <table class="rating-terms"><tbody>{rating_rows}</tbody></table>
                </section>
                <section>
                    <h3>{Msg::SpecialRules.text(lang)}</h3>
                    <ul class="rule-list">{rules}</ul>
                </section>
            </div>
        </section>
    }
    .into_any()
}

/// The quick reference card, in the project's own words.
#[component]
fn ReferenceCard(lang: Lang) -> impl IntoView {
    let blocks = reference_blocks(lang)
        .into_iter()
        .map(|block| {
            let lines = block
                .lines
                .into_iter()
                .map(|line| view! { <li>{line}</li> })
                .collect_view();
            view! {
                <section class="ref-block">
                    <h3>{block.title}</h3>
                    <ul>{lines}</ul>
                </section>
            }
        })
        .collect_view();
    let rolls = terrain_table(lang)
        .into_iter()
        .map(|row| view! { <tr><th scope="row">{row.roll}</th><td>{row.elements}</td></tr> })
        .collect_view();
    view! {
        <section class="print-page reference-card" data-testid="print-reference">
            <header class="card-head">
                <h2>{Msg::QuickReference.text(lang)}</h2>
            </header>
            <div class="ref-columns">
                {blocks}
                <section class="ref-block">
                    <h3>{Msg::TerrainTable.text(lang)}</h3>
                    <table class="terrain-table"><tbody>{rolls}</tbody></table>
                </section>
            </div>
        </section>
    }
}
