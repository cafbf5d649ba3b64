//! The built-in boards, each drawn in the layout format.

use crate::geometry::{parse_layout, Layout};
use crate::geometry::{Board, Lattice};

const ENGLISH: &str = "lattice square
..ooo
..ooo
ooooooo
ooooooo
ooooooo
..ooo
..ooo";

const FRENCH: &str = "lattice square
..ooo
.ooooo
ooooooo
ooooooo
ooooooo
.ooooo
..ooo";

const WIEGLEB: &str = "lattice square
...ooo
...ooo
...ooo
ooooooooo
ooooooooo
ooooooooo
...ooo
...ooo
...ooo";

const SQUARE6: &str = "lattice square
oooooo
oooooo
oooooo
oooooo
oooooo
oooooo";

/// Board ids in the order `pegs boards` lists them.
pub const BOARD_IDS: &[&str] = &[
    "english",
    "french",
    "wiegleb",
    "square6",
    "triangle4",
    "triangle5",
    "triangle6",
    "triangle7",
    "triangle8",
    "triangle9",
    "triangle10",
    "trunc12",
    "trunc18",
];

/// The triangle of side `n` in skew coordinates, optionally without its three corners.
fn triangle(n: i32, truncated: bool) -> Layout {
    let corners = [(0, 0), (0, n - 1), (n - 1, n - 1)];
    let holes = (0..n)
        .flat_map(|y| (0..=y).map(move |x| (x, y)))
        .filter(|c| !(truncated && corners.contains(c)))
        .collect();
    Layout {
        lattice: Lattice::Triangular,
        holes,
    }
}

/// A built-in board by id, or None. Boards are built once per process (their symmetry tables
/// take a moment) and cloned out.
pub fn builtin_board(id: &str) -> Option<Board> {
    use std::sync::OnceLock;
    static BOARDS: OnceLock<Vec<Board>> = OnceLock::new();
    let boards = BOARDS.get_or_init(|| BOARD_IDS.iter().filter_map(|id| build_board(id)).collect());
    boards.iter().find(|b| b.id() == id).cloned()
}

/// Whether `board` is the built-in board of its id, hole for hole: only then may data stored
/// for that id answer for it (a website owner's layout or a `pegs --layout english.txt` may
/// carry a built-in id on another board).
pub fn is_builtin(board: &Board) -> bool {
    builtin_board(board.id())
        .is_some_and(|b| b.lattice() == board.lattice() && b.coords_all() == board.coords_all())
}

fn build_board(id: &str) -> Option<Board> {
    let layout = match id {
        "english" => parse_layout(ENGLISH).ok()?,
        "french" => parse_layout(FRENCH).ok()?,
        "wiegleb" => parse_layout(WIEGLEB).ok()?,
        "square6" => parse_layout(SQUARE6).ok()?,
        "trunc12" => triangle(5, true),
        "trunc18" => triangle(6, true),
        _ => {
            let side: i32 = id.strip_prefix("triangle")?.parse().ok()?;
            if !(4..=10).contains(&side) {
                return None;
            }
            triangle(side, false)
        }
    };
    Some(Board::new(id, layout))
}
