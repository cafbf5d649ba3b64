//! The start picker: for each hole of a board, whether a game started there can reach the
//! goal and where its hints would come from.

use crate::data::published::published_solvable;
use crate::play::hint_source::{self, NoHints};
use crate::play::hints::Hints;
use crate::play::modes::parse_mode;
use crate::search::levels::{compute_levels, LevelOptions};
use crate::search::problem::{Goal, Problem, Search};
use pegsol_base::geometry::Board;

/// Where a start's hints would come from, for the start picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintSource {
    /// Hints work at once (built-in data, a file already loaded, or computed on the spot).
    Ready,
    /// Hints need a hint file fetched first.
    Download,
    /// Hints come from a live search, once few enough pegs are left.
    Live,
    /// No hints for this start here.
    Unavailable,
}

/// What choosing `start` as the vacancy would give, for the start picker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartOption {
    pub hole: u8,
    /// Parity allows the goal from this start.
    pub feasible: bool,
    /// Whether the problem can be solved, when the stored data or the papers tell it, or the
    /// board is small enough to solve every start's problem at once.
    pub solvable: Option<bool>,
    pub hints: HintSource,
    /// For a start this goal cannot win: whether another finish might (see
    /// `other_finish_may_win`). False for the starts this goal can win.
    pub other_finish: bool,
}

/// Boards up to this size have every start's problem solved for the picker: all the problems of
/// an 18-hole layout, finishing anywhere and where they started, take 8 ms natively (a 21-hole
/// triangle's take 1.7 s).
const PICKER_COMPUTE_HOLES: usize = 18;

pub fn start_options(board: &Board, mode: &str) -> Result<Vec<StartOption>, String> {
    let goal = parse_mode(board, mode)?;
    let winning_starts = winning_starts_if_unknown(board);
    Ok((0..board.holes() as u8)
        .map(|hole| {
            let mut option = start_option(board, hole, goal, winning_starts);
            if !option.feasible || option.solvable == Some(false) {
                option.other_finish = other_finish_may_win_given(board, hole, goal, winning_starts);
            }
            option
        })
        .collect())
}

/// Boards bigger than PICKER_COMPUTE_HOLES but still computed in full: which starts can end with
/// one peg anywhere, found for every start at once (see `starts_winning_anywhere`).
fn winning_starts_if_unknown(board: &Board) -> Option<u64> {
    let holes = board.holes();
    (holes > PICKER_COMPUTE_HOLES && holes <= hint_source::COMPUTE_LIMIT_HOLES)
        .then(|| starts_winning_anywhere(board))
        .flatten()
}

/// The holes from which a game can end with one peg somewhere, as a bit set: one level search
/// from every single vacancy at once to every single peg. The finishes are the starts'
/// complements, so it is a complement search (no backward half), and a start wins exactly when
/// it is in the search's top winning set. Natively it takes 26 ms on a 21-hole triangle and
/// 3–5 ms on 21-hole squares, where solving each start's problems took 1.7 s. `None` if it does
/// not fit in memory (it always does at this size).
fn starts_winning_anywhere(board: &Board) -> Option<u64> {
    let full = board.full();
    let holes = 0..board.holes() as u8;
    let search = Search {
        starts: holes.clone().map(|h| full ^ 1 << h).collect(),
        finishes: holes.clone().map(|h| 1 << h).collect(),
        group: board.full_group(),
    };
    let levels = compute_levels(board, &search, LevelOptions::default()).ok()?;
    Some(
        holes
            .filter(|&h| levels.contains(board, full ^ 1 << h))
            .fold(0, |set, h| set | 1 << h),
    )
}

/// What starting at `hole` gives. `winning_starts`: the starts known to win with some finish,
/// where that was computed for the whole board (`winning_starts_if_unknown`).
fn start_option(board: &Board, hole: u8, goal: Goal, winning_starts: Option<u64>) -> StartOption {
    let Ok(problem) = Problem::new(board, hole, goal) else {
        return StartOption {
            hole,
            feasible: false,
            solvable: Some(false),
            hints: HintSource::Unavailable,
            other_finish: false,
        };
    };
    // Stored data answers without a search. Boards of up to PICKER_COMPUTE_HOLES holes (a
    // website owner's own layouts) have each start's problem computed; beyond them a 21-hole
    // board's 21 problems would take seconds in the browser.
    let (solvable, hints) = if hint_source::has_stored_data(board, &problem) {
        match Hints::new(board.clone(), problem) {
            Ok(h) => (
                Some(h.problem_is_solvable(problem.start_position(board))),
                HintSource::Ready,
            ),
            Err(NoHints::NotLoaded { .. }) => (None, HintSource::Download),
            Err(_) => (None, HintSource::Unavailable),
        }
    } else if board.holes() <= PICKER_COMPUTE_HOLES {
        let start = problem.start_position(board);
        let hints = Hints::new(board.clone(), problem).ok();
        (
            hints.map(|h| h.problem_is_solvable(start)),
            HintSource::Ready,
        )
    } else if board.holes() <= hint_source::COMPUTE_LIMIT_HOLES {
        // A start that wins with no finish loses this goal too; one that wins with some finish
        // wins "anywhere", and is unknown for a single finish until its game is opened.
        let solvable = winning_starts.and_then(|set| match (set >> hole & 1 == 1, goal) {
            (false, _) => Some(false),
            (true, Goal::Anywhere) => Some(true),
            (true, _) => None,
        });
        (solvable, HintSource::Ready)
    } else {
        // Without data, only the papers can tell (French, Wiegleb, square6).
        (published_solvable(board, &problem), HintSource::Live)
    };
    StartOption {
        hole,
        feasible: true,
        solvable,
        hints,
        other_finish: false,
    }
}

/// Whether a game from `start` with `goal` is known at once to be unwinnable: stored data, a
/// small board's computed sets, or the published results say so (what the start picker shows).
pub(crate) fn known_unwinnable(board: &Board, start: u8, goal: Goal) -> bool {
    start_option(board, start, goal, winning_starts_if_unknown(board)).solvable == Some(false)
}

/// Whether a finish other than `goal`'s might win a game started at `start`: not when the goal
/// already takes any finish, nor when finishing anywhere is ruled out (by parity, stored data
/// or the published results). The French board's centre is such a start: no finish works.
pub fn other_finish_may_win(board: &Board, start: u8, goal: Goal) -> bool {
    if goal == Goal::Anywhere {
        return false;
    }
    other_finish_may_win_given(board, start, goal, winning_starts_if_unknown(board))
}

fn other_finish_may_win_given(
    board: &Board,
    start: u8,
    goal: Goal,
    winning_starts: Option<u64>,
) -> bool {
    if goal == Goal::Anywhere {
        return false;
    }
    let anywhere = start_option(board, start, Goal::Anywhere, winning_starts);
    anywhere.feasible && anywhere.solvable != Some(false)
}
