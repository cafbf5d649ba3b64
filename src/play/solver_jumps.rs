//! Which jumps of a game's line "Solve from here" made rather than the player. The page says
//! "Solve from here played this" and reports `solver: true` in its `end` event from this
//! record, so it follows every jump, undo and redo, and comes back with a saved game.
//!
//! The line is the game's jumps with its redo list after them (the state ahead): undo and
//! redo move along it without changing who made which jump. A player's jump at index `k`
//! replaces the line from `k` on, so the solver's marks from `k` on go with it.

use crate::play::state_string::StateParts;

/// The indices (ascending, no repeats) of the solver's jumps in a game's line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SolverJumps {
    indices: Vec<usize>,
}

impl SolverJumps {
    /// A record checked for use: indices not ascending, or repeated, are put in order.
    pub fn from_indices(mut indices: Vec<usize>) -> SolverJumps {
        indices.sort_unstable();
        indices.dedup();
        SolverJumps { indices }
    }

    pub fn indices(&self) -> &[usize] {
        &self.indices
    }

    /// The player jumped at index `at`: the line from there on is new, and the player's.
    pub fn player_jumped(&mut self, at: usize) {
        self.indices.retain(|&i| i < at);
    }

    /// Solve from here jumped at index `at`: the line from there on is new, that jump the
    /// solver's.
    pub fn solver_jumped(&mut self, at: usize) {
        self.player_jumped(at);
        self.indices.push(at);
    }

    /// The first of the solver's jumps among the `played` jumps made so far, if any: where the
    /// status says Solve took over.
    pub fn first_played(&self, played: usize) -> Option<usize> {
        self.indices.first().copied().filter(|&i| i < played)
    }

    /// The solver's jumps of a saved record (`record_line`, a state with its redo list, and its
    /// indices) that are also jumps of `line`: the two lines' shared first jumps are the same
    /// jumps, so the solver's among them are the solver's still. Nothing from a record of
    /// another board or start, or of a line that went another way before them.
    pub fn from_record(record_line: &str, indices: &[usize], line: &str) -> SolverJumps {
        let (had, has) = (StateParts::parse(record_line), StateParts::parse(line));
        if had.board != has.board || had.start != has.start {
            return SolverJumps::default();
        }
        let (had_jumps, has_jumps) = (had.jumps.unwrap_or_default(), has.jumps.unwrap_or_default());
        let shared = had_jumps
            .iter()
            .zip(&has_jumps)
            .take_while(|(a, b)| a == b)
            .count();
        SolverJumps::from_indices(indices.iter().copied().filter(|&i| i < shared).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_players_jump_takes_the_solvers_marks_from_there_on() {
        let mut s = SolverJumps::default();
        s.player_jumped(0);
        s.solver_jumped(1);
        s.solver_jumped(2);
        s.solver_jumped(3);
        assert_eq!(s.indices(), [1, 2, 3]);
        assert_eq!(s.first_played(4), Some(1));
        // Undone back to one jump: the solver has not played yet.
        assert_eq!(s.first_played(1), None);
        // The player jumps at 2 instead of redoing: 2 and 3 were the old line's.
        s.player_jumped(2);
        assert_eq!(s.indices(), [1]);
        // Solve again at 1 (after undoing to it): the line from 1 is the solver's new one.
        s.solver_jumped(1);
        assert_eq!(s.indices(), [1]);
    }

    #[test]
    fn a_record_counts_only_on_the_jumps_both_lines_share() {
        let record = "english:d4:complement:f4-d4,d5-d3,b4-d4,d2-d4";
        let line = "english:d4:anywhere:f4-d4,d5-d3,c5-c3";
        let s = SolverJumps::from_record(record, &[1, 2, 3], line);
        assert_eq!(s.indices(), [1]);
        // The finish may differ (the same jumps); the start may not.
        assert!(
            SolverJumps::from_record(record, &[0, 1], "english:c4:complement:f4-d4")
                .indices()
                .is_empty()
        );
        assert!(
            SolverJumps::from_record(record, &[0], "French:d4:complement:f4-d4")
                .indices()
                .is_empty()
        );
        // A record's indices out of order or repeated are put right.
        assert_eq!(
            SolverJumps::from_record(record, &[3, 0, 3], record).indices(),
            [0, 3]
        );
    }
}
