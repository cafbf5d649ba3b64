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
    let winning = winning_starts(board, goal);
    // Which starts win with some finish, asked only when a start loses this goal (finishing
    // anywhere, no other finish is left to try).
    let mut anywhere = None;
    Ok((0..board.holes() as u8)
        .map(|hole| {
            let mut option = start_option(board, hole, goal, winning);
            if goal != Goal::Anywhere && (!option.feasible || option.solvable == Some(false)) {
                let anywhere =
                    *anywhere.get_or_insert_with(|| winning_starts(board, Goal::Anywhere));
                option.other_finish = other_finish_may_win_given(board, hole, anywhere);
            }
            option
        })
        .collect())
}

/// On boards bigger than PICKER_COMPUTE_HOLES but still computed in full (19 to 21 holes, a
/// website owner's layout): the starts from which `goal` can be won, as a bit set over holes.
/// Finishing anywhere or at one hole, one level search from every single vacancy at once tells
/// (its top winning set holds exactly the starts that win); finishing where it started, each
/// start has its own finish, so one start of each orbit under the board's symmetries is
/// solved. Natively, on a 21-hole triangle: 26 ms finishing anywhere, 90 ms where it started
/// (the 42 problems solved one by one took 1.7 s); on 21-hole squares under 30 ms. `None` on
/// other boards, or if a search does not fit in memory (none comes near at this size).
fn winning_starts(board: &Board, goal: Goal) -> Option<u64> {
    let holes = board.holes();
    if holes <= PICKER_COMPUTE_HOLES || holes > hint_source::COMPUTE_LIMIT_HOLES {
        return None;
    }
    let full = board.full();
    let all_holes = 0..holes as u8;
    let vacancies: Vec<u64> = all_holes.clone().map(|h| full ^ 1 << h).collect();
    let starts_in_top = |search: Search| {
        let levels = compute_levels(board, &search, LevelOptions::default()).ok()?;
        Some(
            all_holes
                .clone()
                .filter(|&h| levels.contains(full ^ 1 << h))
                .fold(0, |set, h| set | 1 << h),
        )
    };
    match goal {
        // The finishes are the starts' complements: a complement search, with no backward half.
        Goal::Anywhere => starts_in_top(Search {
            starts: vacancies,
            finishes: all_holes.clone().map(|h| 1 << h).collect(),
            group: board.full_group(),
        }),
        Goal::Finish(finish) => starts_in_top(Search {
            starts: vacancies,
            finishes: vec![1 << finish],
            group: board.stabilizer(&[finish]),
        }),
        Goal::Complement => {
            let mut set = 0u64;
            for hole in all_holes.clone() {
                let orbit_first = board.symmetries().iter().map(|s| s.hole(hole)).min();
                let wins = if orbit_first.is_some_and(|first| first < hole) {
                    set >> orbit_first.unwrap() & 1 == 1
                } else if let Ok(problem) = Problem::new(board, hole, Goal::Complement) {
                    // A start whose problem cannot be settled leaves the whole set unknown:
                    // a missing bit would say that start loses.
                    let hints = Hints::new(board.clone(), problem).ok()?;
                    hints
                        .problem_is_solvable(problem.start_position(board))
                        .known()?
                } else {
                    false // parity rules the problem out
                };
                set |= u64::from(wins) << hole;
            }
            Some(set)
        }
    }
}

/// What starting at `hole` gives. `winning`: the starts that win this goal, where that was
/// computed for the whole board (`winning_starts`).
fn start_option(board: &Board, hole: u8, goal: Goal, winning: Option<u64>) -> StartOption {
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
                h.problem_is_solvable(problem.start_position(board)).known(),
                HintSource::Ready,
            ),
            Err(NoHints::NotLoaded { .. }) => (None, HintSource::Download),
            Err(_) => (None, HintSource::Unavailable),
        }
    } else if board.holes() <= PICKER_COMPUTE_HOLES {
        let start = problem.start_position(board);
        let hints = Hints::new(board.clone(), problem).ok();
        (
            hints.and_then(|h| h.problem_is_solvable(start).known()),
            HintSource::Ready,
        )
    } else if board.holes() <= hint_source::COMPUTE_LIMIT_HOLES {
        (winning.map(|set| set >> hole & 1 == 1), HintSource::Ready)
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
    start_option(board, start, goal, winning_starts(board, goal)).solvable == Some(false)
}

/// Whether a finish other than `goal`'s might win a game started at `start`: not when the goal
/// already takes any finish, nor when finishing anywhere is ruled out (by parity, stored data
/// or the published results). The French board's centre is such a start: no finish works.
pub fn other_finish_may_win(board: &Board, start: u8, goal: Goal) -> bool {
    if goal == Goal::Anywhere {
        return false;
    }
    other_finish_may_win_given(board, start, winning_starts(board, Goal::Anywhere))
}

/// `other_finish_may_win` for a goal other than anywhere, given the starts that win finishing
/// anywhere where they are known.
fn other_finish_may_win_given(board: &Board, start: u8, winning_anywhere: Option<u64>) -> bool {
    let anywhere = start_option(board, start, Goal::Anywhere, winning_anywhere);
    anywhere.feasible && anywhere.solvable != Some(false)
}
