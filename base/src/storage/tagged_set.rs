//! A sorted set of values, each with a tag, coded close to its entropy for the big hint files.
//!
//! Elias–Fano costs about 2 + log2(universe / count) bits a value whatever the gaps look like;
//! the English supersets have clustered gaps (entropy ~7.8 bits where Elias–Fano pays ~9.8),
//! and their tags have ~2–3 bits of entropy where a fixed-width palette pays 5–6. So values
//! are stored as gaps (Huffman-coded bit length, then the bits below the leading one) with the
//! tag's palette index Huffman-coded after each, in blocks of `BLOCK` entries whose first
//! value and bit offset are sampled. A lookup binary-searches the samples and decodes at most
//! one block; Huffman codes up to TABLE_BITS long are decoded through a 2^TABLE_BITS table,
//! longer ones (only in palettes too big for that: the 28-hole triangle's reach tags) bit by
//! bit from the canonical code's first code per length.

use crate::storage::huffman::{BitWriter, Huffman, MAX_CODE_LEN, TABLE_BITS};
use crate::storage::Reader;

const BLOCK: usize = 64;
/// Gap bit lengths 1..=GAP_SYMBOLS-1 (gaps below 2^32).
const GAP_SYMBOLS: usize = 33;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TaggedSet {
    len: u32,
    palette: Vec<u64>,
    gap_code: Huffman,
    tag_code: Huffman,
    /// The first value of each block.
    firsts: Vec<u32>,
    /// The bit offset of each block in `bits`.
    offsets: Vec<u32>,
    /// The coded stream, with a zero word after the end so a 64-bit window never runs out.
    bits: Vec<u64>,
}

impl TaggedSet {
    /// Codes strictly increasing `values` (each below 2^32) with their `tags`.
    pub fn new(values: &[u64], tags: &[u64]) -> Result<TaggedSet, String> {
        assert_eq!(values.len(), tags.len());
        if values.last().is_some_and(|&v| v > u32::MAX as u64) {
            return Err("tagged set: values must be below 2^32".into());
        }
        let mut palette: Vec<u64> = tags.to_vec();
        palette.sort_unstable();
        palette.dedup();
        if palette.len() > 1 << 20 {
            return Err(format!(
                "tagged set: {} distinct tags, at most {}",
                palette.len(),
                1 << 20
            ));
        }
        let index_of = |t: u64| palette.binary_search(&t).expect("in palette");
        let mut gap_frequency = vec![0u64; GAP_SYMBOLS];
        let mut tag_frequency = vec![0u64; palette.len()];
        for (i, (&v, &t)) in values.iter().zip(tags).enumerate() {
            if i % BLOCK != 0 {
                gap_frequency[bit_length(v - values[i - 1]) as usize] += 1;
            }
            tag_frequency[index_of(t)] += 1;
        }
        let gap_code = Huffman::from_frequencies(&gap_frequency);
        let tag_code = Huffman::from_frequencies(&tag_frequency);
        let mut out = BitWriter {
            words: Vec::new(),
            len: 0,
        };
        let (mut firsts, mut offsets) = (Vec::new(), Vec::new());
        for (i, (&v, &t)) in values.iter().zip(tags).enumerate() {
            if i % BLOCK == 0 {
                firsts.push(v as u32);
                offsets.push(u32::try_from(out.len).map_err(|_| "tagged set too big")?);
            } else {
                let gap = v - values[i - 1];
                let b = bit_length(gap) as usize;
                out.push(gap_code.codes[b] as u64, gap_code.lengths[b] as u32);
                out.push(gap & !(1 << (b - 1)), b as u32 - 1);
            }
            let k = index_of(t);
            out.push(tag_code.codes[k] as u64, tag_code.lengths[k] as u32);
        }
        let mut bits = out.words;
        bits.push(0);
        Ok(TaggedSet {
            len: values.len() as u32,
            palette,
            gap_code,
            tag_code,
            firsts,
            offsets,
            bits,
        })
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The 64 bits from bit `pos` on (zeros past the end).
    #[inline]
    fn window(&self, pos: usize) -> u64 {
        let (word, shift) = (pos / 64, pos % 64);
        let low = self.bits.get(word).copied().unwrap_or(0) >> shift;
        if shift == 0 {
            low
        } else {
            low | self.bits.get(word + 1).copied().unwrap_or(0) << (64 - shift)
        }
    }

    #[inline]
    fn symbol(&self, code: &Huffman, pos: &mut usize) -> Option<usize> {
        let window = self.window(*pos);
        let entry = code.table[(window & ((1 << TABLE_BITS) - 1)) as usize];
        let len = (entry & 0xff) as usize;
        if len == 0 {
            return Self::long_symbol(code, window, pos);
        }
        *pos += len;
        Some((entry >> 8) as usize)
    }

    /// A code longer than TABLE_BITS: its bits, most significant first, against the first
    /// canonical code of each length. `None` if no code matches (malformed data).
    #[cold]
    fn long_symbol(code: &Huffman, window: u64, pos: &mut usize) -> Option<usize> {
        let mut value = 0u32;
        for len in 1..=MAX_CODE_LEN {
            value = value << 1 | (window >> (len - 1) & 1) as u32;
            if len <= TABLE_BITS {
                continue;
            }
            let (first, index, count) = code.long[(len - TABLE_BITS - 1) as usize];
            if count > 0 && value >= first && value - first < count {
                *pos += len as usize;
                return code
                    .long_symbols
                    .get((index + value - first) as usize)
                    .map(|&s| s as usize);
            }
        }
        None
    }

    /// Decodes block `block` in order, calling `visit(value, palette index)` until it returns
    /// false.
    /// `None` if the data is malformed (never produced by `new`): no panic.
    fn walk_block(&self, block: usize, mut visit: impl FnMut(u64, usize) -> bool) -> Option<()> {
        let mut pos = *self.offsets.get(block)? as usize;
        let mut current = *self.firsts.get(block)? as u64;
        let entries = (self.len as usize).checked_sub(block * BLOCK)?.min(BLOCK);
        for k in 0..entries {
            if k > 0 {
                let b = self.symbol(&self.gap_code, &mut pos)?;
                if b == 0 {
                    return None;
                }
                current += 1 << (b - 1) | self.window(pos) & ((1u64 << (b - 1)) - 1);
                pos += b - 1;
            }
            // The palette index: the caller looks up only the tag it wants.
            let tag = self.symbol(&self.tag_code, &mut pos)?;
            if !visit(current, tag) {
                break;
            }
        }
        Some(())
    }

    /// The tag of `value`, if it is in the set. Malformed data gives `None`, never a panic.
    pub fn get(&self, value: u64) -> Option<u64> {
        let block = self
            .firsts
            .partition_point(|&f| f as u64 <= value)
            .checked_sub(1)?;
        let mut found = None;
        self.walk_block(block, |v, index| {
            if v == value {
                found = Some(index);
            }
            v < value
        })?;
        self.palette.get(found?).copied()
    }

    /// Every (value, tag), in order (for tests and checks); stops at malformed data.
    pub fn entries(&self) -> Vec<(u64, u64)> {
        let mut out = Vec::with_capacity(self.len());
        let mut malformed = false;
        for block in 0..self.firsts.len() {
            let walked = self.walk_block(block, |v, index| match self.palette.get(index) {
                Some(&tag) => {
                    out.push((v, tag));
                    true
                }
                None => {
                    malformed = true;
                    false
                }
            });
            if walked.is_none() || malformed {
                break;
            }
        }
        out
    }

    /// Writes the set; `wide` tags take 8 bytes each in the palette, others 4 (the caller
    /// knows which from its tag width, and reads with the same).
    pub fn write(&self, out: &mut Vec<u8>, wide: bool) -> Result<(), String> {
        out.extend_from_slice(&self.len.to_le_bytes());
        out.extend_from_slice(&(self.palette.len() as u32).to_le_bytes());
        for &p in &self.palette {
            if wide {
                out.extend_from_slice(&p.to_le_bytes());
            } else {
                let narrow = u32::try_from(p).map_err(|_| format!("tag {p} needs wide tags"))?;
                out.extend_from_slice(&narrow.to_le_bytes());
            }
        }
        self.gap_code.write(out);
        self.tag_code.write(out);
        for v in self.firsts.iter().chain(&self.offsets) {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&(self.bits.len() as u32).to_le_bytes());
        for w in &self.bits {
            out.extend_from_slice(&w.to_le_bytes());
        }
        Ok(())
    }

    /// Reads a set written by `write` that fills `bytes` exactly.
    pub fn read_bytes(bytes: &[u8], wide: bool) -> Option<TaggedSet> {
        let mut r = Reader::new(bytes);
        let set = TaggedSet::read(&mut r, wide)?;
        r.is_empty().then_some(set)
    }

    pub fn read(input: &mut Reader<'_>, wide: bool) -> Option<TaggedSet> {
        let len = input.u32()?;
        let palette_len = input.u32()? as usize;
        if palette_len > len as usize + 1 {
            return None;
        }
        let palette: Vec<u64> = (0..palette_len)
            .map(|_| {
                if wide {
                    input.u64()
                } else {
                    input.u32().map(u64::from)
                }
            })
            .collect::<Option<_>>()?;
        let gap_code = Huffman::read(input, GAP_SYMBOLS)?;
        let tag_code = Huffman::read(input, palette_len)?;
        let blocks = (len as usize).div_ceil(BLOCK);
        let firsts: Vec<u32> = (0..blocks).map(|_| input.u32()).collect::<Option<_>>()?;
        let offsets: Vec<u32> = (0..blocks).map(|_| input.u32()).collect::<Option<_>>()?;
        let words = input.u32()? as usize;
        let bits: Vec<u64> = (0..words).map(|_| input.u64()).collect::<Option<_>>()?;
        let sorted = firsts.windows(2).all(|w| w[0] < w[1]);
        let in_range = offsets.iter().all(|&o| (o as usize) < words * 64);
        (sorted && in_range).then_some(TaggedSet {
            len,
            palette,
            gap_code,
            tag_code,
            firsts,
            offsets,
            bits,
        })
    }
}

fn bit_length(v: u64) -> u32 {
    64 - v.leading_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sets read back as written and answer every lookup: a small palette (one-lookup codes),
    /// and a palette of 20,000 wide tags with skewed frequencies, whose rare tags get codes
    /// longer than the table (the 28-hole triangle's levels have about 16,000 distinct tags).
    #[test]
    fn sets_round_trip_with_short_and_long_codes() {
        let mut rng = fastrand::Rng::with_seed(11);
        for (count, distinct, wide) in [(5_000u64, 40u64, false), (200_000, 20_000, true)] {
            let values: Vec<u64> = (0..count).map(|i| i * 3 + (i % 2)).collect();
            // Squaring a uniform draw skews the tags towards the small ones.
            let tags: Vec<u64> = (0..count)
                .map(|_| {
                    let u = rng.u64(..distinct);
                    let t = u * u / distinct;
                    if wide {
                        t << 20 | t
                    } else {
                        t
                    }
                })
                .collect();
            let set = TaggedSet::new(&values, &tags).expect("codes");
            let longest = set.tag_code.lengths.iter().max().copied().unwrap_or(0) as u32;
            assert_eq!(
                longest > TABLE_BITS,
                wide,
                "long codes only for the big palette"
            );
            let mut bytes = Vec::new();
            set.write(&mut bytes, wide).expect("writes");
            let back = TaggedSet::read_bytes(&bytes, wide).expect("reads back");
            assert_eq!(back, set);
            for (&v, &t) in values.iter().zip(&tags) {
                assert_eq!(back.get(v), Some(t), "value {v}");
                assert_eq!(back.get(v + 1), None, "value {} is not in the set", v + 1);
            }
            assert_eq!(
                back.entries(),
                values.into_iter().zip(tags).collect::<Vec<_>>()
            );
        }
    }

    /// A palette of wide tags cannot be written narrow: an error, not truncated tags.
    #[test]
    fn wide_tags_are_refused_in_a_narrow_file() {
        let set = TaggedSet::new(&[1, 2], &[1 << 40, 3]).expect("codes");
        assert!(set.write(&mut Vec::new(), false).is_err());
    }
}
