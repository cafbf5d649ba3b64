//! Reach masks over a problem type's any-finish superset (ref. 1, §5, extended).
//!
//! Every orbit (whole-group mincode) of the superset gets two hole masks, for its
//! representative: `finishes`, the holes where it can end with one peg, and `starts`, the
//! single vacancies it can be reached from. Together they answer every problem of the type
//! exactly for any position a game can reach:
//! - with n ≤ N/2 pegs, a position p of a game started at s can still finish at f iff
//!   f ∈ finishes(p) (p is reachable from s by construction);
//! - with more pegs, iff f ∈ starts(complement(p)), since p reaches the single peg f exactly
//!   when complement(p) is reachable from the single vacancy f (time reversal).
//!
//! A complement problem asks f = s, finishing anywhere asks for any f. Masks come bottom-up
//! (one peg upwards, through each orbit's children) over the whole superset W_1..W_{N-1};
//! `starts` of an orbit are the finishes of its complement. The superset is complement-closed
//! when the type's finishes are its starts (a problem s → f is played backwards as the problem
//! f → s on the complements): on a null-class board (English) and on the 28-hole triangle's
//! solvable type. That is what makes the second rule work (checked, not assumed).

use crate::generate::winning_sets::ProblemType;
use crate::search::levels::{compute_levels, LevelOptions};
use crate::search::memory_limit::TooBig;
use crate::search::parallel::{run_all, worker_count};
use pegsol_base::geometry::Board;
use pegsol_base::storage::type_data::reach_tag;

/// One orbit of the superset and its masks (hole bit masks, for the representative `code`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReachOrbit {
    pub code: u64,
    pub finishes: u64,
    pub starts: u64,
}

/// The superset of one problem type with reach masks, stored half (n ≤ N/2).
#[derive(Clone, Debug)]
pub struct TypeReach {
    pub kind: ProblemType,
    /// `levels[n]`: the orbits with n pegs, sorted by code (index 0 unused).
    pub levels: Vec<Vec<ReachOrbit>>,
}

impl TypeReach {
    pub fn orbits(&self) -> usize {
        self.levels.iter().map(Vec::len).sum()
    }

    /// Per level, each orbit with its tag (`type_data::reach_tag`): the starts it is
    /// reachable from and the finishes it reaches, one bit per hole of the type.
    pub fn reach_tags(&self) -> Vec<Vec<(u64, u64)>> {
        let (starts, finishes) = (&self.kind.starts, &self.kind.finishes);
        self.levels
            .iter()
            .map(|level| {
                level
                    .iter()
                    .map(|o| (o.code, reach_tag(starts, finishes, o.starts, o.finishes)))
                    .collect()
            })
            .collect()
    }
}

/// Computes the any-finish superset of the type of `start` and the reach masks of every orbit.
pub fn type_reach(board: &Board, start: u8) -> Result<TypeReach, String> {
    let kind = ProblemType::of_start(board, start);
    if kind.starts != kind.finishes {
        return Err(format!(
            "{}: reach masks need a type whose finishes are its starts",
            board.id()
        ));
    }
    let levels = compute_levels(
        board,
        &kind.any_finish_search(board),
        LevelOptions::default(),
    )
    .map_err(|e: TooBig| e.to_string())?;
    let big_n = board.holes();
    let group = board.full_group();
    let inverse: Vec<_> = board.symmetries().iter().map(|g| g.inverse()).collect();
    // finishes[n][i]: the finish mask of levels.winning(n)[i], bottom-up.
    let mut finishes: Vec<Vec<u64>> = vec![Vec::new(); big_n];
    finishes[1] = levels.winning(1).to_vec();
    for n in 2..big_n {
        let codes = levels.winning(n);
        let below = levels.winning(n - 1);
        let below_masks = &finishes[n - 1];
        let mask_of = |code: u64| -> u64 {
            let mut mask = 0;
            for j in board.legal_jumps(code) {
                let (m, g) = board.mincode_with_symmetry(&group, code ^ j.mask());
                if let Ok(i) = below.binary_search(&m) {
                    mask |= inverse[g].apply(below_masks[i]);
                }
            }
            mask
        };
        finishes[n] = parallel_map(codes, mask_of);
        if let Some(i) = finishes[n].iter().position(|&m| m == 0) {
            return Err(format!(
                "{}: superset orbit {} with {n} pegs reaches no finish",
                board.id(),
                codes[i]
            ));
        }
    }
    let full = board.full();
    let mut out = vec![Vec::new()];
    for n in 1..=big_n / 2 {
        let upper = levels.winning(big_n - n);
        let starts_of = |code: u64| -> u64 {
            let (m, g) = board.mincode_with_symmetry(&group, full ^ code);
            upper
                .binary_search(&m)
                .map(|i| inverse[g].apply(finishes[big_n - n][i]))
                .unwrap_or(0)
        };
        let starts = parallel_map(levels.winning(n), starts_of);
        let mut level = Vec::with_capacity(starts.len());
        for ((&code, &finish), &start) in levels.winning(n).iter().zip(&finishes[n]).zip(&starts) {
            if start == 0 {
                return Err(format!(
                    "{}: the complement of superset orbit {code} is not in the superset",
                    board.id()
                ));
            }
            level.push(ReachOrbit {
                code,
                finishes: finish,
                starts: start,
            });
        }
        out.push(level);
    }
    Ok(TypeReach { kind, levels: out })
}

/// `f` over `items` on all cores (one thread for small inputs).
fn parallel_map(items: &[u64], f: impl Fn(u64) -> u64 + Sync) -> Vec<u64> {
    let part = items.len().div_ceil(worker_count(items.len())).max(1);
    let f = &f;
    run_all(
        items
            .chunks(part)
            .map(|slice| move || slice.iter().map(|&c| f(c)).collect::<Vec<u64>>())
            .collect(),
    )
    .concat()
}
