//! What George Bell publishes about boards whose winning sets are neither stored nor computed
//! here (ref. 3, the table of boards; ref. 4, Wiegleb's board), turned into answers for the
//! start picker: which problems can be solved, where that follows.
//!
//! Bell lists, for each board, the number of single-vacancy to single-survivor problems that
//! can be solved, counted up to the board's symmetry (`canonical_pair`). Parity gives the
//! number of problems that are feasible, counted the same way. Where the two are equal, every
//! feasible problem is solvable. Where `k` feasible problems are not, a start with more than
//! `k` distinct feasible problems can surely finish somewhere.

use crate::search::problem::{Goal, Problem};
use pegsol_base::geometry::{
    canonical_pair, distinct_feasible_pairs, feasible_finishes, is_builtin, Board,
};
use std::sync::Mutex;

/// Solvable single-vacancy to single-survivor problems, up to symmetry, as ref. 3's table
/// gives them ("Number of Problems"), for the built-in boards that have no stored data.
pub const SOLVABLE_PROBLEMS: [(&str, usize); 3] =
    [("square6", 21), ("french", 10), ("wiegleb", 35)];

/// Problems ref. 4 shows solved outright: Wiegleb's central game (e5 to e5), whose levels
/// meet in a one-peg finish.
const SOLVED: [(&str, &str, &str); 1] = [("wiegleb", "e5", "e5")];

/// Whether `problem` can be solved, when Bell's published results settle it.
pub fn published_solvable(board: &Board, problem: &Problem) -> Option<bool> {
    if !is_builtin(board) {
        return None;
    }
    let solvable = SOLVABLE_PROBLEMS
        .iter()
        .find(|(id, _)| *id == board.id())?
        .1;
    let solved = |&(s, f): &(u8, u8)| {
        SOLVED.iter().any(|&(id, a, b)| {
            id == board.id()
                && board.hole_by_name(a).zip(board.hole_by_name(b))
                    == Some(canonical_pair(board, s, f))
        })
    };
    solvable_by_count(board, problem, solvable, solved)
}

/// The rule behind `published_solvable`: `problem` is solvable when it stands for more distinct
/// problems (an any-finish game) than there are unsolvable ones, given that `solvable` of the
/// board's feasible problems are; or when one of them is known `solved`.
pub fn solvable_by_count(
    board: &Board,
    problem: &Problem,
    solvable: usize,
    solved: impl Fn(&(u8, u8)) -> bool,
) -> Option<bool> {
    let unsolvable = feasible_pair_count(board).checked_sub(solvable)?;
    let start = problem.start;
    let finishes = match problem.goal {
        Goal::Complement => vec![start],
        Goal::Finish(f) => vec![f],
        Goal::Anywhere => feasible_finishes(board, start),
    };
    let mut problems: Vec<(u8, u8)> = Vec::new();
    for &f in &finishes {
        let pair = canonical_pair(board, start, f);
        if !problems.contains(&pair) {
            problems.push(pair);
        }
    }
    // Any one of the problems will do: it is solvable when they outnumber the unsolvable ones,
    // or one of them is known solved.
    (problems.len() > unsolvable || problems.iter().any(solved)).then_some(true)
}

/// `distinct_feasible_pairs`, remembered per built-in board: the start picker asks once per
/// hole, and counting Wiegleb's pairs takes some 0.7 million steps.
fn feasible_pair_count(board: &Board) -> usize {
    if !is_builtin(board) {
        return distinct_feasible_pairs(board);
    }
    static COUNTS: Mutex<Vec<(String, usize)>> = Mutex::new(Vec::new());
    let known = |counts: &[(String, usize)]| {
        counts
            .iter()
            .find(|(id, _)| id == board.id())
            .map(|&(_, n)| n)
    };
    if let Some(n) = known(&COUNTS.lock().unwrap_or_else(|e| e.into_inner())) {
        return n;
    }
    let n = distinct_feasible_pairs(board);
    COUNTS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push((board.id().to_string(), n));
    n
}
