//! Dice expressions of the statline, such as a retreat of `d3` or `2`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// `count` dice with `sides` sides plus a constant, e.g. `d3`, `2d6`, `1`, `d3+1`.
/// A d3 is a d6 halved and rounded up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct DiceExpr {
    pub count: u8,
    pub sides: u8,
    pub plus: i8,
}

impl DiceExpr {
    pub const fn fixed(value: i8) -> DiceExpr {
        DiceExpr {
            count: 0,
            sides: 6,
            plus: value,
        }
    }

    pub fn min(self) -> i32 {
        i32::from(self.count) + i32::from(self.plus)
    }

    pub fn max(self) -> i32 {
        i32::from(self.count) * i32::from(self.sides) + i32::from(self.plus)
    }

    /// The mean, in tenths, so that d3 (mean 2) and d6 (mean 3.5) stay exact.
    pub fn mean_tenths(self) -> i32 {
        i32::from(self.count) * (i32::from(self.sides) + 1) * 5 + i32::from(self.plus) * 10
    }
}

/// Why a dice expression could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadDiceExpr(pub String);

impl fmt::Display for BadDiceExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a dice expression like `d3`, `2d6`, `1` or `d3+1`",
            self.0
        )
    }
}

impl TryFrom<String> for DiceExpr {
    type Error = BadDiceExpr;

    fn try_from(text: String) -> Result<Self, Self::Error> {
        text.parse()
    }
}

impl std::str::FromStr for DiceExpr {
    type Err = BadDiceExpr;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || BadDiceExpr(text.to_owned());
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let lower = compact.to_ascii_lowercase();
        let Some(d) = lower.find('d') else {
            let value: i8 = lower.parse().map_err(|_| bad())?;
            return Ok(DiceExpr::fixed(value));
        };
        let count = match &lower[..d] {
            "" => 1,
            digits => digits.parse::<u8>().map_err(|_| bad())?,
        };
        let rest = &lower[d + 1..];
        let (sides, plus) = match rest.find(['+', '-']) {
            Some(sign) => (
                &rest[..sign],
                rest[sign..].parse::<i8>().map_err(|_| bad())?,
            ),
            None => (rest, 0),
        };
        let sides: u8 = sides.parse().map_err(|_| bad())?;
        if count == 0 || count > 20 || !matches!(sides, 3 | 6) {
            return Err(bad());
        }
        Ok(DiceExpr { count, sides, plus })
    }
}

impl fmt::Display for DiceExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.count, self.plus) {
            (0, plus) => write!(f, "{plus}"),
            (count, plus) => {
                if count > 1 {
                    write!(f, "{count}")?;
                }
                write!(f, "d{}", self.sides)?;
                if plus != 0 {
                    write!(f, "{plus:+}")?;
                }
                Ok(())
            }
        }
    }
}

impl From<DiceExpr> for String {
    fn from(expr: DiceExpr) -> String {
        expr.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> DiceExpr {
        text.parse().unwrap()
    }

    #[test]
    fn reads_and_writes_the_statline_forms() {
        for text in ["d3", "d6", "2d6", "1", "2", "d3+1", "d6-1"] {
            assert_eq!(parse(text).to_string(), text);
        }
        assert_eq!(parse("D3"), parse("d3"));
        assert_eq!(parse("1d3"), parse("d3"));
    }

    #[test]
    fn ranges_and_means() {
        let d3 = parse("d3");
        assert_eq!((d3.min(), d3.max(), d3.mean_tenths()), (1, 3, 20));
        let d6 = parse("d6");
        assert_eq!((d6.min(), d6.max(), d6.mean_tenths()), (1, 6, 35));
        let two = parse("2");
        assert_eq!((two.min(), two.max(), two.mean_tenths()), (2, 2, 20));
    }

    #[test]
    fn rejects_what_is_not_dice() {
        for text in ["", "d", "d4", "x", "2x6", "0d6", "d6+", "d6++1", "99d6"] {
            assert!(text.parse::<DiceExpr>().is_err(), "{text:?} should fail");
        }
    }
}
