//! Where a problem's hints come from, decided in one place: the data embedded in the module
//! when it covers the problem, else the hint file fetched for the problem's type, else level
//! sets computed on the spot on a small board, else a live search of each position's future
//! within a budget. When none can answer yet, [`NoHints`] says why.
//!
//! The sources themselves are in `sources`, one file each. The decoded data is kept for the
//! rest of the process: the embedded data and the loaded hint files (in `data`), the lookup
//! tables of each board (`sources::stored`) and the level sets of the last few computed
//! problems (`sources::computed`).

use crate::data::embedded;
use crate::data::hint_files;
use crate::play::sources::arriving::WhileLoading;
use crate::play::sources::computed::Computed;
use crate::play::sources::embedded::EmbeddedSets;
use crate::play::sources::hint_file::FileSets;
use crate::play::sources::stored::{lookup_tables, Stored};
use crate::play::sources::Lookup;
use crate::search::live::LiveSearch;
use crate::search::problem::{Goal, Problem};
use pegsol_base::geometry::{central_start, is_builtin, Board};
use pegsol_base::storage::{HintData, HintFileInfo};
use std::fmt;

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

/// Which live search answers a problem without stored or computed data.
pub(crate) enum LiveKind {
    /// A hover's search: positions up to `live_max_pegs`, within `LIVE_BUDGET`.
    Budgeted,
    /// A search of every peg count, to the end or within this budget per question.
    Exhaustive(Option<usize>),
}

/// The data embedded for `board`: only for a built-in board (another board may carry its id).
fn embedded_data(board: &Board) -> Option<&'static HintData> {
    embedded::hint_data(board.id()).filter(|_| is_builtin(board))
}

/// The source that answers `problem` on `board`, or why there is none; where that is a live
/// search, of the `live` kind.
pub(crate) fn source(
    board: &Board,
    problem: &Problem,
    live: LiveKind,
) -> Result<Box<dyn Lookup>, NoHints> {
    if let Some(data) = embedded_data(board) {
        if let Some(sets) = EmbeddedSets::new(board, data, problem) {
            return Ok(Box::new(Stored::new(board, problem, sets)));
        }
    }
    if let Some(info) = hint_file_of(board, problem) {
        if !hint_files::loaded(info.file) {
            return Err(NoHints::NotLoaded {
                problem: describe(board, problem),
                file: info.file,
            });
        }
        return Ok(Box::new(Stored::new(
            board,
            problem,
            file_sets(board, info),
        )));
    }
    if searches_live(board) {
        // No stored data, and too big to compute the level sets here: search live.
        return Ok(Box::new(match live {
            LiveKind::Budgeted => LiveSearch::new(board, problem),
            LiveKind::Exhaustive(budget) => LiveSearch::exhaustive(board, problem, budget),
        }));
    }
    Ok(Box::new(Computed::new(board, *problem)?))
}

/// The source for a game while its hint file arrives (not loaded whole yet), on a board that
/// searches live: the file's levels checked so far first, a live search for the rest. `None`
/// when the problem has no hint file, the file is whole, or the board does not search live.
pub(crate) fn while_loading(board: &Board, problem: &Problem) -> Option<Box<dyn Lookup>> {
    let info = hint_file_of(board, problem)?;
    if hint_files::loaded(info.file) || !searches_live(board) {
        return None;
    }
    let file = Stored::new(board, problem, file_sets(board, info));
    Some(Box::new(WhileLoading::new(
        file,
        LiveSearch::new(board, problem),
    )))
}

fn file_sets(board: &Board, info: &'static HintFileInfo) -> FileSets {
    FileSets {
        info,
        tables: lookup_tables(board),
    }
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
        .find(|f| f.fetched_here && f.board == board && f.starts.contains(&start))
}

/// The hint file that answers `problem` on `board` when the module's own data does not: every
/// problem from a start outside the central type, and chosen finishes from the central starts
/// (the module answers their other problems).
pub fn hint_file_of(board: &Board, problem: &Problem) -> Option<&'static HintFileInfo> {
    let file = hint_file_for(board.id(), problem.start).filter(|_| is_builtin(board))?;
    needs_file(board, problem, file, embedded_data(board).is_some()).then_some(file)
}

/// The hint file a game of `problem` on `board` will fetch once it has moved onto its
/// board's data build, when that is another build than this one (an English game on the core
/// build): the page counts its bytes in the first download's progress, so one line covers both.
pub fn hint_file_after_data_build(
    board: &Board,
    problem: &Problem,
) -> Option<&'static HintFileInfo> {
    let file = embedded::HINT_FILES
        .iter()
        .find(|f| !f.fetched_here && f.board == board.id() && f.starts.contains(&problem.start))?;
    // The data build embeds the board's central type.
    (is_builtin(board) && needs_file(board, problem, file, true)).then_some(file)
}

/// Whether a game of `problem` needs `file` (which covers its start): not when the module's
/// embedded central type (`central_embedded`) answers it, as it does every problem but a
/// chosen finish from the central starts.
fn needs_file(
    board: &Board,
    problem: &Problem,
    file: &HintFileInfo,
    central_embedded: bool,
) -> bool {
    let module_answers = !matches!(problem.goal, Goal::Finish(_))
        && central_embedded
        && file.starts.contains(&central_start(board));
    !module_answers
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
