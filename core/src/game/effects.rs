//! The effect vocabulary of the army lists, executed: filters, modifiers
//! and the conditions they depend on. [`implementation`] names, for every
//! term of the vocabulary, where the engine carries it out; its matches are
//! exhaustive, so a new term does not compile until it is given a place,
//! and `tests/game_vocabulary.rs` shows each one changing an outcome.

use super::setup::GameSetup;
use super::state::State;
use crate::army_list::effect::{
    ActionEffect, ActivationTarget, AssetEffect, Modifier, Movement, Opponent, RuleEffect,
    TacticEffect, TurnRestriction, UnitFilter, UnitType,
};
use crate::engine::{Side, TableUnitId};

/// How a unit fights in a combat: the closest weapon it can use.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Weapon {
    /// In base contact with these enemies: close combat.
    Close(Vec<TableUnitId>),
    /// Not in contact, and these enemies of the combat are in its line of fire.
    Fire(Vec<TableUnitId>),
    /// Neither: it adds its strength only.
    None,
}

/// The closest-weapon rule for `unit` among the combat's `members`.
pub(crate) fn weapon(
    setup: &GameSetup,
    state: &State,
    unit: TableUnitId,
    members: &[TableUnitId],
) -> Weapon {
    let position = &state.position;
    let contact: Vec<TableUnitId> = position
        .enemies_in_contact(unit)
        .into_iter()
        .filter(|e| members.contains(e))
        .collect();
    if !contact.is_empty() {
        return Weapon::Close(contact);
    }
    if setup.profile(unit).and_then(|p| p.fire).is_none() {
        return Weapon::None;
    }
    let targets = position.enemies_in_line_of_fire_among(unit, members);
    if targets.is_empty() {
        Weapon::None
    } else {
        Weapon::Fire(targets)
    }
}

/// Whether `unit` passes `filter`. `members` are the units of its combat
/// (for `firing`); outside a combat a unit is never firing.
pub(crate) fn matches_filter(
    setup: &GameSetup,
    state: &State,
    filter: &UnitFilter,
    unit: TableUnitId,
    members: Option<&[TableUnitId]>,
) -> bool {
    let Some(p) = setup.profile(unit) else {
        return false;
    };
    let UnitFilter {
        unit_type,
        has_rule,
        in_formation_with,
        engaged,
        firing,
        in_contact,
    } = filter;
    if unit_type.is_some_and(|t| t != p.kind) {
        return false;
    }
    if has_rule.as_ref().is_some_and(|r| !p.has_rule(r)) {
        return false;
    }
    if let Some(rule) = in_formation_with {
        let position = &state.position;
        let side = p.side;
        let beside = position.units().iter().any(|other| {
            other.id != unit
                && other.side == side
                && setup.profile(other.id).is_some_and(|q| q.has_rule(rule))
                && position
                    .contact(unit, other.id)
                    .is_some_and(|c| c.in_formation())
        });
        if !beside {
            return false;
        }
    }
    if *engaged && state.position.engaged_with(unit).is_empty() {
        return false;
    }
    if *in_contact && state.position.enemies_in_contact(unit).is_empty() {
        return false;
    }
    if *firing {
        let fires =
            members.is_some_and(|m| matches!(weapon(setup, state, unit, m), Weapon::Fire(_)));
        if !fires {
            return false;
        }
    }
    true
}

/// Whether an enemy unit is the opponent a conditional modifier names.
pub(crate) fn opponent_matches(
    setup: &GameSetup,
    state: &State,
    opponent: Opponent,
    enemy: TableUnitId,
) -> bool {
    let kind = setup.profile(enemy).map(|p| p.kind);
    match opponent {
        Opponent::Infantry => kind == Some(UnitType::Infantry),
        Opponent::Cavalry => kind == Some(UnitType::Cavalry),
        Opponent::Artillery => kind == Some(UnitType::Artillery),
        Opponent::Fortified => state.position.terrain_of(enemy).iter().any(|e| {
            let traits = state.position.terrain()[*e].traits;
            traits.emplacement || traits.village
        }),
    }
}

/// Whether a tactic may be played by `side` in this turn.
pub(crate) fn turn_allows(turn: TurnRestriction, side: Side, active: Side) -> bool {
    match turn {
        TurnRestriction::Any => true,
        TurnRestriction::Active => side == active,
        TurnRestriction::Passive => side != active,
    }
}

/// Where the engine carries out each term of the vocabulary.
pub enum EffectTerm<'a> {
    Action(&'a ActionEffect),
    Target(ActivationTarget),
    Movement(Movement),
    Tactic(&'a TacticEffect),
    Modifier(&'a Modifier),
    Opponent(Opponent),
    Filter(&'a UnitFilter),
    Rule(&'a RuleEffect),
    Asset(&'a AssetEffect),
    Turn(TurnRestriction),
}

/// The function that executes a term (exhaustive: no term is left out).
pub fn effect_implementation(term: EffectTerm) -> &'static str {
    match term {
        EffectTerm::Action(ActionEffect::Activate { .. }) => {
            "actions::activate + actions::move_unit"
        }
        EffectTerm::Action(ActionEffect::MoveCommanders { .. }) => "actions::move_commander",
        EffectTerm::Target(ActivationTarget::Formations) => {
            "actions::group_for (formation_or_alone)"
        }
        EffectTerm::Target(ActivationTarget::Units) => "actions::group_for (one unit)",
        EffectTerm::Movement(Movement::Simple) => "actions::plan_move (simple only)",
        EffectTerm::Movement(Movement::Difficult) => "actions::plan_move (difficult only)",
        EffectTerm::Movement(Movement::Either) => "actions::plan_move (either)",
        EffectTerm::Tactic(TacticEffect::Units { .. }) => {
            "combat::play_tactic + combat::unit_terms"
        }
        EffectTerm::Tactic(TacticEffect::SideResult { .. }) => "combat::side_bonus",
        EffectTerm::Tactic(TacticEffect::RaisePrice { .. }) => "combat::play_tactic (raise_price)",
        EffectTerm::Tactic(TacticEffect::CancelEnemyTactic) => "combat::play_tactic (cancel)",
        EffectTerm::Tactic(TacticEffect::ImmediateMove { .. }) => "combat::play_tactic (moves)",
        EffectTerm::Modifier(Modifier::CloseCombatDice { .. }) => "combat::unit_terms (close dice)",
        EffectTerm::Modifier(Modifier::FireDice { .. }) => "combat::unit_terms (fire dice)",
        EffectTerm::Modifier(Modifier::StrengthMultiplier { .. }) => {
            "combat::unit_terms (strength ×)"
        }
        EffectTerm::Modifier(Modifier::StrengthBonus { .. }) => "combat::unit_terms (strength +)",
        EffectTerm::Modifier(Modifier::DisciplineBonus { .. }) => "combat::discipline_bonus",
        EffectTerm::Modifier(Modifier::Advantage { .. }) => "combat::unit_terms (advantage)",
        EffectTerm::Modifier(Modifier::RerollDiscipline { .. }) => "combat::resolve_hit (reroll)",
        EffectTerm::Modifier(Modifier::RetreatAfterHits { .. }) => "combat::after_hits",
        EffectTerm::Modifier(Modifier::IgnoreHits { .. }) => "combat::ignore_hits",
        EffectTerm::Opponent(Opponent::Infantry | Opponent::Cavalry | Opponent::Artillery) => {
            "effects::opponent_matches (kind)"
        }
        EffectTerm::Opponent(Opponent::Fortified) => {
            "effects::opponent_matches (emplacement or village)"
        }
        EffectTerm::Filter(UnitFilter { .. }) => "effects::matches_filter",
        EffectTerm::Rule(RuleEffect::UnitType { .. }) => "setup::UnitProfile::kind",
        EffectTerm::Rule(RuleEffect::Light) => "combat::unit_terms (no very broken disadvantage)",
        EffectTerm::Rule(RuleEffect::Veteran) => "combat::play_tactic (veterans join)",
        EffectTerm::Rule(RuleEffect::Untrained) => {
            "roster::summary (strategic rating → first player)"
        }
        EffectTerm::Rule(RuleEffect::Armor) => "combat::unit_terms (enemy disadvantage)",
        EffectTerm::Rule(RuleEffect::UseCover) => "combat::unit_terms (advantage in cover)",
        EffectTerm::Rule(RuleEffect::Scouts) => "setup::deploy_side (forward line)",
        EffectTerm::Rule(RuleEffect::Bombardment) => "bombardment::declare",
        EffectTerm::Rule(RuleEffect::Tag) => {
            "effects::matches_filter (has_rule, in_formation_with)"
        }
        EffectTerm::Asset(AssetEffect::Emplacement) => "setup::deploy_side (emplacement) + hits",
        EffectTerm::Asset(AssetEffect::SubCommander { .. }) => "setup::auto_deploy + actions::play",
        EffectTerm::Asset(AssetEffect::DeploymentBonus) => "setup::deployment_order",
        EffectTerm::Asset(AssetEffect::StrategicRating { .. }) => "turn::start (first player roll)",
        EffectTerm::Asset(AssetEffect::ArmyMorale { .. }) => "setup::army_from_roster (morale)",
        EffectTerm::Asset(AssetEffect::ExtraTerrain { .. }) => "setup::deploy_side (hills)",
        EffectTerm::Asset(AssetEffect::Scouting { .. }) => "setup::deploy_side (scouts)",
        EffectTerm::Turn(
            TurnRestriction::Any | TurnRestriction::Active | TurnRestriction::Passive,
        ) => "effects::turn_allows",
    }
}
