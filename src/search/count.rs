//! Counting solutions (seed 000 §7.2): paths through the graph of winning positions.
//!
//! The count runs on the symmetry-reduced sets but counts raw jump sequences. For a reduced
//! class c let T(c) be the number of raw jump sequences from the start into any position of c's
//! orbit. A class P's orbit sends |orbit(P)| · m(P→c) raw jumps into c's orbit, where m(P→c)
//! counts the jumps from one representative of P landing in c; so T(c) = Σ_P T(P) · m(P→c).
//! The problem's group fixes its finish holes, so at one peg T is the number of solutions.
//!
//! When the finishes are the starts' complements, the walk stops halfway. The group fixes the
//! starts, so each raw position x of c's orbit is reached by T(c) / |orbit(c)| sequences; and a
//! game from x to a finish, played backwards on the complements, is a game from a start to
//! comp(x). So the solutions are Σ over raw x at the middle level of paths(x) · paths(comp x),
//! that is Σ_c T(c) · T(c̄) / |orbit(c)| over the middle level's classes, with c̄ the class of
//! the complements (an orbit of the same size). With N odd there is no middle level, and the
//! two halves meet across the middle jump instead (`middle_jump_meet`).

use crate::search::expander::Expander;
use crate::search::levels::{orbit_size, Levels};
use crate::search::parallel::{cores, run_all};
use pegsol_base::geometry::Board;
use rustc_hash::FxHashMap;

pub fn count_solutions(board: &Board, levels: &Levels) -> u128 {
    let top = levels.holes - 1;
    let ex = Expander::new(board, &levels.group);
    let threads = cores();
    // Each start class stands for its whole orbit of raw starts.
    let mut paths: Vec<u128> = levels.winning[top]
        .iter()
        .map(|&c| u128::from(orbit_size(board, &levels.group, c)))
        .collect();
    if !levels.complement_problem {
        for n in (2..=top).rev() {
            paths = paths_one_level_down(&ex, levels, n, &paths, threads);
        }
        return paths.iter().sum();
    }
    // The two middle levels: `low` pegs and `high` = N − low pegs (the same level when N is
    // even). Walk down to `high`.
    let low = levels.holes / 2;
    let high = levels.holes - low;
    for n in (high + 1..=top).rev() {
        paths = paths_one_level_down(&ex, levels, n, &paths, threads);
    }
    if high == low {
        middle_level_meet(board, levels, high, &paths)
    } else {
        middle_jump_meet(&ex, levels, high, &paths, threads)
    }
}

/// With N even: every solution passes one position x of the middle level, reached by
/// T(c) / |orbit(c)| sequences and left by as many as reach comp(x); so the solutions are
/// Σ_c T(c) · T(c̄) / |orbit(c)| over the middle level's classes.
fn middle_level_meet(board: &Board, levels: &Levels, middle: usize, paths: &[u128]) -> u128 {
    let codes = &levels.winning[middle];
    codes
        .iter()
        .zip(paths)
        .map(|(&c, &into_c)| {
            let i = codes
                .binary_search(&board.complement_mincode(&levels.group, c))
                .expect("the complements of W_n form W_{N-n} in a complement problem");
            (into_c / exact_orbit_share(board, levels, c, into_c))
                .checked_mul(paths[i])
                .expect("the number of solutions fits in 128 bits")
        })
        .sum()
}

/// With N odd: every solution makes one jump x → y from level `high` to level `low`. A raw x
/// in class P's orbit is reached by T(P) / |orbit(P)| sequences, and the sequences from y to
/// the finish are those from the start to comp(y), T(ȳ) / |orbit(ȳ)| for its class ȳ at level
/// `high` again (none if y loses). Summed over P's orbit, the solutions are
/// Σ_P T(P) · Σ_{jumps P → y} T(ȳ) / |orbit(ȳ)|: one more pass over level `high`, looking up
/// the children's complements in that same level, instead of walking to `low` and joining.
fn middle_jump_meet(
    ex: &Expander,
    levels: &Levels,
    high: usize,
    paths: &[u128],
    threads: usize,
) -> u128 {
    let codes = &levels.winning[high];
    let board = ex.board();
    let to_finish: Vec<u128> = codes
        .iter()
        .zip(paths)
        .map(|(&c, &into_c)| into_c / exact_orbit_share(board, levels, c, into_c))
        .collect();
    let index = index_of(codes);
    let full = board.full();
    let part = codes.len().div_ceil(threads).max(1);
    let partials = run_all(
        (0..codes.len())
            .step_by(part)
            .map(|begin| {
                let range = begin..(begin + part).min(codes.len());
                let (index, to_finish) = (&index, &to_finish);
                move || {
                    let mut sum = 0u128;
                    for (&parent, &t) in codes[range.clone()].iter().zip(&paths[range]) {
                        let mut onward = 0u128;
                        ex.for_each_child_flipped(parent, full, |_, complement| {
                            if let Some(&i) = index.get(&complement) {
                                onward += to_finish[i as usize];
                            }
                        });
                        sum = t
                            .checked_mul(onward)
                            .and_then(|product| sum.checked_add(product))
                            .expect("the number of solutions fits in 128 bits");
                    }
                    sum
                }
            })
            .collect(),
    );
    partials
        .into_iter()
        .try_fold(0u128, u128::checked_add)
        .expect("the number of solutions fits in 128 bits")
}

/// |orbit(c)|, checking that the `into_c` sequences into c's orbit share equally among its
/// raw positions (the group fixes the starts).
fn exact_orbit_share(board: &Board, levels: &Levels, c: u64, into_c: u128) -> u128 {
    let orbit = u128::from(orbit_size(board, &levels.group, c));
    debug_assert_eq!(into_c % orbit, 0, "each raw image is reached equally often");
    orbit
}

/// Each code's position in a sorted level.
fn index_of(codes: &[u64]) -> FxHashMap<u64, u32> {
    codes
        .iter()
        .enumerate()
        .map(|(i, &c)| (c, i as u32))
        .collect()
}

/// T at level n − 1 from T at level n (`paths`, one entry per code of W_n), on `threads` cores.
fn paths_one_level_down(
    ex: &Expander,
    levels: &Levels,
    n: usize,
    paths: &[u128],
    threads: usize,
) -> Vec<u128> {
    let below = &levels.winning[n - 1];
    let index = index_of(below);
    let parents = &levels.winning[n];
    let spread = |range: std::ops::Range<usize>| {
        let mut next = vec![0u128; below.len()];
        for (&parent, &t) in parents[range.clone()].iter().zip(&paths[range]) {
            if t == 0 {
                continue;
            }
            ex.for_each_child(parent, |_, child| {
                if let Some(&i) = index.get(&child) {
                    next[i as usize] += t;
                }
            });
        }
        next
    };
    // Small levels stay on the calling thread (run_all runs a single task there).
    let parts = if parents.len() < 1 << 14 { 1 } else { threads };
    let part = parents.len().div_ceil(parts).max(1);
    let partials = run_all(
        (0..parents.len())
            .step_by(part)
            .map(|begin| {
                let range = begin..(begin + part).min(parents.len());
                move || spread(range)
            })
            .collect(),
    );
    let mut sum = vec![0u128; below.len()];
    for partial in partials {
        for (s, p) in sum.iter_mut().zip(partial) {
            *s += p;
        }
    }
    sum
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
