//! A peg solitaire problem: a starting vacancy and a goal.

use pegsol_base::geometry::Board;
use pegsol_base::geometry::Group;
use pegsol_base::geometry::{class_masks, is_feasible_pair, position_class};

/// Where the last peg must end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Finish on the starting vacancy (a complement problem).
    Complement,
    /// Finish on this hole.
    Finish(u8),
    /// Finish with one peg anywhere.
    Anywhere,
}

impl Goal {
    /// The goal as a game from `start` has it: finishing on the start itself is the complement
    /// problem, however it was asked for.
    pub fn from_start(self, start: u8) -> Goal {
        match self {
            Goal::Finish(f) if f == start => Goal::Complement,
            other => other,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Problem {
    pub start: u8,
    pub goal: Goal,
}

/// The sets a level search runs between: positions to start from and positions to reach, and
/// the symmetries that map both sets onto themselves (by which every level is reduced).
#[derive(Clone, Debug)]
pub struct Search {
    pub starts: Vec<u64>,
    pub finishes: Vec<u64>,
    pub group: Group,
}

impl Problem {
    /// A problem, refused when the parity rules (position classes) rule it out.
    pub fn new(board: &Board, start: u8, goal: Goal) -> Result<Problem, String> {
        let n = board.holes() as u8;
        if start >= n {
            return Err(format!("hole {start} is not on {}", board.id()));
        }
        let goal = goal.from_start(start);
        match goal {
            Goal::Finish(f) if f >= n => return Err(format!("hole {f} is not on {}", board.id())),
            Goal::Finish(f) if !is_feasible_pair(board, start, f) => {
                return Err(format!(
                    "a game started at {} cannot end with its last peg on {} (ruled out by parity)",
                    board.name(start),
                    board.name(f)
                ))
            }
            Goal::Complement if !is_feasible_pair(board, start, start) => {
                return Err(format!(
                "a game started at {0} cannot end with its last peg on {0} (ruled out by parity)",
                board.name(start),
            ))
            }
            Goal::Anywhere if pegsol_base::geometry::feasible_finishes(board, start).is_empty() => {
                return Err(format!(
                    "with {} vacant no one-peg finish is possible on this board (parity rules out \
                     every hole)",
                    board.name(start),
                ))
            }
            _ => {}
        }
        Ok(Problem { start, goal })
    }

    pub fn start_position(&self, board: &Board) -> u64 {
        board.full() ^ (1 << self.start)
    }

    /// The one-peg positions that count as a win.
    pub fn finish_holes(&self, board: &Board) -> Vec<u8> {
        match self.goal {
            Goal::Complement => vec![self.start],
            Goal::Finish(f) => vec![f],
            Goal::Anywhere => {
                let masks = class_masks(board);
                let class = position_class(&masks, self.start_position(board));
                (0..board.holes() as u8)
                    .filter(|&h| position_class(&masks, 1 << h) == class)
                    .collect()
            }
        }
    }

    /// The problem's own symmetries: those fixing its start and its finish set.
    pub fn group(&self, board: &Board) -> Group {
        match self.goal {
            Goal::Finish(f) => board.stabilizer(&[self.start, f]),
            // A symmetry fixing the start fixes its position class, hence the finish set.
            Goal::Complement | Goal::Anywhere => board.stabilizer(&[self.start]),
        }
    }

    pub fn search(&self, board: &Board, raw: bool) -> Search {
        Search {
            starts: vec![self.start_position(board)],
            finishes: self
                .finish_holes(board)
                .into_iter()
                .map(|h| 1u64 << h)
                .collect(),
            group: if raw {
                Group::identity()
            } else {
                self.group(board)
            },
        }
    }

    /// Whether a one-peg position wins this problem.
    pub fn is_won(&self, board: &Board, position: u64) -> bool {
        position.count_ones() == 1
            && self
                .finish_holes(board)
                .contains(&(position.trailing_zeros() as u8))
    }
}
