//! Every refusal is a sentence: one example of every variant of every kind
//! of refusal a player can meet, each said in English and in Russian,
//! naming what it concerns and holding no trace of Rust (no braces, no
//! paths, no type or variant names).
//!
//! Each `*_name` function below matches its enum exhaustively, so a new
//! variant does not compile until it is named here; the test then demands
//! an example of every name.

mod common;

use clouds_core::{
    CommanderId, Concern, Diagnostic, DiagnosticKind, FactionId, Field, Item, Lang, LayoutProblem,
    LinkError, MarkerId, MoveError, MoveInput, MoveLimit, Names, PlayerId, Point, PositionError,
    PreGameError, RetreatError, RuleError, Seat, SetupError, Severity, ShapeProblem, Side,
    StepKind, TableUnitId, TerrainKind, UnitId,
};

use clouds_core::testing::crowded_session;
use std::collections::BTreeSet;

fn u(n: u32) -> TableUnitId {
    TableUnitId(n)
}

fn rule_name(e: &RuleError) -> &'static str {
    use RuleError::*;
    match e {
        GameOver => "GameOver",
        NotYourTurn { .. } => "NotYourTurn",
        WrongPhase { .. } => "WrongPhase",
        DiceExhausted => "DiceExhausted",
        UnknownUnit { .. } => "UnknownUnit",
        NotYourUnit { .. } => "NotYourUnit",
        UnknownCommander { .. } => "UnknownCommander",
        UnknownAction { .. } => "UnknownAction",
        UnknownTactic { .. } => "UnknownTactic",
        UnknownMarker { .. } => "UnknownMarker",
        NotABattery { .. } => "NotABattery",
        BatteryNamedTwice { .. } => "BatteryNamedTwice",
        BatteryEngaged { .. } => "BatteryEngaged",
        BatteryInTerrain { .. } => "BatteryInTerrain",
        TargetOutOfReach { .. } => "TargetOutOfReach",
        NotClosestToBatteries { .. } => "NotClosestToBatteries",
        RetreatLimitReached { .. } => "RetreatLimitReached",
        AlreadyRetreated { .. } => "AlreadyRetreated",
        NotInTargetFormation { .. } => "NotInTargetFormation",
        RetreatTowardsBatteries { .. } => "RetreatTowardsBatteries",
        DiceAlreadyRolled => "DiceAlreadyRolled",
        NoRiskToTake => "NoRiskToTake",
        DieNotInPool { .. } => "DieNotInPool",
        NoSuchDieOnAction { .. } => "NoSuchDieOnAction",
        NoDieOnTactic { .. } => "NoDieOnTactic",
        RiskAfterPlacing => "RiskAfterPlacing",
        UnitAlreadyActivated { .. } => "UnitAlreadyActivated",
        NoActivationsLeft { .. } => "NoActivationsLeft",
        OutOfCommandRadius { .. } => "OutOfCommandRadius",
        DoesNotMatchFilter { .. } => "DoesNotMatchFilter",
        TooCloseToEnemy { .. } => "TooCloseToEnemy",
        NotActivated { .. } => "NotActivated",
        AlreadyMoved { .. } => "AlreadyMoved",
        WrongMovement { .. } => "WrongMovement",
        CommanderAlreadyMoved { .. } => "CommanderAlreadyMoved",
        NotThisAction => "NotThisAction",
        Move { .. } => "Move",
        NoMarkerNeeded => "NoMarkerNeeded",
        MarkerNotAtSpot { .. } => "MarkerNotAtSpot",
        AllyFoughtThem { .. } => "AllyFoughtThem",
        NoCombatHere { .. } => "NoCombatHere",
        TacticNotThisTurn { .. } => "TacticNotThisTurn",
        TooManyUnits { .. } => "TooManyUnits",
        NotInThisCombat { .. } => "NotInThisCombat",
        NamedTwice { .. } => "NamedTwice",
        NoTacticToCancel => "NoTacticToCancel",
        WrongTargets => "WrongTargets",
        BadAllocation { .. } => "BadAllocation",
        NoHitOn { .. } => "NoHitOn",
        PreGame { .. } => "PreGame",
        TurnMoveCap { .. } => "TurnMoveCap",
    }
}

fn rule_examples() -> Vec<RuleError> {
    use RuleError::*;
    vec![
        GameOver,
        NotYourTurn { expected: Side::B },
        WrongPhase {
            expected: StepKind::Actions,
            found: StepKind::Bombardment,
        },
        DiceExhausted,
        UnknownUnit { unit: u(99) },
        NotYourUnit { unit: u(30) },
        UnknownCommander {
            commander: CommanderId(9),
        },
        UnknownAction { action: 7 },
        UnknownTactic { tactic: 5 },
        UnknownMarker {
            marker: MarkerId(3),
        },
        NotABattery { unit: u(1) },
        BatteryNamedTwice { battery: u(2) },
        BatteryEngaged {
            battery: u(2),
            enemy: u(31),
        },
        BatteryInTerrain {
            battery: u(2),
            element: 1,
        },
        TargetOutOfReach {
            battery: u(2),
            target: u(31),
        },
        NotClosestToBatteries {
            unit: u(3),
            closest: u(4),
        },
        RetreatLimitReached {
            unit: u(3),
            limit: 2,
        },
        AlreadyRetreated { unit: u(3) },
        NotInTargetFormation { unit: u(5) },
        RetreatTowardsBatteries { unit: u(3) },
        DiceAlreadyRolled,
        NoRiskToTake,
        DieNotInPool { die: 6 },
        NoSuchDieOnAction { action: 0, die: 4 },
        NoDieOnTactic { tactic: 1 },
        RiskAfterPlacing,
        UnitAlreadyActivated { unit: u(1) },
        NoActivationsLeft { count: 0 },
        OutOfCommandRadius {
            unit: u(1),
            commander: CommanderId(1),
            radius: 3,
        },
        DoesNotMatchFilter { unit: u(1) },
        TooCloseToEnemy {
            unit: u(1),
            distance: 2.25,
            keep_away: 4,
        },
        NotActivated { unit: u(1) },
        AlreadyMoved { unit: u(1) },
        WrongMovement { unit: u(1) },
        CommanderAlreadyMoved {
            commander: CommanderId(1),
        },
        NotThisAction,
        Move {
            error: MoveError::NoSimpleMove { unit: u(2) },
        },
        NoMarkerNeeded,
        MarkerNotAtSpot {
            at: Point::new(4.0, 6.5),
            brings: 1,
            most: 3,
        },
        AllyFoughtThem {
            opponent: PlayerId::new(Side::B, Seat(1)),
        },
        NoCombatHere {
            marker: MarkerId(0),
        },
        TacticNotThisTurn { tactic: 0 },
        TooManyUnits {
            given: 4,
            allowed: 2,
        },
        NotInThisCombat { unit: u(7) },
        NamedTwice { unit: u(7) },
        NoTacticToCancel,
        WrongTargets,
        BadAllocation {
            group: vec![u(1), u(3)],
            count: 1,
        },
        NoHitOn { unit: u(8) },
        PreGame {
            error: PreGameError::MarkerOutsideZone,
        },
        TurnMoveCap {
            unit: u(3),
            already: 1.5,
            cap: 2.0,
        },
    ]
}

fn pre_game_name(e: &PreGameError) -> &'static str {
    use PreGameError::*;
    match e {
        WrongColumnCount { .. } => "WrongColumnCount",
        UnitLeftOut { .. } => "UnitLeftOut",
        UnitInTwoColumns { .. } => "UnitInTwoColumns",
        TooManyScouts { .. } => "TooManyScouts",
        KindNotRolled { .. } => "KindNotRolled",
        TerrainOutsideQuarter { .. } => "TerrainOutsideQuarter",
        TerrainOnTerrain { .. } => "TerrainOnTerrain",
        NotFinite => "NotFinite",
        AlreadyEmplaced { .. } => "AlreadyEmplaced",
        OutsideZone { .. } => "OutsideZone",
        EmplacementOutsideZone { .. } => "EmplacementOutsideZone",
        MarkerOutsideZone => "MarkerOutsideZone",
        TooFarFromMarker { .. } => "TooFarFromMarker",
        OnAnotherUnit { .. } => "OnAnotherUnit",
        OnEmplacement { .. } => "OnEmplacement",
        UnitsNotPlaced { .. } => "UnitsNotPlaced",
        CommanderOffTable { .. } => "CommanderOffTable",
        CommanderOnUnit { .. } => "CommanderOnUnit",
        CommanderAlreadyPlaced { .. } => "CommanderAlreadyPlaced",
        NoSuchOption { .. } => "NoSuchOption",
        HeldBack { .. } => "HeldBack",
        NotDue { .. } => "NotDue",
        AwayFromEdge { .. } => "AwayFromEdge",
        OnCommander { .. } => "OnCommander",
    }
}

fn pre_game_examples() -> Vec<PreGameError> {
    use PreGameError::*;
    let c = CommanderId(1);
    vec![
        WrongColumnCount {
            expected: 4,
            found: 2,
        },
        UnitLeftOut { unit: u(3) },
        UnitInTwoColumns { unit: u(3) },
        TooManyScouts {
            allowed: 2,
            found: 3,
        },
        KindNotRolled {
            kind: TerrainKind::Wood,
            kinds: vec![TerrainKind::Hill],
        },
        TerrainOutsideQuarter {
            kind: TerrainKind::Village,
        },
        TerrainOnTerrain {
            kind: TerrainKind::Grove,
            other: TerrainKind::Swamp,
        },
        NotFinite,
        AlreadyEmplaced { unit: u(2) },
        OutsideZone { unit: u(2) },
        EmplacementOutsideZone { unit: u(2) },
        MarkerOutsideZone,
        TooFarFromMarker {
            unit: u(4),
            column: 2,
            distance: 2.7,
        },
        OnAnotherUnit {
            unit: u(4),
            other: u(5),
        },
        OnEmplacement { unit: u(4) },
        UnitsNotPlaced {
            count: 3,
            unit: u(6),
        },
        CommanderOffTable { commander: c },
        CommanderOnUnit {
            commander: c,
            unit: u(6),
        },
        CommanderAlreadyPlaced { commander: c },
        NoSuchOption {
            option: 3,
            options: 2,
        },
        HeldBack { unit: u(4) },
        NotDue { unit: u(4) },
        AwayFromEdge {
            unit: u(4),
            edge: clouds_core::Edge::West,
        },
        OnCommander {
            unit: u(4),
            commander: c,
        },
    ]
}

fn layout_name(e: &LayoutProblem) -> &'static str {
    match e {
        LayoutProblem::NotJson { .. } => "NotJson",
        LayoutProblem::NotAList => "NotAList",
        LayoutProblem::NotAnElement { .. } => "NotAnElement",
        LayoutProblem::UnknownKind { .. } => "UnknownKind",
        LayoutProblem::EmplacementInLayout { .. } => "EmplacementInLayout",
        LayoutProblem::BadShape { .. } => "BadShape",
        LayoutProblem::OffTable { .. } => "OffTable",
        LayoutProblem::Overlaps { .. } => "Overlaps",
    }
}

fn layout_examples() -> Vec<LayoutProblem> {
    vec![
        LayoutProblem::NotJson { line: 3, column: 7 },
        LayoutProblem::NotAList,
        LayoutProblem::NotAnElement { element: 2 },
        LayoutProblem::UnknownKind {
            element: 1,
            kind: "volcano".into(),
        },
        LayoutProblem::EmplacementInLayout { element: 4 },
        LayoutProblem::BadShape {
            element: 3,
            problem: ShapeProblem::NoArea,
        },
        LayoutProblem::OffTable {
            element: 5,
            kind: TerrainKind::Rock,
        },
        LayoutProblem::Overlaps {
            element: 6,
            kind: TerrainKind::Dune,
            other: 2,
            other_kind: TerrainKind::Hill,
        },
    ]
}

fn move_name(e: &MoveError) -> &'static str {
    use MoveError::*;
    match e {
        UnknownUnit { .. } => "UnknownUnit",
        UnknownCommander { .. } => "UnknownCommander",
        NotFinite { .. } => "NotFinite",
        NegativeDistance { .. } => "NegativeDistance",
        NoSimpleMove { .. } => "NoSimpleMove",
        TooFar { .. } => "TooFar",
        TurnOverlapsEnemy { .. } => "TurnOverlapsEnemy",
        PassesThroughEnemy { .. } => "PassesThroughEnemy",
        EndsOnFriend { .. } => "EndsOnFriend",
        EndsInContactWithEnemy { .. } => "EndsInContactWithEnemy",
        LeavesTable { .. } => "LeavesTable",
        CommanderTooFar { .. } => "CommanderTooFar",
        CommanderOffTable { .. } => "CommanderOffTable",
        CommanderOnUnit { .. } => "CommanderOnUnit",
        ComesNearEnemy { .. } => "ComesNearEnemy",
    }
}

fn move_examples() -> Vec<MoveError> {
    use MoveError::*;
    let at = Point::new(20.5, 3.0);
    vec![
        UnknownUnit { unit: u(99) },
        UnknownCommander {
            commander: CommanderId(9),
        },
        NotFinite {
            input: MoveInput::Heading,
        },
        NegativeDistance { distance: -1.0 },
        NoSimpleMove { unit: u(2) },
        TooFar {
            unit: u(1),
            distance: 3.5,
            allowed: 2.0,
            limit: MoveLimit::Broken { element: 0 },
        },
        TurnOverlapsEnemy {
            unit: u(1),
            enemy: u(31),
        },
        PassesThroughEnemy {
            unit: u(1),
            enemy: u(31),
        },
        EndsOnFriend {
            unit: u(1),
            friend: u(3),
        },
        EndsInContactWithEnemy {
            unit: u(1),
            enemy: u(31),
        },
        LeavesTable {
            unit: u(1),
            corner: at,
        },
        CommanderTooFar {
            commander: CommanderId(1),
            distance: 9.0,
            allowed: 6.0,
        },
        CommanderOffTable {
            commander: CommanderId(1),
            at,
        },
        CommanderOnUnit {
            commander: CommanderId(1),
            unit: u(3),
        },
        ComesNearEnemy {
            unit: u(1),
            enemy: u(31),
            distance: 3.2,
            keep_away: 4.0,
        },
    ]
}

fn retreat_name(e: &RetreatError) -> &'static str {
    match e {
        RetreatError::UnknownUnit { .. } => "UnknownUnit",
        RetreatError::NotFinite => "NotFinite",
        RetreatError::NegativeDistance { .. } => "NegativeDistance",
    }
}

fn retreat_examples() -> Vec<RetreatError> {
    vec![
        RetreatError::UnknownUnit { unit: u(99) },
        RetreatError::NotFinite,
        RetreatError::NegativeDistance { distance: -2.0 },
    ]
}

fn position_name(e: &PositionError) -> &'static str {
    use PositionError::*;
    match e {
        NotFinite { .. } => "NotFinite",
        BadTableSize { .. } => "BadTableSize",
        BadUnitDepth { .. } => "BadUnitDepth",
        DuplicateUnit { .. } => "DuplicateUnit",
        DuplicateCommander { .. } => "DuplicateCommander",
        DuplicateMarker { .. } => "DuplicateMarker",
        UnitOffTable { .. } => "UnitOffTable",
        UnitsOverlap { .. } => "UnitsOverlap",
        CommanderOffTable { .. } => "CommanderOffTable",
        CommanderOnUnit { .. } => "CommanderOnUnit",
        MarkerOffTable { .. } => "MarkerOffTable",
        BadTerrainShape { .. } => "BadTerrainShape",
        CrowdedEmplacement { .. } => "CrowdedEmplacement",
        UnknownUnit { .. } => "UnknownUnit",
        UnknownMarker { .. } => "UnknownMarker",
        UnknownCommander { .. } => "UnknownCommander",
    }
}

fn position_examples() -> Vec<PositionError> {
    use PositionError::*;
    let at = Point::new(1.0, 1.0);
    vec![
        NotFinite {
            item: Item::Unit(u(1)),
            field: Field::Facing,
        },
        BadTableSize {
            width: -1.0,
            depth: 0.0,
        },
        BadUnitDepth {
            unit: u(1),
            depth: 4.0,
        },
        DuplicateUnit { unit: u(1) },
        DuplicateCommander {
            commander: CommanderId(1),
        },
        DuplicateMarker {
            marker: MarkerId(0),
        },
        UnitOffTable {
            unit: u(1),
            corner: at,
        },
        UnitsOverlap {
            first: u(1),
            second: u(3),
            depth: 0.25,
            at,
        },
        CommanderOffTable {
            commander: CommanderId(1),
            at,
        },
        CommanderOnUnit {
            commander: CommanderId(1),
            unit: u(1),
            at,
        },
        MarkerOffTable {
            marker: MarkerId(0),
            at,
        },
        BadTerrainShape {
            element: 2,
            problem: ShapeProblem::NotConvex { vertex: 3 },
        },
        CrowdedEmplacement {
            element: 2,
            units: vec![u(1), u(3)],
        },
        UnknownUnit { unit: u(99) },
        UnknownMarker {
            marker: MarkerId(7),
        },
        UnknownCommander {
            commander: CommanderId(9),
        },
    ]
}

fn setup_name(e: &SetupError) -> &'static str {
    match e {
        SetupError::UnknownFaction { .. } => "UnknownFaction",
        SetupError::NoCommander { .. } => "NoCommander",
        SetupError::NoUnits { .. } => "NoUnits",
        SetupError::UnknownUnit { .. } => "UnknownUnit",
        SetupError::ZoneFull { .. } => "ZoneFull",
        SetupError::Deployment { .. } => "Deployment",
        SetupError::TerrainLayout { .. } => "TerrainLayout",
        SetupError::TableSize { .. } => "TableSize",
        SetupError::NoArmy { .. } => "NoArmy",
    }
}

fn setup_examples() -> Vec<SetupError> {
    vec![
        SetupError::UnknownFaction {
            faction: FactionId::new("nowhere"),
        },
        SetupError::NoCommander { side: Side::A },
        SetupError::NoUnits { side: Side::B },
        SetupError::NoArmy { side: Side::B },
        SetupError::UnknownUnit {
            side: Side::A,
            unit: UnitId::new("ghosts"),
        },
        SetupError::ZoneFull {
            sides: vec![(Side::A, 140)],
        },
        SetupError::Deployment {
            problems: vec![PositionError::DuplicateUnit { unit: u(1) }],
        },
        SetupError::TerrainLayout {
            problems: vec![LayoutProblem::NotAList],
        },
        SetupError::TableSize {
            width: 6.0,
            depth: 4.5,
        },
    ]
}

fn link_name(e: &LinkError) -> &'static str {
    match e {
        LinkError::Empty => "Empty",
        LinkError::TooLong { .. } => "TooLong",
        LinkError::BadCharacter { .. } => "BadCharacter",
        LinkError::CutShort => "CutShort",
        LinkError::Damaged => "Damaged",
        LinkError::FutureFormat { .. } => "FutureFormat",
        LinkError::UnknownFaction => "UnknownFaction",
        LinkError::ImpossibleCount { .. } => "ImpossibleCount",
    }
}

fn link_examples() -> Vec<LinkError> {
    vec![
        LinkError::Empty,
        LinkError::TooLong {
            chars: 9000,
            max: 2000,
        },
        LinkError::BadCharacter { at: 12 },
        LinkError::CutShort,
        LinkError::Damaged,
        LinkError::FutureFormat { found: 9 },
        LinkError::UnknownFaction,
        LinkError::ImpossibleCount { count: 100_000 },
    ]
}

fn diagnostic_name(k: &DiagnosticKind) -> &'static str {
    use DiagnosticKind::*;
    match k {
        PointsLimitOutOfRange { .. } => "PointsLimitOutOfRange",
        OverPoints { .. } => "OverPoints",
        TooManyRare { .. } => "TooManyRare",
        TooManyAssets { .. } => "TooManyAssets",
        TooManyCopies { .. } => "TooManyCopies",
        NoCommander => "NoCommander",
        AboveFactionLimit { .. } => "AboveFactionLimit",
        BelowFactionLimit { .. } => "BelowFactionLimit",
        UnknownUnit => "UnknownUnit",
        UnknownAsset => "UnknownAsset",
        NoUnits => "NoUnits",
    }
}

fn diagnostic_examples(unit: UnitId) -> Vec<Diagnostic> {
    use DiagnosticKind::*;
    let d = |concern: Concern, kind: DiagnosticKind| Diagnostic {
        severity: Severity::Error,
        concern,
        kind,
    };
    vec![
        d(Concern::PointsLimit, PointsLimitOutOfRange { limit: 5000 }),
        d(
            Concern::Points,
            OverPoints {
                total: 512,
                limit: 500,
            },
        ),
        d(Concern::RareUnits, TooManyRare { rare: 3, main: 1 }),
        d(
            Concern::Assets,
            TooManyAssets {
                taken: 4,
                allowed: 3,
                limit: 500,
            },
        ),
        d(
            Concern::Unit(unit.clone()),
            TooManyCopies { copies: 5, max: 2 },
        ),
        d(Concern::Commander, NoCommander),
        d(
            Concern::FactionLimit(0),
            AboveFactionLimit {
                units: vec![unit.clone()],
                count: 3,
                max: 1,
            },
        ),
        d(
            Concern::FactionLimit(0),
            BelowFactionLimit {
                units: vec![unit.clone()],
                count: 0,
                min: 2,
            },
        ),
        d(Concern::Unit(UnitId::new("retired_regiment")), UnknownUnit),
        d(
            Concern::Asset(clouds_core::AssetId::new("lost_asset")),
            UnknownAsset,
        ),
        d(Concern::Army, NoUnits),
    ]
}

/// What a sentence for a player must never hold.
fn rust_traces() -> Vec<&'static str> {
    vec![
        "{",
        "}",
        "::",
        "TableUnitId",
        "CommanderId",
        "MarkerId",
        "Some(",
        "None",
        "StepKind",
        "RuleError",
        "MoveError",
        "RetreatError",
        "PositionError",
        "SetupError",
        "PreGameError",
        "LayoutProblem",
        "TerrainKind",
        "LinkError",
        "DiagnosticKind",
        "MoveLimit",
        "MoveInput",
        "ShapeProblem",
        "Side::",
    ]
}

/// Checks one example's two sentences; `name` is its variant's name.
fn check(what: &str, name: &str, en: &str, ru: &str) {
    for (lang, sentence) in [("en", en), ("ru", ru)] {
        assert!(
            !sentence.trim().is_empty(),
            "{what}::{name} ({lang}) is empty"
        );
        for trace in rust_traces() {
            assert!(
                !sentence.contains(trace),
                "{what}::{name} ({lang}) holds {trace:?}: {sentence}"
            );
        }
        let camel_case = name.chars().skip(1).any(char::is_uppercase);
        assert!(
            !camel_case || !sentence.contains(name),
            "{what}::{name} ({lang}) names its variant: {sentence}"
        );
    }
    assert_ne!(en, ru, "{what}::{name} is the same in both languages");
    assert!(
        ru.chars()
            .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c))),
        "{what}::{name} in Russian has no Cyrillic: {ru}"
    );
}

/// Every variant has an example: the names seen are all the names.
fn covered(what: &str, seen: &[&'static str], all: usize) {
    let distinct: BTreeSet<_> = seen.iter().collect();
    assert_eq!(
        distinct.len(),
        all,
        "{what}: examples of {} variants of {all}: {distinct:?}",
        distinct.len()
    );
}

#[test]
fn every_rule_refusal_is_a_sentence_naming_what_it_concerns() {
    let catalog = common::shipped_catalog();
    let session = crowded_session(&catalog).expect("a game to name things in");
    let game = session.game();
    let (en, ru) = (game.names(Lang::En), game.names(Lang::Ru));
    let examples = rule_examples();
    for e in &examples {
        check(
            "RuleError",
            rule_name(e),
            &e.describe(&en),
            &e.describe(&ru),
        );
        // Outside a game, by numbers, just as clean.
        let (pe, pr) = (Names::plain(Lang::En), Names::plain(Lang::Ru));
        check(
            "RuleError",
            rule_name(e),
            &e.describe(&pe),
            &e.describe(&pr),
        );
    }
    let names: Vec<_> = examples.iter().map(rule_name).collect();
    covered("RuleError", &names, 51);
    let pre_game = pre_game_examples();
    for e in &pre_game {
        check(
            "PreGameError",
            pre_game_name(e),
            &e.describe(&en),
            &e.describe(&ru),
        );
    }
    covered(
        "PreGameError",
        &pre_game.iter().map(pre_game_name).collect::<Vec<_>>(),
        24,
    );
    // In a game, a unit is named as the player knows it.
    let named = RuleError::NotYourUnit { unit: u(1) }.describe(&en);
    let profile = game.profile(u(1)).expect("unit 1");
    assert!(named.contains(&profile.name.en), "{named}");
    let wrapped = RuleError::Move {
        error: MoveError::NoSimpleMove { unit: u(1) },
    };
    assert_eq!(
        wrapped.describe(&en),
        MoveError::NoSimpleMove { unit: u(1) }.describe(&en),
        "a refused move says the move's own sentence"
    );
}

#[test]
fn every_move_retreat_and_position_refusal_is_a_sentence() {
    let (en, ru) = (Names::plain(Lang::En), Names::plain(Lang::Ru));
    let moves = move_examples();
    for e in &moves {
        check(
            "MoveError",
            move_name(e),
            &e.describe(&en),
            &e.describe(&ru),
        );
    }
    covered(
        "MoveError",
        &moves.iter().map(move_name).collect::<Vec<_>>(),
        15,
    );
    let retreats = retreat_examples();
    for e in &retreats {
        check(
            "RetreatError",
            retreat_name(e),
            &e.describe(&en),
            &e.describe(&ru),
        );
    }
    covered(
        "RetreatError",
        &retreats.iter().map(retreat_name).collect::<Vec<_>>(),
        3,
    );
    let positions = position_examples();
    for e in &positions {
        check(
            "PositionError",
            position_name(e),
            &e.describe(&en),
            &e.describe(&ru),
        );
    }
    covered(
        "PositionError",
        &positions.iter().map(position_name).collect::<Vec<_>>(),
        16,
    );
}

#[test]
fn every_setup_link_and_list_rule_refusal_is_a_sentence() {
    let setups = setup_examples();
    for e in &setups {
        check(
            "SetupError",
            setup_name(e),
            &e.describe(Lang::En),
            &e.describe(Lang::Ru),
        );
    }
    covered(
        "SetupError",
        &setups.iter().map(setup_name).collect::<Vec<_>>(),
        9,
    );
    let layouts = layout_examples();
    for e in &layouts {
        check(
            "LayoutProblem",
            layout_name(e),
            &e.describe(Lang::En),
            &e.describe(Lang::Ru),
        );
    }
    covered(
        "LayoutProblem",
        &layouts.iter().map(layout_name).collect::<Vec<_>>(),
        8,
    );
    let links = link_examples();
    for e in &links {
        check(
            "LinkError",
            link_name(e),
            &e.message(Lang::En),
            &e.message(Lang::Ru),
        );
    }
    covered(
        "LinkError",
        &links.iter().map(link_name).collect::<Vec<_>>(),
        8,
    );
    let catalog = common::shipped_catalog();
    let faction = catalog.factions().next().expect("a faction");
    let unit = faction.units[0].id.clone();
    let diagnostics = diagnostic_examples(unit);
    for d in &diagnostics {
        let name = diagnostic_name(&d.kind);
        let (en, ru) = (d.message(Lang::En, faction), d.message(Lang::Ru, faction));
        check("DiagnosticKind", name, &en, &ru);
    }
    covered(
        "DiagnosticKind",
        &diagnostics
            .iter()
            .map(|d| diagnostic_name(&d.kind))
            .collect::<Vec<_>>(),
        11,
    );
}

fn lab_name(e: &clouds_core::LabError) -> &'static str {
    use clouds_core::LabError::*;
    match e {
        GamesNotANumber { .. } => "GamesNotANumber",
        GamesOutOfRange { .. } => "GamesOutOfRange",
        SeedNotANumber { .. } => "SeedNotANumber",
        UnknownFaction { .. } => "UnknownFaction",
        OtherEra { .. } => "OtherEra",
        ListProblems { .. } => "ListProblems",
        Setup { .. } => "Setup",
        NoListB => "NoListB",
        NoOpponents => "NoOpponents",
        UnknownScenario { .. } => "UnknownScenario",
        ScenarioOtherEra { .. } => "ScenarioOtherEra",
        ScenarioFixesArmies { .. } => "ScenarioFixesArmies",
        NoAlly => "NoAlly",
        Team { .. } => "Team",
        AlliesInScenario => "AlliesInScenario",
    }
}

fn lab_examples() -> Vec<clouds_core::LabError> {
    use clouds_core::{LabError::*, LabList, Text};
    vec![
        GamesNotANumber {
            text: "lots".into(),
        },
        GamesOutOfRange {
            games: 50,
            min: 100,
            max: 10_000,
        },
        SeedNotANumber { text: "-1".into() },
        UnknownFaction {
            list: LabList::B,
            faction: FactionId::new("atlantis"),
        },
        OtherEra {
            list: LabList::Target,
            era: Text::new("The Age of Reason", "Век разума"),
            expected: Text::new("The Age of Empires", "Век империй"),
        },
        ListProblems {
            list: LabList::A,
            problems: 3,
        },
        Setup {
            list: LabList::Opponent(2),
            error: SetupError::NoCommander { side: Side::A },
        },
        NoListB,
        NoOpponents,
        UnknownScenario {
            id: "siege_of_troy".into(),
        },
        ScenarioOtherEra {
            scenario: Text::new("Rocroi, 1643", "Рокруа, 1643"),
            era: Text::new("The Military Revolution", "Военная революция"),
        },
        ScenarioFixesArmies {
            scenario: Text::new("Austerlitz, 1805", "Аустерлиц, 1805"),
        },
        NoAlly,
        Team {
            problem: clouds_core::TeamProblem::Deployment {
                error: SetupError::ZoneFull {
                    sides: vec![(Side::A, 40)],
                },
            },
        },
        AlliesInScenario,
    ]
}

fn team_name(p: &clouds_core::TeamProblem) -> &'static str {
    use clouds_core::TeamProblem::*;
    match p {
        NoPlayers { .. } => "NoPlayers",
        TooManyPlayers { .. } => "TooManyPlayers",
        SeatWithoutArmy { .. } => "SeatWithoutArmy",
        OtherEra { .. } => "OtherEra",
        OverPoints { .. } => "OverPoints",
        Army { .. } => "Army",
        Deployment { .. } => "Deployment",
        GoldfishBesideOthers { .. } => "GoldfishBesideOthers",
        BothSidesTargets => "BothSidesTargets",
    }
}

#[test]
fn every_problem_of_a_team_and_of_a_record_is_a_sentence() {
    use clouds_core::{PlayerId, ReplayError, Seat, TeamProblem::*, Text};
    let vika = PlayerId::new(Side::A, Seat(1));
    let problems = vec![
        NoPlayers { side: Side::B },
        TooManyPlayers {
            side: Side::A,
            players: 4,
        },
        SeatWithoutArmy { player: vika },
        OtherEra {
            player: vika,
            era: Text::new("The Age of Reason", "Век разума"),
            table_era: Text::new("The Age of Empires", "Век империй"),
        },
        OverPoints {
            player: vika,
            points: 520,
            limit: 500,
        },
        Army {
            player: vika,
            error: SetupError::NoCommander { side: Side::A },
        },
        Deployment {
            error: SetupError::ZoneFull {
                sides: vec![(Side::B, 40)],
            },
        },
        GoldfishBesideOthers { side: Side::B },
        BothSidesTargets,
    ];
    for p in &problems {
        check(
            "TeamProblem",
            team_name(p),
            &p.describe(Lang::En),
            &p.describe(Lang::Ru),
        );
    }
    covered(
        "TeamProblem",
        &problems.iter().map(team_name).collect::<Vec<_>>(),
        9,
    );
    let replays = [
        ReplayError::Start {
            error: RuleError::GameOver,
        },
        ReplayError::Refused {
            index: 3,
            error: RuleError::GameOver,
        },
        ReplayError::Seats { side: Side::A },
    ];
    for (e, name) in replays.iter().zip(["Start", "Refused", "Seats"]) {
        check(
            "ReplayError",
            name,
            &e.describe(Lang::En),
            &e.describe(Lang::Ru),
        );
    }
}

fn failure_name(e: &clouds_core::GameFailure) -> &'static str {
    use clouds_core::GameFailure::*;
    match e {
        Start { .. } => "Start",
        Refused { .. } => "Refused",
        NoDecision { .. } => "NoDecision",
        TooLong => "TooLong",
        NoSuchGame { .. } => "NoSuchGame",
    }
}

#[test]
fn every_refusal_of_the_lab_is_a_sentence() {
    let examples = lab_examples();
    for e in &examples {
        check(
            "LabError",
            lab_name(e),
            &e.describe(Lang::En),
            &e.describe(Lang::Ru),
        );
    }
    covered(
        "LabError",
        &examples.iter().map(lab_name).collect::<Vec<_>>(),
        15,
    );
    use clouds_core::GameFailure;
    let failures = vec![
        GameFailure::Start {
            error: RuleError::GameOver,
        },
        GameFailure::Refused {
            decision: 7,
            error: RuleError::NotYourUnit { unit: u(3) },
        },
        GameFailure::NoDecision { decision: 12 },
        GameFailure::TooLong,
        GameFailure::NoSuchGame {
            series: 1,
            game: 200,
        },
    ];
    for e in &failures {
        check(
            "GameFailure",
            failure_name(e),
            &e.describe(1234, Lang::En),
            &e.describe(1234, Lang::Ru),
        );
    }
    covered(
        "GameFailure",
        &failures.iter().map(failure_name).collect::<Vec<_>>(),
        5,
    );
}

fn odds_name(e: &clouds_core::OddsError) -> &'static str {
    use clouds_core::OddsError::*;
    match e {
        UnknownFaction { .. } => "UnknownFaction",
        UnknownUnit { .. } => "UnknownUnit",
        NoUnits { .. } => "NoUnits",
        TooManyUnits { .. } => "TooManyUnits",
        UnknownTactic { .. } => "UnknownTactic",
        BadDie { .. } => "BadDie",
        Tactic { .. } => "Tactic",
        Position { .. } => "Position",
        NoCombat => "NoCombat",
    }
}

#[test]
fn every_refusal_of_the_odds_is_a_sentence() {
    use clouds_core::{OddsError::*, Text};
    let examples = vec![
        UnknownFaction {
            side: Side::A,
            faction: FactionId::new("atlantis"),
        },
        UnknownUnit {
            side: Side::B,
            unit: UnitId::new("ghosts"),
        },
        NoUnits { side: Side::B },
        TooManyUnits {
            side: Side::A,
            most: 12,
        },
        UnknownTactic {
            side: Side::A,
            tactic: 9,
        },
        BadDie {
            side: Side::B,
            die: 7,
        },
        Tactic {
            side: Side::B,
            tactic: Text::new("Forward!", "Вперёд!"),
            error: RuleError::TacticNotThisTurn { tactic: 3 },
        },
        Position {
            problems: vec![PositionError::DuplicateUnit { unit: u(1) }],
        },
        NoCombat,
    ];
    for e in &examples {
        check(
            "OddsError",
            odds_name(e),
            &e.describe(Lang::En),
            &e.describe(Lang::Ru),
        );
    }
    covered(
        "OddsError",
        &examples.iter().map(odds_name).collect::<Vec<_>>(),
        9,
    );
}
