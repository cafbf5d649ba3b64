//! Live hints: whether a position can still reach the goal, found by a depth-first search of
//! its own future, for boards whose winning sets are neither stored nor small enough to compute
//! (French, Wiegleb, the big triangles, a website owner's own layout).
//!
//! The search has a budget of positions per question. It answers exactly or not at all: a
//! search that runs out of budget says `None` (the page then marks nothing), never "bad". It
//! only starts on positions with at most `max_pegs` pegs; above that the page says from how
//! many pegs the hints begin. What it learns (positions that win and positions that lose,
//! reduced by the problem's symmetries) is kept between questions, so the hovers of one
//! position, and the positions after it, share their work.

use crate::search::pagoda::Pagodas;
use crate::search::problem::Problem;
use pegsol_base::geometry::{Board, Group, Jump, Lattice};
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;

/// Positions one question (all the jumps of a hovered peg, or of a position) may visit: at most
/// about 0.3 s in Chromium on square6 (README, Benchmarks), and enough for every French or
/// Wiegleb position with 16 pegs or fewer (`tests/live_hints.rs`).
pub const LIVE_BUDGET: usize = 150_000;

/// Answers kept between questions at most; the memory is forgotten when it grows past this
/// (about 20 MB).
const MEMO_LIMIT: usize = 1 << 20;

/// The most pegs a position may have for live hints to search it: the largest peg count whose
/// hovers in random games took at most 200 ms at the 99th percentile in Chromium (`node
/// tests/e2e/bench.mjs live`): 20 on the square boards and triangle7, 18 on triangle8; the
/// bigger triangles branch more and are not measured, so 16.
pub fn live_max_pegs(board: &Board) -> usize {
    let pegs = match (board.lattice(), board.holes()) {
        (Lattice::Square, _) | (Lattice::Triangular, ..=28) => 20,
        (Lattice::Triangular, ..=36) => 18,
        (Lattice::Triangular, _) => 16,
    };
    pegs.min(board.holes() - 1)
}

pub struct LiveSearch {
    board: Board,
    /// The problem's own symmetries: the memo is keyed by codes reduced by them.
    group: Group,
    /// The holes a last peg may stand on to win.
    finishes: u64,
    pagodas: Pagodas,
    /// The board's jumps, those that leave the pegs nearest the middle first (see `jump_order`).
    jumps: Vec<Jump>,
    max_pegs: usize,
    /// Positions one call of `verdicts` may visit.
    budget: usize,
    memo: Mutex<FxHashMap<u64, bool>>,
    /// How many times the memo was forgotten (see `forgotten`).
    forgettings: AtomicUsize,
}

impl LiveSearch {
    pub fn new(board: &Board, problem: &Problem) -> LiveSearch {
        let finish_holes = problem.finish_holes(board);
        let finish_masks: Vec<u64> = finish_holes.iter().map(|&h| 1u64 << h).collect();
        LiveSearch {
            board: board.clone(),
            group: problem.group(board),
            finishes: finish_masks.iter().fold(0, |m, &f| m | f),
            pagodas: Pagodas::for_finishes(board, &finish_masks),
            jumps: jump_order(board),
            max_pegs: live_max_pegs(board),
            budget: LIVE_BUDGET,
            memo: Mutex::new(FxHashMap::default()),
            forgettings: AtomicUsize::new(0),
        }
    }

    /// The same search with another budget and peg count (to measure them).
    pub fn with_limits(mut self, budget: usize, max_pegs: usize) -> LiveSearch {
        self.budget = budget;
        self.max_pegs = max_pegs;
        self
    }

    /// Forgets what earlier questions found (to time a question on its own; and by itself
    /// when the memory is full).
    pub fn forget(&self) {
        self.memo.lock().unwrap_or_else(|e| e.into_inner()).clear();
        self.forgettings.fetch_add(1, Relaxed);
    }

    /// How many times what the search learnt was forgotten: a search that goes on over several
    /// calls (`Game::search_further`) lost its progress when this changed.
    pub fn forgotten(&self) -> usize {
        self.forgettings.load(Relaxed)
    }

    /// Positions with more pegs than this are not searched.
    pub fn max_pegs(&self) -> usize {
        self.max_pegs
    }

    /// For each position: `Some(true)` if the goal can be reached from it, `Some(false)` if it
    /// cannot, `None` if it has more than `max_pegs` pegs (and no deeper search decided it
    /// before) or the budget (shared by the positions) ran out before the answer was known.
    /// Also returns the positions visited.
    pub fn verdicts(&self, positions: &[u64]) -> (Vec<Option<bool>>, usize) {
        let mut left = self.budget;
        let verdicts = positions
            .iter()
            .map(|&p| self.verdict_within(p, self.max_pegs, &mut left))
            .collect();
        (verdicts, self.budget - left)
    }

    /// Like `verdicts` for one position, with up to `extra_pegs` more pegs than `max_pegs`
    /// and the budget `left` (shared by the caller's questions, and spent here).
    pub fn verdict_with_more_pegs(
        &self,
        position: u64,
        extra_pegs: usize,
        left: &mut usize,
    ) -> Option<bool> {
        self.verdict_within(position, self.max_pegs + extra_pegs, left)
    }

    fn verdict_within(&self, position: u64, max_pegs: usize, left: &mut usize) -> Option<bool> {
        if position & !self.board.full() != 0 || position == 0 {
            return Some(false);
        }
        let mut memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        if position.count_ones() as usize > max_pegs {
            // Too big to search now, but what a deeper search (`verdict_with_more_pegs`) found
            // out about it stays true: after "Undo to last winning position" the jump that lost
            // is marked bad, and the winning line that search found can be played.
            return memo
                .get(&self.board.mincode(&self.group, position))
                .copied();
        }
        if memo.len() > MEMO_LIMIT {
            memo.clear();
            self.forgettings.fetch_add(1, Relaxed);
        }
        self.search(position, &mut memo, left)
    }

    fn search(
        &self,
        position: u64,
        memo: &mut FxHashMap<u64, bool>,
        left: &mut usize,
    ) -> Option<bool> {
        if position.count_ones() == 1 {
            return Some(position & self.finishes != 0);
        }
        if self.pagodas.rules_out(position) {
            return Some(false);
        }
        let key = self.board.mincode(&self.group, position);
        if let Some(&known) = memo.get(&key) {
            return Some(known);
        }
        if *left == 0 {
            return None;
        }
        *left -= 1;
        for &jump in self.jumps.iter().filter(|j| j.is_legal(position)) {
            // A child that cannot be decided leaves this position undecided too: the budget
            // is spent, so every search after it would stop at once as well.
            if self.search(position ^ jump.mask(), memo, left)? {
                memo.insert(key, true);
                return Some(true);
            }
        }
        memo.insert(key, false);
        Some(false)
    }
}

/// The board's jumps in the order the search tries them. On the square lattice, those whose
/// child has its pegs nearest the middle first (the least sum of squared distances from the
/// board's centre; a jump changes that sum by the same amount in every position, so one order
/// serves all). A game is won by clearing the edges and corners before the middle, so the first
/// child tried usually wins: on 20 French games from d3 a winning jump was found within 150,000
/// positions in every position with 36 pegs or fewer this way, and in none at 36 pegs in the
/// board's own order. On the triangles the same order, by distance in the plane, made triangle7's
/// p99 hover on random games larger (480,943 positions against 472,839) and left one triangle8
/// question at 16 pegs undecided within the budget, so they keep the board's order. The order
/// changes how soon an answer comes, never the answer.
fn jump_order(board: &Board) -> Vec<Jump> {
    let mut jumps = board.jumps().to_vec();
    if matches!(board.lattice(), Lattice::Square) {
        let weight = middle_distances(board);
        jumps.sort_by_key(|j| {
            weight[j.to as usize] - weight[j.from as usize] - weight[j.over as usize]
        });
    }
    jumps
}

/// Each hole's squared distance from the centre of a square-lattice board (scaled by the
/// number of holes squared, which keeps the centre in integers).
fn middle_distances(board: &Board) -> Vec<i64> {
    let coords = board.coords_all();
    let n = coords.len() as i64;
    let (sx, sy) = coords
        .iter()
        .fold((0, 0), |(sx, sy), &(x, y)| (sx + x as i64, sy + y as i64));
    coords
        .iter()
        .map(|&(x, y)| {
            let (dx, dy) = (x as i64 * n - sx, y as i64 * n - sy);
            dx * dx + dy * dy
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use pegsol_base::geometry::{builtin_board, BOARD_IDS};

    /// The order holds every jump of the board once (a jump left out would leave children
    /// unsearched, and a lost verdict wrong), and a jump into the middle comes before one out
    /// of it.
    #[test]
    fn the_jump_order_is_every_jump_once_middle_first() {
        for id in BOARD_IDS {
            let board = builtin_board(id).unwrap();
            let key = |j: &Jump| (j.from, j.over, j.to);
            let mut ordered: Vec<_> = jump_order(&board).iter().map(key).collect();
            let mut all: Vec<_> = board.jumps().iter().map(key).collect();
            ordered.sort_unstable();
            all.sort_unstable();
            assert_eq!(ordered, all, "{id}");
        }
        let english = builtin_board("english").unwrap();
        let order = jump_order(&english);
        let at = |from: &str, to: &str| {
            let [from, to] = [from, to].map(|h| english.hole_by_name(h).unwrap());
            order
                .iter()
                .position(|j| j.from == from && j.to == to)
                .unwrap()
        };
        assert!(at("d2", "d4") < at("d4", "d2"));
        assert!(at("b4", "d4") < at("d4", "b4"));
    }

    /// The distance from the middle is the board's own: every symmetry of every square board
    /// keeps it, so no corner counts as nearer the middle than another.
    #[test]
    fn the_distance_from_the_middle_is_symmetric() {
        for id in BOARD_IDS {
            let board = builtin_board(id).unwrap();
            if !matches!(board.lattice(), Lattice::Square) {
                continue;
            }
            let distance = middle_distances(&board);
            for symmetry in board.symmetries() {
                for h in 0..board.holes() as u8 {
                    assert_eq!(
                        distance[h as usize],
                        distance[symmetry.hole(h) as usize],
                        "{id} hole {}",
                        board.name(h)
                    );
                }
            }
        }
    }
}
