//! Compact exact sets of codes for the embedded winning data.
//!
//! Within one level (peg count n) and one position class, the class parities and the parity of
//! n fix some bits of every code (the pivots): they follow from the others. The remaining free
//! bits have between n - pivots and n pegs, so a code is mapped to its colex rank among those
//! subsets, a universe several bits smaller than 2^N. The ranks are stored with Elias–Fano
//! (about 2 + log2(universe / count) bits each) with a select sample every 256 buckets, so a
//! lookup decodes a handful of words. Everything is plain little-endian bytes, read with
//! `from_le_bytes` (embedded data is only 1-byte aligned).
//!
//! This file is shared with build.rs (which encodes) through `#[path]`.

/// Maps codes of one (level, class) to dense ranks.
#[derive(Clone, Debug)]
pub struct Ranker {
    /// The non-pivot holes as (first hole, width) runs.
    runs: Vec<(u32, u32)>,
    free_bits: u32,
    pivots: u32,
    /// binomial[k][j] = C(k, j), shared by every ranker (built once).
    binomial: &'static [Vec<u64>],
}

impl Ranker {
    /// `parity_masks` are the hole sets whose peg-count parities are fixed within a stored set
    /// (the class masks and the full board). Pivots are chosen from the highest hole down.
    pub fn new(holes: u32, parity_masks: &[u64]) -> Ranker {
        let column = |h: u32| {
            parity_masks
                .iter()
                .enumerate()
                .fold(0u64, |v, (k, m)| v | ((m >> h) & 1) << k)
        };
        let mut basis: Vec<u64> = Vec::new();
        let mut pivot_mask = 0u64;
        for h in (0..holes).rev() {
            let mut v = column(h);
            for &b in &basis {
                v = v.min(v ^ b);
            }
            if v != 0 {
                basis.push(v);
                basis.sort_unstable_by(|a, b| b.cmp(a));
                pivot_mask |= 1 << h;
            }
        }
        let mut runs = Vec::new();
        let mut h = 0;
        while h < holes {
            if pivot_mask >> h & 1 == 1 {
                h += 1;
                continue;
            }
            let start = h;
            while h < holes && pivot_mask >> h & 1 == 0 {
                h += 1;
            }
            runs.push((start, h - start));
        }
        let free_bits = holes - pivot_mask.count_ones();
        static BINOMIAL: std::sync::OnceLock<Vec<Vec<u64>>> = std::sync::OnceLock::new();
        let binomial = BINOMIAL.get_or_init(|| {
            (0..=64u64)
                .map(|k| {
                    let mut row = vec![0u64; 66];
                    row[0] = 1;
                    for j in 1..=k as usize {
                        row[j] = row[j - 1].saturating_mul(k - j as u64 + 1) / j as u64;
                    }
                    row
                })
                .collect()
        });
        Ranker {
            runs,
            free_bits,
            pivots: pivot_mask.count_ones(),
            binomial,
        }
    }

    fn range(&self, n: u32) -> (u32, u32) {
        (n.saturating_sub(self.pivots), n.min(self.free_bits))
    }

    /// The number of ranks codes with `n` pegs can take.
    pub fn universe(&self, n: u32) -> u64 {
        let (lo, hi) = self.range(n);
        (lo..=hi)
            .map(|r| self.binomial[self.free_bits as usize][r as usize])
            .sum()
    }

    #[inline]
    pub fn rank(&self, code: u64, n: u32) -> u64 {
        let mut free = 0u64;
        let mut width = 0;
        for &(start, w) in &self.runs {
            free |= ((code >> start) & ((1u64 << w) - 1)) << width;
            width += w;
        }
        let r = free.count_ones();
        let (lo, _) = self.range(n);
        let row = &self.binomial[self.free_bits as usize];
        let mut rank: u64 = (lo..r).map(|k| row[k as usize]).sum();
        let mut j = 1;
        while free != 0 {
            let pos = free.trailing_zeros() as usize;
            free &= free - 1;
            rank += self.binomial[pos][j];
            j += 1;
        }
        rank
    }
}

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

/// Reads little-endian values from a byte slice (any alignment).
pub struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes }
    }
    pub fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.bytes.len() < n {
            return None;
        }
        let (head, tail) = self.bytes.split_at(n);
        self.bytes = tail;
        Some(head)
    }
    pub fn u8(&mut self) -> Option<u8> {
        Some(self.take(1)?[0])
    }
    pub fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }
    pub fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }
}

/// A tag per element of a set: a palette of distinct tags and per-element palette indices, or,
/// when one tag covers most elements, that tag plus the exceptions (their indices as an
/// Elias–Fano set, their tags packed): whichever is smaller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tags {
    Packed {
        palette: Vec<u32>,
        width: u32,
        bits: Vec<u64>,
    },
    Exceptions {
        common: u32,
        positions: EliasFano,
        tags: Box<Tags>,
    },
}

impl Tags {
    pub fn new(tags: &[u32]) -> Tags {
        let packed = Tags::packed(tags);
        // The most frequent tag (the largest on a tie), counted in one pass.
        let mut counts = std::collections::BTreeMap::new();
        for &t in tags {
            *counts.entry(t).or_insert(0usize) += 1;
        }
        let Some(common) = counts.iter().max_by_key(|&(_, &c)| c).map(|(&t, _)| t) else {
            return packed;
        };
        let (positions, others): (Vec<u64>, Vec<u32>) = tags
            .iter()
            .enumerate()
            .filter(|(_, &t)| t != common)
            .map(|(i, &t)| (i as u64, t))
            .unzip();
        let exceptions = Tags::Exceptions {
            common,
            positions: EliasFano::new(&positions, tags.len() as u64),
            tags: Box::new(Tags::packed(&others)),
        };
        if exceptions.encoded_len() < packed.encoded_len() {
            exceptions
        } else {
            packed
        }
    }

    fn packed(tags: &[u32]) -> Tags {
        let mut palette: Vec<u32> = tags.to_vec();
        palette.sort_unstable();
        palette.dedup();
        let width = 32 - (palette.len().max(1) as u32 - 1).leading_zeros();
        let mut bits = vec![0u64; (tags.len() * width as usize).div_ceil(64)];
        // Width 0 (one tag): nothing to store.
        for (i, t) in tags.iter().enumerate().filter(|_| width > 0) {
            let index = palette.binary_search(t).unwrap() as u64;
            let bit = i * width as usize;
            bits[bit / 64] |= index << (bit % 64);
            if bit % 64 + width as usize > 64 {
                bits[bit / 64 + 1] |= index >> (64 - bit % 64);
            }
        }
        Tags::Packed {
            palette,
            width,
            bits,
        }
    }

    fn encoded_len(&self) -> usize {
        let mut out = Vec::new();
        self.write(&mut out);
        out.len()
    }

    pub fn get(&self, i: usize) -> u32 {
        match self {
            Tags::Exceptions {
                common,
                positions,
                tags,
            } => positions
                .index_of(i as u64)
                .map_or(*common, |k| tags.get(k)),
            Tags::Packed {
                palette,
                width,
                bits,
            } => {
                if *width == 0 {
                    return palette[0];
                }
                let bit = i * *width as usize;
                let mut v = bits[bit / 64] >> (bit % 64);
                if bit % 64 + *width as usize > 64 {
                    v |= bits[bit / 64 + 1] << (64 - bit % 64);
                }
                palette[(v & ((1u64 << width) - 1)) as usize]
            }
        }
    }

    pub fn write(&self, out: &mut Vec<u8>) {
        match self {
            Tags::Exceptions {
                common,
                positions,
                tags,
            } => {
                out.push(0);
                out.extend_from_slice(&common.to_le_bytes());
                positions.write(out);
                tags.write(out);
            }
            Tags::Packed {
                palette,
                width,
                bits,
            } => {
                out.push(1);
                out.extend_from_slice(&(palette.len() as u32).to_le_bytes());
                for p in palette {
                    out.extend_from_slice(&p.to_le_bytes());
                }
                out.extend_from_slice(&width.to_le_bytes());
                out.extend_from_slice(&(bits.len() as u32).to_le_bytes());
                for w in bits {
                    out.extend_from_slice(&w.to_le_bytes());
                }
            }
        }
    }

    pub fn read(input: &mut Reader<'_>) -> Option<Tags> {
        match input.u8()? {
            0 => {
                let common = input.u32()?;
                let positions = EliasFano::read(input)?;
                let tags = Tags::read(input)?;
                // The exceptions' tags are packed, one per exception.
                let Tags::Packed {
                    palette,
                    width,
                    bits,
                } = &tags
                else {
                    return None;
                };
                let enough = bits.len() * 64 >= positions.len() * *width as usize;
                let indices_fit = palette.len() <= 1usize << width;
                (enough && indices_fit && !palette.is_empty()).then_some(Tags::Exceptions {
                    common,
                    positions,
                    tags: Box::new(tags),
                })
            }
            1 => {
                let n = input.u32()? as usize;
                let palette = (0..n).map(|_| input.u32()).collect::<Option<_>>()?;
                let width = input.u32()?;
                let nb = input.u32()? as usize;
                let bits = (0..nb).map(|_| input.u64()).collect::<Option<_>>()?;
                Some(Tags::Packed {
                    palette,
                    width,
                    bits,
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tags read back as written and answer every index, whichever encoding is chosen.
    #[test]
    fn tags_round_trip_in_both_encodings() {
        let mut rng = fastrand::Rng::with_seed(5);
        let cases: Vec<Vec<u32>> = vec![
            vec![],
            vec![7],
            vec![3; 1000],
            (0..1000).map(|i| if i == 500 { 9 } else { 3 }).collect(),
            (0..1000).map(|i| if i % 10 == 0 { 9 } else { 3 }).collect(),
            (0..1000)
                .map(|i| if i % 10 == 0 { i % 7 } else { 3 })
                .collect(),
            (0..1000).map(|i| i % 2).collect(),
            (0..1000).map(|_| rng.u32(..40)).collect(),
        ];
        let mut seen = [false; 2];
        for tags in cases {
            let t = Tags::new(&tags);
            seen[matches!(t, Tags::Exceptions { .. }) as usize] = true;
            let mut bytes = Vec::new();
            t.write(&mut bytes);
            let back = Tags::read(&mut Reader::new(&bytes)).expect("reads back");
            assert_eq!(back, t);
            for (i, &tag) in tags.iter().enumerate() {
                assert_eq!(back.get(i), tag, "index {i}");
            }
        }
        assert_eq!(seen, [true, true], "both encodings are exercised");
    }
}
