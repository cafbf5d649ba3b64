//! Peg solitaire on square and triangular lattices: boards, symmetry-reduced codes, position
//! classes, level sets F_n / B_n / W_n, solution counting, and a hint engine that tells good
//! jumps from dead ends.
//!
//! ```
//! use pegsol::{builtin_board, Goal, Problem, compute_levels, LevelOptions};
//! let board = builtin_board("triangle5").unwrap();
//! let a1 = board.hole_by_name("a1").unwrap();
//! let problem = Problem::new(&board, a1, Goal::Complement).unwrap();
//! let levels = compute_levels(&board, &problem.search(&board, false), LevelOptions::default()).unwrap();
//! assert_eq!(levels.winning[3], vec![28, 112]); // seed 000 §4
//! assert_eq!(pegsol::count_solutions(&board, &levels), 6816);
//! ```

mod board;
mod catalog;
mod class;
mod count;
mod layout;
mod levels;
mod notation;
mod problem;
mod solve;
mod sorted_set;
mod symmetry;

pub use board::{Board, Jump, Lattice};
pub use catalog::{builtin_board, BOARD_IDS};
pub use class::{
    class_masks, distinct_feasible_pairs, feasible_finishes, is_feasible_pair, is_null_class,
    position_class, same_type_starts, PositionClass,
};
pub use count::count_solutions;
pub use layout::{parse_layout, Layout, LayoutError, MAX_HOLES};
pub use levels::{
    compute_levels, losing_sizes, orbit_total, Expander, LevelOptions, Levels, TooBig,
};
pub use notation::{format_jump, parse_game, parse_move, play};
pub use problem::{Goal, Problem, Search};
pub use solve::{group_moves, solve_from};
pub use symmetry::{Group, Symmetry};
