//! The mode of a game in words: the word the state string and the page use (`complement`,
//! `anywhere`, `finish-H`), and the goal as a sentence says it.

use crate::search::problem::{Goal, Problem};
use pegsol_base::geometry::Board;

/// Parses a mode word: `complement`, `anywhere` or `finish-H`, in any case (a link typed by
/// hand, `#game=triangle5:c3:Finish-B4`, as hole and board names are).
pub fn parse_mode(board: &Board, mode: &str) -> Result<Goal, String> {
    let word = mode.trim().to_ascii_lowercase();
    match word.as_str() {
        "complement" => Ok(Goal::Complement),
        "anywhere" => Ok(Goal::Anywhere),
        lower => match lower.strip_prefix("finish-") {
            Some("") => Err(format!(
                "mode '{mode}' names no hole (expected finish-HOLE, such as finish-{})",
                board.name(0)
            )),
            Some(h) => board
                .hole_by_name(h)
                .map(Goal::Finish)
                .ok_or_else(|| format!("mode '{mode}': no hole named '{h}' on this board")),
            None => Err(format!(
                "unknown mode '{mode}' (expected complement, anywhere or finish-HOLE)"
            )),
        },
    }
}

pub fn mode_word(board: &Board, problem: &Problem) -> String {
    match problem.goal {
        Goal::Complement => "complement".into(),
        Goal::Anywhere => "anywhere".into(),
        Goal::Finish(f) => format!("finish-{}", board.name(f)),
    }
}

/// The goal in words: "finishing where it started", "finishing anywhere", "finishing at c5".
pub fn goal_words(board: &Board, problem: &Problem) -> String {
    match problem.goal {
        Goal::Complement => "finishing where it started".into(),
        Goal::Anywhere => "finishing anywhere".into(),
        Goal::Finish(f) => format!("finishing at {}", board.name(f)),
    }
}

pub(crate) fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The problem a game plays, as the thinker and the game name it (`french:d3:anywhere`).
pub fn problem_key(board: &Board, problem: &Problem) -> String {
    format!(
        "{}:{}:{}",
        board.id(),
        board.name(problem.start),
        mode_word(board, problem)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use pegsol_base::geometry::builtin_board;

    #[test]
    fn mode_words_are_read_in_any_case() {
        let board = builtin_board("triangle5").unwrap();
        let b4 = board.hole_by_name("b4").unwrap();
        assert_eq!(parse_mode(&board, "FINISH-B4"), Ok(Goal::Finish(b4)));
        assert_eq!(parse_mode(&board, " Anywhere "), Ok(Goal::Anywhere));
        assert_eq!(parse_mode(&board, "Complement"), Ok(Goal::Complement));
        assert_eq!(
            parse_mode(&board, "Finish-Z9"),
            Err("mode 'Finish-Z9': no hole named 'z9' on this board".to_string())
        );
        assert_eq!(
            parse_mode(&board, "finish- "),
            Err("mode 'finish- ' names no hole (expected finish-HOLE, such as finish-a1)".into())
        );
        assert_eq!(
            parse_mode(&board, "Nowhere"),
            Err("unknown mode 'Nowhere' (expected complement, anywhere or finish-HOLE)".into())
        );
    }
}
