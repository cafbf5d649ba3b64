//! The game as the page drives it: one peg hint per hover, opening a game with fallbacks,
//! undoing to the last winning position. Bombs are checked against an independent plain search.

mod common;
use common::*;
use pegsol::{Board, Game, Goal, Status};

/// Walks random games and checks, at every position, every hole's peg hint: the landings are
/// exactly the legal jumps of that peg, each verdict agrees with the plain search, and the peg
/// is a bomb exactly when it has jumps and all of them lose.
/// Verdicts are checked by the plain search at positions of at most `searched` pegs (a losing
/// early English position has a huge losing subtree); the other tests check the rest.
fn check_peg_hints(
    board_id: &str,
    start: &str,
    mode: &str,
    finishes: &[&str],
    games: usize,
    searched: u32,
) {
    check_peg_hints_of(
        &|| Game::new(board_id, start, mode).unwrap(),
        finishes,
        games,
        searched,
    );
}

/// `check_peg_hints` on the games `new_game` opens (any board, a layout's too).
fn check_peg_hints_of(new_game: &dyn Fn() -> Game, finishes: &[&str], games: usize, searched: u32) {
    let b = new_game().board().clone();
    let board_id = b.id().to_string();
    let finish_holes: Vec<u8> = finishes.iter().map(|n| hole(&b, n)).collect();
    let mut truth = PlainSearch::new(&b, &finish_holes);
    let mut rng = fastrand::Rng::with_seed(11);
    let mut bombs = 0;
    let mut searched_verdicts = 0;
    for _ in 0..games {
        let mut game = new_game();
        loop {
            let position = game.position();
            for h in 0..b.holes() as u8 {
                let hint = game.peg_hint(h).unwrap();
                let legal: Vec<u8> = b
                    .jumps_from(h)
                    .filter(|j| j.is_legal(position))
                    .map(|j| j.to)
                    .collect();
                let landings: Vec<u8> = hint.landings.iter().map(|l| l.0).collect();
                assert_eq!(landings, legal, "{board_id} landings of {}", b.name(h));
                for &(to, good) in &hint.landings {
                    if position.count_ones() > searched {
                        break;
                    }
                    searched_verdicts += 1;
                    let j = b.find_jump(h, to).unwrap();
                    assert_eq!(
                        good,
                        Some(truth.can_finish(position ^ j.mask())),
                        "{board_id} {}-{} from\n{}",
                        b.name(h),
                        b.name(to),
                        b.render(position)
                    );
                }
                let all_lose =
                    !legal.is_empty() && hint.landings.iter().all(|l| l.1 == Some(false));
                assert_eq!(hint.bomb, all_lose);
                bombs += hint.bomb as usize;
            }
            let verdicts = game.verdicts();
            if verdicts.is_empty() {
                break;
            }
            // Mostly good jumps, to reach deep positions; sometimes any jump.
            let (j, _) = verdicts
                .iter()
                .copied()
                .find(|v| v.1 == Some(true) && rng.u8(..4) > 0)
                .unwrap_or_else(|| verdicts[rng.usize(..verdicts.len())]);
            game.jump(j.from, j.to).unwrap();
        }
    }
    assert!(bombs > 0, "{board_id}: the sampled games met no bomb");
    assert!(
        searched_verdicts > 500,
        "{board_id}: only {searched_verdicts} verdicts searched"
    );
}

#[test]
fn peg_hints_agree_with_plain_search_on_triangles() {
    check_peg_hints("triangle5", "a1", "complement", &["a1"], 40, 64);
    check_peg_hints(
        "triangle5",
        "a2",
        "anywhere",
        &[
            "a1", "a2", "a3", "a4", "a5", "b2", "b3", "b4", "b5", "c3", "c4", "c5", "d4", "d5",
            "e5",
        ],
        40,
        64,
    );
    check_peg_hints("trunc18", "b3", "complement", &["b3"], 20, 64);
}

#[test]
fn peg_hints_agree_with_plain_search_on_the_central_game() {
    check_peg_hints("english", "d4", "complement", &["d4"], 30, 18);
}

#[test]
fn the_published_dead_end_is_a_bomb() {
    // Ref. 1, Table 6: after d2-d4, d5-d3, b4-d4 the only jump of d3 (to d5) loses.
    let mut game = Game::new("english", "d4", "complement").unwrap();
    for (from, to) in [("d2", "d4"), ("d5", "d3"), ("b4", "d4")] {
        let b = game.board().clone();
        game.jump(hole(&b, from), hole(&b, to)).unwrap();
    }
    let b = game.board().clone();
    let hint = game.peg_hint(hole(&b, "d3")).unwrap();
    assert_eq!(hint.landings, vec![(hole(&b, "d5"), Some(false))]);
    assert!(hint.bomb);
    // An empty hole has no landings and is no bomb; a hole off the board is an error.
    let empty = game.peg_hint(hole(&b, "d2")).unwrap();
    assert!(empty.landings.is_empty() && !empty.bomb);
    assert!(game.peg_hint(33).unwrap_err().contains("not on english"));
    assert!(game.peg_hint(255).is_err());
}

#[test]
fn undo_to_winning_goes_back_to_before_the_losing_jump() {
    let mut game = Game::new("english", "d4", "complement").unwrap();
    let b = game.board().clone();
    for (from, to) in [
        ("d2", "d4"),
        ("d5", "d3"),
        ("b4", "d4"),
        ("d3", "d5"),
        ("f4", "d4"),
    ] {
        game.jump(hole(&b, from), hole(&b, to)).unwrap();
    }
    assert_eq!(game.status(), Status::Lost { after: 4 });
    assert_eq!(game.undo_to_winning(), 2);
    assert_eq!(game.history().len(), 3);
    assert_eq!(game.status(), Status::Playing);
    assert!(game.can_redo());
    // Not lost: nothing to undo.
    assert_eq!(game.undo_to_winning(), 0);
    assert_eq!(game.last_move(), vec![hole(&b, "b4"), hole(&b, "d4")]);
}

#[test]
fn an_unsolvable_start_is_lost_from_the_first_position() {
    // Triangle5: a2 complement is solvable, b3 complement is not (ref. 2).
    let game = Game::new("triangle5", "b3", "complement").unwrap();
    assert_eq!(game.status(), Status::Lost { after: 0 });
    let mut game = game;
    assert_eq!(game.undo_to_winning(), 0);
}

#[test]
fn open_keeps_what_it_can_and_says_what_it_changed() {
    // Everything valid: no note.
    let (game, note) = Game::open("english", Some("c1"), "anywhere").unwrap();
    assert_eq!(game.state(), "english:c1:anywhere:");
    assert_eq!(note, None);
    // No start: the board's classic one.
    let (game, note) = Game::open("triangle5", None, "complement").unwrap();
    assert_eq!(game.state(), "triangle5:a1:complement:");
    assert_eq!(note, None);
    // A finish hole from another board (kept in the menu across a board change).
    let (game, note) = Game::open("triangle5", None, "finish-e6").unwrap();
    assert_eq!(game.state(), "triangle5:a1:complement:");
    assert!(note.unwrap().contains("no hole named 'e6'"));
    // Triangle4 has no complement problem (parity): finishing anywhere instead.
    let (game, note) = Game::open("triangle4", None, "complement").unwrap();
    assert_eq!(game.state(), "triangle4:a2:anywhere:");
    assert!(note.unwrap().contains("ruled out by parity"));
    // No game on triangle7 can end where it started, and none from a1 can end at all: the
    // hole nearest the middle that can, finishing anywhere, says why when the finish changed.
    let (game, note) = Game::open("triangle7", None, "complement").unwrap();
    assert_eq!(game.state(), "triangle7:b4:anywhere:");
    assert_eq!(
        note.as_deref(),
        Some(
            "On this board no game can finish where it started (parity), so this game starts \
             at b4, finishing anywhere."
        )
    );
    // On a website owner's layout whose starts parity allows to finish where they started but
    // whose searches find no such game, the note says so, not "parity".
    let layout = "lattice triangular\n.\noo\nooo\no.oo\no.ooo\n";
    let board = Board::from_layout_text("custom", layout).unwrap();
    let (game, note) = Game::open_on(board, None, "complement").unwrap();
    assert_eq!(game.problem().goal, Goal::Anywhere);
    let note = note.unwrap();
    assert!(
        note.starts_with(
            "On this board no game can finish where it started (every start was searched)"
        ),
        "{note}"
    );
    let (game, note) = Game::open("triangle7", None, "anywhere").unwrap();
    assert_eq!(
        (game.state().as_str(), note),
        ("triangle7:b4:anywhere:", None)
    );
    // A start hole that is not on the board.
    let (game, note) = Game::open("trunc12", Some("z9"), "complement").unwrap();
    assert_eq!(game.state(), "trunc12:b3:complement:");
    assert!(note
        .unwrap()
        .starts_with("No hole named 'z9' on this board"));
    // A finish that parity rules out for this start.
    let (game, note) = Game::open("english", Some("d4"), "finish-d5").unwrap();
    assert_eq!(game.state(), "english:d4:complement:");
    assert!(note.unwrap().contains("parity"));
    // Unknown board: an error.
    assert!(Game::open("nosuch", None, "complement").is_err());
}

/// A refused finish is replaced by one that can be won: from b4 on the 15-hole triangle no game
/// ends where it started, so "at e5" (parity) becomes "anywhere", not "where you started"
/// (that gave a game lost from its first move, its note contradicting its status). The page's
/// own start and finish are kept even where the data knows them lost.
#[test]
fn a_finish_chosen_in_place_of_a_refused_one_can_be_won() {
    let (game, note) = Game::open("triangle5", Some("b4"), "finish-e5").unwrap();
    assert_eq!(game.state(), "triangle5:b4:anywhere:");
    assert_ne!(game.status(), Status::Lost { after: 0 });
    assert_eq!(
        note.unwrap(),
        "A game started at b4 cannot end with its last peg on e5 (ruled out by parity), so this \
         game finishes anywhere."
    );
    // A short link names a start and no finish (#game=triangle5:b3): one that can win.
    let (game, note) = Game::open("triangle5", Some("b3"), "").unwrap();
    assert_eq!(
        (game.state().as_str(), note),
        ("triangle5:b3:anywhere:", None)
    );
    let (game, _) = Game::open("triangle5", Some("a1"), "").unwrap();
    assert_eq!(game.state(), "triangle5:a1:complement:");
    let (game, note) = Game::open("triangle5", Some("b4"), "complement").unwrap();
    assert_eq!(game.state(), "triangle5:b4:complement:");
    assert_eq!(game.status(), Status::Lost { after: 0 });
    assert_eq!(note, None);
}

/// The Finish menu offers no finish the data knows cannot be won from the game's start (b3 on
/// the 15-hole triangle cannot end where it started), except the game's own.
#[test]
fn the_finish_menu_leaves_out_finishes_known_lost() {
    let words = |game: &Game| -> Vec<String> {
        game.problem_options()
            .iter()
            .map(|p| pegsol::mode_word(game.board(), p))
            .collect()
    };
    let (game, _) = Game::open("triangle5", Some("b3"), "anywhere").unwrap();
    assert_eq!(words(&game), ["anywhere", "finish-c5"]);
    let (game, _) = Game::open("triangle5", Some("b3"), "complement").unwrap();
    assert_eq!(words(&game), ["complement", "anywhere", "finish-c5"]);
    let (game, _) = Game::open("triangle5", Some("a1"), "complement").unwrap();
    assert!(words(&game).starts_with(&["complement".to_string(), "anywhere".to_string()]));
}

/// A website owner's board on which no game can be won although parity allows it (a 3×3
/// square): refused with that reason, not with parity's.
#[test]
fn a_layout_no_start_can_win_is_refused_for_that_reason() {
    use pegsol::custom_board;
    let square = custom_board("lattice square\nooo\nooo\nooo\n").unwrap();
    let Err(error) = Game::open_on(square, None, "anywhere") else {
        panic!("a 3×3 square opened");
    };
    assert_eq!(
        error,
        "no game on this board ends with one peg (every start was searched, finishing anywhere)"
    );
}

/// A board chosen from the menu, with a finish its usual start cannot reach: the note says the
/// start refused was the board's usual one (the player named none), and what opened instead.
#[test]
fn a_new_board_whose_usual_start_cannot_take_the_finish_says_so() {
    // (No finish at all is possible from French's centre: its usual start is d3, the nearest
    // that can finish, and d3 cannot finish on itself.)
    let (game, note) = Game::open("french", None, "complement").unwrap();
    assert_eq!(game.board().name(game.problem().start), "d3");
    assert_eq!(
        note.unwrap(),
        "This board's usual start is d3, and a game started at d3 cannot end with its last peg \
         on d3 (ruled out by parity), so this game finishes anywhere."
    );
    // Asked to finish anywhere, with no start named: the usual game, with nothing to say.
    let (game, note) = Game::open("french", None, "anywhere").unwrap();
    assert_eq!(game.state(), "french:d3:anywhere:");
    assert_eq!(note, None);
    // A finish hole the usual start cannot reach keeps its place: the nearest start that can
    // (review 27: it opened d3 finishing anywhere, where d4 used to lead to the search).
    let (game, note) = Game::open("french", None, "finish-c1").unwrap();
    assert_eq!(game.state(), "french:e4:finish-c1:");
    assert_eq!(
        note.unwrap(),
        "This board's usual start is d3, and a game started at d3 cannot end with its last peg \
         on c1 (ruled out by parity), so this game starts at e4, finishing at c1."
    );
    for finish in [
        "e1", "a3", "d3", "g3", "b4", "c4", "e4", "f4", "d6", "c7", "e7",
    ] {
        let (game, _) = Game::open("french", None, &format!("finish-{finish}")).unwrap();
        assert_eq!(
            game.state().split(':').nth(2),
            Some(format!("finish-{finish}").as_str()),
            "{}",
            game.state()
        );
    }
    // A start the player named keeps the plain sentence.
    let (_, note) = Game::open("french", Some("d4"), "complement").unwrap();
    assert!(note.unwrap().starts_with("A game started at d4 cannot end"));
    // When only the finish changes, the note says so rather than "starts at" the same hole.
    let (game, note) = Game::open("triangle4", None, "complement").unwrap();
    assert_eq!(game.board().name(game.problem().start), "a2");
    assert_eq!(
        note.unwrap(),
        "This board's usual start is a2, and a game started at a2 cannot end with its last peg \
         on a2 (ruled out by parity), so this game finishes anywhere."
    );
    let (_, note) = Game::open("triangle4", Some("a2"), "complement").unwrap();
    assert_eq!(
        note.unwrap(),
        "A game started at a2 cannot end with its last peg on a2 (ruled out by parity), so this \
         game finishes anywhere."
    );
}

/// A mode that names no goal (a website owner's typo) is said first, also when the start is
/// wrong too; the game finishes where it started.
#[test]
fn a_mode_that_names_no_goal_is_named_in_the_note() {
    let (game, note) = Game::open("triangle6", Some("a1"), "sideways").unwrap();
    assert_eq!(game.board().name(game.problem().start), "a1");
    assert_eq!(
        note.unwrap(),
        "Unknown mode 'sideways' (expected complement, anywhere or finish-HOLE), so this game \
         finishes where it started."
    );
    let (game, note) = Game::open("triangle6", Some("q1"), "finish-zz").unwrap();
    assert_eq!(game.problem().goal, pegsol::Goal::Complement);
    let note = note.unwrap();
    assert!(
        note.starts_with("Mode 'finish-zz': no hole named 'zz' on this board. "),
        "{note}"
    );
    assert!(note.contains("'q1'"), "the start's own error stays: {note}");
    // No start asked for: the board's usual start, and the same first sentence.
    let (game, note) = Game::open("english", None, "sideways").unwrap();
    assert_eq!(game.board().name(game.problem().start), "d4");
    assert!(note.unwrap().starts_with("Unknown mode 'sideways'"));
}

#[test]
fn start_options_tell_where_hints_come_from() {
    use pegsol::{start_options, HintSource};
    let b = board("english");
    let options = start_options(&b, "complement").unwrap();
    let source = |name: &str| options[hole(&b, name) as usize].hints;
    // The central type is built in; the other 28 starts need a hint file first.
    for name in ["d4", "d1", "a4", "g4", "d7"] {
        assert_eq!(source(name), HintSource::Ready, "{name}");
        assert_eq!(options[hole(&b, name) as usize].solvable, Some(true));
    }
    let download = options
        .iter()
        .filter(|o| o.hints == HintSource::Download)
        .count();
    assert_eq!(download, 28);
    let t5 = board("triangle5");
    let options = start_options(&t5, "complement").unwrap();
    assert_eq!(options[hole(&t5, "b3") as usize].solvable, Some(false));
    // b3 cannot finish where it started, but it can finish elsewhere (the stored data says).
    assert!(options[hole(&t5, "b3") as usize].other_finish);
    assert!(!options[hole(&t5, "a1") as usize].other_finish);
    assert_eq!(options[hole(&t5, "a1") as usize].solvable, Some(true));
}

/// A website owner's small layout: the picker solves every start's problem, so the starts that
/// cannot win are marked before they are picked (a 3×3 square wins from no start, and the
/// picker agrees with a game opened at each start).
#[test]
fn the_start_picker_solves_a_small_layouts_problems() {
    use pegsol::{custom_board, start_options};
    let layouts = [
        "lattice square\nooo\nooo\nooo\n",
        "lattice square\nooooooo\n",
        "lattice square\n.ooo.\nooooo\nooooo\nooooo\n",
        "lattice triangular\no\noo\nooo\noooo\nooooo\n",
    ];
    let mut seen = [0; 2];
    for text in layouts {
        let b = custom_board(text).unwrap();
        for mode in ["anywhere", "complement"] {
            for option in start_options(&b, mode).unwrap() {
                let start = b.name(option.hole);
                let game = Game::on_board(b.clone(), start, mode);
                let solvable = match &game {
                    Ok(game) => game.status() == Status::Playing,
                    Err(_) => false,
                };
                if option.feasible {
                    assert_eq!(option.solvable, Some(solvable), "{text:?} {mode} {start}");
                    seen[solvable as usize] += 1;
                }
            }
        }
        if text.starts_with("lattice square\nooo\n") {
            let options = start_options(&b, "anywhere").unwrap();
            assert!(options
                .iter()
                .all(|o| !o.feasible || o.solvable == Some(false)));
        }
    }
    assert!(
        seen[0] > 10 && seen[1] > 10,
        "{seen:?} unsolvable / solvable starts"
    );
}

/// A 21-hole layout is past the boards whose every problem the picker solves one by one, but a
/// search from all its starts at once (finishing anywhere, or at one hole), or one per orbit of
/// starts (finishing where it started), tells which can win: the picker marks the others
/// (unmarked, a 5×5 square without corners, where no start wins, offered every hole as a start
/// with hints at once). Each mark agrees with the game opened at that start; and a board no
/// start wins is refused, not opened lost.
#[test]
fn the_start_picker_knows_which_starts_of_a_21_hole_layout_can_win() {
    use pegsol::{custom_board, start_options};
    let layouts = [
        "lattice square\n.ooo.\nooooo\nooooo\nooooo\n.ooo.\n",
        "lattice square\nooooooo\nooooooo\nooooooo\n",
        "lattice square\nooo..\nooooo\nooooo\nooooo\n..ooo\n",
        "lattice triangular\no\noo\nooo\noooo\nooooo\noooooo\n",
    ];
    let mut seen = [0; 2];
    for text in layouts {
        let b = custom_board(text).unwrap();
        assert_eq!(b.holes(), 21, "{text:?}");
        let modes = ["anywhere", "complement", "finish-c3", "finish-a2"];
        for mode in modes {
            let Ok(options) = start_options(&b, mode) else {
                continue; // no such hole on this board
            };
            for option in options {
                let start = b.name(option.hole);
                let game = Game::on_board(b.clone(), start, mode);
                assert_eq!(option.feasible, game.is_ok(), "{text:?} {mode} {start}");
                if let Ok(game) = game {
                    let wins = game.status() == Status::Playing;
                    assert_eq!(option.solvable, Some(wins), "{text:?} {mode} {start}");
                    seen[wins as usize] += 1;
                }
            }
        }
    }
    assert!(
        seen[0] > 40 && seen[1] > 40,
        "{seen:?} unsolvable / solvable starts"
    );
    // The square without corners wins from no start, with no finish.
    let no_win = custom_board(layouts[0]).unwrap();
    for mode in ["anywhere", "complement"] {
        let Err(error) = Game::open_on(no_win.clone(), None, mode) else {
            panic!("a board no start wins opened with {mode}");
        };
        assert_eq!(
            error,
            "no game on this board ends with one peg (every start was searched, finishing \
             anywhere)"
        );
    }
}

/// A board no start wins is refused for that reason even when the start and finish asked for
/// are ruled out by parity (a 3×3 layout given to an element whose start was c3 and finish a1
/// was refused for c3 and a1's parity, not for having no winning start).
#[test]
fn a_board_no_start_wins_is_refused_for_that_reason_whatever_was_asked() {
    use pegsol::custom_board;
    let square = custom_board("lattice square\nooo\nooo\nooo\n").unwrap();
    let Err(error) = Game::open_on(square, Some("c3"), "finish-a1") else {
        panic!("a 3×3 square opened");
    };
    assert_eq!(
        error,
        "no game on this board ends with one peg (every start was searched, finishing anywhere)"
    );
}

#[test]
fn the_finish_menu_offers_only_what_parity_allows() {
    let modes = |state: &str| -> Vec<String> {
        let game = pegsol::Game::from_state(state).unwrap();
        game.problem_options()
            .iter()
            .map(|p| pegsol::mode_word(game.board(), p))
            .collect()
    };
    // French: no start can finish where it started; c1 can finish anywhere or at e.g. c4.
    let french = modes("french:c1:anywhere:");
    assert!(!french.contains(&"complement".to_string()), "{french:?}");
    assert_eq!(french[0], "anywhere");
    assert!(french.len() > 2, "{french:?}");
    // English d4: its own finish, anywhere, then the chosen finishes the hint files cover.
    let english = modes("english:d4:complement:");
    assert_eq!(english[..2], ["complement", "anywhere"]);
    assert!(english.contains(&"finish-d1".to_string()), "{english:?}");
    // Triangle5 from a1: parity allows b3, but no game from a1 ends there, so it is not
    // offered. Every finish parity allows is offered exactly when a game aiming at it is not
    // lost from the start. A game already finishing at b3 keeps it listed.
    let triangle = modes("triangle5:a1:complement:");
    assert!(!triangle.contains(&"finish-b3".to_string()), "{triangle:?}");
    let t5 = board("triangle5");
    let mut offered_winnable = 0;
    for h in pegsol::feasible_finishes(&t5, hole(&t5, "a1")) {
        let mode = format!("finish-{}", t5.name(h));
        if h == hole(&t5, "a1") {
            continue;
        }
        let game = pegsol::Game::new("triangle5", "a1", &mode).unwrap();
        let lost = matches!(game.status(), pegsol::Status::Lost { .. });
        assert_eq!(triangle.contains(&mode), !lost, "{mode}");
        offered_winnable += usize::from(!lost);
    }
    assert!(offered_winnable >= 2, "{triangle:?}");
    assert!(modes("triangle5:a1:finish-b3:").contains(&"finish-b3".to_string()));
    // Every offered mode opens a game.
    for mode in french {
        assert!(pegsol::Game::new("french", "c1", &mode).is_ok(), "{mode}");
    }
}

/// `check_peg_hints_of` on `board`'s games from c3 to a finish anywhere.
fn check_anywhere_from_c3(board: &pegsol::Board, games: usize, searched: u32) {
    let every_hole: Vec<&str> = board.names().iter().map(String::as_str).collect();
    check_peg_hints_of(
        &|| {
            Game::open_on(board.clone(), Some("c3"), "anywhere")
                .unwrap()
                .0
        },
        &every_hole,
        games,
        searched,
    );
}

/// A 5×4 rectangle: 20 holes, so its level sets are computed on the spot.
const RECTANGLE: &str = "lattice square
ooooo
ooooo
ooooo
ooooo
";

/// A 5×5 square with one corner cut: 24 holes, so its hints are searched live.
const SQUARE_CUT: &str = "# five by five, one corner cut
lattice square
oooo.
ooooo
ooooo
ooooo
ooooo
";

#[test]
fn a_website_owners_layout_plays_with_hints_that_agree_with_plain_search() {
    use pegsol::{custom_board, CUSTOM_BOARD_ID};
    let rectangle = custom_board(RECTANGLE).unwrap();
    assert_eq!((rectangle.id(), rectangle.holes()), (CUSTOM_BOARD_ID, 20));
    let big = custom_board(SQUARE_CUT).unwrap();
    assert_eq!(big.holes(), 24);
    let (game, _) = Game::open_on(big.clone(), None, "anywhere").unwrap();
    // Hints from a live search (24 holes), marked from 21 pegs on the board (the positions the
    // jumps lead to have 20): every verdict at 16 pegs or fewer equals the truth.
    assert_eq!(game.hints_from(), Some(21));
    check_anywhere_from_c3(&big, 12, 16);
    // Level sets computed on the spot (20 holes): every verdict is checked.
    check_anywhere_from_c3(&rectangle, 30, 64);
}

#[test]
fn a_layout_game_survives_its_state_string_only_on_its_own_board() {
    use pegsol::custom_board;
    let b = custom_board(SQUARE_CUT).unwrap();
    let (mut game, _) = Game::open_on(b.clone(), Some("c3"), "anywhere").unwrap();
    let jump = game.verdicts()[0].0;
    game.jump(jump.from, jump.to).unwrap();
    let state = game.state();
    assert!(state.starts_with("custom:c3:anywhere:"), "{state}");
    let back = Game::from_state_on(&state, Some(&b)).unwrap();
    assert_eq!(back.position(), game.position());
    // Without its layout the string is refused (no id alone brings a layout back).
    assert!(Game::from_state(&state)
        .err()
        .unwrap()
        .contains("unknown board 'custom'"));
    let english = Game::from_state_on("english:d4:complement:", Some(&b))
        .err()
        .unwrap();
    assert!(english.contains("not on this page's board"), "{english}");
}

#[test]
fn a_layout_error_names_its_line_and_column() {
    use pegsol::custom_board;
    let cases = [
        ("lattice hex\no", "line 1, column 9: unknown lattice 'hex'"),
        (
            "# a comment\nlattice square\nooo\noxo\n",
            "line 4, column 2: unexpected character 'x'",
        ),
        (
            "lattice triangular\no\nooo\n",
            "line 3, column 3: row 2 of a triangular layout",
        ),
        (
            "ooo\n",
            "line 1, column 1: expected 'lattice square' or 'lattice triangular'",
        ),
        (
            "lattice square\noo\n",
            "line 2, column 1: a board needs at least 3 holes",
        ),
        // An empty layout: the message says what a layout needs in words, not as a grammar
        // such as 'lattice square|triangular'.
        (
            "",
            "line 1, column 1: expected a line 'lattice square' or 'lattice triangular' and rows of holes: the layout has none",
        ),
        (
            "# only a comment\n\n",
            "line 2, column 1: expected a line 'lattice square' or 'lattice triangular'",
        ),
    ];
    for (text, expected) in cases {
        let error = custom_board(text).unwrap_err();
        assert!(error.starts_with(expected), "{text:?}: {error}");
    }
    for (text, expected) in [
        (
            "lattice square extra\nooo",
            "line 1, column 16: unexpected 'extra' after the lattice",
        ),
        (
            "lattice square\no\to\n",
            "line 2, column 2: unexpected character U+0009",
        ),
        (
            "lattice triangular\no\nooo\n",
            "line 3, column 3: row 2 of a triangular layout holds at most 2 holes",
        ),
        (
            "lattice triangular\noo\n",
            "line 2, column 2: row 1 of a triangular layout holds one hole",
        ),
    ] {
        let error = custom_board(text).unwrap_err();
        assert!(error.starts_with(expected), "{text:?}: {error}");
    }
    // 27 columns: holes are named a to z.
    let error = custom_board(&format!(
        "lattice square\n{}\n{}\n",
        "o".repeat(3),
        "o".repeat(27)
    ))
    .unwrap_err();
    assert!(
        error.starts_with("line 3, column 27: more than 26 columns"),
        "{error}"
    );
    // A board where parity rules out every finish has no game, and says why.
    let corners = custom_board("lattice square\no.o\n...\no.o\n").unwrap();
    let error = Game::open_on(corners, None, "anywhere").err().unwrap();
    assert!(
        error.starts_with("no game can start on this board: from every hole parity"),
        "{error}"
    );
    // 65 holes: the one too many is named.
    let error = custom_board(&format!("lattice square\n{}\n", "o".repeat(65))).unwrap_err();
    assert!(
        error.starts_with("line 2, column 65: more than 64 holes"),
        "{error}"
    );
}

#[test]
fn a_layout_carrying_a_built_in_id_gets_no_stored_data() {
    use pegsol::{builtin_board, is_builtin, Board};
    // The English cross under its own id is the built-in board; a smaller cross is not.
    let english = builtin_board("english").unwrap();
    let copy = Board::from_layout_text("english", ENGLISH_TEXT).unwrap();
    assert!(is_builtin(&copy) && is_builtin(&english));
    let impostor = Board::from_layout_text("english", SQUARE_CUT).unwrap();
    assert!(!is_builtin(&impostor));
    // Its game is answered by a search of its own board, not by the English data.
    let (game, _) = Game::open_on(impostor.clone(), Some("c3"), "anywhere").unwrap();
    assert_eq!(game.hints_from(), Some(21));
    check_anywhere_from_c3(&impostor, 12, 16);
}

const ENGLISH_TEXT: &str = "lattice square
..ooo..
..ooo..
ooooooo
ooooooo
ooooooo
..ooo..
..ooo..
";

/// While a game's hint file is still downloading, a board too big to compute searches live
/// (late positions answered before the file arrives); the file takes over once loaded.
#[test]
fn live_hints_stand_in_until_the_hint_file_arrives() {
    // A triangle7 game 13 pegs from the end (no other test of this binary loads its file).
    let line =
        "b2-b4,d4-b2,a1-c3,a3-a1,b4-d4,d4-b2,a1-c3,a5-a3,c5-a5,e5-c5,a6-a4,a3-a5,c6-c4,c3-c5";
    let mut game = Game::from_state(&format!("triangle7:b4:anywhere:{line}")).unwrap();
    let info = game
        .hint_file()
        .expect("triangle7 games come from a hint file");
    assert!(!pegsol::loaded(info.file));
    assert_eq!(game.hints().unwrap().live_max_pegs(), Some(20));
    let b = game.board().clone();
    let mut truth = PlainSearch::new(&b, &pegsol::feasible_finishes(&b, hole(&b, "b4")));
    let verdicts = |game: &Game| game.verdicts();
    let live = verdicts(&game);
    assert!(!live.is_empty());
    for &(jump, good) in &live {
        assert_eq!(good, Some(truth.can_finish(game.position() ^ jump.mask())));
    }
    // Nothing changes until the file is there; then its hints take over, with the same verdicts.
    assert!(game.reload_hints());
    assert!(game.hints().unwrap().live_max_pegs().is_some());
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("winning-data");
    pegsol::load_from_dir(&dir, info).unwrap();
    assert!(game.reload_hints());
    assert_eq!(game.hints().unwrap().hint_file(), Some(info.file));
    assert_eq!(verdicts(&game), live);
}

#[test]
fn a_state_string_is_read_in_any_case() {
    // A link typed by hand: every part is read in any case (`FINISH-B4` was refused while
    // `C3` was read).
    let game = Game::from_state(" Triangle5:C3:Finish-B4:A1-C3 ").unwrap();
    assert_eq!(game.state(), "triangle5:c3:finish-b4:a1-c3");
    let custom = pegsol::custom_board("lattice square\nooo\nooo\nooo\n").unwrap();
    let own = Game::from_state_on("Custom:B2:Anywhere:", Some(&custom)).unwrap();
    assert_eq!(own.state(), "custom:b2:anywhere:");
}

#[test]
fn a_state_string_of_one_word_that_is_no_board_says_so() {
    // A short link (`#game=french`) is one word, so a one-word link that names no board says
    // the board is unknown; `#game=bogus` used to be "not a game (expected
    // BOARD:START:MODE:JUMPS)", which hid that a board name alone is a link.
    let error = Game::from_state("bogus").err().unwrap();
    assert!(
        error.starts_with("unknown board 'bogus' (known: english, "),
        "{error}"
    );
    let error = Game::from_state(" ").err().unwrap();
    assert_eq!(error, "' ' is not a game (expected BOARD:START:MODE:JUMPS)");
    let error = Game::from_state("french").err().unwrap();
    assert_eq!(
        error,
        "'french' is not a game (expected BOARD:START:MODE:JUMPS)"
    );
}

#[test]
fn a_state_string_with_a_bad_jump_keeps_the_jumps_before_it() {
    use pegsol::WrongJump;
    // A wrong hole name, an illegal jump, and a multi-jump move going wrong half way.
    let cases = [
        (
            "english:d4:complement:d2-d4,zz-top",
            1,
            "no hole named 'zz'",
        ),
        ("english:d4:complement:d2-d4,d2-d4", 1, "d2"),
        ("english:d4:complement:d2-d4,f3-d3,d4-d2-d4", 3, "d2"),
        ("english:c4:anywhere:c4-e4", 0, "c4"),
    ];
    for (state, kept, said) in cases {
        let (game, wrong) = Game::from_state_prefix_on(state, None).unwrap();
        let WrongJump { kept: k, reason } = wrong.expect(state);
        assert_eq!((game.history().len(), k), (kept, kept), "{state}");
        assert!(reason.contains(said), "{state}: {reason}");
        // The strict form refuses the string with the same reason.
        assert_eq!(Game::from_state(state).err(), Some(reason));
    }
    // The kept jumps are the string's first ones, played.
    let (game, _) = Game::from_state_prefix_on("english:d4:complement:d2-d4,zz-top", None).unwrap();
    assert_eq!(game.state(), "english:d4:complement:d2-d4");
    // A sound string is restored whole; a wrong board, start or goal is still an error.
    let (whole, wrong) =
        Game::from_state_prefix_on("english:d4:complement:d2-d4,f3-d3", None).unwrap();
    assert_eq!((whole.history().len(), wrong), (2, None));
    for bad in [
        "english:zz:complement:",
        "nowhere:d4:complement:",
        "english:d4:finish-zz:",
    ] {
        assert!(Game::from_state_prefix_on(bad, None).is_err(), "{bad}");
    }
}

/// What a hover's live search cannot tell, `search_further` tells, in slices, on random games
/// of the central game on a website owner's copy of the English cross (live hints from 20
/// pegs; its level sets give the truth): at 21 pegs, whether the position still wins, as the
/// marks of its jumps say (the status and Solve agree with them); and for a game found lost
/// only some jumps after the losing one, that jump, looking back with a few pegs more. Every
/// answer is right by the level sets, and some losing jumps named were made above 20 pegs,
/// where a hover could not tell.
#[test]
fn live_hints_search_further_between_jumps_and_name_a_late_found_losing_jump() {
    use pegsol::internals::LIVE_BUDGET;
    use pegsol::{compute_levels, custom_board, play, Goal, Problem};
    let b = custom_board(ENGLISH_TEXT).unwrap();
    let centre = hole(&b, "d4");
    let problem = Problem::new(&b, centre, Goal::Complement).unwrap();
    let levels = compute_levels(&b, &problem.search(&b, false), Default::default()).unwrap();
    let wins = |p: u64| levels.contains(p);
    let live_pegs = 20;
    let mut rng = fastrand::Rng::with_seed(23);
    let (mut named_above_live, mut lost_games, mut decided_above_live) = (0, 0, 0);
    for _ in 0..24 {
        let (mut game, _) = Game::open_on(b.clone(), Some("d4"), "complement").unwrap();
        // Mostly good jumps (by the truth) early, so the loss comes at 19 to 24 pegs.
        while game.status() == Status::Playing {
            let position = game.position();
            let jumps: Vec<_> = b.legal_jumps(position).collect();
            let good: Vec<_> = jumps.iter().filter(|j| wins(position ^ j.mask())).collect();
            let pegs = position.count_ones() as usize;
            let jump = if good.is_empty() || (pegs <= 25 && rng.f64() < 0.4) {
                jumps[rng.usize(..jumps.len())]
            } else {
                *good[rng.usize(..good.len())]
            };
            game.jump(jump.from, jump.to).unwrap();
            let pegs = pegs - 1;
            // "Hints from 21 pegs" (the pegs on the board when the first jumps are marked) only
            // while no jump can be marked (more than 21 pegs).
            let from = (pegs > live_pegs + 1).then_some(live_pegs + 1);
            assert_eq!(game.hints_from(), from, "{pegs} pegs");
            // As the page does: slices of an eighth of a hover's budget between frames.
            // The look-back spends at most six hovers' budgets in all: 48 slices.
            let mut slices = 0;
            while game.search_further(LIVE_BUDGET / 8) {
                slices += 1;
                assert!(slices <= 48, "the search goes on past its limit");
            }
            if pegs == live_pegs + 1 && !game.undecided() {
                decided_above_live += 1;
                let here = wins(game.position());
                assert_eq!(game.status() == Status::Playing, here, "21 pegs");
                if here {
                    let line = game.solve_from_here().unwrap().expect("a winning line");
                    let end = play(&b, game.position(), &line).unwrap();
                    assert_eq!(end, 1 << centre, "Solve from 21 pegs ends on the centre");
                }
            }
        }
        let Status::Lost { after } = game.status() else {
            continue;
        };
        lost_games += 1;
        let mut position = problem.start_position(&b);
        let mut positions = vec![position];
        for j in game.history() {
            position ^= j.mask();
            positions.push(position);
        }
        assert!(
            !wins(positions[after]),
            "the game is not lost after jump {after}"
        );
        if let Some(k) = game.losing_jump() {
            assert_eq!(k, after);
            assert!(
                wins(positions[k - 1]),
                "jump {k} is named but the game was lost before"
            );
            if positions[k - 1].count_ones() as usize > live_pegs + 1 {
                named_above_live += 1;
                // Back to before it: what the look back learnt marks the losing jump bad, and
                // the line it found wins from there, though no hover searches this many pegs.
                let losing = game.history()[k - 1];
                game.undo_to_winning();
                assert_eq!(game.history().len(), k - 1);
                assert!(!game.undecided());
                let hint = game.peg_hint(losing.from).unwrap();
                assert!(
                    hint.landings.contains(&(losing.to, Some(false))),
                    "{hint:?}"
                );
                let line = game.solve_from_here().unwrap().expect("a winning line");
                assert_eq!(play(&b, game.position(), &line).unwrap(), 1 << centre);
            }
        }
    }
    println!("{lost_games} lost, {named_above_live} losing jumps named above 21 pegs, {decided_above_live} positions of 21 pegs decided");
    assert!(lost_games >= 12, "{lost_games} games lost");
    assert!(
        decided_above_live >= 12,
        "{decided_above_live} positions of 21 pegs decided"
    );
    // With the look back alone: without it, none of these would be named.
    assert!(
        named_above_live >= 4,
        "{named_above_live} losing jumps named above 21 pegs"
    );
}

/// A Wiegleb game lost at its last jump (f6-f8, at 22 pegs), as it was once played by hand: 21
/// pegs left, one peg more than a hover searches.
fn wiegleb_lost_at_21_pegs() -> Game {
    let mut game = Game::new("wiegleb", "e5", "anywhere").unwrap();
    let line = "e7-e5,e9-e7,g6-e6,i6-g6,f8-f6,i4-i6,h4-h6,d7-f7,d9-d7,f4-h4,f2-f4,g6-g4,i6-g6,\
                d2-f2,f1-f3,d1-f1,e4-e2,c4-e4,a4-c4,a6-a4,b6-b4,b4-d4,f6-f8";
    let board = game.board().clone();
    for jump in line.split(',') {
        let (from, to) = jump.split_once('-').unwrap();
        let hole = |name| board.hole_by_name(name).unwrap();
        game.jump(hole(from), hole(to)).unwrap();
    }
    assert_eq!(game.position().count_ones(), 21);
    game
}

/// The live search's memory fills up in a long session and is forgotten, also in the middle of
/// the search between jumps. That search then starts its budget over: the position is still
/// decided, as a fresh search decides it. (Before, on the third replay of this game in one
/// session, the status said the goal was open while every peg was a bomb.)
#[test]
fn a_live_memory_forgotten_mid_search_still_decides_the_position() {
    use pegsol::internals::LIVE_BUDGET;
    for forget_after in [1, 20, 40] {
        let mut game = wiegleb_lost_at_21_pegs();
        let mut slices = 0;
        while game.search_further(LIVE_BUDGET / 8) {
            slices += 1;
            if slices == forget_after {
                game.hints().unwrap().forget_live_memory();
            }
            assert!(slices < 200, "the search ends");
        }
        assert!(!game.undecided(), "forgotten after {forget_after} slices");
        assert_eq!(game.status(), Status::Lost { after: 23 });
    }
}

/// When the hovers have found every peg a bomb, the position is lost with no search at all:
/// the status agrees with the marks even when the search between jumps has no budget left.
#[test]
fn every_peg_a_bomb_is_a_lost_game_without_a_search() {
    let mut game = wiegleb_lost_at_21_pegs();
    assert!(game.undecided());
    let board = game.board().clone();
    let movable: Vec<u8> = (0..board.holes() as u8)
        .filter(|&h| !game.legal_targets(h).is_empty())
        .collect();
    // Hovered again and again, as a player goes over the pegs: each hover's search goes on
    // from what the ones before learnt, until every jump is marked.
    for round in 0.. {
        let hints: Vec<_> = movable.iter().map(|&h| game.peg_hint(h).unwrap()).collect();
        if hints
            .iter()
            .all(|hint| hint.landings.iter().all(|l| l.1.is_some()))
        {
            assert!(hints.iter().all(|hint| hint.bomb), "every peg a bomb");
            break;
        }
        assert!(round < 50, "the hovers mark every jump");
    }
    assert!(game.undecided(), "hovers alone change nothing");
    game.search_further(0);
    assert!(!game.undecided());
    assert_eq!(game.status(), Status::Lost { after: 23 });
}

/// The state ahead (every undone jump made again), opened and undone as many times, is the game
/// again with the same redo list: what the page relies on to keep Redo over a reload.
#[test]
fn the_state_ahead_brings_back_the_redo_list() {
    let mut game = Game::from_state("english:d4:complement:d2-d4,f3-d3,e1-e3,e4-e2").unwrap();
    assert_eq!(game.state_ahead(), game.state(), "nothing to redo");
    game.undo();
    game.undo();
    assert_eq!(game.state(), "english:d4:complement:d2-d4,f3-d3");
    let ahead = game.state_ahead();
    assert_eq!(ahead, "english:d4:complement:d2-d4,f3-d3,e1-e3,e4-e2");
    let mut back = Game::from_state(&ahead).unwrap();
    back.undo();
    back.undo();
    assert_eq!(back.state(), game.state());
    assert_eq!(back.redo_jumps(), game.redo_jumps());
    // A jump of its own drops the redo list, and with it the state ahead.
    let hole = |name| game.board().hole_by_name(name).unwrap();
    let (from, to) = (hole("e5"), hole("e3"));
    game.jump(from, to).unwrap();
    assert_eq!(game.state(), "english:d4:complement:d2-d4,f3-d3,e5-e3");
    assert_eq!(game.state_ahead(), game.state());
}

/// A finish named on the start itself is the game finishing where it started, opened without
/// a note (it once blamed parity for a game it then opened as asked).
#[test]
fn a_finish_on_the_start_itself_opens_quietly() {
    for (board_id, start) in [("english", "d4"), ("english", "c4"), ("triangle5", "a1")] {
        let (game, note) = Game::open(board_id, Some(start), &format!("finish-{start}")).unwrap();
        assert_eq!(
            game.problem().goal,
            pegsol::Goal::Complement,
            "{board_id} {start}"
        );
        assert_eq!(game.board().name(game.problem().start), start);
        assert_eq!(note, None, "{board_id} {start}");
    }
}

/// After "Undo to the last winning position" on a game found lost with more pegs than a hover
/// searches, Solve from here plays the winning line even when the live search has forgotten
/// what it learnt: a position proven to win is never answered "the goal cannot be reached".
#[test]
fn solve_from_here_after_a_forgotten_memory_plays_the_win_or_says_why() {
    use pegsol::internals::LIVE_BUDGET;
    use pegsol::{Hints, Verdict};
    let mut game = Game::new("wiegleb", "e5", "complement").unwrap();
    let board = game.board().clone();
    // A known win of the central game to 22 pegs, then a jump proven to lose.
    for jump in pegsol::parse_game(&board, common::WIEGLEB_WIN)
        .unwrap()
        .iter()
        .take(22)
    {
        game.jump(jump.from, jump.to).unwrap();
    }
    let exact = Hints::exhaustive(board.clone(), *game.problem(), None).unwrap();
    let losing = board
        .legal_jumps(game.position())
        .find(|j| exact.problem_is_solvable(game.position() ^ j.mask()) == Verdict::Unsolvable)
        .expect("a losing jump at 22 pegs");
    game.jump(losing.from, losing.to).unwrap();
    while game.search_further(LIVE_BUDGET) {}
    assert!(
        matches!(game.status(), Status::Lost { .. }),
        "{:?}",
        game.status()
    );
    assert_eq!(game.undo_to_winning(), 1);
    game.hints().unwrap().forget_live_memory();
    match game.solve_from_here() {
        Ok(Some(line)) => {
            let end = pegsol::play(&board, game.position(), &line).unwrap();
            assert!(game.problem().is_won(&board, end), "the line wins");
        }
        Ok(None) => panic!("a position proven to win was answered 'cannot be reached'"),
        Err(why) => assert!(why.contains("could not find"), "{why}"),
    }
}

/// The pegs the status lists as movable are exactly those with a landing: the page asks no
/// more than this and the hovered peg's hint.
#[test]
fn the_movable_pegs_are_those_with_a_landing() {
    let mut rng = fastrand::Rng::with_seed(5);
    for (board, start) in [("english", "d4"), ("triangle5", "a1"), ("french", "d3")] {
        let mut game = Game::new(board, start, "anywhere").unwrap();
        loop {
            let holes = game.board().holes() as u8;
            let with_landing: Vec<u8> = (0..holes)
                .filter(|&h| !game.legal_targets(h).is_empty())
                .collect();
            assert_eq!(game.movable_pegs(), with_landing);
            let Some(&from) = with_landing.get(rng.usize(..with_landing.len().max(1))) else {
                break;
            };
            let to = game.legal_targets(from)[0];
            game.jump(from, to).unwrap();
        }
    }
}

/// The list of one-peg finishes still possible (finishing anywhere) comes by the middle of a
/// game within its small budget (it runs on the page's main thread at each jump), and names
/// exactly the finishes a plain search reaches.
#[test]
fn reachable_finishes_come_by_mid_game_and_are_exact() {
    // Durango Bill's numbering: the seed game of the English board (tests/e2e/game.test.mjs).
    let seed = [
        (4, 16),
        (7, 9),
        (0, 8),
        (2, 0),
        (9, 7),
        (6, 8),
        (10, 2),
        (12, 10),
    ];
    let more = [
        (15, 3),
        (0, 8),
        (13, 15),
        (15, 3),
        (17, 5),
        (2, 10),
        (19, 17),
        (17, 5),
    ];
    let mut game = Game::new("english", "d4", "anywhere").unwrap();
    assert_eq!(
        game.reachable_finishes(),
        None,
        "too big to tell at the start"
    );
    for (from, to) in seed.into_iter().chain(more) {
        game.jump(from, to).unwrap();
    }
    let listed = game.reachable_finishes().expect("listed with 16 pegs");
    let b = board("english");
    let plain: Vec<u8> = (0..b.holes() as u8)
        .filter(|&h| PlainSearch::new(&b, &[h]).can_finish(game.position()))
        .collect();
    assert_eq!(listed, plain);
    assert!(!listed.is_empty());
}
