//! Finding one solution by walking down the winning sets: from a winning position some jump
//! always leads to a winning position with one peg fewer, so the walk never backtracks.

use crate::board::{Board, Jump};
use crate::levels::Levels;

/// The jumps from `position` to a finish, if `position` is winning.
pub fn solve_from(board: &Board, levels: &Levels, mut position: u64) -> Option<Vec<Jump>> {
    if !levels.contains(board, position) {
        return None;
    }
    let mut jumps = Vec::new();
    while position.count_ones() > 1 {
        let next = board
            .legal_jumps(position)
            .find(|j| levels.contains(board, position ^ j.mask()))?;
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
