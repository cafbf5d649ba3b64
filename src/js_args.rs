//! What JavaScript hands the engine, checked before use: hole indices.

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
