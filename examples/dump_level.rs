//! Writes one forward level of a problem with a winning flag per position, for
//! `scripts/find-pagodas.py` (which searches pagoda functions for `src/pagoda.rs`):
//!   cargo run --release --example dump_level -- english d4 17 > /tmp/f17.txt
//! Output: a `#` header with the board's jumps (from over to), then `CODE WINNING` lines.
use pegsol::internals::Expander;
use pegsol::{builtin_board, compute_levels, Goal, LevelOptions, Problem};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [id, hole, pegs] = args.as_slice() else {
        eprintln!("usage: dump_level BOARD HOLE PEGS");
        std::process::exit(2);
    };
    let board = builtin_board(id).expect("known board");
    let start = board.hole_by_name(hole).expect("known hole");
    let pegs: usize = pegs.parse().expect("a peg count");
    let problem = Problem::new(&board, start, Goal::Finish(start)).expect("feasible problem");
    let search = problem.search(&board, false);
    let options = LevelOptions {
        all_forward: true,
        ..LevelOptions::default()
    };
    let levels = compute_levels(&board, &search, options).expect("fits in memory");
    let expander = Expander::new(&board, &search.group);
    let mut level = expander.reduce_all(&search.starts);
    for _ in pegs..board.holes() - 1 {
        level = expander.descendants(&level, usize::MAX).expect("no limit");
    }
    let target = board.hole_by_name(hole).unwrap();
    println!("# board {id} holes {} target {target}", board.holes());
    for j in board.jumps() {
        println!("# jump {} {} {}", j.from, j.over, j.to);
    }
    for code in level {
        let winning = levels.winning(pegs).binary_search(&code).is_ok();
        println!("{code} {}", winning as u8);
    }
}
