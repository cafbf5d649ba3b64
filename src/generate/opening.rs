//! Opening books (`pegsol_base::storage::opening_book`): which problems get one, at which peg
//! counts, and how `pegs generate` computes them (the problem's level sets, W_n = F_n ∩ B_n,
//! met in the middle as `pegs levels` does).
//!
//! The peg counts kept are measured, not guessed (docs/performance.md, "Opening books"): a
//! level near the top is small but leaves the search the hard part; a lower one decides more
//! and costs more bytes.

use crate::play::modes::parse_mode;
use crate::play::modes::problem_key;
use crate::search::levels::{compute_levels, LevelOptions, Levels};
use crate::search::memory_limit::TooBig;
use crate::search::problem::Problem;
use pegsol_base::geometry::{class_masks, position_class, Board};
use pegsol_base::storage::OpeningBook;

/// One problem's book: board, start, mode word, and the peg counts it keeps.
pub struct OpeningPlan {
    pub board: &'static str,
    pub start: &'static str,
    pub mode: &'static str,
    pub peg_counts: &'static [u32],
}

/// The books `pegs generate` writes: the usual game of each board whose early game the search
/// worker cannot settle within a second (docs/performance.md).
pub const OPENING_PLANS: &[OpeningPlan] = &[OpeningPlan {
    board: "french",
    start: "d3",
    mode: "anywhere",
    peg_counts: &[27],
}];

/// Memory the level sets may take while a book is computed: French d3 takes 8.8 GB.
const BOOK_MEMORY: u64 = 16 << 30;

impl OpeningPlan {
    pub fn problem(&self, board: &Board) -> Result<Problem, String> {
        let start = board
            .hole_by_name(self.start)
            .ok_or_else(|| format!("no hole {} on {}", self.start, board.id()))?;
        Problem::new(board, start, parse_mode(board, self.mode)?)
    }

    /// The book's file name in `winning-data/`.
    pub fn file_name(&self) -> String {
        format!("{}.{}-{}.opening", self.board, self.start, self.mode)
    }
}

/// The plans for one board.
pub fn opening_plans(board: &Board) -> impl Iterator<Item = &'static OpeningPlan> + '_ {
    OPENING_PLANS.iter().filter(move |p| p.board == board.id())
}

/// Computes a problem's book at `peg_counts`: its bytes and code count.
pub fn opening_book(
    board: &Board,
    problem: &Problem,
    peg_counts: &[u32],
) -> Result<(Vec<u8>, usize), String> {
    encode_book(board, problem, &problem_levels(board, problem)?, peg_counts)
}

/// The problem's level sets, as a book is made from.
pub fn problem_levels(board: &Board, problem: &Problem) -> Result<Levels, String> {
    compute_levels(
        board,
        &problem.search(board, false),
        LevelOptions {
            max_bytes: BOOK_MEMORY.min(usize::MAX as u64) as usize,
            ..LevelOptions::default()
        },
    )
    .map_err(|e: TooBig| e.to_string())
}

/// A book of `levels` (the problem's level sets) at `peg_counts`: its bytes and code count.
pub fn encode_book(
    board: &Board,
    problem: &Problem,
    levels: &Levels,
    peg_counts: &[u32],
) -> Result<(Vec<u8>, usize), String> {
    let kept: Vec<(u32, Vec<u64>)> = peg_counts
        .iter()
        .map(|&n| (n, levels.winning(n as usize).to_vec()))
        .collect();
    let class = position_class(&class_masks(board), problem.start_position(board));
    let codes = kept.iter().map(|(_, c)| c.len()).sum();
    let key = problem_key(board, problem);
    Ok((OpeningBook::encode(board, &key, class, &kept)?, codes))
}
