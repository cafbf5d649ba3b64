//! The embedded source: the winning sets built into the module for the central problem type
//! of a built-in board (`hint_data.rs`), and how one problem's positions are looked up in them
//! (a `Query`).

use crate::play::sources::stored::{lookup_tables, BoardTables, StoredSets};
use crate::search::problem::{Goal, Problem};
use pegsol_base::geometry::{position_class, Board, Group};
use pegsol_base::storage::hint_data::slot_of;
use pegsol_base::storage::HintData;
use std::sync::Arc;

/// How a position is looked up in the embedded data.
pub(crate) enum Query {
    /// Any orbit of the any-finish set.
    AnyOrbit,
    /// An orbit tagged with this (non-degenerate) problem's bit.
    Tagged(u32),
    /// An orbit tagged with the bit of the start hole as seen on its representative
    /// (`HintData::by_hole`).
    ByHole,
    /// A degenerate problem's own set: map by `symmetry` (start onto the stored start), then
    /// reduce by the problem's own group.
    Own {
        problem: usize,
        symmetry: usize,
        group: Group,
    },
    /// A degenerate problem kept as two orbit tag bits: map by `symmetry`, then the slot of the
    /// mapped position under `flip` picks the bit.
    Slot {
        bit: u32,
        symmetry: usize,
        flip: usize,
    },
}

/// The embedded data, the tables to look positions up in it, and the query for one problem.
pub(crate) struct EmbeddedSets {
    data: &'static HintData,
    tables: Arc<BoardTables>,
    query: Query,
}

impl EmbeddedSets {
    /// The embedded lookup that answers `problem`, if the data covers it.
    pub(crate) fn new(
        board: &Board,
        data: &'static HintData,
        problem: &Problem,
    ) -> Option<EmbeddedSets> {
        let tables = lookup_tables(board);
        let query = embedded_query(board, &tables, data, problem)?;
        Some(EmbeddedSets {
            data,
            tables,
            query,
        })
    }
}

impl StoredSets for EmbeddedSets {
    fn half(&self) -> usize {
        self.data.half
    }

    fn wins(&self, board: &Board, problem: &Problem, x: u64, n: usize, _: bool) -> Option<bool> {
        // Every level of the embedded sets is always there.
        Some(self.wins_embedded(board, problem, x, n))
    }

    fn is_embedded(&self) -> bool {
        true
    }
}

impl EmbeddedSets {
    fn wins_embedded(&self, board: &Board, problem: &Problem, x: u64, n: usize) -> bool {
        let (data, tables) = (self.data, &*self.tables);
        match &self.query {
            Query::AnyOrbit => orbit_tag(data, tables, board, x, n).is_some(),
            Query::ByHole => {
                let (code, g) = board.mincode_with_symmetry(&tables.full, x);
                let start = board.symmetry(g).hole(problem.start);
                let bit = data.problems.iter().position(|p| p.start == start);
                code_tag(data, tables, code, n)
                    .zip(bit)
                    .is_some_and(|(t, bit)| t >> bit & 1 == 1)
            }
            Query::Tagged(bit) => {
                orbit_tag(data, tables, board, x, n).is_some_and(|t| t >> bit & 1 == 1)
            }
            Query::Slot {
                bit,
                symmetry,
                flip,
            } => {
                let y = board.symmetry(*symmetry).apply(x);
                let slot = slot_of(board, *flip, y);
                orbit_tag(data, tables, board, x, n).is_some_and(|t| t >> (bit + slot) & 1 == 1)
            }
            Query::Own {
                problem,
                symmetry,
                group,
            } => {
                let y = board.mincode(group, board.symmetry(*symmetry).apply(x));
                data.own[*problem]
                    .as_ref()
                    .is_some_and(|sets| sets[n].contains(tables.ranker.rank(y, n as u32)))
            }
        }
    }
}

/// The query that answers `problem` in the embedded data, if the data covers it.
fn embedded_query(
    board: &Board,
    tables: &BoardTables,
    data: &HintData,
    problem: &Problem,
) -> Option<Query> {
    if !tables.central_starts.contains(&problem.start) {
        return None;
    }
    match problem.goal {
        Goal::Anywhere => Some(Query::AnyOrbit),
        Goal::Finish(_) => None,
        Goal::Complement if data.by_hole => Some(Query::ByHole),
        Goal::Complement => data.problems.iter().enumerate().find_map(|(i, p)| {
            let symmetry = (0..board.symmetries().len())
                .find(|&g| board.symmetry(g).hole(problem.start) == p.start)?;
            Some(
                if let (Some(bit), Some(flip)) = (
                    p.slot_bit,
                    pegsol_base::storage::hint_data::slot_flip(board, p.start),
                ) {
                    Query::Slot {
                        bit,
                        symmetry,
                        flip,
                    }
                } else if p.degenerate {
                    Query::Own {
                        problem: i,
                        symmetry,
                        group: board.stabilizer(&[p.start]),
                    }
                } else {
                    Query::Tagged(i as u32)
                },
            )
        }),
    }
}

/// The tag of the orbit of `x` (n pegs), if it is stored.
fn orbit_tag(
    data: &HintData,
    tables: &BoardTables,
    board: &Board,
    x: u64,
    n: usize,
) -> Option<u32> {
    code_tag(data, tables, board.mincode(&tables.full, x), n)
}

/// The tag of the orbit with representative `code` (n pegs), if it is stored.
fn code_tag(data: &HintData, tables: &BoardTables, code: u64, n: usize) -> Option<u32> {
    let class = position_class(&tables.masks, code);
    let partition = data.orbits[n].iter().find(|p| p.class == class)?;
    let index = partition.set.index_of(tables.ranker.rank(code, n as u32))?;
    Some(partition.tags.get(index))
}
