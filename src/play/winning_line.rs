//! The winning line a thinker (`play::thinker`) sends with a win, so that "Solve from here"
//! can play it: from what its search remembers, and searched on from there.

use crate::search::live::LiveSearch;
use pegsol_base::geometry::Board;

/// A winning line from `position`, known to win, down to one peg on a finish: as far as the
/// search's memory holds it, and searched on from there (its memory may have been forgotten
/// since the position was decided, and an opening book proves wins without a line) within
/// `left`. `None` when `left` runs out first.
pub(crate) fn complete_line(
    board: &Board,
    search: &LiveSearch,
    position: u64,
    left: &mut usize,
) -> Option<Vec<u64>> {
    let mut line = search.winning_line(position);
    if line.is_empty() {
        // Known to win, but forgotten since (the memory is bounded): searched from itself.
        line.push(position);
    }
    loop {
        let last = *line.last().expect("the line has its start");
        if last.count_ones() == 1 {
            return Some(line);
        }
        // Each step adds a position a peg further down, so the line ends.
        let child = winning_child(board, search, last, left)?;
        let rest = search.winning_line(child);
        if rest.is_empty() {
            line.push(child);
        } else {
            line.extend(rest);
        }
    }
}

/// A child of `position` (known to win) that wins. The children are searched in turn with a
/// growing share each: one of them wins, and a loser first in line may take far longer to
/// prove lost than the winner behind it takes to find (what is learnt on the way is kept).
fn winning_child(
    board: &Board,
    search: &LiveSearch,
    position: u64,
    left: &mut usize,
) -> Option<u64> {
    let children: Vec<u64> = board
        .legal_jumps(position)
        .map(|j| position ^ j.mask())
        .collect();
    let mut share = 10_000;
    while *left > 0 {
        let round = *left;
        for &child in &children {
            let mut budget = share.min(*left);
            let before = budget;
            let verdict = search.verdict_with_more_pegs(child, 0, &mut budget);
            *left -= before - budget;
            if verdict == Some(true) {
                return Some(child);
            }
        }
        if *left == round {
            // Nothing searched and nothing found: nothing more to learn here.
            return None;
        }
        share *= 4;
    }
    None
}
