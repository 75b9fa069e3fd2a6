//! The commander's skill: action dice and cost, from the rulebook's table.

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skill {
    Mediocre,
    Competent,
    Glorious,
}

impl Skill {
    pub const ALL: [Skill; 3] = [Skill::Mediocre, Skill::Competent, Skill::Glorious];

    /// Action dice rolled each turn.
    pub fn action_dice(self) -> u8 {
        match self {
            Skill::Mediocre => 3,
            Skill::Competent => 4,
            Skill::Glorious => 5,
        }
    }

    /// The skill level: the number the strategic rating starts from, the
    /// number of deployment columns, and the morale lost when the commander
    /// falls. The rules tie it to the dice: a substitute is "one level
    /// less, not worse than 2", which only reads sensibly as 3/4/5 → 2/3/4.
    pub fn level(self) -> u8 {
        self.action_dice()
    }

    pub fn points(self) -> u32 {
        match self {
            Skill::Mediocre => 30,
            Skill::Competent => 70,
            Skill::Glorious => 110,
        }
    }

    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Skill::Mediocre => lang.pick("Mediocre", "Посредственный"),
            Skill::Competent => lang.pick("Competent", "Компетентный"),
            Skill::Glorious => lang.pick("Glorious", "Прославленный"),
        }
    }

    /// A stable short code for forms and links.
    pub fn code(self) -> &'static str {
        match self {
            Skill::Mediocre => "mediocre",
            Skill::Competent => "competent",
            Skill::Glorious => "glorious",
        }
    }

    pub fn from_code(code: &str) -> Option<Skill> {
        Skill::ALL.into_iter().find(|skill| skill.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rulebook_table() {
        let table: Vec<_> = Skill::ALL
            .iter()
            .map(|s| (s.action_dice(), s.points()))
            .collect();
        assert_eq!(table, vec![(3, 30), (4, 70), (5, 110)]);
    }

    #[test]
    fn codes_round_trip() {
        for skill in Skill::ALL {
            assert_eq!(Skill::from_code(skill.code()), Some(skill));
        }
        assert_eq!(Skill::from_code("genius"), None);
    }
}
