//! The computed source: the level sets of a problem on a small board (up to
//! `COMPUTE_LIMIT_HOLES` holes), computed on the spot when no stored data covers it. They
//! answer every position at once, with no search.

use crate::play::hint_source::NoHints;
use crate::play::sources::Lookup;
use crate::play::verdict::Verdict;
use crate::search::levels::{compute_levels, LevelOptions, Levels};
use crate::search::problem::Problem;
use pegsol_base::geometry::{Board, Jump};
use std::sync::{Arc, Mutex};

/// A problem's winning positions, level by level.
pub(crate) struct Computed {
    levels: Arc<Levels>,
    /// The board's holes: a position with a peg elsewhere is not one of its games.
    full: u64,
}

impl Computed {
    /// The level sets of `problem` on `board`, or why they did not fit in memory.
    pub(crate) fn new(board: &Board, problem: Problem) -> Result<Computed, NoHints> {
        Ok(Computed {
            levels: computed_levels(board, problem)?,
            full: board.full(),
        })
    }
}

impl Lookup for Computed {
    fn verdicts(&self, positions: &[u64]) -> Vec<Verdict> {
        positions
            .iter()
            .map(|&p| Verdict::from(p != 0 && p & !self.full == 0 && self.levels.contains(p)))
            .collect()
    }
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
