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

mod data;
mod play;
mod search;
#[cfg(target_arch = "wasm32")]
mod wasm;

pub use data::embedded::{embedded_boards, hint_data};
pub use data::hint_files::{load_from_dir, loaded, HintFileLoader};
pub use data::reach::{type_reach, ReachOrbit, TypeReach};
pub use data::winning_sets::{
    by_index, hint_file_name, hint_file_types, winning_files, ByIndex, ComplementProblem,
    ProblemType,
};
pub use pegsol_base::geometry::{builtin_board, BOARD_IDS};
pub use pegsol_base::geometry::{
    central_start, class_masks, distinct_feasible_pairs, feasible_finishes, is_feasible_pair,
    is_null_class, position_class, same_type_starts, PositionClass,
};
pub use pegsol_base::geometry::{format_jump, parse_game, parse_move, play};
pub use pegsol_base::geometry::{parse_layout, Layout, LayoutError, MAX_HOLES};
pub use pegsol_base::geometry::{Board, Jump, Lattice};
pub use pegsol_base::geometry::{Group, Symmetry};
pub use pegsol_base::storage::hint_data::{
    encode as encode_hint_data, encode_from_type as encode_hint_data_from_type,
};
pub use pegsol_base::storage::manifest::{
    load_data_dir, load_hint_files, parse_manifest, sha256_hex, ManifestEntry,
};
pub use pegsol_base::storage::type_data::{encode as encode_type_data, TypeData, TypeDataSizes};
pub use pegsol_base::storage::HintFileInfo;
pub use pegsol_base::storage::TaggedSet;
pub use pegsol_base::storage::WinningFile;
pub use pegsol_base::storage::{ranker, FormSize, HintData};
pub use pegsol_base::storage::{EliasFano, Ranker, Tags};
pub use play::game::{
    classic_start, goal_words, mode_word, parse_mode, start_options, Game, HintSource, PegHint,
    StartOption, Status,
};
pub use play::hint_source::{covered, hint_file_for, hint_file_of, NoHints, COMPUTE_LIMIT_HOLES};
pub use play::hints::Hints;
pub use search::count::count_solutions;
pub use search::expander::Expander;
pub use search::levels::{compute_levels, losing_sizes, orbit_total, LevelOptions, Levels};
pub use search::memory_limit::TooBig;
pub use search::pagoda::{is_pagoda, Pagodas};
pub use search::problem::{Goal, Problem, Search};
pub use search::solve::{group_moves, solve_from};
