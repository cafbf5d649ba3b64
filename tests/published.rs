//! George Bell's published results (ref. 3's table of boards, ref. 4) where this project
//! has no data: what the start picker may say from them, and the rule that turns a count of
//! solvable problems into answers, checked against level sets on boards small enough to
//! compute.

mod common;
use common::*;
use pegsol::internals::{distinct_feasible_pairs, solvable_by_count, SOLVABLE_PROBLEMS};
use pegsol::{canonical_pair, feasible_finishes, start_options, Goal, Problem};

#[test]
fn bells_counts_against_parity() {
    // Ref. 3: English 21 and 6x6 21 problems, all feasible; French 10, all feasible (its
    // central game is ruled out by parity); Wiegleb 35 of the 36 parity allows.
    assert_eq!(distinct_feasible_pairs(&board("english")), 21);
    let feasible = |id: &str| distinct_feasible_pairs(&board(id));
    let published: Vec<(&str, usize, usize)> = SOLVABLE_PROBLEMS
        .iter()
        .map(|&(id, solvable)| (id, solvable, feasible(id)))
        .collect();
    assert_eq!(
        published,
        [("square6", 21, 21), ("french", 10, 10), ("wiegleb", 35, 36)]
    );
}

/// Every problem of a board: each start with each goal parity allows.
fn problems(id: &str) -> Vec<Problem> {
    let b = board(id);
    let mut list = Vec::new();
    for s in 0..b.holes() as u8 {
        let mut goals = vec![Goal::Complement, Goal::Anywhere];
        goals.extend(feasible_finishes(&b, s).into_iter().map(Goal::Finish));
        list.extend(
            goals
                .into_iter()
                .filter_map(|g| Problem::new(&b, s, g).ok()),
        );
    }
    list
}

#[test]
fn the_counting_rule_never_calls_an_unsolvable_problem_solvable() {
    let (mut said, mut checked) = (0, 0);
    for id in ["triangle5", "trunc18", "triangle6"] {
        let b = board(id);
        let solvable = |p: &Problem| {
            let l = pegsol::compute_levels(&b, &p.search(&b, false), Default::default()).unwrap();
            l.winning_len(1) > 0
        };
        // The count, as a paper would give it: distinct pairs with a solution.
        let mut pairs = std::collections::BTreeSet::new();
        for p in problems(id) {
            if let Goal::Finish(f) = p.goal {
                if solvable(&p) {
                    pairs.insert(canonical_pair(&b, p.start, f));
                }
            } else if p.goal == Goal::Complement && solvable(&p) {
                pairs.insert((p.start, p.start));
            }
        }
        let count = pairs
            .iter()
            .map(|&(s, f)| canonical_pair(&b, s, f))
            .collect::<std::collections::BTreeSet<_>>()
            .len();
        if id == "triangle5" {
            assert_eq!(count, 12, "ref. 2, Table 1");
        }
        for p in problems(id) {
            let verdict = solvable_by_count(&b, &p, count, |_| false);
            assert!(verdict != Some(false), "the rule only ever says solvable");
            if verdict == Some(true) {
                said += 1;
                assert!(solvable(&p), "{id}: {p:?} called solvable");
            }
            checked += 1;
        }
    }
    assert!(said > 0, "the rule said nothing in {checked} problems");
    println!("{said} of {checked} problems called solvable, all rightly");
}

#[test]
fn the_start_picker_shows_bells_results() {
    // French: every start parity allows can finish (anywhere, or at a chosen hole).
    let french = board("french");
    for mode in ["anywhere", "finish-d1"] {
        for o in start_options(&french, mode).unwrap() {
            let expected = if o.feasible { Some(true) } else { Some(false) };
            assert_eq!(
                o.solvable,
                expected,
                "french {mode} {}",
                french.name(o.hole)
            );
        }
    }
    // The French centre cannot finish anywhere, so its picker does not offer another finish;
    // a start that only this finish rules out does.
    let at_d1 = start_options(&french, "finish-d1").unwrap();
    let d4 = &at_d1[french.hole_by_name("d4").unwrap() as usize];
    assert!(!d4.feasible && !d4.other_finish, "{d4:?}");
    for o in &at_d1 {
        let anywhere_feasible = Problem::new(&french, o.hole, Goal::Anywhere).is_ok();
        assert_eq!(o.other_finish, !o.feasible && anywhere_feasible, "{o:?}");
    }
    assert!(at_d1.iter().any(|o| o.other_finish));
    assert!(start_options(&french, "anywhere")
        .unwrap()
        .iter()
        .all(|o| !o.other_finish));
    // Wiegleb: the central game is solved (ref. 4); one feasible problem is not solvable, so
    // only a start with a choice of finishes is sure to finish anywhere, and that is each start.
    let wiegleb = board("wiegleb");
    let complement = start_options(&wiegleb, "complement").unwrap();
    let known: Vec<&str> = complement
        .iter()
        .filter(|o| o.solvable == Some(true))
        .map(|o| wiegleb.name(o.hole))
        .collect();
    assert_eq!(known, ["e5"]);
    let anywhere = start_options(&wiegleb, "anywhere").unwrap();
    assert!(anywhere.iter().all(|o| o.solvable == Some(true)));
    // 6x6: all 21 problems are solvable.
    let square6 = board("square6");
    assert!(start_options(&square6, "complement")
        .unwrap()
        .iter()
        .all(|o| o.solvable == Some(true)));
}
