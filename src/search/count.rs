//! Counting solutions (ref. 1, §7.2): paths through the graph of winning positions.
//!
//! The count runs on the symmetry-reduced sets but counts raw jump sequences. For a raw
//! position y let R(y) be the number of jump sequences from y to a finish. The problem's group
//! fixes its starts and finishes, so R is the same across an orbit and can be kept per class:
//! R is 1 on the finishes and R(c) = Σ_{jumps c → y} R(y), found level by level upwards, each
//! class pulling from its children in W_{n-1} (a lookup, no shared sums, so the classes of a
//! level share out among threads freely). The solutions are Σ |orbit(s)| · R(s) over the
//! start classes.
//!
//! When the finishes are the starts' complements the walk stops halfway: a game from the start
//! to x, played backwards on the complements, is a game from comp(x) to a finish, so R(comp x)
//! sequences reach x. With N even every solution passes one raw x of the middle level, giving
//! Σ_c |orbit(c)| · R(c̄) · R(c) over its classes (c̄ the class of the complements); with N
//! odd every solution makes one jump x → y from level N − N/2 to level N/2, giving
//! Σ_P |orbit(P)| · R(P̄) · Σ_{jumps P → y} R(y) over the classes of the upper one.

use crate::search::expander::Expander;
use crate::search::level_index::LevelIndex;
use crate::search::levels::Levels;
use crate::search::parallel::{cores, run_all};
use crate::search::prefetch::prefetch;
use pegsol_base::geometry::Board;

const TOO_MANY: &str = "the number of solutions fits in 128 bits";

pub fn count_solutions(board: &Board, levels: &Levels) -> u128 {
    let ex = Expander::new(board, &levels.group);
    let top = levels.holes - 1;
    let low = levels.holes / 2;
    let highest = if levels.complement_problem { low } else { top };
    // R over W_1: each finish class is a finish.
    let mut onward = vec![1u128; levels.winning_len(1)];
    for n in 2..=highest {
        onward = onward_one_level_up(&ex, levels, n, &onward);
    }
    let weighted = |codes: &[u64], weight: &(dyn Fn(usize, u64) -> u128 + Sync)| {
        sum_over(codes, |i, c| {
            u128::from(ex.orbit_size(c)).checked_mul(weight(i, c))
        })
    };
    if !levels.complement_problem {
        return weighted(levels.winning(top), &|i, _| onward[i]);
    }
    let index = LevelIndex::new(levels.winning(low));
    let high = levels.holes - low;
    // R at the complements: the number of ways from the start to each code of the level.
    let from_start = onward_at_complements(&ex, levels.winning(high), &index, &onward);
    let to_finish = if high == low {
        onward
    } else {
        onward_through_children(&ex, levels.winning(high), &index, &onward)
    };
    weighted(levels.winning(high), &|i, _| {
        from_start[i].checked_mul(to_finish[i]).expect(TOO_MANY)
    })
}

/// R over W_n from R over W_{n-1} (`onward`, one entry per code).
fn onward_one_level_up(ex: &Expander, levels: &Levels, n: usize, onward: &[u128]) -> Vec<u128> {
    let index = LevelIndex::new(levels.winning(n - 1));
    onward_through_children(ex, levels.winning(n), &index, onward)
}

/// Parents whose children are looked up together.
const BATCH_PARENTS: usize = 16;

/// For each code, Σ R(y) over its children y in the indexed level (R is `onward`, by position
/// in that level), on all cores. The children of a batch of parents are all prefetched before
/// the first is looked up.
fn onward_through_children(
    ex: &Expander,
    codes: &[u64],
    index: &LevelIndex,
    onward: &[u128],
) -> Vec<u128> {
    per_part(codes, |range| {
        let mut sums = Vec::with_capacity(range.len());
        let mut children: Vec<(usize, u64)> = Vec::new();
        let mut found: Vec<(usize, usize)> = Vec::new();
        for batch in codes[range].chunks(BATCH_PARENTS) {
            children.clear();
            for (p, &c) in batch.iter().enumerate() {
                ex.for_each_child(c, |_, y| children.push((p, y)));
            }
            // Three passes over the batch's children, each fetching what the next reads at
            // random places in tables of megabytes: the index's filter drops most of the
            // children that are not winning (from cache, without a branch on its answer:
            // about half are), the table gives the rest's places, and R at those places is
            // added.
            let mut kept = 0;
            for i in 0..children.len() {
                children[kept] = children[i];
                kept += usize::from(index.may_contain(children[i].1));
            }
            children.truncate(kept);
            children.iter().for_each(|&(_, y)| index.prefetch(y));
            found.clear();
            for &(p, y) in &children {
                if let Some(i) = index.get(y) {
                    prefetch(&onward[i]);
                    found.push((p, i));
                }
            }
            let first = sums.len();
            sums.resize(first + batch.len(), 0u128);
            for &(p, i) in &found {
                let sum = &mut sums[first + p];
                *sum = sum.checked_add(onward[i]).expect(TOO_MANY);
            }
        }
        sums
    })
}

/// R at each code's complement (0 where the indexed level lacks it), on all cores, a batch of
/// complements fetched before the first is looked up.
fn onward_at_complements(
    ex: &Expander,
    codes: &[u64],
    index: &LevelIndex,
    onward: &[u128],
) -> Vec<u128> {
    per_part(codes, |range| {
        let mut out = Vec::with_capacity(range.len());
        let mut complements = Vec::with_capacity(BATCH_CODES);
        let mut places = Vec::with_capacity(BATCH_CODES);
        for batch in codes[range].chunks(BATCH_CODES) {
            complements.clear();
            complements.extend(batch.iter().map(|&c| ex.complement_mincode(c)));
            complements.iter().for_each(|&c| index.prefetch(c));
            places.clear();
            places.extend(complements.iter().map(|&c| {
                let place = index.get(c);
                if let Some(i) = place {
                    prefetch(&onward[i]);
                }
                place
            }));
            out.extend(places.iter().map(|place| place.map_or(0, |i| onward[i])));
        }
        out
    })
}

/// `work` on each of the level's parts (`parts_of`) on its own core, the results in order.
fn per_part(codes: &[u64], work: impl Fn(std::ops::Range<usize>) -> Vec<u128> + Sync) -> Vec<u128> {
    let work = &work;
    run_all(parts_of(codes).map(|range| move || work(range)).collect()).concat()
}

/// Codes whose complements are looked up together.
const BATCH_CODES: usize = 64;

/// Σ term(i, codes[i]) on all cores; a term of `None` is an overflow.
fn sum_over(codes: &[u64], term: impl Fn(usize, u64) -> Option<u128> + Sync) -> u128 {
    let term = &term;
    let partials = run_all(
        parts_of(codes)
            .map(|range| {
                move || {
                    range
                        .map(|i| term(i, codes[i]))
                        .try_fold(0u128, |sum, t| sum.checked_add(t?))
                }
            })
            .collect(),
    );
    partials
        .into_iter()
        .try_fold(0u128, |sum, p| sum.checked_add(p?))
        .expect(TOO_MANY)
}

/// A level's index ranges, one per core (one in all for small levels, which then stay on the
/// calling thread).
fn parts_of(codes: &[u64]) -> impl Iterator<Item = std::ops::Range<usize>> + use<> {
    let len = codes.len();
    let parts = if len < 1 << 14 { 1 } else { cores() };
    let part = len.div_ceil(parts).max(1);
    (0..len)
        .step_by(part)
        .map(move |begin| begin..(begin + part).min(len))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::levels::compute_levels;
    use crate::search::problem::{Goal, Problem};
    use pegsol_base::geometry::builtin_board;

    /// The meet-in-the-middle count equals the walk all the way down, on complement problems
    /// of boards with an odd and an even number of holes.
    #[test]
    fn counting_from_both_ends_equals_walking_to_the_end() {
        for id in ["triangle5", "triangle6", "trunc12"] {
            let board = builtin_board(id).unwrap();
            for hole in 0..board.holes() as u8 {
                let start = board.name(hole);
                let problem = Problem::new(&board, hole, Goal::Complement).unwrap();
                let mut levels =
                    compute_levels(&board, &problem.search(&board, false), Default::default())
                        .unwrap();
                assert!(levels.complement_problem, "{id} {start}");
                let from_both_ends = count_solutions(&board, &levels);
                levels.complement_problem = false;
                assert_eq!(
                    from_both_ends,
                    count_solutions(&board, &levels),
                    "{id} {start}"
                );
            }
        }
    }
}
