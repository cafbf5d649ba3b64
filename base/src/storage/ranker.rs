//! Dense ranks for the codes of one level and position class: the first half of the compact
//! sets the winning data is stored as (the second is `elias_fano.rs`).
//!
//! Within one level (peg count n) and one position class, the class parities and the parity of
//! n fix some bits of every code (the pivots): they follow from the others. The remaining free
//! bits have between n - pivots and n pegs, so a code is mapped to its colex rank among those
//! subsets, a universe several bits smaller than 2^N. The ranks are stored with Elias–Fano
//! (about 2 + log2(universe / count) bits each) with a select sample every 256 buckets, so a
//! lookup decodes a handful of words.

use crate::geometry::{class_masks, Board};

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

/// The class masks and the whole board: the parities a stored code's pivots follow from.
pub fn parity_masks(board: &Board) -> Vec<u64> {
    let mut masks = class_masks(board);
    masks.push(board.full());
    masks
}

/// The ranker of a board's stored codes.
pub fn ranker(board: &Board) -> Ranker {
    Ranker::new(board.holes() as u32, &parity_masks(board))
}
