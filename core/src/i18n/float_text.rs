//! Floats in words and in SVG: `fixed(x, 1)` writes what `{:.1}` writes,
//! and `shortest(x)` what `{}` writes, to the byte, without std's float
//! formatting.
//!
//! std's float formatting (Grisu and Dragon with their big numbers, about
//! 15 KB of the browser build) is kept by any `{}` or `{:.N}` of a float,
//! and by `f64`'s `Debug`. The app needs neither:
//!
//! - A fixed count of decimals needs only whole-number arithmetic: the
//!   float is `m × 2^e`, so `x × 10^p` rounded is `m × 10^p` shifted right
//!   by `-e`, the bits shifted out deciding the rounding. Rounding is to
//!   the nearest, ties to even, on the float's exact binary value, as
//!   std's is; the sign is kept (`-0.0`, and `-0.04` is `-0.0`); NaN is
//!   `NaN`, infinities `inf` and `-inf`.
//! - The shortest digits that read back to the same float are those of
//!   serde_json's float writer (zmij), which the bundle carries to save
//!   games; only their layout differs from std's (`4.0` and `1e21` where
//!   std writes `4` and `1000000000000000000000`), and is redone here.
//!
//! The tests compare both with `format!` over many values.

use std::fmt;

/// The most decimals [`fixed`] writes: `m × 10^p` must fit in 128 bits.
const MOST_PLACES: u8 = 19;

/// A float written with `places` decimals (at most 19), as `{:.places}`
/// writes it. It ignores the formatter's width and fill: no caller pads it.
#[derive(Clone, Copy)]
pub struct Fixed {
    value: f64,
    places: u8,
}

/// `value` to be written with `places` decimals: `fixed(x, 1)` in place of
/// `{:.1}` (see the module's note).
pub fn fixed(value: f64, places: u8) -> Fixed {
    Fixed {
        value,
        places: places.min(MOST_PLACES),
    }
}

/// `(m, e)` with `value` = ± m × 2^e exactly, for a finite value.
fn binary_parts(value: f64) -> (u64, i32) {
    let bits = value.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    match biased {
        0 => (fraction, -1074),
        _ => (fraction | 1 << 52, biased - 1075),
    }
}

/// Whole numbers as little-endian 32-bit limbs: enough for the largest
/// float, 2^1024, and for `m × 10^19 < 2^117`.
struct Digits {
    limbs: [u32; 33],
}

impl Digits {
    fn from_u128(n: u128) -> Digits {
        let mut limbs = [0; 33];
        for (k, limb) in limbs.iter_mut().take(4).enumerate() {
            *limb = (n >> (32 * k)) as u32;
        }
        Digits { limbs }
    }

    /// `m × 2^shift`, `m` below 2^53 and `shift` at most 971.
    fn shifted(m: u64, shift: u32) -> Digits {
        let mut limbs = [0; 33];
        let word = (shift / 32) as usize;
        let wide = u128::from(m) << (shift % 32);
        for k in 0..3 {
            if let Some(limb) = limbs.get_mut(word + k) {
                *limb = (wide >> (32 * k)) as u32;
            }
        }
        Digits { limbs }
    }

    /// Divides by ten in place; the remainder.
    fn take_digit(&mut self) -> u8 {
        let mut rest = 0u64;
        for limb in self.limbs.iter_mut().rev() {
            let here = (rest << 32) | u64::from(*limb);
            *limb = (here / 10) as u32;
            rest = here % 10;
        }
        rest as u8
    }

    fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&l| l == 0)
    }
}

impl fmt::Display for Fixed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = self.value;
        if value.is_nan() {
            return f.write_str("NaN");
        }
        if value.is_sign_negative() {
            f.write_str("-")?;
        }
        if value.is_infinite() {
            return f.write_str("inf");
        }
        let places = u32::from(self.places);
        let (m, e) = binary_parts(value);
        // The digits of the value × 10^places, rounded, with the point
        // `places` digits from the end; a whole float has zeros there.
        let (mut digits, zeros) = if e >= 0 {
            (Digits::shifted(m, e as u32), places)
        } else {
            let scaled = u128::from(m) * 10u128.pow(places);
            let shift = e.unsigned_abs();
            // Below 2^117, the scaled value is less than half of 2^shift
            // once the shift passes 117: it rounds to 0.
            let rounded = if shift > 117 {
                0
            } else {
                let whole = scaled >> shift;
                let rest = scaled & ((1 << shift) - 1);
                let half = 1 << (shift - 1);
                if rest > half || (rest == half && whole & 1 == 1) {
                    whole + 1
                } else {
                    whole
                }
            };
            (Digits::from_u128(rounded), 0)
        };
        // Written from the end: the fewest digits, at least one before the
        // point. 309 digits of 2^1024, the point and 19 decimals.
        let mut text = [b'0'; 330];
        let mut start = text.len();
        let mut written = 0;
        let mut put = |byte: u8| {
            start -= 1;
            if let Some(slot) = text.get_mut(start) {
                *slot = byte;
            }
        };
        for _ in 0..zeros {
            put(b'0');
            written += 1;
        }
        while written <= places || !digits.is_zero() {
            if written == places && places > 0 {
                put(b'.');
            }
            put(b'0' + digits.take_digit());
            written += 1;
        }
        f.write_str(std::str::from_utf8(text.get(start..).unwrap_or_default()).unwrap_or_default())
    }
}

/// A float written as `{}` writes it: the shortest digits that read back
/// to the same float, with no exponent. It ignores the formatter's flags.
#[derive(Clone, Copy)]
pub struct Shortest(f64);

/// `value` to be written as `{}` writes it (see the module's note).
pub fn shortest(value: f64) -> Shortest {
    Shortest(value)
}

/// Whether `|value|` is exactly halfway between `d × 10^k` and
/// `(d + 1) × 10^k`: 2 × m × 2^e = (2d + 1) × 2^k × 5^k, so the powers of
/// two and the odd parts are equal.
fn halfway_above(value: f64, d: u64, k: i32) -> bool {
    let (m, e) = binary_parts(value);
    if m == 0 {
        return false;
    }
    let twos = m.trailing_zeros() as i32;
    let odd = m >> twos;
    let fives = |n: i32| 5u64.checked_pow(n.unsigned_abs());
    let Some(odd_side) = d.checked_mul(2).map(|n| n + 1) else {
        return false;
    };
    let odd_parts_equal = if k >= 0 {
        fives(k).and_then(|p| p.checked_mul(odd_side)) == Some(odd)
    } else {
        fives(k).and_then(|p| p.checked_mul(odd)) == Some(odd_side)
    };
    e + 1 + twos == k && odd_parts_equal
}

/// Zeros to write from, a run at a time.
const ZEROS: &str = "0000000000000000";

fn write_zeros(f: &mut fmt::Formatter<'_>, mut count: usize) -> fmt::Result {
    while count > 0 {
        let run = count.min(ZEROS.len());
        f.write_str(ZEROS.get(..run).unwrap_or_default())?;
        count -= run;
    }
    Ok(())
}

impl fmt::Display for Shortest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = self.0;
        if !value.is_finite() {
            return f.write_str(match value {
                v if v.is_nan() => "NaN",
                v if v < 0.0 => "-inf",
                _ => "inf",
            });
        }
        let mut buffer = zmij::Buffer::new();
        let text = buffer.format_finite(value);
        let (sign, text) = match text.strip_prefix('-') {
            Some(rest) => ("-", rest),
            None => ("", text),
        };
        // zmij writes "123.45", "0.00012", "5e-7", "1.5e+21" or "1.5e21":
        // its digits, and where its point falls.
        let (mantissa, exponent) = text.split_once(['e', 'E']).unwrap_or((text, ""));
        let mut point: i32 = 0;
        let mut exponent_sign = 1;
        for byte in exponent.bytes() {
            match byte {
                b'-' => exponent_sign = -1,
                b'0'..=b'9' => point = point * 10 + i32::from(byte - b'0'),
                _ => {}
            }
        }
        point *= exponent_sign;
        let mut digits = [0u8; 24];
        let mut count = 0;
        let mut seen_point = false;
        for byte in mantissa.bytes() {
            match byte {
                b'.' => seen_point = true,
                // Leading zeros move the point instead.
                b'0' if count == 0 => {
                    if seen_point {
                        point -= 1;
                    }
                }
                _ => {
                    if !seen_point {
                        point += 1;
                    }
                    if let Some(slot) = digits.get_mut(count) {
                        *slot = byte;
                        count += 1;
                    }
                }
            }
        }
        while count > 0 && digits.get(count - 1) == Some(&b'0') {
            count -= 1;
        }
        // Where two shortest candidates are equally near, zmij takes the
        // even one and std the one further from zero.
        let whole = digits
            .iter()
            .take(count)
            .fold(0u64, |n, d| n * 10 + u64::from(d - b'0'));
        if let Some(last) = count.checked_sub(1).and_then(|k| digits.get_mut(k)) {
            if *last < b'9' && halfway_above(value, whole, point - count as i32) {
                *last += 1;
            }
        }
        let digits =
            std::str::from_utf8(digits.get(..count).unwrap_or_default()).unwrap_or_default();
        f.write_str(sign)?;
        if digits.is_empty() {
            return f.write_str("0");
        }
        // `point` digits stand before the point (none, or fewer than none:
        // zeros after it).
        let before = usize::try_from(point).unwrap_or(0);
        if before == 0 {
            f.write_str("0.")?;
            write_zeros(f, point.unsigned_abs() as usize)?;
            f.write_str(digits)
        } else if before < digits.len() {
            let (whole, fraction) = digits.split_at(before);
            f.write_str(whole)?;
            f.write_str(".")?;
            f.write_str(fraction)
        } else {
            f.write_str(digits)?;
            write_zeros(f, before - digits.len())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(value: f64, places: u8) {
        let p = usize::from(places);
        assert_eq!(
            fixed(value, places).to_string(),
            format!("{value:.p$}"),
            "{value:e} ({:#x}) to {places} places",
            value.to_bits()
        );
    }

    fn check_all_places(value: f64) {
        for places in 0..=MOST_PLACES {
            check(value, places);
            check(-value, places);
        }
    }

    #[test]
    fn special_values() {
        for value in [
            0.0,
            f64::NAN,
            -f64::NAN,
            f64::INFINITY,
            f64::MAX,
            f64::MIN_POSITIVE,
            f64::EPSILON,
            5e-324,
            f64::from_bits(0x000f_ffff_ffff_ffff),
            1.0,
            0.5,
            1.5,
            2.5,
            9.5,
            9.999,
            0.05,
            0.15,
            0.25,
            0.35,
            0.125,
            0.375,
            1e15,
            1e16,
            1e17,
            1e21,
            1e22,
            1e23,
            9007199254740991.0,
            9007199254740992.0,
            9007199254740993.0,
            18446744073709551615.0,
            3.4028235e38,
            1e300,
        ] {
            check_all_places(value);
        }
    }

    #[test]
    fn halves_and_fives_in_every_place() {
        // Decimal halves: 2.5 and 0.125 are exact, 0.05 and 1.45 are not,
        // and round by their binary value.
        for whole in 0..200u32 {
            for places in 0..6u8 {
                let step = [1.0, 10.0, 100.0, 1e3, 1e4, 1e5][usize::from(places)];
                let value = (f64::from(whole) + 0.5) / step;
                check_all_places(value);
                check_all_places(f64::from(whole) / step + 5.0 / (step * 10.0));
            }
        }
        for k in 0..4096u32 {
            check_all_places(f64::from(k) / 4096.0);
            check_all_places(f64::from(k) / 1000.0);
            check_all_places(f64::from(k) / 100.0 + 0.005);
        }
    }

    #[test]
    fn floats_of_every_size() {
        // xorshift: the same values on every run.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..20_000 {
            let value = f64::from_bits(next());
            check(value, (next() % 20) as u8);
        }
        // Table-sized values: coordinates, distances, angles.
        for _ in 0..50_000 {
            let value = (next() % 2_000_000) as f64 / 997.0 - 1000.0;
            check(value, (next() % 6) as u8);
            let value = f64::from_bits(next() % 0x4090_0000_0000_0000);
            check(value, (next() % 6) as u8);
        }
    }

    fn check_shortest(value: f64) {
        assert_eq!(
            shortest(value).to_string(),
            format!("{value}"),
            "{value:e} ({:#x})",
            value.to_bits()
        );
    }

    #[test]
    fn shortest_as_std_writes_it() {
        for value in [
            0.0,
            -0.0,
            f64::NAN,
            -f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MAX,
            f64::MIN,
            f64::MIN_POSITIVE,
            f64::EPSILON,
            5e-324,
            1.0,
            4.0,
            0.1,
            0.3,
            1.5,
            100.0,
            123.456,
            1e-5,
            1e-6,
            1e-7,
            1.5e-7,
            1e15,
            1e16,
            1e17,
            1e21,
            1.5e21,
            1e22,
            1e100,
            9007199254740993.0,
        ] {
            check_shortest(value);
            check_shortest(-value);
        }
        for k in 0..100_000u32 {
            check_shortest(f64::from(k) / 1000.0);
            check_shortest(f64::from(k) * 0.1);
            check_shortest(f64::from(k) / 3.0);
        }
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..1_000_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            check_shortest(f64::from_bits(state));
            check_shortest(f64::from_bits(state % 0x4090_0000_0000_0000));
            // Near 2^44 to 2^64, where a float's exact digits are few
            // enough for two shortest candidates to be equally near.
            let big = 0x42b0_0000_0000_0000 + state % 0x0140_0000_0000_0000;
            check_shortest(f64::from_bits(big));
            check_shortest(f64::from_bits(big & !0xff));
        }
        // Equally near pairs std and zmij part on, and their neighbours:
        // exact binary values, written out in full.
        #[allow(clippy::excessive_precision)]
        let ties = [
            1149636667324797.25,
            165793407361858.125,
            17594541417641.3125,
            9249639251907.5625,
            2.7069828080695313e10,
            4503599627370497.5,
            9007199254740993.0,
            1.8014398509481984e16 + 4.0,
        ];
        for value in ties {
            check_shortest(value);
            check_shortest(-value);
            check_shortest(f64::from_bits(value.to_bits() + 1));
            check_shortest(f64::from_bits(value.to_bits() - 1));
        }
    }

    #[test]
    fn places_above_the_most_are_the_most() {
        assert_eq!(fixed(0.1, 40).to_string(), format!("{:.19}", 0.1));
    }
}
