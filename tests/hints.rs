//! The embedded hint engine against independent computation, on positions sampled along random
//! games (good and bad jumps alike), for every embedded board and mode.

mod common;
use common::*;
use pegsol::{compute_levels, Goal, Hints, Problem};

/// Plays random games of `problem` and checks every legal jump's verdict with `truth`.
fn sample(hints: &Hints, games: usize, seed: u64, mut truth: impl FnMut(u64) -> bool) -> usize {
    let b = hints.board();
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut checked = 0;
    for _ in 0..games {
        let mut position = hints.problem().start_position(b);
        loop {
            let verdicts = hints.verdicts(position);
            if verdicts.is_empty() {
                break;
            }
            for &(j, verdict) in &verdicts {
                let child = position ^ j.mask();
                let good = verdict.known().expect("stored hints prove every verdict");
                assert_eq!(
                    good,
                    truth(child),
                    "{} {:?}: {} from\n{}",
                    b.id(),
                    hints.problem(),
                    pegsol::format_jump(b, j),
                    b.render(position)
                );
                checked += 1;
                if good {
                    // Walking down the winning sets from a winning position always reaches the goal.
                    let rest = hints
                        .solve_from_here(child)
                        .expect("a winning position has a continuation");
                    let end = pegsol::play(b, child, &rest).unwrap();
                    assert!(
                        hints.problem().is_won(b, end),
                        "solve_from_here ends at\n{}",
                        b.render(end)
                    );
                }
            }
            // Mostly follow good jumps (to reach deep winning positions), sometimes any jump.
            let pick = verdicts
                .iter()
                .find(|v| v.1.is_solvable() && rng.u8(..4) > 0)
                .map(|v| v.0);
            position ^= pick
                .unwrap_or_else(|| verdicts[rng.usize(..verdicts.len())].0)
                .mask();
        }
    }
    checked
}

#[test]
fn triangle_data_agrees_with_plain_search() {
    for id in ["triangle4", "trunc12", "triangle5", "trunc18", "triangle6"] {
        let b = board(id);
        let mut total = 0;
        for start in 0..b.holes() as u8 {
            for goal in [Goal::Complement, Goal::Anywhere] {
                let Ok(problem) = Problem::new(&b, start, goal) else {
                    continue;
                };
                let hints = Hints::new(b.clone(), problem).unwrap();
                assert!(
                    hints.uses_embedded_data(),
                    "{id} {problem:?} should use embedded data"
                );
                let mut plain = PlainSearch::new(&b, &problem.finish_holes(&b));
                total += sample(&hints, 40, start as u64, |p| plain.can_finish(p));
            }
        }
        assert!(total >= 2_000, "{id}: only {total} verdicts checked");
    }
}

#[test]
fn english_data_agrees_with_computed_levels_and_plain_search() {
    let b = board("english");
    for (start, goal, games) in [
        ("d4", Goal::Complement, 40),
        ("d1", Goal::Complement, 40),
        ("g4", Goal::Complement, 30),
        ("d4", Goal::Anywhere, 20),
        ("a4", Goal::Anywhere, 20),
    ] {
        let problem = Problem::new(&b, hole(&b, start), goal).unwrap();
        let hints = Hints::new(b.clone(), problem).unwrap();
        assert!(hints.uses_embedded_data());
        let levels = compute_levels(&b, &problem.search(&b, false), Default::default()).unwrap();
        let mut plain = PlainSearch::new(&b, &problem.finish_holes(&b));
        let checked = sample(&hints, games, 7, |p| {
            let truth = levels.contains(p);
            // Late in the game a plain search is quick: check the level sets too.
            if p.count_ones() <= 12 {
                assert_eq!(truth, plain.can_finish(p));
            }
            truth
        });
        assert!(checked >= 2_000, "{start} {goal:?}: only {checked}");
    }
}

#[test]
fn published_dead_ends() {
    // Ref. 1, Table 6: after these jumps the complement problem is lost.
    let b = board("english");
    for (start, jumps) in [
        ("d4", "d2-d4 d5-d3 b4-d4 d3-d5"),
        ("d1", "d3-d1 b3-d3 e3-c3"),
    ] {
        let problem = Problem::new(&b, hole(&b, start), Goal::Complement).unwrap();
        let hints = Hints::new(b.clone(), problem).unwrap();
        let game = pegsol::parse_game(&b, jumps).unwrap();
        let (last, before) = game.split_last().unwrap();
        let position = pegsol::play(&b, problem.start_position(&b), before).unwrap();
        assert!(
            hints.problem_is_solvable(position).is_solvable(),
            "{start}: still winning before the last jump"
        );
        assert!(
            hints
                .problem_is_solvable(position ^ last.mask())
                .is_unsolvable(),
            "{start}: lost after {jumps}"
        );
    }
    // Ref. 1, §7.1: on the 15-hole board with a2 vacant, jumping from c4 is a dead board.
    let t5 = board("triangle5");
    let problem = Problem::new(&t5, hole(&t5, "a2"), Goal::Anywhere).unwrap();
    let hints = Hints::new(t5.clone(), problem).unwrap();
    let verdicts = hints.verdicts(problem.start_position(&t5));
    let c4 = hole(&t5, "c4");
    assert!(verdicts
        .iter()
        .any(|(j, v)| j.from == c4 && v.is_unsolvable()));
    assert!(
        verdicts
            .iter()
            .all(|(j, v)| j.from != c4 || v.is_unsolvable()),
        "every jump of c4 is a bomb"
    );
}

#[test]
fn reachable_finishes_late_in_a_game() {
    let t5 = board("triangle5");
    let problem = Problem::new(&t5, hole(&t5, "a1"), Goal::Anywhere).unwrap();
    let hints = Hints::new(t5.clone(), problem).unwrap();
    let start = problem.start_position(&t5);
    let all = hints.reachable_finishes(start, 1_000_000).unwrap();
    let mut plain_reach = Vec::new();
    for f in problem.finish_holes(&t5) {
        if PlainSearch::new(&t5, &[f]).can_finish(start) {
            plain_reach.push(f);
        }
    }
    assert_eq!(all, plain_reach);
    assert!(!all.is_empty());
}

#[test]
fn problems_without_data_are_refused_or_computed() {
    let b = board("english");
    // A type B start has no embedded data and the board is too big to compute on the spot.
    let c3 = Problem::new(&b, hole(&b, "c3"), Goal::Complement).unwrap();
    let err = Hints::new(b.clone(), c3).err().expect("no data for c3");
    assert!(
        matches!(err, pegsol::NoHints::NotLoaded { file, .. } if file.ends_with(".hints")),
        "{err:?}"
    );
    assert!(err.to_string().contains("c3"), "{err}");
    // A specific finish on a small board is computed.
    let t5 = board("triangle5");
    let p = Problem::new(&t5, hole(&t5, "a1"), Goal::Finish(hole(&t5, "c5"))).unwrap();
    let hints = Hints::new(t5.clone(), p).unwrap();
    assert!(!hints.uses_embedded_data());
    assert!(hints
        .problem_is_solvable(p.start_position(&t5))
        .is_solvable());
}
