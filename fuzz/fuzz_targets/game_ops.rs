//! Random sequences of API calls on a game (jump, undo, redo, reset, new game with another board
//! or mode), checking after each: peg count = holes - 1 - jumps made, undo after jump restores
//! the position, every verdict equals the engine's answer for the child position (where live
//! hints give one), and every hole's peg hint (what a hover shows) lists exactly its legal
//! jumps with those verdicts and is a bomb exactly when all of them lose.
#![no_main]
use libfuzzer_sys::fuzz_target;

const BOARDS: [&str; 6] = [
    "triangle4",
    "trunc12",
    "triangle5",
    "trunc18",
    "triangle6",
    "english",
];
const MODES: [&str; 2] = ["complement", "anywhere"];

fn check(game: &pegsol::Game) {
    let holes = game.board().holes() as u32;
    assert_eq!(
        game.position().count_ones(),
        holes - 1 - game.history().len() as u32
    );
    if let Ok(hints) = game.hints() {
        for (j, good) in game.verdicts() {
            let child = game.position() ^ j.mask();
            if hints.live_max_pegs().is_none() {
                assert_eq!(good, hints.problem_is_solvable(child).known());
                assert!(good.is_some(), "stored hints prove every verdict");
            } else if let Some(good) = good {
                // Live hints (an English hint file not loaded here) may not tell, but what
                // they tell stays told.
                assert_eq!(hints.problem_is_solvable(child).known(), Some(good));
            }
        }
    }
    let live = game.hints().is_ok_and(|h| h.live_max_pegs().is_some());
    let verdicts = game.verdicts();
    for h in 0..holes as u8 {
        let hint = game.peg_hint(h).expect("a hole on the board");
        let own: Vec<_> = verdicts
            .iter()
            .filter(|(j, _)| j.from == h)
            .map(|(j, g)| (j.to, *g))
            .collect();
        if live {
            // A live search remembers what it found: a later call may tell what an earlier
            // one could not, never the opposite.
            let landings = |l: &[(u8, Option<bool>)]| l.iter().map(|x| x.0).collect::<Vec<_>>();
            assert_eq!(landings(&hint.landings), landings(&own));
            for (a, b) in hint.landings.iter().zip(&own) {
                if let (Some(a), Some(b)) = (a.1, b.1) {
                    assert_eq!(a, b);
                }
            }
        } else {
            assert_eq!(hint.landings, own);
        }
        assert_eq!(
            hint.bomb,
            !hint.landings.is_empty() && hint.landings.iter().all(|(_, g)| *g == Some(false))
        );
    }
    assert!(game.peg_hint(holes as u8).is_err());
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = data.iter().copied();
    let mut next = || bytes.next();
    let (Some(b), Some(s), Some(m)) = (next(), next(), next()) else {
        return;
    };
    let board = BOARDS[b as usize % BOARDS.len()];
    let holes = pegsol::builtin_board(board).unwrap().holes();
    let start = pegsol::builtin_board(board)
        .unwrap()
        .name((s as usize % holes) as u8)
        .to_string();
    let Ok(mut game) = pegsol::Game::new(board, &start, MODES[m as usize % 2]) else {
        return;
    };
    check(&game);
    while let Some(op) = next() {
        match op % 6 {
            0 | 1 | 2 => {
                // A legal jump chosen by the next byte, or a raw (maybe illegal) one.
                let legal: Vec<_> = game.board().legal_jumps(game.position()).collect();
                let pick = next().unwrap_or(0) as usize;
                let before = game.position();
                let (from, to) = if op % 6 == 2 || legal.is_empty() {
                    (pick as u8, next().unwrap_or(0))
                } else {
                    let j = legal[pick % legal.len()];
                    (j.from, j.to)
                };
                if game.jump(from, to).is_ok() {
                    assert!(game.undo(), "undo after a jump");
                    assert_eq!(game.position(), before, "undo restores the position");
                    assert!(game.redo());
                } else {
                    assert_eq!(game.position(), before, "a refused jump changes nothing");
                }
            }
            3 => {
                if next().unwrap_or(0) & 1 == 0 {
                    game.undo();
                } else {
                    // Back before the losing jump: then the goal is reachable (or the start
                    // itself cannot be solved). Live hints may only know that the game is
                    // lost, not which jump lost it: then nothing is undone.
                    let known = game.losing_jump().is_some();
                    let undone = game.undo_to_winning();
                    if known {
                        assert!(
                            !matches!(game.status(), pegsol::Status::Lost { after } if after > 0)
                        );
                    } else {
                        assert_eq!(undone, 0);
                    }
                }
            }
            4 => {
                game.reset();
                assert!(game.history().is_empty());
            }
            _ => {
                let state = game.state();
                game = pegsol::Game::from_state(&state).expect("own state restores");
            }
        }
        check(&game);
    }
});
