//! Level sets (seed 000 §3–5): forward F_n, backward B_n, winning W_n = F_n ∩ B_n, losing L_n.
//!
//! Every set is a sorted vector of codes reduced by a symmetry group (the problem's own
//! symmetries, or just the identity for raw sets). Only the upper half of the forward search is
//! needed for W: B_n is the complement of the forward search from the complemented finishes
//! (equation 6), W_k = F_k ∩ B_k at the middle, and the cheap recursions (4) and (5) give the
//! other levels from W_k.

use crate::board::Board;
use crate::problem::Search;
use crate::sorted_set::{difference, intersect, sort_dedup, RunMerger};
use crate::symmetry::Group;
use std::fmt;

/// The largest group on either lattice (D6).
const MAX_GROUP: usize = 12;
/// Parents expanded per batch; bounds the children buffer to a few MB.
const BATCH: usize = 1 << 15;

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
            "this search does not fit in the memory limit of {} MB: the level with {} pegs already holds {} positions, \
             and the whole search would need roughly {:.1} GB; raise the limit with --max-memory MB if the machine has it",
            self.limit_bytes >> 20,
            self.pegs,
            self.positions,
            self.estimate_bytes / 1e9
        )
    }
}

impl std::error::Error for TooBig {}

/// Generates the children of positions, reduced by a group, using the symmetric images of each
/// parent updated by XOR masks per jump instead of recomputing them.
pub struct Expander<'a> {
    board: &'a Board,
    group: Group,
    /// `jump_images[k * g + s]`: the mask of jump k under the group's s-th symmetry.
    jump_images: Vec<u64>,
    half: u32,
}

impl<'a> Expander<'a> {
    pub fn new(board: &'a Board, group: &Group) -> Expander<'a> {
        assert!(group.len() <= MAX_GROUP && !group.is_empty());
        let jump_images = board
            .jumps()
            .iter()
            .flat_map(|j| {
                group
                    .0
                    .iter()
                    .map(move |&s| board.symmetry(s).apply(j.mask()))
            })
            .collect();
        Expander {
            board,
            group: group.clone(),
            jump_images,
            half: board.holes() as u32 / 2,
        }
    }

    pub fn board(&self) -> &Board {
        self.board
    }
    pub fn group(&self) -> &Group {
        &self.group
    }

    /// Calls `f(jump index, child mincode)` for every legal jump of `position`.
    #[inline]
    pub fn for_each_child(&self, position: u64, mut f: impl FnMut(usize, u64)) {
        let g = self.group.len();
        let mut images = [0u64; MAX_GROUP];
        for (slot, &s) in images.iter_mut().zip(&self.group.0) {
            *slot = self.board.symmetry(s).apply(position);
        }
        let jumps = self.board.jumps();
        let mut visit = |k: usize| {
            let j = jumps[k];
            if j.is_legal(position) {
                let masks = &self.jump_images[k * g..k * g + g];
                let mut min = u64::MAX;
                for s in 0..g {
                    min = min.min(images[s] ^ masks[s]);
                }
                f(k, min);
            }
        };
        // Look from the scarcer side: the empty holes when the board is crowded, else the pegs.
        if position.count_ones() > self.half {
            let mut empty = self.board.full() & !position;
            while empty != 0 {
                let h = empty.trailing_zeros() as u8;
                empty &= empty - 1;
                self.board
                    .jump_index_into(h)
                    .iter()
                    .for_each(|&k| visit(k as usize));
            }
        } else {
            let mut pegs = position;
            while pegs != 0 {
                let h = pegs.trailing_zeros() as u8;
                pegs &= pegs - 1;
                self.board
                    .jump_index_from(h)
                    .iter()
                    .for_each(|&k| visit(k as usize));
            }
        }
    }

    /// D(parents): all children, reduced, sorted, without duplicates. Stops with `None` when the
    /// result would hold more than `limit` codes.
    pub fn descendants(&self, parents: &[u64], limit: usize) -> Option<Vec<u64>> {
        let threads = std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1);
        let threads = threads.min(parents.len().div_ceil(BATCH)).max(1);
        let bits = self.board.holes() as u32;
        let work = |slice: &[u64]| -> Option<Vec<u64>> {
            let mut merger = RunMerger::default();
            let mut buffer = Vec::new();
            let mut scratch = Vec::new();
            for batch in slice.chunks(BATCH) {
                buffer.clear();
                for &p in batch {
                    self.for_each_child(p, |_, c| buffer.push(c));
                }
                sort_dedup(&mut buffer, bits, &mut scratch);
                merger.push(buffer.clone());
                if merger.held() > limit {
                    return None;
                }
            }
            Some(merger.finish())
        };
        if threads == 1 {
            return work(parents);
        }
        let part = parents.len().div_ceil(threads);
        let results: Vec<Option<Vec<u64>>> = std::thread::scope(|scope| {
            let handles: Vec<_> = parents
                .chunks(part)
                .map(|slice| scope.spawn(move || work(slice)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("level worker panicked"))
                .collect()
        });
        let mut merger = RunMerger::default();
        for r in results {
            merger.push(r?);
        }
        let out = merger.finish();
        (out.len() <= limit).then_some(out)
    }

    /// Reduces arbitrary codes into a sorted set.
    pub fn reduce_all(&self, codes: &[u64]) -> Vec<u64> {
        let mut out: Vec<u64> = codes
            .iter()
            .map(|&c| self.board.mincode(&self.group, c))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The complements of a reduced set, reduced and sorted.
    pub fn complement_all(&self, codes: &[u64]) -> Vec<u64> {
        let mut out: Vec<u64> = codes
            .iter()
            .map(|&c| self.board.complement_mincode(&self.group, c))
            .collect();
        let mut scratch = Vec::new();
        sort_dedup(&mut out, self.board.holes() as u32, &mut scratch);
        out
    }
}

/// The result of a level search. Index vectors by peg count n (index 0 unused).
#[derive(Clone, Debug)]
pub struct Levels {
    pub holes: usize,
    pub group: Group,
    /// |F_n| where computed (all n when asked for, else n ≥ N/2).
    pub forward_sizes: Vec<Option<usize>>,
    /// W_n for every n from 1 to N-1.
    pub winning: Vec<Vec<u64>>,
}

impl Levels {
    pub fn winning_total(&self) -> usize {
        self.winning.iter().map(Vec::len).sum()
    }
    /// Σ|W_n| over the stored half n ≤ N/2 (the complement identity gives the rest).
    pub fn stored_half_total(&self) -> usize {
        self.winning
            .iter()
            .take(self.holes / 2 + 1)
            .map(Vec::len)
            .sum()
    }
    pub fn contains(&self, board: &Board, position: u64) -> bool {
        let n = position.count_ones() as usize;
        n < self.winning.len()
            && self.winning[n]
                .binary_search(&board.mincode(&self.group, position))
                .is_ok()
    }
}

/// Options for a level search.
#[derive(Clone, Copy, Debug)]
pub struct LevelOptions {
    /// Run the forward search all the way to one peg (for `pegs levels`), not just to the middle.
    pub all_forward: bool,
    pub max_bytes: usize,
}

impl Default for LevelOptions {
    fn default() -> Self {
        LevelOptions {
            all_forward: false,
            max_bytes: 4 << 30,
        }
    }
}

/// Computes the winning sets W_n (and the forward sizes |F_n|) of a search.
pub fn compute_levels(
    board: &Board,
    search: &Search,
    options: LevelOptions,
) -> Result<Levels, TooBig> {
    let big_n = board.holes();
    let middle = big_n / 2;
    let ex = Expander::new(board, &search.group);
    let mut forward: Vec<Vec<u64>> = vec![Vec::new(); big_n];
    let mut forward_sizes = vec![None; big_n];
    let top = big_n - 1;
    forward[top] = ex.reduce_all(&search.starts);
    forward_sizes[top] = Some(forward[top].len());

    let mut held = 0usize;
    let mut sizes_seen: Vec<usize> = vec![forward[top].len()];
    let mut step = |from: &[u64], pegs: usize, held: &mut usize| -> Result<Vec<u64>, TooBig> {
        let limit = options.max_bytes.saturating_sub(*held * 8) / 24;
        match ex.descendants(from, limit) {
            Some(next) => {
                *held += next.len();
                sizes_seen.push(next.len());
                Ok(next)
            }
            None => Err(too_big(pegs, limit, options.max_bytes, &sizes_seen, middle)),
        }
    };
    for n in (middle..top).rev() {
        forward[n] = step(&forward[n + 1], n, &mut held)?;
        forward_sizes[n] = Some(forward[n].len());
    }

    // The backward sets: B_n is the complement of F'_{N-n}, the forward search from the
    // complemented finishes. For a complement problem F' = F and nothing more is searched.
    let reversed_starts = ex.reduce_all(
        &search
            .finishes
            .iter()
            .map(|&f| board.full() ^ f)
            .collect::<Vec<_>>(),
    );
    let reverse: Vec<Vec<u64>> = if reversed_starts == forward[top] {
        Vec::new()
    } else {
        let mut rev = vec![Vec::new(); big_n];
        rev[top] = reversed_starts;
        for m in (big_n - middle..top).rev() {
            rev[m] = step(&rev[m + 1], m, &mut held)?;
        }
        rev
    };
    let reverse_level = |m: usize| {
        if reverse.is_empty() {
            &forward[m]
        } else {
            &reverse[m]
        }
    };
    let backward = |n: usize| ex.complement_all(reverse_level(big_n - n));

    let mut winning = vec![Vec::new(); big_n];
    winning[middle] = intersect(&forward[middle], &backward(middle));
    for n in (1..middle).rev() {
        let children = ex
            .descendants(&winning[n + 1], usize::MAX)
            .unwrap_or_default();
        winning[n] = intersect(&children, &backward(n));
    }
    for n in middle + 1..big_n {
        let lower_complements = ex.complement_all(&winning[n - 1]);
        let children = ex
            .descendants(&lower_complements, usize::MAX)
            .unwrap_or_default();
        winning[n] = intersect(&forward[n], &ex.complement_all(&children));
    }

    if options.all_forward {
        let mut level = std::mem::take(&mut forward[middle]);
        drop(forward);
        drop(reverse);
        for n in (1..middle).rev() {
            let mut held_now = level.len();
            level = step(&level, n, &mut held_now)?;
            forward_sizes[n] = Some(level.len());
        }
    }
    Ok(Levels {
        holes: big_n,
        group: search.group.clone(),
        forward_sizes,
        winning,
    })
}

fn too_big(pegs: usize, limit: usize, max_bytes: usize, sizes: &[usize], middle: usize) -> TooBig {
    let last = *sizes.last().unwrap_or(&1) as f64;
    let ratio = if sizes.len() >= 2 {
        last / sizes[sizes.len() - 2].max(1) as f64
    } else {
        2.0
    };
    // Extrapolate the growth to the middle level; every level is kept while the search runs.
    let mut estimate = sizes.iter().sum::<usize>() as f64;
    let mut size = last;
    for _ in middle..pegs {
        size *= ratio.max(1.0);
        estimate += size;
    }
    TooBig {
        pegs,
        positions: limit.min(usize::MAX / 2),
        limit_bytes: max_bytes,
        estimate_bytes: estimate * 8.0 * 3.0,
    }
}

/// |L_n| = |D(W_{n+1}) − W_n| (seed 000 equation 10), by peg count.
pub fn losing_sizes(board: &Board, levels: &Levels) -> Vec<usize> {
    let ex = Expander::new(board, &levels.group);
    let mut sizes = vec![0; levels.holes];
    for n in 1..levels.holes - 1 {
        let children = ex
            .descendants(&levels.winning[n + 1], usize::MAX)
            .unwrap_or_default();
        sizes[n] = difference(&children, &levels.winning[n]).len();
    }
    sizes
}
