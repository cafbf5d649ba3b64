//! Every English start (seed 000 Table 6, seed 001 "All Possible Winning Combinations"): the
//! hint files of the two other problem types answer the complement and finish-anywhere modes
//! for all 28 of their starts, and agree with level sets computed from scratch.

mod common;
use common::*;
use pegsol::{compute_levels, load_from_dir, Goal, Hints, Problem};
use std::path::Path;

fn data_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("winning-data")
}

/// Hints for a problem, loading its hint file first when it needs one.
fn hints(start: &str, goal: Goal) -> Hints {
    let b = board("english");
    let problem = Problem::new(&b, hole(&b, start), goal).unwrap();
    if let Some(info) = pegsol::hint_file_for("english", problem.start) {
        load_from_dir(&data_dir(), info).unwrap();
    }
    Hints::new(b, problem).unwrap()
}

fn play(hints: &Hints, start: &str, jumps: &str) -> u64 {
    let b = hints.board();
    let mut position = b.full() ^ 1 << hole(b, start);
    for j in pegsol::parse_game(b, jumps).unwrap() {
        position ^= j.mask();
    }
    position
}

#[test]
fn the_files_cover_the_28_other_starts_with_the_issue_sizes() {
    let b = board("english");
    let mut covered = 0;
    for h in 0..33u8 {
        match pegsol::hint_file_for("english", h) {
            Some(info) => {
                covered += 1;
                let expected = if info.starts.len() == 16 {
                    13_400_964
                } else {
                    21_607_827
                };
                assert_eq!(info.codes, expected, "{}", b.name(h));
                // Bits per stored code: the issue's floor is 12.
                assert!(info.bytes * 8 <= 12 * info.codes, "{}", info.file);
            }
            None => assert!(["d1", "a4", "d4", "g4", "d7"].contains(&b.name(h))),
        }
    }
    assert_eq!(covered, 28);
    assert!(
        pegsol::hint_file_for("english", hole(&b, "c1"))
            .unwrap()
            .bytes
            <= 33_000_000
    );
}

/// Seed 000 Table 6: the first dead end of each complement problem (the jumps lose only at the
/// last one) and, in section 7.1, which of them are dead board positions.
#[test]
fn table_6_first_dead_ends() {
    for (start, jumps, dead_board) in [
        ("d4", "d2-d4 d5-d3 b4-d4 d3-d5", true),
        ("d1", "d3-d1 b3-d3 e3-c3", false),
        ("c3", "c1-c3 e2-c2 c3-c1 d4-d2 b4-d4 f3-d3", true),
        ("c2", "c4-c2 a4-c4 d4-b4 f4-d4", false),
        ("d3", "d1-d3 d4-d2 d6-d4", false),
        ("d2", "d4-d2 b4-d4 e4-c4", false),
        ("c1", "c3-c1 e2-c2 d4-d2 c2-e2 b4-d4", false),
    ] {
        let complement = hints(start, Goal::Complement);
        let anywhere = hints(start, Goal::Anywhere);
        let list: Vec<&str> = jumps.split(' ').collect();
        for k in 0..list.len() {
            let p = play(&complement, start, &list[..k].join(" "));
            assert!(complement.problem_is_solvable(p), "{start}: lost too early");
        }
        let p = play(&complement, start, jumps);
        assert!(
            !complement.problem_is_solvable(p),
            "{start}: {jumps} is a dead end"
        );
        assert_eq!(
            anywhere.problem_is_solvable(p),
            !dead_board,
            "{start}: dead board?"
        );
    }
}

/// The "can still finish at" column of Table 6, with level sets computed for each finish.
#[test]
#[ignore = "long: ~30 s"]
fn table_6_can_still_finish_at() {
    let b = board("english");
    for (start, jumps, finishes) in [
        ("d1", "d3-d1 b3-d3 e3-c3", "a4 d4 g4"),
        ("c2", "c4-c2 a4-c4 d4-b4 f4-d4", "c5 f5"),
        ("d3", "d1-d3 d4-d2 d6-d4", "a3 g3"),
        ("d2", "d4-d2 b4-d4 e4-c4", "a5 d5 g5"),
        ("c1", "c3-c1 e2-c2 d4-d2 c2-e2 b4-d4", "c7"),
    ] {
        let s = hole(&b, start);
        let mut position = b.full() ^ 1 << s;
        for j in pegsol::parse_game(&b, jumps).unwrap() {
            position ^= j.mask();
        }
        let mut reachable = Vec::new();
        for f in pegsol::feasible_finishes(&b, s) {
            let problem = Problem::new(&b, s, Goal::Finish(f)).unwrap();
            let levels =
                compute_levels(&b, &problem.search(&b, false), Default::default()).unwrap();
            if levels.contains(&b, position) {
                reachable.push(b.name(f));
            }
        }
        reachable.sort();
        let mut want: Vec<&str> = finishes.split(' ').collect();
        want.sort();
        assert_eq!(reachable, want, "{start}");
    }
}

/// Seed 001's table of every start's possible one-peg finishes (Durango Bill's numbering is
/// the papers' row-by-row hole order), from the reach masks of all three types.
#[test]
#[ignore = "long: ~2 min"]
fn seed_001_all_possible_winning_combinations() {
    let b = board("english");
    let table = [
        "0 15 18 30",
        "1 13 16 19 31",
        "2 14 17 32",
        "3 22 25",
        "4 20 23 26",
        "5 21 24",
        "6 9 12 28",
        "7 10 29",
        "8 11 27",
        "6 9 12 28",
        "7 10 29",
        "8 11 27",
        "6 9 12 28",
        "1 13 16 19 31",
        "2 14 17 32",
        "0 15 18 30",
        "1 13 16 19 31",
        "2 14 17 32",
        "0 15 18 30",
        "1 13 16 19 31",
        "4 20 23 26",
        "5 21 24",
        "3 22 25",
        "4 20 23 26",
        "5 21 24",
        "3 22 25",
        "4 20 23 26",
        "8 11 27",
        "6 9 12 28",
        "7 10 29",
        "0 15 18 30",
        "1 13 16 19 31",
        "2 14 17 32",
    ];
    let mut finishes = [0u64; 33];
    for first in [hole(&b, "c1"), hole(&b, "c2"), hole(&b, "d4")] {
        let reach = pegsol::type_reach(&b, first).unwrap();
        for orbit in &reach.levels[1] {
            for g in b.symmetries() {
                let f = g.apply(orbit.code).trailing_zeros();
                let starts = g.apply(orbit.starts);
                for (s, row) in finishes.iter_mut().enumerate() {
                    if starts >> s & 1 == 1 {
                        *row |= 1 << f;
                    }
                }
            }
        }
    }
    for (s, row) in table.iter().enumerate() {
        let want = row
            .split(' ')
            .fold(0u64, |m, h| m | 1 << h.parse::<u32>().unwrap());
        assert_eq!(finishes[s], want, "start {s} ({})", b.name(s as u8));
    }
}

/// The hint never lies on the other types: verdicts along random games (also lost ones) for
/// the complement and finish-anywhere problems of starts in both files, including images of
/// the stored problems (e7 = c1 mirrored, f3 = c2 turned), equal freshly computed level sets.
#[test]
#[ignore = "long: ~3 min"]
fn verdicts_equal_computed_levels_for_both_types() {
    let b = board("english");
    for (start, goal) in [
        ("c1", Goal::Complement),
        ("e7", Goal::Complement),
        ("d2", Goal::Complement),
        ("d3", Goal::Complement),
        ("c2", Goal::Complement),
        ("f3", Goal::Complement),
        ("c3", Goal::Complement),
        ("b4", Goal::Anywhere),
        ("e5", Goal::Anywhere),
    ] {
        let hints = hints(start, goal);
        let problem = *hints.problem();
        let levels = compute_levels(&b, &problem.search(&b, false), Default::default()).unwrap();
        let (mut verdicts, mut lost) = (0, 0);
        walk_random_games(&hints, 6, 20_000, |position, list| {
            lost += !hints.problem_is_solvable(position) as usize;
            for &(j, good) in list {
                assert_eq!(
                    good,
                    levels.contains(&b, position ^ j.mask()),
                    "{start} {goal:?}"
                );
                verdicts += 1;
            }
        });
        println!("{start} {goal:?}: 20000 positions, {verdicts} verdicts, {lost} already lost: all agree");
    }
}
