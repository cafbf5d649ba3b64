//! The live search's memory of what it proved: for each position (its symmetry-reduced code),
//! whether it wins. A transposition table in the manner of game-playing programs: it grows
//! up to a most size, then keeps the answers that cost most to find again.
//!
//! The codes are spread over buckets of `WAYS` slots. The table doubles when it is three
//! quarters full or a bucket overflows, up to its most size. From then on a full bucket drops
//! the answer for the position with the fewest pegs: its future is the smallest, so it is the
//! quickest to search again. An answer is dropped, never changed: what the table says was
//! proven, and what it forgot is searched again.
//!
//! Why not a hash map cleared when full: in one French game the search worker cleared its
//! map of 3.5 million answers 65 times, often in the middle of proving a jump bad at 25 to 27
//! pegs, and began that proof again (docs/performance.md). An answer here takes 8¼ bytes
//! where the map took 17, so the same memory holds twice as many.
//!
//! No crate found does this: hash maps (hashbrown, `lru`) evict by age or not at all, and
//! the game-engine tables on crates.io are tied to chess.

use std::hash::BuildHasher;

/// Slots in a bucket: a bucket is 32 bytes, half a cache line.
const WAYS: usize = 4;
/// Buckets a new table starts with.
const FIRST_BUCKETS: usize = 1 << 10;

pub(crate) struct VerdictTable {
    /// The codes, `WAYS` a bucket; 0 is an empty slot (no position asked about is empty).
    codes: Vec<u64>,
    /// One byte a bucket: bit `w` is whether the position in slot `w` wins.
    wins: Vec<u8>,
    /// Answers held.
    len: usize,
    /// The most buckets (a power of two).
    max_buckets: usize,
    /// Answers dropped to make room, and by `clear` and `drop_above`.
    dropped: usize,
    /// Times the whole table was forgotten (`clear`).
    clears: usize,
}

impl VerdictTable {
    /// A table that holds up to about `max_answers` answers (rounded up to a power of two
    /// slots) before it drops any.
    pub fn new(max_answers: usize) -> VerdictTable {
        let max_buckets = max_answers.div_ceil(WAYS).max(1).next_power_of_two();
        let buckets = FIRST_BUCKETS.min(max_buckets);
        VerdictTable {
            codes: vec![0; buckets * WAYS],
            wins: vec![0; buckets],
            len: 0,
            max_buckets,
            dropped: 0,
            clears: 0,
        }
    }

    fn bucket(&self, code: u64) -> usize {
        let hash = foldhash::fast::FixedState::with_seed(0).hash_one(code);
        // The low bits of a foldhash are as mixed as its high ones.
        (hash as usize) & (self.wins.len() - 1)
    }

    pub fn get(&self, code: u64) -> Option<bool> {
        let b = self.bucket(code);
        let slots = &self.codes[b * WAYS..(b + 1) * WAYS];
        let w = slots.iter().position(|&c| c == code && code != 0)?;
        Some(self.wins[b] >> w & 1 == 1)
    }

    pub fn insert(&mut self, code: u64, wins: bool) {
        if code == 0 {
            return;
        }
        if 4 * self.len >= 3 * self.codes.len() && self.wins.len() < self.max_buckets {
            self.grow();
        }
        let mut b = self.bucket(code);
        // A full bucket makes the table grow while it may: it drops nothing before its size.
        while self.wins.len() < self.max_buckets
            && !self.codes[b * WAYS..(b + 1) * WAYS]
                .iter()
                .any(|&c| c == code || c == 0)
        {
            self.grow();
            b = self.bucket(code);
        }
        let slots = &self.codes[b * WAYS..(b + 1) * WAYS];
        // The code's own slot if it has one (a slot before it may have been emptied since).
        let own = slots.iter().position(|&c| c == code);
        let w = match own.or_else(|| slots.iter().position(|&c| c == 0)) {
            Some(w) => {
                self.len += (slots[w] == 0) as usize;
                w
            }
            None => {
                self.dropped += 1;
                (0..WAYS)
                    .min_by_key(|&w| slots[w].count_ones())
                    .expect("a bucket has slots")
            }
        };
        self.codes[b * WAYS + w] = code;
        self.wins[b] = self.wins[b] & !(1 << w) | (wins as u8) << w;
    }

    /// Doubles the table in place, or, when the memory for it cannot be had (a page's worker
    /// on a small phone), stays at its size from then on. Doubling splits each bucket b in two,
    /// b and b + the old count: only answers that move to the new half move.
    fn grow(&mut self) {
        let buckets = self.wins.len();
        if self.codes.try_reserve_exact(buckets * WAYS).is_err()
            || self.wins.try_reserve_exact(buckets).is_err()
        {
            self.max_buckets = buckets;
            return;
        }
        self.codes.resize(2 * buckets * WAYS, 0);
        self.wins.resize(2 * buckets, 0);
        for b in 0..buckets {
            let mut moved = 0;
            for w in 0..WAYS {
                let code = self.codes[b * WAYS + w];
                if code == 0 || self.bucket(code) == b {
                    continue;
                }
                let wins = self.wins[b] >> w & 1;
                self.codes[b * WAYS + w] = 0;
                self.wins[b] &= !(1 << w);
                let to = b + buckets;
                self.codes[to * WAYS + moved] = code;
                self.wins[to] |= wins << moved;
                moved += 1;
            }
        }
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds three quarters of what it can hold at its most size.
    pub fn nearly_full(&self) -> bool {
        4 * self.len >= 3 * self.max_buckets * WAYS
    }

    /// Forgets every answer (the memory stays allocated for the next ones).
    pub fn clear(&mut self) {
        self.clears += 1;
        self.dropped += self.len;
        self.codes.fill(0);
        self.wins.fill(0);
        self.len = 0;
    }

    /// Forgets the answers for positions with more than `pegs` pegs: a game that has gone on
    /// past them does not meet them again, and they would hold their slots for good (a full
    /// bucket drops its fewest pegs first).
    pub fn drop_above(&mut self, pegs: u32) {
        for code in self.codes.iter_mut().filter(|c| c.count_ones() > pegs) {
            *code = 0;
            self.len -= 1;
            self.dropped += 1;
        }
    }

    /// Answers dropped so far (to make room, or forgotten): how much a search has had to
    /// find again (for the measurements in `examples/`).
    pub fn dropped(&self) -> usize {
        self.dropped
    }

    /// Times the whole table was forgotten (`clear`): a search that goes on over several calls
    /// lost its progress when this changed (a dropped answer costs it only that answer).
    pub fn clears(&self) -> usize {
        self.clears
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Every answer the table gives is one it was given last for that code, whatever it
    /// dropped; it holds everything while it has room; when full it keeps the most pegs.
    #[test]
    fn answers_are_those_given_and_full_buckets_keep_the_most_pegs() {
        let mut rng = fastrand::Rng::with_seed(3);
        let mut table = VerdictTable::new(1 << 16);
        let mut given = HashMap::new();
        for _ in 0..3_000 {
            let code = rng.u64(1..1 << 37);
            let wins = rng.bool();
            table.insert(code, wins);
            given.insert(code, wins);
        }
        assert_eq!(table.len(), given.len());
        assert_eq!(table.dropped(), 0);
        for (&code, &wins) in &given {
            assert_eq!(table.get(code), Some(wins));
        }
        // Past its room: what it still says is right, and it says most of it.
        for _ in 0..400_000 {
            let code = rng.u64(1..1 << 37);
            let wins = rng.bool();
            table.insert(code, wins);
            given.insert(code, wins);
        }
        let held = given
            .iter()
            .filter(|&(&code, &wins)| match table.get(code) {
                Some(said) => {
                    assert_eq!(said, wins);
                    true
                }
                None => false,
            })
            .count();
        assert_eq!(held, table.len());
        assert_eq!(table.len(), 1 << 16, "a full table has every slot used");
        assert_eq!(table.dropped(), given.len() - held);
        // A position with many pegs outlives one with few in the same bucket.
        let many = (1u64 << 30) - 1;
        table.insert(many, true);
        for _ in 0..100_000 {
            table.insert(rng.u64(1..1 << 37) & 0xff_ffff, false);
        }
        assert_eq!(table.get(many), Some(true));
        table.drop_above(29);
        assert_eq!(table.get(many), None);
        assert!(table.codes.iter().all(|c| c.count_ones() <= 29));
        table.clear();
        assert_eq!((table.len(), table.clears()), (0, 1));
        assert!(given.keys().all(|&c| table.get(c).is_none()));
    }

    /// A verdict changed for the same code replaces the old one in place, even behind a slot
    /// emptied since.
    #[test]
    fn a_code_given_again_is_answered_anew() {
        let mut table = VerdictTable::new(64);
        table.insert(5, false);
        table.insert(5, true);
        assert_eq!((table.get(5), table.len()), (Some(true), 1));
        let b = table.bucket(5);
        table.codes.swap(b * WAYS, b * WAYS + 2);
        table.wins[b] = 1 << 2;
        table.insert(5, false);
        assert_eq!((table.get(5), table.len()), (Some(false), 1));
        table.insert(0, true);
        assert_eq!((table.get(0), table.len()), (None, 1));
    }
}
