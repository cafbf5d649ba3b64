//! The start picker: for each hole of a board, whether a game started there can reach the
//! goal and where its hints would come from.

use crate::data::published::published_solvable;
use crate::play::hint_source::{self, NoHints};
use crate::play::hints::Hints;
use crate::play::modes::parse_mode;
use crate::search::problem::{Goal, Problem};
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
    Ok((0..board.holes() as u8)
        .map(|hole| {
            let mut option = start_option(board, hole, goal);
            if !option.feasible || option.solvable == Some(false) {
                option.other_finish = other_finish_may_win(board, hole, goal);
            }
            option
        })
        .collect())
}

fn start_option(board: &Board, hole: u8, goal: Goal) -> StartOption {
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
        (None, HintSource::Ready)
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
    start_option(board, start, goal).solvable == Some(false)
}

/// Whether a finish other than `goal`'s might win a game started at `start`: not when the goal
/// already takes any finish, nor when finishing anywhere is ruled out (by parity, stored data
/// or the published results). The French board's centre is such a start: no finish works.
pub fn other_finish_may_win(board: &Board, start: u8, goal: Goal) -> bool {
    if goal == Goal::Anywhere {
        return false;
    }
    let anywhere = start_option(board, start, Goal::Anywhere);
    anywhere.feasible && anywhere.solvable != Some(false)
}
