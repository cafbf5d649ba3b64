//! `cargo bench --bench live [BOARD ...]`: what live hints cost, per board and peg count.
//! Two kinds of position: those of random games (random legal jumps, so mostly lost early) and
//! positions reached backwards from a finish (so many still win: the hard ones to answer). For
//! each position every movable peg is "hovered": its jumps' verdicts in one call, as the page
//! asks, with the memory of earlier questions cleared, and no budget: the positions each
//! hover visits, and its time, per peg count (median, p99, most).

use pegsol::internals::LiveSearch;
use pegsol::{builtin_board, classic_start, feasible_finishes, Board, Goal, Problem};
use std::time::Instant;

const POSITIONS: usize = 400;

/// The classic start's problem (finish where it started, else anywhere), else the first start
/// with a finish parity allows.
fn problem_of(board: &Board) -> Problem {
    let classic = classic_start(board.id()).and_then(|h| board.hole_by_name(h));
    let classic = classic.and_then(|h| {
        Problem::new(board, h, Goal::Complement)
            .or_else(|_| Problem::new(board, h, Goal::Anywhere))
            .ok()
    });
    classic
        .or_else(|| {
            (0..board.holes() as u8).find_map(|h| {
                let finish = *feasible_finishes(board, h).first()?;
                Problem::new(board, h, Goal::Finish(finish)).ok()
            })
        })
        .expect("a problem")
}

/// Positions with `pegs` pegs: along random games from the start, or backwards from a finish.
fn sample(
    board: &Board,
    problem: &Problem,
    pegs: u32,
    backward: bool,
    rng: &mut fastrand::Rng,
) -> Option<u64> {
    if backward {
        let finishes = problem.finish_holes(board);
        let mut p = 1u64 << finishes[rng.usize(..finishes.len())];
        while p.count_ones() < pegs {
            let back: Vec<_> = board.legal_unjumps(p).collect();
            p ^= back.get(rng.usize(..back.len().max(1)))?.mask();
        }
        Some(p)
    } else {
        let mut p = problem.start_position(board);
        while p.count_ones() > pegs {
            let jumps: Vec<_> = board.legal_jumps(p).collect();
            p ^= jumps.get(rng.usize(..jumps.len().max(1)))?.mask();
        }
        Some(p)
    }
}

fn main() {
    let mut boards: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    if boards.is_empty() {
        boards = [
            "french",
            "wiegleb",
            "square6",
            "triangle7",
            "triangle8",
            "english",
        ]
        .map(String::from)
        .to_vec();
    }
    println!("board       kind      pegs  hovers  visits p50  visits p99  visits max   ms p50   ms p99   ms max");
    for id in &boards {
        let board = builtin_board(id).expect("a built-in board");
        let problem = problem_of(&board);
        let live = LiveSearch::new(&board, &problem).with_limits(usize::MAX, board.holes());
        for backward in [false, true] {
            let mut rng = fastrand::Rng::with_seed(7);
            for pegs in 12..=20u32 {
                let mut hovers: Vec<(usize, f64)> = Vec::new();
                for _ in 0..POSITIONS {
                    let Some(position) = sample(&board, &problem, pegs, backward, &mut rng) else {
                        continue;
                    };
                    let jumps: Vec<_> = board.legal_jumps(position).collect();
                    let mut pegs_that_move: Vec<u8> = jumps.iter().map(|j| j.from).collect();
                    pegs_that_move.sort_unstable();
                    pegs_that_move.dedup();
                    for peg in pegs_that_move {
                        let children: Vec<u64> = jumps
                            .iter()
                            .filter(|j| j.from == peg)
                            .map(|j| position ^ j.mask())
                            .collect();
                        live.forget();
                        let t = Instant::now();
                        let (_, visited) = std::hint::black_box(live.verdicts(&children));
                        hovers.push((visited, t.elapsed().as_secs_f64() * 1e3));
                    }
                }
                if hovers.is_empty() {
                    continue;
                }
                let mut visits: Vec<usize> = hovers.iter().map(|h| h.0).collect();
                let mut ms: Vec<f64> = hovers.iter().map(|h| h.1).collect();
                visits.sort_unstable();
                ms.sort_by(f64::total_cmp);
                let at = |len: usize, p: f64| ((len - 1) as f64 * p) as usize;
                let n = hovers.len();
                println!(
                    "{id:<11} {:<8} {pegs:>5} {n:>7} {:>11} {:>11} {:>11} {:>8.2} {:>8.2} {:>8.2}",
                    if backward { "backward" } else { "random" },
                    visits[at(n, 0.5)],
                    visits[at(n, 0.99)],
                    visits[n - 1],
                    ms[at(n, 0.5)],
                    ms[at(n, 0.99)],
                    ms[n - 1]
                );
            }
        }
    }
}
