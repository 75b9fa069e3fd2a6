//! Reading effects from JSON. An effect is an object whose `kind` says
//! which term of the vocabulary it is, and the `kind` may come anywhere in
//! the object. serde's own reading of such "internally tagged" enums
//! buffers the whole object first, and that buffering puts a second reader
//! of every effect type into the browser build. Here each effect is read
//! in one pass as a flat object of every field any of its kinds has, then
//! checked against its kind: the same accepted files, and the same
//! messages (unknown kind, missing field, unknown field) the list checks
//! sort into problems.

use super::effect::{
    ActionEffect, ActivationTarget, Amount, AssetEffect, Modifier, Movement, Opponent, RuleEffect,
    TacticEffect, UnitFilter, UnitType,
};
use serde::de::Error;
use serde::{Deserialize, Deserializer};

/// A field an effect of this kind may not have.
fn unexpected<E: Error>(name: &'static str, allowed: &'static [&'static str]) -> E {
    E::unknown_field(name, allowed)
}

/// Requires `value` (a field the kind needs).
fn needed<T, E: Error>(value: Option<T>, name: &'static str) -> Result<T, E> {
    value.ok_or_else(|| E::missing_field(name))
}

/// Refuses each field given that the kind does not have.
fn only<E: Error>(
    present: &[(&'static str, bool)],
    allowed: &'static [&'static str],
) -> Result<(), E> {
    match present
        .iter()
        .find(|(name, given)| *given && !allowed.contains(name))
    {
        Some((name, _)) => Err(unexpected(name, allowed)),
        None => Ok(()),
    }
}

// ---------------------------------------------------------------- modifier

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ModifierKind {
    CloseCombatDice,
    FireDice,
    StrengthMultiplier,
    StrengthBonus,
    DisciplineBonus,
    Advantage,
    RerollDiscipline,
    RetreatAfterHits,
    IgnoreHits,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FlatModifier {
    kind: ModifierKind,
    amount: Option<i8>,
    against: Option<Opponent>,
    factor: Option<u8>,
    count: Option<u8>,
    distance: Option<u8>,
    only_in_enemy_line_of_fire: Option<bool>,
    raises_price: Option<bool>,
}

impl<'de> Deserialize<'de> for Modifier {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Modifier, D::Error> {
        let f = FlatModifier::deserialize(deserializer)?;
        let present = [
            ("amount", f.amount.is_some()),
            ("against", f.against.is_some()),
            ("factor", f.factor.is_some()),
            ("count", f.count.is_some()),
            ("distance", f.distance.is_some()),
            (
                "only_in_enemy_line_of_fire",
                f.only_in_enemy_line_of_fire.is_some(),
            ),
            ("raises_price", f.raises_price.is_some()),
        ];
        use ModifierKind as K;
        Ok(match f.kind {
            K::CloseCombatDice => {
                only(&present, &["amount", "against"])?;
                Modifier::CloseCombatDice {
                    amount: needed(f.amount, "amount")?,
                    against: f.against,
                }
            }
            K::FireDice => {
                only(&present, &["amount"])?;
                Modifier::FireDice {
                    amount: needed(f.amount, "amount")?,
                }
            }
            K::StrengthMultiplier => {
                only(&present, &["factor"])?;
                Modifier::StrengthMultiplier {
                    factor: needed(f.factor, "factor")?,
                }
            }
            K::StrengthBonus => {
                only(&present, &["amount"])?;
                Modifier::StrengthBonus {
                    amount: needed(f.amount, "amount")?,
                }
            }
            K::DisciplineBonus => {
                only(&present, &["amount"])?;
                Modifier::DisciplineBonus {
                    amount: needed(f.amount, "amount")?,
                }
            }
            K::Advantage => {
                only(&present, &["against"])?;
                Modifier::Advantage { against: f.against }
            }
            K::RerollDiscipline => {
                only(&present, &["count"])?;
                Modifier::RerollDiscipline {
                    count: needed(f.count, "count")?,
                }
            }
            K::RetreatAfterHits => {
                only(
                    &present,
                    &["distance", "only_in_enemy_line_of_fire", "raises_price"],
                )?;
                Modifier::RetreatAfterHits {
                    distance: needed(f.distance, "distance")?,
                    only_in_enemy_line_of_fire: f.only_in_enemy_line_of_fire.unwrap_or(false),
                    raises_price: f.raises_price.unwrap_or(false),
                }
            }
            K::IgnoreHits => {
                only(&present, &["count"])?;
                Modifier::IgnoreHits {
                    count: needed(f.count, "count")?,
                }
            }
        })
    }
}

// ------------------------------------------------------------------ tactic

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum TacticKind {
    Units,
    SideResult,
    RaisePrice,
    CancelEnemyTactic,
    ImmediateMove,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FlatTactic {
    kind: TacticKind,
    count: Option<Amount>,
    filter: Option<UnitFilter>,
    modifiers: Option<Vec<Modifier>>,
    amount: Option<Amount>,
    movement: Option<Movement>,
    distance: Option<Amount>,
}

impl<'de> Deserialize<'de> for TacticEffect {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<TacticEffect, D::Error> {
        let f = FlatTactic::deserialize(deserializer)?;
        let present = [
            ("count", f.count.is_some()),
            ("filter", f.filter.is_some()),
            ("modifiers", f.modifiers.is_some()),
            ("amount", f.amount.is_some()),
            ("movement", f.movement.is_some()),
            ("distance", f.distance.is_some()),
        ];
        use TacticKind as K;
        Ok(match f.kind {
            K::Units => {
                only(&present, &["count", "filter", "modifiers"])?;
                TacticEffect::Units {
                    count: needed(f.count, "count")?,
                    filter: f.filter.unwrap_or_default(),
                    modifiers: needed(f.modifiers, "modifiers")?,
                }
            }
            K::SideResult => {
                only(&present, &["amount"])?;
                TacticEffect::SideResult {
                    amount: needed(f.amount, "amount")?,
                }
            }
            K::RaisePrice => {
                only(&present, &["amount"])?;
                TacticEffect::RaisePrice {
                    amount: needed(f.amount, "amount")?,
                }
            }
            K::CancelEnemyTactic => {
                only(&present, &[])?;
                TacticEffect::CancelEnemyTactic
            }
            K::ImmediateMove => {
                only(&present, &["count", "filter", "movement", "distance"])?;
                TacticEffect::ImmediateMove {
                    count: needed(f.count, "count")?,
                    filter: f.filter.unwrap_or_default(),
                    movement: needed(f.movement, "movement")?,
                    distance: f.distance,
                }
            }
        })
    }
}

// ------------------------------------------------------------------ action

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ActionKind {
    Activate,
    MoveCommanders,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FlatAction {
    kind: ActionKind,
    target: Option<ActivationTarget>,
    count: Option<Amount>,
    filter: Option<UnitFilter>,
    movement: Option<Movement>,
    speed: Option<Amount>,
    keep_away: Option<u8>,
    anywhere: Option<bool>,
    distance: Option<Amount>,
}

impl<'de> Deserialize<'de> for ActionEffect {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<ActionEffect, D::Error> {
        let f = FlatAction::deserialize(deserializer)?;
        let present = [
            ("target", f.target.is_some()),
            ("count", f.count.is_some()),
            ("filter", f.filter.is_some()),
            ("movement", f.movement.is_some()),
            ("speed", f.speed.is_some()),
            ("keep_away", f.keep_away.is_some()),
            ("anywhere", f.anywhere.is_some()),
            ("distance", f.distance.is_some()),
        ];
        Ok(match f.kind {
            ActionKind::Activate => {
                only(
                    &present,
                    &[
                        "target",
                        "count",
                        "filter",
                        "movement",
                        "speed",
                        "keep_away",
                        "anywhere",
                    ],
                )?;
                ActionEffect::Activate {
                    target: f.target.unwrap_or_default(),
                    count: needed(f.count, "count")?,
                    filter: f.filter.unwrap_or_default(),
                    movement: f.movement.unwrap_or_default(),
                    speed: f.speed,
                    keep_away: f.keep_away,
                    anywhere: f.anywhere.unwrap_or(false),
                }
            }
            ActionKind::MoveCommanders => {
                only(&present, &["distance"])?;
                ActionEffect::MoveCommanders {
                    distance: needed(f.distance, "distance")?,
                }
            }
        })
    }
}

// -------------------------------------------------------------------- rule

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum RuleKind {
    UnitType,
    Light,
    Veteran,
    Untrained,
    Armor,
    UseCover,
    Scouts,
    Bombardment,
    Tag,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FlatRule {
    kind: RuleKind,
    #[serde(rename = "type")]
    unit_type: Option<UnitType>,
}

impl<'de> Deserialize<'de> for RuleEffect {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RuleEffect, D::Error> {
        let f = FlatRule::deserialize(deserializer)?;
        let present = [("type", f.unit_type.is_some())];
        use RuleKind as K;
        let plain = |effect: RuleEffect| only(&present, &[]).map(|()| effect);
        match f.kind {
            K::UnitType => Ok(RuleEffect::UnitType {
                unit_type: needed(f.unit_type, "type")?,
            }),
            K::Light => plain(RuleEffect::Light),
            K::Veteran => plain(RuleEffect::Veteran),
            K::Untrained => plain(RuleEffect::Untrained),
            K::Armor => plain(RuleEffect::Armor),
            K::UseCover => plain(RuleEffect::UseCover),
            K::Scouts => plain(RuleEffect::Scouts),
            K::Bombardment => plain(RuleEffect::Bombardment),
            K::Tag => plain(RuleEffect::Tag),
        }
    }
}

// ------------------------------------------------------------------- asset

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum AssetKind {
    Emplacement,
    SubCommander,
    DeploymentBonus,
    StrategicRating,
    ArmyMorale,
    ExtraTerrain,
    Scouting,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FlatAsset {
    kind: AssetKind,
    command_radius: Option<u8>,
    amount: Option<i8>,
    elements: Option<u8>,
    units: Option<u8>,
}

impl<'de> Deserialize<'de> for AssetEffect {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AssetEffect, D::Error> {
        let f = FlatAsset::deserialize(deserializer)?;
        let present = [
            ("command_radius", f.command_radius.is_some()),
            ("amount", f.amount.is_some()),
            ("elements", f.elements.is_some()),
            ("units", f.units.is_some()),
        ];
        use AssetKind as K;
        Ok(match f.kind {
            K::Emplacement => {
                only(&present, &[])?;
                AssetEffect::Emplacement
            }
            K::SubCommander => {
                only(&present, &["command_radius"])?;
                AssetEffect::SubCommander {
                    command_radius: needed(f.command_radius, "command_radius")?,
                }
            }
            K::DeploymentBonus => {
                only(&present, &[])?;
                AssetEffect::DeploymentBonus
            }
            K::StrategicRating => {
                only(&present, &["amount"])?;
                AssetEffect::StrategicRating {
                    amount: needed(f.amount, "amount")?,
                }
            }
            K::ArmyMorale => {
                only(&present, &["amount"])?;
                AssetEffect::ArmyMorale {
                    amount: needed(f.amount, "amount")?,
                }
            }
            K::ExtraTerrain => {
                only(&present, &["elements"])?;
                AssetEffect::ExtraTerrain {
                    elements: needed(f.elements, "elements")?,
                }
            }
            K::Scouting => {
                only(&present, &["units"])?;
                AssetEffect::Scouting {
                    units: needed(f.units, "units")?,
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    #[test]
    fn the_kind_may_come_anywhere_and_defaults_fill_in() {
        let effect: ActionEffect = read(r#"{"count": "D", "kind": "activate"}"#).unwrap();
        assert_eq!(
            effect,
            ActionEffect::Activate {
                target: ActivationTarget::Formations,
                count: Amount::DIE,
                filter: UnitFilter::default(),
                movement: Movement::Either,
                speed: None,
                keep_away: None,
                anywhere: false,
            }
        );
        let rule: RuleEffect = read(r#"{"type": "cavalry", "kind": "unit_type"}"#).unwrap();
        assert_eq!(
            rule,
            RuleEffect::UnitType {
                unit_type: UnitType::Cavalry
            }
        );
    }

    #[test]
    fn what_goes_wrong_is_said_as_serde_says_it() {
        let unknown = read::<TacticEffect>(r#"{"kind": "summon_dragons"}"#).unwrap_err();
        assert!(
            unknown.starts_with("unknown variant `summon_dragons`"),
            "{unknown}"
        );
        let missing = read::<TacticEffect>(r#"{"kind": "side_result"}"#).unwrap_err();
        assert!(missing.starts_with("missing field `amount`"), "{missing}");
        // A field another kind has, on this kind.
        let other =
            read::<AssetEffect>(r#"{"kind": "scouting", "units": 2, "amount": 1}"#).unwrap_err();
        assert!(other.starts_with("unknown field `amount`"), "{other}");
        // A field no kind has.
        let none =
            read::<Modifier>(r#"{"kind": "fire_dice", "amount": 1, "dragons": 1}"#).unwrap_err();
        assert!(none.starts_with("unknown field `dragons`"), "{none}");
        let wrong = read::<Modifier>(r#"{"kind": "fire_dice", "amount": "many"}"#).unwrap_err();
        assert!(wrong.starts_with("invalid type"), "{wrong}");
    }

    #[test]
    fn every_effect_written_is_read_back_the_same() {
        let effects = vec![
            TacticEffect::Units {
                count: Amount::DIE,
                filter: UnitFilter::default(),
                modifiers: vec![
                    Modifier::CloseCombatDice {
                        amount: 1,
                        against: Some(Opponent::Cavalry),
                    },
                    Modifier::RetreatAfterHits {
                        distance: 2,
                        only_in_enemy_line_of_fire: true,
                        raises_price: false,
                    },
                    Modifier::Advantage { against: None },
                ],
            },
            TacticEffect::CancelEnemyTactic,
            TacticEffect::ImmediateMove {
                count: Amount::fixed(2),
                filter: UnitFilter::default(),
                movement: Movement::Simple,
                distance: Some(Amount::DIE),
            },
        ];
        for effect in effects {
            let text = serde_json::to_string(&effect).unwrap();
            assert_eq!(read::<TacticEffect>(&text).unwrap(), effect, "{text}");
        }
    }
}
