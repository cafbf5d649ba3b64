//! What the two stored sources (the embedded sets and the hint files) share: the lookup tables
//! of each board, and the answer for a position whose peg count is not stored (a short search,
//! at most two levels down to a stored one), with pagoda pruning and a memo per question.

use crate::play::sources::Lookup;
use crate::play::verdict::Verdict;
use crate::search::pagoda::Pagodas;
use crate::search::problem::Problem;
use pegsol_base::geometry::{central_start, class_masks, same_type_starts, Board, Group};
use pegsol_base::storage::{keeps_level, ranker, Ranker};
use std::sync::{Arc, Mutex};

/// Verdicts already found during one search (by position; `None`: not answered by the
/// levels loaded so far).
type Memo = crate::search::PositionMap<Option<bool>>;

/// What every lookup in stored data needs on a board, built once per process and shared (a
/// page or a fuzzer creates many games; each would otherwise rebuild them).
pub(crate) struct BoardTables {
    pub(crate) ranker: Ranker,
    pub(crate) masks: Vec<u64>,
    /// The board's whole symmetry group: stored codes are reduced by it.
    pub(crate) full: Group,
    /// The starts of the central problem type: the ones the embedded data covers.
    pub(crate) central_starts: Vec<u8>,
}

/// Only for built-in boards (`is_builtin`): the cache is keyed by board id.
pub(crate) fn lookup_tables(board: &Board) -> Arc<BoardTables> {
    static CACHE: Mutex<Vec<(String, Arc<BoardTables>)>> = Mutex::new(Vec::new());
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, tables)) = cache.iter().find(|(id, _)| id == board.id()) {
        return tables.clone();
    }
    let tables = Arc::new(BoardTables {
        ranker: ranker(board),
        masks: class_masks(board),
        full: board.full_group(),
        central_starts: same_type_starts(board, central_start(board)),
    });
    cache.push((board.id().to_string(), tables.clone()));
    tables
}

/// Winning sets stored for the peg counts `keeps_level` keeps, up to `half` pegs.
pub(crate) trait StoredSets: Send + Sync {
    /// W_n is the complement of W_{N-n}: only n ≤ `half` is stored.
    fn half(&self) -> usize;
    /// Whether `x` (n ≤ `half` pegs, a stored level) wins for `problem`: the position, or
    /// its complement when `complemented`. `None` while level n has not arrived (a hint file
    /// still downloading).
    fn wins(
        &self,
        board: &Board,
        problem: &Problem,
        x: u64,
        n: usize,
        complemented: bool,
    ) -> Option<bool>;
    /// Whether these are the sets embedded in the module.
    fn is_embedded(&self) -> bool {
        false
    }
    /// The hint file these sets come from, if any.
    fn hint_file(&self) -> Option<&'static str> {
        None
    }
}

/// A problem's hints from stored sets.
pub(crate) struct Stored<S> {
    board: Board,
    problem: Problem,
    sets: S,
    /// Rule positions out before searching below a level that is not stored.
    pagodas: Pagodas,
}

impl<S: StoredSets> Stored<S> {
    pub(crate) fn new(board: &Board, problem: &Problem, sets: S) -> Stored<S> {
        let finishes: Vec<u64> = problem
            .finish_holes(board)
            .iter()
            .map(|&h| 1 << h)
            .collect();
        Stored {
            board: board.clone(),
            problem: *problem,
            sets,
            pagodas: Pagodas::for_finishes(board, &finishes),
        }
    }

    /// Whether `position` wins, or `None` when the levels loaded so far cannot tell.
    fn solvable(&self, position: u64, memo: &mut Memo) -> Option<bool> {
        let n = position.count_ones() as usize;
        if n == 0 || position & !self.board.full() != 0 {
            return Some(false);
        }
        if let Some(&known) = memo.get(&position) {
            return known;
        }
        let answer = self.solvable_unmemoized(position, memo);
        memo.insert(position, answer);
        answer
    }

    fn solvable_unmemoized(&self, position: u64, memo: &mut Memo) -> Option<bool> {
        if self.pagodas.rules_out(position) {
            return Some(false);
        }
        let half = self.sets.half();
        let Some((x, n)) = self.stored_half(position, half) else {
            return Some(false);
        };
        if !keeps_level(half, n) {
            // This peg count is not stored: the position wins exactly when one of its children
            // does (at most two levels down to a stored one). One child that wins settles it;
            // it loses only when every child is known to lose.
            let mut known = Some(false);
            for j in self.board.legal_jumps(position) {
                match self.solvable(position ^ j.mask(), memo) {
                    Some(true) => return Some(true),
                    Some(false) => {}
                    None => known = None,
                }
            }
            return known;
        }
        let complemented = position.count_ones() as usize > half;
        self.sets
            .wins(&self.board, &self.problem, x, n, complemented)
    }

    /// The position to look up and its peg count: W_n is the complement of W_{N-n}, so only
    /// n ≤ `half` is stored and a bigger position is looked up as its complement. `None` for
    /// the empty position (never winning).
    fn stored_half(&self, position: u64, half: usize) -> Option<(u64, usize)> {
        let n = position.count_ones() as usize;
        let (x, n) = if n > half {
            (self.board.full() ^ position, self.board.holes() - n)
        } else {
            (position, n)
        };
        (n > 0).then_some((x, n))
    }
}

impl<S: StoredSets> Lookup for Stored<S> {
    fn verdicts(&self, positions: &[u64]) -> Vec<Verdict> {
        let mut memo = Memo::default();
        positions
            .iter()
            .map(|&p| Verdict::from_known(self.solvable(p, &mut memo)))
            .collect()
    }

    fn is_embedded(&self) -> bool {
        self.sets.is_embedded()
    }

    fn hint_file(&self) -> Option<&'static str> {
        self.sets.hint_file()
    }
}
