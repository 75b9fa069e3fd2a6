//! What the table highlights at each step: batteries, targets, units that
//! may retreat, be activated or take hits, pieces that may be dragged.
//! Every highlight comes from the core's views and legal commands.

use clouds_core::{
    legal_turn_commands, CombatStage, Command, CommanderId, Game, MarkerPlacement, StepKind,
    TableUnitId,
};

/// The units and commanders the table marks now.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Highlights {
    /// Batteries that may bombard.
    pub batteries: Vec<TableUnitId>,
    /// Units a click chooses now: targets, units that may retreat or be
    /// activated, units that may take hits or have hits to resolve.
    pub choosable: Vec<TableUnitId>,
    /// Units activated and waiting to move: they may be dragged.
    pub movable: Vec<TableUnitId>,
    /// Commanders that may be dragged.
    pub commanders: Vec<CommanderId>,
    /// Where the combat marker may go (a choice when there are several).
    pub marker_spots: Vec<MarkerPlacement>,
    /// Each unit that activates a group, with the unit the core offers
    /// for that group: any unit of a formation activates it.
    pub activates: Vec<(TableUnitId, TableUnitId)>,
}

impl Highlights {
    /// The unit whose activation the core offers for `unit`'s group.
    pub fn activation_for(&self, unit: TableUnitId) -> Option<TableUnitId> {
        self.activates
            .iter()
            .find(|(member, _)| *member == unit)
            .map(|(_, offered)| *offered)
    }
}

/// What the table marks, for the game as it stands and the battery being
/// aimed, if any.
pub fn highlights(game: &Game, battery: Option<TableUnitId>) -> Highlights {
    let mut marks = Highlights::default();
    match game.step_kind() {
        StepKind::Bombardment => {
            let options = game.bombardment_options();
            marks.batteries = options.iter().map(|(b, _)| *b).collect();
            if let Some((_, targets)) = options.iter().find(|(b, _)| Some(*b) == battery) {
                marks.choosable = targets.clone();
            }
        }
        StepKind::BombardmentLosses => {
            if let Some(losses) = game.losses_in_play() {
                marks.choosable = losses.may_retreat;
            }
        }
        StepKind::InAction => {
            if let Some(action) = game.action_in_play() {
                marks.movable = action.waiting_to_move.clone();
                if let Some(_distance) = action.commander_distance {
                    marks.commanders = game
                        .commanders()
                        .iter()
                        .filter(|c| c.side == game.active())
                        .filter(|c| !action.commanders_moved.contains(&c.id))
                        .map(|c| c.id)
                        .collect();
                }
            }
            marks.activates = activations(game);
            marks.choosable = marks.activates.iter().map(|(member, _)| *member).collect();
        }
        StepKind::StartCombat => marks.marker_spots = game.marker_spots(),
        StepKind::AllocateHits | StepKind::ResolveHits => {
            if let Some(combat) = game.combat_in_play() {
                marks.choosable = match combat.stage {
                    CombatStage::AllocateHits { group, .. } => group,
                    _ => combat.hits.iter().map(|(u, _)| *u).collect(),
                };
            }
        }
        _ => {}
    }
    marks
}

/// Every unit of every group the core offers to activate, with the unit
/// offered for its group (the core offers one unit a formation).
fn activations(game: &Game) -> Vec<(TableUnitId, TableUnitId)> {
    legal_turn_commands(game)
        .into_iter()
        .filter_map(|c| match c {
            Command::Activate { unit } => Some(unit),
            _ => None,
        })
        .flat_map(|offered| {
            let group = game.activation_group(offered).unwrap_or_default();
            let members = if group.contains(&offered) {
                group
            } else {
                vec![offered]
            };
            members.into_iter().map(move |member| (member, offered))
        })
        .collect()
}
