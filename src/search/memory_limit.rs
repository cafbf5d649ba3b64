//! The level search's memory limit: how big a level can get, and the error that stops a search
//! before it outgrows the limit, with an estimate of what it would need.

use std::fmt;

/// A search stopped because it would not fit in the memory limit.
#[derive(Debug, Clone, PartialEq)]
pub struct TooBig {
    pub pegs: usize,
    pub positions: usize,
    pub limit_bytes: usize,
    pub estimate_bytes: f64,
}

impl fmt::Display for TooBig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "this search does not fit in the memory limit of {} MB: the next level (with {} pegs) grows from {} positions, \
             and the whole search would need roughly {:.1} GB; raise the limit with --max-memory MB if the machine has it",
            self.limit_bytes >> 20,
            self.pegs,
            self.positions,
            self.estimate_bytes / 1e9
        )
    }
}

impl std::error::Error for TooBig {}

/// At most how many reduced positions a level with `pegs` pegs can hold: C(N, pegs) spread
/// over the (at least 4) position classes and the symmetry group.
pub(crate) fn level_capacity(holes: usize, pegs: usize, group_order: usize) -> f64 {
    let k = pegs.min(holes - pegs);
    let binomial = (0..k).fold(1.0f64, |acc, i| acc * (holes - i) as f64 / (i + 1) as f64);
    binomial / (4 * group_order) as f64
}

pub(crate) fn too_big(
    pegs: usize,
    parents: usize,
    max_bytes: usize,
    sizes: &[usize],
    holes: usize,
    middle: usize,
    group_order: usize,
) -> TooBig {
    let ratio = match sizes {
        [.., a, b] => *b as f64 / (*a).max(1) as f64,
        _ => 2.0,
    };
    // Extrapolate the growth down to the middle level, never beyond what a level can hold;
    // the search keeps the upper levels while it runs.
    let mut estimate = sizes.iter().sum::<usize>() as f64;
    let mut size = *sizes.last().unwrap_or(&1) as f64;
    for n in (middle..pegs).rev() {
        size = (size * ratio.max(1.0)).min(level_capacity(holes, n, group_order));
        estimate += size;
    }
    TooBig {
        pegs,
        positions: parents,
        limit_bytes: max_bytes,
        estimate_bytes: estimate * 8.0 * 3.0,
    }
}
