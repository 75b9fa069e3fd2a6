//! Bit-level writing and reading, for a payload measured in bits.

/// Appends bits, most significant first.
#[derive(Default)]
pub(super) struct BitWriter {
    bytes: Vec<u8>,
    len: usize,
}

impl BitWriter {
    pub(super) fn write(&mut self, value: u64, bits: u32) {
        for i in (0..bits).rev() {
            let bit = (value >> i) & 1 == 1;
            if self.len.is_multiple_of(8) {
                self.bytes.push(0);
            }
            if bit {
                let last = self.bytes.len() - 1;
                self.bytes[last] |= 0x80 >> (self.len % 8);
            }
            self.len += 1;
        }
    }

    pub(super) fn flag(&mut self, on: bool) {
        self.write(u64::from(on), 1);
    }

    /// Small numbers in groups of three bits, each followed by a "more" bit:
    /// 0–7 take 4 bits, 8–63 take 8.
    pub(super) fn varint(&mut self, mut value: u64) {
        loop {
            self.write(value & 0b111, 3);
            value >>= 3;
            self.flag(value != 0);
            if value == 0 {
                break;
            }
        }
    }

    /// The bytes written so far; the last may be partly filled.
    pub(super) fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    pub(super) fn bit_len(&self) -> usize {
        self.len
    }

    pub(super) fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
}

/// Why reading stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBits;

pub(super) struct BitReader<'a> {
    bytes: &'a [u8],
    position: usize,
}

impl<'a> BitReader<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> BitReader<'a> {
        BitReader { bytes, position: 0 }
    }

    pub(super) fn read(&mut self, bits: u32) -> Result<u64, OutOfBits> {
        let mut value = 0;
        for _ in 0..bits {
            let byte = self.bytes.get(self.position / 8).ok_or(OutOfBits)?;
            let bit = (byte >> (7 - self.position % 8)) & 1;
            value = (value << 1) | u64::from(bit);
            self.position += 1;
        }
        Ok(value)
    }

    pub(super) fn flag(&mut self) -> Result<bool, OutOfBits> {
        Ok(self.read(1)? == 1)
    }

    /// Reads a [`BitWriter::varint`]; at most 21 groups (63 bits).
    pub(super) fn varint(&mut self) -> Result<u64, OutOfBits> {
        let mut value = 0u64;
        for group in 0..21 {
            value |= self.read(3)? << (3 * group);
            if !self.flag()? {
                return Ok(value);
            }
        }
        Err(OutOfBits)
    }

    pub(super) fn position(&self) -> usize {
        self.position
    }

    /// Bits left in the last byte and beyond.
    pub(super) fn remaining(&self) -> usize {
        self.bytes.len() * 8 - self.position
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_round_trip() {
        let mut writer = BitWriter::default();
        writer.write(0b101, 3);
        writer.flag(true);
        writer.write(0xABCD, 16);
        for value in [0, 1, 7, 8, 63, 64, 999, 1 << 40] {
            writer.varint(value);
        }
        let len = writer.bit_len();
        let bytes = writer.into_bytes();
        assert_eq!(bytes.len(), len.div_ceil(8));
        let mut reader = BitReader::new(&bytes);
        assert_eq!(reader.read(3), Ok(0b101));
        assert_eq!(reader.flag(), Ok(true));
        assert_eq!(reader.read(16), Ok(0xABCD));
        for value in [0, 1, 7, 8, 63, 64, 999, 1 << 40] {
            assert_eq!(reader.varint(), Ok(value));
        }
        assert_eq!(reader.position(), len);
    }

    #[test]
    fn small_numbers_are_small() {
        let size = |value| {
            let mut writer = BitWriter::default();
            writer.varint(value);
            writer.bit_len()
        };
        assert_eq!(size(5), 4);
        assert_eq!(size(40), 8);
    }

    #[test]
    fn reading_past_the_end_is_an_error() {
        let mut reader = BitReader::new(&[0xFF]);
        assert_eq!(reader.read(8), Ok(0xFF));
        assert_eq!(reader.read(1), Err(OutOfBits));
        let mut endless = BitReader::new(&[0xFF; 16]);
        assert_eq!(
            endless.varint(),
            Err(OutOfBits),
            "a varint never ending is refused"
        );
    }
}
