//! The hint-file source: a problem type's reach masks, from the hint file fetched for it on
//! demand (`type_data.rs`): for each stored orbit, the finishes it can reach and the starts it
//! can be reached from. It answers from the levels of the file checked so far
//! (`data::hint_files`), and says "not loaded yet" for the others.

use crate::data::hint_files;
use crate::play::sources::stored::{BoardTables, StoredSets};
use crate::search::problem::{Goal, Problem};
use pegsol_base::geometry::Board;
use pegsol_base::storage::type_data::level_tag;
use pegsol_base::storage::HintFileInfo;
use std::sync::Arc;

/// A hint file (loaded, or arriving) and the tables to look positions up in it.
pub(crate) struct FileSets {
    pub(crate) info: &'static HintFileInfo,
    pub(crate) tables: Arc<BoardTables>,
}

impl StoredSets for FileSets {
    fn half(&self) -> usize {
        // A checkpoint for the header, then one for each level.
        self.info.checkpoints.len() - 1
    }

    fn wins(
        &self,
        board: &Board,
        problem: &Problem,
        x: u64,
        n: usize,
        complemented: bool,
    ) -> Option<bool> {
        let (header, level) = hint_files::level(self.info.file, n)?;
        let tables = &self.tables;
        let (code, g) = board.mincode_with_symmetry(&tables.full, x);
        let Some(tag) = level_tag(level, &tables.ranker, &tables.masks, code, n) else {
            return Some(false);
        };
        let (starts, finishes) = header.reach_masks(tag);
        // The position is reachable from the game's start, so it wins when it can reach the
        // finish: with few pegs, a finish of its own; with many, a start of its complement
        // (the complement is what was looked up).
        let reaches = if complemented { starts } else { finishes };
        let on_representative = |h: u8| reaches >> board.symmetry(g).hole(h) & 1 == 1;
        Some(match problem.goal {
            Goal::Anywhere => true,
            Goal::Complement => on_representative(problem.start),
            Goal::Finish(f) => on_representative(f),
        })
    }

    fn hint_file(&self) -> Option<&'static str> {
        Some(self.info.file)
    }
}
