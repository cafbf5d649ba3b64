//! The phases of one level search (ref. 1, §4–5), which `compute_levels` runs in order: the
//! forward levels down to the middle, the reverse levels from the complemented finishes, the
//! winning sets from the middle outwards, and for `pegs levels` the exact forward levels below
//! the middle. Each phase stops with `TooBig` before a level that would not fit in memory.

use crate::search::code_set::{into_vecs, CodeSet};
use crate::search::expander::Expander;
use crate::search::levels::LevelOptions;
use crate::search::memory_limit::{level_capacity, too_big, TooBig};
use crate::search::pagoda::Pagodas;
use crate::search::problem::Search;
use pegsol_base::geometry::Board;

/// One level search in progress: the forward half, the reverse half (unless the problem is a
/// complement problem), then W from the middle outwards, and for `pegs levels` the exact
/// forward levels below the middle.
pub(super) struct LevelSearch<'a> {
    board: &'a Board,
    search: &'a Search,
    options: LevelOptions,
    ex: Expander<'a>,
    pub(super) big_n: usize,
    pub(super) middle: usize,
    top: usize,
    /// Positions held by the levels computed so far (the memory limit counts them).
    held: usize,
    /// The size of each level computed, in order: its growth predicts the next.
    sizes_seen: Vec<usize>,
    /// Set when PEGS_TRACE is: the clock is only read then, since wasm32-unknown-unknown has
    /// no time source (reading it panics).
    clock: Option<std::time::Instant>,
    pub(super) forward_sizes: Vec<Option<usize>>,
    pub(super) forward_raw_sizes: Vec<Option<u64>>,
}

impl<'a> LevelSearch<'a> {
    pub(super) fn new(
        board: &'a Board,
        search: &'a Search,
        options: LevelOptions,
    ) -> LevelSearch<'a> {
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
    pub(super) fn trace(&self, what: std::fmt::Arguments<'_>) {
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
    pub(super) fn forward_to_middle(&mut self) -> Result<Vec<CodeSet>, TooBig> {
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
    pub(super) fn reverse_to_middle(
        &mut self,
        forward: &[CodeSet],
    ) -> Result<Vec<CodeSet>, TooBig> {
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
    pub(super) fn winning(&self, forward: &[CodeSet], reverse: &[CodeSet]) -> Vec<Vec<u64>> {
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
    pub(super) fn forward_below_middle(&mut self, mut level: CodeSet) -> Result<(), TooBig> {
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
