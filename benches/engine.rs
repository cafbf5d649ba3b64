//! `cargo bench --bench engine`: wall-clock figures for the level-set engine (median of runs).

use pegsol::{builtin_board, compute_levels, count_solutions, Goal, LevelOptions, Problem};
use std::time::{Duration, Instant};

fn median(mut runs: Vec<Duration>) -> Duration {
    runs.sort();
    runs[runs.len() / 2]
}

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> Duration {
    median(
        (0..runs)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(f());
                t.elapsed()
            })
            .collect(),
    )
}

fn main() {
    let filter = std::env::args().nth(1).filter(|a| !a.starts_with('-'));
    // Complement problems (finish where the game started), and triangle7, where no start can
    // finish where it started, from c4 finishing anywhere (its hint file's widest problem).
    let cases = [
        ("triangle5", "a1", Goal::Complement, 20),
        ("trunc18", "b3", Goal::Complement, 10),
        ("triangle6", "a1", Goal::Complement, 10),
        ("english", "d4", Goal::Complement, 5),
        ("triangle7", "c4", Goal::Anywhere, 1),
    ];
    println!(
        "{:<10} {:>6} {:>14} {:>14} {:>14} {:>12}",
        "board", "start", "W_n only", "all F_n + W_n", "count (+W)", "W stored"
    );
    for (id, start, goal, runs) in cases {
        if filter.as_deref().is_some_and(|f| !id.contains(f)) {
            continue;
        }
        let board = builtin_board(id).unwrap();
        let problem = Problem::new(&board, board.hole_by_name(start).unwrap(), goal).unwrap();
        let search = problem.search(&board, false);
        let winning = time(runs, || {
            compute_levels(&board, &search, LevelOptions::default()).unwrap()
        });
        let all = LevelOptions {
            all_forward: true,
            ..LevelOptions::default()
        };
        let everything = time(runs, || compute_levels(&board, &search, all).unwrap());
        let counting = time(runs, || {
            let levels = compute_levels(&board, &search, LevelOptions::default()).unwrap();
            count_solutions(&board, &levels)
        });
        let stored = compute_levels(&board, &search, LevelOptions::default())
            .unwrap()
            .lower_half_total();
        println!(
            "{id:<10} {start:>6} {:>12.1?} {:>14.1?} {:>14.1?} {stored:>12}",
            winning, everything, counting
        );
    }
}
