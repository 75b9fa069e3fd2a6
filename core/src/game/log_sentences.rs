//! The game's log in words, in both languages, naming units, sides,
//! commanders, actions and tactics through [`Names`].

use super::command::{Slot, StepKind};
use super::event::{
    BombardModifier, BreakReason, Event, GoldfishChoice, GoldfishReason, PassReason, VictoryKind,
};
use super::names::{Case, Names};
use super::sentences::{step_name, upper_first};
use super::teams::seat_name;
use crate::engine::{
    CommanderId, PerPlayer, PerSide, PlayerId, RetreatDirection, Seat, Side, TableUnitId,
};
use crate::i18n::case::lower;
use crate::i18n::float_text::fixed;
use crate::i18n::plural::{count_noun, Noun};
use crate::i18n::Lang;
use crate::scenario::Measure;

/// The target player of one of several bombardment rolls, as a prefix.
fn on_player(target: Option<PlayerId>, lang: Lang) -> String {
    target.map_or_else(String::new, |player| {
        format!("{}: ", seat_name(player, lang))
    })
}

/// A side's army morale at the start: its players' together.
fn side_morale(morale: &PerPlayer<u32>, side: Side) -> u32 {
    morale.side(side).iter().sum()
}

fn list(dice: &[u8]) -> String {
    dice.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

impl Event {
    /// A sentence for the game log, naming what it concerns by `names`.
    pub fn describe(&self, names: &Names) -> String {
        use Event::*;
        let lang = names.lang();
        let s = |side: &Side| names.side(*side);
        let p = |side: &Side, seat: &Seat| names.side_seat(*side, *seat);
        let units = |ids: &[TableUnitId]| names.units(ids);
        let unit_name = |u: TableUnitId| names.unit(u);
        // A unit as the subject of a Russian sentence: «Отряд «…»», so the
        // verb agrees with «отряд» whatever the name's number.
        let subject = |u: TableUnitId| upper_first(&names.unit_as(Case::Nominative, u));
        let commander = |c: &CommanderId| upper_first(&names.commander(*c));
        match (self, lang) {
            (ColumnsSet { side, seat, columns }, Lang::En) => format!("{} divide their army into columns: {columns}.", p(side, seat)),
            (ColumnsSet { side, seat, columns }, Lang::Ru) => format!("{} делят армию на колонны: {columns}.", p(side, seat)),
            (FirstPlayerChosen { by, first }, Lang::En) if by == first => format!("{} choose to go first.", s(by)),
            (FirstPlayerChosen { by, first }, Lang::En) => format!("{} let {} go first.", s(by), s(first)),
            (FirstPlayerChosen { by, first }, Lang::Ru) => format!("{} решают: первыми ходят {}.", s(by), lower(s(first))),
            (TerrainCountRolled { side, quarter, die, elements }, Lang::En) => format!("{} roll for {}: {die}, so {}.", s(side), names.quarter(*quarter), en_count(*elements, Noun::Element)),
            (TerrainCountRolled { side, quarter, die, elements }, Lang::Ru) => format!("{}: {}, бросок {die} — элементов: {elements}.", s(side), names.quarter(*quarter)),
            (TerrainRolled { dice, kinds, .. }, Lang::En) if kinds.is_empty() => format!("Terrain roll {} + {} = 7: nothing.", dice[0], dice[1]),
            (TerrainRolled { dice, kinds, .. }, Lang::Ru) if kinds.is_empty() => format!("Бросок по таблице местности {} + {} = 7: ничего.", dice[0], dice[1]),
            (TerrainRolled { dice, kinds, .. }, Lang::En) => format!("Terrain roll {} + {} = {}: {}.", dice[0], dice[1], dice[0] + dice[1], names.terrain_kinds(kinds)),
            (TerrainRolled { dice, kinds, .. }, Lang::Ru) => format!("Бросок по таблице местности {} + {} = {}: {}.", dice[0], dice[1], dice[0] + dice[1], names.terrain_kinds(kinds)),
            (ExtraTerrainGranted { side, seat, elements }, Lang::En) => format!("{} add elements of their own choice: {elements}.", p(side, seat)),
            (ExtraTerrainGranted { side, seat, elements }, Lang::Ru) => format!("{} добавляют элементы на свой выбор: {elements}.", p(side, seat)),
            (TerrainPlaced { side, seat, kind, at }, Lang::En) => format!("{} set up a {} at {}.", p(side, seat), names.terrain_kind(*kind), names.point(*at)),
            (TerrainPlaced { side, seat, kind, at }, Lang::Ru) => format!("{} ставят: {}, {}.", p(side, seat), names.terrain_kind(*kind), names.point(*at)),
            (TerrainScattered { kind, die, direction, from, to }, Lang::En) => format!("The {} scatters {} UW at {direction}° (die {die}) to {}.", names.terrain_kind(*kind), fixed(from.distance(*to), 1), names.point(*to)),
            (TerrainScattered { kind, die, direction, from, to }, Lang::Ru) => format!("{} смещается на {} UW под углом {direction}° (кубик {die}) в {}.", upper_first(&names.terrain_kind(*kind)), fixed(from.distance(*to), 1), names.point(*to)),
            (TerrainRemoved { kind, .. }, Lang::En) => format!("The {} comes off the table: its scatter die showed 6.", names.terrain_kind(*kind)),
            (TerrainRemoved { kind, .. }, Lang::Ru) => format!("{} убирается со стола: на кубике смещения выпала 6.", upper_first(&names.terrain_kind(*kind))),
            (EmplacementPlaced { side, seat, unit }, Lang::En) => format!("{} dig {} into an emplacement.", p(side, seat), unit_name(*unit)),
            (EmplacementPlaced { side, seat, unit }, Lang::Ru) => format!("{} ставят в укрепление: {}.", p(side, seat), unit_name(*unit)),
            (ColumnMarkerPlaced { side, seat, column, .. }, Lang::En) => format!("{} place a column marker ({column}).", p(side, seat)),
            (ColumnMarkerPlaced { side, seat, column, .. }, Lang::Ru) => format!("{} ставят маркер колонны ({column}).", p(side, seat)),
            (ColumnsRevealed { side, seat, columns }, Lang::En) => format!("{} reveal their columns: {}.", p(side, seat), column_list(columns, names)),
            (ColumnsRevealed { side, seat, columns }, Lang::Ru) => format!("{} раскрывают колонны: {}.", p(side, seat), column_list(columns, names)),
            (UnitsPlaced { side, seat, units: u }, Lang::En) => format!("{} set up {}.", p(side, seat), units(u)),
            (UnitsPlaced { side, seat, units: u }, Lang::Ru) => format!("{} выставляют: {}.", p(side, seat), units(u)),
            (DeploymentEnded { side, seat }, Lang::En) => format!("{} have every unit on the table.", p(side, seat)),
            (DeploymentEnded { side, seat }, Lang::Ru) => format!("{} выставили все отряды.", p(side, seat)),
            (CommanderPlaced { commander: commander_id, at }, Lang::En) => format!("{} takes his place at {}.", commander(commander_id), names.point(*at)),
            (CommanderPlaced { commander: commander_id, at }, Lang::Ru) => format!("{} занимает место в {}.", commander(commander_id), names.point(*at)),
            (ColumnMarkersRemoved, Lang::En) => "The column markers come off the table.".to_owned(),
            (ColumnMarkersRemoved, Lang::Ru) => "Маркеры колонн убираются со стола.".to_owned(),
            (GameStarted { first, morale }, Lang::En) => format!("The battle begins: {} move first. Army morale: {} {}, {} {}.", s(first), s(&Side::A), side_morale(morale, Side::A), s(&Side::B), side_morale(morale, Side::B)),
            (GameStarted { first, morale }, Lang::Ru) => format!("Сражение начинается, первыми ходят {}. Боевой дух: {} {}, {} {}.", lower(s(first)), s(&Side::A), side_morale(morale, Side::A), s(&Side::B), side_morale(morale, Side::B)),
            (FirstPlayerRolled { a, b, rating_a, rating_b }, Lang::En) => format!("Who goes first: {} roll {a} + rating {rating_a}, {} roll {b} + rating {rating_b}.", s(&Side::A), s(&Side::B)),
            (FirstPlayerRolled { a, b, rating_a, rating_b }, Lang::Ru) => format!("Право первого хода: {} {a} + рейтинг {rating_a}, {} {b} + рейтинг {rating_b}.", s(&Side::A), s(&Side::B)),
            (TurnStarted { turn, active }, Lang::En) => format!("Turn {turn}: {} act.", s(active)),
            (TurnStarted { turn, active }, Lang::Ru) => format!("Ход {turn}: действуют {}.", lower(s(active))),
            (ArmySupported { side, morale }, Lang::En) => format!("{} support their broken army: morale now {}.", s(side), morale.iter().map(|(p, m)| format!("{m} for seat {}", p.seat.number())).collect::<Vec<_>>().join(", ")),
            (ArmySupported { side, morale }, Lang::Ru) => format!("{} поддерживают разбитую армию: боевой дух теперь {}.", s(side), morale.iter().map(|(p, m)| format!("{m} у места {}", p.seat.number())).collect::<Vec<_>>().join(", ")),
            (ArmyForfeited { player }, Lang::En) => format!("{}'s player {} forfeits: their army leaves the table.", s(&player.side), player.seat.number()),
            (ArmyForfeited { player }, Lang::Ru) => format!("Игрок {} ({}) выходит из боя: его армия покидает стол.", player.seat.number(), lower(s(&player.side))),
            (PartStarted { player }, Lang::En) => format!("{}'s player {} takes up the turn.", s(&player.side), player.seat.number()),
            (PartStarted { player }, Lang::Ru) => format!("Ход продолжает игрок {} ({}).", player.seat.number(), lower(s(&player.side))),
            (BombardmentDice { battery, power, modifiers, dice, .. }, Lang::En) => format!("{} bombards: power {power}, {}, {}.", unit_name(*battery), modifier_words(modifiers, lang), en_count(*dice, Noun::Die)),
            (BombardmentDice { battery, power, modifiers, dice, .. }, Lang::Ru) => format!("{} ведёт бомбардировку: сила {power}, {}, {}.", subject(*battery), modifier_words(modifiers, lang), count_noun(lang, i64::from(*dice), Noun::Die)),
            (BombardmentRolled { rolled, total, losses, target, .. }, Lang::En) => format!("{}Bombardment roll [{}] = {total}: {} to take.", on_player(*target, lang), list(rolled), en_count(*losses, Noun::Loss)),
            (BombardmentRolled { rolled, total, losses, target, .. }, Lang::Ru) => format!("{}Бросок бомбардировки [{}] = {total}: потерь {losses}.", on_player(*target, lang), list(rolled)),
            (ActionDiceRolled { side, dice, .. }, Lang::En) => format!("{} roll action dice: {}.", s(side), list(dice)),
            (ActionDiceRolled { side, dice, .. }, Lang::Ru) => format!("{} бросают кубики действий: {}.", s(side), list(dice)),
            (CommanderRisked { die, .. }, Lang::En) => format!("The commander takes a risk for a 1 and rolls one more die: {die}."),
            (CommanderRisked { die, .. }, Lang::Ru) => format!("Полководец рискует ради единицы и добрасывает кубик: {die}."),
            (ScenarioPhaseAdvanced { phase, .. }, Lang::En) => format!("The scenario moves on to phase {phase}."),
            (ScenarioPhaseAdvanced { phase, .. }, Lang::Ru) => format!("Сценарий переходит к фазе {phase}."),
            (DiePlaced { side, seat, die, slot, replaced }, Lang::En) => format!("A {die} goes on {}{}.", slot_name(slot, Some(PlayerId::new(*side, *seat)), names), replaced.map(|r| format!(", replacing a {r}")).unwrap_or_default()),
            (DiePlaced { side, seat, die, slot, replaced }, Lang::Ru) => format!("Кубик {die} ставится на {}{}.", slot_name(slot, Some(PlayerId::new(*side, *seat)), names), replaced.map(|r| format!(" вместо {r}")).unwrap_or_default()),
            (ActionPlayed { side, seat, action, die, .. }, Lang::En) => format!("{} play {} with a {die}.", s(side), names.action(PlayerId::new(*side, *seat), *action)),
            (ActionPlayed { side, seat, action, die, .. }, Lang::Ru) => format!("{} разыгрывают {} с кубиком {die}.", s(side), names.action(PlayerId::new(*side, *seat), *action)),
            (Activated { units: u, .. }, Lang::En) => format!("Activated: {}.", units(u)),
            (Activated { units: u, .. }, Lang::Ru) => format!("Активированы: {}.", units(u)),
            (UnitMoved { unit, distance, to, .. }, Lang::En) => format!("{} moves {} UW to {}.", unit_name(*unit), fixed(*distance, 1), names.point(*to)),
            (UnitMoved { unit, distance, to, .. }, Lang::Ru) => format!("{} проходит {} UW до {}.", subject(*unit), fixed(*distance, 1), names.point(*to)),
            (CommanderMoved { commander: commander_id, to, .. }, Lang::En) => format!("{} rides to {}.", commander(commander_id), names.point(*to)),
            (CommanderMoved { commander: commander_id, to, .. }, Lang::Ru) => format!("{} перемещается в {}.", commander(commander_id), names.point(*to)),
            (CommanderDisplaced { commander: commander_id, to, .. }, Lang::En) => format!("{} makes way, to {}.", commander(commander_id), names.point(*to)),
            (CommanderDisplaced { commander: commander_id, to, .. }, Lang::Ru) => format!("{} уступает место и смещается в {}.", commander(commander_id), names.point(*to)),
            (ActionsCleared { dice: 0, .. }, Lang::En) => "The actions end.".to_owned(),
            (ActionsCleared { dice, .. }, Lang::En) => format!("The actions end and the board is cleared of {}.", en_count(*dice, Noun::Die)),
            (ActionsCleared { dice: 0, .. }, Lang::Ru) => "Действия окончены.".to_owned(),
            (ActionsCleared { dice, .. }, Lang::Ru) => format!("Действия окончены, с планшета снято кубиков: {dice}."),
            (CommanderAtRisk { commander: commander_id, roll, falls_on, fell }, Lang::En) => format!("{} is at risk: rolls {roll} (falls on {falls_on} or less){}.", commander(commander_id), if *fell { " and is taken out of action" } else { " and is unhurt" }),
            (CommanderAtRisk { commander: commander_id, roll, falls_on, fell }, Lang::Ru) => format!("{} в опасности: выпало {roll} (выбывает на {falls_on} и меньше){}.", commander(commander_id), if *fell { " — выведен из строя" } else { " — невредим" }),
            (CommanderFell { side, new_level, .. }, Lang::En) => format!("{} lose their commander; a substitute of level {new_level} takes over.", s(side)),
            (CommanderFell { side, new_level, .. }, Lang::Ru) => format!("{} теряют полководца; командование принимает заместитель уровня {new_level}.", s(side)),
            (SubCommanderRemoved { commander: commander_id, .. }, Lang::En) => format!("{} leaves the battle.", commander(commander_id)),
            (SubCommanderRemoved { commander: commander_id, .. }, Lang::Ru) => format!("{} покидает поле боя.", commander(commander_id)),
            (CombatMarkerPlaced { at, brings_in, .. }, Lang::En) => format!("A combat marker goes down at ({}, {}), bringing in {}.", fixed(at.x, 2), fixed(at.y, 2), units(brings_in)),
            (CombatMarkerPlaced { at, brings_in, .. }, Lang::Ru) => format!("Маркер боя ставится в ({}, {}); в бой вступают: {}.", fixed(at.x, 2), fixed(at.y, 2), units(brings_in)),
            (CombatBegan { units: u, .. }, Lang::En) => format!("A combat is fought: {}.", units(u)),
            (CombatBegan { units: u, .. }, Lang::Ru) => format!("Идёт бой: {}.", units(u)),
            (TacticPlayed { side, seat, tactic, die, units: u }, Lang::En) => format!("{} play {} with a {die} on {}.", s(side), names.tactic(PlayerId::new(*side, *seat), *tactic), if u.is_empty() { "the whole side".to_owned() } else { units(u) }),
            (TacticPlayed { side, seat, tactic, die, units: u }, Lang::Ru) => format!("{} разыгрывают {} с кубиком {die}: {}.", s(side), names.tactic(PlayerId::new(*side, *seat), *tactic), if u.is_empty() { "на всю сторону".to_owned() } else { units(u) }),
            (TacticCancelled { side, seat, tactic }, Lang::En) => format!("{} of {} is cancelled.", names.tactic(PlayerId::new(*side, *seat), *tactic), s(side)),
            (TacticCancelled { side, seat, tactic }, Lang::Ru) => format!("Тактика {} ({}) отменена.", names.tactic(PlayerId::new(*side, *seat), *tactic), lower(s(side))),
            (CombatRolled(r), Lang::En) => format!("{}: {} ({}, {}) roll [{}], keep [{}]; strength {} and bonus {}: result {}.", s(&r.side), en_count(r.dice, Noun::Die), en_count(r.advantages, Noun::Advantage), en_count(r.disadvantages, Noun::Disadvantage), list(&r.rolled), list(&r.kept), r.strength, r.bonus, r.result),
            (CombatRolled(r), Lang::Ru) => format!("{}: кубиков {} (преимуществ {}, затруднений {}), выпало [{}], остаётся [{}]; сила {} и бонус {}: результат {}.", s(&r.side), r.dice, r.advantages, r.disadvantages, list(&r.rolled), list(&r.kept), r.strength, r.bonus, r.result),
            (HitsScored { on, hits }, Lang::En) => format!("{} take {}.", s(on), en_count(*hits, Noun::Hit)),
            (HitsScored { on, hits }, Lang::Ru) => format!("{} получают попаданий: {hits}.", s(on)),
            (HitsAllocated { hits, .. }, Lang::En) => format!("Hits go to {}.", hits.iter().map(|(u, n)| format!("{} ×{n}", unit_name(*u))).collect::<Vec<_>>().join(", ")),
            (HitsAllocated { hits, .. }, Lang::Ru) => format!("Попадания получают: {}.", hits.iter().map(|(u, n)| format!("{} ×{n}", unit_name(*u))).collect::<Vec<_>>().join(", ")),
            (HitIgnored { unit, emplacement }, Lang::En) => format!("{} ignores a hit{}.", unit_name(*unit), if *emplacement { " behind its emplacement" } else { "" }),
            (HitIgnored { unit, emplacement }, Lang::Ru) => format!("{} не замечает попадания{}.", subject(*unit), if *emplacement { " благодаря укреплению" } else { "" }),
            (RetreatRolled { unit, distance }, Lang::En) => format!("{} will retreat {distance} UW.", unit_name(*unit)),
            (RetreatRolled { unit, distance }, Lang::Ru) => format!("{} отступит на {distance} UW.", subject(*unit)),
            (UnitRetreated { unit, distance, direction, .. }, Lang::En) => format!("{} retreats {} UW {}.", unit_name(*unit), fixed(*distance, 1), match direction { RetreatDirection::Back => "straight back", RetreatDirection::TowardsOwnEdge => "towards its own edge" }),
            (UnitRetreated { unit, distance, direction, .. }, Lang::Ru) => format!("{} отступает на {} UW {}.", subject(*unit), fixed(*distance, 1), match direction { RetreatDirection::Back => "строго назад", RetreatDirection::TowardsOwnEdge => "к своему краю стола" }),
            (UnitStayed { unit }, Lang::En) => format!("{} retreats 0 and stays where it is.", unit_name(*unit)),
            (UnitStayed { unit }, Lang::Ru) => format!("{} отступает на 0 и остаётся на месте.", subject(*unit)),
            (DisciplineTest { unit, roll, bonus, needed, passed, reroll }, Lang::En) => format!("{} tests discipline{}: {roll}{bonus:+} against {needed}+: {}.", unit_name(*unit), if *reroll { " again" } else { "" }, if *passed { "passed" } else { "failed" }),
            (DisciplineTest { unit, roll, bonus, needed, passed, reroll }, Lang::Ru) => format!("{} проходит тест на дисциплину{}: {roll}{bonus:+} против {needed}+: {}.", subject(*unit), if *reroll { " повторно" } else { "" }, if *passed { "пройден" } else { "провален" }),
            (UnitBroken { unit, reason, .. }, Lang::En) => format!("{} is broken{}.", unit_name(*unit), match reason { BreakReason::FailedDiscipline => "", BreakReason::FailedRetreat => " in its retreat" }),
            (UnitBroken { unit, reason, .. }, Lang::Ru) => format!("{} уничтожен{}.", subject(*unit), match reason { BreakReason::FailedDiscipline => "", BreakReason::FailedRetreat => " при отступлении" }),
            (CombatPriceRaised { price, .. }, Lang::En) => format!("The combat's price rises to {price}."),
            (CombatPriceRaised { price, .. }, Lang::Ru) => format!("Цена боя растёт до {price}."),
            (CombatWon { winner, price, .. }, Lang::En) => format!("{} hold the field; the combat was worth {price}.", s(winner)),
            (CombatWon { winner, price, .. }, Lang::Ru) => format!("{} удерживают поле; цена боя {price}.", s(winner)),
            (CombatDissolved { .. }, Lang::En) => "No one is left in the combat; its marker is taken away.".to_owned(),
            (CombatDissolved { .. }, Lang::Ru) => "В бою никого не осталось; маркер убран.".to_owned(),
            (MoraleLost { side, amount, left, .. }, Lang::En) => format!("{} lose {amount} morale ({left} left).", s(side)),
            (MoraleLost { side, amount, left, .. }, Lang::Ru) => format!("{} теряют {amount} боевого духа (осталось {left}).", s(side)),
            (GoldfishDecided { reason, .. }, _) => goldfish_reason(reason, names),
            (GeneralDecided { side, said }, Lang::En) => format!("{} general: {}.", s(side), said.get(lang)),
            (GeneralDecided { side, said }, Lang::Ru) => format!("Генерал {}: {}.", match side { Side::A => "синих", Side::B => "красных" }, said.get(lang)),
            (PassedByItself { side, why: PassReason::NothingEngaged }, Lang::En) => format!("{}: no unit is engaged with an enemy, so there is no combat this turn.", s(side)),
            (PassedByItself { side, why: PassReason::NothingEngaged }, Lang::Ru) => format!("{}: ни один отряд не в огневом контакте с противником, сражений в этот ход нет.", s(side)),
            (PassedByItself { side, why: PassReason::NoBatteryCanBombard }, Lang::En) => format!("{}: no battery may bombard this turn (each is in a village, very broken ground or cover, engaged, or has no enemy in its arc and range), so there is no bombardment.", s(side)),
            (PassedByItself { side, why: PassReason::NoBatteryCanBombard }, Lang::Ru) => format!("{}: ни одна батарея не может вести бомбардировку в этот ход (каждая в деревне, очень трудном ландшафте или укрытии, в огневом контакте или без противника в секторе и пределах дальности), бомбардировки нет.", s(side)),
            (ConditionSettled { condition, option, roll }, _) => {
                let (name, option) = names.condition(*condition, *option);
                match (roll, lang) {
                    (Some(die), Lang::En) => format!("{name}: the die shows {die}: {option}."),
                    (Some(die), Lang::Ru) => format!("{name}: на кубике {die} — {option}."),
                    (None, Lang::En) => format!("{name}: {option}, as chosen."),
                    (None, Lang::Ru) => format!("{name}: {option} — по выбору."),
                }
            }
            (ObjectiveActivated { objective }, Lang::En) => format!("{} now counts towards victory.", upper_first(&names.objective(*objective))),
            (ObjectiveActivated { objective }, Lang::Ru) => format!("Цель «{}» теперь засчитывается для победы.", names.objective(*objective)),
            (ReinforcementsDue { side, units: ids }, Lang::En) => format!("{}'s reinforcements are near: {} will arrive at the start of their next turn.", s(side), units(ids)),
            (ReinforcementsDue { side, units: ids }, Lang::Ru) => format!("Подкрепления {} на подходе: {} выйдут на стол в начале их следующего хода.", names.of_side(*side), units(ids)),
            (ReinforcementsArrived { side, units: ids }, Lang::En) => format!("{}'s reinforcements arrive: {}.", s(side), units(ids)),
            (ReinforcementsArrived { side, units: ids }, Lang::Ru) => format!("Прибывают подкрепления {}: {}.", names.of_side(*side), units(ids)),
            (ScenarioJudged { decided_by }, _) => scenario_judgement(decided_by.as_ref(), names),
            (GameEnded { winner, kind }, Lang::En) => match winner {
                Some(w) => format!("{} win a {} victory.", s(w), match kind { VictoryKind::Decisive | VictoryKind::ArmyGone => "decisive", _ => "marginal" }),
                None => "The battle ends in a draw.".to_owned(),
            },
            (GameEnded { winner, kind }, Lang::Ru) => match winner {
                Some(w) => format!("{} одерживают {} победу.", s(w), match kind { VictoryKind::Decisive | VictoryKind::ArmyGone => "решительную", _ => "частичную" }),
                None => "Сражение заканчивается вничью.".to_owned(),
            },
        }
    }
}

/// Why the scenario's end went as it did, in a sentence.
fn scenario_judgement(decided_by: Option<&(Measure, PerSide<u64>)>, names: &Names) -> String {
    let Some((measure, figures)) = decided_by else {
        return names
            .pick(
                "The scenario ends with the sides level on everything it counts.",
                "Сценарий окончен, и стороны равны во всём, что он учитывает.",
            )
            .to_owned();
    };
    let (a, b) = (figures[Side::A], figures[Side::B]);
    match (measure, names.lang()) {
        (Measure::Objectives, Lang::En) => {
            format!("The scenario ends: objectives held, worth {a} to Blue and {b} to Red.")
        }
        (Measure::Objectives, Lang::Ru) => {
            format!("Сценарий окончен: удержанные цели стоят {a} у синих и {b} у красных.")
        }
        (Measure::MoraleKept, Lang::En) => format!(
            "The scenario ends: Blue kept {}% of their morale, Red {}%.",
            a / 10_000,
            b / 10_000
        ),
        (Measure::MoraleKept, Lang::Ru) => format!(
            "Сценарий окончен: синие сохранили {}% боевого духа, красные — {}%.",
            a / 10_000,
            b / 10_000
        ),
        (Measure::UnitsBroken, Lang::En) => {
            format!("The scenario ends: Blue broke {a} enemy units, Red {b}.")
        }
        (Measure::UnitsBroken, Lang::Ru) => {
            format!("Сценарий окончен: синие разбили отрядов противника: {a}, красные — {b}.")
        }
    }
}

/// `n` and its noun in English, singular or plural.
fn en_count(n: impl Into<i64>, noun: Noun) -> String {
    count_noun(Lang::En, n.into(), noun)
}

/// A number with its sign, the minus a real one: "+1", "−2", "0".
pub(crate) fn signed(n: i32) -> String {
    match n.cmp(&0) {
        std::cmp::Ordering::Greater => format!("+{n}"),
        std::cmp::Ordering::Less => format!("\u{2212}{}", n.unsigned_abs()),
        std::cmp::Ordering::Equal => "0".to_owned(),
    }
}

/// A bombardment modifier by name, with its value: "all cavalry or guns −1".
fn modifier_name(modifier: BombardModifier, lang: Lang) -> String {
    let value = signed(modifier.value());
    match (modifier, lang) {
        (BombardModifier::Contact, Lang::En) => format!("units in contact {value}"),
        (BombardModifier::Contact, Lang::Ru) => format!("отряды в контакте {value}"),
        (BombardModifier::Village, Lang::En) => format!("in a village {value}"),
        (BombardModifier::Village, Lang::Ru) => format!("в деревне {value}"),
        (BombardModifier::MoreThan { units }, Lang::En) => {
            format!("more than {units} units {value}")
        }
        (BombardModifier::MoreThan { units }, Lang::Ru) => {
            format!("больше {units} отрядов {value}")
        }
        (BombardModifier::AllEmplaced, Lang::En) => format!("all in emplacements {value}"),
        (BombardModifier::AllEmplaced, Lang::Ru) => format!("все в укреплениях {value}"),
        (BombardModifier::AllMountedOrGuns, Lang::En) => format!("all cavalry or guns {value}"),
        (BombardModifier::AllMountedOrGuns, Lang::Ru) => format!("только конница и пушки {value}"),
        (BombardModifier::Conditions { .. }, Lang::En) => {
            format!("the scenario's conditions {value}")
        }
        (BombardModifier::Conditions { .. }, Lang::Ru) => format!("условия сценария {value}"),
    }
}

/// A battery's modifiers: their sum and each by name, "modifiers −1 (all
/// cavalry or guns −1)"; or that there are none.
fn modifier_words(modifiers: &[BombardModifier], lang: Lang) -> String {
    if modifiers.is_empty() {
        return lang.pick("no modifiers", "без поправок").to_owned();
    }
    let named = modifiers
        .iter()
        .map(|m| modifier_name(*m, lang))
        .collect::<Vec<_>>()
        .join(", ");
    let total = signed(BombardModifier::total(modifiers));
    format!("{} {total} ({named})", lang.pick("modifiers", "поправки"))
}

/// Columns as "1: Line infantry 3, Hussars 5; 2: —".
fn column_list(columns: &[Vec<TableUnitId>], names: &Names) -> String {
    columns
        .iter()
        .enumerate()
        .map(|(k, units)| {
            let members = if units.is_empty() {
                "—".to_owned()
            } else {
                names.units(units)
            };
            format!("{}: {members}", k + 1)
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The goldfish's reason, as the log says it.
fn goldfish_reason(reason: &GoldfishReason, names: &Names) -> String {
    let lang = names.lang();
    let unit_name = |u: TableUnitId| names.unit(u);
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
        (GoldfishReason::TableOrder { units }, Lang::En) => format!("The goldfish gives the hits to {}: the first of the equally close units.", names.units(units)),
        (GoldfishReason::TableOrder { units }, Lang::Ru) => format!("Мишень отдаёт попадания отрядам: {} — первым из одинаково близких.", names.units(units)),
        (GoldfishReason::MoraleForLoss { left: 0 | 1 }, Lang::En) => "The goldfish gives up a morale point for the last loss: none of its units could retreat without breaking.".to_owned(),
        (GoldfishReason::MoraleForLoss { left: 0 | 1 }, Lang::Ru) => "Мишень отдаёт очко боевого духа за последнюю потерю: ни один её отряд не может отступить, не погибнув.".to_owned(),
        (GoldfishReason::MoraleForLoss { left }, Lang::En) => format!("The goldfish gives up a morale point for one of the {left} losses left: none of its units could retreat without breaking."),
        (GoldfishReason::MoraleForLoss { left }, Lang::Ru) => format!("Мишень отдаёт очко боевого духа за одну из оставшихся потерь ({left}): ни один её отряд не может отступить, не погибнув."),
        (GoldfishReason::FirstOffered, Lang::En) => "The goldfish takes the choice the rules leave it.".to_owned(),
        (GoldfishReason::FirstOffered, Lang::Ru) => "Мишень делает выбор, который оставляют ей правила.".to_owned(),
        (GoldfishReason::Took { choice }, _) => goldfish_choice(choice, names),
        (GoldfishReason::SetUpByPlan { step }, _) => set_up_plan(*step, names),
    }
}

/// The first choice offered, which the goldfish took, by name.
fn goldfish_choice(choice: &GoldfishChoice, names: &Names) -> String {
    match (choice, names.lang()) {
        (GoldfishChoice::MarkerWhereRulesPlace { marker }, Lang::En) => format!(
            "The goldfish starts a combat: {} goes where the rules place it.",
            names.marker(*marker)
        ),
        (GoldfishChoice::MarkerWhereRulesPlace { marker }, Lang::Ru) => format!(
            "Мишень начинает бой: {} ставится туда, куда его помещают правила.",
            names.marker(*marker)
        ),
        (GoldfishChoice::OnToTheCombats, Lang::En) => {
            "The goldfish goes on to the combats already marked.".to_owned()
        }
        (GoldfishChoice::OnToTheCombats, Lang::Ru) => {
            "Мишень переходит к уже отмеченным боям.".to_owned()
        }
        (GoldfishChoice::LowestMarker { marker }, Lang::En) => format!(
            "The goldfish fights the combat of {} first: the lowest number.",
            names.marker(*marker)
        ),
        (GoldfishChoice::LowestMarker { marker }, Lang::Ru) => format!(
            "Мишень первым проводит бой с маркером № {}: у этого маркера наименьший номер.",
            marker.0 + 1
        ),
        (GoldfishChoice::NoTactic, Lang::En) => {
            "The goldfish plays no tactic: it never puts dice on them.".to_owned()
        }
        (GoldfishChoice::NoTactic, Lang::Ru) => {
            "Мишень не разыгрывает тактик: она никогда не ставит на них кубики.".to_owned()
        }
        (GoldfishChoice::FirstAt { step }, Lang::En) => format!(
            "The goldfish takes the first choice the rules offer at this step ({}).",
            step_name(*step, names)
        ),
        (GoldfishChoice::FirstAt { step }, Lang::Ru) => format!(
            "Мишень делает первый выбор, который правила предлагают на этом шаге ({}).",
            step_name(*step, names)
        ),
    }
}

/// The goldfish's fixed plan for a step of the pre-game sequence.
fn set_up_plan(step: StepKind, names: &Names) -> String {
    let (en, ru) = match step {
        StepKind::Columns => ("The goldfish forms its columns by arm: cavalry on the wings, the foot in the middle.", "Мишень делит армию на колонны по родам войск: конница на флангах, пехота и пушки в центре."),
        StepKind::FirstPlayer => ("The goldfish lets its opponent go first: it never acts in its own turns.", "Мишень уступает первый ход: в свои ходы она не действует."),
        StepKind::Terrain => ("The goldfish sets up each element at the first free spot of its quarter, from the middle out.", "Мишень ставит каждый элемент на первое свободное место своей четверти, начиная с середины."),
        StepKind::Emplacements => ("The goldfish digs its guns in first, on the front edge of its zone.", "Мишень ставит в укрепления сначала пушки, у переднего края своей зоны."),
        StepKind::ColumnMarkers => ("The goldfish spreads its column markers evenly across its zone.", "Мишень расставляет маркеры колонн равномерно по своей зоне."),
        StepKind::Deployment => ("The goldfish sets each column in lines around its marker: guns in front, then infantry, then cavalry.", "Мишень строит каждую колонну линиями вокруг маркера: пушки впереди, за ними пехота, затем конница."),
        StepKind::Commanders => ("The goldfish places its commander behind the middle of its army.", "Мишень ставит полководца позади середины своей армии."),
        _ => ("The goldfish takes the choice the rules leave it.", "Мишень делает выбор, который оставляют ей правила."),
    };
    names.pick(en, ru).to_owned()
}

/// A place on a side's board: the action or tactic by its name.
fn slot_name(slot: &Slot, player: Option<PlayerId>, names: &Names) -> String {
    match (slot, player) {
        (Slot::Action(k), Some(player)) => names.action(player, *k),
        (Slot::Tactic(k), Some(player)) => names.tactic(player, *k),
        (Slot::Action(k), None) => format!("{} {}", names.pick("action", "действие"), k + 1),
        (Slot::Tactic(k), None) => format!("{} {}", names.pick("tactic", "тактику"), k + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_battery_without_modifiers_says_so_and_signs_use_a_real_minus() {
        assert_eq!(modifier_words(&[], Lang::En), "no modifiers");
        assert_eq!(modifier_words(&[], Lang::Ru), "без поправок");
        assert_eq!(signed(-2), "\u{2212}2");
        assert_eq!(signed(3), "+3");
        assert_eq!(signed(0), "0");
        let three = [
            BombardModifier::Village,
            BombardModifier::MoreThan { units: 10 },
            BombardModifier::AllEmplaced,
        ];
        assert_eq!(
            modifier_words(&three, Lang::En),
            "modifiers +1 (in a village +1, more than 10 units +1, all in emplacements \u{2212}1)"
        );
        assert_eq!(
            modifier_words(&three, Lang::Ru),
            "поправки +1 (в деревне +1, больше 10 отрядов +1, все в укреплениях \u{2212}1)"
        );
    }

    #[test]
    fn each_choice_the_goldfish_takes_is_named_in_both_languages() {
        use crate::engine::MarkerId;
        let choices = [
            GoldfishChoice::MarkerWhereRulesPlace {
                marker: MarkerId(1),
            },
            GoldfishChoice::OnToTheCombats,
            GoldfishChoice::LowestMarker {
                marker: MarkerId(0),
            },
            GoldfishChoice::NoTactic,
            GoldfishChoice::FirstAt {
                step: StepKind::Tactics,
            },
        ];
        let said = |lang| {
            choices
                .iter()
                .map(|c| goldfish_choice(c, &Names::plain(lang)))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            said(Lang::En),
            [
                "The goldfish starts a combat: combat marker 2 goes where the rules place it.",
                "The goldfish goes on to the combats already marked.",
                "The goldfish fights the combat of combat marker 1 first: the lowest number.",
                "The goldfish plays no tactic: it never puts dice on them.",
                "The goldfish takes the first choice the rules offer at this step (tactics).",
            ]
        );
        assert_eq!(
            said(Lang::Ru),
            [
                "Мишень начинает бой: маркер боя 2 ставится туда, куда его помещают правила.",
                "Мишень переходит к уже отмеченным боям.",
                "Мишень первым проводит бой с маркером № 1: у этого маркера наименьший номер.",
                "Мишень не разыгрывает тактик: она никогда не ставит на них кубики.",
                "Мишень делает первый выбор, который правила предлагают на этом шаге (тактики).",
            ]
        );
    }
}
