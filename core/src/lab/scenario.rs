//! A scenario in the lab, read in two places so that the page's bundle
//! carries neither the scenarios' reader and checks nor a scenario's
//! set-up (tens of KB gzipped): the page reads of each file only what the
//! picker and the plan's checks need ([`ScenarioSummary`]); the plan
//! carries the file and the armies ([`PlannedScenario`]) to the lab's
//! worker, which reads the scenario whole against the lists and sets up
//! every game by it ([`LabPlan::set_up_scenario`]).

use super::{error_side, matchup, LabError, LabList, LabPlan, LabPlayers, LabRequest, LabTable};
use crate::army_list::ids::EraId;
use crate::army_list::Catalog;
use crate::engine::{PerSide, Side, Table};
use crate::game::scenario::scenario_setup;
use crate::game::setup::{GameOptions, GameSetup};
use crate::i18n::{Lang, Text};
use crate::roster::Roster;
use crate::scenario::{
    parse_scenario, Measure, Scenario, TerrainSpec, VictoryRules, PITCHED_BATTLE,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What the lab's page knows of a scenario file: enough to offer it, to
/// check a choice of it, and to say how its games end.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScenarioSummary {
    pub id: String,
    pub name: Text,
    /// The era its armies come from; none: any era.
    pub era: Option<EraId>,
    /// Whether it fixes either side's army (a historical battle).
    pub fixes_armies: bool,
    /// What the scenario calls each side, where it names them.
    pub sides: PerSide<Option<Text>>,
    /// The phase whose reaching ends the game, if an event ends it.
    pub end_phase: Option<u32>,
    /// Who wins a game that ends other than by morale: the measures in
    /// order, then the side named when all are equal (none: a draw).
    pub measures: Vec<Measure>,
    pub otherwise: Option<Side>,
    /// The file as it was read, for the worker to read whole.
    pub text: String,
}

impl ScenarioSummary {
    /// The summary of a scenario file's text; `None` unless it is an object
    /// with an id and a name. Nothing else is checked here: the worker
    /// reads the file whole and refuses it, with its problems, if it is
    /// not sound.
    pub fn read(text: &str) -> Option<ScenarioSummary> {
        let file: Value = serde_json::from_str(text).ok()?;
        let text_at = |at: &str| file.pointer(at).and_then(|v| Text::deserialize(v).ok());
        let present = |at: &str| file.pointer(at).is_some_and(|v| !v.is_null());
        let events = file.get("events").and_then(Value::as_array);
        let end_phase = (events.into_iter().flatten())
            .filter(|e| e.get("what").and_then(Value::as_str) == Some("game_ends"))
            .filter_map(|e| u32::try_from(e.get("phase")?.as_u64()?).ok())
            .min();
        // As the reader takes it: no `victory`, the rulebook's; a `victory`
        // without measures, none.
        let victory = file.get("victory");
        let measures = match victory {
            None => VictoryRules::default().measures,
            Some(victory) => (victory.get("measures").and_then(Value::as_array))
                .into_iter()
                .flatten()
                .filter_map(|m| Measure::deserialize(m).ok())
                .collect(),
        };
        let otherwise = victory
            .and_then(|v| v.get("otherwise"))
            .and_then(|s| Side::deserialize(s).ok());
        Some(ScenarioSummary {
            id: file.get("id")?.as_str()?.to_owned(),
            name: text_at("/name")?,
            era: file.get("era").and_then(Value::as_str).map(EraId::new),
            fixes_armies: present("/sides/a/army") || present("/sides/b/army"),
            sides: PerSide::new(text_at("/sides/a/name"), text_at("/sides/b/name")),
            end_phase,
            measures,
            otherwise,
            text: text.to_owned(),
        })
    }
}

/// One series' two armies: its list (on the plan's side in its even
/// games) and the army it meets, each with the name the lab gives it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeriesArmies {
    pub list: (LabList, Roster),
    pub other: (LabList, Roster),
}

/// The scenario a plan plays: the summary it was chosen by (with its
/// file), each series' armies, and the lab's table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlannedScenario {
    pub summary: ScenarioSummary,
    pub armies: Vec<SeriesArmies>,
    pub table: LabTable,
}

/// The scenario a request names, checked: none for the standard game (no
/// id, or the pitched battle's, which is the standard game as the lab has
/// always played it); otherwise its summary, with a refusal pushed for
/// each reason a list cannot be tried in it.
pub(super) fn chosen<'a>(
    request: &LabRequest<'a>,
    era: Option<&EraId>,
    era_name: impl Fn(&EraId) -> Text,
    errors: &mut Vec<LabError>,
) -> Option<&'a ScenarioSummary> {
    let id = request.scenario.trim();
    if id.is_empty() || id == PITCHED_BATTLE {
        return None;
    }
    let Some(summary) = request.scenarios.iter().find(|s| s.id == id) else {
        errors.push(LabError::UnknownScenario { id: id.to_owned() });
        return None;
    };
    if summary.fixes_armies {
        errors.push(LabError::ScenarioFixesArmies {
            scenario: summary.name.clone(),
        });
    }
    if let (Some(wanted), Some(era)) = (&summary.era, era) {
        if wanted != era {
            errors.push(LabError::ScenarioOtherEra {
                scenario: summary.name.clone(),
                era: era_name(wanted),
            });
        }
    }
    Some(summary)
}

impl LabPlan {
    /// Sets the plan's games up by its scenario, if it has one: reads the
    /// file against `catalog`, and puts each series' setups (head to head,
    /// the swapped ones too) in place of the standard ones it was planned
    /// with. Every problem at once; on any, the plan is left as it was.
    pub fn set_up_scenario(&mut self, catalog: &Catalog) -> Result<(), Vec<LabError>> {
        let Some(planned) = &self.scenario else {
            return Ok(());
        };
        let file = format!("scenarios/{}.json", planned.summary.id);
        let scenario = parse_scenario(&file, &planned.summary.text, catalog)
            .map_err(|problems| vec![LabError::ScenarioNotRead { problems }])?;
        let scenario = as_played(scenario, planned.table);
        let options = matchup::options_of(self.players, self.side);
        let head_to_head = self.players != LabPlayers::AgainstGoldfish;
        let (mut setups, mut swapped, mut errors) = (Vec::new(), Vec::new(), Vec::new());
        for armies in &planned.armies {
            let set_up = |list_side| set_up(catalog, &scenario, armies, list_side, &options);
            match set_up(self.side) {
                Ok(setup) => setups.push(setup),
                Err(error) => errors.push(error),
            }
            if head_to_head {
                match set_up(self.side.opponent()) {
                    Ok(setup) => swapped.push(setup),
                    Err(error) => errors.push(error),
                }
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        self.setups = setups;
        self.swapped = swapped;
        Ok(())
    }
}

/// The scenario as the lab plays it: one whose terrain is the rulebook's
/// takes the lab's choice of an open table, as the game setup does.
fn as_played(mut scenario: Scenario, table: LabTable) -> Scenario {
    if scenario.terrain == TerrainSpec::ByTheRules && table == LabTable::Open {
        scenario.terrain = TerrainSpec::Open;
    }
    scenario
}

/// One game's setup: the series' list on `list_side`, the other army
/// opposite, on the standard table where the scenario names none.
fn set_up(
    catalog: &Catalog,
    scenario: &Scenario,
    armies: &SeriesArmies,
    list_side: Side,
    options: &GameOptions,
) -> Result<GameSetup, LabError> {
    let army = |side: Side| {
        let (_, roster) = if side == list_side {
            &armies.list
        } else {
            &armies.other
        };
        Some(roster.clone())
    };
    let players = PerSide::new(army(Side::A), army(Side::B));
    let table = Table::standard();
    scenario_setup(catalog, scenario, players, options.clone(), table, Lang::En).map_err(|error| {
        LabError::Setup {
            list: match error_side(&error) {
                Some(side) if side != list_side => armies.other.0,
                _ => armies.list.0,
            },
            error,
        }
    })
}
