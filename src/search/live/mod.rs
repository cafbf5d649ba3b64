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
use crate::search::verdict_table::VerdictTable;
use crate::search::PositionMap;
use beam::BeamScore;
use pegsol_base::geometry::{Board, Group, Jump, Lattice};
use pegsol_base::storage::OpeningBook;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, Mutex};

/// Positions one question (all the jumps of a hovered peg, or of a position) may visit: at most
/// about 0.3 s in Chromium on square6 (README, Benchmarks), and enough for every French or
/// Wiegleb position with 16 pegs or fewer (`tests/live_hints.rs`).
pub const LIVE_BUDGET: usize = 150_000;

/// Answers kept between questions at most (33 MB); past it the table drops the cheapest to
/// find again (`VerdictTable`).
const MEMO_LIMIT: usize = 1 << 22;
/// Answers an exhaustive search (`LiveSearch::exhaustive`) keeps at most: 540 MB, room for
/// the whole future of a French or Wiegleb position with 26 pegs.
const EXHAUSTIVE_MEMO_LIMIT: usize = 1 << 26;
/// The verdicts given for the positions asked about (a few per hover) are kept apart from the
/// search's memory and outlive its forgetting: a landing once marked stays marked when its peg
/// is shown again (otherwise, on triangle8, marks came and went as the memory filled). Up
/// to this many; past it they too are forgotten (far more than a game asks).
const ANSWERS_LIMIT: usize = 1 << 16;

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

/// What the search has learnt: positions that win (true) and lose (false), by reduced code.
struct Memory {
    learnt: VerdictTable,
    /// The verdicts given for the positions asked about (see ANSWERS_LIMIT), and those a
    /// search elsewhere (the page's search worker) proved and passed on (`learn`).
    answers: PositionMap<bool>,
    /// Positions a search elsewhere gave up on (`learn_unsettled`): beyond what it can settle.
    unsettled: PositionMap<()>,
}

impl Memory {
    fn answered(&self, key: u64) -> Option<bool> {
        self.answers
            .get(&key)
            .copied()
            .or_else(|| self.learnt.get(key))
    }

    fn answer(&mut self, key: u64, wins: bool) {
        if self.answers.len() >= ANSWERS_LIMIT {
            self.answers.clear();
        }
        self.answers.insert(key, wins);
        self.unsettled.remove(&key);
    }

    fn new(limit: usize) -> Memory {
        Memory {
            learnt: VerdictTable::new(limit),
            answers: PositionMap::default(),
            unsettled: PositionMap::default(),
        }
    }

    fn clear(&mut self) {
        self.learnt.clear();
        self.answers.clear();
        self.unsettled.clear();
    }
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
    /// Atomic, like `budget`: a game whose searching moves to a worker changes both
    /// (`think_elsewhere`) through the shared reference its hints hold.
    max_pegs: AtomicUsize,
    /// Positions one call of `verdicts` may visit.
    budget: AtomicUsize,
    memo: Mutex<Memory>,
    /// Whether the memory is forgotten when nearly full (all but the thinker's search).
    clear_when_full: bool,
    /// The searching is done elsewhere (`think_elsewhere`).
    elsewhere: AtomicBool,
    /// The problem's opening book, which settles positions of its peg counts at once
    /// (`use_book`).
    book: Option<Arc<OpeningBook>>,
    /// How the beam search for a winning line ranks positions (`beam_line`).
    beam_score: BeamScore,
}

impl LiveSearch {
    pub fn new(board: &Board, problem: &Problem) -> LiveSearch {
        let finish_holes = problem.finish_holes(board);
        let finish_masks: Vec<u64> = finish_holes.iter().map(|&h| 1u64 << h).collect();
        let finishes = finish_masks.iter().fold(0, |m, &f| m | f);
        LiveSearch {
            board: board.clone(),
            group: problem.group(board),
            finishes,
            pagodas: Pagodas::for_finishes(board, &finish_masks),
            jumps: jump_order(board),
            max_pegs: AtomicUsize::new(live_max_pegs(board)),
            budget: AtomicUsize::new(LIVE_BUDGET),
            memo: Mutex::new(Memory::new(MEMO_LIMIT)),
            clear_when_full: true,
            elsewhere: AtomicBool::new(false),
            book: None,
            beam_score: BeamScore::new(board, finishes),
        }
    }

    /// A search that starts on positions of every peg count and goes on to the end (`budget`
    /// `None`), or stops after `budget` positions per question. To the end, every answer is
    /// proven however long it takes: the `pegs verdicts` command answers this way. Its memory
    /// may grow to EXHAUSTIVE_MEMO_LIMIT answers before it is forgotten.
    pub fn exhaustive(board: &Board, problem: &Problem, budget: Option<usize>) -> LiveSearch {
        let search = LiveSearch::new(board, problem)
            .with_limits(budget.unwrap_or(usize::MAX), board.holes());
        search.with_memory(EXHAUSTIVE_MEMO_LIMIT)
    }

    /// The search a thinker runs (`play::thinker`): positions of every peg count, within the
    /// budget each call is given, keeping up to `memo_limit` answers.
    pub fn thinking(board: &Board, problem: &Problem, memo_limit: usize) -> LiveSearch {
        let mut search = LiveSearch::new(board, problem)
            .with_limits(0, board.holes())
            .with_memory(memo_limit);
        search.clear_when_full = false;
        search
    }

    /// The same search keeping up to `answers` answers (a new, empty memory).
    pub(crate) fn with_memory(mut self, answers: usize) -> LiveSearch {
        self.memo = Mutex::new(Memory::new(answers));
        self
    }

    /// Forgets what was learnt of positions with more pegs than `pegs` (the verdicts given
    /// for the positions asked about stay): a game at `pegs` pegs does not meet them again
    /// unless it is undone, and they would keep their room in the memory for good.
    pub fn forget_above(&self, pegs: u32) {
        let mut memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        memo.learnt.drop_above(pegs);
    }

    /// Answers positions of the book's peg counts from `book` (the same problem's, which the
    /// caller checks) instead of searching their futures. Only for a search asked about
    /// positions of the problem's games (the thinker's): the book holds the winning positions
    /// a game can reach, and says nothing true of others.
    pub fn use_book(&mut self, book: Arc<OpeningBook>) {
        self.book = Some(book);
    }

    /// The same search with another budget and peg count (to measure them).
    pub fn with_limits(self, budget: usize, max_pegs: usize) -> LiveSearch {
        self.set_limits(budget, max_pegs);
        self
    }

    fn set_limits(&self, budget: usize, max_pegs: usize) {
        self.budget.store(budget, Relaxed);
        self.max_pegs.store(max_pegs, Relaxed);
    }

    /// The searching is done elsewhere (the page's search worker, see `play::thinker`), which
    /// passes on what it proves (`learn`): this search no longer searches (no budget), answers
    /// from what it knows for every peg count, and says `None` for the rest meanwhile.
    pub fn think_elsewhere(&self) {
        self.set_limits(0, self.board.holes());
        self.elsewhere.store(true, Relaxed);
    }

    /// Whether the searching is done elsewhere (`think_elsewhere`).
    pub fn thinks_elsewhere(&self) -> bool {
        self.elsewhere.load(Relaxed)
    }

    /// A verdict proven by a search elsewhere of the same problem (the caller checks that).
    pub fn learn(&self, position: u64, wins: bool) {
        let mut memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        let key = self.board.mincode(&self.group, position);
        memo.answer(key, wins);
    }

    /// A position a search elsewhere gave up on: `is_unsettled` says so until it is learnt.
    pub fn learn_unsettled(&self, position: u64) {
        let mut memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        let key = self.board.mincode(&self.group, position);
        if memo.answered(key).is_none() {
            if memo.unsettled.len() >= ANSWERS_LIMIT {
                memo.unsettled.clear();
            }
            memo.unsettled.insert(key, ());
        }
    }

    /// Whether a search elsewhere gave up on `position` (beyond what it can settle).
    pub fn is_unsettled(&self, position: u64) -> bool {
        let memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        memo.unsettled
            .contains_key(&self.board.mincode(&self.group, position))
    }

    /// The positions of a winning line from `position` as far as this search's memory proves
    /// it (each one's jump to the next is one the search found winning), `position` first;
    /// empty when it is not known to win. A search elsewhere passes the line on with the
    /// verdict, so that "Solve from here" can play it.
    pub fn winning_line(&self, position: u64) -> Vec<u64> {
        let memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        let wins = |p: u64| memo.answered(self.board.mincode(&self.group, p)) == Some(true);
        let mut line = Vec::new();
        let mut at = position;
        while wins(at) || (at.count_ones() == 1 && at & self.finishes != 0) {
            line.push(at);
            let next = self
                .board
                .legal_jumps(at)
                .map(|j| at ^ j.mask())
                .find(|&child| {
                    wins(child) || (child.count_ones() == 1 && child & self.finishes != 0)
                });
            match next {
                Some(child) => at = child,
                None => break,
            }
        }
        line
    }

    /// Forgets what earlier questions found (to time a question on its own).
    pub fn forget(&self) {
        self.memo.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    /// How many times what the search learnt was forgotten (`forget`): a search that goes on
    /// over several calls (`Game::search_further`) lost its progress when this changed.
    pub fn forgotten(&self) -> usize {
        let memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        memo.learnt.clears()
    }

    /// How many answers the search's memory has dropped to make room (or forgotten): what it
    /// has had to find again, for the measurements in `examples/`.
    pub fn dropped(&self) -> usize {
        let memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        memo.learnt.dropped()
    }

    /// Positions with more pegs than this are not searched.
    pub fn max_pegs(&self) -> usize {
        self.max_pegs.load(Relaxed)
    }

    /// For each position: `Some(true)` if the goal can be reached from it, `Some(false)` if it
    /// cannot, `None` if it has more than `max_pegs` pegs (and no deeper search decided it
    /// before) or the budget (shared by the positions) ran out before the answer was known.
    /// Also returns the positions visited.
    pub fn verdicts(&self, positions: &[u64]) -> (Vec<Option<bool>>, usize) {
        let budget = self.budget.load(Relaxed);
        let mut left = budget;
        let verdicts = positions
            .iter()
            .map(|&p| self.verdict_within(p, self.max_pegs(), &mut left))
            .collect();
        (verdicts, budget - left)
    }

    /// Like `verdicts` for one position, with up to `extra_pegs` more pegs than `max_pegs`
    /// and the budget `left` (shared by the caller's questions, and spent here).
    pub fn verdict_with_more_pegs(
        &self,
        position: u64,
        extra_pegs: usize,
        left: &mut usize,
    ) -> Option<bool> {
        if self.thinks_elsewhere() {
            // The searching is done elsewhere: here only what is known.
            return self.verdict_within(position, self.max_pegs(), &mut 0);
        }
        self.verdict_within(position, self.max_pegs() + extra_pegs, left)
    }

    fn verdict_within(&self, position: u64, max_pegs: usize, left: &mut usize) -> Option<bool> {
        if position & !self.board.full() != 0 || position == 0 {
            return Some(false);
        }
        let mut memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        let key = self.board.mincode(&self.group, position);
        if let Some(known) = memo.answered(key) {
            return Some(known);
        }
        if position.count_ones() as usize > max_pegs {
            // Too big to search now, but what a deeper search (`verdict_with_more_pegs`) found
            // out about it stays true: after "Undo to last winning position" the jump that lost
            // is marked bad, and the winning line that search found can be played.
            return None;
        }
        // A landing already found to win proves its position wins, with no search: the status
        // of a position one peg above a hover's search (asked with more pegs by
        // `Game::search_further`) agrees with the good marks of its jumps.
        let known_winning_child = self.board.legal_jumps(position).any(|j| {
            memo.answered(self.board.mincode(&self.group, position ^ j.mask())) == Some(true)
        });
        if known_winning_child {
            memo.answer(key, true);
            return Some(true);
        }
        // A search of one question at a time (a hover's, or `pegs verdicts`) starts afresh
        // when its memory is nearly full: answers from other games' positions would hold
        // their slots for good (a full bucket keeps its most pegs) and starve this search. The
        // thinker drops what its game has left behind instead (`forget_above`).
        if self.clear_when_full && memo.learnt.nearly_full() {
            memo.learnt.clear();
        }
        let verdict = self.search(position, &mut memo.learnt, left);
        if let Some(wins) = verdict {
            memo.answer(key, wins);
        }
        verdict
    }

    fn search(&self, position: u64, memo: &mut VerdictTable, left: &mut usize) -> Option<bool> {
        if position.count_ones() == 1 {
            return Some(position & self.finishes != 0);
        }
        if self.pagodas.rules_out(position) {
            return Some(false);
        }
        let key = self.board.mincode(&self.group, position);
        if let Some(wins) = self.book.as_ref().and_then(|book| book.wins(key)) {
            return Some(wins);
        }
        if let Some(known) = memo.get(key) {
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

mod beam;
#[cfg(test)]
mod tests;
