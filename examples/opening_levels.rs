//! `cargo run --release --example opening_levels BOARD START MODE LOW HIGH DIR`: a problem's
//! winning sets W_n for n = LOW..=HIGH, each written as a one-level opening book
//! `DIR/BOARD-N.opening`, with its codes and bytes printed: what each level would cost a
//! download, to weigh against what it decides (`thinker_marks` with `BOOK=`).

use pegsol::internals::{encode_book, problem_levels};
use pegsol::{builtin_board, parse_mode, Problem};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [id, start, mode, low, high, dir] = &args[..] else {
        panic!("usage: opening_levels BOARD START MODE LOW HIGH DIR");
    };
    let board = builtin_board(id).expect("a built-in board");
    let problem = Problem::new(
        &board,
        board.hole_by_name(start).expect("a hole"),
        parse_mode(&board, mode).expect("a mode"),
    )
    .expect("a problem");
    let (low, high): (u32, u32) = (low.parse().expect("LOW"), high.parse().expect("HIGH"));
    let counts: Vec<u32> = (low..=high).collect();
    // One computation of the level sets, then one book per level.
    let levels = problem_levels(&board, &problem).expect("the level sets");
    for n in counts {
        let (bytes, codes) = encode_book(&board, &problem, &levels, &[n]).expect("a book");
        let path = format!("{dir}/{id}-{n}.opening");
        std::fs::write(&path, &bytes).expect("written");
        println!("{n}\t{codes}\t{}", bytes.len());
    }
}
