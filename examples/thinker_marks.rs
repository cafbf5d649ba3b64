//! `cargo run --release --example thinker_marks [POSITIONS]`: the search worker's thinker as
//! the page meets it, natively. On one fixed game per board (chosen by a budgeted search, the
//! same whatever the thinker does), every peg that can jump is hovered in turn: the thinker is
//! told the position and the peg, and thinks in slices of 100,000 positions until it has
//! searched POSITIONS (default 3,000,000: about a second in Chromium) for that hover. Prints the
//! landings marked, per band of peg counts, to compare versions of the thinker on the same game.
//! `BOOK=FILE` gives the thinker an opening book (`examples/opening_levels.rs` writes one per
//! level) for the game whose problem it answers; `BOARDS=french,...` picks the games.
//! `MEMORY=ANSWERS` sizes the thinker's memory (`Thinker::with_memory`). `GAME=STATE` plays that game instead (a state string, as `node tests/e2e/bench.mjs marks`
//! writes its unmarked landings with `MARKS_MISSES`), and prints each landing left unmarked.

use pegsol::internals::OpeningBook;
use pegsol::{builtin_board, parse_mode, Game, Hints, Problem, Thinker, Verdict};

fn band(pegs: u32) -> usize {
    match pegs {
        27.. => 0,
        21..=26 => 1,
        _ => 2,
    }
}

/// A game's states, from the start: good jumps (as a budgeted search proves them) nine times
/// in ten.
fn fixed_game(id: &str, start: &str, mode: &str) -> Vec<String> {
    let board = builtin_board(id).expect("a board");
    let start_hole = board.hole_by_name(start).expect("a hole");
    let problem = Problem::new(
        &board,
        start_hole,
        parse_mode(&board, mode).expect("a mode"),
    )
    .expect("a problem");
    let hints = Hints::exhaustive(board.clone(), problem, Some(1_000_000)).expect("hints");
    let mut game = Game::new(id, start, mode).expect("a game");
    let mut rng = fastrand::Rng::with_seed(11);
    let mut states = vec![game.state()];
    loop {
        let jumps: Vec<_> = board.legal_jumps(game.position()).collect();
        if jumps.is_empty() {
            return states;
        }
        let good: Vec<_> = jumps
            .iter()
            .filter(|j| hints.problem_is_solvable(game.position() ^ j.mask()) == Verdict::Solvable)
            .collect();
        let jump = if !good.is_empty() && rng.u8(..10) < 9 {
            *good[rng.usize(..good.len())]
        } else {
            jumps[rng.usize(..jumps.len())]
        };
        game.jump(jump.from, jump.to).expect("a legal jump");
        states.push(game.state());
    }
}

/// The states of a given game, from its start to its end (`BOARD:START:MODE:J1,J2,...`).
fn prefixes(state: &str) -> Vec<String> {
    let (head, jumps) = state.rsplit_once(':').expect("a state string");
    let jumps: Vec<&str> = jumps.split(',').filter(|j| !j.is_empty()).collect();
    (0..=jumps.len())
        .map(|k| format!("{head}:{}", jumps[..k].join(",")))
        .collect()
}

fn main() {
    let per_hover: usize = std::env::args()
        .nth(1)
        .map_or(3_000_000, |a| a.parse().expect("a number of positions"));
    for (id, start, mode) in [
        ("french", "d3", "anywhere"),
        ("triangle8", "a1", "complement"),
        ("wiegleb", "e5", "complement"),
        ("square6", "c3", "complement"),
        ("triangle9", "a1", "complement"),
        ("triangle10", "a1", "anywhere"),
    ] {
        let wanted = std::env::var("BOARDS").unwrap_or_default();
        if !wanted.is_empty() && !wanted.split(',').any(|b| b == id) {
            continue;
        }
        let given = std::env::var("GAME").ok();
        if given
            .as_ref()
            .is_some_and(|g| !g.starts_with(&format!("{id}:")))
        {
            continue;
        }
        let states = match &given {
            Some(state) => prefixes(state),
            None => fixed_game(id, start, mode),
        };
        let mut thinker = match std::env::var("MEMORY") {
            Ok(answers) => Thinker::with_memory(answers.parse().expect("a number of answers")),
            Err(_) => Thinker::new(),
        };
        if let Ok(path) = std::env::var("BOOK") {
            thinker.focus(&states[0], None).expect("the start");
            let board = builtin_board(id).expect("a board");
            let book = OpeningBook::decode(&board, &std::fs::read(&path).expect("the book"));
            if let Some(book) = book.ok().filter(|b| b.problem().starts_with(id)) {
                println!(
                    "{id}: book {path}, peg counts {:?}",
                    book.peg_counts().collect::<Vec<_>>()
                );
                thinker.use_book(book).expect("the game's book");
            }
        }
        let mut tally = [[0usize; 2]; 3];
        for state in &states {
            let mut game = Game::from_state(state).expect("its state");
            game.think_elsewhere();
            for peg in game.movable_pegs() {
                thinker.focus(state, Some(peg)).expect("a state");
                let mut spent = 0;
                while spent < per_hover {
                    let thoughts = thinker.think(100_000);
                    game.learn_thoughts(&thoughts);
                    spent += 100_000;
                    if thoughts.idle {
                        break;
                    }
                }
                let b = band(game.position().count_ones());
                for (to, verdict) in game.peg_hint(peg).expect("a peg").landings {
                    tally[b][0] += 1;
                    tally[b][1] += verdict.is_some() as usize;
                    if verdict.is_none() && given.is_some() {
                        println!("  unmarked: {state} {peg}-{to}");
                    }
                }
            }
        }
        let cells: Vec<String> = tally
            .iter()
            .map(|[all, marked]| {
                format!(
                    "{marked}/{all} ({:.1} %)",
                    100.0 * *marked as f64 / (*all).max(1) as f64
                )
            })
            .collect();
        println!(
            "{id}: 27+ {} | 21-26 {} | 20- {} ({} answers dropped from memory)",
            cells[0],
            cells[1],
            cells[2],
            thinker.dropped_answers()
        );
    }
}
