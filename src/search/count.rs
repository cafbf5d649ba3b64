//! Counting solutions (seed 000 §7.2): paths through the graph of winning positions.
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
use crate::search::levels::{orbit_size, Levels};
use crate::search::parallel::{cores, run_all};
use pegsol_base::geometry::Board;
use rustc_hash::FxHashMap;

const TOO_MANY: &str = "the number of solutions fits in 128 bits";

pub fn count_solutions(board: &Board, levels: &Levels) -> u128 {
    let ex = Expander::new(board, &levels.group);
    let top = levels.holes - 1;
    let low = levels.holes / 2;
    let highest = if levels.complement_problem { low } else { top };
    // R over W_1: each finish class is a finish.
    let mut onward = vec![1u128; levels.winning[1].len()];
    for n in 2..=highest {
        onward = onward_one_level_up(&ex, levels, n, &onward);
    }
    let weighted = |codes: &[u64], weight: &(dyn Fn(usize, u64) -> u128 + Sync)| {
        sum_over(codes, |i, c| {
            u128::from(orbit_size(board, &levels.group, c)).checked_mul(weight(i, c))
        })
    };
    if !levels.complement_problem {
        return weighted(&levels.winning[top], &|i, _| onward[i]);
    }
    let index = index_of(&levels.winning[low]);
    let onward_from = |code: u64| index.get(&code).map_or(0, |&i| onward[i as usize]);
    let into = |c: u64| onward_from(board.complement_mincode(&levels.group, c));
    let high = levels.holes - low;
    if high == low {
        weighted(&levels.winning[low], &|i, c| {
            into(c).checked_mul(onward[i]).expect(TOO_MANY)
        })
    } else {
        weighted(&levels.winning[high], &|_, c| {
            let mut after = 0u128;
            ex.for_each_child(c, |_, y| {
                after = after.checked_add(onward_from(y)).expect(TOO_MANY);
            });
            into(c).checked_mul(after).expect(TOO_MANY)
        })
    }
}

/// R over W_n from R over W_{n-1} (`onward`, one entry per code).
fn onward_one_level_up(ex: &Expander, levels: &Levels, n: usize, onward: &[u128]) -> Vec<u128> {
    let index = index_of(&levels.winning[n - 1]);
    let codes = &levels.winning[n];
    let parts = run_all(
        parts_of(codes)
            .map(|range| {
                let index = &index;
                move || -> Vec<u128> {
                    codes[range]
                        .iter()
                        .map(|&c| {
                            let mut r = 0u128;
                            ex.for_each_child(c, |_, y| {
                                if let Some(&i) = index.get(&y) {
                                    r = r.checked_add(onward[i as usize]).expect(TOO_MANY);
                                }
                            });
                            r
                        })
                        .collect()
                }
            })
            .collect(),
    );
    parts.concat()
}

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

/// Each code's position in a sorted level.
fn index_of(codes: &[u64]) -> FxHashMap<u64, u32> {
    codes
        .iter()
        .enumerate()
        .map(|(i, &c)| (c, i as u32))
        .collect()
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
