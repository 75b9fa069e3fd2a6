//! The army's name, points limit and commander.

use super::use_army;
use crate::controls::{army_name_field, on_text, PointsLimitField};
use crate::lang::{t, use_lang};
use clouds_core::{count_noun, Msg, Noun};
use clouds_core::{Edit, Skill};
use leptos::ev;
use leptos::prelude::*;

#[component]
pub fn Settings() -> impl IntoView {
    let army = use_army();
    let lang = use_lang();
    let limit = Signal::derive(move || army.roster.with(|r| r.points_limit));
    let skill_options = move || {
        let lang = lang.get();
        Skill::ALL
            .into_iter()
            .map(|skill| {
                let label = format!(
                    "{} — {}, {}",
                    skill.name(lang),
                    count_noun(lang, skill.action_dice().into(), Noun::Die),
                    count_noun(lang, skill.points().into(), Noun::Point)
                );
                view! {
                    <option
                        value=skill.code()
                        selected=move || army.roster.with(|r| r.commander == Some(skill))
                    >
                        {label}
                    </option>
                }
            })
            .collect_view()
    };
    view! {
        <section class="settings">
            {army_name_field(
                move || army.roster.with(|r| r.name.clone()),
                (),
                on_text(ev::change, move |text| army.edit(Edit::Rename(text))),
            )}
            <PointsLimitField
                value=limit
                on_commit=move |points| army.edit(Edit::SetPointsLimit(points))
            />
            <label class="field">
                <span>{t(Msg::Commander)}</span>
                <select
                    data-testid="commander-skill"
                    on:change:target=move |ev| {
                        army.edit(Edit::SetCommander(Skill::from_code(&ev.target().value())))
                    }
                >
                    <option value="" selected=move || army.roster.with(|r| r.commander.is_none())>
                        {t(Msg::ChooseSkill)}
                    </option>
                    {skill_options}
                </select>
            </label>
        </section>
    }
}
