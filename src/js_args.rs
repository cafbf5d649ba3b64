//! What JavaScript hands the engine, checked before use: hole indices, search budgets,
//! layouts and the device's memory.

use crate::Board;

/// A hole index from JavaScript. Holes arrive as f64, the JS number itself, so that nothing is
/// coerced on the way: -1, 260, 1.5, NaN (a string) are errors here rather than holes
/// wrapped around or rounded into the board.
pub(crate) fn hole_index(b: &Board, hole: f64) -> Result<u8, String> {
    if hole.fract() == 0.0 && hole >= 0.0 && hole < b.holes() as f64 {
        Ok(hole as u8)
    } else {
        Err(format!(
            "hole {hole} is not on {} (it has holes 0 to {})",
            b.id(),
            b.holes() - 1
        ))
    }
}

/// The peg a thinker's game is focused on (`Thinker.focus`): a hole of the state string's
/// board, or none.
pub(crate) fn focus_peg(state: &str, peg: Option<f64>) -> Result<Option<u8>, String> {
    let parts = crate::play::state_string::StateParts::parse(state);
    let board = crate::play::game::known_board(&parts.board)?;
    peg.map(|p| hole_index(&board, p)).transpose()
}

/// A search budget from JavaScript: a whole number of positions from 1 to 2^32 (a slice of
/// thinking; more would hold the worker past any message).
pub(crate) fn budget_arg(budget: f64) -> Result<usize, String> {
    if budget.fract() == 0.0 && (1.0..=4_294_967_296.0).contains(&budget) {
        Ok(budget as usize)
    } else {
        Err(format!(
            "a budget of {budget} positions is not a whole number from 1 to 2^32"
        ))
    }
}

/// A game's layout text from JavaScript (for a game on a layout, board `custom`), read into
/// its board; none for a built-in board.
pub(crate) fn layout_arg(layout: Option<String>) -> Result<Option<Board>, String> {
    layout
        .as_deref()
        .map(crate::play::custom_board::layout_board)
        .transpose()
}

/// The browser's `navigator.deviceMemory` in gigabytes, when it says (a finite number).
pub(crate) fn device_memory_arg(gigabytes: Option<f64>) -> Option<f64> {
    gigabytes.filter(|gb| gb.is_finite())
}
