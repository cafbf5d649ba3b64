//! Each code's position in a sorted level, found by hashing: the solution count's lookups.
//!
//! The count asks, for every child of every winning position, where the child stands in the
//! level below: millions of lookups at random places in a table of megabytes, each a cache
//! miss. A hash map (hashbrown) keeps control bytes and entries apart, two misses a lookup,
//! and cannot be told to fetch ahead. This table keeps each code beside its position (one line
//! read) and lets the count fetch the lines of a batch of children before it reads the first,
//! so their misses overlap instead of following one another.

use crate::search::code_filter::CodeFilter;
use crate::search::prefetch::prefetch;

/// An open-addressing table, at most half full, probed linearly.
pub(crate) struct LevelIndex {
    /// Answers most codes the level lacks from cache: about half the children a count looks
    /// up are not winning, and each would cost the table a miss.
    filter: CodeFilter,
    slots: Vec<Slot>,
    /// 64 − log2(slots): the hash's top bits choose the slot.
    shift: u32,
}

#[derive(Clone, Copy)]
struct Slot {
    code: u64,
    position: u32,
}

/// No winning level holds the full 64-hole board (W_n has fewer pegs than holes), so this code
/// marks an empty slot.
const EMPTY: u64 = u64::MAX;

impl LevelIndex {
    pub(crate) fn new(codes: &[u64]) -> LevelIndex {
        assert!(
            codes.len() < u32::MAX as usize,
            "a level's positions fit in u32"
        );
        let slots = (codes.len() * 2).next_power_of_two().max(2);
        let mut index = LevelIndex {
            filter: CodeFilter::new(codes),
            slots: vec![
                Slot {
                    code: EMPTY,
                    position: 0
                };
                slots
            ],
            shift: 64 - slots.trailing_zeros(),
        };
        for (position, &code) in codes.iter().enumerate() {
            debug_assert_ne!(code, EMPTY);
            let mut s = index.home(code);
            while index.slots[s].code != EMPTY {
                s = (s + 1) & (slots - 1);
            }
            index.slots[s] = Slot {
                code,
                position: position as u32,
            };
        }
        index
    }

    /// The slot a code's probe starts at (Fibonacci hashing: the top bits of the product).
    #[inline(always)]
    fn home(&self, code: u64) -> usize {
        (code.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// False only if the level lacks the code (true for about one code in ten it lacks).
    #[inline(always)]
    pub(crate) fn may_contain(&self, code: u64) -> bool {
        self.filter.may_contain(code)
    }

    /// Starts loading the line `get(code)` will read first.
    #[inline(always)]
    pub(crate) fn prefetch(&self, code: u64) {
        prefetch(&self.slots[self.home(code)]);
    }

    /// The code's position in the level, if the level holds it.
    #[inline]
    pub(crate) fn get(&self, code: u64) -> Option<usize> {
        let last = self.slots.len() - 1;
        let mut s = self.home(code);
        loop {
            let slot = self.slots[s];
            if slot.code == code {
                return Some(slot.position as usize);
            }
            if slot.code == EMPTY {
                return None;
            }
            s = (s + 1) & last;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_found_at_its_position_and_no_other_code_is() {
        let codes: Vec<u64> = (0..50_000u64).map(|i| i * i * 7 + (i << 33)).collect();
        let index = LevelIndex::new(&codes);
        for (position, &code) in codes.iter().enumerate() {
            assert!(index.may_contain(code));
            assert_eq!(index.get(code), Some(position));
        }
        let absent = (0..50_000u64).map(|i| i * i * 7 + (i << 33) + 1);
        assert!(absent.into_iter().all(|c| index.get(c).is_none()));
        assert_eq!(LevelIndex::new(&[]).get(0), None);
        assert_eq!(LevelIndex::new(&[5]).get(5), Some(0));
    }
}
