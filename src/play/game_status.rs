//! Where a game stands: playing, won, stuck, or lost and after which jump, and the search
//! between jumps (`search_further`) that finds out what a hover's live search could not tell,
//! such as the jump that lost a game found lost only later.

use crate::play::game::Game;
use crate::play::hint_source::NoHints;
use crate::play::hints::{Hints, LOOK_BACK_LIMIT, LOOK_BACK_PEGS};
use crate::search::problem::Problem;
use pegsol_base::geometry::Board;

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Jumps are left and (as far as the hints know) the goal can still be reached.
    Playing,
    /// One peg left, on a winning hole.
    Won,
    /// The goal cannot be reached any more; `after` jumps were made when it was lost (with
    /// live hints: when that was found out, see `Game::losing_jump`).
    Lost { after: usize },
    /// No jump is left and the game is not won (and hints were off or unavailable).
    Stuck,
}

/// How many times a search between jumps may start its budget over because the live search's
/// memory was full and forgotten: enough for a long game's full memory, and a bound, so the
/// search always ends.
const LOOK_BACK_RESTARTS: u8 = 2;

/// The hints of `problem`: where they come from a file not loaded whole yet, on a board too
/// big to compute, the file's levels checked so far and a live search meanwhile
/// (`reload_hints` puts the whole file's in their place).
pub(super) fn hints_for(board: &Board, problem: Problem) -> Result<Hints, NoHints> {
    match Hints::new(board.clone(), problem) {
        Err(no_hints @ NoHints::NotLoaded { .. }) => {
            Hints::while_loading(board.clone(), problem).ok_or(no_hints)
        }
        other => other,
    }
}

impl Game {
    pub fn status(&self) -> Status {
        if self.problem.is_won(&self.board, self.position) {
            return Status::Won;
        }
        if let Some(k) = self.winning.iter().position(|&w| w == Some(false)) {
            return Status::Lost { after: k };
        }
        if !self.can_jump() {
            return Status::Stuck;
        }
        Status::Playing
    }

    /// The number of jumps after which the goal was lost, when that is known: the game is lost
    /// and the position before it was known to win (or it is the start). A live search may
    /// only find out later that an earlier jump lost the game.
    pub fn losing_jump(&self) -> Option<usize> {
        let Status::Lost { after } = self.status() else {
            return None;
        };
        (after == 0 || self.winning[after - 1] == Some(true)).then_some(after)
    }

    /// Undoes jumps back to the last position from which the goal could still be reached (the
    /// position before the losing jump). Returns how many jumps were undone.
    pub fn undo_to_winning(&mut self) -> usize {
        let Some(after) = self.losing_jump() else {
            return 0;
        };
        let mut undone = 0;
        while self.history.len() >= after && after > 0 && self.undo() {
            undone += 1;
        }
        undone
    }

    /// Whether the hints cannot tell (yet) if this position still reaches the goal: a live
    /// search above its peg count or out of budget; `search_further` may tell later.
    pub fn undecided(&self) -> bool {
        self.hints.is_ok() && self.winning[self.history.len()].is_none()
    }

    /// What a hover's live search could not tell, searched a slice of at most `budget`
    /// positions at a time. First the current position, when it has one peg more than a hover
    /// searches (its jumps are marked, so the status should agree with them). Then, for a game
    /// found lost only some jumps after the losing one (the position before was too big to
    /// search), the positions before, with up to LOOK_BACK_PEGS pegs more, back to one that
    /// still wins: the jump after it lost the game. The search keeps what it learns, so the
    /// next call goes on where this one stopped. Returns whether another call may still tell
    /// more (the page calls it in slices between frames, so no click waits for it).
    pub fn search_further(&mut self, budget: usize) -> bool {
        let Ok(hints) = &self.hints else {
            return false;
        };
        let Some(live_pegs) = hints.live_max_pegs() else {
            return false;
        };
        // The live search's memory filled up and was forgotten since the last call (a long
        // game, many hovers), and with it what this search had found so far: give it its
        // budget again, or a position a fresh search decides would stay undecided (the status
        // said the goal was open while every jump was marked losing).
        let forgotten = hints.live_memory_forgotten();
        if forgotten != self.look_back_memory {
            self.look_back_memory = forgotten;
            if self.looked_back > 0 && self.look_back_restarts < LOOK_BACK_RESTARTS {
                self.looked_back = 0;
                self.look_back_restarts += 1;
            }
        }
        let mut left = budget.min(LOOK_BACK_LIMIT.saturating_sub(self.looked_back));
        let mut positions = vec![self.problem.start_position(&self.board)];
        for j in &self.history {
            positions.push(positions[positions.len() - 1] ^ j.mask());
        }
        let now = self.history.len();
        let first_lost = self.winning.iter().position(|&w| w == Some(false));
        let mut k = match first_lost {
            Some(lost) => lost,
            None if self.winning[now].is_none()
                && positions[now].count_ones() as usize <= live_pegs + 1 =>
            {
                // Every jump from here already known to lose (the hovers found each peg a
                // bomb): lost, with no search, and the look back starts here.
                if self.every_jump_known_lost(hints, positions[now]) {
                    self.winning[now] = Some(false);
                    now
                } else {
                    // The current position, as if it were the one before a loss.
                    now + 1
                }
            }
            None => return false,
        };
        while k > 0 && self.winning[k - 1].is_none() {
            let before = positions[k - 1];
            if before.count_ones() as usize > live_pegs + LOOK_BACK_PEGS || left == 0 {
                return false;
            }
            let spent_before = left;
            let verdict = hints.look_back_verdict(before, &mut left).known();
            self.looked_back += spent_before - left;
            match verdict {
                Some(wins) => {
                    self.winning[k - 1] = Some(wins);
                    k -= 1;
                    if wins {
                        return false;
                    }
                }
                None => return self.looked_back < LOOK_BACK_LIMIT,
            }
        }
        false
    }

    /// Reads again, from what the hints know now (no search), whether each position of the
    /// game wins where that was not known: after a search elsewhere passed on what it proved
    /// (`Game::learn_thoughts`), or levels of a hint file arrived (`reload_hints`). A position
    /// every jump of which is known to lose is lost.
    pub(super) fn recount_winning(&mut self) {
        let Ok(hints) = &self.hints else {
            return;
        };
        let mut position = self.problem.start_position(&self.board);
        for k in 0..self.winning.len() {
            if self.winning[k].is_none() {
                self.winning[k] = hints
                    .known_verdict(position)
                    .known()
                    .or_else(|| self.every_jump_known_lost(hints, position).then_some(false));
            }
            if let Some(jump) = self.history.get(k) {
                position ^= jump.mask();
            }
        }
    }

    /// Whether `position` has a jump and every one is known to lose (no search): then it
    /// loses too.
    fn every_jump_known_lost(&self, hints: &Hints, position: u64) -> bool {
        let mut children = self
            .board
            .legal_jumps(position)
            .map(|j| position ^ j.mask());
        let mut any = false;
        children.all(|c| {
            any = true;
            hints.known_verdict(c).is_unsolvable()
        }) && any
    }

    /// Turns the stored hints on once their file has been loaded, in place of none or of the
    /// levels and live search used meanwhile (a no-op when they are on already); while the
    /// file arrives, takes in the levels checked since the last call. The game itself is
    /// unchanged; the record of which jumps lost the game is recomputed. Returns whether hints
    /// are on.
    pub fn reload_hints(&mut self) -> bool {
        let file_arrived = self
            .hint_file()
            .is_some_and(|f| crate::data::hint_files::loaded(f.file));
        let interim = matches!(&self.hints, Ok(hints) if hints.live_max_pegs().is_some());
        let replace = self.hints.is_err() || (interim && file_arrived);
        if interim && !replace {
            // The interim source answers from the file's levels as they come: what it could
            // not tell before may be known now (no search: the levels, or what the live
            // search remembers). The live search and what it learnt stay.
            self.recount_winning();
        }
        if replace {
            self.hints = hints_for(&self.board, self.problem);
            let mut position = self.problem.start_position(&self.board);
            self.winning = vec![self.is_winning(position)];
            for j in self.history.clone() {
                position ^= j.mask();
                self.winning.push(self.is_winning(position));
            }
            self.restart_look_back();
        }
        self.hints.is_ok()
    }

    pub(super) fn is_winning(&self, position: u64) -> Option<bool> {
        self.hints
            .as_ref()
            .ok()?
            .problem_is_solvable(position)
            .known()
    }

    /// The game changed: `search_further` starts afresh, with its whole budget.
    pub(super) fn restart_look_back(&mut self) {
        self.looked_back = 0;
        self.look_back_restarts = 0;
        self.look_back_memory = self.live_memory_forgotten();
    }

    fn live_memory_forgotten(&self) -> usize {
        self.hints
            .as_ref()
            .map_or(0, |hints| hints.live_memory_forgotten())
    }
}
