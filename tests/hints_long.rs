//! The hint never lies, on the English board: for each embedded mode, 100,000 positions along
//! random games (good and bad jumps, so games already lost too), every legal jump's verdict
//! equals the level sets computed for the problem, and every bomb (a peg whose jumps are all
//! reported bad) really has no winning jump. Run by the test script (`--ignored`).

mod common;
use common::*;
use pegsol::{compute_levels, Goal, Hints, Problem};

#[test]
#[ignore = "long: ~1 min"]
fn english_verdicts_on_100k_positions_per_mode() {
    let b = board("english");
    for (start, goal) in [
        ("d4", Goal::Complement),
        ("d1", Goal::Complement),
        ("g4", Goal::Complement),
        ("d4", Goal::Anywhere),
        ("a4", Goal::Anywhere),
    ] {
        let problem = Problem::new(&b, hole(&b, start), goal).unwrap();
        let hints = Hints::new(b.clone(), problem).unwrap();
        let levels = compute_levels(&b, &problem.search(&b, false), Default::default()).unwrap();
        let mut rng = fastrand::Rng::with_seed(2026);
        let (mut positions, mut verdicts, mut bombs, mut lost) = (0, 0, 0, 0);
        while positions < 100_000 {
            let mut position = problem.start_position(&b);
            // Follow good jumps with a probability that varies per game, so that games end
            // anywhere from the first jumps to a win.
            let care = rng.f64();
            loop {
                positions += 1;
                let list = hints.verdicts(position);
                if list.is_empty() {
                    break;
                }
                lost += !hints.problem_is_solvable(position) as usize;
                for &(j, good) in &list {
                    assert_eq!(
                        good,
                        levels.contains(&b, position ^ j.mask()),
                        "{start} {goal:?}: {}",
                        pegsol::format_jump(&b, j)
                    );
                    verdicts += 1;
                }
                let mut pegs: Vec<u8> = list.iter().map(|(j, _)| j.from).collect();
                pegs.dedup();
                for peg in pegs {
                    if list
                        .iter()
                        .filter(|(j, _)| j.from == peg)
                        .all(|(_, good)| !good)
                    {
                        bombs += 1;
                        let winning = b
                            .jumps_from(peg)
                            .filter(|j| j.is_legal(position))
                            .any(|j| levels.contains(&b, position ^ j.mask()));
                        assert!(!winning, "bomb on {} has a winning jump", b.name(peg));
                    }
                }
                let good: Vec<_> = list.iter().filter(|v| v.1).collect();
                let pick = if !good.is_empty() && rng.f64() < care {
                    good[rng.usize(..good.len())].0
                } else {
                    list[rng.usize(..list.len())].0
                };
                position ^= pick.mask();
            }
        }
        println!("{start} {goal:?}: {positions} positions, {verdicts} verdicts, {bombs} bombs, {lost} positions already lost: all agree");
    }
}
