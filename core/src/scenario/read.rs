//! Reading a scenario file: each part read on its own, so one broken event
//! does not hide the problems of the next; then the checks of meaning
//! ([`super::check`]) on everything that read.

use super::check::check_scenario;
use super::{
    Condition, FirstPlayerSpec, Objective, Scenario, ScenarioEvent, ScenarioKind, ScenarioSide,
    SetUp, TableSize, TerrainSpec, VictoryRules, PITCHED_BATTLE, SCENARIO_FORMAT,
};
use crate::army_list::parse::{read_entries, read_object, ObjectReader};
use crate::army_list::problem::{EntryKind, EntryRef, ListProblem, ProblemKind, ShapeError};
use crate::army_list::Catalog;
use crate::engine::{PerSide, Side};
use crate::i18n::Text;
use serde_json::{Map, Value};

/// Reads and checks one scenario file against the lists it draws on.
/// Every problem is reported at once, each naming its part and field.
pub fn parse_scenario(
    file: &str,
    text: &str,
    catalog: &Catalog,
) -> Result<Scenario, Vec<ListProblem>> {
    let object = read_object(file, text)?;
    let mut problems = Vec::new();
    let scenario = read_parts(file, &object, &mut problems);
    check_scenario(file, &scenario, catalog, &mut problems);
    if problems.is_empty() {
        Ok(scenario)
    } else {
        Err(problems)
    }
}

/// Every part that reads, so the checks of meaning see as much as they can:
/// a part that does not read is reported and stands in as its default,
/// a required text as a placeholder the checks pass over.
fn read_parts(
    file: &str,
    object: &Map<String, Value>,
    problems: &mut Vec<ListProblem>,
) -> Scenario {
    let mut reader = ObjectReader::new(file, EntryRef::FILE, object, problems);
    let format = reader.required::<u32>("format");
    let id = reader.required::<String>("id");
    let kind = reader.required::<ScenarioKind>("kind");
    let name = reader.required("name");
    let briefing = reader.required("briefing");
    let era = reader.optional("era");
    let points = reader.optional::<u32>("points");
    let sides = reader.optional::<Map<String, Value>>("sides");
    let table = reader.optional::<TableSize>("table");
    let terrain = reader.optional::<TerrainSpec>("terrain");
    let set_up = reader.optional::<SetUp>("set_up");
    let first_player = reader.optional::<FirstPlayerSpec>("first_player");
    let victory = reader.optional::<VictoryRules>("victory");
    let conditions = reader.array("conditions", false);
    let events = reader.array("events", false);
    let objectives = reader.array("objectives", false);
    reader.finish();

    if let Some(found) = format.filter(|f| *f != SCENARIO_FORMAT) {
        problems.push(ListProblem::new(
            file,
            EntryRef::FILE,
            "format",
            ProblemKind::UnsupportedVersion {
                found,
                supported: SCENARIO_FORMAT,
            },
        ));
    }
    let sides = read_sides(file, sides.as_ref(), problems);
    let conditions = only(read_entries::<Condition>(
        file,
        EntryKind::Condition,
        conditions,
        problems,
    ));
    let objectives = only(read_entries::<Objective>(
        file,
        EntryKind::Objective,
        objectives,
        problems,
    ));
    let events = only(read_entries::<ScenarioEvent>(
        file,
        EntryKind::ScenarioEvent,
        events,
        problems,
    ));
    let placeholder = || Text::new("-", "-");
    Scenario {
        id: id.unwrap_or_else(|| PITCHED_BATTLE.to_owned()),
        kind: kind.unwrap_or(ScenarioKind::Pitched),
        name: name.unwrap_or_else(placeholder),
        briefing: briefing.unwrap_or_else(placeholder),
        era,
        points,
        sides,
        table,
        terrain: terrain.unwrap_or(TerrainSpec::ByTheRules),
        set_up: set_up.unwrap_or(SetUp::Columns),
        first_player: first_player.unwrap_or(FirstPlayerSpec::Roll),
        conditions,
        events,
        objectives,
        victory: victory.unwrap_or_default(),
    }
}

fn only<T>(entries: Vec<(usize, T)>) -> Vec<T> {
    entries.into_iter().map(|(_, entry)| entry).collect()
}

/// The `sides` object: `a` and `b`, each optional.
fn read_sides(
    file: &str,
    sides: Option<&Map<String, Value>>,
    problems: &mut Vec<ListProblem>,
) -> PerSide<ScenarioSide> {
    let empty = Map::new();
    let sides = sides.unwrap_or(&empty);
    for key in sides.keys().filter(|k| !matches!(k.as_str(), "a" | "b")) {
        problems.push(ListProblem::new(
            file,
            EntryRef::FILE,
            "sides",
            ProblemKind::Shape(ShapeError::UnknownField { name: key.clone() }),
        ));
    }
    let mut read_one = |side: Side, key: &str| -> ScenarioSide {
        let index = if side == Side::A { 0 } else { 1 };
        let entry = EntryRef::new(EntryKind::ScenarioSide, index, Some(key));
        match sides.get(key) {
            None | Some(Value::Null) => ScenarioSide::default(),
            Some(Value::Object(part)) => {
                let mut reader = ObjectReader::new(file, entry, part, problems);
                let name = reader.optional("name");
                let zone = reader.optional("zone");
                let army = reader.optional("army");
                reader.finish();
                ScenarioSide { name, zone, army }
            }
            Some(_) => {
                problems.push(ListProblem::new(
                    file,
                    entry,
                    "",
                    ProblemKind::Shape(ShapeError::WrongType {
                        found: "a value".to_owned(),
                        expected: "an object".to_owned(),
                    }),
                ));
                ScenarioSide::default()
            }
        }
    };
    let a = read_one(Side::A, "a");
    let b = read_one(Side::B, "b");
    PerSide::new(a, b)
}
