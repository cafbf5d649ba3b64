//! Elias–Fano sorted sets of ranks (about 2 + log2(universe / count) bits a value) with a
//! select sample every few hundred buckets, so a lookup decodes a handful of words. Written as
//! plain little-endian bytes, read with `from_le_bytes` (embedded data is only 1-byte aligned).

use super::reader::Reader;

/// One select sample per this many zeros of the upper bits: 1024 (~0.03 bits per code) for big
/// sets, where size matters; 64 for small ones, where a short scan matters more.
fn sample_rate(len: usize) -> usize {
    if len > 50_000 {
        1024
    } else {
        64
    }
}

/// An Elias–Fano sorted set of u64 values.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EliasFano {
    len: u32,
    low_bits: u32,
    lows: Vec<u64>,
    highs: Vec<u64>,
    /// zero_samples[k]: the bit position in `highs` of zero number k * SAMPLE.
    zero_samples: Vec<u32>,
}

impl EliasFano {
    /// Builds from strictly increasing values below `universe`, with whichever low-bit width
    /// near log2(universe / count) encodes smallest.
    pub fn new(values: &[u64], universe: u64) -> EliasFano {
        if values.is_empty() {
            // No values: all of the universe in the low bits, so the high part is one bucket
            // (with 0 low bits it would take a bit per value of the universe).
            return EliasFano::with_low_bits(
                values,
                universe,
                (64 - universe.leading_zeros()).min(63),
            );
        }
        let n = values.len() as u64;
        let textbook = universe
            .checked_div(n)
            .map_or(0, |ratio| 63 - ratio.max(1).leading_zeros());
        (textbook.saturating_sub(1)..=textbook + 1)
            .map(|l| EliasFano::with_low_bits(values, universe, l))
            .min_by_key(EliasFano::encoded_len)
            .expect("three candidates")
    }

    fn with_low_bits(values: &[u64], universe: u64, low_bits: u32) -> EliasFano {
        let mut lows = vec![0u64; (values.len() * low_bits as usize).div_ceil(64)];
        let buckets = (universe >> low_bits) as usize + 1;
        let mut highs = vec![0u64; (values.len() + buckets).div_ceil(64) + 1];
        for (i, &v) in values.iter().enumerate() {
            if low_bits > 0 {
                let bit = i * low_bits as usize;
                let low = v & ((1u64 << low_bits) - 1);
                lows[bit / 64] |= low << (bit % 64);
                if bit % 64 + low_bits as usize > 64 {
                    lows[bit / 64 + 1] |= low >> (64 - bit % 64);
                }
            }
            let pos = (v >> low_bits) as usize + i;
            highs[pos / 64] |= 1 << (pos % 64);
        }
        let mut zero_samples = Vec::new();
        let mut zeros = 0usize;
        let sample = sample_rate(values.len());
        for pos in 0..highs.len() * 64 {
            if highs[pos / 64] >> (pos % 64) & 1 == 0 {
                if zeros.is_multiple_of(sample) {
                    zero_samples.push(pos as u32);
                }
                zeros += 1;
            }
        }
        EliasFano {
            len: values.len() as u32,
            low_bits,
            lows,
            highs,
            zero_samples,
        }
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn low(&self, i: usize) -> u64 {
        if self.low_bits == 0 {
            return 0;
        }
        let bit = i * self.low_bits as usize;
        let mut v = self.lows[bit / 64] >> (bit % 64);
        if bit % 64 + self.low_bits as usize > 64 {
            v |= self.lows[bit / 64 + 1] << (64 - bit % 64);
        }
        v & ((1u64 << self.low_bits) - 1)
    }

    /// Position of zero number `k` in `highs`.
    fn select_zero(&self, k: usize) -> usize {
        let sample = sample_rate(self.len as usize);
        let mut pos = self.zero_samples[k / sample] as usize;
        let mut remaining = k % sample;
        // Skip whole words while they hold fewer zeros than remain.
        let mut word_index = pos / 64;
        let mut word = !self.highs[word_index] & (u64::MAX << (pos % 64));
        loop {
            let zeros = word.count_ones() as usize;
            if remaining < zeros {
                for _ in 0..remaining {
                    word &= word - 1;
                }
                pos = word_index * 64 + word.trailing_zeros() as usize;
                return pos;
            }
            remaining -= zeros;
            word_index += 1;
            word = !self.highs[word_index];
        }
    }

    /// The index of `value` in the set, if present.
    pub fn index_of(&self, value: u64) -> Option<usize> {
        if self.len == 0 {
            return None;
        }
        let high = (value >> self.low_bits) as usize;
        let buckets_zeros = self.highs.len() * 64 - self.len as usize;
        if high >= buckets_zeros {
            return None;
        }
        // Elements of bucket h lie between zero h-1 and zero h.
        let begin = if high == 0 {
            0
        } else {
            self.select_zero(high - 1) + 1 - high
        };
        let end = self.select_zero(high) - high;
        let low = value & ((1u64 << self.low_bits) - 1);
        (begin..end).find(|&i| self.low(i) == low)
    }

    pub fn contains(&self, value: u64) -> bool {
        self.index_of(value).is_some()
    }

    pub fn encoded_len(&self) -> usize {
        12 + 8 * (self.lows.len() + self.highs.len()) + 4 * self.zero_samples.len()
    }

    pub fn write(&self, out: &mut Vec<u8>) {
        for v in [
            self.len,
            self.low_bits,
            self.lows.len() as u32,
            self.highs.len() as u32,
            self.zero_samples.len() as u32,
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        for w in self.lows.iter().chain(&self.highs) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for s in &self.zero_samples {
            out.extend_from_slice(&s.to_le_bytes());
        }
    }

    /// Every value, decoded in order without trusting the select samples, or `None` unless
    /// they are strictly increasing, below `universe` and as many as the set says: for sets
    /// read from a download (`opening_book.rs`), rebuilt with `new` before use.
    pub fn checked_values(&self, universe: u64) -> Option<Vec<u64>> {
        let len = self.len as usize;
        // The count is checked against the bits actually read before anything is allocated
        // for it: a damaged count must not ask for gigabytes.
        let ones: usize = self.highs.iter().map(|w| w.count_ones() as usize).sum();
        if ones != len
            || self.low_bits > 63
            || self.lows.len() < (len * self.low_bits as usize).div_ceil(64)
        {
            return None;
        }
        let mut values = Vec::with_capacity(len);
        for (w, &word) in self.highs.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let pos = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let i = values.len();
                if i == len {
                    return None;
                }
                let high = (pos - i) as u64;
                let value = high.checked_shl(self.low_bits)? | self.low(i);
                if high >> (63 - self.low_bits) != 0
                    || value >= universe
                    || values.last().is_some_and(|&last| last >= value)
                {
                    return None;
                }
                values.push(value);
            }
        }
        (values.len() == len).then_some(values)
    }

    pub fn read(input: &mut Reader<'_>) -> Option<EliasFano> {
        let len = input.u32()?;
        let low_bits = input.u32()?;
        let (nl, nh, ns) = (
            input.u32()? as usize,
            input.u32()? as usize,
            input.u32()? as usize,
        );
        let lows = (0..nl).map(|_| input.u64()).collect::<Option<_>>()?;
        let highs = (0..nh).map(|_| input.u64()).collect::<Option<_>>()?;
        let zero_samples = (0..ns).map(|_| input.u32()).collect::<Option<_>>()?;
        Some(EliasFano {
            len,
            low_bits,
            lows,
            highs,
            zero_samples,
        })
    }
}
