//! The hint-file source: a problem type's reach masks, from the hint file fetched for it on
//! demand (`type_data.rs`): for each stored orbit, the finishes it can reach and the starts it
//! can be reached from.

use crate::play::sources::stored::{BoardTables, StoredSets};
use crate::search::problem::{Goal, Problem};
use pegsol_base::geometry::Board;
use pegsol_base::storage::TypeData;
use std::sync::Arc;

/// A loaded hint file and the tables to look positions up in it.
pub(crate) struct FileSets {
    pub(crate) data: &'static TypeData,
    pub(crate) file: &'static str,
    pub(crate) tables: Arc<BoardTables>,
}

impl StoredSets for FileSets {
    fn half(&self) -> usize {
        self.data.half
    }

    fn wins(&self, board: &Board, problem: &Problem, x: u64, n: usize, complemented: bool) -> bool {
        let tables = &self.tables;
        let (code, g) = board.mincode_with_symmetry(&tables.full, x);
        let Some((starts, finishes)) = self.data.reach(&tables.ranker, &tables.masks, code, n)
        else {
            return false;
        };
        // The position is reachable from the game's start, so it wins when it can reach the
        // finish: with few pegs, a finish of its own; with many, a start of its complement
        // (the complement is what was looked up).
        let reaches = if complemented { starts } else { finishes };
        let on_representative = |h: u8| reaches >> board.symmetry(g).hole(h) & 1 == 1;
        match problem.goal {
            Goal::Anywhere => true,
            Goal::Complement => on_representative(problem.start),
            Goal::Finish(f) => on_representative(f),
        }
    }

    fn hint_file(&self) -> Option<&'static str> {
        Some(self.file)
    }
}
