//! Live hints (a budgeted search of each position's future, for boards without stored winning
//! sets) against independent answers: level sets computed for exactly the same problem where
//! they can be (the English central game, triangle7), the plain search of `common` elsewhere
//! (French, Wiegleb). Every answer must be right; "no answer" is allowed only above the peg
//! count live hints start from, or where the budget ran out, and never for a French or Wiegleb
//! board with 16 pegs or fewer.

mod common;
use common::{board, hole, PlainSearch};
use pegsol::{compute_levels, Board, Goal, Hints, LevelOptions, Problem, Verdict};

/// What the check saw.
#[derive(Debug, Default)]
struct Seen {
    answered: usize,
    good: usize,
    bad: usize,
    /// Unanswered at or below the live hints' peg count (the budget ran out), by peg count.
    unanswered: Vec<usize>,
}

/// Random games from `starts`, following good jumps (by `truth`) with a per-game probability
/// wherever the truth is asked (positions whose children have at most `check_pegs` pegs, or
/// every position when `guide_everywhere`), so games end anywhere from early losses to wins.
/// Every jump of every position whose children have at most `check_pegs` pegs is asked of the
/// live hints and compared with `truth`.
fn check_live(
    b: &Board,
    problem: Problem,
    starts: &[u64],
    check_pegs: usize,
    guide_everywhere: bool,
    mut truth: impl FnMut(u64) -> bool,
) -> Seen {
    let hints = Hints::live(b.clone(), problem);
    let max_pegs = hints.live_max_pegs().expect("a live source");
    let mut seen = Seen {
        unanswered: vec![0; b.holes()],
        ..Seen::default()
    };
    let mut rng = fastrand::Rng::with_seed(11);
    for &start in starts {
        let care = rng.f64();
        let mut position = start;
        loop {
            let jumps: Vec<_> = b.legal_jumps(position).collect();
            if jumps.is_empty() {
                break;
            }
            let children: Vec<u64> = jumps.iter().map(|j| position ^ j.mask()).collect();
            let pegs = position.count_ones() as usize - 1;
            let checked = pegs <= check_pegs;
            // As the page asks: one question (and one budget) per hovered peg.
            let verdicts: Vec<Option<bool>> = if checked {
                let mut verdicts = vec![None; children.len()];
                for peg in jumps.iter().map(|j| j.from) {
                    let of_peg: Vec<usize> =
                        (0..jumps.len()).filter(|&i| jumps[i].from == peg).collect();
                    let asked: Vec<u64> = of_peg.iter().map(|&i| children[i]).collect();
                    for (&i, v) in of_peg.iter().zip(hints.are_solvable(asked)) {
                        verdicts[i] = v.known();
                    }
                }
                verdicts
            } else {
                vec![None; children.len()]
            };
            let mut good = Vec::new();
            for (&child, verdict) in children.iter().zip(verdicts) {
                if !(checked || guide_everywhere) {
                    break;
                }
                let right = truth(child);
                if right {
                    good.push(child);
                }
                match verdict {
                    _ if !checked => {}
                    Some(v) => {
                        assert_eq!(v, right, "{}: verdict for\n{}", b.id(), b.render(child));
                        seen.answered += 1;
                        if v {
                            seen.good += 1;
                        } else {
                            seen.bad += 1;
                        }
                    }
                    // Above the live peg count there is no answer by design (checked below).
                    None if pegs > max_pegs => {}
                    None => seen.unanswered[pegs] += 1,
                }
            }
            if pegs > max_pegs {
                assert!(hints
                    .are_solvable(children.iter().copied())
                    .iter()
                    .all(|v| *v == Verdict::Unknown));
            }
            position = if !good.is_empty() && rng.f64() < care {
                good[rng.usize(..good.len())]
            } else {
                children[rng.usize(..children.len())]
            };
        }
    }
    seen
}

/// The first single-vacancy problem (finishing where it started, else anywhere) that the level
/// sets solve.
fn solvable_problem(b: &Board) -> (Problem, pegsol::Levels) {
    [Goal::Complement, Goal::Anywhere]
        .into_iter()
        .flat_map(|goal| (0..b.holes() as u8).map(move |h| (h, goal)))
        .find_map(|(h, goal)| {
            let problem = Problem::new(b, h, goal).ok()?;
            let levels =
                compute_levels(b, &problem.search(b, false), LevelOptions::default()).ok()?;
            levels
                .contains(problem.start_position(b))
                .then_some((problem, levels))
        })
        .expect("a solvable problem")
}

/// Positions with `pegs` pegs from which one of `finishes` can be reached: random jumps played
/// backwards from a finish (a peg jumps back over an empty hole, leaving a peg there).
fn backward_positions(b: &Board, finishes: &[u8], pegs: u32, count: usize) -> Vec<u64> {
    let mut rng = fastrand::Rng::with_seed(3);
    let mut out = Vec::new();
    while out.len() < count {
        let mut p = 1u64 << finishes[rng.usize(..finishes.len())];
        while p.count_ones() < pegs {
            let back: Vec<_> = b.legal_unjumps(p).collect();
            if back.is_empty() {
                break;
            }
            p ^= back[rng.usize(..back.len())].mask();
        }
        if p.count_ones() == pegs {
            out.push(p);
        }
    }
    out
}

#[test]
fn live_hints_match_the_level_sets_of_the_central_english_game() {
    let b = board("english");
    let problem = Problem::new(&b, hole(&b, "d4"), Goal::Complement).unwrap();
    let levels = compute_levels(&b, &problem.search(&b, false), LevelOptions::default()).unwrap();
    let starts = vec![problem.start_position(&b); 300];
    let seen = check_live(&b, problem, &starts, 20, true, |p| levels.contains(p));
    assert!(seen.good > 1000 && seen.bad > 1000, "{seen:?}");
    assert!(seen.unanswered.iter().take(17).all(|&u| u == 0), "{seen:?}");
}

#[test]
fn live_hints_match_the_level_sets_of_triangle7() {
    let b = board("triangle7");
    let (problem, levels) = solvable_problem(&b);
    let starts = vec![problem.start_position(&b); 300];
    let seen = check_live(&b, problem, &starts, 27, true, |p| levels.contains(p));
    assert!(seen.good > 1000 && seen.bad > 1000, "{seen:?}");
}

/// French and Wiegleb have no level sets here (too big for a test): the plain search answers,
/// on positions with at most 16 pegs (reached backwards from a finish, so many still win).
/// On a board with 16 pegs or fewer the live hints must always answer.
fn check_against_plain_search(id: &str) {
    let b = board(id);
    // The first start with a finish parity allows (on the French board no start is its own).
    let problem = (0..b.holes() as u8)
        .find_map(|h| {
            let finish = *pegsol::feasible_finishes(&b, h).first()?;
            let goal = if finish == h {
                Goal::Complement
            } else {
                Goal::Finish(finish)
            };
            Problem::new(&b, h, goal).ok()
        })
        .expect("a feasible problem");
    let finishes = problem.finish_holes(&b);
    let mut plain = PlainSearch::new(&b, &finishes);
    let starts = backward_positions(&b, &finishes, 17, 200);
    let seen = check_live(&b, problem, &starts, 16, false, |p| plain.can_finish(p));
    assert!(seen.good > 300 && seen.bad > 300, "{id}: {seen:?}");
    // A position on the board with 16 pegs or fewer: its jumps' verdicts (15 pegs) all come.
    assert!(
        seen.unanswered.iter().take(16).all(|&u| u == 0),
        "{id}: {seen:?}"
    );
}

#[test]
fn live_hints_match_a_plain_search_on_the_french_board() {
    check_against_plain_search("french");
}

#[test]
fn live_hints_match_a_plain_search_on_the_wiegleb_board() {
    check_against_plain_search("wiegleb");
}

#[test]
#[ignore = "long: ~90 s"]
fn live_hints_match_a_plain_search_on_square6_and_triangle8() {
    for id in ["square6", "triangle8"] {
        check_against_plain_search(id);
    }
}
