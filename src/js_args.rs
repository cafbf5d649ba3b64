//! What JavaScript hands the engine, checked before use: hole indices, layout texts, and state
//! strings replayed only in part, with the sentences that say what was wrong with them.

use crate::play::custom_board::custom_board;
use crate::play::state_string::WrongJump;
use crate::Board;

/// The board a layout text describes, or an error naming the line and column at fault.
pub(crate) fn layout_board(layout: &str) -> Result<Board, String> {
    custom_board(layout).map_err(|e| format!("the layout has an error at {e}"))
}

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

/// What `Game.restore` tells the player when a state string's jumps could be replayed only up
/// to `wrong`.
pub(crate) fn restore_note(wrong: &WrongJump) -> String {
    match wrong.kept {
        0 => format!(
            "The game's first jump could not be played ({}), so it starts afresh.",
            wrong.reason
        ),
        kept => format!(
            "The game was restored up to jump {kept}: the next could not be played ({}).",
            wrong.reason
        ),
    }
}
