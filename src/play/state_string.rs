//! A game as a short state string, `BOARD:START:MODE:JUMPS`, e.g.
//! `english:d4:complement:d2-d4,d5-d3` (MODE is `complement`, `anywhere` or `finish-H`), which
//! the page keeps in its URL and local storage: written from a game, and read back by
//! replaying and checking every jump (the string is outside input).

use crate::play::game::{known_board, Game};
use crate::play::modes::mode_word;
use pegsol_base::geometry::{format_jump, parse_move, Board, Jump};
use pegsol_base::message::truncate;

impl Game {
    /// Restores a game from its state string, replaying and checking every jump.
    pub fn from_state(state: &str) -> Result<Game, String> {
        Game::from_state_on(state, None)
    }

    /// Restores a game from its state string; with `layout_board`, the string must name that
    /// board (a website owner's layout, which no id alone can bring back).
    pub fn from_state_on(state: &str, layout_board: Option<&Board>) -> Result<Game, String> {
        match Game::from_state_prefix_on(state, layout_board)? {
            (game, None) => Ok(game),
            (_, Some(wrong)) => Err(wrong.reason),
        }
    }

    /// Like `from_state_on`, but a jump the string gets wrong ends the replay rather than the
    /// game: the game holds the jumps before it, and the second value says what was wrong. A
    /// shared link with a mistyped last jump still opens the game it was about.
    pub fn from_state_prefix_on(
        state: &str,
        layout_board: Option<&Board>,
    ) -> Result<(Game, Option<WrongJump>), String> {
        let parts: Vec<&str> = state.trim().split(':').collect();
        let [board, start, mode, rest @ ..] = parts.as_slice() else {
            // A short link names a board alone (`#game=french`): a word that is no board is
            // said to be that, not a game in the wrong form.
            if layout_board.is_none() && !parts[0].trim().is_empty() {
                known_board(parts[0])?;
            }
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
            Some(b) if b.id().eq_ignore_ascii_case(board.trim()) => b.clone(),
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
        let moves = rest.first().copied().unwrap_or("");
        for word in moves
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
        {
            let played = parse_move(game.board(), word)
                .and_then(|jumps| jumps.into_iter().try_for_each(|j| game.jump(j.from, j.to)));
            if let Err(reason) = played {
                let kept = game.history().len();
                return Ok((game, Some(WrongJump { kept, reason })));
            }
        }
        Ok((game, None))
    }

    pub fn state(&self) -> String {
        self.state_with(self.history())
    }

    /// The state string of the game as Redo would leave it: every jump undone made again. A
    /// game opened from it and undone as many times is this game, redo list included, so the
    /// page can keep Redo across a reload or a move to another engine build.
    pub fn state_ahead(&self) -> String {
        let ahead: Vec<Jump> = self
            .history()
            .iter()
            .chain(self.redo_jumps().iter().rev())
            .copied()
            .collect();
        self.state_with(&ahead)
    }

    fn state_with(&self, jumps: &[Jump]) -> String {
        let jumps: Vec<String> = jumps
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

/// Where a state string's jumps went wrong: the jumps kept before it, and why the next one
/// could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongJump {
    pub kept: usize,
    pub reason: String,
}
