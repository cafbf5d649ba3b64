//! Finding one solution by walking down the winning sets: from a winning position some jump
//! always leads to a winning position with one peg fewer, so the walk never backtracks.

use crate::search::levels::Levels;
use pegsol_base::geometry::{Board, Jump};

/// The jumps from `position` to a finish, if `position` is winning.
pub fn solve_from(board: &Board, levels: &Levels, position: u64) -> Option<Vec<Jump>> {
    walk_down(board, position, |p| levels.contains(p))
}

/// Walks down the winning positions: from a winning position some jump always leads to a
/// winning one, so this never backtracks. `None` if `position` is not winning.
pub fn walk_down(
    board: &Board,
    mut position: u64,
    mut is_winning: impl FnMut(u64) -> bool,
) -> Option<Vec<Jump>> {
    if !is_winning(position) {
        return None;
    }
    let mut jumps = Vec::new();
    while position.count_ones() > 1 {
        let next = board
            .legal_jumps(position)
            .find(|j| is_winning(position ^ j.mask()))?;
        position ^= next.mask();
        jumps.push(next);
    }
    Some(jumps)
}

/// Groups consecutive jumps by the same peg into moves (`e6-c6-a6` is one move).
pub fn group_moves(jumps: &[Jump]) -> Vec<Vec<Jump>> {
    let mut moves: Vec<Vec<Jump>> = Vec::new();
    for &j in jumps {
        match moves.last_mut() {
            Some(m) if m.last().map(|l| l.to) == Some(j.from) => m.push(j),
            _ => moves.push(vec![j]),
        }
    }
    moves
}
