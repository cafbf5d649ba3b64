//! Where a problem's hints come from, decided in one place: the data embedded in the module
//! when it covers the problem, else the hint file fetched for the problem's type, else level
//! sets computed on the spot on a small board, else a live search of each position's future
//! within a budget. When none can answer yet, [`NoHints`] says why.
//!
//! The decoded sources are kept for the rest of the process: the embedded data and the loaded
//! hint files (in `data`), and here the lookup tables of each board and the level sets of the
//! last few computed problems.

use crate::data::embedded;
use crate::data::hint_files;
use crate::search::levels::{compute_levels, LevelOptions, Levels};
use crate::search::live::LiveSearch;
use crate::search::problem::{Goal, Problem};
use pegsol_base::geometry::{
    central_start, class_masks, is_builtin, same_type_starts, Board, Group, Jump,
};
use pegsol_base::storage::{ranker, HintData, HintFileInfo, Ranker, TypeData};
use std::fmt;
use std::sync::{Arc, Mutex};

/// Boards up to this size get level sets computed on the spot when no embedded data covers
/// the problem (a triangle of side 6 takes milliseconds).
pub const COMPUTE_LIMIT_HOLES: usize = 21;

/// Why a problem has no hints here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoHints {
    /// The hints come from a hint file that has not been loaded yet.
    NotLoaded { problem: String, file: &'static str },
    /// Computing the problem's level sets did not fit in memory.
    Compute(String),
}

impl fmt::Display for NoHints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoHints::NotLoaded { problem, file } => write!(
                f,
                "hints for {problem} come from {file}, which is not loaded yet"
            ),
            NoHints::Compute(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for NoHints {}

pub(crate) enum Source {
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
    /// Level sets computed on the spot (boards up to `COMPUTE_LIMIT_HOLES` holes).
    Computed(Arc<Levels>),
    /// A search of each position's future, within a budget (every other board).
    Live(Box<LiveSearch>),
}

/// How a position is looked up in the embedded data.
pub(crate) enum Query {
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

/// The data embedded for `board`: only for a built-in board (another board may carry its id).
fn embedded_data(board: &Board) -> Option<&'static HintData> {
    embedded::hint_data(board.id()).filter(|_| is_builtin(board))
}

/// The source that answers `problem` on `board`, or why there is none.
pub(crate) fn source(board: &Board, problem: &Problem) -> Result<Source, NoHints> {
    if let Some(data) = embedded_data(board) {
        if let Some(query) = embedded_query(board, data, problem) {
            return Ok(Source::Embedded {
                data,
                tables: lookup_tables(board),
                query,
            });
        }
    }
    if let Some(info) = hint_file_of(board, problem) {
        let data = hint_files::loaded(info.file).ok_or_else(|| NoHints::NotLoaded {
            problem: describe(board, problem),
            file: info.file,
        })?;
        return Ok(Source::File {
            data,
            file: info.file,
            tables: lookup_tables(board),
        });
    }
    if searches_live(board) {
        // No stored data, and too big to compute the level sets here: search live.
        return Ok(Source::Live(Box::new(LiveSearch::new(board, problem))));
    }
    Ok(Source::Computed(computed_levels(board, *problem)?))
}

/// Whether a board's problems without stored data get a live search: it is too big for their
/// level sets to be computed on the spot.
pub(crate) fn searches_live(board: &Board) -> bool {
    board.holes() > COMPUTE_LIMIT_HOLES
}

/// Whether stored data (embedded, or a hint file loaded or not) can answer problems on
/// `board` from `problem`'s start without a search: the start picker asks only those.
pub(crate) fn has_stored_data(board: &Board, problem: &Problem) -> bool {
    embedded_data(board).is_some() || hint_file_of(board, problem).is_some()
}

/// Whether chosen finishes from `start` can have hints: computed on a small board, from a
/// hint file, or live on a board without stored data.
pub(crate) fn finishes_have_hints(board: &Board, start: u8) -> bool {
    board.holes() <= COMPUTE_LIMIT_HOLES
        || (is_builtin(board) && hint_file_for(board.id(), start).is_some())
        || embedded_data(board).is_none()
}

/// The hint file that covers games on `board` started at `start`, if any.
pub fn hint_file_for(board: &str, start: u8) -> Option<&'static HintFileInfo> {
    embedded::HINT_FILES
        .iter()
        .find(|f| f.board == board && f.starts.contains(&start))
}

/// The hint file that answers `problem` on `board` when the module's own data does not: every
/// problem from a start outside the central type, and chosen finishes from the central starts
/// (the module answers their other problems).
pub fn hint_file_of(board: &Board, problem: &Problem) -> Option<&'static HintFileInfo> {
    let file = hint_file_for(board.id(), problem.start).filter(|_| is_builtin(board))?;
    let module_answers = !matches!(problem.goal, Goal::Finish(_))
        && embedded_data(board).is_some()
        && file.starts.contains(&central_start(board));
    (!module_answers).then_some(file)
}

/// The winning sets of a problem the data does not cover, computed here. The last few are kept:
/// a player switching modes back and forth, a reload or a restored game would otherwise
/// recompute them (tens of milliseconds on triangle6).
fn computed_levels(board: &Board, problem: Problem) -> Result<Arc<Levels>, NoHints> {
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
        .map_err(|e| NoHints::Compute(e.to_string()))?,
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
pub(crate) struct BoardTables {
    pub(crate) ranker: Ranker,
    pub(crate) masks: Vec<u64>,
    /// The board's whole symmetry group: stored codes are reduced by it.
    pub(crate) full: Group,
    /// The starts of the central problem type: the ones the embedded data covers.
    central_starts: Vec<u8>,
}

/// Only for built-in boards (`is_builtin`): the cache is keyed by board id.
fn lookup_tables(board: &Board) -> Arc<BoardTables> {
    static CACHE: Mutex<Vec<(String, Arc<BoardTables>)>> = Mutex::new(Vec::new());
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, tables)) = cache.iter().find(|(id, _)| id == board.id()) {
        return tables.clone();
    }
    let central = central_start(board);
    let tables = Arc::new(BoardTables {
        ranker: ranker(board),
        masks: class_masks(board),
        full: board.full_group(),
        central_starts: same_type_starts(board, central),
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
                if let (Some(bit), Some(flip)) = (
                    p.slot_bit,
                    pegsol_base::storage::hint_data::slot_flip(board, p.start),
                ) {
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
