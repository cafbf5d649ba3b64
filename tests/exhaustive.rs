//! Every position reachable in every triangle problem with embedded data (all starts, both
//! modes: 13.8 million positions) gets the same answer from the hint engine as from a plain
//! memoised search. Run by the test script (`--ignored`): about half a minute.

mod common;
use common::*;
use pegsol::{Goal, Hints, Problem, Verdict};
use std::collections::HashSet;

#[test]
#[ignore = "long: ~30 s"]
fn every_reachable_triangle_position() {
    let mut total = 0;
    for id in ["triangle4", "trunc12", "triangle5", "trunc18", "triangle6"] {
        let b = board(id);
        for start in 0..b.holes() as u8 {
            for goal in [Goal::Complement, Goal::Anywhere] {
                let Ok(problem) = Problem::new(&b, start, goal) else {
                    continue;
                };
                let hints = Hints::new(b.clone(), problem).unwrap();
                let mut plain = PlainSearch::new(&b, &problem.finish_holes(&b));
                let mut stack = vec![problem.start_position(&b)];
                let mut seen = HashSet::new();
                while let Some(p) = stack.pop() {
                    if !seen.insert(p) {
                        continue;
                    }
                    assert_eq!(
                        hints.problem_is_solvable(p),
                        Verdict::from(plain.can_finish(p)),
                        "{id} {problem:?}\n{}",
                        b.render(p)
                    );
                    stack.extend(b.legal_jumps(p).map(|j| p ^ j.mask()));
                }
                total += seen.len();
            }
        }
    }
    assert_eq!(total, 13_800_048);
}
