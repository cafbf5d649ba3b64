//! A game in progress: board, start, goal, the jumps made (with redo), and the hint engine.
//! Everything a player would expect restored on undo lives here; selection and hover do not.
//!
//! A game is fully described by a short state string, `BOARD:START:MODE:JUMPS`, e.g.
//! `english:d4:complement:d2-d4,d5-d3` (MODE is `complement`, `anywhere` or `finish-H`), which
//! the page keeps in its URL and local storage.

use crate::board::{Board, Jump};
use crate::catalog::{builtin_board, BOARD_IDS};
use crate::hints::Hints;
use crate::notation::{format_jump, parse_game};
use crate::problem::{Goal, Problem};
use crate::solve::group_moves;

/// Positions `reachable_finishes` may visit: keeps a click fast in the browser (tens of ms in
/// WebAssembly); early in an English game the answer is then "cannot tell yet".
const FINISHES_BUDGET: usize = 20_000;

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Jumps are left and (as far as the hints know) the goal can still be reached.
    Playing,
    /// One peg left, on a winning hole.
    Won,
    /// The goal cannot be reached any more; `after` jumps were made when it was lost.
    Lost { after: usize },
    /// No jump is left and the game is not won (and hints were off or unavailable).
    Stuck,
}

pub struct Game {
    board: Board,
    problem: Problem,
    hints: Result<Hints, String>,
    history: Vec<Jump>,
    redo: Vec<Jump>,
    /// `winning[k]`: whether the goal was reachable after k jumps (when hints are available).
    winning: Vec<bool>,
    position: u64,
}

/// Parses a mode word: `complement`, `anywhere` or `finish-H`.
pub fn parse_mode(board: &Board, mode: &str) -> Result<Goal, String> {
    match mode {
        "complement" => Ok(Goal::Complement),
        "anywhere" => Ok(Goal::Anywhere),
        other => match other.strip_prefix("finish-") {
            Some(h) => board
                .hole_by_name(h)
                .map(Goal::Finish)
                .ok_or_else(|| format!("mode '{other}': no hole named '{h}' on {}", board.id())),
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

impl Game {
    pub fn new(board_id: &str, start: &str, mode: &str) -> Result<Game, String> {
        let board = builtin_board(board_id).ok_or_else(|| {
            format!(
                "unknown board '{board_id}' (known: {})",
                BOARD_IDS.join(", ")
            )
        })?;
        let start_hole = board
            .hole_by_name(start)
            .ok_or_else(|| format!("no hole named '{start}' on {board_id}"))?;
        let goal = parse_mode(&board, mode)?;
        let problem = Problem::new(&board, start_hole, goal)?;
        let hints = Hints::new(board.clone(), problem);
        let position = problem.start_position(&board);
        let mut game = Game {
            board,
            problem,
            hints,
            history: Vec::new(),
            redo: Vec::new(),
            winning: Vec::new(),
            position,
        };
        game.winning.push(game.is_winning(position));
        Ok(game)
    }

    /// Restores a game from its state string, replaying and checking every jump.
    pub fn from_state(state: &str) -> Result<Game, String> {
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
        let mut game = Game::new(board, start, mode)?;
        let jumps = parse_game(&game.board, rest.first().copied().unwrap_or(""))?;
        for j in jumps {
            game.jump(j.from, j.to)?;
        }
        Ok(game)
    }

    pub fn state(&self) -> String {
        let jumps: Vec<String> = self
            .history
            .iter()
            .map(|&j| format_jump(&self.board, j))
            .collect();
        format!(
            "{}:{}:{}:{}",
            self.board.id(),
            self.board.name(self.problem.start),
            mode_word(&self.board, &self.problem),
            jumps.join(",")
        )
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn problem(&self) -> &Problem {
        &self.problem
    }
    pub fn position(&self) -> u64 {
        self.position
    }
    pub fn history(&self) -> &[Jump] {
        &self.history
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
    /// Whether hints are available, or why not.
    pub fn hints(&self) -> Result<&Hints, &str> {
        self.hints.as_ref().map_err(|e| e.as_str())
    }

    /// The hint file this game's hints come from, when it is one fetched on demand (loaded or
    /// not yet).
    pub fn hint_file(&self) -> Option<&'static crate::hint_files::HintFileInfo> {
        crate::hint_files::hint_file_of(self.board.id(), &self.problem)
    }

    /// Turns hints on once their file has been loaded (a no-op when they are on already).
    /// The game itself is unchanged; the record of which jumps lost the game is recomputed.
    /// Returns whether hints are on.
    pub fn reload_hints(&mut self) -> bool {
        if self.hints.is_err() {
            self.hints = Hints::new(self.board.clone(), self.problem);
            let mut position = self.problem.start_position(&self.board);
            self.winning = vec![self.is_winning(position)];
            for j in self.history.clone() {
                position ^= j.mask();
                self.winning.push(self.is_winning(position));
            }
        }
        self.hints.is_ok()
    }

    fn is_winning(&self, position: u64) -> bool {
        match &self.hints {
            Ok(h) => h.problem_is_solvable(position),
            Err(_) => true,
        }
    }

    fn legal(&self, from: u8, to: u8) -> Result<Jump, String> {
        let n = self.board.holes() as u8;
        if from >= n || to >= n {
            return Err(format!(
                "hole {} is not on {}",
                from.max(to),
                self.board.id()
            ));
        }
        let jump = self.board.find_jump(from, to).ok_or_else(|| {
            format!(
                "{}-{} is not a jump on {}",
                self.board.name(from),
                self.board.name(to),
                self.board.id()
            )
        })?;
        if !jump.is_legal(self.position) {
            return Err(format!(
                "{} is not legal here",
                format_jump(&self.board, jump)
            ));
        }
        Ok(jump)
    }

    /// Makes a jump (checked: the UI is never trusted). Clears the redo list unless the jump is
    /// the one redo would make.
    pub fn jump(&mut self, from: u8, to: u8) -> Result<(), String> {
        let jump = self.legal(from, to)?;
        if self.redo.last() == Some(&jump) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.position ^= jump.mask();
        self.history.push(jump);
        self.winning.push(self.is_winning(self.position));
        Ok(())
    }

    pub fn undo(&mut self) -> bool {
        let Some(jump) = self.history.pop() else {
            return false;
        };
        self.position ^= jump.mask();
        self.winning.pop();
        self.redo.push(jump);
        true
    }

    pub fn redo(&mut self) -> bool {
        let Some(&jump) = self.redo.last() else {
            return false;
        };
        self.jump(jump.from, jump.to).is_ok()
    }

    pub fn reset(&mut self) {
        while self.undo() {}
        self.redo.clear();
    }

    /// The hint for one candidate jump: can the goal still be reached after it?
    pub fn problem_is_solvable(&self, from: u8, to: u8) -> Result<bool, String> {
        let jump = self.legal(from, to)?;
        let hints = self.hints.as_ref().map_err(|e| e.clone())?;
        Ok(hints.problem_is_solvable(self.position ^ jump.mask()))
    }

    /// The holes the peg on `from` can jump to now.
    pub fn legal_targets(&self, from: u8) -> Vec<u8> {
        if from as usize >= self.board.holes() {
            return Vec::new();
        }
        self.board
            .jumps_from(from)
            .filter(|j| j.is_legal(self.position))
            .map(|j| j.to)
            .collect()
    }

    /// Every legal jump with its verdict (`None` without hints).
    pub fn verdicts(&self) -> Vec<(Jump, Option<bool>)> {
        self.board
            .legal_jumps(self.position)
            .map(|j| {
                (
                    j,
                    self.hints
                        .as_ref()
                        .ok()
                        .map(|h| h.problem_is_solvable(self.position ^ j.mask())),
                )
            })
            .collect()
    }

    pub fn solve_from_here(&self) -> Result<Option<Vec<Jump>>, String> {
        let hints = self.hints.as_ref().map_err(|e| e.clone())?;
        Ok(hints.solve_from_here(self.position))
    }

    /// Holes where a one-peg finish is still possible; `None` when it would take too long to
    /// tell (early in a big game) or there are no hints.
    pub fn reachable_finishes(&self) -> Option<Vec<u8>> {
        self.hints
            .as_ref()
            .ok()?
            .reachable_finishes(self.position, FINISHES_BUDGET)
    }

    pub fn status(&self) -> Status {
        if self.problem.is_won(&self.board, self.position) {
            return Status::Won;
        }
        if self.hints.is_ok() {
            if let Some(k) = self.winning.iter().position(|w| !w) {
                return Status::Lost { after: k };
            }
        }
        if self.board.legal_jumps(self.position).next().is_none() {
            return Status::Stuck;
        }
        Status::Playing
    }

    /// Moves made: consecutive jumps by the same peg count as one.
    pub fn moves(&self) -> usize {
        group_moves(&self.history).len()
    }

    /// The game in a1 notation, one move per entry (`e6-c6-a6` for a multi-jump move).
    pub fn notation(&self) -> String {
        group_moves(&self.history)
            .iter()
            .map(|m| {
                let mut s = self.board.name(m[0].from).to_string();
                for j in m {
                    s.push('-');
                    s.push_str(self.board.name(j.to));
                }
                s
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The first 40 characters of outside input, for error messages.
pub(crate) fn truncate(s: &str) -> String {
    let cut: String = s.chars().take(40).collect();
    if cut.len() < s.len() {
        format!("{cut}…")
    } else {
        cut
    }
}

/// What choosing `start` as the vacancy would give, for the start picker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartOption {
    pub hole: u8,
    /// Parity allows the goal from this start.
    pub feasible: bool,
    /// Whether the problem can be solved, when the hints can tell.
    pub solvable: Option<bool>,
}

pub fn start_options(board: &Board, mode: &str) -> Result<Vec<StartOption>, String> {
    let goal = parse_mode(board, mode)?;
    Ok((0..board.holes() as u8)
        .map(|hole| match Problem::new(board, hole, goal) {
            Err(_) => StartOption {
                hole,
                feasible: false,
                solvable: Some(false),
            },
            Ok(problem) => {
                let solvable = crate::embedded::hint_data(board.id())
                    .and_then(|_| Hints::new(board.clone(), problem).ok())
                    .map(|h| h.problem_is_solvable(problem.start_position(board)));
                StartOption {
                    hole,
                    feasible: true,
                    solvable,
                }
            }
        })
        .collect())
}
