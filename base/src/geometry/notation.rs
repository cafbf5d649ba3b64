//! Jump notation: `d2-d4` for one jump, `e6-c6-a6` for a move of several jumps by one peg.

use crate::geometry::{Board, Jump};

/// Writes a jump as `from-to`.
pub fn format_jump(board: &Board, jump: Jump) -> String {
    format!("{}-{}", board.name(jump.from), board.name(jump.to))
}

/// Parses one move (`a-b` or `a-b-c...`) into its jumps, checking each names real holes and a
/// jump of the board's geometry (not whether it is legal in some position).
pub fn parse_move(board: &Board, text: &str) -> Result<Vec<Jump>, String> {
    let parts: Vec<&str> = text.split('-').collect();
    if parts.len() < 2 {
        return Err(format!("'{text}' is not a jump (expected the form a1-a3)"));
    }
    let mut holes = Vec::with_capacity(parts.len());
    for part in &parts {
        match board.hole_by_name(part) {
            Some(h) if !part.is_empty() => holes.push(h),
            _ => return Err(format!("'{text}': no hole named '{part}' on this board")),
        }
    }
    holes
        .windows(2)
        .map(|w| {
            board.find_jump(w[0], w[1]).ok_or_else(|| {
                format!(
                    "'{text}': {}-{} is not a jump on this board",
                    board.name(w[0]),
                    board.name(w[1]),
                )
            })
        })
        .collect()
}

/// Parses a game: moves separated by whitespace or commas.
pub fn parse_game(board: &Board, text: &str) -> Result<Vec<Jump>, String> {
    let mut jumps = Vec::new();
    for word in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
    {
        jumps.extend(parse_move(board, word)?);
    }
    Ok(jumps)
}

/// Plays `jumps` from `position`, failing on the first illegal one (naming it).
pub fn play(board: &Board, mut position: u64, jumps: &[Jump]) -> Result<u64, String> {
    for &j in jumps {
        if !j.is_legal(position) {
            return Err(format!("{} is not legal here", format_jump(board, j)));
        }
        position ^= j.mask();
    }
    Ok(position)
}
