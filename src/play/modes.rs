//! The mode of a game in words: the word the state string and the page use (`complement`,
//! `anywhere`, `finish-H`), and the goal as a sentence says it.

use crate::search::problem::{Goal, Problem};
use pegsol_base::geometry::Board;

/// Parses a mode word: `complement`, `anywhere` or `finish-H`.
pub fn parse_mode(board: &Board, mode: &str) -> Result<Goal, String> {
    match mode {
        "complement" => Ok(Goal::Complement),
        "anywhere" => Ok(Goal::Anywhere),
        other => match other.strip_prefix("finish-") {
            Some(h) => board
                .hole_by_name(h)
                .map(Goal::Finish)
                .ok_or_else(|| format!("mode '{other}': no hole named '{h}' on this board")),
            None => Err(format!(
                "unknown mode '{other}' (expected complement, anywhere or finish-HOLE)"
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
