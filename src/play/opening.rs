//! Opening a game as the page asks for one, falling back to the closest problem the board has
//! when the request names none (an unknown start, a finish ruled out by parity, a board without
//! complement problems), with a note saying what changed and why.

use crate::play::game::Game;
use crate::play::modes::{capitalise, goal_words};
use crate::play::start_picker::start_options;
use pegsol_base::geometry::{builtin_board, BOARD_IDS};

/// The start a new game on a built-in board begins with when the player has not chosen one:
/// the classic single-vacancy problem of each board (seed 000 and Bell's triangle pages).
pub fn classic_start(board_id: &str) -> Option<&'static str> {
    match board_id {
        "english" | "french" => Some("d4"),
        "wiegleb" => Some("e5"),
        "triangle4" => Some("a2"),
        "triangle5" | "triangle6" | "triangle7" | "triangle8" | "triangle9" | "triangle10" => {
            Some("a1")
        }
        "trunc12" | "trunc18" => Some("b3"),
        _ => None,
    }
}

impl Game {
    /// A new game as the page asks for one: the requested start and mode when they make a
    /// problem on this board, else the closest that does (the classic start, then any start
    /// known to be solvable; finishing where you started when the mode's finish hole is not on
    /// this board or is ruled out). The note says what was changed and why.
    pub fn open(
        board_id: &str,
        start: Option<&str>,
        mode: &str,
    ) -> Result<(Game, Option<String>), String> {
        let board = builtin_board(board_id).ok_or_else(|| {
            format!(
                "unknown board '{board_id}' (known: {})",
                BOARD_IDS.join(", ")
            )
        })?;
        // Some boards have no complement problem at all (triangle4): anywhere is the last resort.
        let mut modes = vec![mode];
        for fallback in ["complement", "anywhere"] {
            if !modes.contains(&fallback) {
                modes.push(fallback);
            }
        }
        // The requested start keeps its place over the mode; then the classic start; then,
        // only when both fail, any start the picker offers (it asks the data about every hole).
        let mut attempts: Vec<(&str, &str)> = Vec::new();
        for group in [start, classic_start(board_id)].into_iter().flatten() {
            attempts.extend(modes.iter().map(|&m| (group, m)));
        }
        let mut first_error: Option<String> = None;
        let mut try_open = |candidate: &str, m: &str| match Game::new(board_id, candidate, m) {
            Ok(game) => Some(game),
            Err(e) => {
                first_error.get_or_insert(e);
                None
            }
        };
        let mut opened = attempts.iter().find_map(|(c, m)| try_open(c, m));
        if opened.is_none() {
            // Every named start failed: any start not known to be unsolvable.
            opened = modes.iter().find_map(|&m| {
                let options = start_options(&board, m).ok()?;
                options
                    .iter()
                    .filter(|o| o.feasible && o.solvable != Some(false))
                    .find_map(|o| try_open(board.name(o.hole), m))
            });
        }
        if let Some(game) = opened {
            let note = first_error.map(|e| {
                format!(
                    "{}, so this game starts at {}, {}.",
                    capitalise(&e),
                    game.board().name(game.problem().start),
                    goal_words(game.board(), game.problem())
                )
            });
            return Ok((game, note));
        }
        Err(first_error.unwrap_or_else(|| format!("no game can start on {board_id}")))
    }
}
