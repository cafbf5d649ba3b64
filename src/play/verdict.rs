//! A verdict on a position: can the goal still be reached from it? The hint engine answers
//! "solvable" or "unsolvable" only when it has proven the answer. When it has not (a live
//! search that ran out of budget, or a position with more pegs than it searches), it says
//! `Unknown`, and that is a third answer, never a guess at one of the other two.
//!
//! The positions asked about are positions of a game of the problem: reachable from its start.
//! The stored and computed winning sets hold exactly the winning positions among those, so a
//! position the start cannot reach may be called unsolvable by them though some other game
//! could finish from it.

use std::fmt;

/// Whether the goal can still be reached from a position, or that the engine does not know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Proven: some sequence of jumps reaches the goal.
    Solvable,
    /// Proven: no sequence of jumps reaches the goal.
    Unsolvable,
    /// Not decided: the search stopped before it could tell.
    Unknown,
}

impl Verdict {
    /// The verdict for an answer that may be missing (`None` is `Unknown`).
    pub fn from_known(known: Option<bool>) -> Verdict {
        match known {
            Some(true) => Verdict::Solvable,
            Some(false) => Verdict::Unsolvable,
            None => Verdict::Unknown,
        }
    }

    /// The proven answer, or `None` when it is not known.
    pub fn known(self) -> Option<bool> {
        match self {
            Verdict::Solvable => Some(true),
            Verdict::Unsolvable => Some(false),
            Verdict::Unknown => None,
        }
    }

    /// Proven solvable (`Unknown` is not).
    pub fn is_solvable(self) -> bool {
        self == Verdict::Solvable
    }

    /// Proven unsolvable (`Unknown` is not).
    pub fn is_unsolvable(self) -> bool {
        self == Verdict::Unsolvable
    }

    /// The word the `pegs verdicts` command prints for a jump leading to a position with this
    /// verdict: `good`, `bad` or `unknown`.
    pub fn jump_word(self) -> &'static str {
        match self {
            Verdict::Solvable => "good",
            Verdict::Unsolvable => "bad",
            Verdict::Unknown => "unknown",
        }
    }
}

impl From<bool> for Verdict {
    /// A proven answer.
    fn from(solvable: bool) -> Verdict {
        if solvable {
            Verdict::Solvable
        } else {
            Verdict::Unsolvable
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Solvable => "solvable",
            Verdict::Unsolvable => "unsolvable",
            Verdict::Unknown => "unknown",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_is_neither_solvable_nor_unsolvable() {
        let unknown = Verdict::from_known(None);
        assert_eq!(unknown, Verdict::Unknown);
        assert!(!unknown.is_solvable() && !unknown.is_unsolvable());
        assert_eq!(unknown.known(), None);
        assert_eq!(unknown.jump_word(), "unknown");
        for answer in [true, false] {
            let verdict = Verdict::from(answer);
            assert_eq!(verdict, Verdict::from_known(Some(answer)));
            assert_eq!(verdict.known(), Some(answer));
            assert_eq!(verdict.is_solvable(), answer);
            assert_eq!(verdict.is_unsolvable(), !answer);
        }
        assert_eq!(Verdict::Solvable.jump_word(), "good");
        assert_eq!(Verdict::Unsolvable.jump_word(), "bad");
    }
}
