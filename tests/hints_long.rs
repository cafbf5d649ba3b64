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
        let (mut verdicts, mut bombs, mut lost) = (0, 0, 0);
        walk_random_games(&hints, 2026, 100_000, |position, list| {
            lost += hints.problem_is_solvable(position).is_unsolvable() as usize;
            for &(j, good) in list {
                assert_eq!(
                    good,
                    levels.contains(position ^ j.mask()),
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
                        .any(|j| levels.contains(position ^ j.mask()));
                    assert!(!winning, "bomb on {} has a winning jump", b.name(peg));
                }
            }
        });
        println!("{start} {goal:?}: 100000 positions, {verdicts} verdicts, {bombs} bombs, {lost} positions already lost: all agree");
    }
}
