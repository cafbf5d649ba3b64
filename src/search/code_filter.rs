//! A membership filter over a set of codes: a blocked Bloom filter, one word read a query.
//!
//! The winning sets are found by asking, for millions of children, whether a child's complement
//! lies in a level of the other search. Sorting every child to intersect needs them all in
//! memory at once; this filter answers "maybe" for every member and for 5–10 % of other codes,
//! so only the few children that pass are sorted and intersected exactly. On the central game
//! the search for W no longer holds F_16, its largest level, nor that level's children. Each
//! query reads one word, and the table is small enough to stay in cache: the reads, not the
//! false positives (which the exact intersection removes), are what the step costs. An xor or
//! ribbon filter is more exact per bit but reads two or three places per query.

/// Table bits per member. The table is read at random places millions of times, so its size
/// matters more than its error rate: at 4 bits a member, F_17 of the central game (1.30 M codes)
/// gets a 1 MB table, which stays in a core's L2 cache, where 16 bits gave 4 MB and made the
/// reads the step's main cost.
const BITS_PER_CODE: usize = 4;
/// Bits set per member, all in one 64-bit word (a blocked Bloom filter): one memory read a query
/// as with one bit, but about a third of the one-bit table's false positives.
const PROBES: u32 = 3;

use crate::search::code_set::Codes;
use crate::search::parallel::{run_all, worker_count};
use crate::search::prefetch::prefetch;

pub struct CodeFilter {
    words: Vec<u64>,
    /// 64 − log2(words): the hash's top bits choose the word.
    shift: u32,
}

impl CodeFilter {
    pub fn new<'a>(codes: impl Into<Codes<'a>>) -> CodeFilter {
        let codes = codes.into();
        let count = codes.count();
        let words = (count * BITS_PER_CODE / 64).next_power_of_two();
        // The table's size and hash, before any table is filled.
        let shape = CodeFilter {
            words: Vec::new(),
            shift: 64 - words.trailing_zeros(),
        };
        // Each core fills a table from its share of the codes, and the tables are ORed: the
        // level search waits for the filter with its other cores idle.
        let threads = worker_count(count);
        let part = count.div_ceil(threads);
        let tables = run_all(
            (0..threads)
                .map(|t| {
                    let shape = &shape;
                    move || {
                        let mut table = vec![0u64; words];
                        codes.for_each_in(t * part..count.min((t + 1) * part), |c| {
                            let (word, mask) = shape.place(c);
                            table[word] |= mask;
                        });
                        table
                    }
                })
                .collect(),
        );
        let words = tables
            .into_iter()
            .reduce(|mut words, table| {
                words
                    .iter_mut()
                    .zip(table)
                    .for_each(|(word, other)| *word |= other);
                words
            })
            .expect("a table from each of at least one thread");
        CodeFilter { words, ..shape }
    }

    /// The word a code's bits lie in, and those bits.
    #[inline(always)]
    fn place(&self, code: u64) -> (usize, u64) {
        // Fibonacci hashing: the multiplication spreads the code's bits into the top ones. The
        // top bits choose the word, the 6-bit fields below them the bits within it (a table
        // has at most 2^40 words here, so the fields never reach the product's weak low bits).
        let hash = code.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let word = if self.shift == 64 {
            0
        } else {
            (hash >> self.shift) as usize
        };
        let fields = hash >> (self.shift.min(40) - 6 * PROBES);
        let mut mask = 0;
        for p in 0..PROBES {
            mask |= 1 << (fields >> (6 * p) & 63);
        }
        (word, mask)
    }

    /// Starts loading the word `may_contain(code)` reads.
    #[inline(always)]
    pub fn prefetch(&self, code: u64) {
        prefetch(&self.words[self.place(code).0]);
    }

    /// False only if `code` is not in the set.
    #[inline(always)]
    pub fn may_contain(&self, code: u64) -> bool {
        let (word, mask) = self.place(code);
        self.words[word] & mask == mask
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_always_pass_and_few_others_do() {
        let members: Vec<u64> = (0..100_000u64).map(|i| i * 7919 + (i << 20)).collect();
        let filter = CodeFilter::new(&members);
        assert!(members.iter().all(|&c| filter.may_contain(c)));
        let others = (0..100_000u64).map(|i| i * 7919 + (i << 20) + 1);
        let passed = others.filter(|&c| filter.may_contain(c)).count();
        assert!(
            passed < 100_000 / 10,
            "{passed} of 100,000 non-members passed"
        );
    }

    #[test]
    fn an_empty_set_passes_nothing() {
        let filter = CodeFilter::new(&Vec::new());
        assert!((0..1000).all(|c| !filter.may_contain(c)));
    }
}
