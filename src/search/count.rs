//! Counting solutions (seed 000 §7.2): paths through the graph of winning positions.
//!
//! The count runs on the symmetry-reduced sets but counts raw jump sequences. For a reduced
//! class c let T(c) be the number of raw jump sequences from the start into any position of c's
//! orbit. A class P's orbit sends |orbit(P)| · m(P→c) raw jumps into c's orbit, where m(P→c)
//! counts the jumps from one representative of P landing in c; so T(c) = Σ_P T(P) · m(P→c).
//! The problem's group fixes its finish holes, so at one peg T is the number of solutions.

use crate::search::expander::Expander;
use crate::search::levels::Levels;
use pegsol_base::geometry::Board;
use rustc_hash::FxHashMap;

pub fn count_solutions(board: &Board, levels: &Levels) -> u128 {
    let top = levels.holes - 1;
    let ex = Expander::new(board, &levels.group);
    // Each start class stands for its whole orbit of raw starts.
    let mut paths: Vec<u128> = levels.winning[top]
        .iter()
        .map(|&c| {
            let mut images: Vec<u64> = levels
                .group
                .0
                .iter()
                .map(|&s| board.symmetry(s).apply(c))
                .collect();
            images.sort_unstable();
            images.dedup();
            images.len() as u128
        })
        .collect();
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    for n in (2..=top).rev() {
        let below = &levels.winning[n - 1];
        let index: FxHashMap<u64, u32> = below
            .iter()
            .enumerate()
            .map(|(i, &c)| (c, i as u32))
            .collect();
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
        paths = if threads < 2 || parents.len() < 1 << 14 {
            spread(0..parents.len())
        } else {
            let part = parents.len().div_ceil(threads);
            let partials: Vec<Vec<u128>> = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        let range =
                            (t * part).min(parents.len())..((t + 1) * part).min(parents.len());
                        scope.spawn(move || spread(range))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("count worker panicked"))
                    .collect()
            });
            let mut sum = vec![0u128; below.len()];
            for partial in partials {
                for (s, p) in sum.iter_mut().zip(partial) {
                    *s += p;
                }
            }
            sum
        };
    }
    paths.iter().sum()
}
