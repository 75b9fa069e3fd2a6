//! A scenario in the lab, read in two places so that the page's bundle
//! carries neither the scenarios' reader and checks nor a scenario's
//! set-up (tens of KB gzipped): the page reads of each file only what the
//! picker and the plan's checks need ([`ScenarioSummary`]); the plan names
//! the file and carries the armies ([`PlannedScenario`]) to the lab's
//! worker, which reads the scenario whole against the lists and sets up
//! every game by it ([`LabPlan::set_up_scenario`]), and says what the plan
//! plays and how its games end (`LabPlan::played`, `LabPlan::ending`).

use super::{error_side, matchup, LabError, LabList, LabPlan, LabPlayers, LabRequest, LabTable};
use crate::army_list::ids::EraId;
use crate::army_list::problem::ListProblem;
use crate::army_list::Catalog;
use crate::engine::{PerSide, Side, Table};
use crate::game::scenario::{scenario_setup, ScenarioInPlay};
use crate::game::setup::{GameOptions, GameSetup, SetupError};
use crate::i18n::{Lang, Text};
use crate::roster::Roster;
use crate::scenario::{parse_scenario, Scenario, TerrainSpec, PITCHED_BATTLE, SCENARIO_FORMAT};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What the lab's page knows of a scenario file: enough to offer it and
/// to check a choice of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioSummary {
    pub id: String,
    pub name: Text,
    /// The era its armies come from; none: any era.
    pub era: Option<EraId>,
    /// Whether it fixes either side's army (a historical battle).
    pub fixes_armies: bool,
    /// Its file, relative to the scenarios' folder.
    pub file: String,
    /// The name it gives each side (the attacker, the defender), if any.
    pub side_names: PerSide<Option<Text>>,
}

/// A string field of a JSON object.
fn text_field<'v>(value: &'v Value, key: &str) -> Option<&'v str> {
    value.get(key)?.as_str()
}

impl ScenarioSummary {
    /// The files the scenarios' index names (its `scenarios`), if it is of
    /// the format this app reads.
    pub fn index_files(index: &str) -> Option<Vec<String>> {
        let index: Value = serde_json::from_str(index).ok()?;
        if index.get("format")?.as_u64()? != u64::from(SCENARIO_FORMAT) {
            return None;
        }
        let files = index.get("scenarios")?.as_array()?.iter();
        files.map(|f| f.as_str().map(str::to_owned)).collect()
    }

    /// The summary of the scenario file `file` (its text `text`); `None`
    /// unless it has an id and a name in both languages. Nothing else is
    /// checked here: the worker reads the file whole, and refuses it with
    /// its problems if it is not sound.
    pub fn read(file: &str, text: &str) -> Option<ScenarioSummary> {
        let scenario: Value = serde_json::from_str(text).ok()?;
        let name = scenario.get("name")?;
        let fixed = |side: &str| {
            let army = scenario.get("sides").and_then(|s| s.get(side)?.get("army"));
            army.is_some_and(|a| !a.is_null())
        };
        let side_name = |side: &str| {
            let name = scenario.get("sides")?.get(side)?.get("name")?;
            Some(Text::new(text_field(name, "en")?, text_field(name, "ru")?))
        };
        Some(ScenarioSummary {
            side_names: PerSide::new(side_name("a"), side_name("b")),
            id: text_field(&scenario, "id")?.to_owned(),
            name: Text::new(text_field(name, "en")?, text_field(name, "ru")?),
            era: text_field(&scenario, "era").map(EraId::new),
            fixes_armies: fixed("a") || fixed("b"),
            file: file.to_owned(),
        })
    }

    /// Whether a list of `era` can be tried in the scenario: it is of that
    /// era or any, and fixes no army (else `plan_lab` refuses it).
    pub fn open_to(&self, era: Option<&EraId>) -> bool {
        !self.fixes_armies && self.era.as_ref().is_none_or(|wanted| Some(wanted) == era)
    }
}

/// One series' two armies: its list (on the plan's side in its even
/// games) and the army it meets, each with the name the lab gives it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeriesArmies {
    pub list: (LabList, Roster),
    pub other: (LabList, Roster),
}

/// The scenario a plan plays: its id and file, each series' armies, and
/// the lab's table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlannedScenario {
    pub id: String,
    /// Its file, relative to the scenarios' folder, for the worker to read.
    pub file: String,
    pub armies: Vec<SeriesArmies>,
    pub table: LabTable,
}

/// Why the worker could not set a plan's games up by its scenario.
#[derive(Clone, Debug, PartialEq)]
pub enum ScenarioRefusal {
    /// The scenario's file, or the lists it is read against, did not read.
    NotRead { problems: Vec<ListProblem> },
    /// A game of the scenario cannot be set up with this army (on the
    /// scenario's table, in its zone).
    Setup { list: LabList, error: SetupError },
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
    /// scenario's file (its text `text`) against `catalog`, and puts each
    /// series' setups (head to head, the swapped ones too) in place of the
    /// standard ones it was planned with. Every problem at once; on any,
    /// the plan is left as it was.
    pub fn set_up_scenario(
        &mut self,
        catalog: &Catalog,
        text: &str,
    ) -> Result<(), Vec<ScenarioRefusal>> {
        let Some(planned) = &self.scenario else {
            return Ok(());
        };
        let file = format!("scenarios/{}", planned.file);
        let scenario = parse_scenario(&file, text, catalog)
            .map_err(|problems| vec![ScenarioRefusal::NotRead { problems }])?;
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

    /// The scenario the plan's games are set up by, once they are.
    pub fn scenario_played(&self) -> Option<&ScenarioInPlay> {
        self.setups.first()?.scenario.as_deref()
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
) -> Result<GameSetup, ScenarioRefusal> {
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
        ScenarioRefusal::Setup {
            list: match error_side(&error) {
                Some(side) if side != list_side => armies.other.0,
                _ => armies.list.0,
            },
            error,
        }
    })
}
