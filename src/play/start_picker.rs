//! The start picker: for each hole of a board, whether a game started there can reach the
//! goal and where its hints would come from.

use crate::data::published::published_solvable;
use crate::play::hint_source::{self, NoHints};
use crate::play::hints::Hints;
use crate::play::modes::parse_mode;
use crate::search::problem::Problem;
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
    /// Whether the problem can be solved, when the stored data or the papers tell it without a
    /// search.
    pub solvable: Option<bool>,
    pub hints: HintSource,
}

pub fn start_options(board: &Board, mode: &str) -> Result<Vec<StartOption>, String> {
    let goal = parse_mode(board, mode)?;
    Ok((0..board.holes() as u8)
        .map(|hole| match Problem::new(board, hole, goal) {
            Err(_) => StartOption {
                hole,
                feasible: false,
                solvable: Some(false),
                hints: HintSource::Unavailable,
            },
            Ok(problem) => {
                // Only stored data answers without a search: computing a small board's 21
                // problems for one picker would take seconds in the browser.
                let (solvable, hints) = if hint_source::has_stored_data(board, &problem) {
                    match Hints::new(board.clone(), problem) {
                        Ok(h) => (
                            Some(h.problem_is_solvable(problem.start_position(board))),
                            HintSource::Ready,
                        ),
                        Err(NoHints::NotLoaded { .. }) => (None, HintSource::Download),
                        Err(_) => (None, HintSource::Unavailable),
                    }
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
                }
            }
        })
        .collect())
}
