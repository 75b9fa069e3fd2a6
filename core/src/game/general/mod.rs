//! The general: a competent automatic player for a side that acts.
//!
//! It chooses only among commands the engine accepts: the legal-command
//! enumerator's offers, and a few more it builds and checks the same way
//! (moves towards a point, a battery's chosen target, the units of a group
//! that take hits). It is deterministic: the same game, the same decision.
//! Its heuristic, step by step (written out in `docs/RULES_NOTES.md`, "The
//! general"):
//!
//! - **Bombardment** ([`fight`]): every battery that may bombard does, at
//!   the formation it would roll the most dice against.
//! - **Bombardment losses**: a unit retreats if no distance its retreat
//!   may roll breaks it and not every one pushes it past friends (for a
//!   morale point); otherwise a morale point.
//! - **Action dice** ([`dice`]): never risks the commander; the highest die
//!   on the main move, a die on moving the commanders when the commander
//!   would reach more of the units waiting for orders elsewhere (the rally
//!   point, [`look`]), dice on tactics once the enemy is near, a march for
//!   formations still far off, the rest on the main move. The commander
//!   rides first, then the moves.
//! - **When to strike** ([`look`]): the army closes up to just beyond the
//!   enemy's fire and strikes once half its fighting units can reach the
//!   enemy, once it is fighting, in the last four turns, or at once against
//!   a goldfish (it never comes on, so waiting gains nothing).
//! - **Moves** ([`manoeuvre`]): formations already fighting stay; the
//!   others, nearest the enemy first, advance on one part of the enemy
//!   (the focus), each unit choosing its best planned move: ground gained,
//!   charges (more for flanks and for supporting friends already in the
//!   fight), the line kept. Guns close to bombardment range and stop.
//! - **Combat** ([`fight`]): the most promising combat first; every tactic
//!   that helps is played; hits go to the steadiest of equally close
//!   units; a hit unit retreats when the retreat is expected to cost less
//!   morale than the test ([`odds`]); a retreat goes the safest way.
//!
//! - **The pre-game sequence** ([`set_up`]): its own deployment plan
//!   ([`deploy`]: near-equal columns with the cavalry on the wings, spread
//!   across the zone, lines with room between the ranks, guns in front)
//!   played through the sequence's steps; the first player, terrain and
//!   emplacements by the documented pre-game policy (`pregame::policy`).
//!
//! Its speed (the lab plays a thousand games of it): it asks the
//! enumerator only at the decisions that choose among its offers; it works
//! out the commanders' view of the army (the rally point, who waits for
//! orders) only where dice are placed and commanders ride, and keeps it
//! while the table is unchanged; it works out its deployment plan once for
//! the sequence's steps. None of this changes a decision.

mod broken;
pub(crate) mod deploy;
mod dice;
mod fight;
mod look;
mod manoeuvre;
mod marshal;
pub(crate) mod odds;
pub(crate) mod reason;
mod reason_words;
mod recruit;
mod set_up;
pub(crate) mod strength;
pub(crate) mod style;

use super::command::Command;
use super::legal::legal_commands;
use super::player::AutoPlayer;
use super::step::Step;
use super::Game;
use crate::engine::{PerSide, Side, TableUnitId};
use broken::broken_army;
use look::{Snapshot, Staff, StaffView};
use manoeuvre::GroupMove;
use reason::GeneralReason;
use style::Style;

/// The general. It keeps only what it needs between two decisions of one
/// action (the move its group's first unit made) and, for each side, what
/// it worked out for one decision that the next can use again: its view of
/// the army for orders (the dice are placed one by one on an unchanged
/// table) and its deployment plan (played out over several steps).
#[derive(Clone, Debug, Default)]
pub struct General {
    group: PerSide<GroupMove>,
    staff: PerSide<Option<(Snapshot, Staff)>>,
    plans: set_up::Plans,
    style: Style,
    /// Units it never gives orders to while no enemy is near them (the
    /// recruit's forgotten wing; none for the veteran).
    neglected: Vec<TableUnitId>,
}

impl General {
    /// The veteran.
    pub fn new() -> General {
        General::default()
    }

    /// A general playing with `style`.
    pub(crate) fn with_style(style: Style) -> General {
        General {
            style,
            ..General::default()
        }
    }

    /// Plays on with `style` (the marshal's plan for a turn).
    pub(crate) fn set_style(&mut self, style: Style) {
        self.style = style;
    }

    /// Leaves `units` without orders while no enemy is near them.
    pub(crate) fn neglect(&mut self, units: Vec<TableUnitId>) {
        self.neglected = units;
    }
}

impl AutoPlayer for General {
    fn choose(&mut self, game: &Game) -> Option<Command> {
        self.decide(game).map(|(command, _)| command)
    }

    fn decide(&mut self, game: &Game) -> Option<(Command, GeneralReason)> {
        let side = game.decider()?;
        let offers = Offers::new(game);
        let choice = self.decide_for(game, side, &offers);
        // Everything the general builds is checked where it is built; an
        // offer of the enumerator is the last resort.
        choice.or_else(|| {
            offers
                .get()
                .first()
                .cloned()
                .map(|c| (c, GeneralReason::FirstOffered))
        })
    }
}

/// The legal-command enumerator's offers, asked for only by the
/// decisions that choose among them (enumerating costs: every offered
/// move is planned).
pub(crate) struct Offers<'a> {
    game: &'a Game,
    offers: std::cell::OnceCell<Vec<Command>>,
}

impl<'a> Offers<'a> {
    pub(crate) fn new(game: &'a Game) -> Offers<'a> {
        Offers {
            game,
            offers: std::cell::OnceCell::new(),
        }
    }

    pub(crate) fn get(&self) -> &[Command] {
        self.offers.get_or_init(|| legal_commands(self.game))
    }
}

impl General {
    fn decide_for(
        &mut self,
        game: &Game,
        side: Side,
        offers: &Offers,
    ) -> Option<(Command, GeneralReason)> {
        let style = self.style;
        match &game.state.step {
            Step::Over => None,
            Step::PreGame(pre) => set_up::decide(game, pre, &mut self.plans),
            Step::Reinforcements => Some((
                Command::PlaceReinforcements {
                    placements: crate::game::scenario::arrivals::by_policy(&game.state),
                },
                GeneralReason::NoChoice,
            )),
            Step::Bombardment => fight::bombard(game),
            Step::BombardmentLosses(losses) => fight::bombardment_loss(game, losses, offers.get()),
            Step::RollDice => Some((Command::RollActionDice, GeneralReason::NoChoice)),
            Step::Actions => {
                let staff = self.staff_of(game, side)?;
                dice::actions(game, side, offers.get(), &staff, &style)
            }
            Step::InAction(action) => {
                let orders = manoeuvre::Orders {
                    side,
                    style: &style,
                    neglected: &self.neglected,
                };
                let staff = &mut self.staff[side];
                manoeuvre::in_action(game, action, offers, &orders, &mut self.group[side], staff)
            }
            Step::StartCombat => Some((
                Command::StartCombat,
                GeneralReason::Combat(reason::CombatReason::MarkerWhereMost),
            )),
            Step::ChooseCombat => fight::choose_combat(game, offers.get(), side),
            Step::Combat(combat) => fight::combat(game, combat, offers, &style),
            Step::ArmyBroken(broken) => Some(broken_army(game, broken.player)),
        }
    }

    /// The side's view of the army for orders, worked out again only when
    /// the table changed since it was last worked out.
    fn staff_of<'a>(&'a mut self, game: &'a Game, side: Side) -> Option<StaffView<'a>> {
        look::staff_cached(&mut self.staff[side], game, side)
    }
}
