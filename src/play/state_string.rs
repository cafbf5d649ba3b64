//! A game as a short state string, `BOARD:START:MODE:JUMPS`, e.g.
//! `english:d4:complement:d2-d4,d5-d3` (MODE is `complement`, `anywhere` or `finish-H`), which
//! the page keeps in its URL and local storage: written from a game, and read back by
//! replaying and checking every jump (the string is outside input).

use crate::play::game::{known_board, Game};
use crate::play::modes::mode_word;
use pegsol_base::geometry::{format_jump, parse_game, Board};
use pegsol_base::message::truncate;

impl Game {
    /// Restores a game from its state string, replaying and checking every jump.
    pub fn from_state(state: &str) -> Result<Game, String> {
        Game::from_state_on(state, None)
    }

    /// Restores a game from its state string; with `layout_board`, the string must name that
    /// board (a website owner's layout, which no id alone can bring back).
    pub fn from_state_on(state: &str, layout_board: Option<&Board>) -> Result<Game, String> {
        let parts: Vec<&str> = state.trim().split(':').collect();
        let [board, start, mode, rest @ ..] = parts.as_slice() else {
            return Err(format!(
                "'{}' is not a game (expected BOARD:START:MODE:JUMPS)",
                truncate(state)
            ));
        };
        if rest.len() > 1 {
            return Err(format!(
                "'{}' is not a game (too many ':')",
                truncate(state)
            ));
        }
        let board = match layout_board {
            Some(b) if b.id() == *board => b.clone(),
            Some(b) => {
                return Err(format!(
                    "the game is on '{}', not on this page's board '{}'",
                    truncate(board),
                    b.id()
                ))
            }
            None => known_board(board)?,
        };
        let mut game = Game::on_board(board, start, mode)?;
        let jumps = parse_game(game.board(), rest.first().copied().unwrap_or(""))?;
        for j in jumps {
            game.jump(j.from, j.to)?;
        }
        Ok(game)
    }

    pub fn state(&self) -> String {
        let jumps: Vec<String> = self
            .history()
            .iter()
            .map(|&j| format_jump(self.board(), j))
            .collect();
        format!(
            "{}:{}:{}:{}",
            self.board().id(),
            self.board().name(self.problem().start),
            mode_word(self.board(), self.problem()),
            jumps.join(",")
        )
    }
}
