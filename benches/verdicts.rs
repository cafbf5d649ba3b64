//! `cargo bench --bench verdicts [GAMES]`: what `pegs verdicts` costs on the boards without
//! stored data, per peg count. It plays GAMES games (default 6) of French from d3 and from c1
//! finishing anywhere, and of Wiegleb's central game; each game follows a jump proven good with
//! its own probability, so some games stay winnable late and others are lost early. (Wiegleb's
//! games first follow a known win to between 31 and 27 pegs: random jumps lose it early.)
//! At each position with 17 to 26 pegs it times what the command does for one input line:
//! every legal jump's verdict, searched to the end (no budget), with the search's memory
//! forgotten first. It prints the time per position by peg count (median and most).

use pegsol::{builtin_board, parse_game, play, Goal, Hints, Problem, Verdict};
use std::time::Instant;

#[path = "../tests/common/mod.rs"]
mod common;

const PEGS: std::ops::RangeInclusive<usize> = 17..=26;

fn main() {
    let games: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(6);
    println!("board    start goal        pegs  positions  jumps  good   s p50   s max");
    for (id, start, goal) in [
        ("french", "d3", "anywhere"),
        ("french", "c1", "anywhere"),
        ("wiegleb", "e5", "complement"),
    ] {
        let board = builtin_board(id).expect("a built-in board");
        let start_hole = board.hole_by_name(start).expect("a hole");
        let goal_value = match goal {
            "anywhere" => Goal::Anywhere,
            _ => Goal::Complement,
        };
        let problem = Problem::new(&board, start_hole, goal_value).expect("a feasible problem");
        let hints = Hints::exhaustive(board.clone(), problem, None).expect("live hints");
        let mut rng = fastrand::Rng::with_seed(43);
        // Per peg count: (seconds per position, jumps, good jumps).
        let mut seen: Vec<Vec<(f64, usize, usize)>> = vec![Vec::new(); board.holes()];
        for _ in 0..games {
            let care = rng.f64();
            let mut position = problem.start_position(&board);
            if id == "wiegleb" {
                let win = parse_game(&board, common::WIEGLEB_WIN).expect("a game");
                position = play(&board, position, &win[..rng.usize(13..=17)]).expect("legal");
            }
            loop {
                let pegs = position.count_ones() as usize;
                if pegs < *PEGS.start() {
                    break;
                }
                let jumps: Vec<_> = board.legal_jumps(position).collect();
                if jumps.is_empty() {
                    break;
                }
                let verdicts = if PEGS.contains(&pegs) {
                    hints.forget_live_memory();
                    let t = Instant::now();
                    let verdicts: Vec<Verdict> = jumps
                        .iter()
                        .map(|j| hints.problem_is_solvable(position ^ j.mask()))
                        .collect();
                    let good = verdicts.iter().filter(|v| v.is_solvable()).count();
                    seen[pegs].push((t.elapsed().as_secs_f64(), jumps.len(), good));
                    verdicts
                } else {
                    vec![Verdict::Unknown; jumps.len()]
                };
                let good: Vec<usize> = (0..jumps.len())
                    .filter(|&i| verdicts[i].is_solvable())
                    .collect();
                let pick = if !good.is_empty() && rng.f64() < care {
                    good[rng.usize(..good.len())]
                } else {
                    rng.usize(..jumps.len())
                };
                position ^= jumps[pick].mask();
            }
        }
        for pegs in PEGS.rev() {
            let rows = &seen[pegs];
            if rows.is_empty() {
                continue;
            }
            let mut seconds: Vec<f64> = rows.iter().map(|r| r.0).collect();
            seconds.sort_by(f64::total_cmp);
            let jumps: usize = rows.iter().map(|r| r.1).sum();
            let good: usize = rows.iter().map(|r| r.2).sum();
            println!(
                "{id:<8} {start:<5} {goal:<11} {pegs:>4} {:>10} {jumps:>6} {good:>5} {:>7.3} {:>7.3}",
                rows.len(),
                seconds[seconds.len() / 2],
                seconds[seconds.len() - 1],
            );
        }
    }
}
