//! The live search's own tests: its order, its memory, its budget.

use super::*;
use pegsol_base::geometry::{builtin_board, BOARD_IDS};

/// The order holds every jump of the board once (a jump left out would leave children
/// unsearched, and a lost verdict wrong), and a jump into the middle comes before one out
/// of it.
#[test]
fn the_jump_order_is_every_jump_once_middle_first() {
    for id in BOARD_IDS {
        let board = builtin_board(id).unwrap();
        let key = |j: &Jump| (j.from, j.over, j.to);
        let mut ordered: Vec<_> = jump_order(&board).iter().map(key).collect();
        let mut all: Vec<_> = board.jumps().iter().map(key).collect();
        ordered.sort_unstable();
        all.sort_unstable();
        assert_eq!(ordered, all, "{id}");
    }
    let english = builtin_board("english").unwrap();
    let order = jump_order(&english);
    let at = |from: &str, to: &str| {
        let [from, to] = [from, to].map(|h| english.hole_by_name(h).unwrap());
        order
            .iter()
            .position(|j| j.from == from && j.to == to)
            .unwrap()
    };
    assert!(at("d2", "d4") < at("d4", "d2"));
    assert!(at("b4", "d4") < at("d4", "b4"));
}

/// A verdict once given is given again, with no budget left, after the search's memory
/// has dropped answers to make room (otherwise marks came and went on triangle8
/// as the memory filled); what the memory still holds answers as before.
#[test]
fn a_verdict_given_outlives_the_search_memory() {
    use crate::search::problem::Goal;
    let board = builtin_board("triangle6").unwrap();
    let problem = Problem::new(&board, board.hole_by_name("c3").unwrap(), Goal::Anywhere).unwrap();
    let live = LiveSearch::new(&board, &problem).with_memory(64);
    let mut rng = fastrand::Rng::with_seed(24);
    let mut asked = Vec::new();
    while asked.len() < 40 {
        let mut position = problem.start_position(&board);
        loop {
            let jumps: Vec<Jump> = board.legal_jumps(position).collect();
            if jumps.is_empty() {
                break;
            }
            position ^= jumps[rng.usize(..jumps.len())].mask();
            if position.count_ones() <= 12 {
                asked.push(position);
                break;
            }
        }
    }
    let given: Vec<Option<bool>> = asked.iter().map(|&p| live.verdicts(&[p]).0[0]).collect();
    assert!(given.iter().all(Option::is_some), "{given:?}");
    assert!(given.contains(&Some(true)) && given.contains(&Some(false)));
    assert!(
        live.dropped() >= 4,
        "{} answers dropped from memory",
        live.dropped()
    );
    for (&p, &verdict) in asked.iter().zip(&given) {
        assert_eq!(live.verdict_with_more_pegs(p, 0, &mut 0), verdict);
    }
    // A position whose jump was answered winning wins, with no search and no budget (its
    // status agrees with its good marks), when the question may search its peg count.
    let parent = asked
        .iter()
        .zip(&given)
        .filter(|&(_, &verdict)| verdict == Some(true))
        .find_map(|(&child, _)| board.legal_unjumps(child).next().map(|j| child ^ j.mask()))
        .expect("a winning position asked about has a parent");
    let at_most = live.with_limits(0, 0);
    let pegs = parent.count_ones() as usize;
    assert_eq!(
        at_most.verdict_with_more_pegs(parent, pegs, &mut 0),
        Some(true)
    );
}

/// A search that runs out of its budget says it cannot tell: never "wins", never "loses".
/// On French positions (from random games, mostly lost, and from reverse jumps from a
/// finish, which win), every budget gives the proven answer or `None`, and a budget too
/// small for a position gives `None`.
#[test]
fn an_out_of_budget_search_never_gives_a_verdict() {
    use crate::search::problem::Goal;
    let board = builtin_board("french").unwrap();
    let problem = Problem::new(&board, board.hole_by_name("d3").unwrap(), Goal::Anywhere).unwrap();
    let finishes = problem.finish_holes(&board);
    let exact = LiveSearch::exhaustive(&board, &problem, None);
    let mut rng = fastrand::Rng::with_seed(43);
    let mut positions = Vec::new();
    for _ in 0..60 {
        let pegs = rng.u32(14..=20);
        let mut forward = problem.start_position(&board);
        while forward.count_ones() > pegs {
            let jumps: Vec<Jump> = board.legal_jumps(forward).collect();
            let Some(jump) = rng.choice(jumps) else { break };
            forward ^= jump.mask();
        }
        let mut backward = 1u64 << finishes[rng.usize(..finishes.len())];
        while backward.count_ones() < pegs {
            let unjumps: Vec<Jump> = board.legal_unjumps(backward).collect();
            let Some(unjump) = rng.choice(unjumps) else {
                break;
            };
            backward ^= unjump.mask();
        }
        positions.extend([forward, backward]);
    }
    let (mut out_of_budget, mut answers) = (0, [0, 0]);
    for position in positions {
        let truth = exact.verdicts(&[position]).0[0].expect("searched to the end");
        for budget in [0, 1, 10, 100, 1_000, 10_000] {
            let bounded = LiveSearch::exhaustive(&board, &problem, Some(budget));
            let (verdict, visited) = bounded.verdicts(&[position]);
            match verdict[0] {
                Some(answer) => {
                    assert_eq!(answer, truth, "budget {budget}");
                    answers[answer as usize] += 1;
                }
                None => {
                    assert_eq!(visited, budget, "an unfinished search spent its budget");
                    out_of_budget += 1;
                }
            }
        }
    }
    assert!(
        out_of_budget > 50 && answers[0] > 50 && answers[1] > 50,
        "{out_of_budget} out of budget, {answers:?} (lost, won)"
    );
}

/// The distance from the middle is the board's own: every symmetry of every square board
/// keeps it, so no corner counts as nearer the middle than another.
#[test]
fn the_distance_from_the_middle_is_symmetric() {
    for id in BOARD_IDS {
        let board = builtin_board(id).unwrap();
        if !matches!(board.lattice(), Lattice::Square) {
            continue;
        }
        let distance = middle_distances(&board);
        for symmetry in board.symmetries() {
            for h in 0..board.holes() as u8 {
                assert_eq!(
                    distance[h as usize],
                    distance[symmetry.hole(h) as usize],
                    "{id} hole {}",
                    board.name(h)
                );
            }
        }
    }
}
