//! Level sets (seed 000 §3–5): forward F_n, backward B_n, winning W_n = F_n ∩ B_n, losing L_n.
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

use crate::search::code_set::{into_vecs, CodeSet};
use crate::search::expander::{Expander, MAX_GROUP};
use crate::search::memory_limit::{level_capacity, too_big, TooBig};
use crate::search::pagoda::Pagodas;
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
    /// complemented (seed 000 equation 8), and solutions can be counted from both ends.
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

/// One level search in progress: the forward half, the reverse half (unless the problem is a
/// complement problem), then W from the middle outwards, and for `pegs levels` the exact
/// forward levels below the middle.
struct LevelSearch<'a> {
    board: &'a Board,
    search: &'a Search,
    options: LevelOptions,
    ex: Expander<'a>,
    big_n: usize,
    middle: usize,
    top: usize,
    /// Positions held by the levels computed so far (the memory limit counts them).
    held: usize,
    /// The size of each level computed, in order: its growth predicts the next.
    sizes_seen: Vec<usize>,
    /// Set when PEGS_TRACE is: the clock is only read then, since wasm32-unknown-unknown has
    /// no time source (reading it panics).
    clock: Option<std::time::Instant>,
    forward_sizes: Vec<Option<usize>>,
    forward_raw_sizes: Vec<Option<u64>>,
}

impl<'a> LevelSearch<'a> {
    fn new(board: &'a Board, search: &'a Search, options: LevelOptions) -> LevelSearch<'a> {
        let big_n = board.holes();
        let trace = std::env::var_os("PEGS_TRACE").is_some();
        LevelSearch {
            board,
            search,
            options,
            ex: Expander::new(board, &search.group),
            big_n,
            middle: big_n / 2,
            top: big_n - 1,
            held: 0,
            sizes_seen: Vec::new(),
            clock: trace.then(std::time::Instant::now),
            forward_sizes: vec![None; big_n],
            forward_raw_sizes: vec![None; big_n],
        }
    }

    /// With PEGS_TRACE set, prints what was computed and when (`what` is formatted only then).
    fn trace(&self, what: std::fmt::Arguments<'_>) {
        // wasm32 has neither the variable nor stderr: say so at compile time, so the module
        // carries no formatting for it.
        if cfg!(target_arch = "wasm32") {
            return;
        }
        if let Some(clock) = self.clock {
            eprintln!("{what} at {:?}", clock.elapsed());
        }
    }

    fn raw_size(&self, level: &CodeSet) -> Option<u64> {
        self.options.raw_sizes.then(|| {
            let mut total = 0;
            level.for_each(|c| total += self.ex.orbit_size(c));
            total
        })
    }

    /// Whether exact forward sizes are asked for (`pegs levels`), not just W.
    fn exact_sizes(&self) -> bool {
        self.options.all_forward || self.options.raw_sizes
    }

    /// Whether the forward search builds F_middle. With N odd, W_middle is found from the
    /// children of F_{middle+1} instead (see `winning`), so the costliest level is only built
    /// when its exact size is asked for. With N even the other side's level N − middle is
    /// F_middle itself (for a complement problem), so it is always built.
    fn builds_middle(&self) -> bool {
        self.exact_sizes() || self.big_n.is_multiple_of(2)
    }

    /// Exact |F_n| is wanted by `pegs levels`; everything else only needs W, so it may thin
    /// the forward levels with pagodas toward the finishes (and the reverse ones toward the
    /// starts).
    fn thinning(&self, targets: &[u64]) -> Pagodas {
        if self.exact_sizes() {
            Pagodas::default()
        } else {
            Pagodas::for_finishes(self.board, targets)
        }
    }

    /// The next level down from `from` (`pegs` pegs), unless it would not fit in memory.
    fn step(
        &mut self,
        from: &CodeSet,
        pegs: usize,
        held: &mut usize,
        pagodas: &Pagodas,
    ) -> Result<CodeSet, TooBig> {
        let limit = self.options.max_bytes.saturating_sub(*held * 8) / 24;
        // Stop before a level that the growth so far says will not fit, rather than after
        // spending minutes filling memory.
        let growth = match self.sizes_seen.as_slice() {
            [.., a, b] => *b as f64 / (*a).max(1) as f64,
            _ => 1.0,
        };
        let group_order = self.search.group.len();
        let predicted =
            (from.len() as f64 * growth).min(level_capacity(self.big_n, pegs, group_order));
        let fail = |sizes: &[usize]| {
            too_big(
                pegs,
                from.len(),
                self.options.max_bytes,
                sizes,
                self.big_n,
                self.middle,
                group_order,
            )
        };
        if predicted > limit as f64 {
            return Err(fail(&self.sizes_seen));
        }
        match self.ex.thinned_descendants(from.into(), limit, pagodas) {
            Some(next) => {
                *held += next.len();
                self.sizes_seen.push(next.len());
                Ok(next)
            }
            None => Err(fail(&self.sizes_seen)),
        }
    }

    /// F_n from the starts down to the middle (thinned by pagodas unless exact sizes are
    /// wanted, in which case their sizes are recorded).
    fn forward_to_middle(&mut self) -> Result<Vec<CodeSet>, TooBig> {
        let (top, middle) = (self.top, self.middle);
        let mut forward = vec![CodeSet::default(); self.big_n];
        forward[top] = self.ex.reduce_all(&self.search.starts).into();
        self.forward_sizes[top] = Some(forward[top].len());
        self.forward_raw_sizes[top] = self.raw_size(&forward[top]);
        self.sizes_seen.push(forward[top].len());
        let pagodas = self.thinning(&self.search.finishes);
        let lowest = if self.builds_middle() {
            middle
        } else {
            middle + 1
        };
        let mut held = self.held;
        for n in (lowest..top).rev() {
            forward[n] = self.step(&forward[n + 1], n, &mut held, &pagodas)?;
            self.trace(format_args!("F_{n} {}", forward[n].len()));
            if pagodas.is_empty() {
                self.forward_sizes[n] = Some(forward[n].len());
                self.forward_raw_sizes[n] = self.raw_size(&forward[n]);
            }
        }
        self.held = held;
        Ok(forward)
    }

    /// The backward sets: B_n is the complement of F'_{N-n}, the forward search from the
    /// complemented finishes, run down to the middle. For a complement problem F' = F and
    /// nothing more is searched (the result is empty).
    fn reverse_to_middle(&mut self, forward: &[CodeSet]) -> Result<Vec<CodeSet>, TooBig> {
        let full = self.board.full();
        let complemented_finishes: Vec<u64> =
            self.search.finishes.iter().map(|&f| full ^ f).collect();
        let reversed_starts = CodeSet::from(self.ex.reduce_all(&complemented_finishes));
        if reversed_starts == forward[self.top] {
            return Ok(Vec::new());
        }
        let complemented_starts: Vec<u64> = self.search.starts.iter().map(|&s| full ^ s).collect();
        let pagodas = self.thinning(&complemented_starts);
        let mut reverse = vec![CodeSet::default(); self.big_n];
        reverse[self.top] = reversed_starts;
        let mut held = self.held;
        for m in (self.big_n - self.middle..self.top).rev() {
            reverse[m] = self.step(&reverse[m + 1], m, &mut held, &pagodas)?;
        }
        self.held = held;
        Ok(reverse)
    }

    /// W_n = D(W_{n+1}) ∩ comp(F'_{N-n}) from the middle down, with D(F_{middle+1}) standing
    /// for F_middle at the middle; above it, equation (5), or (8) for a complement problem,
    /// whose levels below the middle are left unmade (see `Levels::winning`). Each step keeps
    /// only the candidates a filter over F'_{N-n} may hold, and intersects those few exactly,
    /// instead of sorting every candidate.
    fn winning(&self, forward: &[CodeSet], reverse: &[CodeSet]) -> Vec<Vec<u64>> {
        let (big_n, middle, ex) = (self.big_n, self.middle, &self.ex);
        let is_complement_problem = reverse.is_empty();
        let reverse_level = |m: usize| {
            if is_complement_problem {
                &forward[m]
            } else {
                &reverse[m]
            }
        };
        let mut winning = vec![Vec::new(); big_n];
        // complements[n]: comp(W_n), for the levels from the middle down.
        let mut complements = vec![CodeSet::default(); big_n];
        for n in (1..=middle).rev() {
            let other_side = reverse_level(big_n - n);
            complements[n] = if n == middle && self.builds_middle() {
                // F_middle is there: its complements in the other side's level.
                ex.complements_in((&forward[middle]).into(), other_side)
                    .into()
            } else if n == middle {
                ex.complemented_descendants_in((&forward[middle + 1]).into(), other_side)
            } else {
                // comp(D(W_{n+1})) is the parents of comp(W_{n+1}).
                ex.parents_in((&complements[n + 1]).into(), other_side)
            };
            if !is_complement_problem {
                winning[n] = ex.complement_all((&complements[n]).into());
                complements[n + 1] = CodeSet::default();
            }
            self.trace(format_args!("W_{n} {}", complements[n].len()));
        }
        if is_complement_problem {
            // Equation (8): the complements are the winning sets at the mirrored levels; the
            // levels below the middle are made from them only when asked for.
            for (n, level) in into_vecs(complements).into_iter().enumerate() {
                if n > 0 && n <= middle {
                    winning[big_n - n] = level;
                }
            }
            return winning;
        }
        for n in middle + 1..big_n {
            // Equation (5): W_n = F_n ∩ comp(D(comp(W_{n-1}))).
            let lower_complements = ex.complement_all((&winning[n - 1]).into());
            let children = ex
                .descendants(&lower_complements, usize::MAX)
                .unwrap_or_default();
            winning[n] = forward[n].intersect(&ex.complement_all((&children).into()));
        }
        winning
    }

    /// The exact F_n below the middle (`pegs levels`), each level held alone.
    fn forward_below_middle(&mut self, mut level: CodeSet) -> Result<(), TooBig> {
        for n in (1..self.middle).rev() {
            let mut held_now = level.len();
            level = self.step(&level, n, &mut held_now, &Pagodas::default())?;
            self.forward_sizes[n] = Some(level.len());
            self.forward_raw_sizes[n] = self.raw_size(&level);
            self.trace(format_args!("F_{n} {}", level.len()));
        }
        Ok(())
    }
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

/// |L_n| = |D(W_{n+1}) − W_n| (seed 000 equation 10), by peg count.
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
