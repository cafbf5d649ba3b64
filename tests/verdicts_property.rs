//! Every verdict of the level-set engine agrees with an independent plain search, on positions
//! sampled along random games (good and bad jumps alike) on the small boards.

mod common;
use common::*;
use pegsol::{compute_levels, Goal, Problem};

fn check_board(id: &str, games_per_problem: usize, seed: u64) -> usize {
    check(&board(id), games_per_problem, seed)
}

fn check(b: &pegsol::Board, games_per_problem: usize, seed: u64) -> usize {
    let b = b.clone();
    let id = b.id().to_string();
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut checked = 0;
    for start in 0..b.holes() as u8 {
        for goal in [
            Goal::Complement,
            Goal::Anywhere,
            Goal::Finish(rng.u8(0..b.holes() as u8)),
        ] {
            let Ok(problem) = Problem::new(&b, start, goal) else {
                continue;
            };
            let levels =
                compute_levels(&b, &problem.search(&b, false), Default::default()).unwrap();
            let mut plain = PlainSearch::new(&b, &problem.finish_holes(&b));
            for _ in 0..games_per_problem {
                let mut position = problem.start_position(&b);
                loop {
                    let jumps: Vec<_> = b.legal_jumps(position).collect();
                    if jumps.is_empty() {
                        break;
                    }
                    for j in &jumps {
                        let child = position ^ j.mask();
                        assert_eq!(
                            levels.contains(child),
                            plain.can_finish(child),
                            "{id} start {} goal {goal:?}: jump {} from\n{}",
                            b.name(start),
                            pegsol::format_jump(&b, *j),
                            b.render(position)
                        );
                        checked += 1;
                    }
                    position ^= jumps[rng.usize(..jumps.len())].mask();
                }
            }
        }
    }
    checked
}

#[test]
fn triangle_boards_agree_with_plain_search() {
    let mut total = 0;
    for (i, id) in ["triangle4", "trunc12", "triangle5", "trunc18", "triangle6"]
        .iter()
        .enumerate()
    {
        total += check_board(id, 40, 17 + i as u64);
    }
    assert!(total >= 10_000, "only {total} verdicts checked");
}

#[test]
fn square_lattice_agrees_with_plain_search() {
    // A 21-hole square-lattice board small enough for a plain search from every start.
    let layout = "lattice square\n.ooo.\nooooo\nooooo\nooooo\n.ooo.\n";
    let b = pegsol::Board::from_layout_text("cross21", layout).unwrap();
    let total = check(&b, 30, 5);
    assert!(total >= 10_000, "only {total} verdicts checked");
}
