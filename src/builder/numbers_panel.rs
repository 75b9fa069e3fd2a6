//! The numbers a player needs while building: points, what is wrong, what
//! to do next, strategic rating term by term, morale, composition, dice.

use super::use_army;
use crate::lang::{t, use_lang};
use clouds_core::Severity;
use clouds_core::{count_noun, Msg, Noun};
use leptos::prelude::*;

/// `read_only` leaves out the next-step advice, for armies not being edited.
#[component]
pub fn NumbersPanel(#[prop(optional)] read_only: bool) -> impl IntoView {
    view! {
        <PointsBox />
        <Diagnostics />
        {(!read_only).then(|| view! { <AdviceList /> })}
        <RatingBox />
        <CompositionBox />
    }
}

#[component]
fn PointsBox() -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    let over = move || {
        army.summary
            .with(|s| s.as_ref().is_some_and(|s| s.over_limit()))
    };
    let line = move || {
        army.summary.with(|s| {
            s.as_ref().map(|s| {
                let lang = lang.get();
                format!(
                    "{} {} · {} {} · {} {}",
                    Msg::UnitsShort.text(lang),
                    s.units_points,
                    Msg::AssetsShort.text(lang),
                    s.assets_points,
                    Msg::CommanderShort.text(lang),
                    s.commander_points
                )
            })
        })
    };
    view! {
        <section class="points-box" class:over=over>
            <p class="points-big">
                <span data-testid="points-total">
                    {move || army.summary.with(|s| s.as_ref().map_or(0, |s| s.total))}
                </span>
                " / "
                {move || army.roster.with(|r| r.points_limit)}
                " "
                {t(Msg::Points)}
            </p>
            <p class="points-split">{line}</p>
        </section>
    }
}

#[component]
fn Diagnostics() -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    let items = move || {
        let faction = army.faction.get()?;
        let lang = lang.get();
        Some(
            army.diagnostics
                .get()
                .into_iter()
                .map(|diagnostic| {
                    let class = match diagnostic.severity {
                        Severity::Error => "diagnostic error",
                        Severity::Warning => "diagnostic warning",
                    };
                    view! { <li class=class data-testid="diagnostic">{diagnostic.message(lang, &faction)}</li> }
                })
                .collect_view(),
        )
    };
    let legal = move || army.diagnostics.with(|d| clouds_core::is_legal(d));
    view! {
        <section class="diagnostics-box" id="checks" aria-live="polite">
            <h2>{t(Msg::Checks)}</h2>
            <Show when=legal>
                <p class="legal yes" data-testid="army-legal">{t(Msg::ArmyIsLegal)}</p>
            </Show>
            <ul class="diagnostics" data-testid="diagnostics">{items}</ul>
        </section>
    }
}

#[component]
fn AdviceList() -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    view! {
        <section class="advice-box">
            <h2>{t(Msg::NextSteps)}</h2>
            <ul class="advice" data-testid="advice">
                {move || {
                    army.advice
                        .get()
                        .into_iter()
                        .map(|advice| view! { <li data-testid="advice-item">{advice.message(lang.get())}</li> })
                        .collect_view()
                }}
            </ul>
        </section>
    }
}

#[component]
fn RatingBox() -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    let rating = move || {
        army.summary
            .with(|s| s.as_ref().map_or(0, |s| s.strategic_rating()))
    };
    let morale = move || {
        army.summary
            .with(|s| s.as_ref().map_or(0, |s| s.army_morale()))
    };
    let terms = move || {
        let faction = army.faction.get()?;
        let summary = army.summary.get()?;
        let lang = lang.get();
        Some(
            summary
                .rating_terms
                .iter()
                .map(|term| {
                    let (label, detail) = term.describe(lang, &faction);
                    let value = term.value();
                    view! {
                        <tr data-testid="rating-term">
                            <th scope="row">{label}</th>
                            <td class="detail">{detail}</td>
                            <td class="value">{format!("{value:+}")}</td>
                        </tr>
                    }
                })
                .collect_view(),
        )
    };
    let morale_line = move || {
        army.summary.with(|s| {
            s.as_ref().map(|s| {
                let lang = lang.get();
                if s.assets_morale == 0 {
                    format!("{} {}", Msg::UnitsMorale.text(lang), s.units_morale)
                } else {
                    format!(
                        "{} {} {:+} {}",
                        Msg::UnitsMorale.text(lang),
                        s.units_morale,
                        s.assets_morale,
                        Msg::FromAssets.text(lang)
                    )
                }
            })
        })
    };
    view! {
        <section class="rating-box">
            <h2>
                {t(Msg::StrategicRating)}": "
                <span data-testid="strategic-rating">{rating}</span>
            </h2>
            <table class="rating-terms">
                <tbody>{terms}</tbody>
            </table>
            <h2>
                {t(Msg::ArmyMorale)}": "
                <span data-testid="army-morale">{morale}</span>
            </h2>
            <p class="hint">{morale_line}</p>
        </section>
    }
}

#[component]
fn CompositionBox() -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    let dice = move || {
        army.summary.with(|s| {
            s.as_ref().and_then(|s| s.action_dice).map_or_else(
                || Msg::ChooseSkill.text(lang.get()).to_owned(),
                |dice| count_noun(lang.get(), dice.into(), Noun::Die),
            )
        })
    };
    let row = move |label: Msg, value: Box<dyn Fn() -> u32 + Send + Sync>, testid: &'static str| {
        view! {
            <tr>
                <th scope="row">{t(label)}</th>
                <td data-testid=testid>{value}</td>
            </tr>
        }
    };
    let count =
        move |pick: fn(&clouds_core::Summary) -> u32| -> Box<dyn Fn() -> u32 + Send + Sync> {
            Box::new(move || army.summary.with(|s| s.as_ref().map_or(0, pick)))
        };
    view! {
        <section class="composition-box">
            <h2>{t(Msg::Composition)}</h2>
            <table class="composition">
                <tbody>
                    {row(Msg::Main, count(|s| s.by_category.main), "composition-main")}
                    {row(Msg::Special, count(|s| s.by_category.special), "composition-special")}
                    {row(Msg::Rare, count(|s| s.by_category.rare), "composition-rare")}
                    {row(Msg::Infantry, count(|s| s.by_type.infantry), "composition-infantry")}
                    {row(Msg::Cavalry, count(|s| s.by_type.cavalry), "composition-cavalry")}
                    {row(Msg::Artillery, count(|s| s.by_type.artillery), "composition-artillery")}
                    {row(Msg::UnitsTotal, count(|s| s.units), "composition-units")}
                </tbody>
            </table>
            <p>
                {t(Msg::ActionDice)}": "<strong data-testid="action-dice">{dice}</strong>
            </p>
        </section>
    }
}
