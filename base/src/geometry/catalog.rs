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

/// Where the hints of a built-in board's games come from, in the page and in `pegs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintHome {
    /// The English board: winning sets embedded in the `english` build (the page's `pkg`),
    /// and hint files for the problem types they do not cover.
    EnglishBuild,
    /// Winning sets embedded in the `triangles` build (the page's `pkg-triangles`).
    TrianglesBuild,
    /// Only hint files, fetched by the engine without data (the page's `pkg-core`).
    HintFile,
    /// No stored data: a search of each position's future.
    Live,
}

impl HintHome {
    /// The word `pegs boards --json` writes for it.
    pub fn word(self) -> &'static str {
        match self {
            HintHome::EnglishBuild => "english-build",
            HintHome::TrianglesBuild => "triangles-build",
            HintHome::HintFile => "hint-file",
            HintHome::Live => "live",
        }
    }

    /// Whether some of the board's problem types come as hint files (`pegs generate`).
    pub fn has_hint_files(self) -> bool {
        matches!(self, HintHome::EnglishBuild | HintHome::HintFile)
    }

    /// Whether the board has stored winning data in `winning-data/`.
    pub fn is_stored(self) -> bool {
        self != HintHome::Live
    }
}

/// A built-in board: the one place each board is named, with what the page and the tools need
/// to know of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardInfo {
    pub id: &'static str,
    /// The board's name in the page's menu.
    pub name: &'static str,
    /// The start a new game begins with when the player has not chosen one: the classic
    /// single-vacancy problem of each board (Bell's papers and pages). `None` where none is
    /// classic (the game then opens at the hole nearest the middle that can win).
    pub usual_start: Option<&'static str>,
    pub hints: HintHome,
}

/// The built-in boards, in the order `pegs boards` lists them.
pub const BOARDS: &[BoardInfo] = &[
    board(
        "english",
        "English cross, 33 holes",
        Some("d4"),
        HintHome::EnglishBuild,
    ),
    // No one-peg game starts from the French board's centre, d4: parity rules out every
    // finish. Its usual game starts at d3, the nearest hole that can, finishing anywhere.
    board("french", "French, 37 holes", Some("d3"), HintHome::Live),
    board("wiegleb", "Wiegleb, 45 holes", Some("e5"), HintHome::Live),
    board("square6", "Square, 36 holes", None, HintHome::Live),
    board(
        "triangle4",
        "Triangle, 10 holes",
        Some("a2"),
        HintHome::TrianglesBuild,
    ),
    board(
        "triangle5",
        "Triangle, 15 holes",
        Some("a1"),
        HintHome::TrianglesBuild,
    ),
    board(
        "triangle6",
        "Triangle, 21 holes",
        Some("a1"),
        HintHome::TrianglesBuild,
    ),
    // On the 28-hole triangle no game from a1 can end with one peg: it opens at the hole
    // nearest the middle that can.
    board("triangle7", "Triangle, 28 holes", None, HintHome::HintFile),
    board(
        "triangle8",
        "Triangle, 36 holes",
        Some("a1"),
        HintHome::Live,
    ),
    board(
        "triangle9",
        "Triangle, 45 holes",
        Some("a1"),
        HintHome::Live,
    ),
    board(
        "triangle10",
        "Triangle, 55 holes",
        Some("a1"),
        HintHome::Live,
    ),
    board(
        "trunc12",
        "Truncated triangle, 12 holes",
        Some("b3"),
        HintHome::TrianglesBuild,
    ),
    board(
        "trunc18",
        "Truncated triangle, 18 holes",
        Some("b3"),
        HintHome::TrianglesBuild,
    ),
];

const fn board(
    id: &'static str,
    name: &'static str,
    usual_start: Option<&'static str>,
    hints: HintHome,
) -> BoardInfo {
    BoardInfo {
        id,
        name,
        usual_start,
        hints,
    }
}

/// Board ids in the order `pegs boards` lists them.
pub const BOARD_IDS: &[&str] = &board_ids();

const fn board_ids() -> [&'static str; BOARDS.len()] {
    let mut ids = [""; BOARDS.len()];
    let mut i = 0;
    while i < BOARDS.len() {
        ids[i] = BOARDS[i].id;
        i += 1;
    }
    ids
}

/// What the catalogue says of a built-in board, by id.
pub fn board_info(id: &str) -> Option<&'static BoardInfo> {
    BOARDS.iter().find(|b| b.id == id)
}

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

/// A built-in board by id, or None. Each board is built once per process, when first asked
/// for (its symmetry tables take a moment: building all thirteen cost the page's first game
/// tens of milliseconds on its main thread), and cloned out.
pub fn builtin_board(id: &str) -> Option<Board> {
    use std::sync::OnceLock;
    static BUILT: [OnceLock<Option<Board>>; BOARDS.len()] =
        [const { OnceLock::new() }; BOARDS.len()];
    let index = BOARD_IDS.iter().position(|&known| known == id)?;
    BUILT[index].get_or_init(|| build_board(id)).clone()
}

/// Whether `board` is the built-in board of its id, hole for hole: only then may data stored
/// for that id answer for it (a website owner's layout or a `pegs --layout english.txt` may
/// carry a built-in id on another board).
pub fn is_builtin(board: &Board) -> bool {
    builtin_board(board.id())
        .is_some_and(|b| b.lattice() == board.lattice() && b.coords_all() == board.coords_all())
}

fn build_board(id: &str) -> Option<Board> {
    board_info(id)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every board of the catalogue is built, and its usual start is one of its holes.
    #[test]
    fn every_catalogued_board_is_built_with_its_usual_start() {
        assert_eq!(BOARD_IDS.len(), BOARDS.len());
        for info in BOARDS {
            let board = builtin_board(info.id).expect("a built board");
            if let Some(start) = info.usual_start {
                assert!(board.hole_by_name(start).is_some(), "{}: {start}", info.id);
            }
        }
        assert!(builtin_board("triangle11").is_none());
    }
}
