//! Every English problem (ref. 1, Table 6; ref. 5, "All Possible Winning Combinations"): the
//! hint files of the three problem types answer finishing where the game started, anywhere and
//! at a chosen hole from all 33 starts (the module answers the central type's first two), and
//! agree with level sets computed from scratch.

mod common;
use common::*;
use pegsol::{compute_levels, load_from_dir, Goal, Hints, Problem, Verdict};
use std::path::Path;

fn data_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("winning-data")
}

/// Hints for a problem, loading its hint file first when it needs one.
fn hints(start: &str, goal: Goal) -> Hints {
    let b = board("english");
    let problem = Problem::new(&b, hole(&b, start), goal).unwrap();
    if let Some(info) = pegsol::hint_file_of(&b, &problem) {
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
fn the_files_cover_every_start_with_the_issue_sizes() {
    let b = board("english");
    let mut files = std::collections::BTreeMap::new();
    for h in 0..33u8 {
        let info = pegsol::internals::hint_file_for("english", h).expect("every start has a file");
        // Stored codes: the kept levels of the any-finish superset (ref. 1, Table 2, and the
        // superset sizes of the two other types, 13,400,964 and 21,607,827 in all).
        let expected = match info.starts.len() {
            5 => 279_661,
            16 => 4_466_932,
            12 => 7_201_556,
            other => panic!("a type with {other} starts"),
        };
        assert_eq!(info.codes, expected, "{}", b.name(h));
        files.insert(info.file, info.bytes);
        // The module answers the central type's complement and any-finish problems; the file
        // everything else.
        let central = ["d1", "a4", "d4", "g4", "d7"].contains(&b.name(h));
        for goal in [Goal::Complement, Goal::Anywhere] {
            let problem = Problem::new(&b, h, goal).unwrap();
            assert_eq!(pegsol::hint_file_of(&b, &problem).is_none(), central);
        }
        // (Finishing at the start hole is the complement problem.)
        for f in pegsol::feasible_finishes(&b, h)
            .into_iter()
            .filter(|&f| f != h)
        {
            let problem = Problem::new(&b, h, Goal::Finish(f)).unwrap();
            assert_eq!(pegsol::hint_file_of(&b, &problem).unwrap().file, info.file);
        }
    }
    assert_eq!(files.len(), 3);
    // Everything fetched on demand (the issue started from 45.8 MB without chosen finishes).
    let total: usize = files.values().sum();
    assert!(total <= 19_750_000, "{total} bytes of hint files");
}

/// Ref. 1, Table 6: the first dead end of each complement problem (the jumps lose only at the
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
            assert!(
                complement.problem_is_solvable(p).is_solvable(),
                "{start}: lost too early"
            );
        }
        let p = play(&complement, start, jumps);
        assert!(
            complement.problem_is_solvable(p).is_unsolvable(),
            "{start}: {jumps} is a dead end"
        );
        assert_eq!(
            anywhere.problem_is_solvable(p),
            Verdict::from(!dead_board),
            "{start}: dead board?"
        );
    }
}

/// The "can still finish at" column of ref. 1's Table 6, with level sets computed for each finish.
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
            if levels.contains(position) {
                reachable.push(b.name(f));
            }
            // The hint file says the same.
            let stored = hints(start, Goal::Finish(f));
            assert_eq!(
                stored.problem_is_solvable(position),
                Verdict::from(levels.contains(position))
            );
        }
        reachable.sort();
        let mut want: Vec<&str> = finishes.split(' ').collect();
        want.sort();
        assert_eq!(reachable, want, "{start}");
    }
}

/// Ref. 5's table of every start's possible one-peg finishes (Durango Bill's numbering is
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
        let reach = pegsol::internals::type_reach(&b, first).unwrap();
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

/// The hint never lies: verdicts along random games (also lost ones) for the complement,
/// finish-anywhere and chosen-finish problems of starts in all three files, including images
/// of the stored problems (e7 = c1 mirrored, f3 = c2 turned), equal level sets computed for
/// exactly that problem.
#[test]
#[ignore = "long: ~6 min"]
fn verdicts_equal_computed_levels_for_every_type() {
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
        ("d4", Goal::Finish(hole(&b, "d1"))),
        ("d1", Goal::Finish(hole(&b, "g4"))),
        ("c1", Goal::Finish(hole(&b, "f4"))),
        ("d2", Goal::Finish(hole(&b, "a5"))),
        ("e3", Goal::Finish(hole(&b, "b3"))),
        ("c2", Goal::Finish(hole(&b, "f5"))),
        ("c3", Goal::Finish(hole(&b, "c6"))),
    ] {
        let hints = hints(start, goal);
        let problem = *hints.problem();
        let levels = compute_levels(&b, &problem.search(&b, false), Default::default()).unwrap();
        let (mut verdicts, mut lost) = (0, 0);
        walk_random_games(&hints, 6, 20_000, |position, list| {
            lost += hints.problem_is_solvable(position).is_unsolvable() as usize;
            for &(j, good) in list {
                assert_eq!(
                    good,
                    levels.contains(position ^ j.mask()),
                    "{start} {goal:?}"
                );
                verdicts += 1;
            }
        });
        println!("{start} {goal:?}: 20000 positions, {verdicts} verdicts, {lost} already lost: all agree");
    }
}
