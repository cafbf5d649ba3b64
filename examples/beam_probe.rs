//! `cargo run --release --example beam_probe [WIDTH] [POSITIONS]`: how often the beam search
//! for a winning line (`LiveSearch::beam_line`) proves a landing good in the early game, and
//! at what cost. On one game per board (following landings the beam proved, at random), every
//! landing of every position with more than 26 pegs is tried with a beam WIDTH wide (default
//! 2,000) and at most POSITIONS positions (default 1,000,000). Prints, per board, the landings
//! proved and the positions spent. `BOARDS=wiegleb,...` picks the games; `JUMPS=c3-a1,...`
//! starts them after those jumps.

use pegsol::internals::LiveSearch;
use pegsol::{builtin_board, parse_mode, Problem};
use std::time::Instant;

fn main() {
    let arg = |i: usize, default: usize| {
        std::env::args()
            .nth(i)
            .map_or(default, |a| a.parse().expect("a number"))
    };
    let (width, budget) = (arg(1, 2_000), arg(2, 1_000_000));
    let boards = std::env::var("BOARDS").ok();
    for (id, start, mode) in [
        ("wiegleb", "e5", "complement"),
        ("french", "d3", "anywhere"),
        ("triangle8", "a1", "complement"),
        ("triangle9", "a1", "complement"),
        ("triangle10", "a1", "anywhere"),
        ("square6", "c3", "complement"),
    ] {
        if boards
            .as_ref()
            .is_some_and(|b| !b.split(',').any(|x| x == id))
        {
            continue;
        }
        let board = builtin_board(id).expect("a board");
        let hole = board.hole_by_name(start).expect("a hole");
        let Ok(problem) = Problem::new(&board, hole, parse_mode(&board, mode).expect("a mode"))
        else {
            println!("{id} {start} {mode}: no such problem");
            continue;
        };
        let search = LiveSearch::thinking(&board, &problem, 3_500_000);
        let mut rng = fastrand::Rng::with_seed(3);
        let mut position = problem.start_position(&board);
        // JUMPS=c3-a1,b4-b2 starts from the position after those jumps.
        for jump in std::env::var("JUMPS")
            .iter()
            .flat_map(|j| pegsol::parse_game(&board, j).expect("jumps"))
        {
            position ^= jump.mask();
        }
        let (mut tried, mut proved, mut spent) = (0, 0, 0);
        let t0 = Instant::now();
        let mut per_pegs = Vec::new();
        while position.count_ones() > 26 {
            let children: Vec<u64> = board
                .legal_jumps(position)
                .map(|j| position ^ j.mask())
                .collect();
            let mut good = Vec::new();
            for &child in &children {
                let mut left = budget;
                let line = search.beam_line(child, width, &mut left, false);
                spent += budget - left;
                tried += 1;
                if let Some(line) = line {
                    proved += 1;
                    good.push(child);
                    for &p in &line {
                        search.learn(p, true);
                    }
                }
            }
            per_pegs.push(format!(
                "{}:{}/{}",
                position.count_ones() - 1,
                good.len(),
                children.len()
            ));
            let from = if good.is_empty() { &children } else { &good };
            if from.is_empty() {
                break;
            }
            position = from[rng.usize(..from.len())];
        }
        println!(
            "{id} {start} {mode}, width {width}: {proved}/{tried} landings proved good, {:.0} positions a try, {:.2} s in all",
            spent as f64 / tried.max(1) as f64,
            t0.elapsed().as_secs_f64()
        );
        println!("  {}", per_pegs.join(" "));
    }
}
