//! Events: everything that happened, in order, with ids and numbers, so
//! the UI can show the log and tests can check it. `describe` gives each a
//! sentence of the project's own in English or Russian.

use super::command::Slot;
use crate::engine::{CommanderId, MarkerId, MoveKind, Point, RetreatDirection, Side, TableUnitId};
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// Why an army lost morale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoraleCause {
    /// A loss of a bombardment taken as morale.
    Bombardment,
    /// A unit broke: twice its morale.
    UnitBroken { unit: TableUnitId },
    /// A retreat pushed on past a friend of another formation.
    PushedOn { unit: TableUnitId },
    /// A combat was lost: its price.
    CombatLost { marker: MarkerId },
    /// The commander was taken out of action: his skill level.
    CommanderFell { commander: CommanderId },
}

/// Why a unit broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BreakReason {
    FailedDiscipline,
    /// Its retreat touched the table edge or an enemy.
    FailedRetreat,
}

/// Why the goldfish decided as it did, for the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GoldfishReason {
    /// A unit retreats (a bombardment loss or a hit) because some way back
    /// does not break it, even at its longest retreat.
    RetreatIsSafe { unit: TableUnitId },
    /// A bombardment loss is taken as morale: no unit can retreat without
    /// breaking.
    NoSafeRetreat,
    /// A unit tests its discipline: it has already retreated in this
    /// combat.
    AlreadyRetreated { unit: TableUnitId },
    /// A unit tests its discipline: every way back would break it.
    RetreatWouldBreak { unit: TableUnitId },
    /// The way back that neither breaks the unit nor costs morale (or the
    /// least bad one), straight back before towards its edge.
    SafestWay { direction: RetreatDirection },
    /// Among equally close units, the first ones in the table's order take
    /// the hits.
    TableOrder { units: Vec<TableUnitId> },
    /// The rules leave one choice, or the policy takes the first offered
    /// (the marker the rules place, the combat of the lowest marker).
    FirstOffered,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VictoryKind {
    /// The loser's morale fell to 0.
    Decisive,
    /// The loser has no unit left on the table.
    ArmyGone,
    /// The scenario ended (phase or turn limit) with one side ahead.
    Marginal,
    Draw,
}

/// The numbers of one side's combat result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatRoll {
    pub side: Side,
    /// Fire and close combat dice before advantages.
    pub dice: u32,
    pub advantages: u32,
    pub disadvantages: u32,
    pub rolled: Vec<u8>,
    pub kept: Vec<u8>,
    /// The strength of its units in combat, after tactics.
    pub strength: u32,
    /// Added by tactics that target no units.
    pub bonus: u32,
    pub result: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    GameStarted {
        first: Side,
        morale: [u32; 2],
    },
    FirstPlayerRolled {
        a: u8,
        b: u8,
        rating_a: i32,
        rating_b: i32,
    },
    TurnStarted {
        turn: u32,
        active: Side,
    },
    // ------------------------------------------------------- bombardment
    BombardmentDice {
        battery: TableUnitId,
        formation: Vec<TableUnitId>,
        power: u8,
        modifiers: i32,
        dice: u32,
    },
    BombardmentRolled {
        side: Side,
        rolled: Vec<u8>,
        total: u32,
        losses: u32,
    },
    // ------------------------------------------------------------ actions
    ActionDiceRolled {
        side: Side,
        dice: Vec<u8>,
    },
    CommanderRisked {
        side: Side,
        die: u8,
    },
    ScenarioPhaseAdvanced {
        phase: u32,
        sixes_left: u32,
    },
    DiePlaced {
        side: Side,
        die: u8,
        slot: Slot,
        replaced: Option<u8>,
    },
    ActionPlayed {
        side: Side,
        action: usize,
        die: u8,
        commander: CommanderId,
    },
    Activated {
        side: Side,
        units: Vec<TableUnitId>,
    },
    UnitMoved {
        unit: TableUnitId,
        kind: MoveKind,
        from: Point,
        to: Point,
        facing: f64,
        distance: f64,
    },
    CommanderMoved {
        commander: CommanderId,
        from: Point,
        to: Point,
    },
    CommanderDisplaced {
        commander: CommanderId,
        from: Point,
        to: Point,
    },
    ActionsCleared {
        side: Side,
        dice: u32,
    },
    // ---------------------------------------------------------- commanders
    CommanderAtRisk {
        commander: CommanderId,
        roll: u8,
        falls_on: u8,
        fell: bool,
    },
    CommanderFell {
        side: Side,
        commander: CommanderId,
        new_level: u8,
    },
    SubCommanderRemoved {
        side: Side,
        commander: CommanderId,
    },
    // ------------------------------------------------------------- combat
    CombatMarkerPlaced {
        marker: MarkerId,
        at: Point,
        brings_in: Vec<TableUnitId>,
    },
    CombatBegan {
        markers: Vec<MarkerId>,
        units: Vec<TableUnitId>,
    },
    TacticPlayed {
        side: Side,
        tactic: usize,
        die: u8,
        units: Vec<TableUnitId>,
    },
    TacticCancelled {
        side: Side,
        tactic: usize,
    },
    CombatRolled(CombatRoll),
    HitsScored {
        on: Side,
        hits: u32,
    },
    HitsAllocated {
        side: Side,
        hits: Vec<(TableUnitId, u32)>,
    },
    HitIgnored {
        unit: TableUnitId,
        emplacement: bool,
    },
    RetreatRolled {
        unit: TableUnitId,
        distance: u32,
    },
    UnitRetreated {
        unit: TableUnitId,
        direction: RetreatDirection,
        from: Point,
        to: Point,
        distance: f64,
    },
    UnitStayed {
        unit: TableUnitId,
    },
    DisciplineTest {
        unit: TableUnitId,
        roll: u8,
        bonus: i32,
        needed: u8,
        passed: bool,
        reroll: bool,
    },
    UnitBroken {
        unit: TableUnitId,
        side: Side,
        reason: BreakReason,
    },
    CombatPriceRaised {
        marker: MarkerId,
        price: u32,
    },
    CombatWon {
        winner: Side,
        markers: Vec<MarkerId>,
        price: u32,
    },
    CombatDissolved {
        markers: Vec<MarkerId>,
    },
    // ------------------------------------------------------------- morale
    MoraleLost {
        side: Side,
        amount: u32,
        left: u32,
        cause: MoraleCause,
    },
    /// The goldfish's decision, and why (its answers are in the events
    /// that follow).
    GoldfishDecided {
        side: Side,
        reason: GoldfishReason,
    },
    GameEnded {
        winner: Option<Side>,
        kind: VictoryKind,
    },
}

fn side_name(side: Side, lang: Lang) -> &'static str {
    match side {
        Side::A => lang.pick("side A", "сторона А"),
        Side::B => lang.pick("side B", "сторона Б"),
    }
}

fn list(dice: &[u8]) -> String {
    dice.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

impl Event {
    /// A sentence for the game log. `unit_name` names a table unit (the UI
    /// passes the army list's name in the chosen language).
    pub fn describe(&self, lang: Lang, unit_name: &dyn Fn(TableUnitId) -> String) -> String {
        use Event::*;
        let s = |side: &Side| side_name(*side, lang);
        let units = |ids: &[TableUnitId]| {
            ids.iter()
                .map(|u| unit_name(*u))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match (self, lang) {
            (GameStarted { first, morale }, Lang::En) => format!("The battle begins: {} moves first. Army morale: A {}, B {}.", s(first), morale[0], morale[1]),
            (GameStarted { first, morale }, Lang::Ru) => format!("Сражение начинается, первой ходит {}. Боевой дух: А {}, Б {}.", s(first), morale[0], morale[1]),
            (FirstPlayerRolled { a, b, rating_a, rating_b }, Lang::En) => format!("Who goes first: A rolls {a} + rating {rating_a}, B rolls {b} + rating {rating_b}."),
            (FirstPlayerRolled { a, b, rating_a, rating_b }, Lang::Ru) => format!("Право первого хода: А {a} + рейтинг {rating_a}, Б {b} + рейтинг {rating_b}."),
            (TurnStarted { turn, active }, Lang::En) => format!("Turn {turn}: {} is active.", s(active)),
            (TurnStarted { turn, active }, Lang::Ru) => format!("Ход {turn}: действует {}.", s(active)),
            (BombardmentDice { battery, power, modifiers, dice, .. }, Lang::En) => format!("{} bombards: power {power}, modifiers {modifiers:+}, {dice} dice.", unit_name(*battery)),
            (BombardmentDice { battery, power, modifiers, dice, .. }, Lang::Ru) => format!("{} ведёт бомбардировку: сила {power}, поправки {modifiers:+}, кубиков {dice}.", unit_name(*battery)),
            (BombardmentRolled { rolled, total, losses, .. }, Lang::En) => format!("Bombardment roll [{}] = {total}: {losses} losses to take.", list(rolled)),
            (BombardmentRolled { rolled, total, losses, .. }, Lang::Ru) => format!("Бросок бомбардировки [{}] = {total}: потерь {losses}.", list(rolled)),
            (ActionDiceRolled { side, dice }, Lang::En) => format!("{} rolls action dice: {}.", s(side), list(dice)),
            (ActionDiceRolled { side, dice }, Lang::Ru) => format!("{} бросает кубики действий: {}.", s(side), list(dice)),
            (CommanderRisked { die, .. }, Lang::En) => format!("The commander takes a risk for a 1 and rolls one more die: {die}."),
            (CommanderRisked { die, .. }, Lang::Ru) => format!("Полководец рискует ради единицы и добрасывает кубик: {die}."),
            (ScenarioPhaseAdvanced { phase, .. }, Lang::En) => format!("The scenario moves on to phase {phase}."),
            (ScenarioPhaseAdvanced { phase, .. }, Lang::Ru) => format!("Сценарий переходит к фазе {phase}."),
            (DiePlaced { die, slot, replaced, .. }, Lang::En) => format!("A {die} goes on {}{}.", slot_name(slot, lang), replaced.map(|r| format!(", replacing a {r}")).unwrap_or_default()),
            (DiePlaced { die, slot, replaced, .. }, Lang::Ru) => format!("Кубик {die} ставится на {}{}.", slot_name(slot, lang), replaced.map(|r| format!(" вместо {r}")).unwrap_or_default()),
            (ActionPlayed { action, die, .. }, Lang::En) => format!("Action {} is played with a {die}.", action + 1),
            (ActionPlayed { action, die, .. }, Lang::Ru) => format!("Разыграно действие {} с кубиком {die}.", action + 1),
            (Activated { units: u, .. }, Lang::En) => format!("Activated: {}.", units(u)),
            (Activated { units: u, .. }, Lang::Ru) => format!("Активированы: {}.", units(u)),
            (UnitMoved { unit, distance, to, .. }, Lang::En) => format!("{} moves {distance:.1} UW to ({:.1}, {:.1}).", unit_name(*unit), to.x, to.y),
            (UnitMoved { unit, distance, to, .. }, Lang::Ru) => format!("{} проходит {distance:.1} UW до ({:.1}, {:.1}).", unit_name(*unit), to.x, to.y),
            (CommanderMoved { commander, to, .. }, Lang::En) => format!("Commander {} rides to ({:.1}, {:.1}).", commander.0, to.x, to.y),
            (CommanderMoved { commander, to, .. }, Lang::Ru) => format!("Полководец {} перемещается в ({:.1}, {:.1}).", commander.0, to.x, to.y),
            (CommanderDisplaced { commander, to, .. }, Lang::En) => format!("Commander {} makes way, to ({:.1}, {:.1}).", commander.0, to.x, to.y),
            (CommanderDisplaced { commander, to, .. }, Lang::Ru) => format!("Полководец {} смещён в ({:.1}, {:.1}).", commander.0, to.x, to.y),
            (ActionsCleared { dice, .. }, Lang::En) => format!("{dice} dice are taken off the actions."),
            (ActionsCleared { dice, .. }, Lang::Ru) => format!("С действий снято кубиков: {dice}."),
            (CommanderAtRisk { commander, roll, falls_on, fell }, Lang::En) => format!("Commander {} is at risk: rolls {roll} (falls on {falls_on} or less){}.", commander.0, if *fell { " and is taken out of action" } else { " and is unhurt" }),
            (CommanderAtRisk { commander, roll, falls_on, fell }, Lang::Ru) => format!("Полководец {} в опасности: выпало {roll} (выбывает на {falls_on} и меньше){}.", commander.0, if *fell { " — выведен из строя" } else { " — невредим" }),
            (CommanderFell { side, new_level, .. }, Lang::En) => format!("{} loses its commander; a substitute of level {new_level} takes over.", s(side)),
            (CommanderFell { side, new_level, .. }, Lang::Ru) => format!("{} теряет полководца; командование принимает заместитель уровня {new_level}.", s(side)),
            (SubCommanderRemoved { commander, .. }, Lang::En) => format!("Sub-commander {} leaves the battle.", commander.0),
            (SubCommanderRemoved { commander, .. }, Lang::Ru) => format!("Командующий {} покидает поле боя.", commander.0),
            (CombatMarkerPlaced { at, brings_in, .. }, Lang::En) => format!("A combat marker goes down at ({:.2}, {:.2}), bringing in {}.", at.x, at.y, units(brings_in)),
            (CombatMarkerPlaced { at, brings_in, .. }, Lang::Ru) => format!("Маркер сражения ставится в ({:.2}, {:.2}); в сражение вступают: {}.", at.x, at.y, units(brings_in)),
            (CombatBegan { units: u, .. }, Lang::En) => format!("A combat is fought: {}.", units(u)),
            (CombatBegan { units: u, .. }, Lang::Ru) => format!("Идёт сражение: {}.", units(u)),
            (TacticPlayed { side, tactic, die, units: u }, Lang::En) => format!("{} plays tactic {} with a {die} on {}.", s(side), tactic + 1, if u.is_empty() { "the whole side".to_owned() } else { units(u) }),
            (TacticPlayed { side, tactic, die, units: u }, Lang::Ru) => format!("{} разыгрывает тактику {} с кубиком {die}: {}.", s(side), tactic + 1, if u.is_empty() { "на всю сторону".to_owned() } else { units(u) }),
            (TacticCancelled { side, tactic }, Lang::En) => format!("Tactic {} of {} is cancelled.", tactic + 1, s(side)),
            (TacticCancelled { side, tactic }, Lang::Ru) => format!("Тактика {} ({}) отменена.", tactic + 1, s(side)),
            (CombatRolled(r), Lang::En) => format!("{}: {} dice ({} advantages, {} disadvantages) roll [{}], keep [{}]; strength {} and bonus {}: result {}.", s(&r.side), r.dice, r.advantages, r.disadvantages, list(&r.rolled), list(&r.kept), r.strength, r.bonus, r.result),
            (CombatRolled(r), Lang::Ru) => format!("{}: кубиков {} (преимуществ {}, затруднений {}), выпало [{}], остаётся [{}]; сила {} и бонус {}: результат {}.", s(&r.side), r.dice, r.advantages, r.disadvantages, list(&r.rolled), list(&r.kept), r.strength, r.bonus, r.result),
            (HitsScored { on, hits }, Lang::En) => format!("{} takes {hits} hits.", s(on)),
            (HitsScored { on, hits }, Lang::Ru) => format!("{} получает ударов: {hits}.", s(on)),
            (HitsAllocated { hits, .. }, Lang::En) => format!("Hits go to {}.", hits.iter().map(|(u, n)| format!("{} ×{n}", unit_name(*u))).collect::<Vec<_>>().join(", ")),
            (HitsAllocated { hits, .. }, Lang::Ru) => format!("Удары получают: {}.", hits.iter().map(|(u, n)| format!("{} ×{n}", unit_name(*u))).collect::<Vec<_>>().join(", ")),
            (HitIgnored { unit, emplacement }, Lang::En) => format!("{} ignores a hit{}.", unit_name(*unit), if *emplacement { " behind its emplacement" } else { "" }),
            (HitIgnored { unit, emplacement }, Lang::Ru) => format!("{} игнорирует удар{}.", unit_name(*unit), if *emplacement { " благодаря укреплению" } else { "" }),
            (RetreatRolled { unit, distance }, Lang::En) => format!("{} will retreat {distance} UW.", unit_name(*unit)),
            (RetreatRolled { unit, distance }, Lang::Ru) => format!("{} отступит на {distance} UW.", unit_name(*unit)),
            (UnitRetreated { unit, distance, direction, .. }, Lang::En) => format!("{} retreats {distance:.1} UW {}.", unit_name(*unit), match direction { RetreatDirection::Back => "straight back", RetreatDirection::TowardsOwnEdge => "towards its own edge" }),
            (UnitRetreated { unit, distance, direction, .. }, Lang::Ru) => format!("{} отступает на {distance:.1} UW {}.", unit_name(*unit), match direction { RetreatDirection::Back => "строго назад", RetreatDirection::TowardsOwnEdge => "к своему краю стола" }),
            (UnitStayed { unit }, Lang::En) => format!("{} retreats 0 and stays where it is.", unit_name(*unit)),
            (UnitStayed { unit }, Lang::Ru) => format!("{} отступает на 0 и остаётся на месте.", unit_name(*unit)),
            (DisciplineTest { unit, roll, bonus, needed, passed, reroll }, Lang::En) => format!("{} tests discipline{}: {roll}{bonus:+} against {needed}+: {}.", unit_name(*unit), if *reroll { " again" } else { "" }, if *passed { "passed" } else { "failed" }),
            (DisciplineTest { unit, roll, bonus, needed, passed, reroll }, Lang::Ru) => format!("{} проходит тест на дисциплину{}: {roll}{bonus:+} против {needed}+: {}.", unit_name(*unit), if *reroll { " повторно" } else { "" }, if *passed { "пройден" } else { "провален" }),
            (UnitBroken { unit, reason, .. }, Lang::En) => format!("{} is broken{}.", unit_name(*unit), match reason { BreakReason::FailedDiscipline => "", BreakReason::FailedRetreat => " in its retreat" }),
            (UnitBroken { unit, reason, .. }, Lang::Ru) => format!("{} уничтожен{}.", unit_name(*unit), match reason { BreakReason::FailedDiscipline => "", BreakReason::FailedRetreat => " при отступлении" }),
            (CombatPriceRaised { price, .. }, Lang::En) => format!("The combat's price rises to {price}."),
            (CombatPriceRaised { price, .. }, Lang::Ru) => format!("Цена сражения растёт до {price}."),
            (CombatWon { winner, price, .. }, Lang::En) => format!("{} holds the field; the combat was worth {price}.", s(winner)),
            (CombatWon { winner, price, .. }, Lang::Ru) => format!("{} удерживает поле; цена сражения {price}.", s(winner)),
            (CombatDissolved { .. }, Lang::En) => "No one is left in the combat; its marker is taken away.".to_owned(),
            (CombatDissolved { .. }, Lang::Ru) => "В сражении никого не осталось; маркер убран.".to_owned(),
            (MoraleLost { side, amount, left, .. }, Lang::En) => format!("{} loses {amount} morale ({left} left).", s(side)),
            (MoraleLost { side, amount, left, .. }, Lang::Ru) => format!("{} теряет {amount} боевого духа (осталось {left}).", s(side)),
            (GoldfishDecided { reason, .. }, lang) => goldfish_reason(reason, lang, unit_name),
            (GameEnded { winner, kind }, Lang::En) => match winner {
                Some(w) => format!("{} wins a {} victory.", s(w), match kind { VictoryKind::Decisive | VictoryKind::ArmyGone => "decisive", _ => "marginal" }),
                None => "The battle ends in a draw.".to_owned(),
            },
            (GameEnded { winner, kind }, Lang::Ru) => match winner {
                Some(w) => format!("{} одерживает {} победу.", s(w), match kind { VictoryKind::Decisive | VictoryKind::ArmyGone => "решительную", _ => "неуверенную" }),
                None => "Сражение заканчивается вничью.".to_owned(),
            },
        }
    }
}

/// The goldfish's reason, as the log says it.
fn goldfish_reason(
    reason: &GoldfishReason,
    lang: Lang,
    unit_name: &dyn Fn(TableUnitId) -> String,
) -> String {
    let way = |d: &RetreatDirection| match d {
        RetreatDirection::Back => lang.pick("straight back", "прямо назад"),
        RetreatDirection::TowardsOwnEdge => {
            lang.pick("towards its own edge", "к своему краю стола")
        }
    };
    match (reason, lang) {
        (GoldfishReason::RetreatIsSafe { unit }, Lang::En) => format!("The goldfish retreats {}: a retreat that does not break the unit is always its choice.", unit_name(*unit)),
        (GoldfishReason::RetreatIsSafe { unit }, Lang::Ru) => format!("Мишень отводит отряд «{}»: если отступление не губит отряд, она всегда отступает.", unit_name(*unit)),
        (GoldfishReason::NoSafeRetreat, Lang::En) => "The goldfish gives up a morale point: none of its units could retreat without breaking.".to_owned(),
        (GoldfishReason::NoSafeRetreat, Lang::Ru) => "Мишень теряет очко боевого духа: ни один её отряд не может отступить, не погибнув.".to_owned(),
        (GoldfishReason::AlreadyRetreated { unit }, Lang::En) => format!("The goldfish tests {}: it has already retreated in this combat.", unit_name(*unit)),
        (GoldfishReason::AlreadyRetreated { unit }, Lang::Ru) => format!("Мишень проверяет дисциплину отряда «{}»: он уже отступал в этом бою.", unit_name(*unit)),
        (GoldfishReason::RetreatWouldBreak { unit }, Lang::En) => format!("The goldfish tests {}: every way back could break it.", unit_name(*unit)),
        (GoldfishReason::RetreatWouldBreak { unit }, Lang::Ru) => format!("Мишень проверяет дисциплину отряда «{}»: любое отступление может его погубить.", unit_name(*unit)),
        (GoldfishReason::SafestWay { direction }, Lang::En) => format!("The goldfish retreats {}: the safest way.", way(direction)),
        (GoldfishReason::SafestWay { direction }, Lang::Ru) => format!("Мишень отступает {}: так безопаснее всего.", way(direction)),
        (GoldfishReason::TableOrder { units }, Lang::En) => format!("The goldfish gives the hits to {}: the first of the equally close units.", units.iter().map(|u| unit_name(*u)).collect::<Vec<_>>().join(", ")),
        (GoldfishReason::TableOrder { units }, Lang::Ru) => format!("Мишень отдаёт попадания отрядам: {} — первым из одинаково близких.", units.iter().map(|u| unit_name(*u)).collect::<Vec<_>>().join(", ")),
        (GoldfishReason::FirstOffered, Lang::En) => "The goldfish takes the choice the rules leave it.".to_owned(),
        (GoldfishReason::FirstOffered, Lang::Ru) => "Мишень делает выбор, который оставляют ей правила.".to_owned(),
    }
}

fn slot_name(slot: &Slot, lang: Lang) -> String {
    match (slot, lang) {
        (Slot::Action(k), Lang::En) => format!("action {}", k + 1),
        (Slot::Action(k), Lang::Ru) => format!("действие {}", k + 1),
        (Slot::Tactic(k), Lang::En) => format!("tactic {}", k + 1),
        (Slot::Tactic(k), Lang::Ru) => format!("тактику {}", k + 1),
    }
}
