//! A website owner's own board: the text of the element's `layout` attribute, in the layout
//! file format `pegs --layout` reads (`pegsol_base::geometry::layout`).

use pegsol_base::geometry::{Board, BOARD_IDS};

/// The id every board read from a layout carries. It names no built-in board, so no stored
/// data is ever taken for it (`is_builtin` checks the holes as well).
pub const CUSTOM_BOARD_ID: &str = "custom";

/// The board a layout text describes, or where the text is wrong: `line L, column C: what`.
pub fn custom_board(layout: &str) -> Result<Board, String> {
    debug_assert!(!BOARD_IDS.contains(&CUSTOM_BOARD_ID));
    Board::from_layout_text(CUSTOM_BOARD_ID, layout).map_err(|e| e.to_string())
}

/// The board a layout text describes, or an error naming the line and column at fault, in
/// words for the page.
pub fn layout_board(layout: &str) -> Result<Board, String> {
    custom_board(layout).map_err(|e| format!("the layout has an error at {e}"))
}
