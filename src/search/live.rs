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
use crate::search::PositionMap;
use pegsol_base::geometry::{Board, Group, Jump, Lattice};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;

/// Positions one question (all the jumps of a hovered peg, or of a position) may visit: at most
/// about 0.3 s in Chromium on square6 (README, Benchmarks), and enough for every French or
/// Wiegleb position with 16 pegs or fewer (`tests/live_hints.rs`).
pub const LIVE_BUDGET: usize = 150_000;

/// Answers kept between questions at most; the memory is forgotten when it grows past this
/// (about 20 MB).
const MEMO_LIMIT: usize = 1 << 20;
/// Answers an exhaustive search (`LiveSearch::exhaustive`) keeps at most: about 2 GB, room for
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
#[derive(Default)]
struct Memory {
    learnt: PositionMap<bool>,
    /// The verdicts given for the positions asked about (see ANSWERS_LIMIT).
    answers: PositionMap<bool>,
}

impl Memory {
    fn answered(&self, key: u64) -> Option<bool> {
        self.answers
            .get(&key)
            .or_else(|| self.learnt.get(&key))
            .copied()
    }

    fn answer(&mut self, key: u64, wins: bool) {
        if self.answers.len() >= ANSWERS_LIMIT {
            self.answers.clear();
        }
        self.answers.insert(key, wins);
    }

    fn clear(&mut self) {
        *self = Memory::default();
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
    max_pegs: usize,
    /// Positions one call of `verdicts` may visit.
    budget: usize,
    memo: Mutex<Memory>,
    /// The most positions `memo` holds (MEMO_LIMIT but in tests).
    memo_limit: usize,
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
            memo: Mutex::new(Memory::default()),
            memo_limit: MEMO_LIMIT,
            forgettings: AtomicUsize::new(0),
        }
    }

    /// A search that starts on positions of every peg count and goes on to the end (`budget`
    /// `None`), or stops after `budget` positions per question. To the end, every answer is
    /// proven however long it takes: the `pegs verdicts` command answers this way. Its memory
    /// may grow to EXHAUSTIVE_MEMO_LIMIT answers before it is forgotten.
    pub fn exhaustive(board: &Board, problem: &Problem, budget: Option<usize>) -> LiveSearch {
        let mut search = LiveSearch::new(board, problem)
            .with_limits(budget.unwrap_or(usize::MAX), board.holes());
        search.memo_limit = EXHAUSTIVE_MEMO_LIMIT;
        search
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
        if memo.learnt.len() > self.memo_limit {
            memo.learnt.clear();
            self.forgettings.fetch_add(1, Relaxed);
        }
        let verdict = self.search(position, &mut memo.learnt, left);
        if let Some(wins) = verdict {
            memo.answer(key, wins);
        }
        verdict
    }

    fn search(
        &self,
        position: u64,
        memo: &mut PositionMap<bool>,
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

    /// A verdict once given is given again, with no budget left, after the search's memory
    /// has been forgotten several times over (otherwise marks came and went on triangle8
    /// as the memory filled); what the memory still holds answers as before.
    #[test]
    fn a_verdict_given_outlives_the_search_memory() {
        use crate::search::problem::Goal;
        let board = builtin_board("triangle6").unwrap();
        let problem =
            Problem::new(&board, board.hole_by_name("c3").unwrap(), Goal::Anywhere).unwrap();
        let mut live = LiveSearch::new(&board, &problem);
        live.memo_limit = 64;
        let mut rng = fastrand::Rng::with_seed(24);
        let mut asked = Vec::new();
        while asked.len() < 40 {
            let mut position = problem.start_position(&board);
            loop {
                let jumps: Vec<Jump> = board.legal_jumps(position).collect();
                if jumps.is_empty() {
                    break;
                }
                position ^= jumps[rng.usize(..jumps.len())].mask();
                if position.count_ones() <= 12 {
                    asked.push(position);
                    break;
                }
            }
        }
        let given: Vec<Option<bool>> = asked.iter().map(|&p| live.verdicts(&[p]).0[0]).collect();
        assert!(given.iter().all(Option::is_some), "{given:?}");
        assert!(given.contains(&Some(true)) && given.contains(&Some(false)));
        assert!(
            live.forgotten() >= 4,
            "forgotten {} times",
            live.forgotten()
        );
        for (&p, &verdict) in asked.iter().zip(&given) {
            assert_eq!(live.verdict_with_more_pegs(p, 0, &mut 0), verdict);
        }
        // A position whose jump was answered winning wins, with no search and no budget (its
        // status agrees with its good marks), when the question may search its peg count.
        let parent = asked
            .iter()
            .zip(&given)
            .filter(|&(_, &verdict)| verdict == Some(true))
            .find_map(|(&child, _)| board.legal_unjumps(child).next().map(|j| child ^ j.mask()))
            .expect("a winning position asked about has a parent");
        let at_most = live.with_limits(0, 0);
        let pegs = parent.count_ones() as usize;
        assert_eq!(
            at_most.verdict_with_more_pegs(parent, pegs, &mut 0),
            Some(true)
        );
    }

    /// A search that runs out of its budget says it cannot tell: never "wins", never "loses".
    /// On French positions (from random games, mostly lost, and from reverse jumps from a
    /// finish, which win), every budget gives the proven answer or `None`, and a budget too
    /// small for a position gives `None`.
    #[test]
    fn an_out_of_budget_search_never_gives_a_verdict() {
        use crate::search::problem::Goal;
        let board = builtin_board("french").unwrap();
        let problem =
            Problem::new(&board, board.hole_by_name("d3").unwrap(), Goal::Anywhere).unwrap();
        let finishes = problem.finish_holes(&board);
        let exact = LiveSearch::exhaustive(&board, &problem, None);
        let mut rng = fastrand::Rng::with_seed(43);
        let mut positions = Vec::new();
        for _ in 0..60 {
            let pegs = rng.u32(14..=20);
            let mut forward = problem.start_position(&board);
            while forward.count_ones() > pegs {
                let jumps: Vec<Jump> = board.legal_jumps(forward).collect();
                let Some(jump) = rng.choice(jumps) else { break };
                forward ^= jump.mask();
            }
            let mut backward = 1u64 << finishes[rng.usize(..finishes.len())];
            while backward.count_ones() < pegs {
                let unjumps: Vec<Jump> = board.legal_unjumps(backward).collect();
                let Some(unjump) = rng.choice(unjumps) else {
                    break;
                };
                backward ^= unjump.mask();
            }
            positions.extend([forward, backward]);
        }
        let (mut out_of_budget, mut answers) = (0, [0, 0]);
        for position in positions {
            let truth = exact.verdicts(&[position]).0[0].expect("searched to the end");
            for budget in [0, 1, 10, 100, 1_000, 10_000] {
                let bounded = LiveSearch::exhaustive(&board, &problem, Some(budget));
                let (verdict, visited) = bounded.verdicts(&[position]);
                match verdict[0] {
                    Some(answer) => {
                        assert_eq!(answer, truth, "budget {budget}");
                        answers[answer as usize] += 1;
                    }
                    None => {
                        assert_eq!(visited, budget, "an unfinished search spent its budget");
                        out_of_budget += 1;
                    }
                }
            }
        }
        assert!(
            out_of_budget > 50 && answers[0] > 50 && answers[1] > 50,
            "{out_of_budget} out of budget, {answers:?} (lost, won)"
        );
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
