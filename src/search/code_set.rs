//! A sorted set of codes in half the memory: grouped by their top bits, keeping only the low
//! 32 bits of each.
//!
//! The level search's sets are most of its memory: on the central game the forward levels held
//! for W add up to 6 M codes, and `pegs levels` builds levels of 3.6 M. The expander sorts
//! children bucket by bucket on their top bits anyway, so a bucket's low bits are all a level
//! needs to keep, and reading a code back costs one shift and OR. Small sets, and the sets of
//! boards over 43 holes (whose low bits do not fit in 32), are kept whole.

use crate::search::parallel::{run_all, worker_count};
use std::ops::Range;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeSet {
    Whole(Vec<u64>),
    Bucketed {
        low_bits: u32,
        /// Bucket b holds the sorted low bits of its codes `b << low_bits | low`: each as the
        /// expander's thread sorted it, so that no thread waits while they are copied together.
        buckets: Vec<Vec<u32>>,
        /// `starts[b]`: the codes in the buckets before b, so that codes can be read by index
        /// ranges (the last entry is the set's size).
        starts: Vec<usize>,
    },
}

/// Sorted codes read by index ranges, so that threads can share them out: a slice or a
/// `CodeSet`. One type, not a trait, so that the expander's loops are compiled once rather
/// than once per kind of input (the WebAssembly modules carry every copy).
#[derive(Clone, Copy)]
pub enum Codes<'a> {
    Slice(&'a [u64]),
    Set(&'a CodeSet),
}

impl<'a> From<&'a [u64]> for Codes<'a> {
    fn from(codes: &'a [u64]) -> Codes<'a> {
        Codes::Slice(codes)
    }
}

impl<'a> From<&'a Vec<u64>> for Codes<'a> {
    fn from(codes: &'a Vec<u64>) -> Codes<'a> {
        Codes::Slice(codes)
    }
}

impl<'a> From<&'a CodeSet> for Codes<'a> {
    fn from(set: &'a CodeSet) -> Codes<'a> {
        match set {
            CodeSet::Whole(codes) => Codes::Slice(codes),
            bucketed => Codes::Set(bucketed),
        }
    }
}

impl Codes<'_> {
    pub fn count(self) -> usize {
        match self {
            Codes::Slice(codes) => codes.len(),
            Codes::Set(set) => set.len(),
        }
    }

    /// Calls `f` on the codes at positions `range`, in order. `f` appears once in the loop, so
    /// it is inlined once.
    #[inline]
    pub fn for_each_in(self, range: Range<usize>, mut f: impl FnMut(u64)) {
        // For a bucketed set: the bucket holding position i, where it starts, and where the
        // next one starts.
        let (mut bucket, mut begin, mut next) = (0, 0, usize::MAX);
        if range.is_empty() {
            return;
        }
        if let Codes::Set(CodeSet::Bucketed { starts, .. }) = self {
            bucket = starts.partition_point(|&s| s <= range.start).max(1) - 1;
            begin = starts[bucket];
            next = starts[bucket + 1];
        }
        for i in range {
            let code = match self {
                Codes::Slice(codes) => codes[i],
                Codes::Set(CodeSet::Whole(codes)) => codes[i],
                Codes::Set(CodeSet::Bucketed {
                    low_bits,
                    buckets,
                    starts,
                }) => {
                    while i >= next {
                        bucket += 1;
                        begin = next;
                        next = starts[bucket + 1];
                    }
                    (bucket as u64) << low_bits | u64::from(buckets[bucket][i - begin])
                }
            };
            f(code);
        }
    }
}

impl CodeSet {
    /// The set whose bucket b (of `buckets.len()`) holds the sorted low bits `buckets[b]`.
    pub fn from_buckets(low_bits: u32, buckets: Vec<Vec<u32>>) -> CodeSet {
        let mut starts = Vec::with_capacity(buckets.len() + 1);
        starts.push(0);
        for bucket in &buckets {
            starts.push(starts[starts.len() - 1] + bucket.len());
        }
        CodeSet::Bucketed {
            low_bits,
            buckets,
            starts,
        }
    }

    pub fn len(&self) -> usize {
        match self {
            CodeSet::Whole(codes) => codes.len(),
            CodeSet::Bucketed { starts, .. } => starts[starts.len() - 1],
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Calls `f` on every code, in order.
    #[inline]
    pub fn for_each(&self, f: impl FnMut(u64)) {
        Codes::from(self).for_each_in(0..self.len(), f)
    }

    pub fn into_vec(self) -> Vec<u64> {
        match self {
            CodeSet::Whole(codes) => codes,
            bucketed => {
                let mut codes = Vec::with_capacity(bucketed.len());
                bucketed.for_each(|c| codes.push(c));
                codes
            }
        }
    }

    /// Keeps those of `lows` that are in this set, where `lows` are the sorted low bits of
    /// codes `bucket << low_bits | low` (one bucket of the expander's output): with this set
    /// bucketed the same way, a merge of the two buckets' low bits.
    pub fn retain_bucket_members(&self, bucket: usize, low_bits: u32, lows: &mut Vec<u32>) {
        if let CodeSet::Bucketed {
            low_bits: own_low_bits,
            buckets,
            ..
        } = self
        {
            if *own_low_bits == low_bits {
                retain_common(lows, buckets.get(bucket).map_or(&[], Vec::as_slice));
                return;
            }
        }
        let high = (bucket as u64) << low_bits;
        lows.retain(|&low| self.contains(high | u64::from(low)));
    }

    pub fn contains(&self, code: u64) -> bool {
        match self {
            CodeSet::Whole(codes) => codes.binary_search(&code).is_ok(),
            CodeSet::Bucketed {
                low_bits, buckets, ..
            } => {
                let Ok(bucket) = usize::try_from(code >> low_bits) else {
                    return false;
                };
                // A bucket holds the codes' low 32 bits (their bits above `low_bits` are the
                // bucket's own).
                buckets
                    .get(bucket)
                    .is_some_and(|lows| lows.binary_search(&(code as u32)).is_ok())
            }
        }
    }

    /// The codes of `sorted` (a sorted slice) that are also in this set.
    pub fn intersect(&self, sorted: &[u64]) -> Vec<u64> {
        let mut out = Vec::new();
        let mut j = 0;
        self.for_each(|c| {
            while j < sorted.len() && sorted[j] < c {
                j += 1;
            }
            if j < sorted.len() && sorted[j] == c {
                out.push(c);
                j += 1;
            }
        });
        out
    }
}

/// Keeps those of `values` (sorted) that `others` (sorted) holds.
fn retain_common(values: &mut Vec<u32>, others: &[u32]) {
    let (mut kept, mut j) = (0, 0);
    for i in 0..values.len() {
        let v = values[i];
        while j < others.len() && others[j] < v {
            j += 1;
        }
        if j == others.len() {
            break;
        }
        values[kept] = v;
        kept += usize::from(others[j] == v);
    }
    values.truncate(kept);
}

/// The sets as plain vectors, converted on all cores: the level search's winning sets come out
/// of the expander bucketed, and converting each as it came held up the next level.
pub fn into_vecs(sets: Vec<CodeSet>) -> Vec<Vec<u64>> {
    let total: usize = sets.iter().map(CodeSet::len).sum();
    let threads = worker_count(total);
    // The biggest first, each to the thread with the least so far.
    let count = sets.len();
    let mut indexed: Vec<(usize, CodeSet)> = sets.into_iter().enumerate().collect();
    indexed.sort_by_key(|(_, set)| std::cmp::Reverse(set.len()));
    let mut shares: Vec<(usize, Vec<(usize, CodeSet)>)> = vec![(0, Vec::new()); threads];
    for (i, set) in indexed {
        let least = shares
            .iter_mut()
            .min_by_key(|(held, _)| *held)
            .expect("a thread");
        least.0 += set.len();
        least.1.push((i, set));
    }
    let converted = run_all(
        shares
            .into_iter()
            .map(|(_, share)| {
                move || {
                    share
                        .into_iter()
                        .map(|(i, set)| (i, set.into_vec()))
                        .collect::<Vec<_>>()
                }
            })
            .collect(),
    );
    let mut out = vec![Vec::new(); count];
    for (i, codes) in converted.into_iter().flatten() {
        out[i] = codes;
    }
    out
}

impl Default for CodeSet {
    fn default() -> CodeSet {
        CodeSet::Whole(Vec::new())
    }
}

impl From<Vec<u64>> for CodeSet {
    fn from(codes: Vec<u64>) -> CodeSet {
        CodeSet::Whole(codes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bucketed(codes: &[u64], low_bits: u32) -> CodeSet {
        let mut buckets = vec![Vec::new(); 1 << 4];
        for &c in codes {
            buckets[(c >> low_bits) as usize].push(c as u32);
        }
        CodeSet::from_buckets(low_bits, buckets)
    }

    /// Every index range reads back the codes a whole vector holds there, including ranges
    /// that start or end inside a bucket or run across empty ones.
    #[test]
    fn a_bucketed_set_reads_back_its_codes_by_any_range() {
        let codes: Vec<u64> = [1u64, 2, 40, 41, 42, 300, 301, 1000, 1001, 1023]
            .into_iter()
            .collect();
        let set = bucketed(&codes, 6);
        assert_eq!(set.len(), codes.len());
        for begin in 0..=codes.len() {
            for end in begin..=codes.len() {
                let mut read = Vec::new();
                Codes::from(&set).for_each_in(begin..end, |c| read.push(c));
                assert_eq!(read, codes[begin..end], "{begin}..{end}");
            }
        }
        assert_eq!(set.clone().into_vec(), codes);
    }

    /// Keeping a bucket's members: bucketed alike (the merge), bucketed otherwise and whole
    /// (one search a code), for buckets the set has, lacks, and past its last one.
    #[test]
    fn a_bucket_keeps_the_codes_the_set_holds() {
        let codes = [3u64, 5, 64, 65, 70, 700, 1020];
        for set in [
            bucketed(&codes, 6),
            bucketed(&codes, 7),
            CodeSet::from(codes.to_vec()),
        ] {
            for bucket in 0..40usize {
                // A bucket's values are its codes' low 32 bits, as the expander makes them.
                let lows: Vec<u32> = (0..64).map(|low| (bucket << 6 | low) as u32).collect();
                let mut kept = lows.clone();
                set.retain_bucket_members(bucket, 6, &mut kept);
                let expected: Vec<u32> = lows
                    .into_iter()
                    .filter(|&low| codes.contains(&u64::from(low)))
                    .collect();
                assert_eq!(kept, expected, "bucket {bucket} of {set:?}");
            }
            assert!(set.contains(1020) && !set.contains(1021) && !set.contains(1 << 40));
        }
    }

    /// Sets of both kinds, and empty ones, come back in order with their codes.
    #[test]
    fn into_vecs_converts_each_set() {
        let sets = vec![
            bucketed(&[1, 2, 40, 1000], 6),
            CodeSet::from(vec![7, 8]),
            CodeSet::default(),
            bucketed(&[], 6),
            bucketed(&[3, 64, 65, 1023], 6),
        ];
        let expected: Vec<Vec<u64>> = sets.iter().cloned().map(CodeSet::into_vec).collect();
        assert_eq!(into_vecs(sets), expected);
        assert_eq!(into_vecs(Vec::new()), Vec::<Vec<u64>>::new());
    }

    #[test]
    fn intersecting_with_a_sorted_slice_keeps_the_common_codes() {
        let codes = [3u64, 5, 64, 65, 700, 1020];
        let others = [0u64, 5, 6, 64, 700, 701, 1023];
        for set in [bucketed(&codes, 6), CodeSet::from(codes.to_vec())] {
            assert_eq!(set.intersect(&others), [5, 64, 700]);
            assert_eq!(set.intersect(&[]), Vec::<u64>::new());
        }
    }
}
