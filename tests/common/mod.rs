//! Helpers shared by the integration tests: an independent plain search to check verdicts.
#![allow(dead_code)]

use pegsol::{Board, Goal, LevelOptions, Levels, Problem};
use std::collections::HashMap;

pub fn board(id: &str) -> Board {
    pegsol::builtin_board(id).unwrap_or_else(|| panic!("no board {id}"))
}

pub fn hole(board: &Board, name: &str) -> u8 {
    board
        .hole_by_name(name)
        .unwrap_or_else(|| panic!("no hole {name}"))
}

pub fn levels(board: &Board, start: &str, goal: Goal, raw: bool) -> Levels {
    let problem = Problem::new(board, hole(board, start), goal).unwrap();
    let options = LevelOptions {
        all_forward: true,
        raw_sizes: true,
        ..LevelOptions::default()
    };
    pegsol::compute_levels(board, &problem.search(board, raw), options).unwrap()
}

/// Whether `position` can be played down to one peg on one of `finishes`: a memoised
/// depth-first search on raw positions that shares no code with the level-set engine.
pub struct PlainSearch<'a> {
    board: &'a Board,
    finishes: u64,
    memo: HashMap<u64, bool>,
}

impl<'a> PlainSearch<'a> {
    pub fn new(board: &'a Board, finish_holes: &[u8]) -> Self {
        PlainSearch {
            board,
            finishes: finish_holes.iter().fold(0, |m, &h| m | 1 << h),
            memo: HashMap::new(),
        }
    }

    pub fn can_finish(&mut self, position: u64) -> bool {
        if position.count_ones() == 1 {
            return position & self.finishes != 0;
        }
        if let Some(&known) = self.memo.get(&position) {
            return known;
        }
        let mut result = false;
        for j in self.board.jumps() {
            let (from, over, to) = (1u64 << j.from, 1u64 << j.over, 1u64 << j.to);
            if position & from != 0
                && position & over != 0
                && position & to == 0
                && self.can_finish(position ^ from ^ over ^ to)
            {
                result = true;
                break;
            }
        }
        self.memo.insert(position, result);
        result
    }
}

/// Plays random games of `hints`' problem until `positions` positions have been seen, calling
/// `check(position, verdicts)` on each position that has a legal jump. Each game follows good
/// jumps with its own probability, so games end anywhere from the first jumps to a win (and
/// many positions are already lost).
pub fn walk_random_games(
    hints: &pegsol::Hints,
    seed: u64,
    positions: usize,
    mut check: impl FnMut(u64, &[(pegsol::Jump, bool)]),
) {
    let b = hints.board();
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut seen = 0;
    while seen < positions {
        let mut position = hints.problem().start_position(b);
        let care = rng.f64();
        loop {
            seen += 1;
            let list = hints.verdicts(position);
            if list.is_empty() {
                break;
            }
            check(position, &list);
            let good: Vec<_> = list.iter().filter(|v| v.1).collect();
            let pick = if !good.is_empty() && rng.f64() < care {
                good[rng.usize(..good.len())].0
            } else {
                list[rng.usize(..list.len())].0
            };
            position ^= pick.mask();
        }
    }
}
