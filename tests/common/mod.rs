//! Helpers shared by the integration tests: an independent plain search to check verdicts.
#![allow(dead_code)]

use pegsol::{Board, Goal, LevelOptions, Levels, Problem};
use std::collections::HashMap;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the `pegs` command with `args`, `stdin` on its standard input.
pub fn run_pegs(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pegs"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run pegs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// A win of Wiegleb's central game (e5 to e5), an input to play along. It was found with the
/// complement identity (ref. 1): a random walk of reverse jumps from a peg on e5 gives a
/// 26-peg position P that finishes on e5; when the 19-peg complement of P also finishes on e5,
/// the jumps of that finish, in reverse order, lead from the start to P.
/// `tests/verdicts_exact.rs` checks that it is a win.
pub const WIEGLEB_WIN: &str = "c5-e5 d3-d5 e5-c5 g5-e5 f7-f5 f9-f7 h6-f6 f6-f8 d7-f7 b4-d4 d1-d3 \
     d4-d2 c6-c4 f3-d3 d2-d4 d4-b4 a6-c6 a5-c5 a4-c4 e5-g5 h4-h6 e9-e7 d6-b6 i6-g6 c4-c6 b6-d6 \
     d9-d7 f8-f6 e7-e5 f6-h6 d7-d5 d5-f5 i4-i6 f4-h4 i6-g6 g6-g4 h4-f4 e1-e3 f1-f3 e3-e5 e5-g5 \
     f3-f5 g5-e5";

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
            // These hints are stored or computed: every verdict is known.
            let list: Vec<(pegsol::Jump, bool)> = hints
                .verdicts(position)
                .into_iter()
                .map(|(j, v)| (j, v.known().expect("a proven verdict")))
                .collect();
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
