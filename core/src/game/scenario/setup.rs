//! From a scenario and the players' armies to a game with the pre-game
//! sequence: the scenario's fixed armies stand in for the players' own,
//! its table, zones and terrain for the players' table, its first player
//! for the roll, its end for the game's phase limit.

use super::in_play::ScenarioInPlay;
use crate::army_list::sample::Sample;
use crate::army_list::{Catalog, SampleId};
use crate::engine::{PerSide, Side, Table, TerrainElement};
use crate::game::setup::{
    pregame_setup, FirstPlayer, GameOptions, GameSetup, SetupError, TerrainChoice,
};
use crate::i18n::Lang;
use crate::roster::{Roster, MAX_POINTS};
use crate::scenario::{FirstPlayerSpec, FixedArmy, Scenario, SetUp, TerrainSpec};

/// The game `scenario` sets up, with the players' armies where it fixes
/// none (`players[side]`; a side it fixes ignores the player's army).
/// `table` is the players' table, for a scenario that names none. Fixed
/// armies are named in `lang`.
pub fn scenario_setup(
    catalog: &Catalog,
    scenario: &Scenario,
    players: PerSide<Option<Roster>>,
    mut options: GameOptions,
    table: Table,
    lang: Lang,
) -> Result<GameSetup, SetupError> {
    let mut rosters = Vec::with_capacity(2);
    for (side, player) in players.into_iter().enumerate() {
        let side = if side == 0 { Side::A } else { Side::B };
        rosters.push(match &scenario.sides[side].army {
            Some(fixed) => fixed_roster(fixed, lang),
            None => player.ok_or(SetupError::NoArmy { side })?,
        });
    }
    let table = scenario_table(scenario, table);
    options.first = match scenario.first_player {
        FirstPlayerSpec::Roll => options.first,
        FirstPlayerSpec::A => FirstPlayer::Fixed(Side::A),
        FirstPlayerSpec::B => FirstPlayer::Fixed(Side::B),
    };
    options.phase_limit = scenario.end_phase().or(options.phase_limit);
    let terrain = terrain_choice(&scenario.terrain);
    let mut setup = pregame_setup(catalog, &rosters[0], &rosters[1], options, table, terrain)?;
    if let SetUp::SideFirst(side) = scenario.set_up {
        setup.deployed_first = side;
    }
    setup.scenario = Some(Box::new(ScenarioInPlay::of(scenario)));
    Ok(setup)
}

/// The scenario's table with its zones, or the players' table.
fn scenario_table(scenario: &Scenario, players: Table) -> Table {
    let table = match scenario.table {
        Some(size) => Table::new(size.width, size.depth),
        None => players,
    };
    if scenario.sides.values().any(|s| s.zone.is_some()) {
        let zones = PerSide::from_fn(|side| {
            let zone = scenario.zone(side);
            zone.unwrap_or_else(|| table.deployment_zone(side))
        });
        table.with_zones(zones)
    } else {
        table
    }
}

fn terrain_choice(terrain: &TerrainSpec) -> TerrainChoice {
    let elements = || {
        let fixed = terrain.fixed_elements().iter();
        fixed
            .map(|e| TerrainElement::new(e.kind, e.outline.clone()))
            .collect()
    };
    match terrain {
        TerrainSpec::ByTheRules => TerrainChoice::ByTheRules,
        TerrainSpec::Open => TerrainChoice::Open,
        TerrainSpec::Fixed { .. } => TerrainChoice::Layout(elements()),
        TerrainSpec::FixedAndRolled { .. } => TerrainChoice::LayoutAndRolled(elements()),
    }
}

impl Scenario {
    /// The army the scenario fixes for `side`, as a roster, if it fixes
    /// one.
    pub fn fixed_roster(&self, side: Side, lang: Lang) -> Option<Roster> {
        self.sides[side]
            .army
            .as_ref()
            .map(|army| fixed_roster(army, lang))
    }
}

/// A fixed army as a roster: history need not keep the list-building
/// rules, so its points limit is the highest there is.
fn fixed_roster(army: &FixedArmy, lang: Lang) -> Roster {
    let sample = Sample {
        id: SampleId::new("scenario"),
        name: army.name.clone(),
        description: army.name.clone(),
        points_limit: MAX_POINTS,
        commander: army.commander,
        units: army.units.clone(),
        assets: army.assets.clone(),
    };
    crate::roster::sample::roster_of(&sample, &army.faction, lang)
}
