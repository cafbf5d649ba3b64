//! Hint files used part by part as they download (issue 45). Each part (the header, then each
//! level) is checked against the SHA-256 the build recorded for the file up to its end before
//! anything uses it. A game uses the levels that have come at once: they answer its opening
//! (through complements) and its ending, and a live search the middle. A corrupt part is refused
//! with the parts before it kept. What the parts answered agrees with a plain search and with
//! the whole file.
//!
//! The loaded parts are kept for the whole process, so each test here uses a file of its own.

mod common;
use common::*;
use pegsol::{Game, HintFileLoader, Hints, Problem, Verdict};

fn file_bytes(file: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("winning-data")
        .join(file);
    std::fs::read(path).unwrap()
}

/// The levels whose checkpoints lie within the first `received` bytes.
fn levels_within(info: &pegsol::HintFileInfo, received: usize) -> usize {
    info.checkpoints[1..]
        .iter()
        .filter(|&&(end, _)| end <= received)
        .count()
}

#[test]
fn a_triangle7_game_uses_the_levels_that_have_come() {
    let mut game = Game::from_state("triangle7:b4:anywhere:").unwrap();
    let info = game
        .hint_file()
        .expect("triangle7 games come from a hint file");
    let bytes = file_bytes(info.file);
    let (b, problem) = (game.board().clone(), *game.problem());
    // Before any byte: the first jumps (26 pegs after them) are beyond the live search.
    assert_eq!(pegsol::levels_loaded(info.file), 0);
    let first = game.verdicts();
    assert!(!first.is_empty() && first.iter().all(|&(_, v)| v.is_none()));
    assert_eq!(
        game.hints_from(),
        Some(21),
        "the page says: hints from 21 pegs"
    );

    // The file up to the end of level 10, the first fifth, in chunks that fall anywhere.
    let (end, _) = info.checkpoints[10];
    assert!(
        end * 5 < bytes.len(),
        "levels 1..10 are under a fifth of the file"
    );
    let mut loader = HintFileLoader::new(info.file).unwrap();
    let mut at = 0;
    while at < end {
        let to = (at + 7919).min(end);
        let levels = loader.push(&bytes[at..to]).unwrap();
        at = to;
        assert_eq!(levels, levels_within(info, at));
        assert_eq!(pegsol::levels_loaded(info.file), levels);
    }
    assert_eq!(pegsol::levels_loaded(info.file), 10);
    assert!(!pegsol::loaded(info.file));

    // The game takes them in: its first jumps are marked now, from the file.
    assert!(game.reload_hints());
    assert!(
        game.hints().unwrap().live_max_pegs().is_some(),
        "still arriving"
    );
    let mut truth = PlainSearch::new(&b, &pegsol::feasible_finishes(&b, problem.start));
    for (jump, good) in game.verdicts() {
        assert_eq!(good, Some(truth.can_finish(game.position() ^ jump.mask())));
    }

    // Sampled positions of many games: every verdict the parts give is a plain search's, and
    // the parts answer every position with 18 pegs or more, and 12 or fewer.
    let arriving = Hints::while_loading(b.clone(), problem).expect("the file is arriving");
    let whole_later = |p: &Problem| Hints::new(b.clone(), *p);
    assert!(whole_later(&problem).is_err(), "not whole yet");
    let partial_positions: Vec<u64> = {
        // Random games: most are lost early, so the positions of every peg count are there.
        let mut rng = fastrand::Rng::with_seed(45);
        let mut out = Vec::new();
        while out.len() < 400 {
            let mut position = problem.start_position(&b);
            loop {
                out.push(position);
                let jumps: Vec<_> = b.legal_jumps(position).collect();
                if jumps.is_empty() {
                    break;
                }
                position ^= jumps[rng.usize(..jumps.len())].mask();
            }
        }
        out
    };
    let mut answered = Vec::new();
    for &position in &partial_positions {
        let verdict = arriving.problem_is_solvable(position);
        let pegs = position.count_ones();
        if pegs >= 18 || pegs <= 12 {
            assert_ne!(
                verdict,
                Verdict::Unknown,
                "{pegs} pegs: the parts answer it"
            );
        }
        if let Some(known) = verdict.known() {
            assert_eq!(known, truth.can_finish(position), "{pegs} pegs");
            answered.push((position, known));
        }
    }

    // The rest of the file: whole, the stored hints take over with the same verdicts.
    loader.push(&bytes[end..]).unwrap();
    assert_eq!(pegsol::levels_loaded(info.file), 14);
    loader.finish().unwrap();
    assert!(pegsol::loaded(info.file));
    assert!(game.reload_hints());
    assert_eq!(game.hints().unwrap().live_max_pegs(), None);
    let whole = whole_later(&problem).unwrap();
    for (position, known) in answered {
        assert_eq!(whole.problem_is_solvable(position).known(), Some(known));
    }
}

#[test]
fn a_corrupt_part_is_refused_and_the_parts_before_it_are_kept() {
    let b = board("english");
    let d4 = hole(&b, "d4");
    let problem = Problem::new(&b, d4, pegsol::Goal::Finish(hole(&b, "a4"))).unwrap();
    let info = pegsol::hint_file_of(&b, &problem).expect("a chosen finish needs the file");
    let good = file_bytes(info.file);
    // One byte of level 12 (the second kept level from the top) flipped.
    let (from, _) = info.checkpoints[11];
    let (to, _) = info.checkpoints[12];
    assert!(to > from + 100);
    let mut bad = good.clone();
    bad[(from + to) / 2] ^= 0x10;

    let mut loader = HintFileLoader::new(info.file).unwrap();
    let mut refused = None;
    for (k, chunk) in bad.chunks(4096).enumerate() {
        if let Err(message) = loader.push(chunk) {
            refused = Some((k * 4096, message));
            break;
        }
    }
    let (at, message) = refused.expect("the corrupt part is refused");
    assert!(message.contains("checksum mismatch"), "{message}");
    assert!(
        at < to && to <= at + 4096,
        "refused at the end of level 12, not later"
    );
    assert_eq!(pegsol::levels_loaded(info.file), 11, "levels 1..11 kept");
    assert!(
        loader.push(&good[to..to + 1]).is_err(),
        "a refusing loader stays so"
    );

    // Meanwhile a game uses the kept levels: its opening (complements of 1..11 pegs) is marked.
    let arriving = Hints::while_loading(b.clone(), problem).expect("the file is arriving");
    let start = problem.start_position(&b);
    let opening = arriving.verdicts(start);
    assert!(opening.iter().all(|(_, v)| v.known().is_some()));

    // A retry brings the whole file, and a cut one is refused at its end.
    let mut cut = HintFileLoader::new(info.file).unwrap();
    cut.push(&good[..good.len() - 1]).unwrap();
    let message = cut.finish().unwrap_err();
    assert!(message.contains("received"), "{message}");
    assert!(!pegsol::loaded(info.file));
    let mut retry = HintFileLoader::new(info.file).unwrap();
    assert_eq!(retry.push(&good).unwrap(), 16);
    retry.finish().unwrap();
    assert!(pegsol::loaded(info.file));
    // The opening's verdicts were the whole file's (checked against level sets computed from
    // scratch in `english_types.rs`; a plain search from 31 pegs takes most of a minute).
    let whole = Hints::new(b.clone(), problem).unwrap();
    assert_eq!(whole.verdicts(start), opening);
}
