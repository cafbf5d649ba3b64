//! `cargo run --release --example live_rate [target/live-rate.txt]`: positions a second of the
//! live search natively, measured as the page meets it (`Game::peg_hint` on a fresh game per
//! hover; the hovers timed are those whose search spends its whole budget, `LIVE_BUDGET`
//! positions). Given the file, it writes those hovers there, and `node tests/e2e/bench.mjs
//! rate` times the same ones in Chromium: the two figures say what WebAssembly costs.

use pegsol::internals::LIVE_BUDGET;
use pegsol::Game;
use std::time::Instant;

fn main() {
    // With a path, the hovers timed are written there (`BOARD STATE PEG` a line), for
    // `tests/e2e/bench.mjs rate` to time the same ones in Chromium.
    let mut record = std::env::args()
        .nth(1)
        .map(|path| std::fs::File::create(path).expect("a file to write"));
    for (board, start, mode, pegs) in [
        ("square6", "c3", "complement", 20),
        ("triangle8", "a1", "complement", 18),
    ] {
        let mut rng = fastrand::Rng::with_seed(7);
        let (mut full, mut seconds) = (0usize, 0f64);
        for _ in 0..200 {
            if full >= 12 {
                break;
            }
            let (mut game, _) = Game::open(board, Some(start), mode).expect("a game");
            while game.position().count_ones() > pegs {
                let jumps: Vec<_> = game.verdicts().into_iter().map(|(j, _)| j).collect();
                let Some(j) = jumps.get(rng.usize(..jumps.len().max(1))) else {
                    break;
                };
                game.jump(j.from, j.to).expect("a legal jump");
            }
            if game.position().count_ones() != pegs {
                continue;
            }
            for peg in game.movable_pegs() {
                let fresh = Game::from_state(&game.state()).expect("its own state");
                let t0 = Instant::now();
                let hint = fresh.peg_hint(peg).expect("a peg");
                let dt = t0.elapsed().as_secs_f64();
                if hint.landings.iter().any(|&(_, v)| v.is_none()) {
                    full += 1;
                    seconds += dt;
                    if let Some(file) = record.as_mut() {
                        use std::io::Write;
                        writeln!(file, "{board} {} {peg}", game.state()).expect("written");
                    }
                }
            }
        }
        println!(
            "{board} at {pegs} pegs: {full} hovers spent the budget, {:.0} positions a second, {:.1} ms a hover",
            (full * LIVE_BUDGET) as f64 / seconds,
            seconds * 1000.0 / full as f64
        );
    }
}
