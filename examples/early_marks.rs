//! `cargo run --release --example early_marks [BUDGET ...]`: how many landings a search with
//! no peg limit decides, per band of peg counts, when each landing may visit BUDGET positions
//! (default 1,000,000: about a third of a second in Chromium). Games mostly follow good marks
//! (a proven good jump nine times in ten when one is known), and the search keeps what it
//! learns for the whole game, as the page's search worker does. Natively, so the figure says
//! what the worker can reach, not how fast.

use pegsol::{builtin_board, parse_mode, Hints, Problem, Verdict};
use std::time::Instant;

fn band(pegs: u32) -> usize {
    match pegs {
        27.. => 0,
        21..=26 => 1,
        _ => 2,
    }
}

fn main() {
    let budgets: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a budget"))
        .collect();
    let budgets = if budgets.is_empty() {
        vec![1_000_000]
    } else {
        budgets
    };
    for budget in budgets {
        for (id, start, mode) in [
            ("french", "d3", "anywhere"),
            ("square6", "c3", "complement"),
            ("triangle8", "a1", "complement"),
            ("wiegleb", "e5", "complement"),
        ] {
            let board = builtin_board(id).expect("a board");
            let start = board.hole_by_name(start).expect("a hole");
            let goal = parse_mode(&board, mode).expect("a mode");
            let problem = Problem::new(&board, start, goal).expect("a problem");
            let mut rng = fastrand::Rng::with_seed(11);
            // Per band: landings asked, decided good, decided bad.
            let mut tally = [[0usize; 3]; 3];
            let t0 = Instant::now();
            for _ in 0..3 {
                let hints = Hints::exhaustive(board.clone(), problem, Some(budget)).expect("hints");
                let mut position = problem.start_position(&board);
                loop {
                    let jumps: Vec<_> = board.legal_jumps(position).collect();
                    if jumps.is_empty() {
                        break;
                    }
                    let verdicts: Vec<Verdict> = jumps
                        .iter()
                        .map(|j| hints.problem_is_solvable(position ^ j.mask()))
                        .collect();
                    let b = band(position.count_ones());
                    for v in &verdicts {
                        tally[b][0] += 1;
                        match v {
                            Verdict::Solvable => tally[b][1] += 1,
                            Verdict::Unsolvable => tally[b][2] += 1,
                            Verdict::Unknown => {}
                        }
                    }
                    let good: Vec<usize> = (0..jumps.len())
                        .filter(|&i| verdicts[i] == Verdict::Solvable)
                        .collect();
                    let pick = if !good.is_empty() && rng.u8(..10) < 9 {
                        good[rng.usize(..good.len())]
                    } else {
                        rng.usize(..jumps.len())
                    };
                    position ^= jumps[pick].mask();
                }
            }
            let cells: Vec<String> = tally
                .iter()
                .map(|[asked, good, bad]| {
                    format!(
                        "{:.1} % ({good} good, {bad} bad of {asked})",
                        100.0 * (good + bad) as f64 / (*asked).max(1) as f64
                    )
                })
                .collect();
            println!(
                "{id} budget {budget}: 27+ {} | 21-26 {} | 20- {} | {:.1} s",
                cells[0],
                cells[1],
                cells[2],
                t0.elapsed().as_secs_f64()
            );
        }
    }
}
