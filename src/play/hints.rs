//! The hint engine: is the goal still reachable after a jump? (ref. 1, §4, §6:
//! `problemIsSolvable`, generalised). Answers come from the source `hint_source` picks, a
//! `Lookup` from `sources`: the embedded winning data, a hint file, level sets computed for
//! the problem (small boards), or a live search within a budget (every other board), which may
//! answer "cannot tell yet".

use crate::play::hint_source::{self, LiveKind, NoHints};
use crate::play::sources::Lookup;
use crate::play::verdict::Verdict;
use crate::search::live::LiveSearch;
use crate::search::problem::Problem;
use crate::search::PositionMap;
use pegsol_base::geometry::{Board, Jump};

/// How many more pegs than a hover's search the look back at a live-found loss may search
/// (`Game::search_further`): a position with a few pegs more that still wins is found
/// quickly (the search stops at its first win); one that loses has to be searched through.
pub const LOOK_BACK_PEGS: usize = 4;
/// Positions `Game::search_further` may visit for one position of a game: six hovers'
/// budgets, spent in slices (what it learns stays in the live search's memory, which holds
/// about a million positions).
/// In 24 random central games on a layout (live hints from 20 pegs, `tests/game.rs`), all
/// lost, it named 6 losing jumps made from 22 pegs or more, which no hover could tell.
pub const LOOK_BACK_LIMIT: usize = 6 * crate::search::live::LIVE_BUDGET;

pub struct Hints {
    board: Board,
    problem: Problem,
    lookup: Box<dyn Lookup>,
}

impl Hints {
    /// The hint engine for a problem, or why there is none.
    pub fn new(board: Board, problem: Problem) -> Result<Hints, NoHints> {
        let lookup = hint_source::source(&board, &problem, LiveKind::Budgeted)?;
        Ok(Hints {
            board,
            problem,
            lookup,
        })
    }

    /// Hints from a live search on any board, whatever data it has (to compare the live
    /// search with stored or computed winning sets, and to measure it).
    pub fn live(board: Board, problem: Problem) -> Hints {
        let lookup = Box::new(LiveSearch::new(&board, &problem));
        Hints {
            board,
            problem,
            lookup,
        }
    }

    /// Hints for a game whose hint file is still arriving (see `hint_source::while_loading`),
    /// or `None` when that is not the case.
    pub fn while_loading(board: Board, problem: Problem) -> Option<Hints> {
        let lookup = hint_source::while_loading(&board, &problem)?;
        Some(Hints {
            board,
            problem,
            lookup,
        })
    }

    /// Hints that never give up: from the same source as `new`, except that where that is a
    /// live search, this one searches positions of every peg count, to the end when `budget`
    /// is `None` (every verdict proven, however long it takes), or within `budget` positions
    /// per position asked about (then a verdict may be `Unknown`). `pegs verdicts` uses these.
    pub fn exhaustive(
        board: Board,
        problem: Problem,
        budget: Option<usize>,
    ) -> Result<Hints, NoHints> {
        let lookup = hint_source::source(&board, &problem, LiveKind::Exhaustive(budget))?;
        Ok(Hints {
            board,
            problem,
            lookup,
        })
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn problem(&self) -> &Problem {
        &self.problem
    }
    pub fn uses_embedded_data(&self) -> bool {
        self.lookup.is_embedded()
    }
    /// The hint file answering this problem, if it comes from one.
    pub fn hint_file(&self) -> Option<&'static str> {
        self.lookup.hint_file()
    }

    /// The peg count above which a live search does not start (the page says "hints from N + 1
    /// pegs", the pegs on the board when a jump first leads to N); `None` for the other
    /// sources, which answer every position.
    pub fn live_max_pegs(&self) -> Option<usize> {
        self.lookup.live().map(LiveSearch::max_pegs)
    }

    /// Whether the goal can still be reached from `position`, a position of a game of this
    /// problem (`problemIsSolvable` in ref. 1). Proven for every position reachable from the
    /// start when the hints are stored or computed; a live search says `Unknown` when it
    /// cannot tell (too many pegs, or its budget ran out), and only a live search does. Ask
    /// only about positions the start can reach: the stored sets hold the winning ones among
    /// those, and may call another position unsolvable though some other game finishes from it.
    pub fn problem_is_solvable(&self, position: u64) -> Verdict {
        self.are_solvable([position])[0]
    }

    /// `problem_is_solvable` for each of `positions`, sharing one search (and, live, one
    /// budget): the children of a position (a peg's jumps, or every jump) share most of the
    /// positions a short search below a level that is not stored visits.
    pub fn are_solvable(&self, positions: impl IntoIterator<Item = u64>) -> Vec<Verdict> {
        let positions: Vec<u64> = positions.into_iter().collect();
        self.lookup.verdicts(&positions)
    }

    /// `problem_is_solvable` from what is known already, with no search: a live search
    /// answers from its memory (and its pagodas), or says `Unknown`.
    pub fn known_verdict(&self, position: u64) -> Verdict {
        self.lookup.known_verdict(position)
    }

    /// While a hint file arrives, the verdict from its levels checked so far alone; `Unknown`
    /// otherwise.
    pub fn arrived_verdict(&self, position: u64) -> Verdict {
        self.lookup.arrived_verdict(position)
    }

    /// How many times a live search forgot what it had learnt (its memory was full): 0 for
    /// the other sources, which keep nothing between questions.
    pub fn live_memory_forgotten(&self) -> usize {
        self.lookup.live().map_or(0, LiveSearch::forgotten)
    }

    /// The live search answering these hints, when they are one.
    pub fn live_search(&self) -> Option<&LiveSearch> {
        self.lookup.live()
    }

    /// Forgets what a live search has learnt, as it does itself when its memory is full (to
    /// test that case); nothing for the other sources.
    pub fn forget_live_memory(&self) {
        if let Some(live) = self.lookup.live() {
            live.forget();
        }
    }

    /// `problem_is_solvable` with up to LOOK_BACK_PEGS more pegs than a hover may search, on
    /// the budget `left`, for what a hover's search could not tell (see
    /// `Game::search_further`). The other sources answer as `problem_is_solvable` does.
    pub fn look_back_verdict(&self, position: u64, left: &mut usize) -> Verdict {
        self.lookup.look_back_verdict(position, left)
    }

    /// Every legal jump of `position`, in (from, to) order, with whether the goal can still be
    /// reached after it. A peg is a bomb when all its jumps are proven bad.
    pub fn verdicts(&self, position: u64) -> Vec<(Jump, Verdict)> {
        let jumps: Vec<Jump> = self.board.legal_jumps(position).collect();
        let good = self.are_solvable(jumps.iter().map(|j| position ^ j.mask()));
        jumps.into_iter().zip(good).collect()
    }

    /// A winning continuation from `position`, found by walking down the positions proven
    /// solvable; `None` when none is proven (the position loses, or a live search cannot tell).
    pub fn solve_from_here(&self, position: u64) -> Option<Vec<Jump>> {
        crate::search::solve::walk_down(&self.board, position, |p| {
            self.problem_is_solvable(p).is_solvable()
        })
    }

    /// The holes where a one-peg finish of this problem is still possible, or `None` when
    /// finding out would ask more than `budget` verdicts (early in a big game).
    pub fn reachable_finishes(&self, position: u64, budget: usize) -> Option<Vec<u8>> {
        let targets: u64 = self
            .problem
            .finish_holes(&self.board)
            .iter()
            .fold(0, |m, &h| m | 1 << h);
        match self.problem_is_solvable(position) {
            Verdict::Unsolvable => return Some(Vec::new()),
            Verdict::Unknown => return None,
            Verdict::Solvable if targets.count_ones() == 1 => {
                return Some(vec![targets.trailing_zeros() as u8])
            }
            // Which of many finishes a live search can still reach is not worth its budget.
            Verdict::Solvable if self.live_max_pegs().is_some() => return None,
            Verdict::Solvable => {}
        }
        let mut memo: PositionMap<u64> = PositionMap::default();
        let mut left = budget;
        let found = self.finishes_from(position, targets, &mut memo, &mut left)?;
        Some(
            (0..self.board.holes() as u8)
                .filter(|&h| found >> h & 1 == 1)
                .collect(),
        )
    }

    fn finishes_from(
        &self,
        position: u64,
        targets: u64,
        memo: &mut PositionMap<u64>,
        left: &mut usize,
    ) -> Option<u64> {
        if position.count_ones() == 1 {
            return Some(position & targets);
        }
        if let Some(&m) = memo.get(&position) {
            return Some(m);
        }
        let mut found = 0;
        for j in self.board.legal_jumps(position) {
            let child = position ^ j.mask();
            // The budget counts the verdicts asked, the work itself: from a hint file each
            // costs a rank and a set lookup, and a budget of positions let triangle7's first
            // list take 565 ms on the page's main thread.
            if *left == 0 {
                return None;
            }
            *left -= 1;
            match self.problem_is_solvable(child) {
                Verdict::Solvable => {
                    found |= self.finishes_from(child, targets, memo, left)?;
                    if found == targets {
                        break;
                    }
                }
                Verdict::Unsolvable => {}
                // A finish is "still reachable" only when proven; without an answer here the
                // list would be incomplete, so there is none.
                Verdict::Unknown => return None,
            }
        }
        memo.insert(position, found);
        Some(found)
    }
}
