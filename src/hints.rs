//! The hint engine: is the goal still reachable after a jump? (seed 000 §4, §6:
//! `problemIsSolvable`, generalised). Answers come from the embedded winning data when it covers
//! the problem, else from level sets computed for the problem (small boards only).

use crate::board::{Board, Jump};
use crate::class::{class_masks, position_class};
use crate::compact::Ranker;
use crate::hint_data::{ranker, HintData};
use crate::levels::{compute_levels, LevelOptions, Levels};
use crate::pagoda::Pagodas;
use crate::problem::{Goal, Problem};
use crate::symmetry::Group;
use crate::type_data::TypeData;
use std::collections::HashMap;
use std::sync::Arc;

/// Verdicts already found during one search (by position).
type Memo = rustc_hash::FxHashMap<u64, bool>;

/// Boards up to this size get level sets computed on the spot when no embedded data covers
/// the problem (a triangle of side 6 takes milliseconds).
pub const COMPUTE_LIMIT_HOLES: usize = 21;

enum Source {
    Embedded {
        data: &'static HintData,
        tables: Arc<BoardTables>,
        query: Query,
    },
    /// A hint file fetched on demand (`type_data.rs`): tag bits by start hole.
    File {
        data: &'static TypeData,
        file: &'static str,
        tables: Arc<BoardTables>,
    },
    Computed(Arc<Levels>),
}

/// How a position is looked up in the embedded data.
enum Query {
    /// Any orbit of the any-finish set.
    AnyOrbit,
    /// An orbit tagged with this (non-degenerate) problem's bit.
    Tagged(u32),
    /// An orbit tagged with the bit of the start hole as seen on its representative
    /// (`HintData::by_hole`).
    ByHole,
    /// A degenerate problem's own set: map by `symmetry` (start onto the stored start), then
    /// reduce by the problem's own group.
    Own {
        problem: usize,
        symmetry: usize,
        group: Group,
    },
    /// A degenerate problem kept as two orbit tag bits: map by `symmetry`, then the slot of the
    /// mapped position under `flip` picks the bit.
    Slot {
        bit: u32,
        symmetry: usize,
        flip: usize,
    },
}

pub struct Hints {
    board: Board,
    problem: Problem,
    source: Source,
    /// Rule positions out before searching below a level that is not stored.
    pagodas: Pagodas,
}

impl Hints {
    /// The hint engine for a problem, or why there is none.
    pub fn new(board: Board, problem: Problem) -> Result<Hints, String> {
        if let Some(data) = crate::embedded::hint_data(board.id()) {
            if let Some(query) = embedded_query(&board, data, &problem) {
                let source = Source::Embedded {
                    data,
                    tables: lookup_tables(&board),
                    query,
                };
                return Ok(Hints::with_source(board, problem, source));
            }
        }
        if let Some(info) = crate::hint_files::hint_file_of(&board, &problem) {
            let data = crate::hint_files::loaded(info.file).ok_or_else(|| {
                format!(
                    "hints for {} come from {}, which is not loaded yet",
                    describe(&board, &problem),
                    info.file
                )
            })?;
            let source = Source::File {
                data,
                file: info.file,
                tables: lookup_tables(&board),
            };
            return Ok(Hints::with_source(board, problem, source));
        }
        if board.holes() > COMPUTE_LIMIT_HOLES {
            return Err(format!(
                "no hints for {} on {}: the built-in data covers {}, and the board is too big to compute others here",
                describe(&board, &problem),
                board.id(),
                covered(&board)
            ));
        }
        let levels = computed_levels(&board, problem)?;
        Ok(Hints::with_source(board, problem, Source::Computed(levels)))
    }

    fn with_source(board: Board, problem: Problem, source: Source) -> Hints {
        let pagodas = match source {
            // Level sets answer at once: nothing to prune.
            Source::Computed(_) => Pagodas::default(),
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

    /// Whether the goal can still be reached from `position`, a position of a game of this
    /// problem (the answers are exact for every position reachable from the start).
    pub fn problem_is_solvable(&self, position: u64) -> bool {
        self.solvable(position, &mut Memo::default())
    }

    /// `problem_is_solvable` for each of `positions`, sharing one search: the children of a
    /// position (a peg's jumps, or every jump) share most of the positions a short search
    /// below a level that is not stored visits.
    pub fn are_solvable(&self, positions: impl IntoIterator<Item = u64>) -> Vec<bool> {
        let mut memo = Memo::default();
        positions
            .into_iter()
            .map(|p| self.solvable(p, &mut memo))
            .collect()
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
            Source::Computed(levels) => return levels.contains(&self.board, position),
            Source::File { data, .. } => data.half,
            Source::Embedded { data, .. } => data.half,
        };
        let Some((x, n)) = self.stored_half(position, half) else {
            return false;
        };
        if !crate::hint_data::keeps_level(half, n) {
            // This peg count is not stored: the position wins exactly when one of its children
            // does (at most two levels down to a stored one).
            return self
                .board
                .legal_jumps(position)
                .any(|j| self.solvable(position ^ j.mask(), memo));
        }
        match &self.source {
            Source::Computed(_) => unreachable!("answered above"),
            Source::File { data, tables, .. } => {
                let (code, g) = self.board.mincode_with_symmetry(&tables.full, x);
                let Some((starts, finishes)) = data.reach(&tables.ranker, &tables.masks, code, n)
                else {
                    return false;
                };
                // The position is reachable from the game's start, so it wins when it can reach
                // the finish: with few pegs, a finish of its own; with many, a start of its
                // complement (the complement is what was looked up).
                let complemented = position.count_ones() as usize > half;
                let reaches = if complemented { starts } else { finishes };
                let on_representative = |h: u8| reaches >> self.board.symmetry(g).hole(h) & 1 == 1;
                match self.problem.goal {
                    Goal::Anywhere => true,
                    Goal::Complement => on_representative(self.problem.start),
                    Goal::Finish(f) => on_representative(f),
                }
            }
            Source::Embedded {
                data,
                tables,
                query,
            } => match query {
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
                    let slot = crate::hint_data::slot_of(&self.board, *flip, y);
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
            },
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
    /// reached after it. A peg is a bomb when all its jumps are bad.
    pub fn verdicts(&self, position: u64) -> Vec<(Jump, bool)> {
        let jumps: Vec<Jump> = self.board.legal_jumps(position).collect();
        let good = self.are_solvable(jumps.iter().map(|j| position ^ j.mask()));
        jumps.into_iter().zip(good).collect()
    }

    /// A winning continuation from `position`, found by walking down the winning sets.
    pub fn solve_from_here(&self, position: u64) -> Option<Vec<Jump>> {
        crate::solve::walk_down(&self.board, position, |p| self.problem_is_solvable(p))
    }

    /// The holes where a one-peg finish of this problem is still possible, or `None` when
    /// finding out would take more than `budget` positions (early in a big game).
    pub fn reachable_finishes(&self, position: u64, budget: usize) -> Option<Vec<u8>> {
        let targets: u64 = self
            .problem
            .finish_holes(&self.board)
            .iter()
            .fold(0, |m, &h| m | 1 << h);
        if !self.problem_is_solvable(position) {
            return Some(Vec::new());
        }
        if targets.count_ones() == 1 {
            return Some(vec![targets.trailing_zeros() as u8]);
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
            if self.problem_is_solvable(child) {
                found |= self.finishes_from(child, targets, memo, budget)?;
                if found == targets {
                    break;
                }
            }
        }
        memo.insert(position, found);
        Some(found)
    }
}

/// The winning sets of a problem the data does not cover, computed here. The last few are kept:
/// a player switching modes back and forth, a reload or a restored game would otherwise
/// recompute them (tens of milliseconds on triangle6).
fn computed_levels(board: &Board, problem: Problem) -> Result<Arc<Levels>, String> {
    use std::sync::Mutex;
    const KEPT: usize = 4;
    type Entry = (String, Vec<Jump>, Problem, Arc<Levels>);
    static RECENT: Mutex<Vec<Entry>> = Mutex::new(Vec::new());
    let same = |(id, jumps, p, _): &Entry| {
        id == board.id() && jumps.as_slice() == board.jumps() && *p == problem
    };
    if let Some(entry) = RECENT
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .find(|e| same(e))
    {
        return Ok(entry.3.clone());
    }
    let levels = Arc::new(
        compute_levels(
            board,
            &problem.search(board, false),
            LevelOptions::default(),
        )
        .map_err(|e| e.to_string())?,
    );
    let mut recent = RECENT.lock().unwrap_or_else(|e| e.into_inner());
    if recent.len() == KEPT {
        recent.remove(0);
    }
    recent.push((
        board.id().to_string(),
        board.jumps().to_vec(),
        problem,
        levels.clone(),
    ));
    Ok(levels)
}

/// What every lookup in stored data needs on a board, built once per process and shared (a
/// page or a fuzzer creates many games; each would otherwise rebuild them).
struct BoardTables {
    ranker: Ranker,
    masks: Vec<u64>,
    /// The board's whole symmetry group: stored codes are reduced by it.
    full: Group,
    /// The starts of the central problem type: the ones the embedded data covers.
    central_starts: Vec<u8>,
}

fn lookup_tables(board: &Board) -> Arc<BoardTables> {
    use std::sync::Mutex;
    static CACHE: Mutex<Vec<(String, Arc<BoardTables>)>> = Mutex::new(Vec::new());
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, tables)) = cache.iter().find(|(id, _)| id == board.id()) {
        return tables.clone();
    }
    let central = crate::class::central_start(board);
    let tables = Arc::new(BoardTables {
        ranker: ranker(board),
        masks: class_masks(board),
        full: board.full_group(),
        central_starts: crate::winning_sets::ProblemType::of_start(board, central).starts,
    });
    cache.push((board.id().to_string(), tables.clone()));
    tables
}

/// The embedded lookup that answers `problem`, if the data covers it.
fn embedded_query(board: &Board, data: &HintData, problem: &Problem) -> Option<Query> {
    if !lookup_tables(board).central_starts.contains(&problem.start) {
        return None;
    }
    match problem.goal {
        Goal::Anywhere => Some(Query::AnyOrbit),
        Goal::Finish(_) => None,
        Goal::Complement if data.by_hole => Some(Query::ByHole),
        Goal::Complement => data.problems.iter().enumerate().find_map(|(i, p)| {
            let symmetry = (0..board.symmetries().len())
                .find(|&g| board.symmetry(g).hole(problem.start) == p.start)?;
            Some(
                if let (Some(bit), Some(flip)) =
                    (p.slot_bit, crate::hint_data::slot_flip(board, p.start))
                {
                    Query::Slot {
                        bit,
                        symmetry,
                        flip,
                    }
                } else if p.degenerate {
                    Query::Own {
                        problem: i,
                        symmetry,
                        group: board.stabilizer(&[p.start]),
                    }
                } else {
                    Query::Tagged(i as u32)
                },
            )
        }),
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

fn describe(board: &Board, problem: &Problem) -> String {
    match problem.goal {
        Goal::Complement => format!("the {} complement", board.name(problem.start)),
        Goal::Anywhere => format!(
            "starting at {} and finishing anywhere",
            board.name(problem.start)
        ),
        Goal::Finish(f) => format!(
            "starting at {} and finishing at {}",
            board.name(problem.start),
            board.name(f)
        ),
    }
}

/// Which problems the embedded data answers on a board, in words.
pub fn covered(board: &Board) -> String {
    let Some(data) = crate::embedded::hint_data(board.id()) else {
        return "nothing".into();
    };
    let kind =
        crate::winning_sets::ProblemType::of_start(board, crate::class::central_start(board));
    let starts: Vec<&str> = kind.starts.iter().map(|&h| board.name(h)).collect();
    let complements: Vec<&str> = data.problems.iter().map(|p| board.name(p.start)).collect();
    format!(
        "finishing anywhere from {} and the complement problems of {} (and their symmetric images)",
        starts.join(", "),
        complements.join(", ")
    )
}
