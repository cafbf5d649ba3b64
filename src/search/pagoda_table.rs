//! The table of pagoda functions the searches use, checked against each board before use.
//!
//! The weights come from a linear program (`scripts/find-pagodas.py`), but nothing trusts it:
//! a vector is used only if no jump of its board raises its total (`is_pagoda`).

use pegsol_base::geometry::Board;

/// Pagoda functions by board and target hole: the weights of the holes in hole order (row by
/// row from the top, left to right; `/` only separates the rows for the reader).
const TABLE: &[(&str, &str, &[&str])] = &[(
    "english",
    "d4",
    &[
        "-1 0 -1 / 1 6 1 / -6 6 0 6 0 6 -6 / 0 1 1 2 1 1 0 / -6 6 0 6 0 6 -6 / 1 0 1 / -1 6 -1",
        "-6 0 -6 / 6 1 6 / -1 1 0 1 0 1 -1 / 0 6 6 2 6 6 0 / -1 1 0 1 0 1 -1 / 6 1 6 / -6 0 -6",
        "0 0 0 / 0 1 0 / -1 1 0 1 0 1 -1 / 0 2 0 2 0 2 0 / -1 1 0 1 0 1 -1 / 0 1 0 / 0 0 0",
        "-1 0 -1 / 1 2 1 / 0 0 0 0 0 0 0 / 0 1 1 2 1 1 0 / 0 0 0 0 0 0 0 / 1 2 1 / -1 0 -1",
        "-1 6 -1 / 1 0 1 / -6 6 0 6 0 6 -6 / 0 1 1 2 1 1 0 / -6 6 0 6 0 6 -6 / 1 6 1 / -1 0 -1",
        "-3 2 -1 / 3 2 1 / 0 0 0 0 0 0 0 / 0 3 3 2 1 1 0 / 0 0 0 0 0 0 0 / 3 2 1 / -3 2 -1",
        "-6 0 -6 / 6 1 6 / -1 1 0 1 0 1 -1 / 6 0 6 2 6 6 0 / -1 1 0 1 0 1 -1 / 6 1 6 / -6 0 -6",
        "-1 1 0 / 1 1 0 / -2 2 0 2 0 2 -2 / 0 2 1 3 0 3 0 / -2 2 0 2 0 2 -2 / 1 1 0 / -1 1 0",
        "-6 0 -6 / 6 1 6 / -1 1 0 1 0 1 -1 / 0 6 6 2 6 0 6 / -1 1 0 1 0 1 -1 / 6 1 6 / -6 0 -6",
        "0 0 0 / 0 1 0 / -1 1 0 1 0 1 -1 / 2 2 0 2 0 2 2 / -3 3 0 3 0 3 -3 / 0 0 0 / 0 3 0",
        "-1 0 -1 / 1 6 1 / -6 6 0 6 0 6 -6 / 0 1 1 2 1 1 0 / -6 6 0 6 0 6 -6 / 1 6 1 / -1 0 -1",
        "0 0 0 / 1 2 0 / 0 0 0 0 0 0 0 / 0 1 1 2 0 2 0 / 0 0 0 0 0 0 0 / 1 2 0 / -1 1 0",
        "0 1 -1 / 0 2 1 / 0 0 0 0 0 0 0 / 0 2 0 2 1 1 0 / 0 0 0 0 0 0 0 / 0 2 1 / 0 0 0",
        "-3 2 -1 / 3 2 1 / 0 0 0 0 0 0 0 / 3 0 3 2 1 1 0 / 0 0 0 0 0 0 0 / 3 2 1 / -3 2 -1",
        "-2 0 -2 / 2 2 2 / -1 1 0 1 0 1 -1 / 1 1 2 3 2 1 1 / 0 0 0 0 0 0 0 / 2 3 2 / -2 0 -2",
        "-5 2 -3 / 5 2 3 / -4 4 0 4 0 4 -4 / 0 5 5 6 3 3 0 / -4 4 0 4 0 4 -4 / 5 2 3 / -5 2 -3",
    ],
)];

/// Whether `weights` (one per hole) is a pagoda function of the board: no jump raises the total.
pub fn is_pagoda(board: &Board, weights: &[i32]) -> bool {
    weights.len() == board.holes()
        && board
            .jumps()
            .iter()
            .all(|j| weights[j.from as usize] + weights[j.over as usize] >= weights[j.to as usize])
}

/// The table's weight vectors for this board, only those that parse and pass `is_pagoda`.
pub(crate) fn table_weights(board: &Board) -> Vec<(u8, Vec<i32>)> {
    let mut out = Vec::new();
    for (_, target, texts) in TABLE.iter().filter(|(id, _, _)| *id == board.id()) {
        let Some(target) = board.hole_by_name(target) else {
            continue;
        };
        for weights in texts.iter().filter_map(|text| parse_weights(text)) {
            if is_pagoda(board, &weights) {
                out.push((target, weights));
            }
        }
    }
    out
}

/// One table line's weights; `None` if a number does not parse.
fn parse_weights(text: &str) -> Option<Vec<i32>> {
    text.split_whitespace()
        .filter(|t| *t != "/")
        .map(|t| t.parse().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use pegsol_base::geometry::builtin_board;

    #[test]
    fn every_table_entry_is_a_pagoda_of_its_board() {
        for (id, target, texts) in TABLE {
            let board = builtin_board(id).unwrap();
            assert!(board.hole_by_name(target).is_some(), "{id} {target}");
            for text in texts.iter() {
                let weights = parse_weights(text).expect("numbers");
                assert!(is_pagoda(&board, &weights), "{id} {target}: {text}");
            }
        }
        let english = builtin_board("english").unwrap();
        assert_eq!(table_weights(&english).len(), table_vectors());
    }

    /// The number of weight vectors in the table.
    fn table_vectors() -> usize {
        TABLE.iter().map(|(_, _, texts)| texts.len()).sum()
    }

    /// The child's verdict from the parent's totals plus the jump's change is the verdict on
    /// the child itself (the central game's table fits one group of lanes).
    #[test]
    fn a_weight_vector_that_a_jump_raises_is_refused() {
        let board = builtin_board("english").unwrap();
        let mut weights = vec![0; board.holes()];
        weights[board.hole_by_name("d4").unwrap() as usize] = 1;
        assert!(!is_pagoda(&board, &weights), "d2-d4 raises the total");
        assert!(is_pagoda(&board, &vec![1; board.holes()]));
    }
}
