//! Geometry: where the holes are and how pegs move between them. A [`Lattice`] (square or
//! triangular) and a [`Layout`] of holes on it make a [`Board`], which finds its jumps and its
//! symmetry group; [`class`](position_class) holds the parity invariants no jump changes;
//! [`catalog`](builtin_board) names the built-in boards; notation reads and writes jumps.

mod board;
mod catalog;
mod class;
mod lattice;
mod layout;
mod notation;
mod symmetry;

pub use board::{Board, Jump};
pub use catalog::{board_info, builtin_board, is_builtin, BoardInfo, HintHome, BOARDS, BOARD_IDS};
pub use class::{
    canonical_pair, central_start, class_masks, class_stabilizer, distinct_feasible_pairs,
    feasible_finishes, is_feasible_pair, is_null_class, position_class, same_type_starts,
    starts_with_feasible_finish, PositionClass,
};
pub use lattice::Lattice;
pub use layout::{parse_layout, Layout, LayoutError, MAX_HOLES};
pub use notation::{format_jump, parse_game, parse_move, play};
pub use symmetry::{Group, Symmetry};
