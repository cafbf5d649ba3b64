//! Peg solitaire on square and triangular lattices: boards, symmetry-reduced codes, position
//! classes, level sets F_n / B_n / W_n, solution counting, and a hint engine that tells good
//! jumps from dead ends.
//!
//! The engine in four layers, each building only on the ones before it:
//!
//! 1. geometry ([`Board`], [`Lattice`], [`parse_layout`], [`position_class`], notation), from
//!    the `pegsol-base` crate;
//! 2. storage (the formats the winning sets are kept in), also from `pegsol-base`;
//! 3. search ([`Problem`], [`compute_levels`], [`count_solutions`], [`solve_from`]) and the
//!    data the engine carries or fetches;
//! 4. play ([`Hints`], [`Game`]).
//!
//! The level sets of a small problem, as ref. 1, §4 prints them:
//!
//! ```
//! use pegsol::{builtin_board, compute_levels, count_solutions, Goal, LevelOptions, Problem};
//! let board = builtin_board("triangle5").unwrap();
//! let a1 = board.hole_by_name("a1").unwrap();
//! let problem = Problem::new(&board, a1, Goal::Complement).unwrap();
//! let levels = compute_levels(&board, &problem.search(&board, false), LevelOptions::default()).unwrap();
//! // W_3 = {28, 112} as mincodes over the whole board group.
//! let full = board.full_group();
//! let mut w3: Vec<u64> = levels.winning(3).iter().map(|&c| board.mincode(&full, c)).collect();
//! w3.sort();
//! assert_eq!(w3, vec![28, 112]);
//! assert_eq!(count_solutions(&board, &levels), 6816);
//! ```
//!
//! A board of your own, from the layout format (a lattice line, then rows of holes):
//!
//! ```
//! use pegsol::{Board, Lattice};
//! let plus = Board::from_layout_text("plus", "lattice square\n.o.\nooo\n.o.\n").unwrap();
//! assert_eq!((plus.lattice(), plus.holes(), plus.symmetries().len()), (Lattice::Square, 5, 8));
//! ```
//!
//! Hints: after each jump, can the goal still be reached? On the 15-hole triangle started at
//! a1 and finished there, every first jump is good, and [`Hints::verdicts`] tells for each
//! later jump.
//!
//! ```
//! use pegsol::{builtin_board, Goal, Hints, Problem, Verdict};
//! let board = builtin_board("triangle5").unwrap();
//! let problem = Problem::new(&board, board.hole_by_name("a1").unwrap(), Goal::Complement).unwrap();
//! let hints = Hints::new(board.clone(), problem).unwrap();
//! let start = problem.start_position(&board);
//! assert_eq!(hints.problem_is_solvable(start), Verdict::Solvable);
//! assert!(hints.verdicts(start).iter().all(|&(_, v)| v == Verdict::Solvable));
//! assert_eq!(hints.solve_from_here(start).unwrap().len(), 13);
//! ```
//!
//! A game, as the page plays it: the central English game, with the hints built in.
//!
//! ```
//! use pegsol::{Game, Status};
//! let mut game = Game::new("english", "d4", "complement").unwrap();
//! assert!(game.verdicts().iter().all(|(_, good)| *good == Some(true)));
//! let hole = |name| game.board().hole_by_name(name).unwrap();
//! let (from, to) = (hole("b4"), hole("d4"));
//! game.jump(from, to).unwrap();
//! assert_eq!((game.status(), game.notation()), (Status::Playing, "b4-d4".to_string()));
//! ```
//!
//! Everything else the `pegs` command, the tests, benchmarks and fuzzers need (the encoders,
//! the data catalogue, the expander) is in [`internals`], which is not part of the API.

mod data;
mod generate;
#[cfg(target_arch = "wasm32")]
mod js_args;
#[cfg(target_arch = "wasm32")]
mod js_shapes;
mod play;
mod search;
#[cfg(target_arch = "wasm32")]
mod wasm;

// Geometry.
pub use pegsol_base::geometry::{
    builtin_board, canonical_pair, central_start, class_masks, feasible_finishes, is_builtin,
    is_feasible_pair, parse_layout, position_class, Board, Group, Jump, Lattice, Layout,
    LayoutError, PositionClass, Symmetry, BOARD_IDS, MAX_HOLES,
};
// The catalogue of built-in boards: names, usual starts, where their hints come from.
pub use pegsol_base::geometry::{board_info, BoardInfo, HintHome, BOARDS};
// Notation: Beasley's a1–g7 on square boards, Bell's on triangles.
pub use pegsol_base::geometry::{format_jump, parse_game, parse_move, play};
// Search: problems, level sets, counting and solving.
pub use search::count::count_solutions;
pub use search::levels::{compute_levels, losing_sizes, LevelOptions, Levels};
pub use search::memory_limit::TooBig;
pub use search::problem::{Goal, Problem, Search};
pub use search::solve::{group_moves, solve_from};
// Hints: where they come from, and the hint files fetched on demand.
pub use data::hint_files::{levels_loaded, load_from_dir, loaded, HintFileLoader};
pub use pegsol_base::storage::HintFileInfo;
pub use play::hint_source::{hint_file_after_data_build, hint_file_of, NoHints};
pub use play::hints::Hints;
pub use play::verdict::Verdict;
// A game in progress, as the page and the `pegs` command play it.
pub use play::custom_board::{custom_board, CUSTOM_BOARD_ID};
pub use play::game::{Game, PegHint, Status};
pub use play::modes::{goal_words, mode_word, parse_mode, problem_key};
pub use play::open_request::{
    open_requested, restore_note, OpenReport, OpenRequest, Opened, DEFAULT_BOARD,
};
pub use play::opening::classic_start;
pub use play::solver_jumps::SolverJumps;
pub use play::start_picker::{other_finish_may_win, start_options, HintSource, StartOption};
pub use play::state_string::{StateParts, WrongJump};
pub use play::thinker::{Thinker, Thoughts, GIVE_UP_AFTER};

/// The engine's insides, for the `pegs` command (which generates the data), the tests, the
/// benchmarks and the fuzzers: the data formats and their encoders, the catalogue of stored
/// problems, the expander and the pagoda functions. Not a stable API.
#[doc(hidden)]
pub mod internals {
    pub use crate::data::embedded::{embedded_boards, hint_data};
    pub use crate::data::published::{published_solvable, solvable_by_count, SOLVABLE_PROBLEMS};
    pub use crate::generate::opening::{
        encode_book, opening_book, opening_plans, problem_levels, OpeningPlan, OPENING_PLANS,
    };
    pub use crate::generate::reach::{type_reach, ReachOrbit, TypeReach};
    pub use crate::generate::winning_sets::{
        by_index, hint_file_name, hint_file_types, winning_files, ByIndex, ComplementProblem,
        ProblemType,
    };
    pub use crate::play::hint_source::{hint_file_for, COMPUTE_LIMIT_HOLES};
    pub use crate::search::expander::Expander;
    pub use crate::search::levels::orbit_total;
    pub use crate::search::live::{live_max_pegs, LiveSearch, LIVE_BUDGET};
    pub use crate::search::pagoda::Pagodas;
    pub use crate::search::pagoda_table::is_pagoda;
    pub use pegsol_base::geometry::{distinct_feasible_pairs, is_null_class, same_type_starts};
    pub use pegsol_base::storage::hint_data_encode::{
        encode as encode_hint_data, encode_from_type as encode_hint_data_from_type,
    };
    pub use pegsol_base::storage::manifest::{
        load_data_dir, load_hint_files, parse_manifest, sha256_hex, ManifestEntry,
    };
    pub use pegsol_base::storage::type_data::{
        checkpoints, encode as encode_type_data, TypeData, TypeDataSizes,
    };
    pub use pegsol_base::storage::{
        keeps_level, ranker, EliasFano, FormSize, HintData, OpeningBook, Ranker, TaggedSet, Tags,
        WinningFile,
    };
}
