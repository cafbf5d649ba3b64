//! A game as a short state string, `BOARD:START:MODE:JUMPS`, e.g.
//! `english:d4:complement:d2-d4,d5-d3` (MODE is `complement`, `anywhere` or `finish-H`), which
//! the page keeps in its URL and local storage: written from a game, and read back by
//! replaying and checking every jump (the string is outside input).

use crate::play::game::{known_board, Game};
use crate::play::modes::{mode_word, parse_mode};
use crate::search::problem::Problem;
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

/// A state string read without a board to check it against: its parts as written (board and
/// mode in lower case, as the page's menus name them; a link typed by hand may say `French`).
/// The page shows them in its menus before the engine has opened the game, and matches a
/// saved record of the solver's jumps by them; `Game::from_state` checks them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StateParts {
    pub board: String,
    /// The start's hole name (`None` when the string names none, as `french` or `french::`).
    pub start: Option<String>,
    pub mode: Option<String>,
    /// The jumps as written, `None` when the string has no jumps part (a short link).
    pub jumps: Option<Vec<String>>,
}

impl StateParts {
    pub fn parse(state: &str) -> StateParts {
        let mut parts = state.split(':').map(str::trim);
        let word = |part: Option<&str>| part.filter(|p| !p.is_empty()).map(str::to_string);
        StateParts {
            board: parts.next().unwrap_or("").to_ascii_lowercase(),
            start: word(parts.next()).map(|s| s.to_ascii_lowercase()),
            mode: word(parts.next()).map(|m| m.to_ascii_lowercase()),
            jumps: parts.next().map(|jumps| {
                jumps
                    .split(',')
                    .map(str::trim)
                    .filter(|j| !j.is_empty())
                    .map(str::to_string)
                    .collect()
            }),
        }
    }
}

impl Game {
    /// This game with the redo list it had: `ahead` is its state with every undone jump made
    /// again (`state_ahead`), which opened and undone back to this game's state has that list.
    /// The game as it is when `ahead` does not go on from it (a stale or altered record).
    pub fn with_redo(self, ahead: &str, layout_board: Option<&Board>) -> Game {
        let state = self.state();
        let goes_on = if state.ends_with(':') {
            ahead.starts_with(&state)
        } else {
            ahead.starts_with(&format!("{state},"))
        };
        if !goes_on {
            return self;
        }
        let Ok(mut redone) = Game::from_state_on(ahead, layout_board) else {
            return self;
        };
        while redone.history().len() > self.history().len() {
            redone.undo();
        }
        if redone.state() == state {
            redone
        } else {
            self
        }
    }

    /// The game of `state` under another goal (`mode`), its jumps kept and its redo list
    /// (`ahead`) too: the player changed the finish in the middle of a game. An error when the
    /// start has no such goal or a jump cannot be played under it.
    pub fn with_goal(
        state: &str,
        ahead: Option<&str>,
        mode: &str,
        layout_board: Option<&Board>,
    ) -> Result<Game, String> {
        let with_mode = |s: &str| {
            let mut parts: Vec<&str> = s.splitn(4, ':').collect();
            if let Some(m) = parts.get_mut(2) {
                *m = mode;
            }
            parts.join(":")
        };
        let game = Game::from_state_on(&with_mode(state), layout_board)?;
        // The redo list's jumps after this game's own board, start and goal as it writes them.
        let ahead_jumps = ahead.and_then(|a| a.splitn(4, ':').nth(3));
        Ok(match ahead_jumps {
            Some(jumps) => {
                let state = game.state();
                let head = &state[..state.rfind(':').unwrap_or(state.len())];
                let ahead = format!("{head}:{jumps}");
                game.with_redo(&ahead, layout_board)
            }
            None => game,
        })
    }
}

/// Where a state string's jumps went wrong: the jumps kept before it, and why the next one
/// could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongJump {
    pub kept: usize,
    pub reason: String,
}

/// A state string's board, problem and positions, every jump checked (no hints opened: the
/// thinker needs none, and replaying a game with hints searches at every jump).
pub(crate) fn replay(state: &str) -> Result<(Board, Problem, Vec<u64>), String> {
    let parts = StateParts::parse(state);
    let board = known_board(&parts.board)?;
    let start = parts.start.ok_or("the state names no start")?;
    let start = board
        .hole_by_name(&start)
        .ok_or_else(|| format!("no hole named '{start}' on {}", board.id()))?;
    let goal = parse_mode(&board, parts.mode.as_deref().unwrap_or("complement"))?;
    let problem = Problem::new(&board, start, goal)?;
    let mut path = vec![problem.start_position(&board)];
    for word in parts.jumps.unwrap_or_default() {
        for jump in parse_move(&board, &word)? {
            let at = *path.last().expect("the start at least");
            let legal = board
                .jumps_from(jump.from)
                .find(|j| j.to == jump.to && j.is_legal(at))
                .ok_or_else(|| format!("'{word}' is not a legal jump here"))?;
            path.push(at ^ legal.mask());
        }
    }
    Ok((board, problem, path))
}
