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
//! // Seed 000 §4 prints W_3 = {28, 112} as mincodes over the whole board group.
//! let full = board.full_group();
//! let mut w3: Vec<u64> = levels.winning[3].iter().map(|&c| board.mincode(&full, c)).collect();
//! w3.sort();
//! assert_eq!(w3, vec![28, 112]);
//! assert_eq!(pegsol::count_solutions(&board, &levels), 6816);
//! ```

mod board;
mod catalog;
mod class;
mod compact;
mod count;
mod data_text;
mod embedded;
mod game;
mod hint_data;
mod hint_files;
mod hints;
mod layout;
mod levels;
mod notation;
mod pagoda;
mod problem;
mod reach;
mod solve;
mod sorted_set;
mod symmetry;
mod tagged_set;
mod type_data;
#[cfg(target_arch = "wasm32")]
mod wasm;
mod winning_sets;

pub use board::{Board, Jump, Lattice};
pub use catalog::{builtin_board, BOARD_IDS};
pub use class::{
    central_start, class_masks, distinct_feasible_pairs, feasible_finishes, is_feasible_pair,
    is_null_class, position_class, same_type_starts, PositionClass,
};
pub use compact::{EliasFano, Ranker, Tags};
pub use count::count_solutions;
pub use data_text::{
    load_data_dir, load_hint_files, parse_manifest, sha256_hex, ManifestEntry, WinningFile,
};
pub use embedded::{embedded_boards, hint_data};
pub use game::{
    classic_start, goal_words, mode_word, parse_mode, start_options, Game, HintSource, PegHint,
    StartOption, Status,
};
pub use hint_data::{
    encode as encode_hint_data, encode_from_type as encode_hint_data_from_type, ranker, FormSize,
    HintData,
};
pub use hint_files::{
    hint_file_for, hint_file_of, load_from_dir, loaded, HintFileInfo, HintFileLoader,
};
pub use hints::{covered, Hints, COMPUTE_LIMIT_HOLES};
pub use layout::{parse_layout, Layout, LayoutError, MAX_HOLES};
pub use levels::{
    compute_levels, losing_sizes, orbit_total, Expander, LevelOptions, Levels, TooBig,
};
pub use notation::{format_jump, parse_game, parse_move, play};
pub use pagoda::{is_pagoda, Pagodas};
pub use problem::{Goal, Problem, Search};
pub use reach::{type_reach, ReachOrbit, TypeReach};
pub use solve::{group_moves, solve_from};
pub use symmetry::{Group, Symmetry};
pub use tagged_set::TaggedSet;
pub use type_data::{encode as encode_type_data, TypeData, TypeDataSizes};
pub use winning_sets::{
    by_index, hint_file_name, hint_file_types, winning_files, ByIndex, ComplementProblem,
    ProblemType,
};
