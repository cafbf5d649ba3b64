//! The hint engine: is the goal still reachable after a jump? (ref. 1, §4, §6:
//! `problemIsSolvable`, generalised). Answers come from the source `hint_source` picks: the
//! embedded winning data, a hint file, level sets computed for the problem (small boards), or
//! a live search within a budget (every other board), which may answer "cannot tell yet".

use crate::play::hint_source::{self, BoardTables, NoHints, Query, Source};
use crate::play::verdict::Verdict;
use crate::search::pagoda::Pagodas;
use crate::search::problem::{Goal, Problem};
use pegsol_base::geometry::{position_class, Board, Jump};
use pegsol_base::storage::hint_data::slot_of;
use pegsol_base::storage::{keeps_level, HintData, TypeData};
use std::collections::HashMap;

/// Verdicts already found during one search (by position).
type Memo = rustc_hash::FxHashMap<u64, bool>;

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
    source: Source,
    /// Rule positions out before searching below a level that is not stored.
    pagodas: Pagodas,
}

impl Hints {
    /// The hint engine for a problem, or why there is none.
    pub fn new(board: Board, problem: Problem) -> Result<Hints, NoHints> {
        let source = hint_source::source(&board, &problem)?;
        Ok(Hints::with_source(board, problem, source))
    }

    /// Hints from a live search on any board, whatever data it has (to compare the live
    /// search with stored or computed winning sets, and to measure it).
    pub fn live(board: Board, problem: Problem) -> Hints {
        let source = Source::Live(Box::new(crate::search::live::LiveSearch::new(
            &board, &problem,
        )));
        Hints::with_source(board, problem, source)
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
        let source = match hint_source::source(&board, &problem)? {
            Source::Live(_) => Source::Live(Box::new(crate::search::live::LiveSearch::exhaustive(
                &board, &problem, budget,
            ))),
            source => source,
        };
        Ok(Hints::with_source(board, problem, source))
    }

    fn with_source(board: Board, problem: Problem, source: Source) -> Hints {
        let pagodas = match source {
            // Level sets answer at once: nothing to prune. A live search prunes by itself.
            Source::Computed(_) | Source::Live(_) => Pagodas::default(),
            _ => {
                let finishes: Vec<u64> = problem
                    .finish_holes(&board)
                    .iter()
                    .map(|&h| 1 << h)
                    .collect();
                Pagodas::for_finishes(&board, &finishes)
            }
        };
        Hints {
            board,
            problem,
            source,
            pagodas,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn problem(&self) -> &Problem {
        &self.problem
    }
    pub fn uses_embedded_data(&self) -> bool {
        matches!(self.source, Source::Embedded { .. })
    }
    /// The hint file answering this problem, if it comes from one.
    pub fn hint_file(&self) -> Option<&'static str> {
        match self.source {
            Source::File { file, .. } => Some(file),
            _ => None,
        }
    }

    /// The peg count above which a live search does not start (the page says "hints from N + 1
    /// pegs", the pegs on the board when a jump first leads to N); `None` for the other
    /// sources, which answer every position.
    pub fn live_max_pegs(&self) -> Option<usize> {
        match &self.source {
            Source::Live(live) => Some(live.max_pegs()),
            _ => None,
        }
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
        if let Source::Live(live) = &self.source {
            return live
                .verdicts(&positions)
                .0
                .into_iter()
                .map(Verdict::from_known)
                .collect();
        }
        let mut memo = Memo::default();
        positions
            .iter()
            .map(|&p| Verdict::from(self.solvable(p, &mut memo)))
            .collect()
    }

    /// `problem_is_solvable` from what is known already, with no search: a live search
    /// answers from its memory (and its pagodas), or says `Unknown`.
    pub fn known_verdict(&self, position: u64) -> Verdict {
        match &self.source {
            Source::Live(live) => {
                Verdict::from_known(live.verdict_with_more_pegs(position, LOOK_BACK_PEGS, &mut 0))
            }
            _ => self.problem_is_solvable(position),
        }
    }

    /// How many times a live search forgot what it had learnt (its memory was full): 0 for
    /// the other sources, which keep nothing between questions.
    pub fn live_memory_forgotten(&self) -> usize {
        match &self.source {
            Source::Live(live) => live.forgotten(),
            _ => 0,
        }
    }

    /// Forgets what a live search has learnt, as it does itself when its memory is full (to
    /// test that case); nothing for the other sources.
    pub fn forget_live_memory(&self) {
        if let Source::Live(live) = &self.source {
            live.forget();
        }
    }

    /// `problem_is_solvable` with up to LOOK_BACK_PEGS more pegs than a hover may search, on
    /// the budget `left`, for what a hover's search could not tell (see
    /// `Game::search_further`). The other sources answer as `problem_is_solvable` does.
    pub fn look_back_verdict(&self, position: u64, left: &mut usize) -> Verdict {
        match &self.source {
            Source::Live(live) => {
                Verdict::from_known(live.verdict_with_more_pegs(position, LOOK_BACK_PEGS, left))
            }
            _ => self.problem_is_solvable(position),
        }
    }

    fn solvable(&self, position: u64, memo: &mut Memo) -> bool {
        let n = position.count_ones() as usize;
        if n == 0 || position & !self.board.full() != 0 {
            return false;
        }
        if let Some(&known) = memo.get(&position) {
            return known;
        }
        let answer = self.solvable_unmemoized(position, memo);
        memo.insert(position, answer);
        answer
    }

    fn solvable_unmemoized(&self, position: u64, memo: &mut Memo) -> bool {
        if self.pagodas.rules_out(position) {
            return false;
        }
        let half = match &self.source {
            Source::Computed(levels) => return levels.contains(position),
            Source::Live(_) => unreachable!("a live search answers in are_solvable"),
            Source::File { data, .. } => data.half,
            Source::Embedded { data, .. } => data.half,
        };
        let Some((x, n)) = self.stored_half(position, half) else {
            return false;
        };
        if !keeps_level(half, n) {
            // This peg count is not stored: the position wins exactly when one of its children
            // does (at most two levels down to a stored one).
            return self
                .board
                .legal_jumps(position)
                .any(|j| self.solvable(position ^ j.mask(), memo));
        }
        match &self.source {
            Source::Computed(_) | Source::Live(_) => unreachable!("answered above"),
            Source::File { data, tables, .. } => {
                let complemented = position.count_ones() as usize > half;
                self.file_verdict(data, tables, x, n, complemented)
            }
            Source::Embedded {
                data,
                tables,
                query,
            } => self.embedded_verdict(data, tables, query, x, n),
        }
    }

    /// The verdict from a hint file for `x` (n pegs, the position or, when `complemented`, its
    /// complement).
    fn file_verdict(
        &self,
        data: &TypeData,
        tables: &BoardTables,
        x: u64,
        n: usize,
        complemented: bool,
    ) -> bool {
        let (code, g) = self.board.mincode_with_symmetry(&tables.full, x);
        let Some((starts, finishes)) = data.reach(&tables.ranker, &tables.masks, code, n) else {
            return false;
        };
        // The position is reachable from the game's start, so it wins when it can reach the
        // finish: with few pegs, a finish of its own; with many, a start of its complement
        // (the complement is what was looked up).
        let reaches = if complemented { starts } else { finishes };
        let on_representative = |h: u8| reaches >> self.board.symmetry(g).hole(h) & 1 == 1;
        match self.problem.goal {
            Goal::Anywhere => true,
            Goal::Complement => on_representative(self.problem.start),
            Goal::Finish(f) => on_representative(f),
        }
    }

    /// The verdict from the embedded data for `x` (n pegs), by the query that answers this
    /// game's problem.
    fn embedded_verdict(
        &self,
        data: &HintData,
        tables: &BoardTables,
        query: &Query,
        x: u64,
        n: usize,
    ) -> bool {
        match query {
            Query::AnyOrbit => orbit_tag(data, tables, &self.board, x, n).is_some(),
            Query::ByHole => {
                let (code, g) = self.board.mincode_with_symmetry(&tables.full, x);
                let start = self.board.symmetry(g).hole(self.problem.start);
                let bit = data.problems.iter().position(|p| p.start == start);
                code_tag(data, tables, code, n)
                    .zip(bit)
                    .is_some_and(|(t, bit)| t >> bit & 1 == 1)
            }
            Query::Tagged(bit) => {
                orbit_tag(data, tables, &self.board, x, n).is_some_and(|t| t >> bit & 1 == 1)
            }
            Query::Slot {
                bit,
                symmetry,
                flip,
            } => {
                let y = self.board.symmetry(*symmetry).apply(x);
                let slot = slot_of(&self.board, *flip, y);
                orbit_tag(data, tables, &self.board, x, n)
                    .is_some_and(|t| t >> (bit + slot) & 1 == 1)
            }
            Query::Own {
                problem,
                symmetry,
                group,
            } => {
                let y = self
                    .board
                    .mincode(group, self.board.symmetry(*symmetry).apply(x));
                data.own[*problem]
                    .as_ref()
                    .is_some_and(|sets| sets[n].contains(tables.ranker.rank(y, n as u32)))
            }
        }
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
    /// finding out would take more than `budget` positions (early in a big game).
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
        let mut memo: HashMap<u64, u64> = HashMap::new();
        let found = self.finishes_from(position, targets, &mut memo, budget)?;
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
        memo: &mut HashMap<u64, u64>,
        budget: usize,
    ) -> Option<u64> {
        if position.count_ones() == 1 {
            return Some(position & targets);
        }
        if let Some(&m) = memo.get(&position) {
            return Some(m);
        }
        if memo.len() >= budget {
            return None;
        }
        let mut found = 0;
        for j in self.board.legal_jumps(position) {
            let child = position ^ j.mask();
            match self.problem_is_solvable(child) {
                Verdict::Solvable => {
                    found |= self.finishes_from(child, targets, memo, budget)?;
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

fn orbit_tag(
    data: &HintData,
    tables: &BoardTables,
    board: &Board,
    x: u64,
    n: usize,
) -> Option<u32> {
    code_tag(data, tables, board.mincode(&tables.full, x), n)
}

/// The tag of the orbit with representative `code` (n pegs), if it is stored.
fn code_tag(data: &HintData, tables: &BoardTables, code: u64, n: usize) -> Option<u32> {
    let class = position_class(&tables.masks, code);
    let partition = data.orbits[n].iter().find(|p| p.class == class)?;
    let index = partition.set.index_of(tables.ranker.rank(code, n as u32))?;
    Some(partition.tags.get(index))
}
