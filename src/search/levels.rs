//! Level sets (ref. 1, §3–5): forward F_n, backward B_n, winning W_n = F_n ∩ B_n, losing L_n.
//!
//! Every set is a sorted set of codes reduced by a symmetry group (the problem's own
//! symmetries, or just the identity for raw sets): the forward and backward levels are
//! `CodeSet`s, in half the memory, the winning sets plain vectors. Only the upper half of the
//! forward search is needed for W: B_n is the complement of the forward search from the
//! complemented finishes (equation 6), W_k = F_k ∩ B_k at the middle, and the cheap recursions
//! (4) and (5) give the other levels from W_k. With N odd the search for W alone stops at
//! F_{k+1}: W_k is those of its children whose complements lie in the other side's F'_{k+1}.
//!
//! Below the middle the search works on the complements: comp(W_{n-1}) is the parents of
//! comp(W_n) in F'_{N-n+1}, a jump backwards being a jump forwards on the complements. For a
//! complement problem these are the winning sets above the middle (equation 8), so the levels
//! below it are only complemented when someone asks for them (`Levels::winning`): the fastest
//! published solver for the central game also keeps half the levels by the complement identity.
//!
//! Here are the result (`Levels`) and `compute_levels`, which runs the search's phases in
//! order; the phases themselves are in `level_search.rs`.

use crate::search::expander::{Expander, MAX_GROUP};
use crate::search::level_search::LevelSearch;
use crate::search::memory_limit::TooBig;
use crate::search::problem::Search;
use crate::search::sorted_set::difference;
use pegsol_base::geometry::{Board, Group};
use std::sync::OnceLock;

/// The result of a level search. Index vectors by peg count n (index 0 unused).
#[derive(Clone, Debug)]
pub struct Levels {
    pub holes: usize,
    pub group: Group,
    /// |F_n| where computed (all n when asked for, else n ≥ N/2); `None` for levels the
    /// pagoda functions thinned (only when not all forward levels were asked for).
    pub forward_sizes: Vec<Option<usize>>,
    /// The raw (unreduced) sizes of the same levels, when asked for.
    pub forward_raw_sizes: Vec<Option<u64>>,
    /// W_n for every n from 1 to N-1 (index 0 empty), by `winning(n)`, but for the levels n
    /// below `mirrored_below`: those of a complement problem below the middle, left empty.
    winning: Vec<Vec<u64>>,
    /// 0 < n < this: W_n is the complement of W_{N-n}, made (all at once, into `mirrored`)
    /// when first asked for. 0 when no level is mirrored.
    mirrored_below: usize,
    mirrored: OnceLock<Vec<Vec<u64>>>,
    /// The board, to complement the mirrored levels.
    board: Board,
    /// Whether the finishes are the starts' complements (the central game): then a game played
    /// backwards on the complements is a game from the start again, so W_{N-n} is W_n
    /// complemented (ref. 1, equation 8), and solutions can be counted from both ends.
    pub complement_problem: bool,
}

impl Levels {
    /// W_n, reduced by the group and sorted (empty for n = 0 and from N on). A complement
    /// problem's levels below the middle are complemented from their mirrors the first time.
    pub fn winning(&self, n: usize) -> &[u64] {
        if !self.is_mirrored(n) {
            return self.winning.get(n).map_or(&[], Vec::as_slice);
        }
        let mirrored = self.mirrored.get_or_init(|| {
            let ex = Expander::new(&self.board, &self.group);
            (0..self.mirrored_below)
                .map(|m| match m {
                    0 => Vec::new(),
                    m => ex.complement_all((&self.winning[self.holes - m]).into()),
                })
                .collect()
        });
        &mirrored[n]
    }

    /// Whether W_n is made from its mirror W_{N-n} (equation 8).
    fn is_mirrored(&self, n: usize) -> bool {
        0 < n && n < self.mirrored_below
    }

    /// |W_n|, without making a mirrored level (its size is its mirror's).
    pub fn winning_len(&self, n: usize) -> usize {
        let stored = if self.is_mirrored(n) {
            self.holes - n
        } else {
            n
        };
        self.winning.get(stored).map_or(0, Vec::len)
    }

    /// W_0 … W_{N-1} in order (W_0 empty), each made if it was not.
    pub fn winning_levels(&self) -> impl Iterator<Item = &[u64]> {
        (0..self.holes).map(|n| self.winning(n))
    }

    pub fn winning_total(&self) -> usize {
        (0..self.holes).map(|n| self.winning_len(n)).sum()
    }

    /// Σ|W_n| over n ≤ N/2: the half the winning-data files keep (for a complement problem
    /// the complement identity gives the rest).
    pub fn lower_half_total(&self) -> usize {
        (0..=self.holes / 2).map(|n| self.winning_len(n)).sum()
    }

    /// Whether `position` is winning: one search in its level, or, where that level is a
    /// mirror not made yet, its complement's search in the level it mirrors.
    pub fn contains(&self, position: u64) -> bool {
        let n = position.count_ones() as usize;
        let (level, code) = if !self.is_mirrored(n) {
            (self.winning(n), position)
        } else if let Some(mirrored) = self.mirrored.get() {
            (&mirrored[n][..], position)
        } else {
            (
                &self.winning[self.holes - n][..],
                self.board.full() ^ position,
            )
        };
        level
            .binary_search(&self.board.mincode(&self.group, code))
            .is_ok()
    }
}

/// Options for a level search.
#[derive(Clone, Copy, Debug)]
pub struct LevelOptions {
    /// Run the forward search all the way to one peg (for `pegs levels`), not just to the middle.
    pub all_forward: bool,
    /// Also count the raw positions each reduced forward level stands for.
    pub raw_sizes: bool,
    pub max_bytes: usize,
}

impl Default for LevelOptions {
    fn default() -> Self {
        LevelOptions {
            all_forward: false,
            raw_sizes: false,
            max_bytes: (4u64 << 30).min(usize::MAX as u64) as usize,
        }
    }
}

/// Computes the winning sets W_n (and the forward sizes |F_n|) of a search.
pub fn compute_levels(
    board: &Board,
    search: &Search,
    options: LevelOptions,
) -> Result<Levels, TooBig> {
    let mut run = LevelSearch::new(board, search, options);
    let mut forward = run.forward_to_middle()?;
    let reverse = run.reverse_to_middle(&forward)?;
    let winning = run.winning(&forward, &reverse);
    let complement_problem = reverse.is_empty();
    run.trace(format_args!("W done"));
    if options.all_forward {
        let middle_level = std::mem::take(&mut forward[run.middle]);
        drop(forward);
        drop(reverse);
        run.forward_below_middle(middle_level)?;
    }
    Ok(Levels {
        holes: run.big_n,
        group: search.group.clone(),
        forward_sizes: run.forward_sizes,
        forward_raw_sizes: run.forward_raw_sizes,
        winning,
        // The levels n < N − n of a complement problem (see `LevelSearch::winning`).
        mirrored_below: if complement_problem {
            run.big_n.div_ceil(2)
        } else {
            0
        },
        mirrored: OnceLock::new(),
        board: board.clone(),
        complement_problem,
    })
}

/// The number of raw positions that reduced codes stand for: the sum of their orbit sizes.
pub fn orbit_total(board: &Board, group: &Group, codes: &[u64]) -> u64 {
    codes.iter().map(|&c| orbit_size(board, group, c)).sum()
}

/// The number of raw positions in a code's orbit under the group.
pub(crate) fn orbit_size(board: &Board, group: &Group, code: u64) -> u64 {
    let mut images = [0u64; MAX_GROUP];
    for (slot, &s) in images.iter_mut().zip(&group.0) {
        *slot = board.symmetry(s).apply(code);
    }
    let images = &mut images[..group.len()];
    images.sort_unstable();
    1 + images.windows(2).filter(|w| w[0] != w[1]).count() as u64
}

/// |L_n| = |D(W_{n+1}) − W_n| (ref. 1, equation 10), by peg count.
pub fn losing_sizes(board: &Board, levels: &Levels) -> Vec<usize> {
    let ex = Expander::new(board, &levels.group);
    let mut sizes = vec![0; levels.holes];
    for (n, size) in sizes.iter_mut().enumerate().take(levels.holes - 1).skip(1) {
        let children = ex
            .descendants(levels.winning(n + 1), usize::MAX)
            .unwrap_or_default();
        *size = difference(&children, levels.winning(n)).len();
    }
    sizes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::problem::{Goal, Problem};
    use pegsol_base::geometry::builtin_board;

    /// The search for W alone (from the children of F_{middle+1}, through a filter) finds the
    /// same winning sets as the exact search (which builds F_middle and intersects): for every
    /// start and goal of boards with odd and even hole counts, complement problems or not.
    #[test]
    fn the_search_for_w_alone_equals_the_exact_search() {
        let small_rectangle = Board::from_layout_text("r", "lattice square\nooo\nooo\n").unwrap();
        let line = Board::from_layout_text("line", "lattice square\nooooo\n").unwrap();
        let boards = [
            builtin_board("triangle4").unwrap(),
            builtin_board("triangle5").unwrap(),
            builtin_board("trunc12").unwrap(),
            small_rectangle,
            line,
        ];
        let exact = LevelOptions {
            all_forward: true,
            ..LevelOptions::default()
        };
        let mut problems = 0;
        for board in &boards {
            for start in 0..board.holes() as u8 {
                let goals = [Goal::Complement, Goal::Anywhere]
                    .into_iter()
                    .chain((0..board.holes() as u8).map(Goal::Finish));
                for goal in goals {
                    let Ok(problem) = Problem::new(board, start, goal) else {
                        continue;
                    };
                    let search = problem.search(board, false);
                    let alone = compute_levels(board, &search, LevelOptions::default()).unwrap();
                    let full = compute_levels(board, &search, exact).unwrap();
                    let context = format!("{} {start} {goal:?}", board.id());
                    assert_eq!(alone.winning, full.winning, "{context}");
                    assert!(
                        alone.winning_levels().eq(full.winning_levels()),
                        "{context}: the levels made from their mirrors"
                    );
                    assert_contains_agrees(board, &search, &full, &context);
                    problems += 1;
                }
            }
        }
        assert!(problems > 200, "{problems} problems compared");
    }

    /// `contains` answers from the mirrors before the levels below the middle are made and
    /// from those levels after: for every winning position, and every child of one, it agrees
    /// with a search in `made`'s levels (all made).
    fn assert_contains_agrees(board: &Board, search: &Search, made: &Levels, context: &str) {
        let fresh = compute_levels(board, search, LevelOptions::default()).unwrap();
        let mut asked = 0;
        for n in 1..board.holes() {
            for &code in made.winning(n) {
                let mut positions = vec![code];
                positions.extend(board.legal_jumps(code).map(|j| code ^ j.mask()));
                for position in positions {
                    let pegs = position.count_ones() as usize;
                    let truth = made
                        .winning(pegs)
                        .binary_search(&board.mincode(&made.group, position))
                        .is_ok();
                    assert_eq!(fresh.contains(position), truth, "{context}: {position:#x}");
                    assert_eq!(made.contains(position), truth, "{context}: {position:#x}");
                    asked += 1;
                }
            }
        }
        assert!(
            made.winning(1).is_empty() || asked > 0,
            "{context}: nothing asked"
        );
    }
}
