//! A game in progress: board, start, goal, the jumps made (with redo), and the hint engine.
//! Everything a player would expect restored on undo lives here; selection and hover do not.
//! A game is fully described by its state string (`state_string.rs`); where it stands, and the
//! search between jumps that finds out late, are in `game_status.rs`.

use crate::play::game_status::hints_for;
pub use crate::play::game_status::Status;
use crate::play::hint_source::{self, NoHints};
use crate::play::hints::{Hints, LOOK_BACK_LIMIT};
use crate::play::modes::parse_mode;
use crate::play::start_picker;
use crate::play::verdict::Verdict;
use crate::search::problem::{Goal, Problem};
use crate::search::solve::{group_moves, walk_down};
use pegsol_base::geometry::format_jump;
use pegsol_base::geometry::{builtin_board, BOARD_IDS};
use pegsol_base::geometry::{Board, Jump};
use pegsol_base::message::truncate;

/// Verdicts `reachable_finishes` may ask: keeps a jump's redraw within a frame or two in the
/// browser; early in a game the answer is then "cannot tell yet".
const FINISHES_BUDGET: usize = 4_000;

/// What hovering a peg shows (`Game::peg_hint`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PegHint {
    /// Each hole the peg can jump to now, with whether the goal can still be reached after
    /// that jump (`None` when the game has no hints).
    pub landings: Vec<(u8, Option<bool>)>,
    /// Every jump of this peg loses (and it has at least one).
    pub bomb: bool,
}

/// The built-in board `board_id`, or an error listing the known ones.
pub fn known_board(board_id: &str) -> Result<Board, String> {
    // In any case, as hole names are: a link typed by hand may say `#game=French`.
    builtin_board(&board_id.trim().to_ascii_lowercase()).ok_or_else(|| {
        format!(
            "unknown board '{}' (known: {})",
            truncate(board_id),
            BOARD_IDS.join(", ")
        )
    })
}

pub struct Game {
    pub(super) board: Board,
    pub(super) problem: Problem,
    pub(super) hints: Result<Hints, NoHints>,
    pub(super) history: Vec<Jump>,
    redo: Vec<Jump>,
    /// `winning[k]`: whether the goal was reachable after k jumps (`None` without hints, or
    /// where a live search could not tell).
    pub(super) winning: Vec<Option<bool>>,
    pub(super) position: u64,
    /// Positions `search_further` has visited since the game last changed.
    pub(super) looked_back: usize,
    /// The live search's `live_memory_forgotten` count when `looked_back` was last counted.
    pub(super) look_back_memory: usize,
    /// Times `looked_back` started over since the game last changed (see `search_further`).
    pub(super) look_back_restarts: u8,
}

impl Game {
    /// A new game on a built-in board.
    pub fn new(board_id: &str, start: &str, mode: &str) -> Result<Game, String> {
        Game::on_board(known_board(board_id)?, start, mode)
    }

    /// A new game on any board (a built-in one, or one read from a layout).
    pub fn on_board(board: Board, start: &str, mode: &str) -> Result<Game, String> {
        let start_hole = board
            .hole_by_name(start)
            .ok_or_else(|| format!("no hole named '{start}' on this board"))?;
        let goal = parse_mode(&board, mode)?;
        let problem = Problem::new(&board, start_hole, goal)?;
        let hints = hints_for(&board, problem);
        let position = problem.start_position(&board);
        let mut game = Game {
            board,
            problem,
            hints,
            history: Vec::new(),
            redo: Vec::new(),
            winning: Vec::new(),
            position,
            looked_back: 0,
            look_back_memory: 0,
            look_back_restarts: 0,
        };
        game.winning.push(game.is_winning(position));
        Ok(game)
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
    /// The jumps Redo would make, the next one last.
    pub fn redo_jumps(&self) -> &[Jump] {
        &self.redo
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
    /// Whether hints are available, or why not.
    pub fn hints(&self) -> Result<&Hints, &NoHints> {
        self.hints.as_ref()
    }

    /// The hint file this game's hints come from, when it is one fetched on demand (loaded or
    /// not yet).
    pub fn hint_file(&self) -> Option<&'static pegsol_base::storage::HintFileInfo> {
        hint_source::hint_file_of(&self.board, &self.problem)
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
        self.restart_look_back();
        Ok(())
    }

    pub fn undo(&mut self) -> bool {
        let Some(jump) = self.history.pop() else {
            return false;
        };
        self.position ^= jump.mask();
        self.winning.pop();
        self.restart_look_back();
        self.redo.push(jump);
        true
    }

    pub fn redo(&mut self) -> bool {
        let Some(&jump) = self.redo.last() else {
            return false;
        };
        self.jump(jump.from, jump.to).is_ok()
    }

    /// Back to the start. Like undoing every jump, so Redo brings the game back: a reset
    /// by mistake costs nothing.
    pub fn reset(&mut self) {
        while self.undo() {}
    }

    /// The hint for one candidate jump: can the goal still be reached after it? `None` when
    /// the hints cannot tell (yet): a live search above its peg count or out of its budget.
    /// An error for a jump that is not legal, or a game without hints.
    pub fn problem_is_solvable(&self, from: u8, to: u8) -> Result<Option<bool>, String> {
        let jump = self.legal(from, to)?;
        let hints = self.hints.as_ref().map_err(|e| e.to_string())?;
        Ok(hints
            .problem_is_solvable(self.position ^ jump.mask())
            .known())
    }

    /// Why a live search gave no answer.
    fn cannot_tell(&self, hints: &Hints) -> String {
        match hints.live_max_pegs() {
            _ if hints.live_search().is_some_and(|l| l.thinks_elsewhere()) => {
                "the hints are still working it out".into()
            }
            Some(n) if self.position.count_ones() as usize > n + 1 => {
                format!("the hints on this board start from {} pegs", n + 1)
            }
            _ => "the hints could not tell in the time allowed".into(),
        }
    }

    /// When the hints are a live search and no jump from this position can be marked yet (the
    /// positions the jumps lead to have more pegs than it searches): the number of pegs on the
    /// board from which the jumps are marked, one more than the search's own limit, as the
    /// page's counter will show it then (the page says "hints from N pegs").
    /// While a hint file arrives, its levels may mark such jumps already: then `None` too.
    pub fn hints_from(&self) -> Option<usize> {
        let hints = self.hints.as_ref().ok()?;
        let n = hints.live_max_pegs()?;
        let beyond = self.position.count_ones() as usize > n + 1;
        let from_file = || {
            self.board
                .legal_jumps(self.position)
                .any(|j| hints.arrived_verdict(self.position ^ j.mask()) != Verdict::Unknown)
        };
        (beyond && !from_file()).then_some(n + 1)
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
        let jumps: Vec<Jump> = self.board.legal_jumps(self.position).collect();
        self.with_verdicts(jumps)
    }

    /// Each jump with its verdict, from one search (`None` without hints).
    fn with_verdicts(&self, jumps: Vec<Jump>) -> Vec<(Jump, Option<bool>)> {
        let verdicts = match &self.hints {
            Ok(h) => h
                .are_solvable(jumps.iter().map(|j| self.position ^ j.mask()))
                .into_iter()
                .map(Verdict::known)
                .collect(),
            Err(_) => vec![None; jumps.len()],
        };
        jumps.into_iter().zip(verdicts).collect()
    }

    /// The hint for the peg on `hole`: each hole it can jump to now with that jump's verdict
    /// (`None` without hints), and whether it is a bomb: it can jump, hints are on, and every
    /// one of its jumps loses. An empty hole or a stuck peg has no landings and is no bomb.
    /// One call per hover: the page draws the marks from this alone.
    pub fn peg_hint(&self, hole: u8) -> Result<PegHint, String> {
        if hole as usize >= self.board.holes() {
            return Err(format!("hole {hole} is not on {}", self.board.id()));
        }
        let jumps: Vec<Jump> = self
            .board
            .jumps_from(hole)
            .filter(|j| j.is_legal(self.position))
            .collect();
        let landings: Vec<(u8, Option<bool>)> = self
            .with_verdicts(jumps)
            .into_iter()
            .map(|(j, verdict)| (j.to, verdict))
            .collect();
        let bomb = !landings.is_empty() && landings.iter().all(|&(_, v)| v == Some(false));
        Ok(PegHint { landings, bomb })
    }

    /// The holes of the pegs that can jump now, ascending.
    pub fn movable_pegs(&self) -> Vec<u8> {
        let mut pegs: Vec<u8> = self
            .board
            .legal_jumps(self.position)
            .map(|j| j.from)
            .collect();
        pegs.sort_unstable();
        pegs.dedup();
        pegs
    }

    /// Whether any jump is left on the board.
    pub fn can_jump(&self) -> bool {
        self.board.legal_jumps(self.position).next().is_some()
    }

    /// The last move: the holes the moving peg visited (`[from, to]` for one jump, more for a
    /// multi-jump move), empty before the first jump.
    pub fn last_move(&self) -> Vec<u8> {
        let moves = group_moves(&self.history);
        match moves.last() {
            None => Vec::new(),
            Some(m) => std::iter::once(m[0].from)
                .chain(m.iter().map(|j| j.to))
                .collect(),
        }
    }

    pub fn solve_from_here(&self) -> Result<Option<Vec<Jump>>, String> {
        let hints = self.hints.as_ref().map_err(|e| e.to_string())?;
        // `search_further` may have told what a hover's search cannot (a peg more).
        let known = self.winning[self.history.len()];
        match known.or_else(|| hints.problem_is_solvable(self.position).known()) {
            None => Err(self.cannot_tell(hints)),
            Some(false) => Ok(None),
            Some(true) => {
                // Each step down must be proven to win too. A live search's memory may have
                // been forgotten since this position was found winning with more pegs than a
                // hover searches, so a step it cannot tell at once gets the same deeper search.
                let mut left = LOOK_BACK_LIMIT;
                let line = walk_down(&self.board, self.position, |p| {
                    p == self.position
                        || hints.problem_is_solvable(p).is_solvable()
                        || hints.look_back_verdict(p, &mut left).is_solvable()
                });
                // The position is proven to win: a walk that finds no line ran out of time,
                // and must not read as "the goal cannot be reached". A search worker proves
                // some wins before their lines (an opening book's), and sends the lines after.
                let elsewhere = hints.live_search().is_some_and(|l| l.thinks_elsewhere());
                line.map(Some).ok_or_else(|| match elsewhere {
                    true => "the hints are still working out the winning line".into(),
                    false => "the hints could not find the winning line in the time allowed".into(),
                })
            }
        }
    }

    /// The problems this game's start can be played as: finishing where it started and
    /// anywhere when parity allows them and they are not known to be unwinnable from this start
    /// (unless one is this game's own), then finishing at each of `finish_options`.
    pub fn problem_options(&self) -> Vec<Problem> {
        let start = self.problem.start;
        [Goal::Complement, Goal::Anywhere]
            .into_iter()
            .filter(|&goal| {
                self.problem.goal == goal
                    || !start_picker::known_unwinnable(&self.board, start, goal)
            })
            .chain(self.finish_options().into_iter().map(Goal::Finish))
            .filter_map(|goal| Problem::new(&self.board, start, goal).ok())
            .collect()
    }

    /// The holes this game's start could choose to finish at instead (parity allows them, and
    /// hints for them can be had: computed on a small board, or from a hint file). A finish
    /// known to be unwinnable from this start (as the start picker knows it) is left out, unless
    /// it is this game's own: choosing it would only lose the game at once.
    pub fn finish_options(&self) -> Vec<u8> {
        let start = self.problem.start;
        if !hint_source::finishes_have_hints(&self.board, start) {
            return Vec::new();
        }
        pegsol_base::geometry::feasible_finishes(&self.board, start)
            .into_iter()
            .filter(|&h| h != start)
            .filter(|&h| {
                self.problem.goal == Goal::Finish(h)
                    || !start_picker::known_unwinnable(&self.board, start, Goal::Finish(h))
            })
            .collect()
    }

    /// Holes where a one-peg finish is still possible; `None` when it would take too long to
    /// tell (early in a big game) or there are no hints.
    pub fn reachable_finishes(&self) -> Option<Vec<u8>> {
        self.hints
            .as_ref()
            .ok()?
            .reachable_finishes(self.position, FINISHES_BUDGET)
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
