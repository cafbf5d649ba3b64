//! `cargo bench --bench hints`: the hint engine's speed per position, against Bell's method (a
//! binary search over the raw sorted `Vec<u64>` of the same winning set) in the same run.

use pegsol::{builtin_board, compute_levels, Board, Goal, Hints, Levels, Problem};
use std::time::Instant;

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p) as usize]
}

/// Every position of `games` random games (random legal jumps, so most games go wrong).
fn positions(board: &Board, start: u64, games: usize) -> Vec<u64> {
    let mut rng = fastrand::Rng::with_seed(1);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut p = start;
        loop {
            out.push(p);
            let jumps: Vec<_> = board.legal_jumps(p).collect();
            if jumps.is_empty() {
                break;
            }
            p ^= jumps[rng.usize(..jumps.len())].mask();
        }
    }
    out
}

/// Bell's `problemIsSolvable`: for a complement problem, complement above N/2; then mincode,
/// binary search (another problem keeps every level: W_n is not the complement of W_{N-n}).
fn raw_is_winning(board: &Board, levels: &Levels, goal: Goal, position: u64) -> bool {
    let half = board.holes() / 2;
    let n = position.count_ones() as usize;
    let (x, n) = if n > half && goal == Goal::Complement {
        (board.full() ^ position, board.holes() - n)
    } else {
        (position, n)
    };
    n > 0
        && levels
            .winning(n)
            .binary_search(&board.mincode(&levels.group, x))
            .is_ok()
}

/// Median and p99 in µs of `f` per position, timing each call.
fn per_call(positions: &[u64], mut f: impl FnMut(u64) -> usize) -> (f64, f64, usize) {
    let mut times = Vec::with_capacity(positions.len());
    let mut sink = 0;
    for &p in positions {
        let t = Instant::now();
        sink += std::hint::black_box(f(p));
        times.push(t.elapsed().as_secs_f64() * 1e6);
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    (percentile(&times, 0.5), percentile(&times, 0.99), sink)
}

fn main() {
    println!(
        "{:<10} {:>8} {:>9} {:>12} {:>12} {:>12} {:>12} {:>9} {:>10} {:>10}",
        "board",
        "problem",
        "positions",
        "verdicts p50",
        "verdicts p99",
        "raw p50",
        "raw p99",
        "ratio",
        "query ns",
        "raw ns"
    );
    let data_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("winning-data");
    for (id, start, finish) in [
        ("english", "d4", None),
        ("english", "d4", Some("d1")),
        ("english", "c1", None),
        ("english", "d2", Some("a5")),
        ("english", "c2", None),
        ("english", "c3", Some("c6")),
        ("triangle6", "a1", None),
        ("triangle7", "b4", Some("e5")),
    ] {
        let board = builtin_board(id).unwrap();
        let goal = finish.map_or(Goal::Complement, |f| {
            Goal::Finish(board.hole_by_name(f).unwrap())
        });
        let problem = Problem::new(&board, board.hole_by_name(start).unwrap(), goal).unwrap();
        if let Some(info) = pegsol::hint_file_of(&board, &problem) {
            pegsol::load_from_dir(&data_dir, info).unwrap();
        }
        let hints = Hints::new(board.clone(), problem).unwrap();
        let start = format!("{start}-{}", finish.unwrap_or(start));
        let levels =
            compute_levels(&board, &problem.search(&board, false), Default::default()).unwrap();
        let all = positions(&board, problem.start_position(&board), 1000);
        // Warm-up (decodes the embedded data once, and makes the levels a complement problem
        // keeps as mirrors, which the raw search reads).
        hints.problem_is_solvable(all[1]);
        levels.winning(1);
        let (p50, p99, a) = per_call(&all, |p| {
            hints
                .verdicts(p)
                .iter()
                .filter(|v| v.1.is_solvable())
                .count()
        });
        let (r50, r99, b) = per_call(&all, |p| {
            board
                .legal_jumps(p)
                .filter(|j| raw_is_winning(&board, &levels, goal, p ^ j.mask()))
                .count()
        });
        assert_eq!(a, b, "the two methods disagree");
        // A single problem_is_solvable, averaged over every child of every position.
        let children: Vec<u64> = all
            .iter()
            .flat_map(|&p| board.legal_jumps(p).map(move |j| p ^ j.mask()))
            .collect();
        let t = Instant::now();
        let good = children
            .iter()
            .filter(|&&c| hints.problem_is_solvable(c).is_solvable())
            .count();
        let query = t.elapsed().as_secs_f64() * 1e9 / children.len() as f64;
        let t = Instant::now();
        let good_raw = children
            .iter()
            .filter(|&&c| raw_is_winning(&board, &levels, goal, c))
            .count();
        let raw = t.elapsed().as_secs_f64() * 1e9 / children.len() as f64;
        assert_eq!(good, good_raw);
        println!(
            "{id:<10} {start:>8} {:>9} {p50:>10.2}µs {p99:>10.2}µs {r50:>10.2}µs {r99:>10.2}µs {:>8.2}x {query:>10.0} {raw:>10.0}",
            all.len(),
            p50 / r50
        );
        // The embedded data's size, once per board that has some (triangle7 has only its file).
        if id == "english" && start != "d4-d4" || pegsol::internals::hint_data(id).is_none() {
            continue;
        }
        let half = board.holes() / 2;
        let raw_bytes: usize = (1..=half).map(|n| levels.winning_len(n) * 8).sum();
        let data = pegsol::internals::hint_data(id).unwrap();
        let compact: usize = data
            .forms
            .iter()
            .filter(|f| f.form.starts_with("anyfinish"))
            .map(|f| f.bytes)
            .sum();
        println!("           raw Vec<u64> {raw_bytes} bytes; compact any-finish set {compact} bytes ({:.1}x smaller)", raw_bytes as f64 / compact as f64);
    }
}
