//! Operations on sorted, duplicate-free `Vec<u64>` sets of codes.
//!
//! Level sets hold millions of codes; a least-significant-digit radix sort over only the bits a
//! board uses (3 passes of 11 bits for 33 holes) is several times faster than a comparison sort.

const DIGIT_BITS: u32 = 11;

/// Sorts codes below `1 << bits` and removes duplicates, in place.
pub fn sort_dedup(codes: &mut Vec<u64>, bits: u32, scratch: &mut Vec<u64>) {
    radix_sort_dedup(codes, bits, scratch)
}

/// The sorted, duplicate-free values of all `parts` (values that differ only in their low `bits`
/// bits), written to `out`. The parts are read where they are: the expander's threads each
/// leave a part of a bucket, and copying them together first cost a pass over every child.
/// `out` may be left with room for all the values, duplicates included (`shrink_to_fit` it to
/// keep it).
pub fn sort_dedup_u32(parts: &[&[u32]], bits: u32, scratch: &mut DedupScratch, out: &mut Vec<u32>) {
    out.clear();
    let len: usize = parts.iter().map(|part| part.len()).sum();
    if bits <= BITMAP_MAX_BITS && len << BITMAP_MIN_FILL >= 1 << bits {
        bitmap_sort_dedup(parts, len, bits, scratch, out)
    } else {
        out.reserve(len);
        for part in parts {
            out.extend_from_slice(part);
        }
        radix_sort_dedup(out, bits, &mut scratch.radix)
    }
}

/// The widest values sorted by marking a bitmap: 2^22 bits are 512 KB, which stays in a
/// core's second-level cache.
const BITMAP_MAX_BITS: u32 = 22;
/// A bitmap is used once the values are at least 2^-BITMAP_MIN_FILL of its bits: scanning a
/// word costs far less than a radix pass moving a value, so a sparse bitmap still wins.
const BITMAP_MIN_FILL: u32 = 16;

/// Space `sort_dedup_u32` reuses from call to call.
#[derive(Default)]
pub struct DedupScratch {
    radix: Vec<u32>,
    /// A bit per value; all zero between calls (each call clears the words it read).
    bitmap: Vec<u64>,
    /// A bit per word of `bitmap` that may be non-zero, so that reading the values back skips
    /// the empty words of a sparse bitmap; also all zero between calls.
    summary: Vec<u64>,
}

/// Sorts and deduplicates by setting each value's bit and reading the bits back in order:
/// on the central game's buckets (2^22 possible values, thousands of children each) this is
/// faster than two radix passes.
fn bitmap_sort_dedup(
    parts: &[&[u32]],
    len: usize,
    bits: u32,
    scratch: &mut DedupScratch,
    out: &mut Vec<u32>,
) {
    let Some(&first) = parts.iter().find_map(|part| part.first()) else {
        return;
    };
    let words = 1usize << bits.saturating_sub(6);
    if scratch.bitmap.len() < words {
        scratch.bitmap.resize(words, 0);
        scratch.summary.resize(words.div_ceil(64), 0);
    }
    let (bitmap, summary) = (&mut scratch.bitmap, &mut scratch.summary);
    let summary = &mut summary[..words.div_ceil(64)];
    let low = (1u32 << bits) - 1;
    let high = first & !low;
    for part in parts {
        for &v in part.iter() {
            let w = ((v & low) >> 6) as usize;
            bitmap[w] |= 1 << (v & 63);
            summary[w >> 6] |= 1 << (w & 63);
        }
    }
    // Room for every value, duplicates included: counting the distinct ones first, to
    // allocate the output at its size, was a pass over the bitmap costing 4 % of `pegs solve`.
    out.reserve(len);
    for (s, summary_word) in summary.iter_mut().enumerate() {
        let mut nonzero = std::mem::take(summary_word);
        while nonzero != 0 {
            let w = s << 6 | nonzero.trailing_zeros() as usize;
            nonzero &= nonzero - 1;
            let mut set = std::mem::take(&mut bitmap[w]);
            let base = high | (w as u32) << 6;
            while set != 0 {
                out.push(base | set.trailing_zeros());
                set &= set - 1;
            }
        }
    }
}

trait Digit: Copy + Ord + Default {
    fn digit(self, shift: u32, mask: u64) -> usize;
}
impl Digit for u64 {
    #[inline(always)]
    fn digit(self, shift: u32, mask: u64) -> usize {
        ((self >> shift) & mask) as usize
    }
}
impl Digit for u32 {
    #[inline(always)]
    fn digit(self, shift: u32, mask: u64) -> usize {
        ((self as u64 >> shift) & mask) as usize
    }
}

fn radix_sort_dedup<T: Digit>(codes: &mut Vec<T>, bits: u32, scratch: &mut Vec<T>) {
    if codes.len() < 2048 {
        codes.sort_unstable();
        codes.dedup();
        return;
    }
    // As few passes as 11-bit digits allow, with digits as narrow as possible: fewer
    // destination streams per pass keep the scatter in cache.
    let passes = bits.div_ceil(DIGIT_BITS).max(1);
    let digit_bits = bits.div_ceil(passes);
    scratch.clear();
    scratch.resize(codes.len(), T::default());
    let mask = (1u64 << digit_bits) - 1;
    let mut counts = vec![0usize; 1 << digit_bits];
    for pass in 0..passes {
        let shift = pass * digit_bits;
        counts.fill(0);
        for &c in codes.iter() {
            counts[c.digit(shift, mask)] += 1;
        }
        let mut sum = 0;
        for count in counts.iter_mut() {
            let c = *count;
            *count = sum;
            sum += c;
        }
        for &c in codes.iter() {
            let d = c.digit(shift, mask);
            scratch[counts[d]] = c;
            counts[d] += 1;
        }
        std::mem::swap(codes, scratch);
    }
    codes.dedup();
}

/// The union of two sorted sets.
pub fn merge(a: &[u64], b: &[u64]) -> Vec<u64> {
    merge_sorted(a, b)
}

/// The union of two sorted sets of u32.
pub fn merge_u32(a: &[u32], b: &[u32]) -> Vec<u32> {
    merge_sorted(a, b)
}

fn merge_sorted<T: Copy + Ord>(a: &[T], b: &[T]) -> Vec<T> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => {
                out.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// The elements of `a` not in `b`.
pub fn difference(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out = Vec::new();
    let mut j = 0;
    for &x in a {
        while j < b.len() && b[j] < x {
            j += 1;
        }
        if j == b.len() || b[j] != x {
            out.push(x);
        }
    }
    out
}

/// Sorted runs merged like a binary counter, so each code is copied O(log runs) times.
#[derive(Default)]
pub struct RunMerger {
    runs: Vec<Vec<u64>>,
}

impl RunMerger {
    pub fn push(&mut self, run: Vec<u64>) {
        self.runs.push(run);
        while self.runs.len() >= 2 {
            let n = self.runs.len();
            if self.runs[n - 2].len() > 2 * self.runs[n - 1].len() {
                break;
            }
            let b = self.runs.pop().unwrap();
            let a = self.runs.pop().unwrap();
            self.runs.push(merge(&a, &b));
        }
    }
    /// Codes held now (an upper bound on the merged size).
    pub fn held(&self) -> usize {
        self.runs.iter().map(Vec::len).sum()
    }
    pub fn finish(mut self) -> Vec<u64> {
        while self.runs.len() >= 2 {
            let b = self.runs.pop().unwrap();
            let a = self.runs.pop().unwrap();
            self.runs.push(merge(&a, &b));
        }
        self.runs.pop().unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both ways of sorting (bitmap and radix) against the standard library's sort.
    #[test]
    fn sort_dedup_u32_matches_a_plain_sort() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut scratch = DedupScratch::default();
        for (bits, len) in [
            (21, 100),
            (21, 5000),
            (21, 200_000),
            (12, 50_000),
            (25, 30_000),
        ] {
            for _ in 0..3 {
                // The bits above `bits` are the same in every value, as in a bucket.
                let high = (0xabcu32 << bits) & !0 >> 1;
                let values: Vec<u32> = (0..len)
                    .map(|_| high | (next() >> (64 - bits)) as u32)
                    .collect();
                let mut expected = values.clone();
                expected.sort_unstable();
                expected.dedup();
                // In one part, and in three (one of them empty).
                let mut got = vec![7];
                sort_dedup_u32(&[&values], bits, &mut scratch, &mut got);
                assert_eq!(got, expected, "{bits} bits, {len} values");
                let (a, b) = values.split_at(len / 3);
                sort_dedup_u32(&[b, &[], a], bits, &mut scratch, &mut got);
                assert_eq!(got, expected, "{bits} bits, {len} values in parts");
                assert!(
                    scratch.bitmap.iter().all(|&w| w == 0),
                    "the bitmap is left clear"
                );
            }
        }
    }
}
