//! The thinker (the live search the page runs in its search worker) against independent
//! answers: every win it reports comes with a winning line, checked here jump by jump to a
//! finish hole, at every peg count; every loss it reports is checked against the plain search
//! of `common`. A game that takes its thoughts in marks exactly those landings and says the
//! others are being worked out.

mod common;
use common::{board, PlainSearch};
use pegsol::{problem_key, Game, Thinker, Thoughts};

/// Plays seeded games on `id` from `start` in `mode`, following the thinker's good landings
/// mostly, and checks everything it reports. Returns (wins, losses) checked.
fn check_thinker(id: &str, start: &str, mode: &str, games: usize) -> (usize, usize) {
    let b = board(id);
    let mut rng = fastrand::Rng::with_seed(5);
    let (mut wins, mut losses) = (0, 0);
    for _ in 0..games {
        let mut game = Game::new(id, start, mode).expect("a game");
        assert!(game.think_elsewhere(), "{id}: live hints");
        let finishes = game.problem().finish_holes(&b);
        let finish_mask = finishes.iter().fold(0u64, |m, &h| m | 1 << h);
        let mut plain = PlainSearch::new(&b, &finishes);
        let mut thinker = Thinker::new();
        loop {
            let pegs = game.movable_pegs();
            if pegs.is_empty() {
                break;
            }
            let peg = pegs[rng.usize(..pegs.len())];
            thinker
                .focus(&game.state(), Some(peg))
                .expect("its own state");
            let mut thoughts = Thoughts::default();
            for _ in 0..12 {
                thoughts.absorb(thinker.think(200_000));
                if thoughts.idle {
                    break;
                }
            }
            assert_eq!(thoughts.problem, problem_key(&b, game.problem()));
            // Each winning line: legal jumps down to one peg on a finish hole.
            for pair in thoughts.wins.windows(2) {
                let (p, next) = (pair[0], pair[1]);
                if p.count_ones() == 1 {
                    assert!(p & finish_mask != 0, "{id}: a line ends off the finishes");
                    continue;
                }
                assert!(
                    b.legal_jumps(p).any(|j| p ^ j.mask() == next),
                    "{id}: {p:#x} to {next:#x} is no jump; wins {:x?}",
                    thoughts.wins
                );
            }
            let last = *thoughts
                .wins
                .last()
                .unwrap_or(&finish_mask.trailing_zeros().into());
            assert!(thoughts.wins.is_empty() || last.count_ones() == 1);
            wins += thoughts.wins.len();
            for &p in &thoughts.loses {
                if p.count_ones() <= 20 {
                    assert!(!plain.can_finish(p), "{id}: {p:#x} wins");
                    losses += 1;
                }
            }
            // A win said before its line: checked by the plain search where it can.
            for &p in &thoughts.won {
                if p.count_ones() <= 20 {
                    assert!(plain.can_finish(p), "{id}: {p:#x} loses");
                }
                wins += 1;
            }
            for p in &thoughts.unsettled {
                assert!(!thoughts.wins.contains(p) && !thoughts.loses.contains(p));
            }
            // The page's game takes them in: marks exactly where proven.
            assert!(game.learn_thoughts(&thoughts));
            let hint = game.peg_hint(peg).expect("a peg");
            let here = game.position();
            for (to, good) in hint.landings {
                let jump = b.jumps_from(peg).find(|j| j.to == to).expect("a jump");
                let child = here ^ jump.mask();
                match good {
                    Some(true) => {
                        assert!(!thoughts.loses.contains(&child), "{id}: a loss marked good")
                    }
                    Some(false) => {
                        assert!(!thoughts.wins.contains(&child) && !thoughts.won.contains(&child))
                    }
                    None => assert_eq!(
                        game.being_worked_out(child),
                        !thoughts.unsettled.contains(&child)
                    ),
                }
                if thoughts.loses.contains(&child) {
                    assert_eq!(good, Some(false), "{id}: a proven loss unmarked");
                }
            }
            let marked: Vec<_> = game
                .verdicts()
                .into_iter()
                .filter(|(_, v)| *v == Some(true))
                .collect();
            let jump = if !marked.is_empty() && rng.u8(..10) < 8 {
                marked[rng.usize(..marked.len())].0
            } else {
                let all = game.verdicts();
                all[rng.usize(..all.len())].0
            };
            game.jump(jump.from, jump.to).expect("a legal jump");
        }
    }
    (wins, losses)
}

#[test]
fn the_thinker_is_right_on_french_and_square6() {
    let (wins, losses) = check_thinker("french", "d3", "anywhere", 1);
    assert!(
        wins > 100 && losses > 20,
        "french: {wins} wins, {losses} losses"
    );
    let (wins, losses) = check_thinker("square6", "c3", "complement", 1);
    assert!(
        wins > 100 && losses > 20,
        "square6: {wins} wins, {losses} losses"
    );
}

#[test]
fn the_thinker_is_right_on_wiegleb_and_triangle8() {
    // The central Wiegleb game's early positions are beyond these slices: its games here are
    // lost early, and the losses are what there is to check.
    let (wins, losses) = check_thinker("wiegleb", "e5", "complement", 1);
    assert!(losses > 10, "wiegleb: {wins} wins, {losses} losses");
    let (wins, losses) = check_thinker("triangle8", "a1", "complement", 1);
    assert!(
        wins > 50 && losses > 10,
        "triangle8: {wins} wins, {losses} losses"
    );
}

/// Thoughts cross as bytes: read back as written, and anything else refused with a reason.
#[test]
fn thoughts_cross_as_bytes_and_garbage_is_refused() {
    let thoughts = Thoughts {
        problem: "french:d3:anywhere".into(),
        wins: vec![3, 1 << 40],
        won: vec![1 << 20],
        loses: vec![7],
        unsettled: vec![],
        idle: false,
    };
    let bytes = thoughts.to_bytes();
    assert_eq!(Thoughts::from_bytes(&bytes), Ok(thoughts.clone()));
    for cut in 0..bytes.len() {
        assert!(Thoughts::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(Thoughts::from_bytes(&longer).is_err());
    assert!(Thoughts::from_bytes(b"PTH2\xff\xff").is_err());
}

/// A game refuses thoughts for another problem, or naming holes off its board, and learns
/// nothing from them.
#[test]
fn a_game_learns_only_its_own_problems_thoughts() {
    let mut game = Game::new("french", "d3", "anywhere").expect("a game");
    assert!(game.think_elsewhere());
    let jump = game.verdicts()[0].0;
    let child = game.position() ^ jump.mask();
    let other = Thoughts {
        problem: "french:d3:complement".into(),
        loses: vec![child],
        ..Thoughts::default()
    };
    assert!(!game.learn_thoughts(&other));
    let off_board = Thoughts {
        problem: game.problem_key(),
        loses: vec![child, 1 << 60],
        ..Thoughts::default()
    };
    assert!(!game.learn_thoughts(&off_board));
    assert_eq!(game.problem_is_solvable(jump.from, jump.to), Ok(None));
    assert!(game.being_worked_out(child));
    // A game whose hints are stored has nothing to think about.
    let mut english = Game::new("english", "d4", "complement").expect("a game");
    assert!(!english.think_elsewhere());
}

/// A new game of the same problem (a board switched and back) hears again what the thinker
/// already knew at its first focus, with no search: its landings are marked, not left being
/// worked out for ever.
#[test]
fn a_new_game_of_the_same_problem_hears_what_is_known() {
    let mut first = Game::new("square6", "c3", "complement").expect("a game");
    assert!(first.think_elsewhere());
    let peg = first.movable_pegs()[0];
    let mut thinker = Thinker::new();
    thinker.focus(&first.state(), Some(peg)).expect("its state");
    for _ in 0..20 {
        if thinker.think(1_000_000).idle {
            break;
        }
    }
    let mut second = Game::new("square6", "c3", "complement").expect("a game");
    assert!(second.think_elsewhere());
    let unmarked = |g: &Game| {
        g.peg_hint(peg)
            .expect("a peg")
            .landings
            .iter()
            .filter(|l| l.1.is_none())
            .count()
    };
    assert!(unmarked(&second) > 0, "nothing known before its thoughts");
    thinker
        .focus(&second.state(), Some(peg))
        .expect("its state");
    // A slice with no budget to speak of: known answers cost none.
    let thoughts = thinker.think(1);
    assert!(second.learn_thoughts(&thoughts));
    assert_eq!(unmarked(&second), 0, "{thoughts:?}");
}
